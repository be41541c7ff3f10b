package dev.brainstem.artemis;

import com.artemis.ComponentMapper;
import dev.brainstem.*;

/**
 * An id-mode machine for keyed saves: a stack ({@code SPOOKED} interrupts), a timer ({@code REST} naps a
 * per-grazer while), a sliced state ({@code WANDER} decides on one tick in three, at a phase the save
 * keeps), time in state and delayed messages a grazer sends itself. Its decisions are a pure
 * function of the grazer's seed and its time in state, never of its id, so a world reloaded under other ids
 * goes on as the saved one does.
 */
@StateMachine(Graze.class)
@After(value = "REST", delay = "nap", to = "GRAZE")
public class Grazers {
    ComponentMapper<Grazer> grazers;
    GrazersBatch batch;

    float nap(int id) {
        return 0.25f + (grazers.get(id).seed & 3) * 0.125f;
    }

    @OnUpdate(value = "GRAZE", to = {"WANDER", "REST"})
    Graze graze(int id, float dt, @TimeInState float time) {
        Grazer g = grazers.get(id);
        g.eaten += dt;
        int r = roll(g.seed, 1, time);
        if (r % 8 == 0) {
            batch.send(id, new Call((r & 16) != 0), 0.5f);
        }
        return r % 9 == 1 ? Graze.WANDER : r % 13 == 2 ? Graze.REST : null;
    }

    @OnUpdate(value = "WANDER", to = "GRAZE", every = 3)
    Graze wander(int id, @TimeInState float time) {
        return roll(grazers.get(id).seed, 2, time) % 6 == 0 ? Graze.GRAZE : null;
    }

    @OnMessage(value = {"GRAZE", "WANDER", "REST"}, to = "SPOOKED")
    Graze called(int id, Call call) {
        grazers.get(id).calls++;
        return call.loud() ? Graze.SPOOKED : null;
    }

    @OnUpdate(value = "SPOOKED", to = "CALM")
    Graze spooked(int id, @TimeInState float time) {
        return time >= 0.375f ? Graze.CALM : null;
    }

    static int roll(int seed, int salt, float time) {
        int h = seed * 0x9E3779B9 ^ salt * 0x85EBCA6B ^ Float.floatToIntBits(time) * 0xC2B2AE35;
        h ^= h >>> 16;
        h *= 0x7FEB352D;
        h ^= h >>> 15;
        return h & 0x7FFFFFFF;
    }
}
