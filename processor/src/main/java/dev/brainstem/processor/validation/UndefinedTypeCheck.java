package dev.brainstem.processor.validation;

import dev.brainstem.processor.model.MachineModel;
import dev.brainstem.processor.model.StatesReference;

/**
 * A type the machine depends on (its enum, a superclass, a handler's parameter or return type) that
 * does not exist. The processor waits a round for each such type, since another processor may write
 * it; this check runs on what is still missing when the rounds are over. javac reports its own
 * "cannot find symbol" too; this error says that the machine was not generated, and why.
 */
final class UndefinedTypeCheck implements Check.OnModel {
    @Override
    public void check(MachineModel machine, ErrorReporter reporter) {
        if (machine.undefined().isEmpty()) {
            return;
        }
        Object[] args = {machine.entityName(), Text.join(machine.undefined()), machine.fsmName()};
        if (machine.statesReference().kind() == StatesReference.Kind.UNRESOLVED) {
            reporter.onValue(Message.UNDEFINED, machine.entity(), machine.annotation(),
                    machine.valueAttribute().orElseThrow(), args);
        } else {
            reporter.onElement(Message.UNDEFINED, machine.entity(), args);
        }
    }

    @Override
    public boolean stopsOnError() {
        return true;
    }
}
