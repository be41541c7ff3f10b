package dev.brainstem.processor.fuzz;

import dev.brainstem.processor.fuzz.MachineSpec.Event;
import dev.brainstem.processor.fuzz.MachineSpec.HandlerSpec;
import dev.brainstem.processor.fuzz.MachineSpec.StateSpec;
import dev.brainstem.runtime.reference.Handler;
import dev.brainstem.runtime.reference.Machine;
import dev.brainstem.runtime.reference.Regions;
import dev.brainstem.runtime.reference.RegionsScript;
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
     * The machine's description: its states, initial state, entry points, settle, limit and mode, its
     * groups, for each (state or group, event) the handler Java and the design resolve
     * ({@link MachineSpec#effective}), its guards in the order decisions try them
     * ({@link MachineSpec#guardOrder}), and its message handlers in declaration order with the levels
     * they serve ({@link MachineSpec#effectiveMessages}), their types the compiled classes
     * {@code messageTypes} gives by name.
     */
    static Machine machine(MachineSpec spec, java.util.function.Function<String, Class<?>> messageTypes) {
        return machine(spec, spec.entity, messageTypes);
    }

    /**
     * A machine with regions as the model reads it: region 0 is {@link #machine} of the spec itself,
     * named after the machine class; region k its k-th other region's, named {@code Entity.Enum} (as its
     * generated {@code INFO}).
     */
    static Regions regions(MachineSpec spec, java.util.function.Function<String, Class<?>> messageTypes) {
        List<Machine> machines = new ArrayList<>();
        machines.add(machine(spec, messageTypes));
        for (MachineSpec region : spec.regions) {
            machines.add(machine(region, regionName(spec, region), messageTypes));
        }
        return Regions.of(spec.entity, machines);
    }

    /** How the generated code names another region: {@code Soldier.Weapon}. */
    static String regionName(MachineSpec spec, MachineSpec region) {
        return spec.entity + "." + region.enumName;
    }

    /**
     * The script of a machine with regions: each call is the world's, as {@link #script}'s, a handler's
     * {@code @Current} being its own region's state or the state of the region it reads ({@code -1}: a
     * region not entered yet, null).
     */
    static RegionsScript regionsScript(World world, MachineSpec spec) {
        int count = spec.allHandlers().size();
        boolean[] time = new boolean[count];
        boolean[] current = new boolean[count];
        int[] of = new int[count];
        for (HandlerSpec h : spec.allHandlers()) {
            time[h.index] = h.readsTime && h.timeType == null && h.parameters == null;
            current[h.index] = h.readsCurrent && h.currentType == null && h.parameters == null;
            of[h.index] = h.currentOf;
        }
        List<MachineSpec> regions = spec.allRegions();
        return new RegionsScript() {
            @Override
            public int call(dev.brainstem.runtime.reference.Entity entity, int region, Handler handler, int[] states,
                    int arg, float dt) {
                int i = handler.index();
                return world.call(entity.key(), i, handler.isMessage() ? ((World.Letter) entity.message()).serial() : arg,
                        dt, current[i] ? states[of[i] >= 0 ? of[i] : region] : World.NO_ARG,
                        time[i] ? entity.time() : World.NO_DT);
            }

            @Override
            public float delay(dev.brainstem.runtime.reference.Entity entity, int region, Machine.Timer timer, int state) {
                return world.delay(entity.key(), regions.get(region).afters.get(timer.index()).index);
            }
        };
    }

    /** Every region's handlers' options ({@link #options}), by index across the regions. */
    static int[][] regionsOptions(MachineSpec spec) {
        List<HandlerSpec> all = spec.allHandlers();
        int[][] options = new int[all.size()][];
        for (MachineSpec region : spec.allRegions()) {
            int[][] own = options(region, all.size());
            for (HandlerSpec h : region.handlers) {
                options[h.index] = own[h.index];
            }
        }
        return options;
    }

    /** Every region's update and message handlers ({@link #updates}), by index across the regions. */
    static boolean[] regionsUpdates(MachineSpec spec) {
        boolean[] updates = new boolean[spec.allHandlers().size()];
        for (HandlerSpec h : spec.allHandlers()) {
            updates[h.index] = h.event == Event.UPDATE || h.event == Event.MESSAGE;
        }
        return updates;
    }

    private static Machine machine(MachineSpec spec, String name,
            java.util.function.Function<String, Class<?>> messageTypes) {
        List<String> states = spec.stateNames();
        Machine.Builder b = Machine.builder(name, states).initial(spec.initialName()).settle(spec.settle)
                .maxTransitionsPerTick(spec.limit()).idMode(spec.idMode).readsTime(spec.readsTime());
        for (StateSpec state : spec.states) {
            if (state.entryPoint) {
                b.entryPoints(state.name);
            }
            if (state.interrupt) {
                b.interrupts(state.name);
            }
            if (state.back) {
                b.back(state.name);
            }
        }
        for (MachineSpec.GroupSpec group : spec.groups) {
            b.group(group.name, group.states, group.groups, group.initial,
                    Machine.History.valueOf(group.history.name()));
        }
        Map<HandlerSpec, Handler> handlers = new HashMap<>();
        for (Event event : Event.KEYED) {
            for (String state : states) {
                if (spec.isGroupConstant(state)) {
                    continue; // its name is the group's, served below
                }
                spec.effective(event, state)
                        .ifPresent(h -> b.on(handlers.computeIfAbsent(h, Modelled::handler), state));
            }
            for (MachineSpec.GroupSpec group : spec.groups) {
                spec.effective(event, group.name)
                        .ifPresent(h -> b.on(handlers.computeIfAbsent(h, Modelled::handler), group.name));
            }
        }
        for (HandlerSpec h : spec.handlers) {
            Handler update = handlers.get(h);
            if (h.every > 0 && update != null) {
                b.every(update, h.every);
            }
        }
        for (MachineSpec.AfterSpec a : spec.afters) {
            if (a.method != null) {
                b.after(a.value, a.method, a.to);
            } else {
                b.after(a.value, a.seconds, a.to);
            }
        }
        for (HandlerSpec guard : spec.guardOrder()) {
            b.guard(Handler.guard(guard.index, guard.name, guard.target()), guard.value);
        }
        spec.effectiveMessages().forEach((h, levels) -> b.message(
                Handler.message(h.index, h.name, messageTypes.apply(h.messageType), h.returnsState,
                        new ArrayList<>(new LinkedHashSet<>(h.to))),
                levels.equals(List.of("")) ? List.of() : levels));
        return b.build();
    }

    /** The handler; a {@code to} that names a state twice (a mutant may) lists it once. */
    private static Handler handler(HandlerSpec h) {
        return new Handler(h.index, h.name, h.event.code(), h.returnsState, h.hasArg,
                new ArrayList<>(new LinkedHashSet<>(h.to)));
    }

    /**
     * The model's script: each handler call is the world's, by entity key and handler index, with the
     * {@code @Current} state and {@code @TimeInState} of the handlers that read them.
     */
    static Script script(World world, MachineSpec spec) {
        boolean[] time = new boolean[spec.handlers.size()];
        boolean[] current = new boolean[spec.handlers.size()];
        for (HandlerSpec h : spec.handlers) {
            // What the body passes on: a mutant's parameter of another type is not passed.
            time[h.index] = h.readsTime && h.timeType == null && h.parameters == null;
            current[h.index] = h.readsCurrent && h.currentType == null && h.parameters == null;
        }
        List<MachineSpec.AfterSpec> afters = spec.afters;
        return new Script() {
            @Override
            public int call(dev.brainstem.runtime.reference.Entity entity, Handler handler, int state, int arg, float dt) {
                return world.call(entity.key(), handler.index(),
                        handler.isMessage() ? ((World.Letter) entity.message()).serial() : arg, dt,
                        current[handler.index()] ? state : World.NO_ARG, time[handler.index()] ? entity.time() : World.NO_DT);
            }

            @Override
            public float delay(dev.brainstem.runtime.reference.Entity entity, Machine.Timer timer, int state) {
                return world.delay(entity.key(), afters.get(timer.index()).index);
            }
        };
    }

    /** How a one-entity machine's exceptions name entity {@code key}: {@code "E3"}, or {@code "id 3"}. */
    static String describe(Machine machine, int key) {
        return machine.idMode() ? "id " + key : "E" + key;
    }

    /** The options each handler's script picks from, as ordinals; what {@link World} is built with. */
    static int[][] options(MachineSpec spec) {
        return options(spec, spec.handlers.size());
    }

    private static int[][] options(MachineSpec spec, int count) {
        int[][] options = new int[count][];
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

    /** Whether each handler is an update or message handler: those are the ones that call the world's hook. */
    static boolean[] updates(MachineSpec spec) {
        boolean[] updates = new boolean[spec.handlers.size()];
        for (HandlerSpec h : spec.handlers) {
            updates[h.index] = h.event == Event.UPDATE || h.event == Event.MESSAGE;
        }
        return updates;
    }

    /**
     * The edges as {@code MachineInfo} lists them: update edges (a state's own update's, then its groups'
     * updates' in the order the groups are declared), then enter redirects, then guards, each by source
     * ordinal.
     */
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
                for (int g = 0; event == Event.UPDATE && g < machine.groups().size(); g++) {
                    Handler groupUpdate = machine.groupHandler(event.code(), g);
                    if (groupUpdate != null && machine.inGroup(g, from)) {
                        for (String to : groupUpdate.to()) {
                            edges.add(machine.stateName(from) + " -> " + to + " (" + machine.groups().get(g)
                                    + " update)");
                        }
                    }
                }
            }
        }
        // MachineInfo lists a source's guard edges guard by guard in the order the guards first appear,
        // states by ordinal and each state's guards in decision order: not each state's own order.
        List<Handler> guards = new ArrayList<>();
        for (int from = 0; from < machine.stateCount(); from++) {
            for (var guard : machine.guards(from)) {
                if (guards.stream().noneMatch(g -> g == guard.handler())) {
                    guards.add(guard.handler());
                }
            }
        }
        for (int from = 0; from < machine.stateCount(); from++) {
            for (Handler guard : guards) {
                int source = from;
                if (machine.guards(from).stream().anyMatch(g -> g.handler() == guard)) {
                    edges.add(machine.stateName(source) + " -> " + guard.to().get(0) + " (" + guard.name() + ")");
                }
            }
        }
        // Message edges: by source, the handlers its lookup can reach in declaration order, labelled by type.
        for (int from = 0; from < machine.stateCount(); from++) {
            for (Handler h : machine.messageReach(from)) {
                for (String to : h.to()) {
                    edges.add(machine.stateName(from) + " -> " + to + " (" + h.messageType().getSimpleName() + ")");
                }
            }
        }
        // Timed edges (issue 43): by source, its timers in declaration order, labelled "after 2.5s" or "after m()".
        for (int from = 0; from < machine.stateCount(); from++) {
            for (Machine.Timer t : machine.timers(from)) {
                edges.add(machine.stateName(from) + " -> " + machine.targetName(t.target()) + " (" + afterLabel(t) + ")");
            }
        }
        return edges;
    }

    /** A timed edge's label as {@code MachineInfo} writes it: {@code after 2.5s} (no trailing {@code .0}), {@code after m()}. */
    static String afterLabel(Machine.Timer t) {
        if (t.perEntity()) {
            return "after " + t.delay() + "()";
        }
        String seconds = Float.toString(t.seconds());
        return "after " + (seconds.endsWith(".0") ? seconds.substring(0, seconds.length() - 2) : seconds) + "s";
    }
}
