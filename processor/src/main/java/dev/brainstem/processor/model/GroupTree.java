package dev.brainstem.processor.model;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * The enum's groups resolved as a tree: each group's depth, parent and members, and the handlers that
 * serve a group as a whole. Built from groups that check 8 has made a tree of known names.
 */
final class GroupTree {
    private final List<Group> groups;
    private final HandlerTable handlers;

    GroupTree(StatesModel states, Function<String, State> state, HandlerTable handlers) {
        List<GroupModel> declared = states.groups();
        this.handlers = handlers;
        Map<String, Integer> index = new HashMap<>();
        for (int i = 0; i < declared.size(); i++) {
            index.put(declared.get(i).name(), i);
        }
        int[] parent = new int[declared.size()];
        Arrays.fill(parent, -1);
        for (int i = 0; i < declared.size(); i++) {
            for (StateRef child : declared.get(i).groups()) {
                parent[index.get(child.name())] = i;
            }
        }
        List<Group> resolved = new ArrayList<>();
        for (int i = 0; i < declared.size(); i++) {
            int depth = 0;
            for (int p = parent[i]; p >= 0; p = parent[p]) {
                depth++;
            }
            List<State> members = new ArrayList<>();
            collect(declared, index, i, state, members);
            members.sort(Comparator.comparingInt(State::ordinal));
            GroupModel group = declared.get(i);
            Optional<State> constant = states.constantOf(group);
            resolved.add(new Group(group.name(), i, depth, parent[i], members, group.initial().map(StateRef::name),
                    group.history(), constant));
        }
        this.groups = List.copyOf(resolved);
    }

    private static void collect(List<GroupModel> declared, Map<String, Integer> index, int group,
            Function<String, State> state, List<State> into) {
        for (StateRef ref : declared.get(group).states()) {
            if (!into.contains(state.apply(ref.name()))) { // a state listed twice is in the group once
                into.add(state.apply(ref.name()));
            }
        }
        for (StateRef child : declared.get(group).groups()) {
            collect(declared, index, index.get(child.name()), state, into);
        }
    }

    List<Group> groups() {
        return groups;
    }

    Optional<Group> group(String name) {
        return groups.stream().filter(g -> g.name().equals(name)).findFirst();
    }

    /** The groups that contain {@code state}, outermost first. */
    List<Group> groupsOf(State state) {
        return groups.stream().filter(g -> g.contains(state)).sorted(Comparator.comparingInt(Group::depth)).toList();
    }

    /** The handler of {@code event} that serves {@code group} as a whole. */
    Optional<HandlerModel> groupHandler(Event event, Group group) {
        return handlers.serving(event, group.name());
    }

    /** The groups with a handler of {@code event}; innermost first for EXIT, outermost first otherwise. */
    List<Group> groupsWith(Event event) {
        Comparator<Group> order = Comparator.comparingInt(Group::depth);
        return groups.stream().filter(g -> groupHandler(event, g).isPresent())
                .sorted(event == Event.EXIT ? order.reversed() : order).toList();
    }
}
