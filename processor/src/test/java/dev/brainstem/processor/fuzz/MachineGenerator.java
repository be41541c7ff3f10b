package dev.brainstem.processor.fuzz;

import dev.brainstem.processor.fuzz.MachineSpec.EnumPlace;
import dev.brainstem.processor.fuzz.MachineSpec.Event;
import dev.brainstem.processor.fuzz.MachineSpec.GroupSpec;
import dev.brainstem.processor.fuzz.MachineSpec.HandlerSpec;
import dev.brainstem.processor.fuzz.MachineSpec.StateSpec;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * Random valid machines, reproducible from a seed: 2 to 64 states with random entry points, handlers
 * for random subsets of (state, event), shared handlers, inherited and replaced handlers, random
 * {@code to} sets (every state reachable), scripted bodies, settle on or off, random
 * {@code maxTransitionsPerTick}, object and id mode; and (wave 2) nested {@code @StateGroup}s with
 * enter, update and exit handlers, {@code @Transition} guards from states and groups (inherited ones
 * too), handlers and guards that read {@code @TimeInState} (and decide by it, {@link World#patience})
 * and {@code @Current}, and {@code @OnMessage} handlers of states, groups and any state over a small
 * hierarchy of message classes and interfaces ({@link MessageParts}).
 *
 * <p>With statecharts on ({@link #generate(long, String, boolean, boolean)}, {@link FuzzConfig#statecharts}),
 * groups you enter and history too ({@link ChartParts}): off by default, and then a seed gives the
 * machine it gave before; on, the same machine with more groups and the parts added.
 *
 * <p>With timers on ({@link #generate(long, String, boolean, boolean, boolean, boolean)}), the finished
 * machine gets issue 43's parts ({@link TimerParts}): {@code @After}s, sleeping states and
 * {@code @OnUpdate(every = ...)}; off, a seed gives the machine it gave before.
 */
final class MachineGenerator {
    private static final Set<String> RESERVED = Set.of(
            "abstract", "assert", "boolean", "break", "byte", "case", "catch", "char", "class", "const", "continue",
            "default", "do", "double", "else", "enum", "extends", "final", "finally", "float", "for", "goto", "if",
            "implements", "import", "instanceof", "int", "interface", "long", "native", "new", "package", "private",
            "protected", "public", "return", "short", "static", "strictfp", "super", "switch", "synchronized", "this",
            "throw", "throws", "transient", "try", "void", "volatile", "while", "true", "false", "null", "_",
            "record", "var", "yield", "sealed", "permits");
    private static final Set<String> OBJECT_METHODS = Set.of(
            "toString", "hashCode", "equals", "getClass", "wait", "notify", "notifyAll", "finalize", "clone");
    private static final String[] WORDS = {
        "IDLE", "ALARM", "PURSUIT", "SEARCH", "STUNNED", "DEAD", "FLEE", "PATROL", "ATTACK", "GUARD", "SLEEP",
        "WANDER", "EAT", "HOME", "LOST", "Walk", "run", "jump", "State", "STAY", "INFO", "NAME", "STATES", "ENTER",
        "UPDATE", "EXIT", "Events", "String", "value", "from", "to", "dt", "id", "entity", "machine", "next",
        "previous", "state", "other", "key", "made", "settling", "system", "Ärger", "état", "x$y", "$dollar",
    };
    private static final String[] ENTITY_NAMES = {
        "Guard", "Ant", "Npc", "Brain", "Entity", "Machine", "Events", "MachineInfo", "Edge", "List", "Arrays",
        "Override", "Robot", "Boss", "Lane", "AbstractBatch", "HandlerException", "TransitionListener",
        "ErrorHandler", "Consumer", "IntConsumer", "Generated", "IllegalTransitionException", "ArrayList",
        "String", "Object", "Long", "Integer", "Float", "Math", "Throwable", "IllegalArgumentException", "Enum",
    };
    private static final String[] GROUP_WORDS = {
        "AGGRO", "CALM", "ALIVE", "COMBAT", "MOVING", "Range", "RANGE_AGGRO", "busy", "G", "IDLE", "group", "état",
    };
    private static final String[] HANDLER_WORDS = {
        "tick", "think", "go", "idle", "run", "enter", "leave", "update", "step", "onEnter", "onUpdate", "onExit",
        "Tick", "GO", "handle", "dispatch", "follow", "start", "state", "mayGo", "stateAt", "ordinal",
    };

    private static final String[] MESSAGE_WORDS = {
        "Ping", "Noise", "Shout", "Loud", "Near", "Order", "Alarm", "Hit", "Msg", "Event", "State", "Letter",
    };

    private final SplittableRandom random;
    private final MachineSpec m = new MachineSpec();
    /** Whether the machine may get {@code @OnMessage} handlers. */
    private boolean messages = true;
    /** Whether the machine may get groups you enter and history ({@link ChartParts}). */
    private boolean statecharts;
    /** Whether the machine may get orthogonal regions ({@link RegionParts}). */
    private boolean regions;
    /** Building another region of a machine: no superclass, no outer class, an enum of its own, few states. */
    private boolean follower;
    /** Whether the machine gets timers, sleeping states and time slicing ({@link TimerParts}). */
    private boolean timers;

    private MachineGenerator(long seed) {
        this.random = new SplittableRandom(seed);
        m.seed = seed;
    }

    /** A valid machine in package {@code pkg}, now and then with messages. */
    static MachineSpec generate(long seed, String pkg) {
        return new MachineGenerator(seed).build(pkg);
    }

    /** A valid machine in package {@code pkg}; with {@code messages} false, never with message handlers. */
    static MachineSpec generate(long seed, String pkg, boolean messages) {
        MachineGenerator g = new MachineGenerator(seed);
        g.messages = messages;
        return g.build(pkg);
    }

    /**
     * A valid machine in package {@code pkg}; with {@code statecharts}, groups nested up to three deep
     * that are entered by name, with SHALLOW and DEEP history and group constants ({@link ChartParts}).
     */
    static MachineSpec generate(long seed, String pkg, boolean messages, boolean statecharts) {
        MachineGenerator g = new MachineGenerator(seed);
        g.messages = messages;
        g.statecharts = statecharts;
        return g.build(pkg);
    }

    /**
     * A valid machine in package {@code pkg}, as {@link #generate(long, String, boolean, boolean)} makes it;
     * with {@code regions}, mostly with one or two other regions ({@link RegionParts}): their own states,
     * groups (nested three deep, history, with statecharts), handlers, messages of the same types (some
     * taken by several regions) and handlers that read another region's {@code @Current}.
     */
    static MachineSpec generate(long seed, String pkg, boolean messages, boolean statecharts, boolean regions) {
        MachineGenerator g = new MachineGenerator(seed);
        g.messages = messages;
        g.statecharts = statecharts;
        g.regions = regions;
        return g.build(pkg);
    }

    /**
     * A valid machine as {@link #generate(long, String, boolean, boolean, boolean)} makes it; with
     * {@code timers}, then given {@code @After}s, sleeping states and time slicing ({@link TimerParts}).
     */
    static MachineSpec generate(long seed, String pkg, boolean messages, boolean statecharts, boolean regions,
            boolean timers) {
        MachineGenerator g = new MachineGenerator(seed);
        g.messages = messages;
        g.statecharts = statecharts;
        g.regions = regions;
        g.timers = timers;
        return g.build(pkg);
    }

    /** A valid machine of exactly {@code states} states, each with an enter, update and exit handler of its own. */
    static MachineSpec large(long seed, String pkg, int states) {
        MachineGenerator g = new MachineGenerator(seed);
        MachineSpec m = g.m;
        m.pkg = pkg;
        m.entity = "Big";
        m.enumName = "BigState";
        m.publicClass = true;
        for (int i = 0; i < states; i++) {
            m.states.add(new StateSpec("S" + i, false));
        }
        for (int i = 0; i < states; i++) {
            for (Event event : Event.KEYED) {
                HandlerSpec h = g.newHandler(event, List.of(m.states.get(i).name));
                h.name = event.name().toLowerCase() + i;
                if (event != Event.EXIT && h.returnsState) {
                    h.to.clear();
                    h.to.add(m.states.get((i + 1) % states).name);
                    if (g.random.nextInt(4) == 0) {
                        h.to.add(m.states.get(g.random.nextInt(states)).name);
                    }
                    g.fillOptions(h);
                }
            }
        }
        g.makeReachable();
        return m;
    }

    private MachineSpec build(String pkg) {
        m.pkg = pkg;
        m.idMode = random.nextBoolean();
        m.publicClass = random.nextInt(3) > 0;
        m.superclass = random.nextInt(4) == 0;
        m.entity = random.nextInt(3) == 0 ? pick(ENTITY_NAMES) : "Entity";
        if (m.idMode && random.nextBoolean()) {
            m.entity = m.entity + "s";
        }
        m.baseName = m.entity + "Base";
        if (random.nextInt(6) == 0) {
            m.outer = random.nextBoolean() ? "Outer" : "Game";
        }
        m.enumName = switch (random.nextInt(8)) {
            case 0, 1 -> "State";
            case 2 -> pick(ENTITY_NAMES) + "s";
            default -> m.entity + "State";
        };
        if (m.enumName.equals(m.entity) || m.enumName.equals(m.outer) || m.enumName.equals(m.baseName)) {
            m.enumName = m.entity + "State";
        }
        m.fancyEnum = random.nextInt(6) == 0;
        m.enumPlace = random.nextInt(5) == 0 ? EnumPlace.IN_ENTITY : EnumPlace.OWN_FILE;
        m.settle = random.nextBoolean();
        m.maxTransitions = random.nextInt(4) == 0 ? null : 1 + random.nextInt(8);
        m.throwPermille = new int[] {0, 0, 3, 20, 60}[random.nextInt(5)];

        int size = switch (random.nextInt(40)) {
            case 0 -> 101 + random.nextInt(200); // three levels of StateSwitch's tree (past 256 states), now and then
            default -> switch (random.nextInt(10)) {
                case 0, 1, 2, 3, 4 -> 2 + random.nextInt(7);
                case 5, 6, 7 -> 9 + random.nextInt(16);
                default -> 25 + random.nextInt(40);
            };
        };
        if (follower) {
            m.superclass = false;
            m.outer = null;
            m.enumPlace = EnumPlace.OWN_FILE;
            size = Math.min(size, 2 + random.nextInt(14));
        }
        names(size);
        if (random.nextInt(3) > 0) {
            m.initial = m.states.get(random.nextInt(size)).name;
        }
        int entryPercent = random.nextInt(25);
        for (StateSpec state : m.states) {
            state.entryPoint = random.nextInt(100) < entryPercent;
        }
        boolean stacks = random.nextInt(3) == 0;
        if (stacks) {
            interrupts();
        }
        groups();
        // Statecharts draw from a stream of their own, so that the rest of the machine is the one the seed
        // gives without them.
        ChartParts charts = statecharts ? new ChartParts(this, new SplittableRandom(m.seed ^ ChartParts.SALT)) : null;
        if (charts != null) {
            charts.nest();
        }
        handlers();
        makeReachable();
        if (stacks) {
            new StackParts(this, new SplittableRandom(random.nextLong())).build();
        }
        if (charts != null) {
            charts.build();
        }
        if (regions) {
            new RegionParts(this, new SplittableRandom(m.seed ^ RegionParts.SALT)).build();
        }
        if (timers) {
            new TimerParts(m, new SplittableRandom(m.seed ^ TimerParts.SALT)).build();
        }
        return m;
    }

    /**
     * Issue 43's parts, on a finished valid machine (each of its regions): some states made to sleep
     * (taken out of the {@code value} of the state-served updates and guards that serve others too, so
     * that they have no decision when no group's update serves them), {@code @After}s on states and
     * groups (constants, or a per-entity delay method of the machine class; sometimes two or three on
     * one state; targets any plain state, the state itself included), one
     * {@code every} from 1 to 8 per region on some of its updates (states' and groups'), and entry points
     * for the states nothing reaches any more.
     */
    static final class TimerParts {
        static final long SALT = 0x74696d6572730000L;
        private static final float[] SECONDS = {0f, 0.1f, 0.25f, 0.5f, 1f, 1.5f, 2f, 3f};

        private final MachineSpec m;
        private final SplittableRandom random;
        private int next;

        TimerParts(MachineSpec m, SplittableRandom random) {
            this.m = m;
            this.random = random;
        }

        void build() {
            Set<String> taken = new HashSet<>();
            for (MachineSpec r : m.allRegions()) {
                taken.addAll(r.stateNames());
                r.groups.forEach(g -> taken.add(g.name));
                taken.add(r.enumName);
            }
            List<MachineSpec> regions = m.allRegions();
            for (int k = 0; k < regions.size(); k++) {
                MachineSpec r = regions.get(k);
                sleepers(r);
                naps(r, k, taken);
                afters(r);
                every(r);
                reach(r);
            }
        }

        /** The states an {@code @After} may list or lead to: no {@code @Back}, no group constant. */
        private static List<String> plain(MachineSpec r) {
            List<String> plain = new ArrayList<>(r.stateNames());
            plain.removeIf(x -> x.equals(r.back()) || r.isGroupConstant(x));
            return plain;
        }

        private void sleepers(MachineSpec r) {
            int percent = random.nextInt(3) == 0 ? 0 : 20 + random.nextInt(50);
            for (String s : plain(r)) {
                if (random.nextInt(100) >= percent) {
                    continue;
                }
                for (HandlerSpec h : r.handlers) {
                    boolean decides = h.event == Event.UPDATE || h.isGuard();
                    if (decides && !h.literal && h.value.size() > 1 && h.value.contains(s)) {
                        h.value.remove(s);
                    }
                }
            }
        }

        /**
         * States added for sleeping (none to three): no handler serves them, no group holds them; a timer
         * leads into each from a state of the machine and one out of it (an entry point now and then).
         */
        private void naps(MachineSpec r, int region, Set<String> taken) {
            List<String> plain = plain(r);
            int count = random.nextInt(4);
            for (int i = 0; i < count; i++) {
                String name = "nap" + i + (region == 0 ? "" : "_r" + region);
                while (!taken.add(name)) {
                    name = name + "_";
                }
                StateSpec nap = new StateSpec(name, random.nextInt(4) == 0);
                r.states.add(nap);
                MachineSpec.AfterSpec in = new MachineSpec.AfterSpec();
                in.value.add(plain.get(random.nextInt(plain.size())));
                in.to = name;
                MachineSpec.AfterSpec out = new MachineSpec.AfterSpec();
                out.value.add(name);
                out.to = plain.get(random.nextInt(plain.size()));
                for (MachineSpec.AfterSpec a : List.of(in, out)) {
                    a.index = next++;
                    if (random.nextInt(3) == 0) {
                        a.method = "delay_" + a.index;
                    } else {
                        a.seconds = SECONDS[random.nextInt(SECONDS.length)];
                    }
                    r.afters.add(a);
                }
            }
        }

        private void afters(MachineSpec r) {
            List<String> plain = plain(r);
            int count = switch (random.nextInt(6)) {
                case 0 -> 0;
                case 1, 2 -> 1 + random.nextInt(2);
                default -> 2 + random.nextInt(Math.min(6, plain.size() + 1));
            };
            // Plain states only: a group in a `to` needs its constant ([BrainstemTargetGroup]), given later.
            List<String> targets = new ArrayList<>(plain);
            for (int i = 0; i < count; i++) {
                MachineSpec.AfterSpec a = new MachineSpec.AfterSpec();
                a.index = next++;
                if (!r.groups.isEmpty() && random.nextInt(4) == 0) {
                    a.value.add(r.groups.get(random.nextInt(r.groups.size())).name);
                } else {
                    List<String> order = new ArrayList<>(plain);
                    Collections.shuffle(order, new java.util.Random(random.nextLong()));
                    a.value.addAll(order.subList(0, 1 + random.nextInt(Math.min(2, order.size()))));
                }
                // Now and then a second timer on a state that has one already.
                if (!r.afters.isEmpty() && random.nextInt(3) == 0) {
                    a.value = new ArrayList<>(r.afters.get(random.nextInt(r.afters.size())).value);
                }
                a.to = targets.get(random.nextInt(targets.size()));
                if (random.nextInt(3) == 0) {
                    a.method = "delay_" + a.index;
                } else {
                    a.seconds = SECONDS[random.nextInt(SECONDS.length)];
                }
                r.afters.add(a);
            }
        }

        private void every(MachineSpec r) {
            if (random.nextInt(3) == 0) {
                return;
            }
            int every = 1 + random.nextInt(8);
            int percent = 30 + random.nextInt(70);
            for (HandlerSpec h : r.handlers) {
                if (h.event == Event.UPDATE && random.nextInt(100) < percent) {
                    h.every = every;
                }
            }
        }

        /** Entry points for the states that the sleepers left unreached. */
        private void reach(MachineSpec r) {
            Set<String> reached = reachable(r);
            for (StateSpec s : r.states) {
                if (!reached.contains(s.name) && !s.name.equals(r.back()) && !r.isGroupConstant(s.name)) {
                    s.entryPoint = true;
                }
            }
        }
    }

    /** Some states {@code @Interrupt}: one to four, any of them (the initial state and entry points too). */
    private void interrupts() {
        int n = m.states.size();
        int count = 1 + random.nextInt(Math.min(4, n));
        List<String> order = new ArrayList<>(m.stateNames());
        Collections.shuffle(order, new java.util.Random(random.nextLong()));
        for (String name : order.subList(0, count)) {
            m.states.get(m.ordinal(name)).interrupt = true;
        }
    }

    /**
     * Stack states, on a finished valid machine with interrupts: more edges into interrupts (so that they are entered from many states and nest), the {@code @Back}
     * constant (mostly; inserted anywhere in the enum, never initial, an entry point, an interrupt, in a
     * group or a {@code value}) in the {@code to} and the options of handlers that serve interrupts only,
     * and guards from interrupts back. The compile-time rules hold: only handlers of interrupts only
     * list it; it needs no reachability.
     */
    private static final class StackParts {
        private final MachineGenerator g;
        private final MachineSpec m;
        private final SplittableRandom random;

        StackParts(MachineGenerator g, SplittableRandom random) {
            this.g = g;
            this.m = g.m;
            this.random = random;
        }

        void build() {
            List<String> interrupts = m.interrupts();
            if (!interrupts.isEmpty()) {
                int percent = 10 + random.nextInt(40);
                for (HandlerSpec h : m.handlers) {
                    if (h.returnsState && !h.isGuard() && random.nextInt(100) < percent) {
                        String target = interrupts.get(random.nextInt(interrupts.size()));
                        if (!h.to.contains(target)) {
                            h.to.add(target);
                        }
                        h.options.add(target);
                    }
                }
            }
            if (random.nextInt(8) == 0) {
                return; // interrupts without a way back: pushes, re-entries, cuts and clears only
            }
            String back = backName();
            int at = random.nextInt(m.states.size() + 1);
            if (at == 0 && m.initial == null) {
                m.initial = m.states.get(0).name;
            }
            StateSpec constant = new StateSpec(back, false);
            constant.back = true;
            m.states.add(at, constant);
            if (interrupts.isEmpty()) {
                return;
            }
            int percent = 40 + random.nextInt(60);
            for (HandlerSpec h : m.handlers) {
                if (!h.returnsState || h.isGuard() || (h.event == Event.MESSAGE && h.value.isEmpty())) {
                    continue;
                }
                List<String> served = g.served(h);
                if (served.isEmpty() || !interrupts.containsAll(served) || random.nextInt(100) >= percent) {
                    continue;
                }
                h.to.add(random.nextInt(h.to.size() + 1), back);
                for (int k = 1 + random.nextInt(3); k > 0; k--) {
                    h.options.add(back);
                }
            }
            // Guards that go back: from some interrupts, or from a group of interrupts only.
            for (int k = random.nextInt(3); k > 0; k--) {
                List<String> from = new ArrayList<>();
                List<String> groupsOfInterrupts = m.groups.stream().map(x -> x.name)
                        .filter(x -> interrupts.containsAll(m.members(x))).toList();
                if (!groupsOfInterrupts.isEmpty() && random.nextInt(3) == 0) {
                    from.add(groupsOfInterrupts.get(random.nextInt(groupsOfInterrupts.size())));
                } else {
                    List<String> order = new ArrayList<>(interrupts);
                    Collections.shuffle(order, new java.util.Random(random.nextLong()));
                    from.addAll(order.subList(0, 1 + random.nextInt(order.size())));
                }
                HandlerSpec h = new HandlerSpec();
                h.index = m.handlers.size();
                h.name = "g" + h.index;
                h.event = Event.GUARD;
                h.value = from;
                h.to = new ArrayList<>(List.of(back));
                h.options = new ArrayList<>();
                h.options.add(back);
                for (int nulls = 1 + random.nextInt(4); nulls > 0; nulls--) {
                    h.options.add(null);
                }
                m.handlers.add(h);
            }
        }

        private String backName() {
            Set<String> taken = new HashSet<>(m.stateNames());
            m.groups.forEach(x -> taken.add(x.name));
            String[] names = {"BACK", "RESUME", "Back", "back", "GO_BACK", "PREVIOUS"};
            for (int attempt = 0; ; attempt++) {
                String name = attempt < 6 ? names[random.nextInt(names.length)] : "BACK_" + attempt;
                if (!taken.contains(name) && !name.equals(m.enumName) && !name.equals(m.entity)) {
                    return name;
                }
            }
        }
    }

    /**
     * Groups you enter and history, on a machine with statecharts on. Before the handlers
     * ({@link #nest}): groups for machines that have none, and a chain nested three deep in most. After
     * them, on the finished valid machine ({@link #build}): initials (a direct member; a nested group
     * only when it has one), SHALLOW and DEEP history, group constants inserted anywhere in the enum
     * (some the initial state or entry points), handlers that return them and guards to groups (with or
     * without a constant, from states outside the group: whether a guard from inside guards the states
     * its group target resolves to is left alone). The compile-time rules hold: a targeted group has an
     * initial; a constant only for a group with one, never an interrupt or {@code @Back}; history only
     * with an initial and only on a group some {@code to} names, SHALLOW only when each nested group has
     * an initial (it is entered by its name); every state reachable, a group target counting as its
     * initial state ({@link MachineSpec#initialLeaf}).
     */
    private static final class ChartParts {
        static final long SALT = 0x6368617274730000L;

        private final MachineGenerator g;
        private final MachineSpec m;
        private final SplittableRandom random;

        ChartParts(MachineGenerator g, SplittableRandom random) {
            this.g = g;
            this.m = g.m;
            this.random = random;
        }

        /** More groups and nesting: a machine of three states or more gets a chain three deep, mostly. */
        void nest() {
            int n = m.states.size();
            if (n < 3 || random.nextInt(5) == 0) {
                return;
            }
            Set<String> taken = new HashSet<>(m.stateNames());
            m.groups.forEach(x -> taken.add(x.name));
            List<String> free = new ArrayList<>(m.stateNames());
            m.groups.forEach(x -> free.removeAll(x.states));
            // A chain OUTER > MIDDLE > INNER: each takes states of its own from those in no group (or, when
            // none is left, one of the group above's), under an existing group when few states are free.
            GroupSpec above = null;
            if (free.size() < 3 && !m.groups.isEmpty()) {
                above = m.groups.get(random.nextInt(m.groups.size()));
            }
            int depth = above == null ? 3 : Math.max(1, 3 - m.depth(above.name) - 1);
            for (int level = 0; level < depth; level++) {
                String name;
                do {
                    name = pick(new String[] {"COMBAT", "ARMED", "AIMING", "MOVING", "ALIVE", "HUNT", "Chase", "nest"})
                            + (random.nextBoolean() ? "" : "_" + random.nextInt(100));
                } while (!taken.add(name) || name.equals(m.enumName) || name.equals(m.entity));
                GroupSpec group = new GroupSpec(name);
                if (!free.isEmpty()) {
                    group.states.add(free.remove(random.nextInt(free.size())));
                    for (int more = random.nextInt(3); more > 0 && !free.isEmpty(); more--) {
                        group.states.add(free.remove(random.nextInt(free.size())));
                    }
                    group.states.sort((a, b) -> Integer.compare(m.ordinal(a), m.ordinal(b)));
                } else if (above != null && above.states.size() >= 2) {
                    group.states.add(above.states.remove(random.nextInt(above.states.size())));
                } else {
                    return;
                }
                if (above != null) {
                    above.groups.add(name);
                }
                m.groups.add(random.nextInt(m.groups.size() + 1), group);
                above = group;
            }
        }

        void build() {
            if (m.groups.isEmpty()) {
                return;
            }
            initials();
            for (GroupSpec group : m.groups) {
                if (group.initial != null) {
                    group.history = switch (random.nextInt(4)) {
                        case 0 -> MachineSpec.History.SHALLOW;
                        case 1 -> MachineSpec.History.DEEP;
                        default -> MachineSpec.History.NONE;
                    };
                }
                // SHALLOW history enters a nested group by its name: only when each has an initial.
                if (group.history == MachineSpec.History.SHALLOW
                        && group.groups.stream().anyMatch(x -> m.group(x).initial == null)) {
                    group.history = MachineSpec.History.DEEP;
                }
            }
            constants();
            targets();
            guards();
            namedHistories();
            g.makeReachable();
        }

        /** Each group an initial, mostly: innermost first, so that a nested group picked as one has one. */
        private void initials() {
            List<GroupSpec> order = new ArrayList<>(m.groups);
            order.sort((a, b) -> Integer.compare(m.depth(b.name), m.depth(a.name)));
            for (GroupSpec group : order) {
                if (random.nextInt(6) == 0) {
                    continue;
                }
                List<String> options = new ArrayList<>(group.states);
                group.groups.stream().filter(x -> m.group(x).initial != null).forEach(options::add);
                if (!options.isEmpty()) {
                    group.initial = options.get(random.nextInt(options.size()));
                }
            }
        }

        /** Group constants for some groups with an initial, anywhere in the enum; some the initial state or entry points. */
        private void constants() {
            for (GroupSpec group : m.groups) {
                if (group.initial == null || random.nextInt(3) == 0) {
                    continue;
                }
                int at = random.nextInt(m.states.size() + 1);
                if (at == 0 && m.initial == null) {
                    m.initial = m.states.get(0).name;
                }
                m.states.add(at, new StateSpec(group.name, random.nextInt(3) == 0));
                if (random.nextInt(5) == 0) {
                    m.initial = group.name;
                }
            }
        }

        /** Handlers that return a group's constant: added to their {@code to} and options. */
        private void targets() {
            List<String> constants = m.groupConstants();
            if (constants.isEmpty()) {
                return;
            }
            int percent = 15 + random.nextInt(45);
            for (HandlerSpec h : m.handlers) {
                if (!h.returnsState || h.isGuard() || random.nextInt(100) >= percent) {
                    continue;
                }
                String constant = constants.get(random.nextInt(constants.size()));
                if (!h.to.contains(constant)) {
                    h.to.add(random.nextInt(h.to.size() + 1), constant);
                }
                for (int k = 1 + random.nextInt(2); k > 0; k--) {
                    h.options.add(constant);
                }
            }
        }

        /** Guards to groups with a constant (a `to` names a group only then), from states outside the group. */
        private void guards() {
            List<String> enterable = m.groups.stream().filter(x -> x.initial != null && m.isGroupConstant(x.name))
                    .map(x -> x.name).toList();
            for (int k = enterable.isEmpty() ? 0 : random.nextInt(4); k > 0; k--) {
                guardTo(enterable.get(random.nextInt(enterable.size())));
            }
        }

        /** A guard from one to three states outside {@code group} to it; false when every state is inside. */
        private boolean guardTo(String group) {
            List<String> outside = new ArrayList<>(m.stateNames());
            outside.removeAll(m.members(group));
            outside.removeIf(x -> m.isGroupConstant(x) || x.equals(m.back()));
            if (outside.isEmpty()) {
                return false;
            }
            Collections.shuffle(outside, new java.util.Random(random.nextLong()));
            HandlerSpec h = new HandlerSpec();
            h.index = m.handlers.size();
            h.name = "g" + h.index;
            h.event = Event.GUARD;
            h.inBase = m.superclass && random.nextInt(3) == 0;
            h.value = new ArrayList<>(outside.subList(0, 1 + random.nextInt(Math.min(3, outside.size()))));
            h.to = new ArrayList<>(List.of(group));
            h.options = new ArrayList<>();
            // The world answers a guard with an ordinal (true) or -1: any state's ordinal stands for true.
            h.options.add(m.initialLeaf(group));
            for (int nulls = 1 + random.nextInt(4); nulls > 0; nulls--) {
                h.options.add(null);
            }
            m.handlers.add(h);
            return true;
        }

        /** A history group that no {@code to} names gets a guard to it, else loses its history (it would be a warning). */
        private void namedHistories() {
            for (GroupSpec group : m.groups) {
                if (group.history == MachineSpec.History.NONE) {
                    continue;
                }
                boolean named = m.handlers.stream().anyMatch(h -> h.to.contains(group.name));
                if (!named && (!m.isGroupConstant(group.name) || !guardTo(group.name))) {
                    group.history = MachineSpec.History.NONE;
                }
            }
        }

        private String pick(String[] from) {
            return from[random.nextInt(from.length)];
        }
    }

    /** Now and then: a few groups, nested at random, each with a state of its own at least; declared in any order. */
    private void groups() {
        int n = m.states.size();
        if (n < 2 || random.nextInt(5) < 2) {
            return;
        }
        int count = 1 + random.nextInt(Math.min(5, n / 2 + 1));
        Set<String> taken = new HashSet<>(m.stateNames());
        for (int i = 0; i < count; i++) {
            String name;
            do {
                name = switch (random.nextInt(3)) {
                    case 0 -> "G" + i;
                    case 1 -> pick(GROUP_WORDS);
                    default -> pick(GROUP_WORDS) + "_" + random.nextInt(100);
                };
            } while (!taken.add(name));
            GroupSpec group = new GroupSpec(name);
            if (i > 0 && random.nextInt(3) > 0) {
                m.groups.get(random.nextInt(i)).groups.add(name);
            }
            m.groups.add(group);
        }
        List<String> unassigned = new ArrayList<>(m.stateNames());
        boolean ranges = random.nextBoolean();
        for (GroupSpec group : m.groups) {
            if (ranges) {
                int start = random.nextInt(unassigned.size());
                int length = 1 + random.nextInt(Math.min(4, unassigned.size() - start));
                List<String> run = new ArrayList<>(unassigned.subList(start, start + length));
                // Leave one state for each group still to come.
                while (unassigned.size() - run.size() < m.groups.size() - 1 - m.groups.indexOf(group) && run.size() > 1) {
                    run.remove(run.size() - 1);
                }
                group.states.addAll(run);
                unassigned.removeAll(run);
            } else {
                group.states.add(unassigned.remove(random.nextInt(unassigned.size())));
            }
        }
        int percent = random.nextInt(60);
        for (String state : unassigned) {
            if (random.nextInt(100) < percent) {
                GroupSpec group = m.groups.get(random.nextInt(m.groups.size()));
                group.states.add(state);
            }
        }
        for (GroupSpec group : m.groups) {
            group.states.sort((a, b) -> Integer.compare(m.ordinal(a), m.ordinal(b)));
        }
        Collections.shuffle(m.groups, new java.util.Random(random.nextLong()));
    }

    /** Handlers of the groups (at most one per group and event), and guards from states and from groups. */
    private void groupHandlersAndGuards() {
        for (GroupSpec group : m.groups) {
            for (Event event : Event.KEYED) {
                if (random.nextInt(100) < 45) {
                    // Now and then a method that serves states serves the group too.
                    List<HandlerSpec> shared = m.handlers.stream().filter(x -> x.event == event
                            && (event == Event.UPDATE || !x.returnsState)
                            && x.value.stream().noneMatch(v -> m.group(v) != null)
                            // Serving a group and one of its states would run it twice there: an error.
                            && x.value.stream().noneMatch(v -> m.members(group.name).contains(v))).toList();
                    if (!shared.isEmpty() && random.nextInt(5) == 0) {
                        HandlerSpec h = shared.get(random.nextInt(shared.size()));
                        h.value.add(random.nextInt(h.value.size() + 1), group.name);
                        continue;
                    }
                    HandlerSpec h = newHandler(event, new ArrayList<>(List.of(group.name)));
                    h.inBase = m.superclass && random.nextInt(3) == 0;
                    if (event != Event.UPDATE && h.returnsState) {
                        h.returnsState = false;
                        h.literal = false;
                        h.to.clear();
                        h.options.clear();
                    }
                }
            }
        }
        int guards = random.nextInt(5) < 2 ? 0 : 1 + random.nextInt(Math.min(8, m.states.size() + 1));
        for (int i = 0; i < guards; i++) {
            HandlerSpec h = new HandlerSpec();
            h.index = m.handlers.size();
            h.name = "g" + h.index;
            h.event = Event.GUARD;
            h.inBase = m.superclass && random.nextInt(3) == 0;
            List<String> from = new ArrayList<>();
            String target;
            if (!m.groups.isEmpty() && random.nextInt(3) == 0) {
                String group = m.groups.get(random.nextInt(m.groups.size())).name;
                from.add(group);
                target = pick(m.stateNames());
                List<String> members = m.members(group);
                if (members.size() == 1 && members.contains(target)) {
                    continue;
                }
            } else {
                int size = 1 + random.nextInt(Math.min(3, m.states.size() - 1));
                List<String> order = new ArrayList<>(m.stateNames());
                Collections.shuffle(order, new java.util.Random(random.nextLong()));
                from.addAll(order.subList(0, size));
                target = order.get(size + random.nextInt(order.size() - size));
            }
            h.value = from;
            h.to = new ArrayList<>(List.of(target));
            List<String> options = new ArrayList<>();
            options.add(target);
            for (int k = 1 + random.nextInt(4); k > 0; k--) {
                options.add(null);
            }
            h.options = options;
            m.handlers.add(h);
        }
    }

    /** Which handlers take {@code @TimeInState} and {@code @Current} parameters. */
    private void annotatedParameters() {
        int timePercent = random.nextBoolean() ? 0 : 10 + random.nextInt(40);
        int currentPercent = random.nextBoolean() ? 0 : 10 + random.nextInt(40);
        for (HandlerSpec h : m.handlers) {
            h.readsTime = random.nextInt(100) < timePercent;
            h.readsCurrent = random.nextInt(100) < currentPercent;
            h.currentFirst = random.nextBoolean();
        }
    }

    /**
     * Orthogonal regions (issue 42), on the finished valid machine: mostly one or two other regions,
     * each a valid machine of its own made by this generator ({@link #follower}: a few states, no
     * superclass, with statecharts' groups nested up to three deep and history), its names (states, groups,
     * constants, {@code @Back}) prefixed {@code r<k>_} and its methods suffixed {@code _r<k>} so that
     * they are machine-wide, its handler indices running on after the regions before it, and settle and
     * {@code maxTransitionsPerTick} the machine's (one {@code @StateMachine}). When the machine has
     * message types each other region gets message handlers of states or groups for some of them (so
     * that one message is taken by several regions); an any-state {@code @OnMessage} is an error in a
     * machine of regions, so the first region's ones serve states instead (or go). Then some handlers
     * of every region read another region's {@code @Current}.
     */
    private static final class RegionParts {
        static final long SALT = 0x726567696f6e7300L;
        private static final String[] ENUM_WORDS = {"Weapon", "Arms", "Mood", "Voice", "Head", "Posture", "Stance"};

        private final MachineGenerator g;
        private final MachineSpec m;
        private final SplittableRandom random;

        RegionParts(MachineGenerator g, SplittableRandom random) {
            this.g = g;
            this.m = g.m;
            this.random = random;
        }

        void build() {
            int others = switch (random.nextInt(5)) {
                case 0 -> 0;
                case 1, 2 -> 1;
                default -> 2;
            };
            if (others == 0) {
                return;
            }
            anyStateMessages();
            Set<String> taken = new HashSet<>(m.stateNames());
            m.groups.forEach(x -> taken.add(x.name));
            taken.addAll(List.of(m.enumName, m.entity, m.baseName, MachineSpec.LETTERS, MachineSpec.STRAY,
                    MachineSpec.OBJECT, "Mixed"));
            if (m.outer != null) {
                taken.add(m.outer);
            }
            m.messageTypes.forEach(t -> taken.add(t.name));
            int next = m.handlers.size();
            for (int k = 1; k <= others; k++) {
                MachineGenerator f = new MachineGenerator(random.nextLong());
                f.follower = true;
                f.messages = false;
                f.statecharts = true;
                MachineSpec r = f.build(m.pkg);
                r.idMode = m.idMode;
                r.entity = m.entity;
                r.outer = m.outer;
                r.baseName = m.baseName;
                r.publicClass = m.publicClass;
                r.settle = m.settle;
                r.maxTransitions = m.maxTransitions;
                r.throwPermille = m.throwPermille;
                r.enumName = enumName(taken);
                rename(r, k);
                r.stateNames().forEach(taken::add);
                r.groups.forEach(x -> taken.add(x.name));
                if (!m.messageTypes.isEmpty()) {
                    messages(r);
                }
                for (HandlerSpec h : r.handlers) {
                    h.index = next++;
                }
                m.regions.add(r);
            }
            currents();
        }

        private String enumName(Set<String> taken) {
            for (int attempt = 0; ; attempt++) {
                String name = ENUM_WORDS[random.nextInt(ENUM_WORDS.length)] + (attempt < 3 ? "" : attempt);
                if (taken.add(name)) {
                    return name;
                }
            }
        }

        /** The region's names made machine-wide: {@code r<k>_} before every state and group, {@code _r<k>} after every method. */
        private static void rename(MachineSpec r, int k) {
            String prefix = "r" + k + "_";
            java.util.function.UnaryOperator<String> map = x -> x == null ? null : prefix + x;
            r.states.forEach(x -> x.name = map.apply(x.name));
            r.initial = map.apply(r.initial);
            for (GroupSpec group : r.groups) {
                group.name = map.apply(group.name);
                group.initial = map.apply(group.initial);
                group.states.replaceAll(map);
                group.groups.replaceAll(map);
            }
            for (HandlerSpec h : r.handlers) {
                h.name = h.name + "_r" + k;
                h.value.replaceAll(map);
                h.to.replaceAll(map);
                h.options.replaceAll(map);
            }
        }

        /** The states a handler may list in its {@code value} or {@code to}: no {@code @Back}, no group constant. */
        private static List<String> plainStates(MachineSpec r) {
            List<String> plain = new ArrayList<>(r.stateNames());
            plain.removeIf(x -> x.equals(r.back()) || r.isGroupConstant(x));
            return plain;
        }

        /**
         * The first region's any-state message handlers serve states instead: those no other handler of
         * the same type and class lists (none left: the handler goes, and the indices close up).
         */
        private void anyStateMessages() {
            List<HandlerSpec> gone = new ArrayList<>();
            for (HandlerSpec h : m.handlers) {
                if (h.event != Event.MESSAGE || !h.value.isEmpty()) {
                    continue;
                }
                List<String> free = plainStates(m);
                free.removeIf(x -> m.handlers.stream().anyMatch(o -> o != h && o.event == Event.MESSAGE
                        && o.inBase == h.inBase && o.messageType.equals(h.messageType) && o.value.contains(x)));
                if (free.isEmpty()) {
                    gone.add(h);
                    continue;
                }
                Collections.shuffle(free, new java.util.Random(random.nextLong()));
                h.value = new ArrayList<>(free.subList(0, 1 + random.nextInt(free.size())));
            }
            m.handlers.removeAll(gone);
            for (int i = 0; i < m.handlers.size(); i++) {
                m.handlers.get(i).index = i;
            }
        }

        /** One to three message handlers of states or a group of region {@code r}, for the machine's types. */
        private void messages(MachineSpec r) {
            List<String> types = new ArrayList<>();
            m.messageTypes.forEach(t -> types.add(t.name));
            Set<String> levels = new HashSet<>();
            List<String> plain = plainStates(r);
            for (int i = 1 + random.nextInt(3); i > 0; i--) {
                String type = random.nextInt(12) == 0 ? MachineSpec.OBJECT : types.get(random.nextInt(types.size()));
                List<String> value = new ArrayList<>();
                if (!r.groups.isEmpty() && random.nextInt(4) == 0) {
                    value.add(r.groups.get(random.nextInt(r.groups.size())).name);
                } else {
                    List<String> order = new ArrayList<>(plain);
                    Collections.shuffle(order, new java.util.Random(random.nextLong()));
                    value.addAll(order.subList(0, 1 + random.nextInt(Math.min(3, order.size()))));
                }
                if (value.stream().anyMatch(v -> levels.contains(v + "/" + type))) {
                    continue;
                }
                value.forEach(v -> levels.add(v + "/" + type));
                HandlerSpec h = new HandlerSpec();
                h.name = "m" + r.handlers.size() + "_" + r.enumName;
                h.event = Event.MESSAGE;
                h.messageType = type;
                h.value = value;
                h.returnsState = random.nextInt(4) > 0;
                h.literal = h.returnsState && random.nextInt(5) < 2;
                if (h.returnsState) {
                    List<String> order = new ArrayList<>(plain);
                    Collections.shuffle(order, new java.util.Random(random.nextLong()));
                    h.to = new ArrayList<>(order.subList(0, 1 + random.nextInt(Math.min(3, order.size()))));
                    for (String to : h.to) {
                        h.options.add(to);
                        h.options.add(to);
                    }
                    for (int nulls = 1 + random.nextInt(2); nulls > 0; nulls--) {
                        h.options.add(null);
                    }
                }
                r.handlers.add(h);
            }
        }

        /** Some handlers of every region read another region's {@code @Current} (never clashing with an overload). */
        private void currents() {
            List<MachineSpec> all = m.allRegions();
            int percent = 10 + random.nextInt(40);
            Set<String> signatures = new HashSet<>();
            for (MachineSpec r : all) {
                r.handlers.forEach(h -> signatures.add(h.erasedSignature(m.idMode)));
            }
            for (int own = 0; own < all.size(); own++) {
                for (HandlerSpec h : all.get(own).handlers) {
                    if (random.nextInt(100) >= percent) {
                        continue;
                    }
                    int other = random.nextInt(all.size() - 1);
                    int of = other >= own ? other + 1 : other;
                    boolean reads = h.readsCurrent;
                    String before = h.erasedSignature(m.idMode);
                    h.readsCurrent = true;
                    h.currentOf = of;
                    String after = h.erasedSignature(m.idMode);
                    if (!after.equals(before) && !signatures.add(after)) {
                        h.readsCurrent = reads;
                        h.currentOf = -1;
                    }
                }
            }
        }
    }

    /**
     * Message types and {@code @OnMessage} handlers, now and then: a small hierarchy of classes and
     * interfaces (a class extends another or none and implements some interfaces; an interface extends
     * some), and handlers of states, of a group or of any state, for those types or {@code Object},
     * some in the superclass (a class's handler of the same state and type replaces one), returning a
     * state or not.
     */
    private static final class MessageParts {
        private final MachineGenerator g;
        private final MachineSpec m;
        private final SplittableRandom random;

        MessageParts(MachineGenerator g, SplittableRandom random) {
            this.g = g;
            this.m = g.m;
            this.random = random;
        }

        void build() {
            if (random.nextInt(5) < 2) {
                return;
            }
            int types = 1 + random.nextInt(5);
            Set<String> names = new HashSet<>(Set.of(MachineSpec.STRAY, MachineSpec.LETTERS, MachineSpec.OBJECT));
            for (int i = 0; i < types; i++) {
                MachineSpec.MessageTypeSpec t = new MachineSpec.MessageTypeSpec();
                do {
                    t.name = MESSAGE_WORDS[random.nextInt(MESSAGE_WORDS.length)] + (random.nextBoolean() ? "" : i);
                } while (!names.add(t.name));
                List<MachineSpec.MessageTypeSpec> earlier = new ArrayList<>(m.messageTypes);
                t.isInterface = i > 0 && random.nextInt(3) == 0;
                List<String> classes = earlier.stream().filter(x -> !x.isInterface).map(x -> x.name).toList();
                List<String> interfaces = earlier.stream().filter(x -> x.isInterface).map(x -> x.name).toList();
                if (!t.isInterface && !classes.isEmpty() && random.nextBoolean()) {
                    t.superclass = classes.get(random.nextInt(classes.size()));
                }
                for (String in : interfaces) {
                    if (random.nextInt(3) == 0) {
                        t.interfaces.add(in);
                    }
                }
                m.messageTypes.add(t);
            }
            if (m.messageTypes.stream().noneMatch(t -> !t.isInterface)) {
                m.messageTypes.get(0).isInterface = false;
            }
            // More leaf classes that implement several interfaces, so that incomparable types match one message.
            List<String> interfaces = m.messageTypes.stream().filter(x -> x.isInterface).map(x -> x.name).toList();
            if (interfaces.size() >= 1 && random.nextBoolean()) {
                MachineSpec.MessageTypeSpec leaf = new MachineSpec.MessageTypeSpec();
                leaf.name = "Mixed";
                names.add(leaf.name);
                List<String> classes = m.messageTypes.stream().filter(x -> !x.isInterface).map(x -> x.name).toList();
                leaf.superclass = random.nextBoolean() ? classes.get(random.nextInt(classes.size())) : null;
                leaf.interfaces.addAll(interfaces);
                m.messageTypes.add(leaf);
            }
            List<String> handled = new ArrayList<>();
            m.messageTypes.forEach(t -> handled.add(t.name));
            int count = 1 + random.nextInt(7);
            Set<String> taken = new HashSet<>();
            for (int i = 0; i < count; i++) {
                boolean base = m.superclass && random.nextInt(3) == 0;
                String type = random.nextInt(12) == 0 ? MachineSpec.OBJECT : handled.get(random.nextInt(handled.size()));
                List<String> value = new ArrayList<>();
                int shape = random.nextInt(10);
                if (shape < 3) {
                    // any state
                } else if (shape < 5 && !m.groups.isEmpty()) {
                    value.add(m.groups.get(random.nextInt(m.groups.size())).name);
                } else {
                    List<String> order = new ArrayList<>(m.stateNames());
                    Collections.shuffle(order, new java.util.Random(random.nextLong()));
                    value.addAll(order.subList(0, 1 + random.nextInt(Math.min(3, order.size()))));
                }
                List<String> levels = value.isEmpty() ? List.of("") : value;
                if (levels.stream().anyMatch(l -> taken.contains(base + "/" + l + "/" + type))) {
                    continue; // one class has one handler per (state or group, type)
                }
                levels.forEach(l -> taken.add(base + "/" + l + "/" + type));
                HandlerSpec h = g.newHandler(Event.MESSAGE, value);
                h.messageType = type;
                h.hasArg = false;
                h.inBase = base;
            }
        }
    }

    /** The states a handler serves: its {@code value}, groups expanded; every state for an any-state message handler. */
    private List<String> served(HandlerSpec h) {
        if (h.event == Event.MESSAGE && h.value.isEmpty()) {
            return m.stateNames();
        }
        List<String> served = new ArrayList<>();
        for (String v : h.value) {
            for (String s : m.group(v) != null ? m.members(v) : List.of(v)) {
                if (!served.contains(s)) {
                    served.add(s);
                }
            }
        }
        return served;
    }

    private void names(int size) {
        int style = random.nextInt(4);
        Set<String> used = new HashSet<>();
        for (int i = 0; i < size; i++) {
            String name;
            do {
                name = switch (style) {
                    case 0 -> "S" + i;
                    case 1 -> pick(WORDS) + (random.nextInt(3) == 0 ? "" : "_" + i);
                    case 2 -> random.nextInt(3) == 0 ? pick(WORDS) : identifier();
                    default -> random.nextInt(10) == 0 ? pick(WORDS) : "s" + i;
                };
            } while (!used.add(name) || RESERVED.contains(name) || name.equals(m.enumName) || name.equals("weight$")
                    || name.equals(m.entity));
            m.states.add(new StateSpec(name, false));
        }
    }

    private String identifier() {
        String letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
        StringBuilder name = new StringBuilder();
        name.append(letters.charAt(random.nextInt(letters.length())));
        int length = random.nextInt(12);
        for (int i = 0; i < length; i++) {
            String chars = letters + "0123456789_$";
            name.append(chars.charAt(random.nextInt(chars.length())));
        }
        return name.toString();
    }

    private void handlers() {
        int percent = 20 + random.nextInt(75);
        int sharePercent = random.nextInt(60);
        for (Event event : Event.KEYED) {
            for (boolean base : m.superclass ? new boolean[] {false, true} : new boolean[] {false}) {
                List<String> order = new ArrayList<>(m.stateNames());
                Collections.shuffle(order, new java.util.Random(random.nextLong()));
                List<HandlerSpec> ofThisKind = new ArrayList<>();
                for (String state : order) {
                    if (random.nextInt(100) >= (base ? percent / 2 : percent)) {
                        continue;
                    }
                    if (!ofThisKind.isEmpty() && random.nextInt(100) < sharePercent) {
                        ofThisKind.get(random.nextInt(ofThisKind.size())).value.add(state);
                    } else {
                        HandlerSpec h = newHandler(event, new ArrayList<>(List.of(state)));
                        h.inBase = base;
                        ofThisKind.add(h);
                    }
                }
            }
        }
        if (m.handlers.isEmpty()) {
            newHandler(Event.UPDATE, new ArrayList<>(List.of(m.states.get(0).name)));
        }
        groupHandlersAndGuards();
        // The types and shapes from a stream of their own.
        if (messages) {
            new MessageParts(this, new SplittableRandom(random.nextLong())).build();
        }
        annotatedParameters();
        for (HandlerSpec h : m.handlers) {
            if (h.value.size() > 1 && random.nextBoolean()) {
                Collections.shuffle(h.value, new java.util.Random(random.nextLong()));
            }
            if (h.returnsState) {
                targets(h);
                fillOptions(h);
            }
        }
        names();
        // The order they are declared in, within each class: also the order effective() resolves them by.
        Collections.shuffle(m.handlers, new java.util.Random(random.nextLong()));
        for (int i = 0; i < m.handlers.size(); i++) {
            m.handlers.get(i).index = i;
        }
    }

    private HandlerSpec newHandler(Event event, List<String> value) {
        HandlerSpec h = new HandlerSpec();
        h.index = m.handlers.size();
        h.name = "h" + h.index;
        h.event = event;
        h.value = new ArrayList<>(value);
        h.hasArg = random.nextBoolean();
        h.returnsState = event != Event.EXIT && random.nextInt(4) > 0;
        h.explicitEmptyTo = !h.returnsState && event != Event.EXIT && random.nextInt(4) == 0;
        h.literal = h.returnsState && random.nextInt(5) < 2;
        if (h.returnsState) {
            h.to.add(m.states.get(random.nextInt(m.states.size())).name);
            fillOptions(h);
        }
        m.handlers.add(h);
        return h;
    }

    private void targets(HandlerSpec h) {
        int n = m.states.size();
        int size = random.nextInt(8) == 0 && n > 9 ? 9 + random.nextInt(n - 8) : 1 + random.nextInt(Math.min(n, 4));
        Set<String> to = new LinkedHashSet<>();
        while (to.size() < size) {
            String target = m.states.get(random.nextInt(n)).name;
            if (served(h).contains(target) && random.nextInt(4) > 0) {
                continue; // only sometimes may a handler list a state it serves
            }
            to.add(target);
            if (to.size() + served(h).size() >= n && to.size() < size) {
                size = to.size(); // nothing left but states it serves
            }
        }
        h.to = new ArrayList<>(to);
    }

    /** What the body may return: its targets, null (more often for enters: they chain), its own states, an undeclared state. */
    private void fillOptions(HandlerSpec h) {
        List<String> options = new ArrayList<>();
        for (String target : h.to) {
            options.add(target);
            options.add(target);
        }
        int stays = h.event == Event.ENTER ? 1 + random.nextInt(4) : random.nextInt(3);
        for (int i = 0; i < Math.max(stays, h.to.size() / 2); i++) {
            options.add(null);
        }
        boolean ofGroup = h.value.stream().anyMatch(v -> m.group(v) != null);
        if (!h.literal || (h.value.size() == 1 && !ofGroup)) {
            if (random.nextInt(3) == 0) {
                List<String> served = served(h);
                options.add(served.get(random.nextInt(served.size())));
            }
        }
        if (!h.literal && random.nextInt(4) == 0) {
            List<String> undeclared = new ArrayList<>(m.stateNames());
            undeclared.removeAll(h.to);
            if (!undeclared.isEmpty()) {
                options.add(undeclared.get(random.nextInt(undeclared.size())));
            }
        }
        h.options = options;
    }

    /** Method names: mostly unique, sometimes overloads or names that differ only in case, never clashing. */
    private void names() {
        Set<String> signatures = new HashSet<>();
        Set<String> taken = new HashSet<>();
        for (HandlerSpec h : m.handlers) {
            for (int attempt = 0; ; attempt++) {
                String candidate = switch (attempt < 5 ? random.nextInt(4) : 0) {
                    case 0 -> "h" + h.index;
                    case 1 -> pick(HANDLER_WORDS) + h.index;
                    case 2 -> taken.isEmpty() ? "h" + h.index : pick(new ArrayList<>(taken)); // an overload
                    default -> pick(HANDLER_WORDS);
                };
                if (OBJECT_METHODS.contains(candidate) || RESERVED.contains(candidate)) {
                    continue;
                }
                h.name = candidate;
                if (signatures.add(h.erasedSignature(m.idMode))) {
                    taken.add(candidate);
                    break;
                }
            }
        }
    }

    /** Adds edges or entry points until every state is reachable from the initial state and the entry points. */
    private void makeReachable() {
        while (true) {
            Set<String> reached = reachable(m);
            List<String> unreached = new ArrayList<>(m.stateNames());
            unreached.removeAll(reached);
            // Pseudo-states: no entity is ever in them.
            unreached.removeIf(x -> x.equals(m.back()) || m.isGroupConstant(x));
            if (unreached.isEmpty()) {
                return;
            }
            String target = unreached.get(random.nextInt(unreached.size()));
            List<HandlerSpec> sources = new ArrayList<>();
            for (String from : reached) {
                for (Event event : List.of(Event.UPDATE, Event.ENTER)) {
                    m.effective(event, from).filter(h -> h.returnsState).ifPresent(sources::add);
                }
            }
            if (sources.isEmpty() || random.nextInt(4) == 0) {
                m.states.get(m.ordinal(target)).entryPoint = true;
            } else {
                HandlerSpec h = sources.get(random.nextInt(sources.size()));
                h.to.add(target);
                h.options.add(target);
                h.options.add(target);
            }
        }
    }

    /** The states reachable from the initial state and the entry points through the effective handlers' {@code to}. */
    static Set<String> reachable(MachineSpec m) {
        Set<String> reached = new LinkedHashSet<>();
        Deque<String> work = new ArrayDeque<>();
        work.add(m.initialName());
        for (StateSpec state : m.states) {
            if (state.entryPoint) {
                work.add(state.name);
            }
        }
        while (!work.isEmpty()) {
            // A group named as a target (or its constant) reaches at least its initial state.
            String state = m.group(work.peek()) != null ? m.initialLeaf(work.poll()) : work.poll();
            if (state == null || !reached.add(state)) {
                continue;
            }
            for (Event event : List.of(Event.UPDATE, Event.ENTER)) {
                Optional<HandlerSpec> h = m.effective(event, state);
                h.ifPresent(handler -> work.addAll(handler.to));
            }
            for (String group : m.groupsOf(state)) {
                m.effective(Event.UPDATE, group).ifPresent(handler -> work.addAll(handler.to));
            }
            for (HandlerSpec guard : m.handlers) {
                if (guard.isGuard() && m.guarded(guard).contains(state)) {
                    work.add(guard.target());
                }
            }
            for (MachineSpec.AfterSpec a : m.afters) {
                if (a.value.contains(state) || a.value.stream().anyMatch(v -> m.members(v).contains(state))) {
                    work.add(a.to);
                }
            }
        }
        return reached;
    }

    private String pick(String[] from) {
        return from[random.nextInt(from.length)];
    }

    private String pick(List<String> from) {
        return from.get(random.nextInt(from.size()));
    }
}
