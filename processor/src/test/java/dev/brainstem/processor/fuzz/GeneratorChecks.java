package dev.brainstem.processor.fuzz;

import dev.brainstem.processor.fuzz.MachineSpec.Event;
import dev.brainstem.processor.fuzz.MachineSpec.HandlerSpec;

/** Facts about a (possibly mutated) machine that decide whether the design requires an error. */
final class GeneratorChecks {
    private GeneratorChecks() {}

    /** Whether every state is reachable from the initial state and the entry points (the {@code @Back} constant and the groups' constants are no states to reach; a group target reaches its initial state). */
    static boolean allReachable(MachineSpec m) {
        java.util.List<String> states = new java.util.ArrayList<>(m.stateNames());
        states.remove(m.back());
        states.removeAll(m.groupConstants());
        return m.states.isEmpty() || MachineGenerator.reachable(m).containsAll(states);
    }

    /** Whether one class has two handlers for the same (state, event). */
    static boolean hasDuplicatePair(MachineSpec m) {
        for (HandlerSpec a : m.handlers) {
            for (HandlerSpec b : m.handlers) {
                if (a != b && a.inBase == b.inBase && a.event == b.event && a.event != Event.GUARD
                        && a.value.stream().anyMatch(b.value::contains)) {
                    return true;
                }
            }
        }
        return false;
    }

    static boolean anyOf(MachineSpec m, Event event) {
        return m.handlers.stream().anyMatch(h -> h.event == event);
    }
}
