package dev.brainstem.processor.validation;

import dev.brainstem.processor.model.MachineModel;
import dev.brainstem.processor.model.StatesModel;
import dev.brainstem.processor.model.StatesReference;

/**
 * Check 7, on {@code @StateMachine(value)}: it names an enum, annotated {@code @States}, with at
 * least one constant, that the generated classes in the machine's package can name. Every finding
 * is reported on the {@code value}, which is always in the machine's source.
 *
 * <p>A missing value is javac's error; a value javac cannot resolve is {@link UndefinedTypeCheck}'s.
 */
final class StateEnumCheck implements Check.OnModel {
    @Override
    public void check(MachineModel machine, ErrorReporter reporter) {
        StatesReference reference = machine.statesReference();
        if (reference.kind() == StatesReference.Kind.NOT_ENUM) {
            machine.valueAttribute().ifPresent(value -> reporter.onValue(Message.NOT_ENUM, machine.entity(),
                    machine.annotation(), value, reference.typeName(), reference.typeName()));
        }
        if (reference.states().isEmpty() || machine.valueAttribute().isEmpty()) {
            return;
        }
        StatesModel states = reference.states().get();
        String enumName = states.enumName();
        // A later region's enum without @States is RegionCheck's [BrainstemRegionNotStates].
        if (states.statesAnnotation().isEmpty() && machine.region().leader()) {
            reporter.onValue(Message.MISSING_STATES, machine.entity(), machine.annotation(),
                    machine.valueAttribute().get(), enumName, Fixes.statesEnum(enumName));
        }
        states.hiddenBecause().ifPresent(why -> reporter.onValue(Message.INACCESSIBLE_STATES, machine.entity(),
                machine.annotation(), machine.valueAttribute().get(), enumName, why,
                machine.packageName().isEmpty() ? "(the unnamed package)" : machine.packageName()));
        if (states.states().isEmpty()) {
            reporter.onValue(Message.NO_STATES, machine.entity(), machine.annotation(), machine.valueAttribute().get(),
                    enumName);
        }
    }

    @Override
    public boolean graphNeedsIt() {
        return true;
    }
}
