package dev.brainstem.runtime.reference;

import dev.brainstem.runtime.Events;

/**
 * One step of an entity's <em>decision</em> in a state (docs/semantics.md, "A tick", Decision): the decision
 * runs its steps in order, and the first that asks for a state other than the current one makes the
 * transition and ends the decision; the rest do not run. {@link Machine#decision(int)} lists a state's
 * steps.
 *
 * <p>A decision in S is (docs/semantics.md, "A tick", Decision): the update of each group containing S, outermost first
 * ({@link GroupUpdate}), S's guards in declaration order, inherited ones first ({@link Guard}), S's own
 * update ({@link Update}).
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

    /**
     * The {@code @OnUpdate} of a group containing the state: runs with {@code dt} (when it takes it) for
     * the member state the entity is in; what it returns is checked against its own {@code to}.
     */
    record GroupUpdate(String group, Handler handler) implements Step {
        public GroupUpdate {
            if (handler.event() != Events.UPDATE) {
                throw new IllegalArgumentException("not an update handler: " + handler);
            }
        }

        @Override
        public int decide(Entity entity, float dt) {
            return entity.run(handler, entity.state(), Script.NO_ARG, dt);
        }
    }

    /** A {@code @Transition} guard of the state: true (its script's non-negative result) leads to its one {@code to}. */
    record Guard(Handler handler, int target) implements Step {
        public Guard {
            if (!handler.isGuard()) {
                throw new IllegalArgumentException("not a guard: " + handler);
            }
        }

        @Override
        public int decide(Entity entity, float dt) {
            return entity.run(handler, entity.state(), Script.NO_ARG, Script.NO_DT) == Script.STAY ? Script.STAY
                    : target;
        }
    }
}
