package dev.brainstem.samples.batch;

import dev.brainstem.OnEnter;
import dev.brainstem.OnExit;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;

/**
 * An entity whose handlers throw on demand, for the error-isolation and bad-input tests: CALM's update
 * (which goes to ANGRY when {@link #angry}), CALM's exit, ANGRY's enter. Every update is counted.
 */
@StateMachine(Mood.class)
final class Fragile {
    final int serial;
    boolean angry;
    RuntimeException failUpdate;
    RuntimeException failExit;
    RuntimeException failEnter;
    int updates;
    /** Called by every handler, when set: lets a test make changes from inside handlers. */
    Runnable inHandler;

    Fragile(int serial) {
        this.serial = serial;
    }

    private void hook() {
        if (inHandler != null) {
            inHandler.run();
        }
    }

    @OnUpdate(value = "CALM", to = "ANGRY")
    Mood calm() {
        updates++;
        hook();
        if (failUpdate != null) {
            throw failUpdate;
        }
        return angry ? Mood.ANGRY : null;
    }

    @OnUpdate({"ANGRY", "BROKEN"})
    void simmer() {
        updates++;
        hook();
    }

    @OnExit("CALM")
    void leaveCalm() {
        hook();
        if (failExit != null) {
            throw failExit;
        }
    }

    @OnEnter("ANGRY")
    void enterAngry() {
        hook();
        if (failEnter != null) {
            throw failEnter;
        }
    }

    @Override
    public String toString() {
        return "Fragile " + serial;
    }
}
