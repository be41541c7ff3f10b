package dev.brainstem.benchmarks.libraries;

import static dev.brainstem.benchmarks.Workload.DT;
import static dev.brainstem.benchmarks.libraries.LibEvent.NEXT;
import static dev.brainstem.benchmarks.libraries.LibEvent.UPDATE;
import static dev.brainstem.benchmarks.libraries.LibState.*;

import com.github.oxo42.stateless4j.StateMachine;
import com.github.oxo42.stateless4j.StateMachineConfig;
import dev.brainstem.benchmarks.Variant;
import dev.brainstem.benchmarks.Workload;

/**
 * stateless4j 2.6.0: one {@link StateMachineConfig} shared by every guard (the library's intended split),
 * one {@link StateMachine} per guard. A tick fires UPDATE, an internal transition whose action runs the
 * state's update, at every machine in id order, then NEXT at those whose update asked to leave; NEXT's
 * transition runs the exit and enter actions.
 *
 * <p>stateless4j's actions take no arguments, so the shared configuration's actions act on the guard
 * being fired, which the tick keeps in {@link #current}.
 */
public final class Stateless4jVariant implements Variant {
    private final StateMachineConfig<LibState, LibEvent> config = new StateMachineConfig<>();
    private LibGuard current;
    private LibGuard[] guards;
    private StateMachine<LibState, LibEvent>[] machines;

    public Stateless4jVariant() {
        config.configure(IDLE)
                .permitInternal(UPDATE, () -> current.leave = current.idle())
                .permit(NEXT, ALARM);
        config.configure(ALARM)
                .onEntry(() -> current.resetTimer())
                .permitInternal(UPDATE, () -> current.leave = current.alarm(DT))
                .permit(NEXT, PURSUIT);
        config.configure(PURSUIT)
                .permitInternal(UPDATE, () -> current.leave = current.pursue(DT))
                .permit(NEXT, SEARCH);
        config.configure(SEARCH)
                .onEntry(() -> current.resetTimer())
                .onExit(() -> current.forget())
                .permitInternal(UPDATE, () -> current.leave = current.search(DT))
                .permit(NEXT, IDLE);
    }

    @Override
    @SuppressWarnings({"unchecked", "rawtypes"})
    public void setUp(Workload workload, int entities) {
        LibGuard.tune(workload);
        guards = new LibGuard[entities];
        machines = new StateMachine[entities];
        for (int id = 0; id < entities; id++) {
            guards[id] = new LibGuard(id);
            machines[id] = new StateMachine<>(IDLE, config);
        }
    }

    @Override
    public void tick() {
        LibGuard[] guards = this.guards;
        StateMachine<LibState, LibEvent>[] machines = this.machines;
        for (int id = 0; id < guards.length; id++) {
            LibGuard g = guards[id];
            current = g;
            StateMachine<LibState, LibEvent> m = machines[id];
            m.fire(UPDATE);
            if (g.leave) {
                g.leave = false;
                m.fire(NEXT);
            }
        }
        current = null;
    }

    @Override
    public int entities() {
        return guards.length;
    }

    @Override
    public int state(int id) {
        return machines[id].getState().ordinal();
    }

    @Override
    public float timer(int id) {
        return guards[id].timer;
    }

    @Override
    public float x(int id) {
        return guards[id].x;
    }

    @Override
    public int rng(int id) {
        return guards[id].rng;
    }
}
