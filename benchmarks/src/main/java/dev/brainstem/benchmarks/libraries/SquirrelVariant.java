package dev.brainstem.benchmarks.libraries;

import static dev.brainstem.benchmarks.Workload.DT;
import static dev.brainstem.benchmarks.libraries.LibEvent.NEXT;
import static dev.brainstem.benchmarks.libraries.LibEvent.UPDATE;
import static dev.brainstem.benchmarks.libraries.LibState.*;

import dev.brainstem.benchmarks.Variant;
import dev.brainstem.benchmarks.Workload;
import org.squirrelframework.foundation.fsm.AnonymousAction;
import org.squirrelframework.foundation.fsm.StateMachineBuilder;
import org.squirrelframework.foundation.fsm.StateMachineBuilderFactory;
import org.squirrelframework.foundation.fsm.impl.AbstractStateMachine;

/**
 * squirrel-foundation 0.3.10: one builder (the library's intended split: build once, make many), one
 * machine per guard, the guard passed as the event's context. A tick fires UPDATE, an internal transition
 * whose action runs the state's update, at every machine in id order, then NEXT at those whose update
 * asked to leave; NEXT's external transition runs the exit and entry actions.
 */
public final class SquirrelVariant implements Variant {
    /** The machine type squirrel instantiates per guard. */
    public static class GuardMachine extends AbstractStateMachine<GuardMachine, LibState, LibEvent, LibGuard> {
    }

    private abstract static class Act extends AnonymousAction<GuardMachine, LibState, LibEvent, LibGuard> {
        @Override
        public void execute(LibState from, LibState to, LibEvent event, LibGuard g, GuardMachine machine) {
            run(g);
        }

        abstract void run(LibGuard g);
    }

    private final StateMachineBuilder<GuardMachine, LibState, LibEvent, LibGuard> builder;
    private LibGuard[] guards;
    private GuardMachine[] machines;

    public SquirrelVariant() {
        builder = StateMachineBuilderFactory.create(GuardMachine.class, LibState.class, LibEvent.class, LibGuard.class);
        builder.internalTransition().within(IDLE).on(UPDATE).perform(new Act() {
            @Override
            void run(LibGuard g) {
                g.leave = g.idle();
            }
        });
        builder.internalTransition().within(ALARM).on(UPDATE).perform(new Act() {
            @Override
            void run(LibGuard g) {
                g.leave = g.alarm(DT);
            }
        });
        builder.internalTransition().within(PURSUIT).on(UPDATE).perform(new Act() {
            @Override
            void run(LibGuard g) {
                g.leave = g.pursue(DT);
            }
        });
        builder.internalTransition().within(SEARCH).on(UPDATE).perform(new Act() {
            @Override
            void run(LibGuard g) {
                g.leave = g.search(DT);
            }
        });
        builder.externalTransition().from(IDLE).to(ALARM).on(NEXT);
        builder.externalTransition().from(ALARM).to(PURSUIT).on(NEXT);
        builder.externalTransition().from(PURSUIT).to(SEARCH).on(NEXT);
        builder.externalTransition().from(SEARCH).to(IDLE).on(NEXT);
        Act resetTimer = new Act() {
            @Override
            void run(LibGuard g) {
                g.resetTimer();
            }
        };
        builder.onEntry(ALARM).perform(resetTimer);
        builder.onEntry(SEARCH).perform(resetTimer);
        builder.onExit(SEARCH).perform(new Act() {
            @Override
            void run(LibGuard g) {
                g.forget();
            }
        });
    }

    @Override
    public void setUp(Workload workload, int entities) {
        LibGuard.tune(workload);
        guards = new LibGuard[entities];
        machines = new GuardMachine[entities];
        for (int id = 0; id < entities; id++) {
            LibGuard g = new LibGuard(id);
            GuardMachine m = builder.newStateMachine(IDLE);
            m.start(g);
            guards[id] = g;
            machines[id] = m;
        }
    }

    @Override
    public void tick() {
        LibGuard[] guards = this.guards;
        GuardMachine[] machines = this.machines;
        for (int id = 0; id < guards.length; id++) {
            LibGuard g = guards[id];
            GuardMachine m = machines[id];
            m.fire(UPDATE, g);
            if (g.leave) {
                g.leave = false;
                m.fire(NEXT, g);
            }
        }
    }

    @Override
    public int entities() {
        return guards.length;
    }

    @Override
    public int state(int id) {
        return machines[id].getCurrentState().ordinal();
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
