package dev.brainstem.samples.streaming;

import dev.brainstem.After;
import dev.brainstem.OnMessage;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;
import dev.brainstem.TimeInState;

/**
 * A creature of a {@link StreamedWorld}, an object-mode machine: it grazes, wanders about its home region
 * (deciding on one tick in four: a sliced state), naps for a while of its own ({@code @After}), and calls its
 * friend, the call arriving three quarters of a second later; a loud call startles the friend
 * ({@code STARTLED} is an interrupt, so the friend goes back to what it was doing). Its decisions are a
 * pure function of its seed and its time in state, never of its handle: a grazer that went to disk and came
 * back under another handle goes on as one that stayed.
 */
@StateMachine(Mood.class)
@After(value = "REST", delay = "nap", to = "GRAZE")
public final class Grazer {
    /** The game's stable key: what a region's file names it by. */
    final long key;
    final int seed;
    /** The key of its friend, a grazer of the same region. */
    final long friend;
    final Region home;
    float x;
    float y;
    float eaten;
    int calls;
    /** Its handle in the live batch while its region is live. */
    long handle = -1;
    private final StreamedWorld world;

    Grazer(StreamedWorld world, long key, int seed, long friend, Region home, float x, float y) {
        this.world = world;
        this.key = key;
        this.seed = seed;
        this.friend = friend;
        this.home = home;
        this.x = x;
        this.y = y;
    }

    float nap() {
        return 0.5f + (seed & 7) * 0.125f;
    }

    @OnUpdate(value = "GRAZE", to = {"WANDER", "REST"})
    Mood graze(float dt, @TimeInState float time) {
        eaten += dt;
        int r = roll(1, time);
        if (r % 6 == 0) {
            world.call(friend, new Call(key, (r & 32) != 0), 0.75f);
        }
        return r % 9 == 1 ? Mood.WANDER : r % 13 == 2 ? Mood.REST : null;
    }

    /** Decides on one tick in four; {@code dt} is the seconds since it last decided. */
    @OnUpdate(value = "WANDER", to = "GRAZE", every = 4)
    Mood wander(float dt, @TimeInState float time) {
        int r = roll(2, time);
        x = home.clampX(x + ((r & 1) == 0 ? dt : -dt) * 2);
        y = home.clampY(y + ((r & 2) == 0 ? dt : -dt) * 2);
        return r % 5 == 0 ? Mood.GRAZE : null;
    }

    @OnMessage(value = {"GRAZE", "WANDER", "REST"}, to = "STARTLED")
    Mood called(Call call) {
        calls++;
        return call.loud() ? Mood.STARTLED : null;
    }

    @OnUpdate(value = "STARTLED", to = "SETTLE")
    Mood startled(@TimeInState float time) {
        return time >= 0.5f ? Mood.SETTLE : null;
    }

    private int roll(int salt, float time) {
        int h = seed * 0x9E3779B9 ^ salt * 0x85EBCA6B ^ Float.floatToIntBits(time) * 0xC2B2AE35;
        h ^= h >>> 16;
        h *= 0x7FEB352D;
        h ^= h >>> 15;
        return h & 0x7FFFFFFF;
    }
}
