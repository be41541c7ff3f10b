package dev.brainstem.samples.batch;

import dev.brainstem.OnEnter;
import dev.brainstem.OnMessage;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;

/**
 * Entities that nudge a friend now and then, some after a delay, and start talking when nudged or on
 * their own: a tick of many transitions and a steady flow of messages, each one of two shared
 * instances, so that whatever a tick or a delivery allocates is the batch's own. Id mode.
 */
@StateMachine(Chat.class)
final class Chatters {
    /** The messages: shared, never made during a tick. */
    static final Nudge NUDGE = new Nudge();
    static final Nudge LATE_NUDGE = new Nudge();

    final int[] rng;
    final int[] friend;
    final float[] timer;
    ChattersBatch batch;

    Chatters(int n) {
        rng = new int[n];
        friend = new int[n];
        timer = new float[n];
        for (int i = 0; i < n; i++) {
            rng[i] = 0x9E3779B9 * (i + 1) | 1;
            friend[i] = (int) ((i * 7919L + 13) % n);
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

    @OnUpdate(value = "QUIET", to = "TALK")
    Chat quiet(int id) {
        int r = roll(id);
        if (r < 40) {
            batch.send(friend[id], NUDGE);
        } else if (r < 60) {
            batch.send(friend[id], LATE_NUDGE, 0.25f);
        }
        return r >= 990 ? Chat.TALK : null;
    }

    @OnUpdate(value = "TALK", to = "QUIET")
    Chat talk(int id, float dt) {
        timer[id] += dt;
        return timer[id] > 0.3f ? Chat.QUIET : null;
    }

    @OnEnter("TALK")
    void startTalking(int id) {
        timer[id] = 0;
    }

    @OnMessage(value = "QUIET", to = "TALK")
    Chat nudged(int id, Nudge nudge) {
        return Chat.TALK;
    }

    /** A nudge: carries nothing. */
    static final class Nudge {}
}
