package dev.brainstem.processor.validation;

import dev.brainstem.processor.model.BodyReturns;
import dev.brainstem.processor.model.HandlerModel;
import dev.brainstem.processor.model.MachineModel;
import dev.brainstem.processor.model.ReturnKind;
import dev.brainstem.processor.model.ReturnedState;
import dev.brainstem.processor.model.StateRef;
import java.util.List;

/**
 * Check 5: a handler that returns a state lists in {@code to} where it may go, and a void one lists
 * nothing. Also: a handler serves at least one state (an empty {@code value}). Its errors leave no
 * graph: the {@code to} lists are the graph's edges.
 */
final class TargetListCheck implements Check.OnModel {
    @Override
    public void check(MachineModel machine, ErrorReporter reporter) {
        String stateType = machine.states().map(s -> s.enumName()).orElse("S");
        for (HandlerModel handler : machine.handlers()) {
            String annotation = handler.event().annotationName();
            String name = Text.handler(handler, machine);
            // Without a value javac has already reported the missing element.
            // An @OnMessage with no states serves any state.
            if (handler.valueAttribute().isPresent() && handler.states().isEmpty() && !handler.isMessage()) {
                reporter.onValue(Message.NO_HANDLER_STATES, handler.method(), handler.annotation(),
                        handler.valueAttribute().get(), annotation, name, annotation);
            }
            if (!handler.event().mayReturnState()) {
                continue;
            }
            if (handler.returns() == ReturnKind.STATE && handler.targets().isEmpty()) {
                Object[] args = {annotation, name, stateType, example(handler)};
                if (handler.toAttribute().isPresent()) {
                    reporter.onValue(Message.MISSING_TO, handler.method(), handler.annotation(),
                            handler.toAttribute().get(), args);
                } else {
                    reporter.onAnnotation(Message.MISSING_TO, handler.method(), handler.annotation(), args);
                }
            } else if (handler.returns() == ReturnKind.VOID && !handler.targets().isEmpty()
                    && handler.toAttribute().isPresent()) {
                reporter.onValue(Message.VOID_WITH_TO, handler.method(), handler.annotation(),
                        handler.toAttribute().get(), annotation, name, stateType);
            }
        }
    }

    @Override
    public boolean graphNeedsIt() {
        return true;
    }

    /** The annotation as it should read, with the states the body returns when it was read. */
    private static String example(HandlerModel handler) {
        List<String> served = handler.states().stream().map(StateRef::name).toList();
        List<String> returned = handler.body().map(BodyReturns::constants).orElse(List.of()).stream()
                .map(ReturnedState::name).filter(n -> !served.contains(n)).distinct().toList();
        String targets = returned.isEmpty() ? "{...}" : Text.names(returned);
        String value = served.isEmpty() ? "{...}" : Text.names(served);
        return "@" + handler.event().annotationName() + "(value = " + value + ", to = " + targets + ")";
    }
}
