package dev.brainstem.samples.reload;

import dev.brainstem.After;
import dev.brainstem.OnMessage;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;
import java.util.ArrayList;
import java.util.List;

/**
 * A timed machine in id mode for hot reload's points: every update logs itself and runs {@link #inside}
 * when set (a call made from a handler), and throws when {@link #fail} is set (so that the error handler
 * runs). A wolf scares a calm grazer; a scared one calms down after a second.
 */
@StateMachine(Graze.class)
@After(value = "FLEE", seconds = 1f, to = "IDLE")
final class Grazers {
    final List<String> log = new ArrayList<>();
    Runnable inside;
    boolean fail;

    @OnUpdate(value = "IDLE", to = "EAT")
    Graze hungry(int id) {
        return ran(id, Graze.EAT);
    }

    @OnUpdate(value = "EAT", to = "IDLE")
    Graze full(int id) {
        return ran(id, Graze.IDLE);
    }

    private Graze ran(int id, Graze next) {
        log.add("update " + id);
        if (inside != null) {
            inside.run();
        }
        if (fail) {
            throw new IllegalStateException("update failed, as asked");
        }
        return next;
    }

    @OnMessage(value = "CALM", to = "FLEE")
    Graze scared(int id, Wolf wolf) {
        return Graze.FLEE;
    }

    /** A message. */
    static final class Wolf {}
}
