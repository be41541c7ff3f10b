package dev.brainstem.samples.mail;

import dev.brainstem.OnEnter;
import dev.brainstem.OnExit;
import dev.brainstem.OnMessage;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;
import dev.brainstem.States;
import java.util.List;

/**
 * A machine whose message starts a chain of two transitions (A to B, B's enter on to C) and whose
 * update in C asks for a third: with at most two per tick, the failsafe stops the decision's.
 */
@StateMachine(value = Hopper.Spot.class, maxTransitionsPerTick = 2)
public class Hopper {
    @States
    public enum Spot { A, B, C, D }

    /** Hop from A. */
    public record Hop() {}

    /** Throws in its handler. */
    public record Boom() {}

    /** Logged wherever it arrives. */
    public record Note(String text) {}

    final List<String> log;

    Hopper(List<String> log) {
        this.log = log;
    }

    @OnMessage(value = "A", to = "B")
    Spot hop(Hop hop) {
        log.add("hop");
        return Spot.B;
    }

    @OnMessage
    void boom(Boom boom) {
        throw new IllegalStateException("boom");
    }

    @OnMessage
    void note(Note note) {
        log.add("note " + note.text());
    }

    @OnEnter(value = "B", to = "C")
    Spot onward() {
        return Spot.C;
    }

    @OnUpdate(value = "C", to = "D")
    Spot leave() {
        log.add("update C");
        return Spot.D;
    }

    @OnExit({"A", "B", "C"})
    void exit(@dev.brainstem.Current Spot spot) {
        log.add("exit " + spot);
    }
}
