package dev.brainstem.processor.validation;

import dev.brainstem.processor.model.HandlerModel;
import dev.brainstem.processor.model.MachineModel;
import dev.brainstem.processor.model.MessageType;
import dev.brainstem.processor.model.StateRef;
import dev.brainstem.processor.model.StatesModel;
import dev.brainstem.processor.model.TypeNames;
import java.util.HashMap;
import java.util.Map;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;

/**
 * Check 8, messages: a message type is no primitive, and one that generated code can match with
 * {@code instanceof} and name (no type arguments, no type variable, not hidden from the machine's
 * package); one class declares at most one handler for each (state or group or any state, message
 * type). A subclass handler for a pair an inherited handler serves replaces it. The parameter's count
 * and place are check 4's ({@link HandlerShapeCheck}); unknown names check 1's.
 */
final class MessageCheck implements Check.OnModel {
    @Override
    public void check(MachineModel machine, ErrorReporter reporter) {
        Map<TypeElement, Map<String, HandlerModel>> byClass = new HashMap<>();
        StatesModel states = machine.states().orElse(null);
        for (HandlerModel handler : machine.handlers()) {
            if (!handler.isMessage() || handler.messageType().isEmpty()) {
                continue;
            }
            MessageType type = handler.messageType().get();
            String name = Text.handler(handler, machine);
            if (type.primitive()) {
                VariableElement parameter = messageParameter(handler);
                reporter.onElement(Message.MESSAGE_PRIMITIVE, parameter, name, type.type().toString(),
                        Fixes.box(type.type().getKind()));
                continue;
            }
            if (type.unfit().isPresent()) {
                reporter.onElement(Message.MESSAGE_TYPE, messageParameter(handler), name,
                        TypeNames.simple(type.type()), type.unfit().get());
                continue;
            }
            Map<String, HandlerModel> seen = byClass.computeIfAbsent(handler.declaringClass(), c -> new HashMap<>());
            if (handler.states().isEmpty()) {
                HandlerModel first = seen.putIfAbsent("\0" + type.name(), handler);
                if (first != null) {
                    reporter.onAnnotation(Message.DUPLICATE_MESSAGE, handler.method(), handler.annotation(),
                            handler.declaringClass().getSimpleName(), type.simpleName(), "any state",
                            Text.handler(first, machine), "give one of them a `value`, or remove one");
                }
                continue;
            }
            for (StateRef ref : handler.states()) {
                if (states == null || !states.knows(ref.name())) {
                    continue;
                }
                HandlerModel first = seen.putIfAbsent(ref.name() + "\0" + type.name(), handler);
                if (first != null && first != handler) {
                    String where = (states.find(ref.name()).isPresent() ? "state " : "group ") + ref.name();
                    reporter.onValue(Message.DUPLICATE_MESSAGE, handler.method(), handler.annotation(), ref.value(),
                            handler.declaringClass().getSimpleName(), type.simpleName(), where,
                            Text.handler(first, machine), "remove \"" + ref.name() + "\" from one of them");
                }
            }
        }
    }

    @Override
    public boolean graphNeedsIt() {
        return true;
    }

    /** The positional parameter after the optional leading id: the one that holds the message. */
    private static VariableElement messageParameter(HandlerModel handler) {
        for (int i = 0; i < handler.parameters().size(); i++) {
            if (!handler.parameters().get(i).annotated() && !(i == 0 && handler.leadingInt())) {
                return handler.method().getParameters().get(i);
            }
        }
        return handler.method().getParameters().get(0);
    }
}
