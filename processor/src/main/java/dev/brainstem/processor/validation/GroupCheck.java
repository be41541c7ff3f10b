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
import javax.lang.model.element.TypeElement;

/**
 * Check 8, groups: each {@code @StateGroup} has a name no state or other group has, names known states
 * and groups, is not empty, and the groups form a tree (a state or a group in at most one group, no
 * group inside itself). A group's enter handler is void. Its errors leave no graph: the graph resolves
 * the tree.
 */
final class GroupCheck implements Check.OnModel {
    @Override
    public void check(MachineModel machine, ErrorReporter reporter) {
        if (machine.states().isEmpty() || machine.states().get().groups().isEmpty()) {
            return;
        }
        StatesModel states = machine.states().get();
        TypeElement enumType = states.enumType();
        String enumName = states.enumName();
        Map<String, GroupModel> byName = new HashMap<>();
        for (GroupModel group : states.groups()) {
            if (states.find(group.name()).isPresent()) {
                reporter.onValue(Message.GROUP_NAME_TAKEN, enumType, group.annotation(), group.nameValue(),
                        group.name(), "state " + group.name(), enumName);
            } else if (byName.putIfAbsent(group.name(), group) != null) {
                reporter.onValue(Message.GROUP_NAME_TAKEN, enumType, group.annotation(), group.nameValue(),
                        group.name(), "another group", enumName);
            }
            if (group.states().isEmpty() && group.groups().isEmpty()) {
                reporter.onAnnotation(Message.EMPTY_GROUP, enumType, group.annotation(), group.name());
            }
            for (StateRef ref : group.states()) {
                if (states.find(ref.name()).isEmpty()) {
                    reporter.onValue(Message.UNKNOWN_STATE, enumType, group.annotation(), ref.value(), enumName,
                            ref.name(), DidYouMean.hint(ref.name(), states.names()));
                }
            }
            for (StateRef ref : group.groups()) {
                if (states.findGroup(ref.name()).isEmpty()) {
                    reporter.onValue(Message.UNKNOWN_GROUP, enumType, group.annotation(), ref.value(), enumName,
                            ref.name(), group.name(), DidYouMean.hint(ref.name(), states.groupNames(), "groups"));
                }
            }
        }
        checkTree(states, enumType, reporter);
        checkGroupHandlers(machine, states, reporter);
    }

    private void checkTree(StatesModel states, TypeElement enumType, ErrorReporter reporter) {
        Map<String, String> stateOwner = new HashMap<>();
        Map<String, String> groupOwner = new HashMap<>();
        for (GroupModel group : states.groups()) {
            for (StateRef ref : group.states()) {
                String first = stateOwner.putIfAbsent(ref.name(), group.name());
                if (first != null) {
                    reporter.onValue(Message.GROUP_OVERLAP, enumType, group.annotation(), ref.value(), "State",
                            ref.name(), first, group.name());
                }
            }
            for (StateRef ref : group.groups()) {
                String first = groupOwner.putIfAbsent(ref.name(), group.name());
                if (first != null) {
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
                            group.name(), String.join(" > ", inward), group.name());
                    break;
                }
                if (chain.contains(up)) {
                    break; // a cycle above this group, reported on its own members
                }
                chain.add(up);
            }
        }
    }

    private void checkGroupHandlers(MachineModel machine, StatesModel states, ErrorReporter reporter) {
        for (HandlerModel handler : machine.handlers()) {
            if (handler.event() != Event.ENTER || handler.returns() == ReturnKind.VOID) {
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

    @Override
    public boolean graphNeedsIt() {
        return true;
    }
}
