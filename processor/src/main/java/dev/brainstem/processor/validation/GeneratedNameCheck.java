package dev.brainstem.processor.validation;

import dev.brainstem.processor.model.MachineModel;
import dev.brainstem.processor.model.MachineModel.TakenName;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Check 9: the classes the processor writes for a machine have names nobody else holds: no class of
 * the user's, and no other machine that maps to the same name ({@code A.B_C} and {@code A_B.C} both
 * make {@code A_B_CFsm}).
 */
final class GeneratedNameCheck implements Check.OnModel {
    @Override
    public void check(MachineModel machine, ErrorReporter reporter) {
        // One error per rival, naming every generated class it takes.
        Map<String, List<String>> byHolder = new LinkedHashMap<>();
        for (TakenName taken : machine.takenNames()) {
            byHolder.computeIfAbsent(taken.holder(), k -> new ArrayList<>()).add(taken.generatedName());
        }
        byHolder.forEach((holder, names) -> reporter.onAnnotation(Message.NAME_TAKEN, machine.entity(),
                machine.annotation(), Text.join(names), machine.entity().getQualifiedName(), holder,
                machine.entityName()));
    }
}
