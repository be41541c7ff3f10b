package dev.brainstem.ashley;

import com.badlogic.ashley.core.Component;
import com.badlogic.ashley.core.Entity;
import dev.brainstem.*;

/**
 * An object-mode machine and component for keyed saves: a stack ({@code SPOOKED} interrupts), a timer
 * ({@code REST} naps a per-grazer while), a sliced state ({@code WANDER} decides on one tick in three, at
 * a phase the save keeps), time in state and delayed messages a grazer sends itself. Its
 * decisions are a pure function of its seed and its time in state, never of its handle, so an engine
 * reloaded with other handles goes on as the saved one does.
 */
@StateMachine(Graze.class)
@After(value = "REST", delay = "nap", to = "GRAZE")
public class Grazer implements Component {
    final BatchSystem<Grazer, Graze> system;
    final Entity entity = new Entity();
    final int seed;
    float eaten;
    int calls;

    Grazer(BatchSystem<Grazer, Graze> system, int seed) {
        this.system = system;
        this.seed = seed;
        entity.add(this);
    }

    float nap() {
        return 0.25f + (seed & 3) * 0.125f;
    }

    @OnUpdate(value = "GRAZE", to = {"WANDER", "REST"})
    Graze graze(float dt, @TimeInState float time) {
        eaten += dt;
        int r = roll(seed, 1, time);
        if (r % 8 == 0) {
            system.batch().send(system.handleOf(entity), new Call((r & 16) != 0), 0.5f);
        }
        return r % 9 == 1 ? Graze.WANDER : r % 13 == 2 ? Graze.REST : null;
    }

    @OnUpdate(value = "WANDER", to = "GRAZE", every = 3)
    Graze wander(@TimeInState float time) {
        return roll(seed, 2, time) % 6 == 0 ? Graze.GRAZE : null;
    }

    @OnMessage(value = {"GRAZE", "WANDER", "REST"}, to = "SPOOKED")
    Graze called(Call call) {
        calls++;
        return call.loud() ? Graze.SPOOKED : null;
    }

    @OnUpdate(value = "SPOOKED", to = "CALM")
    Graze spooked(@TimeInState float time) {
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
