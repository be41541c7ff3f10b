package dev.brainstem.samples.fsm;

import dev.brainstem.OnEnter;
import dev.brainstem.OnExit;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;

/**
 * An object-mode test machine without settling, at most 4 transitions per tick. It has every
 * handler shape: enter with and without {@code from}, returning void or a redirect; update with and
 * without {@code dt}; exit with and without {@code to}; and states lacking some handlers (RUN has no
 * enter or exit, JUMP no update, DEAD only an enter).
 */
@StateMachine(value = Phase.class, maxTransitionsPerTick = 4)
class Actor {
    final Script<Phase> script = new Script<>(Phase.class);
    private final String name;

    Actor(String name) {
        this.name = name;
    }

    @OnEnter("IDLE")
    void enterIdle(Phase from) { script.enter(Phase.IDLE, from); }

    @OnUpdate(value = "IDLE", to = {"WALK", "RUN", "JUMP"})
    Phase idle(float dt) { return script.update(Phase.IDLE, dt); }

    @OnExit("IDLE")
    void exitIdle(Phase to) { script.exit(Phase.IDLE, to); }

    @OnEnter("WALK")
    void enterWalk(Phase from) { script.enter(Phase.WALK, from); }

    @OnUpdate(value = "WALK", to = {"IDLE", "RUN"})
    Phase walk(float dt) { return script.update(Phase.WALK, dt); }

    @OnExit("WALK")
    void exitWalk(Phase to) { script.exit(Phase.WALK, to); }

    @OnUpdate(value = "RUN", to = "IDLE")
    Phase run() { return script.update(Phase.RUN); }

    @OnEnter(value = "JUMP", to = "FALL")
    Phase enterJump(Phase from) { return script.enter(Phase.JUMP, from); }

    @OnExit("JUMP")
    void exitJump(Phase to) { script.exit(Phase.JUMP, to); }

    @OnEnter(value = "FALL", to = {"LAND", "JUMP"})
    Phase enterFall() { return script.enter(Phase.FALL); }

    @OnExit("FALL")
    void exitFall(Phase to) { script.exit(Phase.FALL, to); }

    @OnEnter("LAND")
    void enterLand(Phase from) { script.enter(Phase.LAND, from); }

    @OnUpdate(value = "LAND", to = "IDLE")
    Phase land(float dt) { return script.update(Phase.LAND, dt); }

    @OnExit("LAND")
    void exitLand(Phase to) { script.exit(Phase.LAND, to); }

    @OnEnter(value = "HURT", to = "DEAD")
    Phase enterHurt(Phase from) { return script.enter(Phase.HURT, from); }

    @OnUpdate(value = "HURT", to = "IDLE")
    Phase hurt(float dt) { return script.update(Phase.HURT, dt); }

    @OnExit("HURT")
    void exitHurt() { script.exit(Phase.HURT); }

    @OnEnter("DEAD")
    void enterDead(Phase from) { script.enter(Phase.DEAD, from); }

    @Override
    public String toString() {
        return "Actor(" + name + ")";
    }
}
