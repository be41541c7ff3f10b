package dev.brainstem.samples.guard;

import dev.brainstem.OnEnter;
import dev.brainstem.OnExit;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;

/** The design's guard: idles until it sees the player, raises the alarm, pursues, searches, gives up. */
@StateMachine(GuardState.class)
public class Guard {
    float timer, x;
    boolean seesPlayer;

    @OnUpdate(value = "IDLE", to = "ALARM")
    GuardState idle() { return seesPlayer ? GuardState.ALARM : null; }

    @OnEnter({"ALARM", "SEARCH", "STUNNED"})
    void resetTimer() { timer = 0; }

    @OnUpdate(value = "ALARM", to = "PURSUIT")
    GuardState alarm(float dt) { timer += dt; return timer >= 0.25f ? GuardState.PURSUIT : GuardState.ALARM; }

    @OnUpdate(value = "PURSUIT", to = "SEARCH")
    GuardState pursue(float dt) { x += 3 * dt; return x >= 1 ? GuardState.SEARCH : null; }

    @OnUpdate(value = {"SEARCH", "STUNNED"}, to = "IDLE")
    GuardState linger(float dt) { timer += dt; return timer >= 0.5f ? GuardState.IDLE : null; }

    @OnExit("SEARCH")
    void forget(GuardState next) { x = 0; }
}
