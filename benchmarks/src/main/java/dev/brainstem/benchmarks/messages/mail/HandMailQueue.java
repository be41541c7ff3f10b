package dev.brainstem.benchmarks.messages.mail;

import dev.brainstem.benchmarks.messages.MessageVariant;

/**
 * Mail written by hand, the limit: struct-of-arrays ({@code state}, {@code heard}, {@code timer}), and a plain
 * ring buffer of (receiver id, message) for the tick's messages, drained at the start of the tick; a switch on
 * the receiver's state for an order; then one loop over the ids with a switch on the state for the update.
 */
public final class HandMailQueue implements MessageVariant {
    private byte[] state;
    private int[] heard;
    private float[] timer;
    // The ring buffer: [head, tail) modulo its length.
    private int[] queueTo;
    private Object[] queueMessage;
    private int head;
    private int tail;
    private int n;
    private int stride;
    private int driver;

    @Override
    public void setUp(int entities) {
        n = entities;
        stride = Mail.stride(entities);
        driver = Mail.SEED;
        state = new byte[entities];
        heard = new int[entities];
        timer = new float[entities];
        queueTo = new int[Math.max(16, Integer.highestOneBit(Math.max(1, entities - 1)) << 1)];
        queueMessage = new Object[queueTo.length];
    }

    private void send(int to, Object message) {
        int mask = queueTo.length - 1;
        if (tail - head == queueTo.length) {
            throw new IllegalStateException("the ring is full");
        }
        queueTo[tail & mask] = to;
        queueMessage[tail & mask] = message;
        tail++;
    }

    @Override
    public void tick() {
        int r = driver;
        int to = 0;
        for (int k = 0; k < n; k++) {
            r = Mail.xorshift(r);
            send(to, Mail.message(r));
            to += stride;
            if (to >= n) {
                to -= n;
            }
        }
        driver = r;

        byte[] state = this.state;
        float[] timer = this.timer;
        int[] heard = this.heard;
        int[] queueTo = this.queueTo;
        Object[] queueMessage = this.queueMessage;
        int mask = queueTo.length - 1;
        for (int end = tail; head != end; head++) {
            int id = queueTo[head & mask];
            Object m = queueMessage[head & mask];
            queueMessage[head & mask] = null;
            if (m instanceof Mail.Noise noise) {
                heard[id] += noise.loudness;
            } else {
                switch (state[id]) {
                    case Mail.CALM -> state[id] = Mail.WARY;
                    case Mail.WARY -> state[id] = Mail.ANGRY;
                    case Mail.ANGRY -> state[id] = Mail.AFRAID;
                    default -> state[id] = Mail.CALM;
                }
                timer[id] = 0;
            }
        }
        for (int id = 0; id < n; id++) {
            switch (state[id]) {
                case Mail.CALM -> timer[id] += 1f * Mail.DT;
                case Mail.WARY -> timer[id] += 2f * Mail.DT;
                case Mail.ANGRY -> timer[id] += 3f * Mail.DT;
                default -> timer[id] += 4f * Mail.DT;
            }
        }
    }

    @Override
    public int entities() {
        return n;
    }

    @Override
    public int[] stateCounts() {
        return Mail.counts(n, id -> state[id]);
    }

    @Override
    public long checksum() {
        return Mail.checksum(n, id -> state[id], id -> heard[id], id -> Float.floatToIntBits(timer[id]));
    }
}
