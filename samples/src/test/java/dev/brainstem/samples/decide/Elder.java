package dev.brainstem.samples.decide;

import dev.brainstem.Current;
import dev.brainstem.Transition;

/** A superclass without {@code @StateMachine}: its guard belongs to {@link Heir}'s machine, checked first. */
abstract class Elder extends Probe<Line> {
    @Transition(from = "A", to = "C")
    boolean inherited(@Current Line current) {
        return check("inherited", current);
    }
}
