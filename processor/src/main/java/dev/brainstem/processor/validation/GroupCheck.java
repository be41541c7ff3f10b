package dev.brainstem.processor.validation;

import dev.brainstem.processor.model.Event;
import dev.brainstem.processor.model.GroupModel;
import dev.brainstem.processor.model.HandlerModel;
import dev.brainstem.processor.model.MachineModel;
import dev.brainstem.processor.model.ReturnKind;
import dev.brainstem.processor.model.StateRef;
import dev.brainstem.processor.model.StatesModel;
import dev.brainstem.processor.model.TypeNames;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.lang.model.element.TypeElement;

/**
 * Check 8, groups: each {@code @StateGroup} has a name that is a Java identifier (the generated code,
 * its comments and the diagrams use it) and that no state or other group has, names known states and
 * groups, is not empty, and the groups form a tree (a state or a group in at most one group, no group
 * inside itself; a state listed twice in one group is in it once). A group's enter handler is void,
 * and no handler but a guard serves both a group and a member of it (it would run twice there). Its errors leave no graph: the graph resolves
 * the tree.
 */
final class GroupCheck implements Check.OnModel {
    @Override
    public void check(MachineModel machine, ErrorReporter reporter) {
        if (machine.states().isEmpty() || machine.states().get().groups().isEmpty()) {
            return;
        }
        StatesModel states = machine.states().get();
        int before = reporter.errorCount();
        TypeElement enumType = states.enumType();
        String enumName = states.enumName();
        for (GroupModel group : states.groups()) {
            states.nameProblem(group).ifPresent(problem -> {
                switch (problem) {
                    case NOT_AN_IDENTIFIER -> reporter.onValue(Message.INVALID_GROUP_NAME, enumType,
                            group.annotation(), group.nameValue(), group.name(), Fixes.groupName(group.name(), states));
                    case A_STATES_NAME -> reporter.onValue(Message.GROUP_NAME_TAKEN, enumType, group.annotation(),
                            group.nameValue(), group.name(), "state " + group.name(), enumName);
                    case AN_EARLIER_GROUPS_NAME -> reporter.onValue(Message.GROUP_NAME_TAKEN, enumType,
                            group.annotation(), group.nameValue(), group.name(), "another group", enumName);
                }
            });
            if (group.states().isEmpty() && group.groups().isEmpty()) {
                reporter.onAnnotation(Message.EMPTY_GROUP, enumType, group.annotation(), group.name());
            }
            for (StateRef ref : group.states()) {
                if (states.find(ref.name()).isEmpty()) {
                    reporter.onValue(Message.UNKNOWN_STATE, enumType, group.annotation(), ref.value(), enumName,
                            ref.name(), DidYouMean.hint(ref.name(), states.servableStates()));
                }
            }
            for (StateRef ref : group.groups()) {
                if (states.findGroup(ref.name()).isEmpty()) {
                    // Not the group itself: nested in itself, it would be a cycle.
                    List<String> others = states.groupNames().stream().filter(name -> !name.equals(group.name()))
                            .distinct().toList();
                    reporter.onValue(Message.UNKNOWN_GROUP, enumType, group.annotation(), ref.value(), enumName,
                            ref.name(), group.name(), DidYouMean.hint(ref.name(), others, "other groups"));
                }
            }
        }
        checkTree(states, enumType, reporter);
        checkGroupHandlers(machine, states, reporter, reporter.errorCount() == before);
    }

