package dev.brainstem.processor.validation;

import dev.brainstem.processor.model.AfterModel;
import dev.brainstem.processor.model.GroupModel;
import dev.brainstem.processor.model.HandlerModel;
import dev.brainstem.processor.model.MachineModel;
import dev.brainstem.processor.model.StateRef;
import dev.brainstem.processor.model.StatesModel;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;

/**
 * Check 1 (and 8 for groups): every state name, in a handler's {@code value} or {@code to}, a guard's
 * {@code from} or {@code to}, an {@code @After}'s {@code value} or {@code to}, and {@code @States(initial)},
 * names a constant of the enum; a {@code value} or {@code from} may name a {@code @StateGroup} instead, a
 * {@code to} may not. Each unknown name is reported on the very string, with "did you mean" when a constant
 * is close ({@link DidYouMean}). The {@code initial} is reported once per machine, on the enum.
 */
final class StateNameCheck implements Check.OnModel {
    /** Where names are written: the annotated element, its annotation, and how messages name it. */
    private record Site(Element element, AnnotationMirror annotation, String who) {}

    @Override
    public void check(MachineModel machine, ErrorReporter reporter) {
        if (machine.states().isEmpty() || machine.states().get().states().isEmpty()) {
            return;
        }
        StatesModel states = machine.states().get();
        List<String> names = states.names();
        String enumName = states.enumType().getSimpleName().toString();
        // The @Back pseudo-state is no state to start in: neither a hint, nor the first one if it is first.
        List<String> startable = states.servableStates();
        String first = states.states().get(0).back() ? ""
                : ", or leave initial empty to start in the first one, " + names.get(0);
        states.initial().filter(ref -> states.find(ref.name()).isEmpty()).ifPresent(ref ->
                reporter.onValue(Message.UNKNOWN_INITIAL, states.enumType(), states.statesAnnotation().orElseThrow(),
                        ref.value(), ref.name(), enumName, DidYouMean.hint(ref.name(), startable), first));
        for (HandlerModel handler : machine.handlers()) {
            Site site = new Site(handler.method(), handler.annotation(),
                    "@" + handler.event().annotationName() + " " + Text.handler(handler, machine));
            checkServed(site, handler.states(), states, enumName, reporter);
            checkAll(site, handler.targets(), states, enumName, states.names(), reporter);
        }
        for (AfterModel after : machine.afters()) {
            Site site = new Site(machine.entity(), after.annotation(), Text.after(after));
            checkServed(site, after.states(), states, enumName, reporter);
            checkAll(site, after.to().stream().toList(), states, enumName, states.names(), reporter);
        }
    }

    /**
     * A {@code value} (a guard's {@code from}) names states or groups. While a group has no name of its
     * own, an unknown name is not reported: it may well be the name that group was meant to have, and
     * GroupCheck reports the group.
     */
    private void checkServed(Site site, List<StateRef> served, StatesModel states, String enumName,
            ErrorReporter reporter) {
        if (states.groups().isEmpty()) {
            checkAll(site, served, states, enumName, states.servableStates(), reporter);
            return;
        }
        if (!states.groupsWellNamed()) {
            return;
        }
        for (StateRef ref : served) {
            if (!states.knows(ref.name())) {
                reporter.onValue(Message.UNKNOWN_NAME, site.element(), site.annotation(), ref.value(),
                        enumName, ref.name(), DidYouMean.hint(ref.name(), states.servable(), "states and groups"));
            }
        }
    }

    @Override
    public boolean graphNeedsIt() {
        return true;
    }

    /** {@code candidates}: the names a misspelling is compared with. */
    private void checkAll(Site site, List<StateRef> refs, StatesModel states, String enumName, List<String> candidates,
            ErrorReporter reporter) {
        for (StateRef ref : refs) {
            Optional<GroupModel> group = states.findGroup(ref.name());
            if (states.find(ref.name()).isEmpty() && group.isPresent()) {
                List<String> members = group.get().states().stream().map(StateRef::name).distinct().toList();
                reporter.onValue(Message.TARGET_GROUP, site.element(), site.annotation(), ref.value(), site.who(),
                        ref.name(), ref.name(), enumName, ref.name(),
                        members.isEmpty() ? "(it lists none directly)" : String.join(", ", members));
            } else if (states.find(ref.name()).isEmpty()) {
                reporter.onValue(Message.UNKNOWN_STATE, site.element(), site.annotation(), ref.value(),
                        enumName, ref.name(), DidYouMean.hint(ref.name(), candidates));
            }
        }
    }
}
