package dev.brainstem.processor.validation;

import dev.brainstem.processor.model.HandlerModel;
import dev.brainstem.processor.model.MachineModel;

/**
 * Check 7, part: a machine that inherits handlers from a concrete class that is not a machine is not
 * written. Such a handler is reported by {@link StrayAnnotationCheck} when its class is compiled with
 * the machine, and here when it was read from a class file; the reporter prints the same finding at
 * the same place once, but counts it for each machine.
 */
final class InheritedHandlerCheck implements Check.OnModel {
    @Override
    public void check(MachineModel machine, ErrorReporter reporter) {
        for (HandlerModel handler : machine.handlers()) {
            if (!handler.declaringClass().equals(machine.entity())
                    && !handler.ownerMayDeclare()) {
                StrayAnnotationCheck.reportHandler(reporter, handler.method(), handler.annotation(),
                        handler.event().annotationName(), handler.declaringClass());
            }
        }
    }
}
