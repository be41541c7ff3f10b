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

        /** {@link Events#UPDATE}, {@link Events#ENTER} (an enter redirect) or {@link Events#GUARD}. */
        public int event() {
            return event;
        }

        /** {@code FROM -> TO}, with its cause: "enter", the guard's name, "AGGRO update", "back, ...". */
        @Override
        public String toString() {
            String cause = event == Events.ENTER ? (back ? "on enter" : "enter")
                    : event == Events.GUARD || event == Events.MESSAGE ? label
                    : label == null ? null : label + " update";
            if (back) {
                cause = cause == null ? "back" : "back, " + cause;
            }
            return from + " -> " + to + (cause == null ? "" : " (" + cause + ")");
        }
    }

    /** A {@code @StateGroup}: its name, the group it is nested in, and the states it names itself. */
    public static final class Group {
        private final String name;
        private final String parent;
        private final List<String> states;

        /**
         * @param parent the group it is nested in, or null
         * @param states the states it lists itself (not its nested groups'), separated by spaces
         */
        public Group(String name, String parent, String states) {
            this.name = name;
            this.parent = parent;
            this.states = states.isEmpty() ? Collections.<String>emptyList()
                    : Collections.unmodifiableList(Arrays.asList(states.split(" ")));
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

        /** {@link Events#UPDATE}, {@link Events#ENTER}, {@link Events#GUARD} or {@link Events#MESSAGE}. */
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
    }

    /**
     * Stack states: the same description with the {@code @Interrupt} states and the {@code @Back}
     * pseudo-state (null when the enum marks none).
     */
    public MachineInfo withStacks(String[] interrupts, String back) {
        return new MachineInfo(this, Collections.unmodifiableList(Arrays.asList(interrupts.clone())), back);
    }

    private MachineInfo(MachineInfo from, List<String> interrupts, String back) {
        this.name = from.name;
        this.states = from.states;
        this.initial = from.initial;
        this.entryPoints = from.entryPoints;
        this.groups = from.groups;
        this.stateGroups = from.stateGroups;
        this.messageTypes = from.messageTypes;
        this.interrupts = interrupts;
        this.back = back;
    }

    /** The {@code @Interrupt} states, in ordinal order: entering one pushes the state left. */
    public List<String> interrupts() {
        return interrupts;
    }

    /** The {@code @Back} pseudo-state, or null: no entity is ever in it; returning it pops the stack. */
    public String back() {
        return back;
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
     * enter redirects, then guards, then message handlers' edges, each in ordinal order of its source, a
     * source's edges in the order its handlers were given, a handler's targets in the order its
     * {@code to} lists them.
     */
    public List<Edge> edges() {
        Map<String, Integer> ordinals = new HashMap<String, Integer>();
        for (int i = 0; i < states.size(); i++) {
            ordinals.put(states.get(i), i);
        }
        List<Edge> edges = new ArrayList<Edge>();
        for (int event : new int[] {Events.UPDATE, Events.ENTER, Events.GUARD, Events.MESSAGE}) {
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
