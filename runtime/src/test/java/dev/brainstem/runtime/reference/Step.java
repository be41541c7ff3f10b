package dev.brainstem.runtime.reference;

import dev.brainstem.runtime.Events;

/**
 * One step of an entity's <em>decision</em> in a state (DESIGN.md, "Semantics", Tick): the decision
 * runs its steps in order, and the first that asks for a state other than the current one makes the
 * transition and ends the decision; the rest do not run. {@link Machine#decision(int)} lists a state's
 * steps.
 *
 * <p>Today a decision has at most one step, the state's own update ({@link Update}). The design's
 * wave 2 puts, before it, the update of each group containing the state (outermost first) and the
 * state's guards in declaration order: each is another {@code Step} in that list.
 */
public interface Step {
    /**
     * The handler the step runs: its event is what a failure or a transition the step causes is
     * reported with, and its {@code to} is what the step may ask for.
     */
    Handler handler();

    /**
     * Runs the step for {@code entity} in its current state.
     *
     * @return the ordinal of the state the step asks for, or {@link Script#STAY} to let the decision go on
     */
    int decide(Entity entity, float dt);

    /** An {@code @OnUpdate} handler: runs with {@code dt} (when it takes it); what it returns is asked for. */
    record Update(Handler handler) implements Step {
        public Update {
            if (handler.event() != Events.UPDATE) {
                throw new IllegalArgumentException("not an update handler: " + handler);
            }
        }

        @Override
        public int decide(Entity entity, float dt) {
            return entity.run(handler, entity.state(), Script.NO_ARG, dt);
        }
    }
}
