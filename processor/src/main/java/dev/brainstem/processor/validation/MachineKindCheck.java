package dev.brainstem.processor.validation;

import dev.brainstem.processor.model.MachineModel;
import javax.lang.model.element.ElementKind;

/** Check 7, first part: {@code @StateMachine} belongs on a class. Nothing else is checked on other types. */
final class MachineKindCheck implements Check.OnModel {
    @Override
    public void check(MachineModel machine, ErrorReporter reporter) {
        ElementKind kind = machine.shape().kind();
        if (kind != ElementKind.CLASS) {
            reporter.onAnnotation(Message.NOT_A_CLASS, machine.entity(), machine.annotation(), Text.kind(kind),
                    machine.entityName(), hint(kind, machine.entityName()));
        }
    }

    @Override
    public boolean stopsOnError() {
        return true;
    }

    /** {@code name}: the annotated type's, which is the enum of states when it is an enum. */
    private static String hint(ElementKind kind, String name) {
        return switch (kind) {
            case ENUM -> "annotate the enum of states @States instead, and put " + Fixes.machine(name) + " on "
                    + "the class whose methods handle the states";
            case RECORD -> "a record's fields are final, so its handlers could change nothing; use a class";
            case INTERFACE -> "the generated code calls the handlers on objects of the annotated class, so "
                    + "annotate a class (it may implement this interface)";
            default -> "annotate the class whose methods handle the states";
        };
    }
}
