package dev.brainstem.processor.model;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * The machine's edges as {@link EdgeGroup}s, one per handler (and one per {@code @After}, last): those the
 * checks and the writers follow, and those drawn, where an edge to the {@code @Back} pseudo-state becomes
 * edges to where it leads.
 */
final class Edges {
    /** The events whose handlers may move an entity, in the order edges are listed. */
    static final List<Event> MOVING_EVENTS = List.of(Event.UPDATE, Event.ENTER);

    private final List<EdgeGroup> followed;
    private final List<EdgeGroup> drawn;

    Edges(List<State> states, BiFunction<Event, State, Optional<HandlerModel>> handler,
            Function<HandlerModel, List<State>> targets, GroupTree groups, Decisions decisions,
            MessageLookup messages, List<EdgeGroup> afters) {
        List<EdgeGroup> edges = new ArrayList<>();
        for (Event event : MOVING_EVENTS) {
            Map<HandlerModel, List<State>> sources = new IdentityLinkedMap<>();
            for (State state : states) {
                handler.apply(event, state).filter(h -> !h.targets().isEmpty())
                        .ifPresent(h -> sources.computeIfAbsent(h, k -> new ArrayList<>()).add(state));
            }
            sources.forEach((h, from) -> edges.add(new EdgeGroup(event, h, from, targets.apply(h))));
            if (event == Event.UPDATE) {
                // A group's update: its own edge groups, even when its method also serves states.
                for (Group group : groups.groups()) {
                    groups.groupHandler(event, group).filter(h -> !h.targets().isEmpty()).ifPresent(h ->
                            edges.add(new EdgeGroup(event, h, group.members(), targets.apply(h), group.name())));
                }
            }
        }
        Map<HandlerModel, List<State>> guarded = new IdentityLinkedMap<>();
        for (State state : states) {
            for (Step.Guard guard : decisions.guards(state)) {
                guarded.computeIfAbsent(guard.handler(), k -> new ArrayList<>()).add(state);
            }
        }
        guarded.forEach((h, from) -> edges.add(new EdgeGroup(Event.GUARD, h,
                from.stream().sorted(Comparator.comparingInt(State::ordinal)).toList(), targets.apply(h), h.name())));
        Map<HandlerModel, List<State>> messaged = new IdentityLinkedMap<>();
        for (HandlerModel h : messages.reached()) {
            for (State state : states) {
                if (messages.lookup(state).contains(h)) {
                    messaged.computeIfAbsent(h, k -> new ArrayList<>()).add(state);
                }
            }
        }
        messaged.forEach((h, from) -> {
            if (!h.targets().isEmpty()) {
                edges.add(new EdgeGroup(Event.MESSAGE, h, from, targets.apply(h),
                        h.messageType().orElseThrow().simpleName()));
            }
        });
        edges.addAll(afters);
        this.followed = List.copyOf(edges);
        Optional<State> back = states.stream().filter(State::back).findFirst();
        this.drawn = back.isPresent() ? expandBacks(states, followed, back.get()) : followed;
    }

    /**
     * Edges to the {@code @Back} pseudo-state become edges to where it leads: from each interrupt the
     * handler serves, to the states that interrupt can be entered from (those with an edge into it, or
     * every state for an entry point, which game code may enter from anywhere; never a pseudo-state, which no
     * entity is ever in, so none is ever suspended).
     */
    private static List<EdgeGroup> expandBacks(List<State> states, List<EdgeGroup> followed, State back) {
        Map<State, Set<State>> enteredFrom = new LinkedHashMap<>();
        for (State interrupt : states.stream().filter(State::interrupt).toList()) {
            Set<State> from = new TreeSet<>(Comparator.comparingInt(State::ordinal));
            if (interrupt.entryPoint()) {
                states.stream().filter(s -> !s.equals(interrupt) && !s.pseudo()).forEach(from::add);
            }
            for (EdgeGroup group : followed) {
                if (group.targets().contains(interrupt)) {
                    group.sources().stream().filter(s -> !s.equals(interrupt)).forEach(from::add);
                }
            }
            enteredFrom.put(interrupt, from);
        }
        List<EdgeGroup> expanded = new ArrayList<>();
        for (EdgeGroup group : followed) {
            if (!group.targets().contains(back)) {
                expanded.add(group);
                continue;
            }
            List<State> others = group.targets().stream().filter(t -> !t.equals(back)).toList();
            if (!others.isEmpty()) {
                expanded.add(new EdgeGroup(group.event(), group.handler(), group.sources(), others, group.label()));
            }
            for (State source : group.sources()) {
                Set<State> to = enteredFrom.getOrDefault(source, Set.of());
                if (!to.isEmpty()) {
                    expanded.add(new EdgeGroup(group.event(), group.handler(), List.of(source), List.copyOf(to),
                            group.label(), true));
                }
            }
        }
        return List.copyOf(expanded);
    }

    List<EdgeGroup> followed() {
        return followed;
    }

    List<EdgeGroup> drawn() {
        return drawn;
    }
}
