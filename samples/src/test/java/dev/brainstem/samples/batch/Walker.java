package dev.brainstem.samples.batch;

import dev.brainstem.OnEnter;
import dev.brainstem.OnExit;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;
import dev.brainstem.runtime.Events;

/**
 * A walker in object mode, for the bulk tests (parallel against sequential, allocation): each rolls its
 * own xorshift die, so a run is reproducible whatever thread updates it; a few percent of the entities
 * change state each tick, some through an enter redirect (RUN to REST). With {@link #changes} set, a
 * resting walker now and then asks its batch to stun it or to remove it (deferred: it touches only
 * itself), and with {@link #spawns} set it replaces itself by a new walker (told to {@link #born}).
 * {@link #hook}, when set, is called by every handler (the determinism tests make handlers throw with
 * it); {@link #burst} makes an idle walker start walking. Every update is counted.
 */
@StateMachine(WalkState.class)
final class Walker {
    WalkerBatch batch;
    long handle;
    int serial;
    boolean changes;
    boolean spawns;
    /** With {@link #changes}: how many times more often than 2 and 1 in 1000 a resting walker is stunned or removed. */
    int changeOdds = 1;
    /** Told of every walker this one's spawning adds (and copied to it): from worker threads, too. */
    java.util.function.Consumer<Walker> born;
    Hook hook;
    boolean burst;
    int updates;

    /** Called by each handler of the walker with its serial and the event, before the handler's own work. */
    interface Hook {
        void call(int serial, int event);
    }

    int rng;
    float timer;
    float x;
    int enters;
    int exits;
    int lastFrom = -1;

    Walker(int serial, int seed) {
        this.serial = serial;
        this.rng = seed == 0 ? 1 : seed;
    }

    private int roll() {
        int r = rng;
        r ^= r << 13;
        r ^= r >>> 17;
        r ^= r << 5;
        rng = r;
        return (r >>> 1) % 1000;
    }

    private void hook(int event) {
        if (hook != null) {
            hook.call(serial, event);
        }
    }

    @OnUpdate(value = "IDLE", to = {"WALK", "RUN"})
    WalkState idle() {
        updates++;
        hook(Events.UPDATE);
        if (burst) {
            return WalkState.WALK;
        }
        int r = roll();
        return r < 30 ? WalkState.WALK : r < 40 ? WalkState.RUN : null;
    }

    @OnUpdate(value = "WALK", to = {"IDLE", "RUN", "REST"})
    WalkState walk(float dt) {
        updates++;
        hook(Events.UPDATE);
        x += dt;
        timer += dt;
        int r = roll();
        return r < 20 ? WalkState.RUN : r < 40 ? WalkState.REST : timer > 3 ? WalkState.IDLE : null;
    }

    @OnUpdate(value = "RUN", to = "REST")
    WalkState run(float dt) {
        updates++;
        hook(Events.UPDATE);
        x += 2 * dt;
        timer += dt;
        return timer > 1 ? WalkState.REST : null;
    }

    @OnUpdate(value = {"REST", "STUNNED"}, to = "IDLE")
    WalkState rest(float dt) {
        updates++;
        hook(Events.UPDATE);
        timer += dt;
        if (changes) {
            int r = roll();
            if (r < 2 * changeOdds) {
                batch.transitionTo(handle, WalkState.STUNNED);
            } else if (r < 3 * changeOdds) {
                batch.remove(handle);
                if (spawns) {
                    Walker child = new Walker(serial + 1_000_000, rng * 31 + 7);
                    child.batch = batch;
                    child.changes = true;
                    child.spawns = true;
                    child.changeOdds = changeOdds;
                    child.hook = hook;
                    child.born = born;
                    child.handle = batch.add(child);
                    if (born != null) {
                        born.accept(child);
                    }
                }
            }
        }
        return timer > 0.5f ? WalkState.IDLE : null;
    }

    @OnEnter({"WALK", "REST", "STUNNED"})
    void reset(WalkState from) {
        hook(Events.ENTER);
        timer = 0;
        enters++;
        lastFrom = from == null ? -1 : from.ordinal();
    }

    @OnEnter(value = "RUN", to = "REST")
    WalkState sprint() {
        hook(Events.ENTER);
        timer = 0;
        enters++;
        return roll() < 100 ? WalkState.REST : null;
    }

    @OnExit({"WALK", "RUN"})
    void leave(WalkState to) {
        hook(Events.EXIT);
        exits++;
    }
}
