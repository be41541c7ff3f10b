package dev.brainstem.processor.validation;

import dev.brainstem.processor.model.MachineModel;
import dev.brainstem.processor.model.MachineModel.TakenName;

/**
 * Check 9: the classes the processor writes for a machine have names nobody else holds: no class of
 * the user's, and no other machine that maps to the same name ({@code A.B_C} and {@code A_B.C} both
 * make {@code A_B_CFsm}).
 */
final class GeneratedNameCheck implements Check.OnModel {
    @Override
    public void check(MachineModel machine, ErrorReporter reporter) {
        for (TakenName taken : machine.takenNames()) {
            reporter.onAnnotation(Message.NAME_TAKEN, machine.entity(), machine.annotation(), taken.generatedName(),
                    machine.entity().getQualifiedName(), taken.holder(), machine.entityName());
        }
    }
}
