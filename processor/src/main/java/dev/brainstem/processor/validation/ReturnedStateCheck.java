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
 * Check 6: a handler body returns no state constant that its {@code to} does not list. The returns
 * are those {@link dev.brainstem.processor.reading.ReturnScanner} read through javac's trees; where
 * javac offers none, no body was read and this check is skipped without a word (the runtime check
 * stands). The error is on the {@code return} expression.
 *
 * <p>Returning a state the handler serves is allowed: for the current state it means "stay". For a
 * handler serving several states the processor cannot tell which is current, so it gives the benefit
 * of the doubt and leaves the rest to the runtime check.
 */
final class ReturnedStateCheck implements Check.OnGraph {
    @Override
    public void check(MachineGraph graph, ErrorReporter reporter) {
        MachineModel machine = graph.model();
        StatesModel states = graph.statesModel();
        String enumName = states.enumType().getSimpleName().toString();
        for (HandlerModel handler : machine.handlers()) {
            if (!handler.returnsState() || handler.targets().isEmpty() || handler.body().isEmpty()) {
                continue; // an empty `to` is check 5's
            }
            Set<String> allowed = new HashSet<>();
            handler.targets().stream().map(StateRef::name).forEach(allowed::add);
            handler.states().stream().map(StateRef::name).forEach(allowed::add);
            if (handler.isMessage()) {
                // Returning the state it serves stays: any state whose lookup reaches it.
                graph.states().stream().filter(s -> graph.messageLookup(s).contains(handler))
                        .forEach(s -> allowed.add(s.name()));
            }
            BodyReturns body = handler.body().get();
            String to = Text.names(handler.targets().stream().map(StateRef::name).toList());
            for (ReturnedState returned : body.constants()) {
                if (!allowed.contains(returned.name())) {
                    reporter.onReturn(Message.UNDECLARED_RETURN, returned, Text.handler(handler, machine),
                            enumName, returned.name(), returned.name(), to);
                }
            }
        }
    }
}
