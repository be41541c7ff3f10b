package dev.brainstem.samples.fsm;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What the handlers of a test machine do: each records its call in {@link #log}, and the ones that
 * return a state return what the test scripted for that state, one result per call, then null.
 * Handlers return through this class rather than a constant, so the processor cannot read their
 * bodies and the runtime checks are the ones tested.
 */
final class Script<S extends Enum<S>> {
    final List<String> log = new ArrayList<>();
    private final Map<S, Deque<S>> updates;
    private final Map<S, Deque<S>> enters;
    private final Map<String, RuntimeException> failures = new LinkedHashMap<>();

    Script(Class<S> states) {
        updates = new EnumMap<>(states);
        enters = new EnumMap<>(states);
    }

    /** The next calls of {@code state}'s update return {@code results}, in order; later ones null. */
    @SafeVarargs
    final Script<S> updates(S state, S... results) {
        for (S result : results) {
            queue(updates, state).add(result);
        }
        return this;
    }

    /** The next calls of {@code state}'s enter return {@code results}, in order; later ones null. */
    @SafeVarargs
    final Script<S> enters(S state, S... results) {
        for (S result : results) {
            queue(enters, state).add(result);
        }
        return this;
    }

    /** Every handler call whose log line starts with {@code call} throws {@code failure}, until {@link #heal}. */
    Script<S> fails(String call, RuntimeException failure) {
        failures.put(call, failure);
        return this;
    }

    void heal() {
        failures.clear();
    }

    /** Forgets the log, not the script. */
    List<String> clear() {
        List<String> copy = List.copyOf(log);
        log.clear();
        return copy;
    }

    S update(S state, float dt) {
        record("update " + state + " " + dt);
        return queue(updates, state).poll();
    }

    S update(S state) {
        record("update " + state);
        return queue(updates, state).poll();
    }

    S enter(S state, S from) {
        record("enter " + state + " from " + from);
        return queue(enters, state).poll();
    }

    S enter(S state) {
        record("enter " + state);
        return queue(enters, state).poll();
    }

    void exit(S state, S to) {
        record("exit " + state + " to " + to);
    }

    void exit(S state) {
        record("exit " + state);
    }

    /** The same for an id-mode system: the log line starts with the id. */
    S update(int id, S state, float dt) {
        record(id + ": update " + state + " " + dt);
        return queue(updates, state).poll();
    }

    S update(int id, S state) {
        record(id + ": update " + state);
        return queue(updates, state).poll();
    }

    S enter(int id, S state, S from) {
        record(id + ": enter " + state + " from " + from);
        return queue(enters, state).poll();
    }

    S enter(int id, S state) {
        record(id + ": enter " + state);
        return queue(enters, state).poll();
    }

    void exit(int id, S state, S to) {
        record(id + ": exit " + state + " to " + to);
    }

    private void record(String line) {
        log.add(line);
        for (Map.Entry<String, RuntimeException> failure : failures.entrySet()) {
            if (line.startsWith(failure.getKey())) {
                throw failure.getValue();
            }
        }
    }

    private Deque<S> queue(Map<S, Deque<S>> script, S state) {
        return script.computeIfAbsent(state, s -> new ArrayDeque<>());
    }
}
