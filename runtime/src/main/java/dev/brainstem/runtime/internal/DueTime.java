package dev.brainstem.runtime.internal;

/**
 * Where the timer wheel files a timer: a clock at or before the first one at which it is due, the least
 * {@code now} (a double) with {@code (float) (now - entered) >= delay}, and at most
 * {@code 2^-16 s + delay * 2^-20} before it.
 *
 * <p><b>Why not the exact clock.</b> The exact clock takes a search over the double grid (the float
 * conversion rounds to the nearest, ties to even), a few dozen nanoseconds per arm: in a crowd whose
 * every wake re-arms, more than the wheel itself. Filing never late is all the wheel needs: whether a
 * timer is due is always the exact test, and a timer filed a bucket early (one in several hundred, those
 * due within the margin after a bucket's start) waits the rest of its time in the wheel's list of the
 * late. The margin covers the float rounding (half an ulp of the delay, {@code delay * 2^-24} at most)
 * and the double subtraction's (an ulp of the clock, below {@code 2^-20} for a clock of less than a
 * century).
 */
final class DueTime {
    private DueTime() {}

    /** A clock at or before the first at which a timer of {@code delay}, entered at {@code entered}, is due. */
    static double notAfter(double entered, float delay) {
        return entered + delay - (0x1p-16 + delay * 0x1p-20);
    }
}
