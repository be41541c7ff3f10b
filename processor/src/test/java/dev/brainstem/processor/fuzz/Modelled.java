package dev.brainstem.processor.fuzz;

import dev.brainstem.processor.fuzz.MachineSpec.Event;
import dev.brainstem.processor.fuzz.MachineSpec.HandlerSpec;
import dev.brainstem.processor.fuzz.MachineSpec.StateSpec;
import dev.brainstem.runtime.reference.Handler;
import dev.brainstem.runtime.reference.Machine;
import dev.brainstem.runtime.reference.Script;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;

/**
 * A fuzzed machine as the shared reference model ({@code dev.brainstem.runtime.reference}, from the
 * runtime's test jar) reads it, and the {@link World} that drives both sides: the generated handlers'
 * bodies call {@link World#call}, and so does the model's {@link Script}.
 */
final class Modelled {
    private Modelled() {}

    /**
     * The machine's description: its states, initial state, entry points, settle, limit and mode, and
     * for each (state, event) the handler Java and the design resolve ({@link MachineSpec#effective}).
     */
    static Machine machine(MachineSpec spec) {
        List<String> states = spec.stateNames();
        Machine.Builder b = Machine.builder(spec.entity, states).initial(spec.initialName()).settle(spec.settle)
                .maxTransitionsPerTick(spec.limit()).idMode(spec.idMode);
        for (StateSpec state : spec.states) {
            if (state.entryPoint) {
                b.entryPoints(state.name);
            }
        }
        Map<HandlerSpec, Handler> handlers = new HashMap<>();
        for (Event event : Event.values()) {
            for (String state : states) {
                spec.effective(event, state)
                        .ifPresent(h -> b.on(handlers.computeIfAbsent(h, Modelled::handler), state));
            }
        }
        return b.build();
    }

    /** The handler; a {@code to} that names a state twice (a mutant may) lists it once. */
    private static Handler handler(HandlerSpec h) {
        return new Handler(h.index, h.name, h.event.code(), h.returnsState, h.hasArg,
                new ArrayList<>(new LinkedHashSet<>(h.to)));
    }

    /** The model's script: each handler call is the world's, by entity key and handler index. */
    static Script script(World world) {
        return (entity, handler, state, arg, dt) -> world.call(entity.key(), handler.index(), arg, dt);
    }

    /** How a one-entity machine's exceptions name entity {@code key}: {@code "E3"}, or {@code "id 3"}. */
    static String describe(Machine machine, int key) {
        return machine.idMode() ? "id " + key : "E" + key;
    }

    /** The options each handler's script picks from, as ordinals; what {@link World} is built with. */
    static int[][] options(MachineSpec spec) {
        int[][] options = new int[spec.handlers.size()][];
        for (HandlerSpec h : spec.handlers) {
            List<Integer> ordinals = new ArrayList<>();
            if (h.returnsState) {
                for (String option : h.options) {
                    int ordinal = option == null ? -1 : spec.ordinal(option);
                    if (option == null || ordinal >= 0) {
                        ordinals.add(ordinal);
                    }
                }
            }
            options[h.index] = ordinals.stream().mapToInt(Integer::intValue).toArray();
        }
        return options;
    }

    /** Whether each handler is an update handler: those are the ones that call the world's hook. */
    static boolean[] updates(MachineSpec spec) {
        boolean[] updates = new boolean[spec.handlers.size()];
        for (HandlerSpec h : spec.handlers) {
            updates[h.index] = h.event == Event.UPDATE;
        }
        return updates;
    }

    /** The edges as {@code MachineInfo} lists them: update edges, then enter redirects, each by source ordinal. */
    static List<String> edges(Machine machine) {
        List<String> edges = new ArrayList<>();
        for (Event event : List.of(Event.UPDATE, Event.ENTER)) {
            for (int from = 0; from < machine.stateCount(); from++) {
                Handler h = machine.handler(event.code(), from);
                if (h != null) {
                    for (String to : h.to()) {
                        edges.add(machine.stateName(from) + " -> " + to + (event == Event.ENTER ? " (enter)" : ""));
                    }
                }
            }
        }
        return edges;
    }
}
