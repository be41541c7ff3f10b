package dev.brainstem.runtime.internal;

/**
 * The clock at which a timer falls due, exactly as the time in state handlers read says so: the least
 * {@code now} (a double) with {@code (float) (now - entered) >= delay}. Comparing the clock with it is
 * then one load and one compare per test, where the time in state costs two loads (the entry time and
 * the delay), and it orders the wheel without a margin for rounding.
 *
 * <p>Both roundings are monotone (the double subtraction, then the float conversion), so the clocks at
 * which the test holds are all those from one threshold on. The float conversion rounds {@code x} up to
 * {@code delay} or more exactly when {@code x} reaches the midpoint between {@code delay} and the float
 * below it (the midpoint itself going to whichever of the two is even); the threshold is found from
 * {@code entered} plus that bound and corrected by a step or two of the double grid.
 */
final class DueTime {
    private DueTime() {}

    /** The least clock {@code now} with {@code (float) (now - entered) >= delay}; {@code +Infinity} for never. */
    static double of(double entered, float delay) {
        if (delay == Float.POSITIVE_INFINITY) {
            return Double.POSITIVE_INFINITY;
        }
        double bound = least(delay);
        double now = entered + bound;
        // Now a step or two of the double grid from the threshold, on either side.
        while (!holds(now, entered, delay)) {
            now = Math.nextUp(now);
        }
        while (holds(Math.nextDown(now), entered, delay)) {
            now = Math.nextDown(now);
        }
        return now;
    }

    private static boolean holds(double now, double entered, float delay) {
        return (float) (now - entered) >= delay;
    }

    /** The least double {@code x} with {@code (float) x >= delay}, for a finite delay. */
    static double least(float delay) {
        float below = Math.nextDown(delay);
        if (below == Float.NEGATIVE_INFINITY) {
            return Double.NEGATIVE_INFINITY;
        }
        double mid = ((double) below + (double) delay) / 2;
        // The midpoint rounds to the even one of the two floats.
        return (Float.floatToRawIntBits(delay) & 1) == 0 ? mid : Math.nextUp(mid);
    }
}
