package dev.brainstem.samples.batch;

import dev.brainstem.OnEnter;
import dev.brainstem.OnExit;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;
import dev.brainstem.runtime.Events;

/**
 * The walkers of {@link Walker} in id mode: a system holding their data in arrays. With {@link #changes}
 * set, a resting walker now and then asks the batch to stun it, or removes itself and adds its twin
 * (id {@code i + n} for {@code i < n}, and back): exactly one of a pair is in the batch, so the twin
 * is always free and each handler touches only its own pair. {@link #hook}, when set, is called by
 * every handler; {@link #burst} makes idle walkers start walking. Every update is counted.
 */
@StateMachine(WalkState.class)
final class Walkers {
    final int n;
    final int[] rng;
    final float[] timer;
    final float[] x;
    final int[] enters;
    final int[] exits;
    final int[] lastFrom;
    final int[] updates;
    WalkersBatch batch;
    boolean changes;
    /** With {@link #changes}: how many times more often than 2 and 1 in 1000 a resting walker is stunned or replaced. */
    int changeOdds = 1;
    boolean burst;
    /** Called by each handler with the id and the event, before the handler's own work. */
    Walker.Hook hook;

    /** Room for {@code n} walkers and their twins; walker i starts with seed {@code seeds[i]}. */
    Walkers(int n, int[] seeds) {
        this.n = n;
        rng = new int[2 * n];
        timer = new float[2 * n];
        x = new float[2 * n];
        enters = new int[2 * n];
        exits = new int[2 * n];
        lastFrom = new int[2 * n];
        updates = new int[2 * n];
        for (int i = 0; i < 2 * n; i++) {
            rng[i] = seeds[i % n] == 0 ? 1 : seeds[i % n] + (i >= n ? 1 : 0);
            lastFrom[i] = -1;
        }
    }

    private int roll(int id) {
        int r = rng[id];
        r ^= r << 13;
        r ^= r >>> 17;
        r ^= r << 5;
        rng[id] = r;
        return (r >>> 1) % 1000;
    }

    private void hook(int id, int event) {
        if (hook != null) {
            hook.call(id, event);
        }
    }

    @OnUpdate(value = "IDLE", to = {"WALK", "RUN"})
    WalkState idle(int id) {
        updates[id]++;
        hook(id, Events.UPDATE);
        if (burst) {
            return WalkState.WALK;
        }
        int r = roll(id);
        return r < 30 ? WalkState.WALK : r < 40 ? WalkState.RUN : null;
    }

    @OnUpdate(value = "WALK", to = {"IDLE", "RUN", "REST"})
    WalkState walk(int id, float dt) {
        updates[id]++;
        hook(id, Events.UPDATE);
        x[id] += dt;
        timer[id] += dt;
        int r = roll(id);
        return r < 20 ? WalkState.RUN : r < 40 ? WalkState.REST : timer[id] > 3 ? WalkState.IDLE : null;
    }

    @OnUpdate(value = "RUN", to = "REST")
    WalkState run(int id, float dt) {
        updates[id]++;
        hook(id, Events.UPDATE);
        x[id] += 2 * dt;
        timer[id] += dt;
        return timer[id] > 1 ? WalkState.REST : null;
    }

    @OnUpdate(value = {"REST", "STUNNED"}, to = "IDLE")
    WalkState rest(int id, float dt) {
        updates[id]++;
        hook(id, Events.UPDATE);
        timer[id] += dt;
        if (changes) {
            int r = roll(id);
            if (r < 2 * changeOdds) {
                batch.transitionTo(id, WalkState.STUNNED);
            } else if (r < 3 * changeOdds) {
                batch.remove(id);
                int twin = id < n ? id + n : id - n;
                rng[twin] = rng[id] * 31 + 7;
                batch.add(twin, (rng[id] & 1) == 0 ? WalkState.STUNNED : WalkState.IDLE);
            }
        }
        return timer[id] > 0.5f ? WalkState.IDLE : null;
    }

    @OnEnter({"WALK", "REST", "STUNNED"})
    void reset(int id, WalkState from) {
        hook(id, Events.ENTER);
        timer[id] = 0;
        enters[id]++;
        lastFrom[id] = from == null ? -1 : from.ordinal();
    }

    @OnEnter(value = "RUN", to = "REST")
    WalkState sprint(int id) {
        hook(id, Events.ENTER);
        timer[id] = 0;
        enters[id]++;
        return roll(id) < 100 ? WalkState.REST : null;
    }

    @OnExit({"WALK", "RUN"})
    void leave(int id, WalkState to) {
        hook(id, Events.EXIT);
        exits[id]++;
    }
}
