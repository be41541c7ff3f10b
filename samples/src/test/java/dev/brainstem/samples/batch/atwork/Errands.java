package dev.brainstem.samples.batch.atwork;

import dev.brainstem.OnEnter;
import dev.brainstem.OnMessage;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;

/**
 * Entities whose every handler (the enter run by {@code add} or {@code transitionTo}, the update run
 * by a tick, the message handler run by a delivery) calls {@link #inside} when set, and whose update
 * throws when {@link #fail} is set, so that the error handler runs: a call made from each place where
 * the batch is at work. Id mode.
 */
@StateMachine(Errand.class)
final class Errands {
    /** Called by every handler while set. */
    Runnable inside;
    boolean fail;

    private void inside() {
        if (inside != null) {
            inside.run();
        }
    }

    @OnEnter({"IDLE", "BUSY"})
    void entered(int id) {
        inside();
    }

    @OnUpdate({"IDLE", "BUSY"})
    void update(int id) {
        inside();
        if (fail) {
            throw new IllegalStateException("update failed, as asked");
        }
    }

    @OnMessage("IDLE")
    void heard(int id, Note note) {
        inside();
    }

    /** A message. */
    static final class Note {}
}
