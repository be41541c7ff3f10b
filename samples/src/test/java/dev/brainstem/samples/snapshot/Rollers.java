package dev.brainstem.samples.snapshot;

import dev.brainstem.Current;
import dev.brainstem.OnEnter;
import dev.brainstem.OnMessage;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;
import dev.brainstem.TimeInState;
import dev.brainstem.Transition;

/** {@link Roller} in id mode: the seeds and friends in arrays that never change. */
@StateMachine(Pose.class)
public final class Rollers {
    final int[] seeds;
    final int[] friends;
    final int moveOdds;
    final int pokeOdds;
    RollersBatch batch;

    Rollers(int[] seeds, int[] friends, int moveOdds, int pokeOdds) {
        this.seeds = seeds;
        this.friends = friends;
        this.moveOdds = moveOdds;
        this.pokeOdds = pokeOdds;
    }

    @OnUpdate(value = {"IDLE", "WALK", "RUN", "FALL", "REST"}, to = {"IDLE", "WALK", "RUN", "FALL", "REST"})
    Pose step(int id, float dt, @Current Pose current, @TimeInState float time) {
        int r = Dice.roll(seeds[id], current.ordinal(), time, dt);
        if (batch != null && (r >>> 8) % 100 < pokeOdds) {
            batch.send(friends[id], new Poke(r >>> 3), (r & 1) == 0 ? 0f : 0.15f);
        }
        return r % 100 < moveOdds ? Pose.values()[(r >>> 16) % 5] : null;
    }

    @OnEnter(value = "FALL", to = "REST")
    Pose fall(int id, @TimeInState float time) {
        return (seeds[id] & 1) == 0 ? Pose.REST : null;
    }

    @OnMessage(value = {"IDLE", "WALK"}, to = "RUN")
    Pose poked(int id, Poke poke) {
        return poke.n() % 3 == 0 ? Pose.RUN : null;
    }

    @Transition(from = "MOVING", to = "DODGE")
    boolean dodge(int id, @Current Pose current, @TimeInState float time) {
        return Dice.roll(seeds[id], current.ordinal() + 10, time, 0f) % 100 < 8;
    }

    @OnUpdate(value = "DODGE", to = {"BACK", "FALL"})
    Pose dodging(int id, float dt, @TimeInState float time) {
        int r = Dice.roll(seeds[id], 17, time, dt) % 100;
        return r < 40 ? Pose.BACK : r >= 95 ? Pose.FALL : null;
    }
}
