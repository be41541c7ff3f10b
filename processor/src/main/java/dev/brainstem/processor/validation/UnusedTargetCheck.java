package dev.brainstem.processor.validation;

import dev.brainstem.processor.model.BodyReturns;
import dev.brainstem.processor.model.HandlerModel;
import dev.brainstem.processor.model.MachineGraph;
import dev.brainstem.processor.model.MachineModel;
import dev.brainstem.processor.model.ReturnedState;
import dev.brainstem.processor.model.StateRef;
import dev.brainstem.processor.model.StatesModel;
import java.util.HashSet;
import java.util.Set;

/**
 * The design's one warning: a {@code to} entry that the handler's body never returns, when every
 * {@code return} of the body was read ({@link BodyReturns#complete()}: each returns null or a
 * constant). It is reported on that entry of {@code to}. A body that returns a variable or a call is
 * not complete, and then nothing is said.
 */
final class UnusedTargetCheck implements Check.OnGraph {
    @Override
    public void check(MachineGraph graph, ErrorReporter reporter) {
        MachineModel machine = graph.model();
        StatesModel states = graph.statesModel();
        String enumName = states.enumType().getSimpleName().toString();
        for (HandlerModel handler : machine.handlers()) {
            if (!handler.returnsState() || handler.body().isEmpty() || !handler.body().get().complete()) {
                continue;
            }
            Set<String> returned = new HashSet<>();
            handler.body().get().constants().stream().map(ReturnedState::name).forEach(returned::add);
            Set<String> warned = new HashSet<>();
            for (StateRef target : handler.targets()) {
                if (!returned.contains(target.name()) && warned.add(target.name())) {
                    reporter.onValue(Message.UNUSED_TO, handler.method(), handler.annotation(), target.value(),
                            Text.handler(handler, machine), target.name(), enumName, target.name());
                }
            }
        }
    }
}
