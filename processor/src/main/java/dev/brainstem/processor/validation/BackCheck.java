package dev.brainstem.processor.validation;

import dev.brainstem.processor.model.AfterModel;
import dev.brainstem.processor.model.GroupModel;
import dev.brainstem.processor.model.HandlerModel;
import dev.brainstem.processor.model.MachineModel;
import dev.brainstem.processor.model.State;
import dev.brainstem.processor.model.StateRef;
import dev.brainstem.processor.model.StatesModel;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Check 8, stack states: the {@code @Back} pseudo-state is one constant, never the initial state, an
 * entry point or an interrupt, never named where states are served (a handler's {@code value}, a
 * group's {@code states}, an {@code @After}'s {@code value}), and listed in the {@code to} of handlers and
 * {@code @After}s that serve interrupts only: only an interrupt has a state to go back to.
 */
final class BackCheck implements Check.OnModel {
    /** A misplaced {@code @Back} makes the graph's search mean nothing: no unreachable states follow from it. */
    @Override
    public boolean graphNeedsIt() {
        return true;
    }

    @Override
    public void check(MachineModel machine, ErrorReporter reporter) {
        Optional<StatesModel> states = machine.states();
        if (states.isEmpty()) {
            return;
        }
        State back = null;
        for (State state : states.get().states()) {
            if (!state.back()) {
                continue;
            }
            if (back != null) {
                reporter.onElement(Message.BACK_TWICE, state.element(), state.name(), back.name(), state.name());
                continue;
            }
            back = state;
            String also = states.get().initialName().equals(state.name()) ? "the initial state"
                    : state.entryPoint() ? "an @EntryPoint" : state.interrupt() ? "an @Interrupt" : null;
            if (also != null) {
                reporter.onElement(Message.BACK_STATE, state.element(), state.name(), also);
            }
        }
        if (back == null) {
            return;
        }
        String backName = back.name();
        for (GroupModel group : states.get().groups()) {
            for (StateRef ref : group.states()) {
                if (ref.name().equals(backName)) {
                    reporter.onValue(Message.BACK_IN_VALUE, states.get().enumType(), group.annotation(), ref.value(),
                            "@StateGroup " + group.name(), backName);
                }
            }
        }
        for (AfterModel after : machine.afters()) {
            String who = Text.after(after);
            List<StateRef> named = after.states().stream().filter(ref -> ref.name().equals(backName)).toList();
            named.forEach(ref -> reporter.onValue(Message.BACK_IN_VALUE, machine.entity(), after.annotation(),
                    ref.value(), who, backName));
            after.to().filter(to -> named.isEmpty() && to.name().equals(backName)).ifPresent(to ->
                    notAnInterrupt(after.states(), states.get()).ifPresent(state -> reporter.onValue(
                            Message.BACK_OUTSIDE_INTERRUPT, machine.entity(), after.annotation(), to.value(), who,
                            backName, state)));
        }
        for (HandlerModel handler : machine.handlers()) {
            boolean named = false;
            for (StateRef ref : handler.states()) {
                if (ref.name().equals(backName)) {
                    reporter.onValue(Message.BACK_IN_VALUE, handler.method(), handler.annotation(), ref.value(),
                            describe(handler, machine), backName);
                    named = true;
                }
            }
            if (named) {
                continue;
            }
            for (StateRef target : handler.targets()) {
                if (!target.name().equals(backName)) {
                    continue;
                }
                notAnInterrupt(handler.states(), states.get()).ifPresent(state -> reporter.onValue(
                        Message.BACK_OUTSIDE_INTERRUPT, handler.method(), handler.annotation(), target.value(),
                        describe(handler, machine), backName, state));
            }
        }
    }

    private static String describe(HandlerModel handler, MachineModel machine) {
        return "@" + handler.annotation().getAnnotationType().asElement().getSimpleName() + " "
                + Text.handler(handler, machine);
    }

    /**
     * A state a handler or {@code @After} serves that is not an interrupt: by name, through its groups, or
     * any state (a handler that names none).
     */
    private static Optional<String> notAnInterrupt(List<StateRef> names, StatesModel states) {
        List<String> served = new ArrayList<>();
        if (names.isEmpty()) {
            states.states().stream().filter(s -> !s.back()).forEach(s -> served.add(s.name()));
        }
        for (StateRef ref : names) {
            expand(ref.name(), states, served, new HashSet<>());
        }
        for (String name : served) {
            Optional<State> state = states.states().stream().filter(s -> s.name().equals(name)).findFirst();
            // The @Back constant itself, in a group, is reported as named where states are served.
            if (state.isPresent() && !state.get().interrupt() && !state.get().back()) {
                return Optional.of(name);
            }
        }
        return Optional.empty();
    }

    private static void expand(String name, StatesModel states, List<String> into, Set<String> seen) {
        if (!seen.add(name)) {
            return; // a group cycle, reported by the group check
        }
        Optional<GroupModel> group = states.groups().stream().filter(g -> g.name().equals(name)).findFirst();
        if (group.isEmpty()) {
            into.add(name);
            return;
        }
        group.get().states().forEach(ref -> expand(ref.name(), states, into, seen));
        group.get().groups().forEach(ref -> expand(ref.name(), states, into, seen));
    }
}
