package dev.brainstem.samples.fsm;

import dev.brainstem.OnEnter;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;

/**
 * A {@link Creature} that replaces two inherited handlers with its own: REST's enter, and FLEE's
 * update, whose {@code to} also lists REST (a wolf turns on its pursuer and lies low).
 */
@StateMachine(Mood.class)
class Wolf extends Creature {
    @OnEnter("REST")
    void growl(Mood from) {
        script.log.add("Wolf.growl");
        script.enter(Mood.REST, from);
    }

    @OnUpdate(value = "FLEE", to = {"ROAM", "REST"})
    Mood stalk(float dt) {
        script.log.add("Wolf.stalk");
        return script.update(Mood.FLEE, dt);
    }
}
