package dev.brainstem.benchmarks.messages.mail;

import static dev.brainstem.benchmarks.messages.mail.Mail.DT;

import dev.brainstem.benchmarks.messages.MessageVariant;

/**
 * Mail in Brainstem object mode: {@link BrainstemMailer} objects in a {@code BrainstemMailerBatch}; the driver
 * keeps each entity's handle (as game code keeps the handle of what it talks to) and sends with
 * {@code send(handle, message)}, then {@code tick(dt)}.
 */
public final class MailObjectBatchVariant implements MessageVariant {
    private BrainstemMailer[] entities;
    private long[] handles;
    private BrainstemMailerBatch batch;
    private int n;
    private int stride;
    private int driver;

    @Override
    public void setUp(int entities) {
        n = entities;
        stride = Mail.stride(entities);
        driver = Mail.SEED;
        batch = new BrainstemMailerBatch();
        this.entities = new BrainstemMailer[entities];
        handles = new long[entities];
        for (int id = 0; id < entities; id++) {
            this.entities[id] = new BrainstemMailer();
            handles[id] = batch.add(this.entities[id]);
        }
    }

    @Override
    public void tick() {
        long[] handles = this.handles;
        int r = driver;
        int to = 0;
        for (int k = 0; k < n; k++) {
            r = Mail.xorshift(r);
            batch.send(handles[to], Mail.message(r));
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
        return batch.stateOf(handles[id]).ordinal();
    }

    @Override
    public int[] stateCounts() {
        return Mail.counts(n, this::state);
    }

    @Override
    public long checksum() {
        return Mail.checksum(n, this::state, id -> entities[id].heard, id -> Float.floatToIntBits(entities[id].timer));
    }
}
