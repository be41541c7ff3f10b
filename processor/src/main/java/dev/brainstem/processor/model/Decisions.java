package dev.brainstem.processor.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * Each state's decision, in the design's order: the updates of its groups (outermost first), its guards,
 * its own update. Built once: the writers ask for it per state several times.
 */
final class Decisions {
    /** Each state's guards in decision order; by ordinal. */
    private final List<List<Step.Guard>> guards;
    /** Each state's decision; by ordinal. */
    private final List<List<Step>> decisions;

    Decisions(List<State> states, List<HandlerModel> handlers, GroupTree groups,
            Function<HandlerModel, List<State>> served, Function<String, State> state,
            BiFunction<Event, State, Optional<HandlerModel>> handler) {
        this.guards = orderGuards(states, handlers, served, state);
        List<List<Step>> decided = new ArrayList<>();
        for (State s : states) {
            List<Step> steps = new ArrayList<>();
            for (Group group : groups.groupsOf(s)) {
                groups.groupHandler(Event.UPDATE, group).ifPresent(h -> steps.add(new Step.GroupUpdate(group, h)));
            }
            steps.addAll(guards.get(s.ordinal()));
            handler.apply(Event.UPDATE, s).ifPresent(h -> steps.add(new Step.Update(h)));
            decided.add(List.copyOf(steps));
        }
        this.decisions = List.copyOf(decided);
    }

    /**
     * Each state's guards: a superclass's before its subclass's, each class's in declaration order; a
     * guard from a group guards each member but the state it leads to.
     */
    private static List<List<Step.Guard>> orderGuards(List<State> states, List<HandlerModel> handlers,
            Function<HandlerModel, List<State>> served, Function<String, State> state) {
        List<List<Step.Guard>> guards = new ArrayList<>();
        for (int i = 0; i < states.size(); i++) {
            guards.add(new ArrayList<>());
        }
        for (HandlerModel handler : DeclarationOrder.superclassesFirst(handlers, HandlerModel::isGuard)) {
            State target = state.apply(handler.targets().get(0).name());
            for (State from : served.apply(handler)) {
                if (!from.equals(target) && guards.get(from.ordinal()).stream().noneMatch(g -> g.handler() == handler)) {
                    guards.get(from.ordinal()).add(new Step.Guard(handler, target));
                }
            }
        }
        return guards.stream().map(List::copyOf).toList();
    }

    List<Step.Guard> guards(State state) {
        return guards.get(state.ordinal());
    }

    List<Step> decision(State state) {
        return decisions.get(state.ordinal());
    }
}
