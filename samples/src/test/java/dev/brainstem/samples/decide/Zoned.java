package dev.brainstem.samples.decide;

import dev.brainstem.Current;
import dev.brainstem.OnEnter;
import dev.brainstem.OnExit;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;
import dev.brainstem.Transition;

/**
 * Nested groups with updates, enters and exits, guards that lead across their boundaries (one
 * guarding a whole group), and shared handlers that log the state they serve ({@code @Current}).
 */
@StateMachine(Zone.class)
class Zoned extends Probe<Zone> {
    // ----- guards, in this order

    @Transition(from = {"X", "M", "J"}, to = "I1")
    boolean toI1(@Current Zone current) {
        return check("toI1", current);
    }

    /** Guards each member of OUTER except its own target: I1 and M. */
    @Transition(from = "OUTER", to = "I2")
    boolean toI2(@Current Zone current) {
        return check("toI2", current);
    }

    @Transition(from = {"X", "I1"}, to = "M")
    boolean toM(@Current Zone current) {
        return check("toM", current);
    }

    @Transition(from = {"I1", "I2"}, to = "J")
    boolean toJ(@Current Zone current) {
        return check("toJ", current);
    }

    @Transition(from = {"I1", "I2", "M", "J"}, to = "X")
    boolean toX(@Current Zone current) {
        return check("toX", current);
    }

    // ----- the groups' handlers

    @OnUpdate(value = "OUTER", to = {"J", "X"})
    Zone outer(float dt, @Current Zone current) {
        return update("OUTER", current);
    }

    @OnUpdate(value = "INNER", to = {"M", "X"})
    Zone inner(@Current Zone current) {
        return update("INNER", current);
    }

    @OnEnter("OUTER")
    void enterOuter(@Current Zone current) {
        note("enter OUTER at " + current);
    }

    @OnExit("OUTER")
    void exitOuter(@Current Zone current) {
        note("exit OUTER at " + current);
    }

    @OnEnter("INNER")
    void enterInner(@Current Zone current) {
        note("enter INNER at " + current);
    }

    @OnExit("INNER")
    void exitInner(@Current Zone current) {
        note("exit INNER at " + current);
    }

    @OnEnter("OTHER")
    void enterOther(@Current Zone current) {
        note("enter OTHER at " + current);
    }

    @OnExit("OTHER")
    void exitOther(@Current Zone current) {
        note("exit OTHER at " + current);
    }

    // ----- the states' own handlers, shared by all five

    @OnUpdate({"X", "I1", "I2", "M", "J"})
    void own(float dt, @Current Zone current) {
        note("update " + current);
    }

    @OnEnter({"X", "I1", "I2", "M", "J"})
    void enter(Zone from, @Current Zone current) {
        note("enter " + current + " from " + from);
    }

    @OnExit({"X", "I1", "I2", "M", "J"})
    void exit(Zone to, @Current Zone current) {
        note("exit " + current + " to " + to);
    }
}
