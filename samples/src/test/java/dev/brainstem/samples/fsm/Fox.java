package dev.brainstem.samples.fsm;

import dev.brainstem.StateMachine;

/**
 * A {@link Creature} that overrides an inherited handler method without annotating it: the
 * machine calls the method as Java does, so the override runs, under the inherited annotation.
 */
@StateMachine(Mood.class)
class Fox extends Creature {
    @Override
    Mood roam(float dt) {
        script.log.add("Fox.roam");
        return script.update(Mood.ROAM, dt);
    }
}