    private void checkTree(StatesModel states, TypeElement enumType, ErrorReporter reporter) {
        Map<String, String> stateOwner = new HashMap<>();
        Map<String, String> groupOwner = new HashMap<>();
        for (GroupModel group : states.groups()) {
            for (StateRef ref : group.states()) {
                String first = stateOwner.putIfAbsent(ref.name(), group.name());
                if (first != null && !first.equals(group.name())) { // twice in one group is once
                    reporter.onValue(Message.GROUP_OVERLAP, enumType, group.annotation(), ref.value(), "State",
                            ref.name(), first, group.name());
                }
            }
            for (StateRef ref : group.groups()) {
                String first = groupOwner.putIfAbsent(ref.name(), group.name());
                if (first != null && !first.equals(group.name())) {
                    reporter.onValue(Message.GROUP_OVERLAP, enumType, group.annotation(), ref.value(), "Group",
                            ref.name(), first, group.name());
                }
            }
        }
        // With one owner each, following owners upwards from a group either ends or comes back.
        List<String> reported = new ArrayList<>();
        for (GroupModel group : states.groups()) {
            List<String> chain = new ArrayList<>(List.of(group.name()));
            for (String up = groupOwner.get(group.name()); up != null && !reported.contains(group.name());
                    up = groupOwner.get(up)) {
                if (up.equals(group.name())) {
                    reported.addAll(chain);
                    List<String> inward = new ArrayList<>(chain);
                    java.util.Collections.reverse(inward);
                    inward.add(0, group.name());
                    reporter.onValue(Message.GROUP_CYCLE, enumType, group.annotation(), group.nameValue(),
                            group.name(), String.join(" > ", inward), group.name(), chain.get(chain.size() - 1));
                    break;
                }
                if (chain.contains(up)) {
                    break; // a cycle above this group, reported on its own members
                }
                chain.add(up);
            }
        }
    }

    /** {@code soundTree}: the groups are a tree of known names, so that membership means something. */
    private void checkGroupHandlers(MachineModel machine, StatesModel states, ErrorReporter reporter,
            boolean soundTree) {
        for (HandlerModel handler : machine.handlers()) {
            if (soundTree) {
                checkGroupAndMember(machine, states, handler, reporter);
            }
        }
        for (HandlerModel handler : machine.handlers()) {
            if (!entersAGroupReturning(handler, machine)) {
                continue;
            }
            for (StateRef ref : handler.states()) {
                if (states.findGroup(ref.name()).isPresent()) {
                    reporter.onValue(Message.GROUP_ENTER_RETURNS, handler.method(), handler.annotation(), ref.value(),
                            Text.handler(handler, machine), ref.name(), TypeNames.simple(handler.returnType()));
                }
            }
        }
    }

    /**
     * Whether {@code handler} is an enter handler that serves a group and is not void: a group's enter runs
     * inside a transition and cannot redirect it, so its `to` is no question.
     */
    static boolean entersAGroupReturning(HandlerModel handler, MachineModel machine) {
        return handler.event() == Event.ENTER && handler.returns() != ReturnKind.VOID && machine.states()
                .filter(states -> handler.states().stream().anyMatch(ref -> states.findGroup(ref.name()).isPresent()))
                .isPresent();
    }

    /**
     * A handler (not a guard: a guard tries each state once) that serves a group and a state or group
     * inside it would run twice for that member. Reported on the member's name.
     */
    private void checkGroupAndMember(MachineModel machine, StatesModel states, HandlerModel handler,
            ErrorReporter reporter) {
        if (handler.isGuard()) {
            return;
        }
        for (StateRef outer : handler.states()) {
            Optional<GroupModel> group = states.findGroup(outer.name());
            if (group.isEmpty()) {
                continue;
            }
            for (StateRef inner : handler.states()) {
                if (inner != outer && !inner.name().equals(outer.name())
                        && contains(states, group.get(), inner.name(), new ArrayList<>())) {
                    String what = states.findGroup(inner.name()).isPresent() ? "group " : "state ";
                    reporter.onValue(Message.GROUP_AND_MEMBER, handler.method(), handler.annotation(), inner.value(),
                            handler.event().annotationName(), Text.handler(handler, machine), outer.name(),
                            what + inner.name(), outer.name());
                }
            }
        }
    }

    /** Whether {@code group} holds the state or group {@code name}, directly or through nested groups. */
    private static boolean contains(StatesModel states, GroupModel group, String name, List<String> seen) {
        if (seen.contains(group.name())) {
            return false; // a cycle, reported by the tree check
        }
        seen.add(group.name());
        for (StateRef ref : group.states()) {
            if (ref.name().equals(name)) {
                return true;
            }
        }
        for (StateRef ref : group.groups()) {
            if (ref.name().equals(name) || states.findGroup(ref.name())
                    .filter(nested -> contains(states, nested, name, seen)).isPresent()) {
                return true;
            }
        }
        return false;
    }

    @Override
    public boolean graphNeedsIt() {
        return true;
    }
}
