package dev.brainstem.processor.validation;

import dev.brainstem.processor.model.BodyReturns;
import dev.brainstem.processor.model.Event;
import dev.brainstem.processor.model.HandlerModel;
import dev.brainstem.processor.model.MachineGraph;
import dev.brainstem.processor.model.ReturnedState;
import dev.brainstem.processor.model.State;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Check 10: enter handlers that always redirect, among themselves only. A state's enter always
 * redirects when its body was read whole and every return names a constant other than that state
 * (no {@code null}, no unknown value). The states whose every redirect leads to another such state
 * form a trap: an entity that enters one never settles, and the transition always ends in
 * {@code TransitionLimitException}. Found as the largest such set, by removing states with a way out
 * until none is left to remove. Where bodies were not read, nothing is said.
 */
final class RedirectCycleCheck implements Check.OnGraph {
    @Override
    public void check(MachineGraph graph, ErrorReporter reporter) {
        List<Set<State>> redirects = new ArrayList<>();
        Set<State> trap = new LinkedHashSet<>();
        for (State state : graph.states()) {
            Set<State> targets = alwaysRedirects(graph, state).orElse(null);
            redirects.add(targets);
            if (targets != null) {
                trap.add(state);
            }
        }
        boolean removed = true;
        while (removed) {
            removed = trap.removeIf(state -> !trap.containsAll(redirects.get(state.ordinal())));
        }
        if (trap.isEmpty()) {
            return;
        }
        State first = trap.iterator().next();
        HandlerModel handler = graph.handler(Event.ENTER, first).orElseThrow();
        List<String> names = trap.stream().map(State::name).toList();
        reporter.onElement(Message.REDIRECT_CYCLE, handler.method(), Text.join(names),
                Text.handler(handler, graph.model()), first.name());
    }

    /** The states the enter of {@code state} may redirect to, when it always redirects. */
    private static Optional<Set<State>> alwaysRedirects(MachineGraph graph, State state) {
        Optional<HandlerModel> handler = graph.handler(Event.ENTER, state);
        if (handler.isEmpty() || !handler.get().returnsState() || handler.get().body().isEmpty()) {
            return Optional.empty();
        }
        BodyReturns body = handler.get().body().get();
        if (!body.complete() || body.returnsNull() || body.constants().isEmpty()) {
            return Optional.empty();
        }
        Set<State> targets = new LinkedHashSet<>();
        for (ReturnedState returned : body.constants()) {
            State target = graph.state(returned.name());
            if (target.equals(state)) {
                return Optional.empty(); // returning the state entered stays
            }
            targets.add(target);
        }
        return Optional.of(targets);
    }
}
