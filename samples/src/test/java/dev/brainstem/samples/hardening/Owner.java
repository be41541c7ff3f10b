package dev.brainstem.samples.hardening;

import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;
import dev.brainstem.States;

/**
 * An entity of a batch that owns a one-entity machine: its update sends its pet a treat and updates the
 * pet at once, in the same handler. The pet must be happy after that update in a parallel tick as in a
 * sequential one.
 */
@StateMachine(Owner.Step.class)
public final class Owner {
    @States
    public enum Step { FEED, DONE }

    final int number;
    final PetFsm pet = PetFsm.start(new Pet());
    Pet.Mood seen;

    Owner(int number) {
        this.number = number;
    }

    @OnUpdate(value = "FEED", to = "DONE")
    Step feed(float dt) {
        pet.send(new Pet.Treat(number % 3));
        seen = pet.update(dt);
        return Step.DONE;
    }
}
