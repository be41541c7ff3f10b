package dev.brainstem.processor.validation;

import dev.brainstem.processor.model.MachineModel;
import dev.brainstem.processor.reading.AnnotationValues;
import dev.brainstem.processor.reading.Names;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.NestingKind;
import javax.lang.model.element.TypeElement;

/**
 * Check 7, on the annotated type itself: {@code @StateMachine} belongs on a class that is not private
 * (nor nested in a private class), not an inner class, and not generic; and its
 * {@code maxTransitionsPerTick} is at least 1.
 *
 * <p>Brainstem adds "not generic" to the design's list: the generated classes name the entity class
 * without type arguments, which would be raw types and warnings in every user's build.
 */
final class MachineClassCheck {
    private final ErrorReporter reporter;

    MachineClassCheck(ErrorReporter reporter) {
        this.reporter = reporter;
    }

    /**
     * Reports what is wrong with the annotated type. Returns false when it cannot be read as a machine
     * at all: it is not a class, or javac already rejected its annotation (no {@code value}).
     */
    boolean check(Element element) {
        Optional<AnnotationMirror> found = AnnotationValues.find(element, Names.STATE_MACHINE);
        if (found.isEmpty()) {
            return false;
        }
        AnnotationMirror annotation = found.get();
        if (element.getKind() != ElementKind.CLASS) {
            reporter.onAnnotation(Message.NOT_A_CLASS, element, annotation, Text.kind(element.getKind()),
                    element.getSimpleName(), notAClassHint(element.getKind()));
            return false;
        }
        if (AnnotationValues.explicit(annotation, "value").isEmpty()) {
            return false; // javac reports the missing value
        }
        TypeElement type = (TypeElement) element;
        for (Element e = type; e instanceof TypeElement t; e = e.getEnclosingElement()) {
            if (t.getModifiers().contains(Modifier.PRIVATE)) {
                String where = t == type ? "is private" : "is nested in private class " + t.getSimpleName();
                reporter.onAnnotation(Message.PRIVATE_CLASS, type, annotation, type.getSimpleName(), where,
                        t.getSimpleName());
                break;
            }
        }
        if (isInner(type)) {
            reporter.onAnnotation(Message.INNER_CLASS, type, annotation, type.getSimpleName());
        }
        if (!type.getTypeParameters().isEmpty()) {
            reporter.onAnnotation(Message.GENERIC_MACHINE, type, annotation, type.getSimpleName(),
                    Text.typeParameters(type));
        }
        return true;
    }

    /** {@code maxTransitionsPerTick} below 1, on that value. */
    void checkLimit(MachineModel machine) {
        if (machine.maxTransitionsPerTick() < 1) {
            machine.maxTransitionsAttribute().ifPresent(value -> reporter.onValue(Message.TRANSITION_LIMIT,
                    machine.entity(), machine.annotation(), value, machine.maxTransitionsPerTick()));
        }
    }

    private static boolean isInner(TypeElement type) {
        if (type.getNestingKind() != NestingKind.MEMBER || type.getModifiers().contains(Modifier.STATIC)) {
            return false;
        }
        // A class nested in an interface is static without saying so.
        ElementKind outer = type.getEnclosingElement().getKind();
        return outer != ElementKind.INTERFACE && outer != ElementKind.ANNOTATION_TYPE;
    }

    private static String notAClassHint(ElementKind kind) {
        return switch (kind) {
            case ENUM -> "annotate the enum of states @States instead, and put @StateMachine(ThatEnum.class) on "
                    + "the class whose methods handle the states";
            case RECORD -> "a record's fields are final, so its handlers could change nothing; use a class";
            case INTERFACE -> "the generated code calls the handlers on objects of the annotated class, so "
                    + "annotate a class (it may implement this interface)";
            default -> "annotate the class whose methods handle the states";
        };
    }
}
