package dev.brainstem.processor.validation;

import dev.brainstem.processor.model.HandlerModel;
import dev.brainstem.processor.model.MachineModel;
import dev.brainstem.processor.model.StateRef;
import dev.brainstem.processor.model.StatesModel;
import java.util.List;

/**
 * Check 1: every state name, in a handler's {@code value} or {@code to} and in
 * {@code @States(initial)}, names a constant of the enum. Each unknown name is reported on the very
 * string, with "did you mean" when a constant is close ({@link DidYouMean}). The {@code initial} is
 * reported once per machine, on the enum.
 */
final class StateNameCheck implements Check.OnModel {
    @Override
    public void check(MachineModel machine, ErrorReporter reporter) {
        if (machine.states().isEmpty() || machine.states().get().states().isEmpty()) {
            return;
        }
        StatesModel states = machine.states().get();
        List<String> names = states.names();
        String enumName = states.enumType().getSimpleName().toString();
        states.initial().filter(ref -> states.find(ref.name()).isEmpty()).ifPresent(ref ->
                reporter.onValue(Message.UNKNOWN_INITIAL, states.enumType(), states.statesAnnotation().orElseThrow(),
                        ref.value(), ref.name(), enumName, DidYouMean.hint(ref.name(), names), names.get(0)));
        for (HandlerModel handler : machine.handlers()) {
            checkAll(handler, handler.states(), states, enumName, reporter);
            checkAll(handler, handler.targets(), states, enumName, reporter);
        }
    }

    @Override
    public boolean graphNeedsIt() {
        return true;
    }

    private void checkAll(HandlerModel handler, List<StateRef> refs, StatesModel states, String enumName,
            ErrorReporter reporter) {
        for (StateRef ref : refs) {
            if (states.find(ref.name()).isEmpty()) {
                reporter.onValue(Message.UNKNOWN_STATE, handler.method(), handler.annotation(), ref.value(),
                        enumName, ref.name(), DidYouMean.hint(ref.name(), states.names()));
            }
        }
    }
}
