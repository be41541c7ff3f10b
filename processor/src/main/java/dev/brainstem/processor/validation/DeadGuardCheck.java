package dev.brainstem.processor.validation;

import dev.brainstem.processor.model.HandlerModel;
import dev.brainstem.processor.model.MachineGraph;
import dev.brainstem.processor.model.State;
import dev.brainstem.processor.model.Step;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

/**
 * The warning on dead guards: in a state's decision, a guard after one whose every {@code return} is
 * the constant {@code true} never runs. Each dead guard is reported once, for the first state where it
 * is dead, on its method.
 */
final class DeadGuardCheck implements Check.OnGraph {
    @Override
    public void check(MachineGraph graph, ErrorReporter reporter) {
        Set<HandlerModel> reported = Collections.newSetFromMap(new IdentityHashMap<>());
        for (State state : graph.states()) {
            List<Step.Guard> guards = graph.guards(state);
            HandlerModel alwaysTrue = null;
            for (Step.Guard guard : guards) {
                if (alwaysTrue != null && reported.add(guard.handler())) {
                    reporter.onAnnotation(Message.DEAD_GUARD, guard.handler().method(), guard.handler().annotation(),
                            Text.handler(guard.handler(), graph.model()), state.name(),
                            Text.handler(alwaysTrue, graph.model()));
                }
                if (alwaysTrue == null && guard.handler().alwaysTrue()) {
                    alwaysTrue = guard.handler();
                }
            }
        }
    }
}
