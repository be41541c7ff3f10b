package dev.brainstem.processor.model;

import java.util.List;

/**
 * The edges one handler's {@code to} makes: from every state it serves to every state it lists. A
 * machine's graph is held as these groups, never as single edges, so that its size grows with states
 * and handlers: one shared update of 1,000 states that lists them all is one group, not a million edges.
 *
 * <p>An {@code @After}'s edges are a group too (event {@link Event#AFTER}), the only one without a handler.
 *
 * @param handler the handler whose {@code to} it is; null for an {@code @After}'s
 * @param sources the states it serves, in ordinal order
 * @param targets the states of its {@code to}, in the order written, each once
 * @param label for a guard, its method's name; for a group's update, the group's name; for an
 *     {@code @After}, its delay ({@code after 2.5s}, {@code after patience()}); else null
 * @param back whether these are where the handler's {@code @Back} leads: from each interrupt it serves
 *     to the states that interrupt can be entered from
 */
public record EdgeGroup(Event event, HandlerModel handler, List<State> sources, List<State> targets, String label,
        boolean back) {
    public EdgeGroup {
        sources = List.copyOf(sources);
        targets = List.copyOf(targets);
    }

    public EdgeGroup(Event event, HandlerModel handler, List<State> sources, List<State> targets, String label) {
        this(event, handler, sources, targets, label, false);
    }

    public EdgeGroup(Event event, HandlerModel handler, List<State> sources, List<State> targets) {
        this(event, handler, sources, targets, null);
    }
}
