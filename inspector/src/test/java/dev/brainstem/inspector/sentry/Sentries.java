package dev.brainstem.inspector.sentry;

import dev.brainstem.OnEnter;
import dev.brainstem.OnMessage;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;
import dev.brainstem.TimeInState;
import dev.brainstem.Transition;

/**
 * Id-mode sentries: each rolls its own xorshift die in IDLE and raises the alarm on about 2% of rolls
 * (or when it hears a {@link Noise}), waits a quarter second in ALARM, chases, searches, and is back
 * to IDLE. Deterministic: two runs of the same ticks give the same states.
 */
@StateMachine(SentryState.class)
public final class Sentries {
    final int[] die;
    final float[] x;

    public Sentries(int capacity) {
        die = new int[capacity];
        x = new float[capacity];
        for (int id = 0; id < capacity; id++) {
            die[id] = 0x9E3779B9 * (id + 1) | 1;
        }
    }

    @OnUpdate(value = "IDLE", to = "ALARM")
    SentryState idle(int id) {
        int r = die[id];
        r ^= r << 13;
        r ^= r >>> 17;
        r ^= r << 5;
        die[id] = r;
        return (r & 1023) < 20 ? SentryState.ALARM : null;
    }

    @OnMessage(value = "IDLE", to = "ALARM")
    SentryState heard(int id, Noise noise) {
        return noise.loudness() > 0 ? SentryState.ALARM : null;
    }

    @Transition(from = "ALARM", to = "PURSUIT")
    boolean alarmOver(int id, @TimeInState float t) {
        return t >= 0.25f;
    }

    @OnUpdate(value = "PURSUIT", to = "SEARCH")
    SentryState pursue(int id, float dt) {
        x[id] += 3 * dt;
        return x[id] >= 1 ? SentryState.SEARCH : null;
    }

    @Transition(from = {"SEARCH", "STUNNED"}, to = "IDLE")
    boolean searched(int id, @TimeInState float t) {
        return t >= 0.5f;
    }

    @OnEnter("SEARCH")
    void forget(int id) {
        x[id] = 0;
    }
}
