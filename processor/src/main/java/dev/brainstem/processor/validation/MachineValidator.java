package dev.brainstem.processor.validation;

import dev.brainstem.processor.model.HandlerModel;
import dev.brainstem.processor.model.MachineModel;
import dev.brainstem.processor.model.StateRef;
import dev.brainstem.processor.model.StatesModel;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;

/**
 * Checks a {@link MachineModel} against the design's rules and reports what is wrong. A machine is
 * written only when this reports no error.
 */
public final class MachineValidator {
    private final ProcessingEnvironment env;
    private final ErrorReporter reporter;

    public MachineValidator(ProcessingEnvironment env, ErrorReporter reporter) {
        this.env = env;
        this.reporter = reporter;
    }

    /** Check 7, on the class alone: whether it can be read as a machine at all. */
    public boolean validateClass(Element element) {
        return element.getKind() == ElementKind.CLASS;
    }

    /** Reports every problem of the machine; returns whether it is valid. */
    public boolean validate(MachineModel machine) {
        int before = reporter.errorCount();
        if (machine.states().isEmpty()) {
            return false;
        }
        StatesModel states = machine.states().get();
        for (HandlerModel handler : machine.handlers()) {
            for (StateRef ref : handler.states()) {
                checkName(states, handler, ref);
            }
            for (StateRef ref : handler.targets()) {
                checkName(states, handler, ref);
            }
        }
        return reporter.errorCount() == before;
    }

    private void checkName(StatesModel states, HandlerModel handler, StateRef ref) {
        if (states.find(ref.name()).isEmpty()) {
            reporter.error(Message.UNKNOWN_STATE, handler.method(), handler.annotation(), ref.value(),
                    states.enumType().getSimpleName(), ref.name(), "");
        }
    }
}
