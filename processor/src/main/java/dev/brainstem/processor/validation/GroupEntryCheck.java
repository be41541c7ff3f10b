package dev.brainstem.processor.validation;

import dev.brainstem.processor.model.GroupModel;
import dev.brainstem.processor.model.HistoryKind;
import dev.brainstem.processor.model.MachineModel;
import dev.brainstem.processor.model.State;
import dev.brainstem.processor.model.StateRef;
import dev.brainstem.processor.model.StatesModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.TypeElement;

/**
 * Check 8, groups you enter: a group's {@code initial} names one of its direct members, its
 * {@code history} comes with an {@code initial}, a nested group entered by name (as an initial, or by a
 * shallow history) has one too, and its constant (the enum's constant of the group's
 * name) is used as the pseudo-state it is: not an {@code @Interrupt} or {@code @Back}, not listed as a
 * group's state. Its errors leave no graph: the graph follows the initials.
 */
final class GroupEntryCheck implements Check.OnModel {
    @Override
    public void check(MachineModel machine, ErrorReporter reporter) {
        if (machine.states().isEmpty()) {
            return;
        }
        StatesModel states = machine.states().get();
        TypeElement enumType = states.enumType();
        for (GroupModel group : states.groups()) {
            group.initial().ifPresent(initial -> {
                List<String> direct = new ArrayList<>();
                group.states().forEach(ref -> direct.add(ref.name()));
                group.groups().forEach(ref -> direct.add(ref.name()));
                if (!direct.contains(initial.name())) {
                    reporter.onValue(Message.INITIAL_NOT_MEMBER, enumType, group.annotation(), initial.value(),
                            group.name(), initial.name(), DidYouMean.hint(initial.name(), direct, "members"));
                }
            });
            if (group.history() != HistoryKind.NONE && group.initial().isEmpty()) {
                reporter.onValue(Message.HISTORY_WITHOUT_INITIAL, enumType, group.annotation(),
                        group.historyValue().orElseThrow(), group.name(), group.history());
            }
            // A group entered by name enters its initial, and a shallow history its direct members, by name.
            for (StateRef ref : group.groups()) {
                Optional<GroupModel> nested = states.findGroup(ref.name());
                if (nested.isEmpty() || nested.get().initial().isPresent()) {
                    continue;
                }
                if (group.initial().filter(i -> i.name().equals(ref.name())).isPresent()) {
                    reporter.onValue(Message.NESTED_WITHOUT_INITIAL, enumType, group.annotation(), ref.value(),
                            ref.name(), "as group " + group.name() + "'s initial", ref.name());
                } else if (group.history() == HistoryKind.SHALLOW && group.initial().isPresent()) {
                    reporter.onValue(Message.NESTED_WITHOUT_INITIAL, enumType, group.annotation(), ref.value(),
                            ref.name(), "when group " + group.name() + "'s shallow history resumes it", ref.name());
                }
            }
            Optional<State> constant = states.constantOf(group);
            if (constant.isEmpty()) {
                continue;
            }
            State c = constant.get();
            if (c.interrupt() || c.back()) {
                reporter.onElement(Message.GROUP_CONSTANT, c.element(), c.name(), group.name(),
                        c.interrupt() ? "an @Interrupt" : "the @Back constant",
                        "Remove the mark, or name the constant differently from the group");
            }
            for (GroupModel other : states.groups()) {
                for (StateRef ref : other.states()) {
                    if (ref.name().equals(c.name())) {
                        reporter.onValue(Message.GROUP_CONSTANT, enumType, other.annotation(), ref.value(), c.name(),
                                group.name(), "listed in the states of group " + other.name(),
                                "Nest the group there instead: groups = \"" + group.name() + "\"");
                    }
                }
            }
        }
    }

    @Override
    public boolean graphNeedsIt() {
        return true;
    }
}
