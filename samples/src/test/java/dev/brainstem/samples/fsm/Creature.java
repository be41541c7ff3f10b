package dev.brainstem.samples.fsm;

import dev.brainstem.OnEnter;
import dev.brainstem.OnExit;
import dev.brainstem.OnUpdate;

/**
 * An abstract base class without {@code @StateMachine}: its handlers belong to the machines of its
 * subclasses ({@link Wolf}, {@link Sheep}, {@link Fox}). Each handler logs the class that declares it.
 */
abstract class Creature {
    final Script<Mood> script = new Script<>(Mood.class);

    @OnUpdate(value = "ROAM", to = "REST")
    Mood roam(float dt) {
        script.log.add("Creature.roam");
        return script.update(Mood.ROAM, dt);
    }

    @OnEnter("REST")
    void rest(Mood from) {
        script.log.add("Creature.rest");
        script.enter(Mood.REST, from);
    }

    @OnUpdate(value = "REST", to = "ROAM")
    Mood resting() {
        script.log.add("Creature.resting");
        return script.update(Mood.REST);
    }

    @OnExit("REST")
    void wake(Mood to) {
        script.log.add("Creature.wake");
        script.exit(Mood.REST, to);
    }

    @OnUpdate(value = "FLEE", to = "ROAM")
    Mood flee(float dt) {
        script.log.add("Creature.flee");
        return script.update(Mood.FLEE, dt);
    }
}
