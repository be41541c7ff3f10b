package dev.brainstem.processor.validation;

import dev.brainstem.processor.model.HandlerModel;
import dev.brainstem.processor.model.MachineModel;
import dev.brainstem.processor.model.StateRef;

/**
 * Check 8, guards: a guard leads out of the states it names. One whose {@code to} is also in its
 * {@code from} would move an entity to the state it is in; it is reported on the {@code to}. (A guard
 * from a group that contains its {@code to} is fine: it guards the group's other states.)
 */
final class GuardCheck implements Check.OnModel {
    @Override
    public void check(MachineModel machine, ErrorReporter reporter) {
        for (HandlerModel handler : machine.handlers()) {
            if (!handler.isGuard() || handler.targets().isEmpty()) {
                continue;
            }
            StateRef to = handler.targets().get(0);
            if (handler.states().stream().anyMatch(from -> from.name().equals(to.name()))) {
                reporter.onValue(Message.GUARD_TO_ITSELF, handler.method(), handler.annotation(), to.value(),
                        Text.handler(handler, machine), to.name(), to.name());
            }
        }
    }
}
