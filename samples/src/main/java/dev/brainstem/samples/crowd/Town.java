package dev.brainstem.samples.crowd;

import dev.brainstem.After;
import dev.brainstem.OnEnter;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;

/**
 * The town written with issue 43's features: the stay at home ends by {@code @After} with the patience each
 * citizen drew as it came home, the queue by a constant {@code @After}, and the walk is time-sliced
 * ({@code every = 4}): each walker moves on one tick in four (times its stride, which the game sets by its
 * distance to the camera), by the time since it last moved. HOME and QUEUE have no update and no guard, so
 * their citizens are not visited until their time is up: a tick visits the walkers of its phase and the
 * citizens whose wait ends.
 */
@StateMachine(CitizenState.class)
@After(value = "HOME", delay = "patience", to = "WANDER")
@After(value = "QUEUE", seconds = Townsfolk.QUEUE_SECONDS, to = "WANDER")
public final class Town extends Townsfolk {
    /** A town of {@code citizens}, placed and seeded from {@code seed}. */
    public Town(int citizens, long seed) {
        super(citizens, seed);
    }

    @OnEnter("HOME")
    void home(int id, CitizenState from) {
        comeHome(id, from == null);
    }

    /** How long citizen {@code id} stays home this time: drawn by {@link #home(int)} as it came in. */
    float patience(int id) {
        return stay[id];
    }

    @OnEnter("WANDER")
    void out(int id) {
        setOut(id);
    }

    @OnUpdate(value = "WANDER", to = {"HOME", "QUEUE"}, every = 4)
    CitizenState wander(int id, float dt) {
        return walk(id, dt);
    }
}
