package dev.brainstem.processor.validation;

import dev.brainstem.processor.model.MachineModel;
import dev.brainstem.processor.model.StatesModel;
import javax.lang.model.element.Element;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;

/**
 * Check 7, on {@code @StateMachine(value)}: it names an enum, annotated {@code @States}, with at
 * least one constant, that the generated classes in the machine's package can name. Every finding
 * is reported on the {@code value}, which is always in the machine's source.
 *
 * <p>A value javac could not resolve (a missing class) is javac's error, reported once by javac.
 */
final class StateEnumCheck {
    private final ErrorReporter reporter;

    StateEnumCheck(ErrorReporter reporter) {
        this.reporter = reporter;
    }

    /** Returns whether the machine has constants to check its handlers against. */
    boolean check(MachineModel machine) {
        if (machine.states().isEmpty()) {
            Object value = machine.valueAttribute().getValue();
            if (value instanceof TypeMirror type && type.getKind() == TypeKind.DECLARED) {
                String name = ((DeclaredType) type).asElement().getSimpleName().toString();
                reporter.onValue(Message.NOT_ENUM, machine.entity(), machine.annotation(),
                        machine.valueAttribute(), name, name);
            }
            return false;
        }
        StatesModel states = machine.states().get();
        TypeElement enumType = states.enumType();
        if (states.statesAnnotation().isEmpty()) {
            reporter.onValue(Message.MISSING_STATES, machine.entity(), machine.annotation(), machine.valueAttribute(),
                    enumType.getSimpleName(), enumType.getSimpleName());
        }
        String hidden = hiddenBecause(enumType);
        if (hidden != null) {
            reporter.onValue(Message.INACCESSIBLE_STATES, machine.entity(), machine.annotation(),
                    machine.valueAttribute(), enumType.getSimpleName(), hidden, packageText(machine.packageName()));
        }
        if (states.states().isEmpty()) {
            reporter.onValue(Message.NO_STATES, machine.entity(), machine.annotation(), machine.valueAttribute(),
                    enumType.getSimpleName());
            return false;
        }
        return true;
    }

    /**
     * Why code in the machine's package cannot name the type, or null when it can. Only a private
     * enum (or one nested in a private class) gets this far: javac itself rejects a class literal of
     * a type the machine's source cannot reach, so it is one that shares the machine's top-level class.
     */
    private static String hiddenBecause(TypeElement type) {
        for (Element e = type; e instanceof TypeElement t; e = e.getEnclosingElement()) {
            if (t.getModifiers().contains(Modifier.PRIVATE)) {
                return t == type ? "declared private" : "nested in private class " + t.getSimpleName();
            }
        }
        return null;
    }

    private static String packageText(String packageName) {
        return packageName.isEmpty() ? "(the unnamed package)" : packageName;
    }
}
