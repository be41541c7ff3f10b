package dev.brainstem.runtime.internal;

/**
 * The one rule for a tick's or an update's {@code dt}: a finite number of seconds, 0 or more. A NaN,
 * an infinity or a negative step would poison the clock for good (time in state would read NaN,
 * delayed messages would never arrive), so it is refused before anything changes. Called by batches
 * and by generated one-entity machines.
 */
public final class TimeStep {
    private TimeStep() {}

    /**
     * Also a one-entity machine's hot reload point: its generated {@code update} calls this first, before it
     * claims the entity, so a staged redefinition ({@link Reloads}) runs there, between two updates. A
     * batch's tick, which calls this with {@code "tick"}, takes its point later, once the batch's rule of
     * what is refused while at work has passed.
     *
     * @param machine the machine's name, for the message
     * @param call the call given {@code dt}: {@code "tick"} or {@code "update"}
     * @throws IllegalArgumentException naming the value unless it is finite and 0 or more
     */
    public static void check(String machine, String call, float dt) {
        if (!(dt >= 0f) || dt == Float.POSITIVE_INFINITY) {
            throw new IllegalArgumentException(machine + ": " + call + "(dt) with dt = " + dt
                    + "; dt is a finite number of seconds, 0 or more");
        }
        if ("update".equals(call)) {
            Reloads.point();
        }
    }

    /**
     * The rule for a message's delay, the same for a batch and a one-entity machine.
     *
     * @throws IllegalArgumentException naming the value unless it is finite and 0 or more
     */
    public static void checkDelay(String machine, float delaySeconds) {
        if (!(delaySeconds >= 0f) || delaySeconds == Float.POSITIVE_INFINITY) {
            throw new IllegalArgumentException(machine + ": a message's delay is " + delaySeconds
                    + " seconds; it is a finite number of seconds, 0 or more");
        }
    }
}
