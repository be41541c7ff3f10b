package dev.brainstem.processor.model;

import java.util.List;
import java.util.Optional;

/**
 * A {@code @StateGroup} resolved: its place in the tree of groups and every state in it.
 *
 * @param index its place among the enum's groups, in the order written
 * @param depth 0 for a group in no other, 1 for one nested in such a group, and so on
 * @param parent the index of the group it is nested in, or -1
 * @param members every state in it, its nested groups' included, in ordinal order
 * @param initial the direct member (a state's or a nested group's name) entering it by name enters, if any
 * @param history what entering it by name resumes
 * @param constant its constant, the pseudo-state that names it as a target, if the enum declares one
 */
public record Group(String name, int index, int depth, int parent, List<State> members, Optional<String> initial,
        HistoryKind history, Optional<State> constant) {
    public Group {
        members = List.copyOf(members);
    }

    /** Whether it keeps a history: entering it by name resumes. */
    public boolean keepsHistory() {
        return history != HistoryKind.NONE;
    }

    public boolean contains(State state) {
        return members.contains(state);
    }

    /** Whether its members are consecutive ordinals: membership is then a range check. */
    public boolean isRange() {
        return members.get(members.size() - 1).ordinal() - members.get(0).ordinal() == members.size() - 1;
    }
}
