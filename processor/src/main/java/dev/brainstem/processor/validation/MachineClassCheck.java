package dev.brainstem.processor.validation;

import dev.brainstem.processor.model.ClassShape;
import dev.brainstem.processor.model.MachineModel;
import javax.lang.model.element.TypeElement;

/**
 * Check 7, on the annotated class: it is not private (nor nested in a private class), not an inner
 * class, and not generic; and its {@code maxTransitionsPerTick} is at least 1.
 *
 * <p>Brainstem adds "not generic" to the design's list: the generated classes name the entity class
 * without type arguments, which would be raw types and warnings in every user's build.
 */
final class MachineClassCheck implements Check.OnModel {
    @Override
    public void check(MachineModel machine, ErrorReporter reporter) {
        ClassShape shape = machine.shape();
        TypeElement type = machine.entity();
        shape.privateType().ifPresent(t -> reporter.onAnnotation(Message.PRIVATE_CLASS, type, machine.annotation(),
                type.getSimpleName(), t == type ? "is private" : "is nested in private class " + t.getSimpleName(),
                t.getSimpleName()));
        if (shape.inner()) {
            reporter.onAnnotation(Message.INNER_CLASS, type, machine.annotation(), type.getSimpleName());
        }
        if (!shape.typeParameters().isEmpty()) {
            reporter.onAnnotation(Message.GENERIC_MACHINE, type, machine.annotation(), type.getSimpleName(),
                    shape.typeParameters());
        }
        if (machine.maxTransitionsPerTick() < 1) {
            machine.maxTransitionsAttribute().ifPresent(value -> reporter.onValue(Message.TRANSITION_LIMIT,
                    type, machine.annotation(), value, machine.maxTransitionsPerTick()));
        }
    }
}
