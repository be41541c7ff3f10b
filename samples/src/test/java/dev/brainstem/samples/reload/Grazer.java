package dev.brainstem.samples.reload;

import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;

/** An entity of the same states as {@link Grazers}' (object mode): a machine of its own all the same. */
@StateMachine(Graze.class)
final class Grazer {
    final java.util.List<String> log = new java.util.ArrayList<>();

    @OnUpdate(value = "IDLE", to = "EAT")
    Graze hungry() {
        log.add("update");
        return Graze.EAT;
    }
}
