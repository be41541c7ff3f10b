package dev.brainstem.processor.validation;

import dev.brainstem.processor.model.Event;
import dev.brainstem.processor.model.HandlerModel;
import dev.brainstem.processor.model.MachineModel;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.Parameterizable;
import javax.lang.model.element.TypeParameterElement;

/** The pieces of text the messages are made of: kinds, type names, lists, the accepted handler forms. */
final class Text {
    private Text() {}

    /** {@code class}, {@code interface}, {@code enum}, {@code record}, {@code annotation type}. */
    static String kind(ElementKind kind) {
        return switch (kind) {
            case ANNOTATION_TYPE -> "annotation type";
            case ENUM_CONSTANT -> "enum constant";
            default -> kind.name().toLowerCase(Locale.ROOT);
        };
    }

    /**
     * A handler as messages name it: {@code idle(float)}, with its declaring class when inherited:
     * {@code BaseGuard.idle(float)}.
     */
    static String handler(HandlerModel handler, MachineModel machine) {
        return handler.describe(machine.entity());
    }

    /** {@code <T, U>}. */
    static String typeParameters(Parameterizable element) {
        return element.getTypeParameters().stream().map(TypeParameterElement::getSimpleName)
                .map(Object::toString).collect(Collectors.joining(", ", "<", ">"));
    }

    /** {@code A}, {@code A and B}, {@code A, B and C}. */
    static String join(List<String> items) {
        if (items.size() <= 1) {
            return String.join("", items);
        }
        return String.join(", ", items.subList(0, items.size() - 1)) + " and " + items.get(items.size() - 1);
    }

    /** {@code "IDLE"} for one name, {@code {"IDLE", "ALARM"}} for several, {@code {}} for none. */
    static String names(List<String> names) {
        if (names.size() == 1) {
            return quote(names.get(0));
        }
        return names.stream().map(Text::quote).collect(Collectors.joining(", ", "{", "}"));
    }

    static String quote(String name) {
        return "\"" + name + "\"";
    }

    /**
     * Every accepted form of a handler of this event, with the handler's own name; in id mode with
     * {@code int id} first. In object mode it says that id mode takes the same forms with the id.
     */
    static String acceptedForms(HandlerModel handler, String stateType) {
        Event event = handler.event();
        String name = handler.name();
        String id = handler.leadingInt() ? "int id" : "";
        String annotated = ", each followed by any @TimeInState float and @Current " + stateType + " parameters";
        if (event == Event.GUARD) {
            return "boolean " + name + "(" + id + ")" + annotated + (handler.leadingInt() ? ""
                    : " (in a system class whose handlers all take `int id` first, the same with `int id` first)");
        }
        if (event == Event.MESSAGE) {
            String withId = id.isEmpty() ? "M message" : id + ", M message";
            return "void " + name + "(" + withId + "), " + stateType + " " + name + "(" + withId + ")" + annotated
                    + ", M the message type: a class, interface or array type" + (handler.leadingInt() ? ""
                    : " (in a system class whose handlers all take `int id` first, the same with `int id` first)");
        }
        String argument = switch (event) {
            case ENTER -> stateType + " from";
            case UPDATE -> "float dt";
            default -> stateType + " to";
        };
        String withArgument = id.isEmpty() ? argument : id + ", " + argument;
        StringBuilder forms = new StringBuilder();
        forms.append("void ").append(name).append('(').append(id).append("), ")
                .append("void ").append(name).append('(').append(withArgument).append(')');
        if (event.mayReturnState()) {
            forms.append(", ").append(stateType).append(' ').append(name).append('(').append(id).append("), ")
                    .append(stateType).append(' ').append(name).append('(').append(withArgument).append(')');
        }
        if (!handler.leadingInt()) {
            forms.append(" (in a system class whose handlers all take `int id` first, the same with `int id` first)");
        }
        return forms.toString();
    }
}
