package dev.brainstem.samples.hardening;

import dev.brainstem.OnMessage;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;
import dev.brainstem.States;

/** The one-entity machine an {@link Owner} keeps: a treat makes it happy. */
@StateMachine(Pet.Mood.class)
public final class Pet {
    @States
    public enum Mood { BORED, HAPPY }

    /** A treat. */
    public record Treat(int size) {}

    @OnUpdate("BORED")
    void mope() {}

    @OnMessage(value = "BORED", to = "HAPPY")
    Mood fed(Treat treat) {
        return treat.size() > 0 ? Mood.HAPPY : null;
    }
}
