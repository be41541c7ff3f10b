package dev.brainstem.runtime;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The description of a generated machine: its states, initial state, entry points, groups, interrupts,
 * message types and edges, as the processor read them. Every generated {@code XFsm} has one as
 * {@code XFsm.INFO}, and every batch as {@link AbstractBatch#info()}. It is data only: the
 * {@code brainstem-diagrams} module draws it ({@code Diagrams.of(XFsm.INFO).toMermaid()}), and the
 * processor writes the same drawings next to the classes ({@code META-INF/brainstem/}).
 *
 * <p>Edges are held as {@link Edges} groups, one per handler (every state it serves to every state its
 * {@code to} lists), so that a machine whose one shared handler lists a thousand states costs a
 * thousand names, not a million edges. {@link #edges()} lists them one by one on demand, each with its
 * {@link Edge#id() id}: its place in that list, which a tool counts transitions by.
 */
public final class MachineInfo {
    /**
     * An edge of the graph: a {@code to} entry of an {@code @OnUpdate} (a state's or a group's) or an
     * {@code @OnEnter}, or a {@code @Transition} guard's target.
     */
    public static final class Edge {
        private final int id;
        private final String from;
        private final String to;
        private final int event;
        private final String label;
        private final boolean back;

        private Edge(int id, String from, String to, int event, String label, boolean back) {
            this.id = id;
            this.from = from;
            this.to = to;
            this.event = event;
            this.label = label;
            this.back = back;
        }

        /** Its place in {@link MachineInfo#edges()}: 0 for the first. */
        public int id() {
            return id;
        }

        /** Whether it is a {@code @Back}: to a state the interrupt {@link #from} can be entered from. */
        public boolean back() {
            return back;
        }

        /** The guard's method name for a guard; the group's name for a group's update; else null. */
        public String label() {
            return label;
        }

        public String from() {
            return from;
        }

        public String to() {
            return to;
        }

        /** {@link Events#UPDATE}, {@link Events#ENTER} (an enter redirect), {@link Events#GUARD}, {@link Events#MESSAGE} or {@link Events#AFTER}. */
        public int event() {
            return event;
        }

        /** {@code FROM -> TO}, with its cause: "enter", the guard's name, "AGGRO update", "back, ...". */
        @Override
        public String toString() {
            String cause = event == Events.ENTER ? (back ? "on enter" : "enter")
                    : event == Events.GUARD || event == Events.MESSAGE || event == Events.AFTER ? label
                    : label == null ? null : label + " update";
            if (back) {
                cause = cause == null ? "back" : "back, " + cause;
            }
            return from + " -> " + to + (cause == null ? "" : " (" + cause + ")");
        }
    }

    /**
     * What entering a group by its name resumes (docs/semantics.md, "Groups you enter, and history"): the
     * runtime's copy of the annotation's {@code History}, which the runtime does not depend on.
     */
    public enum History {
        /** No history: entering the group by name enters its initial. */
        NONE,
        /** The direct member of the group that held the state it was left from (a nested group by name). */
        SHALLOW,
        /** The very state it was left from. */
        DEEP
    }

    /**
     * A {@code @StateGroup}: its name, the group it is nested in, the states it names itself, and the
     * member entered when a transition names it (its {@code initial}) and its history, if it has them.
     */
    public static final class Group {
        private final String name;
        private final String parent;
        private final List<String> states;
        private final String initial;
        private final History history;

        /**
         * A group that is never a target: no initial, no history.
         *
         * @param parent the group it is nested in, or null
         * @param states the states it lists itself (not its nested groups'), separated by spaces
         */
        public Group(String name, String parent, String states) {
            this(name, parent, states, null, History.NONE);
        }

        /**
         * @param parent the group it is nested in, or null
         * @param states the states it lists itself (not its nested groups'), separated by spaces
         * @param initial the direct member (a state, or a nested group) entering it by name enters; null
         *     for none
         * @param history {@link History#NONE} for none; any other needs an {@code initial}
         */
        public Group(String name, String parent, String states, String initial, History history) {
            if (history == null || history != History.NONE && initial == null) {
                throw new IllegalArgumentException("group " + name + ": " + (history == null ? "a null history"
                        : "a history needs an initial, entered before the first visit"));
            }
            this.name = name;
            this.parent = parent;
            this.states = states.isEmpty() ? Collections.<String>emptyList()
                    : Collections.unmodifiableList(Arrays.asList(states.split(" ")));
            this.initial = initial;
            this.history = history;
        }

        /** The direct member (a state or a nested group) entering the group by name enters; null for none. */
        public String initial() {
            return initial;
        }

        /** What entering the group by name resumes; {@link History#NONE} for a group without history. */
        public History history() {
            return history;
        }

        public String name() {
            return name;
        }

        /** The group it is nested in, or null. */
        public String parent() {
            return parent;
        }

        /** The states it lists itself, not those of its nested groups. */
        public List<String> states() {
            return states;
        }
    }

    /** The edges of one handler: from each state it serves to each state of its {@code to}. */
    public static final class Edges {
        private final int event;
        private final String[] from;
        private final String[] to;
        private final String label;
        private final boolean back;

        /**
         * @param from the states the handler serves, separated by spaces
         * @param to the states of its {@code to}, separated by spaces, in the order written
         */
        public Edges(int event, String from, String to) {
            this(event, from, to, null);
        }

        /** @param label the guard's method name, or the name of the group whose update it is; null for none */
        public Edges(int event, String from, String to, String label) {
            this(event, from, to, label, false);
        }

        private Edges(int event, String from, String to, String label, boolean back) {
            this.event = event;
            this.from = from.split(" ");
            this.to = to.split(" ");
            this.label = label;
            this.back = back;
        }

        /**
         * Where a {@code @Back} returned by a handler of the interrupts {@code from} can lead: the states
         * each can be entered from (every state, for an entry point).
         */
        public static Edges back(int event, String from, String to, String label) {
            return new Edges(event, from, to, label, true);
        }

        /** {@link Events#UPDATE}, {@link Events#ENTER}, {@link Events#GUARD}, {@link Events#MESSAGE} or {@link Events#AFTER}. */
        public int event() {
            return event;
        }

        /** The states the handler serves. */
        public List<String> from() {
            return Collections.unmodifiableList(Arrays.asList(from));
        }

        /** The states of its {@code to}, in the order written. */
        public List<String> to() {
            return Collections.unmodifiableList(Arrays.asList(to));
        }

        /** The guard's method name, the message type's simple name, the group's name for a group's update; or null. */
        public String label() {
            return label;
        }

        /** Whether these are where a {@code @Back} of the interrupts {@link #from()} can lead. */
        public boolean back() {
            return back;
        }

        long size() {
            return (long) from.length * to.length;
        }
    }

    private final String name;
    private final List<String> states;
    private final String initial;
    private final List<String> entryPoints;
    private final List<Edges> groups;
    private final List<Group> stateGroups;
    /** Each state's message types, by ordinal; empty lists for a machine without messages. */
    private final List<List<String>> messageTypes;
    private final List<String> interrupts;
    private final String back;
    /** The groups' constants: states named like a group with an initial, in ordinal order. */
    private final List<String> groupConstants;
    /** The groups that have a history, in {@link #groups()} order: a history group's index is its place here. */
    private final List<Group> historyGroups;
    /** Each group's states, its nested groups' included, in ordinal order. */
    private final Map<String, List<String>> statesIn;
    /** The machine's regions, this description first; this one alone for a machine without regions. */
    private final List<MachineInfo> regions;
    /** Timed machines ({@link #withTiming}): each state's {@code every} by ordinal; null for the others. */
    private final int[] every;
    /** Timed machines: the states the tick does not visit, in the order given; empty for the others. */
    private final List<String> sleeping;

    public MachineInfo(String name, String[] states, String initial, String[] entryPoints, Edges... groups) {
        this(name, states, initial, entryPoints, new Group[0], groups);
    }

    public MachineInfo(String name, String[] states, String initial, String[] entryPoints, Group[] stateGroups,
            Edges... groups) {
        this(name, states, initial, entryPoints, stateGroups, new String[0], groups);
    }

    /**
     * @param messageTypes for each state by ordinal, the simple names of the message types it takes (its
     *     own handlers', its groups', the any-state handlers'), in the order its lookup tries them,
     *     separated by spaces; shorter than {@code states} for states that take none
     */
    public MachineInfo(String name, String[] states, String initial, String[] entryPoints, Group[] stateGroups,
            String[] messageTypes, Edges... groups) {
        List<List<String>> types = new ArrayList<List<String>>();
        for (int i = 0; i < states.length; i++) {
            String list = i < messageTypes.length ? messageTypes[i] : "";
            types.add(list.isEmpty() ? Collections.<String>emptyList()
                    : Collections.unmodifiableList(Arrays.asList(list.split(" "))));
        }
        this.messageTypes = Collections.unmodifiableList(types);
        this.interrupts = Collections.emptyList();
        this.back = null;
        this.stateGroups = Collections.unmodifiableList(new ArrayList<Group>(Arrays.asList(stateGroups)));
        this.name = name;
        this.states = Collections.unmodifiableList(Arrays.asList(states.clone()));
        this.initial = initial;
        this.entryPoints = Collections.unmodifiableList(Arrays.asList(entryPoints.clone()));
        this.groups = Collections.unmodifiableList(new ArrayList<Edges>(Arrays.asList(groups)));
        this.statesIn = statesIn(this.states, this.stateGroups);
        List<String> constants = new ArrayList<String>();
        for (String state : this.states) {
            Group group = group(state);
            if (group != null && group.initial != null) {
                constants.add(state);
            }
        }
        this.groupConstants = Collections.unmodifiableList(constants);
        List<Group> kept = new ArrayList<Group>();
        for (Group group : this.stateGroups) {
            if (group.history != History.NONE) {
                kept.add(group);
            }
        }
        this.historyGroups = Collections.unmodifiableList(kept);
        this.regions = Collections.singletonList(this);
        this.every = null;
        this.sleeping = Collections.emptyList();
    }

    private static Map<String, List<String>> statesIn(List<String> states, List<Group> groups) {
        Map<String, Group> byName = new HashMap<String, Group>();
        for (Group group : groups) {
            byName.put(group.name, group);
        }
        Map<String, List<String>> members = new HashMap<String, List<String>>();
        for (Group group : groups) {
            members.put(group.name, new ArrayList<String>());
        }
        // Groups form a tree: each state is in the group that lists it and in that group's ancestors.
        for (Group group : groups) {
            for (String state : group.states) {
                for (Group g = group; g != null; g = g.parent == null ? null : byName.get(g.parent)) {
                    members.get(g.name).add(state);
                }
            }
        }
        final Map<String, Integer> ordinals = new HashMap<String, Integer>();
        for (int i = 0; i < states.size(); i++) {
            ordinals.put(states.get(i), i);
        }
        for (Map.Entry<String, List<String>> entry : members.entrySet()) {
            List<String> list = entry.getValue();
            Collections.sort(list, (x, y) -> Integer.compare(ordinal(ordinals, x), ordinal(ordinals, y)));
            entry.setValue(Collections.unmodifiableList(list));
        }
        return members;
    }

    /** A name the states lack sorts last: descriptions are the processor's, checked there. */
    private static int ordinal(Map<String, Integer> ordinals, String state) {
        Integer ordinal = ordinals.get(state);
        return ordinal == null ? Integer.MAX_VALUE : ordinal;
    }

    /**
     * Stack states: the same description with the {@code @Interrupt} states and the {@code @Back}
     * pseudo-state (null when the enum marks none).
     */
    public MachineInfo withStacks(String[] interrupts, String back) {
        return new MachineInfo(this, Collections.unmodifiableList(Arrays.asList(interrupts.clone())), back);
    }

    /**
     * Orthogonal regions: this description, the first region's, with the descriptions of the machine's
     * other regions, in declaration order. Each of those is a machine of its own states, groups and edges,
     * named {@code Machine.Enum} ({@code Soldier.Weapon}).
     */
    public MachineInfo withRegions(MachineInfo... others) {
        List<MachineInfo> all = new ArrayList<MachineInfo>();
        all.add(null);
        all.addAll(Arrays.asList(others));
        return new MachineInfo(this, interrupts, back, all);
    }

    /**
     * Timed transitions and time slicing: the same description with each state's {@code every} by
     * ordinal ({@code @OnUpdate(every = ...)}, 0 where the state is not sliced; shorter than the states
     * for the ones after it) and the states the tick does not visit, which have no decision: no update of
     * their own or of their groups, no guard. The timed edges are ordinary edges of event {@link Events#AFTER}.
     * Given only for machines with {@code @After} or {@code every}: then {@link #timed()} is true.
     */
    public MachineInfo withTiming(int[] every, String[] sleeping) {
        int[] byOrdinal = Arrays.copyOf(every, states.size());
        for (int e : byOrdinal) {
            if (e < 0 || e > 65_535) {
                throw new IllegalArgumentException(name + ": every = " + e + "; it is 0 to 65,535");
            }
        }
        return new MachineInfo(this, interrupts, back, null, byOrdinal,
                Collections.unmodifiableList(Arrays.asList(sleeping.clone())));
    }

    private MachineInfo(MachineInfo from, List<String> interrupts, String back) {
        this(from, interrupts, back, null);
    }

    private MachineInfo(MachineInfo from, List<String> interrupts, String back, List<MachineInfo> regions) {
        this(from, interrupts, back, regions, from.every, from.sleeping);
    }

    /** {@code regions}: null for {@code from}'s; else the list with null where this one goes. */
    private MachineInfo(MachineInfo from, List<String> interrupts, String back, List<MachineInfo> regions,
            int[] every, List<String> sleeping) {
        this.every = every;
        this.sleeping = sleeping;
        if (regions == null && from.regions.size() == 1) {
            this.regions = Collections.singletonList(this);
        } else {
            regions = regions == null ? new ArrayList<MachineInfo>(from.regions) : regions;
            regions.set(0, this);
            this.regions = Collections.unmodifiableList(regions);
        }
        this.name = from.name;
        this.states = from.states;
        this.initial = from.initial;
        this.entryPoints = from.entryPoints;
        this.groups = from.groups;
        this.stateGroups = from.stateGroups;
        this.messageTypes = from.messageTypes;
        this.interrupts = interrupts;
        this.back = back;
        this.statesIn = from.statesIn;
        this.groupConstants = from.groupConstants;
        this.historyGroups = from.historyGroups;
    }

    /**
     * The machine's orthogonal regions in declaration order, this description first: one description per
     * state enum, each with its own states, groups and edges. A machine without regions has one, this.
     */
    public List<MachineInfo> regions() {
        return regions;
    }

    /** The {@code @Interrupt} states, in ordinal order: entering one pushes the state left. */
    public List<String> interrupts() {
        return interrupts;
    }

    /** The {@code @Back} pseudo-state, or null: no entity is ever in it; returning it pops the stack. */
    public String back() {
        return back;
    }

    /** Whether the description tells the machine's timing ({@link #withTiming}): it has {@code @After} or {@code every}. */
    public boolean timed() {
        return every != null;
    }

    /**
     * The {@code every} of {@code state}'s update ({@code @OnUpdate(every = ...)}, its own or a group's):
     * the state decides on every {@code every}-th tick, phased per entity; 0 (the default) for a state that
     * decides every tick, and for every state of a machine that is not {@link #timed()}.
     *
     * @throws IllegalArgumentException for a name that is no state
     */
    public int every(String state) {
        int ordinal = ordinalOf(state);
        return every == null ? 0 : every[ordinal];
    }

    /**
     * Whether the tick does not visit entities in {@code state}: it has no decision (no update of its own
     * or of its groups, no guard), so only its timers, when they fall due, and messages wake its entities.
     * False for every state of a machine that is not {@link #timed()}.
     *
     * @throws IllegalArgumentException for a name that is no state
     */
    public boolean sleeps(String state) {
        ordinalOf(state);
        return sleeping.contains(state);
    }

    private int ordinalOf(String state) {
        int ordinal = states.indexOf(state);
        if (ordinal < 0) {
            throw new IllegalArgumentException(name + " has no state " + state);
        }
        return ordinal;
    }

    /** The simple name of the entity class. */
    public String name() {
        return name;
    }

    /** The state names in ordinal order. */
    public List<String> states() {
        return states;
    }

    public String initial() {
        return initial;
    }

    /** The {@code @EntryPoint} states, in ordinal order (the initial state is not among them unless annotated). */
    public List<String> entryPoints() {
        return entryPoints;
    }

    /** The {@code @StateGroup}s, in the order written. */
    public List<Group> groups() {
        return stateGroups;
    }

    /** The group named {@code name}, or null. */
    public Group group(String name) {
        for (Group group : stateGroups) {
            if (group.name.equals(name)) {
                return group;
            }
        }
        return null;
    }

    /**
     * The groups' constants, in ordinal order: the states named like a group that has an initial.
     * Each is a pseudo-state, like the {@code @Back} one: a transition, an {@code add} or a
     * {@code transitionTo} to it enters the state its group resolves to, and no entity is ever in it.
     */
    public List<String> groupConstants() {
        return groupConstants;
    }

    /** Whether {@code state} is a group's constant ({@link #groupConstants()}). */
    public boolean isGroupConstant(String state) {
        return groupConstants.contains(state);
    }

    /**
     * Whether {@code state} is a pseudo-state, which no entity is ever in: the {@code @Back} constant or
     * a group's constant. Tools draw and count every other state.
     */
    public boolean isPseudoState(String state) {
        return state.equals(back) || groupConstants.contains(state);
    }

    /**
     * The groups that have a history, in the order of {@link #groups()}. A history group's place here is
     * its index in the batch's histories, and {@link AbstractBatch#lastIn} names it.
     */
    public List<Group> historyGroups() {
        return historyGroups;
    }

    /**
     * The states in group {@code group} or in the groups nested in it, in ordinal order.
     *
     * @throws IllegalArgumentException for a name that is no group
     */
    public List<String> statesIn(String group) {
        List<String> members = statesIn.get(group);
        if (members == null) {
            throw new IllegalArgumentException(name + " has no group " + group);
        }
        return members;
    }

    /**
     * The simple names of the message types an entity in {@code state} takes, in the order its lookup
     * tries them; empty for a state that takes none.
     *
     * @throws IllegalArgumentException for a name that is no state
     */
    public List<String> messageTypes(String state) {
        int ordinal = states.indexOf(state);
        if (ordinal < 0) {
            throw new IllegalArgumentException(name + " has no state " + state);
        }
        return messageTypes.get(ordinal);
    }

    /** The edges as the processor gave them: one group per handler, in the order written. */
    public List<Edges> edgeGroups() {
        return groups;
    }

    /** How many edges {@link #edges()} lists, counted without listing them. */
    public long edgeCount() {
        long count = 0;
        for (Edges group : groups) {
            count += group.size();
        }
        return count;
    }

    /**
     * Every edge, one by one: update edges first (the state's own handler's, then its groups'), then
     * enter redirects, then guards, then message handlers' edges, then timed ({@link Events#AFTER}) edges, each in ordinal order of its source, a
     * source's edges in the order its handlers were given, a handler's targets in the order its
     * {@code to} lists them.
     */
    public List<Edge> edges() {
        Map<String, Integer> ordinals = new HashMap<String, Integer>();
        for (int i = 0; i < states.size(); i++) {
            ordinals.put(states.get(i), i);
        }
        List<Edge> edges = new ArrayList<Edge>();
        for (int event : new int[] {Events.UPDATE, Events.ENTER, Events.GUARD, Events.MESSAGE, Events.AFTER}) {
            List<List<Edges>> bySource = new ArrayList<List<Edges>>();
            for (int i = 0; i < states.size(); i++) {
                bySource.add(new ArrayList<Edges>(1));
            }
            for (Edges group : groups) {
                if (group.event == event) {
                    for (String from : group.from) {
                        bySource.get(ordinals.get(from)).add(group);
                    }
                }
            }
            for (int i = 0; i < bySource.size(); i++) {
                for (Edges group : bySource.get(i)) {
                    for (String to : group.to) {
                        edges.add(new Edge(edges.size(), states.get(i), to, event, group.label, group.back));
                    }
                }
            }
        }
        return Collections.unmodifiableList(edges);
    }

    @Override
    public String toString() {
        return name + " " + states + ", initial " + initial + ", entry points " + entryPoints
                + (stateGroups.isEmpty() ? "" : ", " + stateGroups.size() + " groups") + ", " + edgeCount() + " edges";
    }
}
