package dev.brainstem.samples.snapshot;

import dev.brainstem.Current;
import dev.brainstem.OnEnter;
import dev.brainstem.OnMessage;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;
import dev.brainstem.TimeInState;
import dev.brainstem.Transition;

/**
 * An object-mode machine for the snapshot properties: timed, with messages (sent by its own updates,
 * to a friend fixed at creation, some delayed), an entry point whose enter redirects, and decisions
 * that depend only on the seed, the state and the time in state. It holds no data that changes.
 */
@StateMachine(Pose.class)
public final class Roller {
    final int seed;
    /** The odds in 100 that an update moves. */
    final int moveOdds;
    /** The odds in 100 that an update pokes the friend. */
    final int pokeOdds;
    RollerBatch batch;
    long friend = -1;

    Roller(int seed, int moveOdds, int pokeOdds) {
        this.seed = seed;
        this.moveOdds = moveOdds;
        this.pokeOdds = pokeOdds;
    }

    @OnUpdate(value = {"IDLE", "WALK", "RUN", "FALL", "REST"}, to = {"IDLE", "WALK", "RUN", "FALL", "REST"})
    Pose step(float dt, @Current Pose current, @TimeInState float time) {
        int r = Dice.roll(seed, current.ordinal(), time, dt);
        if (batch != null && friend >= 0 && (r >>> 8) % 100 < pokeOdds) {
            batch.send(friend, new Poke(r >>> 3), (r & 1) == 0 ? 0f : 0.15f);
        }
        return r % 100 < moveOdds ? Pose.values()[(r >>> 16) % 5] : null;
    }

    @OnEnter(value = "FALL", to = "REST")
    Pose fall(@TimeInState float time) {
        return (seed & 1) == 0 ? Pose.REST : null;
    }

    @OnMessage(value = {"IDLE", "WALK"}, to = "RUN")
    Pose poked(Poke poke) {
        return poke.n() % 3 == 0 ? Pose.RUN : null;
    }

    @Transition(from = "MOVING", to = "DODGE")
    boolean dodge(@Current Pose current, @TimeInState float time) {
        return Dice.roll(seed, current.ordinal() + 10, time, 0f) % 100 < 8;
    }

    @OnUpdate(value = "DODGE", to = {"BACK", "FALL"})
    Pose dodging(float dt, @TimeInState float time) {
        int r = Dice.roll(seed, 17, time, dt) % 100;
        return r < 40 ? Pose.BACK : r >= 95 ? Pose.FALL : null;
    }
}
