package dev.brainstem.benchmarks.libraries;

import static dev.brainstem.benchmarks.Workload.DT;
import static dev.brainstem.benchmarks.libraries.LibEvent.NEXT;
import static dev.brainstem.benchmarks.libraries.LibEvent.UPDATE;
import static dev.brainstem.benchmarks.libraries.LibState.*;

import dev.brainstem.benchmarks.Variant;
import dev.brainstem.benchmarks.Workload;
import java.util.EnumSet;
import org.springframework.messaging.Message;
import org.springframework.messaging.support.MessageBuilder;
import org.springframework.statemachine.StateContext;
import org.springframework.statemachine.StateMachine;
import org.springframework.statemachine.action.Action;
import org.springframework.statemachine.config.StateMachineBuilder;
import org.springframework.statemachine.config.StateMachineFactory;
import reactor.core.publisher.Mono;

/**
 * Spring Statemachine 4.0.2: one {@link StateMachineFactory} built once with {@link StateMachineBuilder}
 * (no application context), one machine per guard with the guard in its extended state. A tick sends
 * UPDATE, an internal transition whose action runs the state's update, to every machine in id order,
 * then NEXT to those whose update asked to leave; NEXT's external transition runs the state exit and
 * entry actions. Events go through the reactive API ({@code sendEvent(Mono)}), blocking per event.
 */
public final class SpringVariant implements Variant {
    private static final String GUARD = "guard";
    private static final Mono<Message<LibEvent>> UPDATE_EVENT = Mono.just(MessageBuilder.withPayload(UPDATE).build());
    private static final Mono<Message<LibEvent>> NEXT_EVENT = Mono.just(MessageBuilder.withPayload(NEXT).build());

    private final StateMachineFactory<LibState, LibEvent> factory;
    private LibGuard[] guards;
    private StateMachine<LibState, LibEvent>[] machines;

    public SpringVariant() {
        try {
            StateMachineBuilder.Builder<LibState, LibEvent> builder = StateMachineBuilder.builder();
            builder.configureConfiguration().withConfiguration().autoStartup(false);
            Action<LibState, LibEvent> resetTimer = ctx -> guard(ctx).resetTimer();
            builder.configureStates().withStates()
                    .initial(IDLE)
                    .states(EnumSet.allOf(LibState.class))
                    .stateEntry(ALARM, resetTimer)
                    .stateEntry(SEARCH, resetTimer)
                    .stateExit(SEARCH, ctx -> guard(ctx).forget());
            builder.configureTransitions()
                    .withInternal().source(IDLE).event(UPDATE).action(ctx -> {
                        LibGuard g = guard(ctx);
                        g.leave = g.idle();
                    }).and()
                    .withInternal().source(ALARM).event(UPDATE).action(ctx -> {
                        LibGuard g = guard(ctx);
                        g.leave = g.alarm(DT);
                    }).and()
                    .withInternal().source(PURSUIT).event(UPDATE).action(ctx -> {
                        LibGuard g = guard(ctx);
                        g.leave = g.pursue(DT);
                    }).and()
                    .withInternal().source(SEARCH).event(UPDATE).action(ctx -> {
                        LibGuard g = guard(ctx);
                        g.leave = g.search(DT);
                    }).and()
                    .withExternal().source(IDLE).target(ALARM).event(NEXT).and()
                    .withExternal().source(ALARM).target(PURSUIT).event(NEXT).and()
                    .withExternal().source(PURSUIT).target(SEARCH).event(NEXT).and()
                    .withExternal().source(SEARCH).target(IDLE).event(NEXT);
            factory = builder.createFactory();
        } catch (Exception e) {
            throw new IllegalStateException("cannot configure Spring Statemachine", e);
        }
    }

    private static LibGuard guard(StateContext<LibState, LibEvent> ctx) {
        return ctx.getExtendedState().get(GUARD, LibGuard.class);
    }

    @Override
    @SuppressWarnings({"unchecked", "rawtypes"})
    public void setUp(Workload workload, int entities) {
        LibGuard.tune(workload);
        guards = new LibGuard[entities];
        machines = new StateMachine[entities];
        for (int id = 0; id < entities; id++) {
            LibGuard g = new LibGuard(id);
            StateMachine<LibState, LibEvent> m = factory.getStateMachine();
            m.getExtendedState().getVariables().put(GUARD, g);
            m.startReactively().block();
            guards[id] = g;
            machines[id] = m;
        }
    }

    @Override
    public void tick() {
        LibGuard[] guards = this.guards;
        StateMachine<LibState, LibEvent>[] machines = this.machines;
        for (int id = 0; id < guards.length; id++) {
            LibGuard g = guards[id];
            StateMachine<LibState, LibEvent> m = machines[id];
            m.sendEvent(UPDATE_EVENT).blockLast();
            if (g.leave) {
                g.leave = false;
                m.sendEvent(NEXT_EVENT).blockLast();
            }
        }
    }

    @Override
    public void tearDown() {
        if (machines != null) {
            for (StateMachine<LibState, LibEvent> m : machines) {
                m.stopReactively().block();
            }
        }
    }

    @Override
    public int entities() {
        return guards.length;
    }

    @Override
    public int state(int id) {
        return machines[id].getState().getId().ordinal();
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
