package dev.brainstem.samples.fsm;

import dev.brainstem.OnEnter;
import dev.brainstem.OnExit;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;

/**
 * An object-mode test machine that settles, at most 3 transitions per tick. STEP's enter may
 * redirect to SPRINT; STAND and STEP may bounce off each other forever, which the failsafe stops.
 * The initial state is the first constant (its {@code @States} names none).
 */
@StateMachine(value = Gait.class, settle = true, maxTransitionsPerTick = 3)
class Runner {
    final Script<Gait> script = new Script<>(Gait.class);

    @OnEnter("STAND")
    void enterStand(Gait from) { script.enter(Gait.STAND, from); }

    @OnUpdate(value = "STAND", to = {"STEP", "STRIDE"})
    Gait stand(float dt) { return script.update(Gait.STAND, dt); }

    @OnExit("STAND")
    void exitStand(Gait to) { script.exit(Gait.STAND, to); }

    @OnEnter(value = "STEP", to = "SPRINT")
    Gait enterStep(Gait from) { return script.enter(Gait.STEP, from); }

    @OnUpdate(value = "STEP", to = {"STAND", "STRIDE"})
    Gait step(float dt) { return script.update(Gait.STEP, dt); }

    @OnExit("STEP")
    void exitStep(Gait to) { script.exit(Gait.STEP, to); }

    @OnEnter("STRIDE")
    void enterStride(Gait from) { script.enter(Gait.STRIDE, from); }

    @OnUpdate(value = "STRIDE", to = "STAND")
    Gait stride(float dt) { return script.update(Gait.STRIDE, dt); }

    @OnExit("STRIDE")
    void exitStride(Gait to) { script.exit(Gait.STRIDE, to); }

    @OnEnter("SPRINT")
    void enterSprint(Gait from) { script.enter(Gait.SPRINT, from); }

    @OnUpdate(value = "SPRINT", to = "STAND")
    Gait sprint(float dt) { return script.update(Gait.SPRINT, dt); }

    @OnEnter("TRIP")
    void enterTrip(Gait from) { script.enter(Gait.TRIP, from); }

    @OnUpdate(value = "TRIP", to = "STAND")
    Gait trip(float dt) { return script.update(Gait.TRIP, dt); }
}
