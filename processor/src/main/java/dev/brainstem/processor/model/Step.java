package dev.brainstem.processor.model;

/**
 * One step of an entity's decision in a state, in the design's order: the updates of the state's
 * groups (outermost first), its guards, its own update. The first step that leaves the state makes the
 * transition; the rest do not run.
 */
public sealed interface Step {
    HandlerModel handler();

    /** The event a transition made by this step reports. */
    Event event();

    /** A group's {@code @OnUpdate}, run for each of its members; its result is checked against its {@code to}. */
    record GroupUpdate(Group group, HandlerModel handler) implements Step {
        @Override
        public Event event() {
            return Event.UPDATE;
        }
    }

    /** A {@code @Transition} guard: true leads to {@code target}. */
    record Guard(HandlerModel handler, State target) implements Step {
        @Override
        public Event event() {
            return Event.GUARD;
        }
    }

    /** The state's own {@code @OnUpdate}. */
    record Update(HandlerModel handler) implements Step {
        @Override
        public Event event() {
            return Event.UPDATE;
        }
    }
}
