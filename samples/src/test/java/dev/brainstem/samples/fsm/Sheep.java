package dev.brainstem.samples.fsm;

import dev.brainstem.StateMachine;

/** A {@link Creature} with no handler of its own: its machine is all inherited. */
@StateMachine(Mood.class)
class Sheep extends Creature {}
