package dev.brainstem.benchmarks.messages.mail;

import static dev.brainstem.benchmarks.messages.mail.Mail.DT;

import dev.brainstem.benchmarks.messages.MessageVariant;

/**
 * Mail in Brainstem id mode: a {@link BrainstemMailers} system in a {@code BrainstemMailersBatch}; the driver
 * sends with {@code send(id, message)} (in id mode the id is the handle), then {@code tick(dt)}.
 *
 * <p>The mode a game would pick for this: the entities are rows of the game's arrays (what the mail touches is
 * {@code heard} and {@code timer}, not whole objects), the sender knows the receiver by its index, and the batch
 * looks up no generation.
 */
public final class MailIdBatchVariant implements MessageVariant {
    private BrainstemMailers system;
    private BrainstemMailersBatch batch;
    private int n;
    private int stride;
    private int driver;

    @Override
    public void setUp(int entities) {
        n = entities;
        stride = Mail.stride(entities);
        driver = Mail.SEED;
        system = new BrainstemMailers(entities);
        batch = new BrainstemMailersBatch(system);
        for (int id = 0; id < entities; id++) {
            batch.add(id);
        }
    }

    @Override
    public void tick() {
        int r = driver;
        int to = 0;
        for (int k = 0; k < n; k++) {
            r = Mail.xorshift(r);
            batch.send(to, Mail.message(r));
            to += stride;
            if (to >= n) {
                to -= n;
            }
        }
        driver = r;
        batch.tick(DT);
    }

    @Override
    public int entities() {
        return n;
    }

    private int state(int id) {
        return batch.stateOf(id).ordinal();
    }

    @Override
    public int[] stateCounts() {
        return Mail.counts(n, this::state);
    }

    @Override
    public long checksum() {
        return Mail.checksum(n, this::state, id -> system.heard[id], id -> Float.floatToIntBits(system.timer[id]));
    }
}
