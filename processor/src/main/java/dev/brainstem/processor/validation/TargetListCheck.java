package dev.brainstem.processor.validation;

import dev.brainstem.processor.model.BodyReturns;
import dev.brainstem.processor.model.HandlerModel;
import dev.brainstem.processor.model.MachineModel;
import dev.brainstem.processor.model.ReturnKind;
import dev.brainstem.processor.model.ReturnedState;
import dev.brainstem.processor.model.StateRef;
import dev.brainstem.processor.model.StatesModel;
import dev.brainstem.processor.reading.AnnotationValues;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.AnnotationValue;

/**
 * Check 5: a handler that returns a state lists in {@code to} where it may go, and a void one lists
 * nothing. Also: a handler serves at least one state (an empty {@code value}).
 */
final class TargetListCheck {
    private final ErrorReporter reporter;

    TargetListCheck(ErrorReporter reporter) {
        this.reporter = reporter;
    }

    /** Returns whether it reported nothing: then the {@code to} lists make the machine's graph. */
    boolean check(MachineModel machine, StatesModel states) {
        int before = reporter.errorCount();
        for (HandlerModel handler : machine.handlers()) {
            String annotation = handler.event().annotationName();
            String name = Text.handler(handler, machine);
            Optional<AnnotationValue> value = AnnotationValues.explicit(handler.annotation(), "value");
            // Without a value javac has already reported the missing element.
            if (value.isPresent() && handler.states().isEmpty()) {
                reporter.onValue(Message.NO_HANDLER_STATES, handler.method(), handler.annotation(), value.get(),
                        annotation, name, annotation);
            }
            if (!handler.event().mayReturnState()) {
                continue;
            }
            Optional<AnnotationValue> to = AnnotationValues.explicit(handler.annotation(), "to");
            String stateType = states.enumType().getSimpleName().toString();
            if (handler.returns() == ReturnKind.STATE && handler.targets().isEmpty()) {
                Object[] args = {annotation, name, stateType, example(handler)};
                if (to.isPresent()) {
                    reporter.onValue(Message.MISSING_TO, handler.method(), handler.annotation(), to.get(), args);
                } else {
                    reporter.onAnnotation(Message.MISSING_TO, handler.method(), handler.annotation(), args);
                }
            } else if (handler.returns() == ReturnKind.VOID && !handler.targets().isEmpty() && to.isPresent()) {
                reporter.onValue(Message.VOID_WITH_TO, handler.method(), handler.annotation(), to.get(),
                        annotation, name, stateType);
            }
        }
        return reporter.errorCount() == before;
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
