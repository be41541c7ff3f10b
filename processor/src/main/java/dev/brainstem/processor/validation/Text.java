package dev.brainstem.processor.validation;

import dev.brainstem.processor.model.AfterModel;
import dev.brainstem.processor.model.HandlerModel;
import dev.brainstem.processor.model.MachineModel;
import dev.brainstem.processor.model.StateRef;
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

    /**
     * An {@code @After} as messages name it, by what it times and where it leads:
     * {@code @After(value = "WAIT", to = "PATROL")}.
     */
    static String after(AfterModel after) {
        return "@After(value = " + names(after.states().stream().map(StateRef::name).toList()) + ", to = "
                + after.to().map(ref -> quote(ref.name())).orElse("?") + ")";
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
}
