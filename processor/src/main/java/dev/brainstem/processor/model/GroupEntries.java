package dev.brainstem.processor.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * Where entering a group by its name leads (docs/semantics.md, "Groups you enter, and history"): its
 * history's state when it keeps one, else its initial member, a nested group entered by name in turn.
 * Everything that needs no history is followed here, once, so that generated code reads a history
 * only where one can change the answer. Built from groups whose initials are direct members (checked).
 */
final class GroupEntries {
    private final List<Group> groups;
    private final Function<String, State> state;
    private final List<Group> historyGroups;

    GroupEntries(List<Group> groups, Function<String, State> state) {
        this.groups = groups;
        this.state = state;
        this.historyGroups = groups.stream().filter(Group::keepsHistory).toList();
    }

    List<Group> historyGroups() {
        return historyGroups;
    }

    /** The groups nested directly in {@code group}, in the order written. */
    List<Group> nested(Group group) {
        return groups.stream().filter(g -> g.parent() == group.index()).toList();
    }

    /** The group {@code group}'s initial names, when it names a nested group rather than a state. */
    Optional<Group> initialGroup(Group group) {
        return group.initial().flatMap(name -> groups.stream().filter(g -> g.name().equals(name)).findFirst());
    }

    /** The state entering {@code group} by its name leads to when no history holds a state: its initials followed down. */
    State firstState(Group group) {
        Optional<Group> nested = initialGroup(group);
        return nested.isPresent() ? firstState(nested.get()) : state.apply(group.initial().orElseThrow());
    }

    /**
     * The history group whose entry by name decides where entering {@code group} by name leads: the
     * group itself when it keeps a history, else the first one down its initials; empty when no history
     * is on the way, and the answer is always {@link #firstState}.
     */
    Optional<Group> decidingHistory(Group group) {
        if (group.keepsHistory()) {
            return Optional.of(group);
        }
        return initialGroup(group).flatMap(this::decidingHistory);
    }

    /**
     * The groups some transition, start or history may enter by name: those whose constant is a target of
     * {@code targets} or is startable, the initial groups of those, and the groups nested directly in a
     * shallow-history group among them.
     */
    List<Group> enteredByName(List<State> targets) {
        List<Group> entered = new ArrayList<>();
        for (Group group : groups) {
            if (group.constant().filter(targets::contains).isPresent()) {
                enter(group, entered);
            }
        }
        return List.copyOf(entered);
    }

    private void enter(Group group, List<Group> entered) {
        if (entered.contains(group)) {
            return;
        }
        entered.add(group);
        initialGroup(group).ifPresent(g -> enter(g, entered));
        if (group.history() == HistoryKind.SHALLOW) {
            nested(group).forEach(g -> enter(g, entered));
        }
    }
}
