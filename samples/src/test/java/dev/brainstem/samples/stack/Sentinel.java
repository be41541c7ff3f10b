package dev.brainstem.samples.stack;

import dev.brainstem.Back;
import dev.brainstem.Current;
import dev.brainstem.EntryPoint;
import dev.brainstem.Interrupt;
import dev.brainstem.OnEnter;
import dev.brainstem.OnExit;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;
import dev.brainstem.States;
import java.util.List;

/**
 * A sentinel told by the test where to go next: each update returns {@link #command} once. FLEE and
 * STUN are interrupts (STUN also an entry point, as game code stuns); RESUME goes back.
 */
@StateMachine(Sentinel.Spot.class)
public class Sentinel {
    @States
    public enum Spot { IDLE, WORK, @Interrupt FLEE, @Interrupt @EntryPoint STUN, @Back RESUME }

    final List<String> log;
    /** Where the next update goes; null stays. */
    Spot command;

    Sentinel(List<String> log) {
        this.log = log;
    }

    @OnUpdate(value = {"IDLE", "WORK"}, to = {"IDLE", "WORK", "FLEE"})
    Spot work() {
        return take();
    }

    @OnUpdate(value = {"FLEE", "STUN"}, to = {"RESUME", "FLEE", "STUN", "IDLE"})
    Spot interrupted() {
        return take();
    }

    @OnEnter({"IDLE", "WORK", "FLEE", "STUN"})
    void enter(Spot from, @Current Spot spot) {
        log.add("enter " + spot + " from " + from);
    }

    @OnExit({"IDLE", "WORK", "FLEE", "STUN"})
    void exit(Spot to, @Current Spot spot) {
        log.add("exit " + spot + " to " + to);
    }

    private Spot take() {
        Spot next = command;
        command = null;
        return next;
    }
}
