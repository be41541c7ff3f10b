package dev.brainstem.processor.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * Each state's timing, built once from the {@code @After}s and the decisions: its timers in declaration
 * order (an {@code @After} of a group times each of the group's states), which of them can ever fire, how
 * often it decides ({@code every}), and whether it sleeps (docs/semantics.md, "Timed transitions" and
 * "Time slicing").
 */
final class Timers {
    /** Each state's timers, in declaration order; by ordinal. */
    private final List<List<Timer>> timers;
    /** Each state's {@code every}: the first one its decision's updates give that is not 0; by ordinal. */
    private final int[] every;
    private final boolean[] sleeps;

    Timers(List<State> states, List<AfterModel> afters, Function<List<StateRef>, List<State>> served,
            Function<String, State> state, Function<State, List<Step>> decision) {
        List<List<Timer>> byState = new ArrayList<>();
        for (int i = 0; i < states.size(); i++) {
            byState.add(new ArrayList<>());
        }
        for (AfterModel after : afters) {
            if (after.to().isEmpty()) {
                continue; // javac reports the missing `to`
            }
            State target = state.apply(after.to().get().name());
            for (State from : served.apply(after.states())) {
                byState.get(from.ordinal()).add(new Timer(after, target));
            }
        }
        this.timers = byState.stream().map(List::copyOf).toList();
        this.every = new int[states.size()];
        this.sleeps = new boolean[states.size()];
        for (State s : states) {
            every[s.ordinal()] = decision.apply(s).stream().filter(step -> !(step instanceof Step.Guard))
                    .mapToInt(step -> step.handler().every()).filter(e -> e != 0).findFirst().orElse(0);
            sleeps[s.ordinal()] = decision.apply(s).isEmpty() && !s.pseudo();
        }
    }

    List<Timer> timers(State state) {
        return timers.get(state.ordinal());
    }

    /**
     * The timers of {@code state} that can fire, in declaration order: all but the constants another
     * constant shadows. Of two constants one always shadows the other, so at most one is left.
     */
    List<Timer> armed(State state) {
        return timers(state).stream().filter(t -> shadowing(state, t).isEmpty()).toList();
    }

    /**
     * The constant timer of {@code state} that always falls due before {@code timer} does, if {@code timer}
     * is a constant and one does: the smallest constant, the one declared first of equal ones (ties go to
     * the first), when it is another.
     */
    Optional<Timer> shadowing(State state, Timer timer) {
        if (!timer.constant()) {
            return Optional.empty();
        }
        Timer first = timer;
        for (Timer other : timers(state)) {
            if (other.constant() && (other.seconds() < first.seconds()
                    || other.seconds() == first.seconds() && other.after().index() < first.after().index())) {
                first = other;
            }
        }
        return first == timer ? Optional.empty() : Optional.of(first);
    }

    int every(State state) {
        return every[state.ordinal()];
    }

    boolean sleeps(State state) {
        return sleeps[state.ordinal()];
    }
}
