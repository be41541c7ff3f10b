package dev.brainstem.processor.model;

import java.util.List;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.TypeElement;

/**
 * A {@code @StateMachine} class as the processor read it, before any check. Reading never fails:
 * what is wrong is kept here for the checks to report.
 *
 * @param packageName the package the generated classes go into
 * @param generatedPrefix the simple name generated classes start with: {@code Guard}, or
 *     {@code Outer_Guard} for a nested class
 * @param publicType whether the generated classes are public (they share the entity's visibility)
 * @param states the enum of states; absent when {@code value} is not an enum (an error)
 * @param valueAttribute the annotation value of {@code @StateMachine.value}
 * @param handlers the handlers of the class and its superclasses, most derived class first
 */
public record MachineModel(
        TypeElement entity,
        AnnotationMirror annotation,
        String packageName,
        String generatedPrefix,
        boolean publicType,
        Optional<StatesModel> states,
        AnnotationValue valueAttribute,
        int maxTransitionsPerTick,
        Optional<AnnotationValue> maxTransitionsAttribute,
        boolean settle,
        List<HandlerModel> handlers) {

    public MachineModel {
        handlers = List.copyOf(handlers);
    }

    public String entityName() {
        return entity.getSimpleName().toString();
    }

    /** Id mode when there are handlers and every one takes a leading {@code int}. */
    public Mode mode() {
        return !handlers.isEmpty() && handlers.stream().allMatch(HandlerModel::leadingInt) ? Mode.ID : Mode.OBJECT;
    }

    public String fsmName() {
        return generatedPrefix + "Fsm";
    }

    public String batchName() {
        return generatedPrefix + "Batch";
    }
}
