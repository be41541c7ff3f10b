package dev.brainstem.processor.validation;

import dev.brainstem.processor.model.HandlerModel;
import dev.brainstem.processor.model.MachineGraph;
import dev.brainstem.processor.model.State;
import dev.brainstem.processor.model.Step;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Set;

/**
 * Time slicing: an {@code @OnUpdate}'s {@code every} is 0 to 65,535, and the updates of one state's
 * decision (its groups' and its own) that give one agree, since the decision is sliced as one. An update
 * that leaves it at 0 follows the others.
 */
final class EveryCheck implements Check.OnGraph {
    /** The largest {@code every}: a stride is at most as large, and their product fits an int. */
    static final int MAX_EVERY = 65_535;

    @Override
    public void check(MachineGraph graph, ErrorReporter reporter) {
        for (HandlerModel handler : graph.model().handlers()) {
            if (handler.every() < 0 || handler.every() > MAX_EVERY) {
                reporter.onValue(Message.EVERY, handler.method(), handler.annotation(),
                        handler.everyAttribute().orElseThrow(), Text.handler(handler, graph.model()),
                        "has every = " + handler.every(), "use a value in that range");
            }
        }
        // Each handler whose every disagrees is reported once, at the first state where it does.
        Set<HandlerModel> reported = Collections.newSetFromMap(new IdentityHashMap<>());
        for (State state : graph.states()) {
            HandlerModel first = null;
            for (Step step : graph.decision(state)) {
                HandlerModel handler = step.handler();
                if (step instanceof Step.Guard || handler.every() == 0) {
                    continue;
                }
                if (first == null) {
                    first = handler;
                } else if (handler.every() != first.every() && reported.add(handler)) {
                    reporter.onValue(Message.EVERY, handler.method(), handler.annotation(),
                            handler.everyAttribute().orElseThrow(), Text.handler(handler, graph.model()),
                            "decides on one tick in " + handler.every() + ", but state " + state.name() + " also runs "
                                    + Text.handler(first, graph.model()) + ", which decides on one tick in "
                                    + first.every(), "give both the same every, or leave one at 0 to follow the other");
                }
            }
        }
    }
}
