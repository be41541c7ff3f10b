package dev.brainstem.benchmarks.messages.mail;

/**
 * The mail's driver alone, the floor under every variant: the loop of a tick's sends (the xorshift32 step,
 * picking the message, the scattered receiver) with each send replaced by folding the receiver and whether the
 * message is an order into a sum, so that nothing is queued or delivered. {@code jmh.MailDriverBenchmark}
 * measures it; what a variant costs beyond it is its queue, its delivery and its updates.
 */
public final class MailDriver {
    private int n;
    private int stride;
    private int driver;

    public void setUp(int entities) {
        n = entities;
        stride = Mail.stride(entities);
        driver = Mail.SEED;
    }

    /** One tick's sends, folded: the result keeps the loop from being optimized away. */
    public int tick() {
        int r = driver;
        int to = 0;
        int sum = 0;
        for (int k = 0; k < n; k++) {
            r = Mail.xorshift(r);
            Object m = Mail.message(r);
            sum += m == Mail.ORDER ? to : to ^ 1;
            to += stride;
            if (to >= n) {
                to -= n;
            }
        }
        driver = r;
        return sum;
    }
}
