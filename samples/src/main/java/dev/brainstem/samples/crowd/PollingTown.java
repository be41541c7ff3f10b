package dev.brainstem.samples.crowd;

import dev.brainstem.OnEnter;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;
import dev.brainstem.TimeInState;
import dev.brainstem.Transition;

/**
 * {@link Town} as it is written without {@code @After} and {@code every}: the waits are guards that poll the
 * time in state, and the walk runs every tick, so a tick visits every citizen.
 */
@StateMachine(CitizenState.class)
public final class PollingTown extends Townsfolk {
    /** A town of {@code citizens}, placed and seeded from {@code seed}. */
    public PollingTown(int citizens, long seed) {
        super(citizens, seed);
    }

    @OnEnter("HOME")
    void home(int id, CitizenState from) {
        comeHome(id, from == null);
    }

    @Transition(from = "HOME", to = "WANDER")
    boolean rested(int id, @TimeInState float t) {
        return t >= stay[id];
    }

    @Transition(from = "QUEUE", to = "WANDER")
    boolean served(int id, @TimeInState float t) {
        return t >= QUEUE_SECONDS;
    }

    @OnEnter("WANDER")
    void out(int id) {
        setOut(id);
    }

    @OnUpdate(value = "WANDER", to = {"HOME", "QUEUE"})
    CitizenState wander(int id, float dt) {
        return walk(id, dt);
    }
}
