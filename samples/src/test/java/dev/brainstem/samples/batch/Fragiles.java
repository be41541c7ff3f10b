package dev.brainstem.samples.batch;

import dev.brainstem.OnEnter;
import dev.brainstem.OnExit;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;

/** {@link Fragile} in id mode: a system with its entities' data in arrays. */
@StateMachine(Mood.class)
final class Fragiles {
    final boolean[] angry;
    final RuntimeException[] failUpdate;
    final RuntimeException[] failExit;
    final RuntimeException[] failEnter;
    final int[] updates;
    /** Called by every handler with the id, when set: lets a test make changes from inside handlers. */
    java.util.function.IntConsumer inHandler;

    Fragiles(int capacity) {
        angry = new boolean[capacity];
        failUpdate = new RuntimeException[capacity];
        failExit = new RuntimeException[capacity];
        failEnter = new RuntimeException[capacity];
        updates = new int[capacity];
    }

    private void hook(int id) {
        if (inHandler != null) {
            inHandler.accept(id);
        }
    }

    @OnUpdate(value = "CALM", to = "ANGRY")
    Mood calm(int id) {
        updates[id]++;
        hook(id);
        if (failUpdate[id] != null) {
            throw failUpdate[id];
        }
        return angry[id] ? Mood.ANGRY : null;
    }

    @OnUpdate({"ANGRY", "BROKEN"})
    void simmer(int id) {
        updates[id]++;
        hook(id);
    }

    @OnExit("CALM")
    void leaveCalm(int id) {
        hook(id);
        if (failExit[id] != null) {
            throw failExit[id];
        }
    }

    @OnEnter("ANGRY")
    void enterAngry(int id) {
        hook(id);
        if (failEnter[id] != null) {
            throw failEnter[id];
        }
    }
}
