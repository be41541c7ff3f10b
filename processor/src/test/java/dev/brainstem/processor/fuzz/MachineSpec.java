package dev.brainstem.processor.fuzz;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A fuzzed machine as plain data: what {@link SourceEmitter} writes as Java source, what the reference
 * model interprets ({@link Modelled#machine}), and what {@link Mutator} changes. Mutable so that mutations are easy;
 * {@link #copy()} before changing one that is shared.
 */
final class MachineSpec {

    /** The events, with their codes in packed keys and listeners; a guard ({@code @Transition}) is GUARD. */
    enum Event {
        ENTER("OnEnter", 1), UPDATE("OnUpdate", 2), EXIT("OnExit", 3), MESSAGE("OnMessage", 4), GUARD("Transition", 5);

        /** The events with at most one handler per state or group, each with a packed key. */
        static final List<Event> KEYED = List.of(ENTER, UPDATE, EXIT);

        final String annotation;
        private final int code;

        Event(String annotation, int code) {
            this.annotation = annotation;
            this.code = code;
        }

        int code() {
            return code;
        }
    }

    /** {@code @StateGroup(history = ...)}. */
    enum History { NONE, SHALLOW, DEEP }

    /** A {@code @StateGroup} of the enum. */
    static final class GroupSpec {
        String name;
        /** The states it lists itself. */
        List<String> states = new ArrayList<>();
        /** The groups nested in it. */
        List<String> groups = new ArrayList<>();
        /** Its {@code initial} (a direct member: one of {@link #states} or {@link #groups}), or null. */
        String initial;
        History history = History.NONE;

        GroupSpec(String name) {
            this.name = name;
        }

        GroupSpec copy() {
            GroupSpec copy = new GroupSpec(name);
            copy.states = new ArrayList<>(states);
            copy.groups = new ArrayList<>(groups);
            copy.initial = initial;
            copy.history = history;
            return copy;
        }
    }

    /**
     * A message type, nested in the machine's {@code Letters} class: a class (its serial from
     * {@link World.Letter}, extending another or implementing interfaces) or an interface.
     */
    static final class MessageTypeSpec {
        String name;
        boolean isInterface;
        /** A class's superclass among the message types, or null. */
        String superclass;
        /** The interfaces among the message types it implements (extends, for an interface). */
        List<String> interfaces = new ArrayList<>();

        MessageTypeSpec copy() {
            MessageTypeSpec copy = new MessageTypeSpec();
            copy.name = name;
            copy.isInterface = isInterface;
            copy.superclass = superclass;
            copy.interfaces = new ArrayList<>(interfaces);
            return copy;
        }
    }

    /** The class that holds the message types, in the machine's package. */
    static final String LETTERS = "Letters";
    /** A message class that no handler of the machine's types takes (only an Object handler does). */
    static final String STRAY = "Stray";
    /** A message handler's parameter type that takes every message. */
    static final String OBJECT = "Object";

    /** Where the enum of states is declared. */
    enum EnumPlace { OWN_FILE, IN_ENTITY }

    static final class StateSpec {
        String name;
        boolean entryPoint;
        /** {@code @Interrupt}: entering it pushes the state left. */
        boolean interrupt;
        /** {@code @Back}: the pseudo-state a handler of an interrupt returns to go back. */
        boolean back;
        /** Mutation only: text put before the constant (another annotation, a comment). */
        String prefix = "";

        StateSpec(String name, boolean entryPoint) {
            this.name = name;
            this.entryPoint = entryPoint;
        }

        StateSpec copy() {
            StateSpec copy = new StateSpec(name, entryPoint);
            copy.interrupt = interrupt;
            copy.back = back;
            copy.prefix = prefix;
            return copy;
        }
    }

    static final class HandlerSpec {
        /** The handler's index in the machine, as its body passes it to {@link World#call}. */
        int index;
        String name;
        Event event;
        List<String> value = new ArrayList<>();
        List<String> to = new ArrayList<>();
        /** Whether an empty {@code to} is written as {@code to = {}}. */
        boolean explicitEmptyTo;
        /** Whether it takes its optional argument ({@code from}, {@code dt} or {@code to}). */
        boolean hasArg;
        boolean returnsState;
        /**
         * Whether the body returns constants ({@code return S.A;}), which check 6 reads, rather than a
         * looked-up state it cannot read.
         */
        boolean literal;
        /** What the body may return, one picked uniformly per call: state names, null for null. */
        List<String> options = new ArrayList<>();
        /** Declared in the abstract superclass rather than the machine's class. */
        boolean inBase;
        /** Whether it takes a {@code @TimeInState float} (after the positional parameters), passed to the world. */
        boolean readsTime;
        /** Whether it takes a {@code @Current} state (after the positional parameters), passed to the world. */
        boolean readsCurrent;
        /** Whether {@code @Current} is written before {@code @TimeInState} when it takes both. */
        boolean currentFirst;
        /**
         * A machine with regions: the region whose state its {@code @Current} reads (its index in
         * {@link MachineSpec#allRegions()}), or -1 for its own region's.
         */
        int currentOf = -1;
        /** A message handler's parameter type: a {@link MessageTypeSpec}'s name, or {@link #OBJECT}. */
        String messageType;
        /** An update's {@code @OnUpdate(every = ...)}: 0, the default, is not written (issue 43). */
        int every;
        /** Mutation only: the type of the {@code @TimeInState} parameter, when not {@code float}. */
        String timeType;
        /** Mutation only: the type of the {@code @Current} parameter, when not the states enum. */
        String currentType;

        // Mutations: what is written instead of the usual, when not null.
        String modifiers = "";
        String typeParameters = "";
        String returnType;
        String parameters;
        String throwsClause = "";
        /** Replaces the whole annotation, when not null. */
        String annotation;
        /** Replaces the body's statements, when not null. */
        String body;

        HandlerSpec copy() {
            HandlerSpec copy = new HandlerSpec();
            copy.index = index;
            copy.name = name;
            copy.event = event;
            copy.value = new ArrayList<>(value);
            copy.to = new ArrayList<>(to);
            copy.explicitEmptyTo = explicitEmptyTo;
            copy.hasArg = hasArg;
            copy.returnsState = returnsState;
            copy.literal = literal;
            copy.options = new ArrayList<>(options);
            copy.inBase = inBase;
            copy.readsTime = readsTime;
            copy.readsCurrent = readsCurrent;
            copy.currentFirst = currentFirst;
            copy.currentOf = currentOf;
            copy.messageType = messageType;
            copy.every = every;
            copy.timeType = timeType;
            copy.currentType = currentType;
            copy.modifiers = modifiers;
            copy.typeParameters = typeParameters;
            copy.returnType = returnType;
            copy.parameters = parameters;
            copy.throwsClause = throwsClause;
            copy.annotation = annotation;
            copy.body = body;
            return copy;
        }

        /** Java's view of the method's parameter types, for overload clashes. */
        String erasedSignature(boolean id) {
            StringBuilder out = new StringBuilder(name).append('(');
            if (id) {
                out.append("int,");
            }
            if (hasArg) {
                out.append(event == Event.UPDATE ? "float," : "S,");
            }
            if (event == Event.MESSAGE) {
                out.append(messageType).append(',');
            }
            String time = readsTime ? (timeType != null ? timeType : "float") + "," : "";
            String current = readsCurrent ? (currentType != null ? currentType : currentOf >= 0 ? "R" + currentOf
                    : "S") + "," : "";
            out.append(currentFirst ? current + time : time + current);
            return out.append(')').toString();
        }

        boolean isGuard() {
            return event == Event.GUARD;
        }

        /** A guard's one target. */
        String target() {
            return to.get(0);
        }
    }

    /**
     * An {@code @After} on the machine class (issue 43): its states or groups, its constant
     * {@code seconds} or the per-entity {@code method} it names (whose body asks {@link World#delay}
     * with {@code index}), and its {@code to}.
     */
    static final class AfterSpec {
        /** Its number in the machine, across the regions, in declaration order. */
        int index;
        List<String> value = new ArrayList<>();
        float seconds;
        /** The delay method's name, or null for a constant. */
        String method;
        String to;

        AfterSpec copy() {
            AfterSpec copy = new AfterSpec();
            copy.index = index;
            copy.value = new ArrayList<>(value);
            copy.seconds = seconds;
            copy.method = method;
            copy.to = to;
            return copy;
        }
    }

    long seed;
    /** The package, "" for the unnamed package. */
    String pkg;
    String entity;
    /** The enclosing top-level class of a nested machine class, or null. */
    String outer;
    String enumName;
    EnumPlace enumPlace = EnumPlace.OWN_FILE;
    String baseName;
    boolean idMode;
    boolean publicClass;
    boolean superclass;
    List<StateSpec> states = new ArrayList<>();
    /** The {@code @StateGroup}s, in the order written. */
    List<GroupSpec> groups = new ArrayList<>();
    /** The explicit {@code initial}, or null for the default (the first constant). */
    String initial;
    boolean settle;
    /** The explicit {@code maxTransitionsPerTick}, or null for the default 8. */
    Integer maxTransitions;
    List<HandlerSpec> handlers = new ArrayList<>();
    /** This region's {@code @After}s, in declaration order (written on the machine class, every region's in index order). */
    List<AfterSpec> afters = new ArrayList<>();
    /** The message types, in the order declared; empty for a machine without messages. */
    List<MessageTypeSpec> messageTypes = new ArrayList<>();
    int throwPermille;
    /** Whether the enum has a field, a constructor, a toString() other than name() and constants with bodies. */
    boolean fancyEnum;

    /**
     * Orthogonal regions (issue 42): the machine's other regions, in declaration order, each a spec of
     * its own enum (always in its own file), states, groups, initial and handlers (declared in the machine
     * class, never in the superclass), sharing this spec's package, class, mode, settle, limit and message
     * types; empty for a machine of one region. Handler indices run on across the regions.
     */
    List<MachineSpec> regions = new ArrayList<>();
    /** Mutation only: an enum written once more at the end of {@code regions}, or null. */
    String repeatedRegion;

    // Mutations.
    /** Type parameters of the machine class ("<T>"), or "". */
    String entityTypeParameters = "";
    boolean statesAnnotation = true;
    boolean stateMachineAnnotation = true;
    /** Replaces {@code S.class} in {@code @StateMachine}, when not null. */
    String machineValue;
    /** Replaces "class" in the machine's declaration ("interface", "enum"), when not null. */
    String entityKind;
    /** Extra modifiers on the machine class ("private", "abstract"), or "". */
    String entityModifiers = "";
    /** Whether a nested machine class is static. */
    boolean nestedStatic = true;

    MachineSpec copy() {
        MachineSpec copy = new MachineSpec();
        copy.seed = seed;
        copy.pkg = pkg;
        copy.entity = entity;
        copy.outer = outer;
        copy.enumName = enumName;
        copy.enumPlace = enumPlace;
        copy.baseName = baseName;
        copy.idMode = idMode;
        copy.publicClass = publicClass;
        copy.superclass = superclass;
        states.forEach(s -> copy.states.add(s.copy()));
        groups.forEach(g -> copy.groups.add(g.copy()));
        copy.initial = initial;
        copy.settle = settle;
        copy.maxTransitions = maxTransitions;
        handlers.forEach(h -> copy.handlers.add(h.copy()));
        afters.forEach(a -> copy.afters.add(a.copy()));
        messageTypes.forEach(t -> copy.messageTypes.add(t.copy()));
        copy.throwPermille = throwPermille;
        copy.fancyEnum = fancyEnum;
        copy.entityTypeParameters = entityTypeParameters;
        copy.statesAnnotation = statesAnnotation;
        copy.stateMachineAnnotation = stateMachineAnnotation;
        copy.machineValue = machineValue;
        copy.entityKind = entityKind;
        copy.entityModifiers = entityModifiers;
        copy.nestedStatic = nestedStatic;
        regions.forEach(r -> copy.regions.add(r.copy()));
        copy.repeatedRegion = repeatedRegion;
        return copy;
    }

    /** This spec (region 0) and its other regions, in declaration order. */
    List<MachineSpec> allRegions() {
        List<MachineSpec> all = new ArrayList<>();
        all.add(this);
        all.addAll(regions);
        return all;
    }

    /** Every region's handlers, by index (indices run on across the regions). */
    List<HandlerSpec> allHandlers() {
        List<HandlerSpec> all = new ArrayList<>();
        allRegions().forEach(r -> all.addAll(r.handlers));
        all.sort(java.util.Comparator.comparingInt(h -> h.index));
        return all;
    }

    /** The region (index in {@link #allRegions()}) whose state or group is named {@code name}, or -1. */
    int regionOf(String name) {
        List<MachineSpec> all = allRegions();
        for (int r = 0; r < all.size(); r++) {
            if (all.get(r).ordinal(name) >= 0 || all.get(r).group(name) != null) {
                return r;
            }
        }
        return -1;
    }

    int limit() {
        return maxTransitions == null ? 8 : maxTransitions;
    }

    String initialName() {
        return initial != null ? initial : states.get(0).name;
    }

    List<String> stateNames() {
        List<String> names = new ArrayList<>();
        states.forEach(s -> names.add(s.name));
        return names;
    }

    int ordinal(String name) {
        for (int i = 0; i < states.size(); i++) {
            if (states.get(i).name.equals(name)) {
                return i;
            }
        }
        return -1;
    }

    /** The enum as code in the machine's package names it. */
    String enumRef() {
        if (enumPlace == EnumPlace.OWN_FILE) {
            return enumName;
        }
        return entityRef() + "." + enumName;
    }

    /** The machine class as code in its package names it. */
    String entityRef() {
        return outer == null ? entity : outer + "." + entity;
    }

    /** The binary name of a class in the machine's package. */
    String binaryName(String simple) {
        return pkg.isEmpty() ? simple : pkg + "." + simple;
    }

    /** The generated classes' simple-name prefix: {@code Entity}, or {@code Outer_Entity}. */
    String generatedPrefix() {
        return outer == null ? entity : outer + "_" + entity;
    }

    String entityBinaryName() {
        return outer == null ? binaryName(entity) : binaryName(outer) + "$" + entity;
    }

    String enumBinaryName() {
        return enumPlace == EnumPlace.OWN_FILE ? binaryName(enumName) : entityBinaryName() + "$" + enumName;
    }

    /** The group named {@code name}, or null. */
    GroupSpec group(String name) {
        for (GroupSpec g : groups) {
            if (g.name.equals(name)) {
                return g;
            }
        }
        return null;
    }

    /** The states of group {@code name}, its nested groups' included, in ordinal order (empty for no group). */
    List<String> members(String name) {
        java.util.Set<String> in = new java.util.HashSet<>();
        collect(name, in, 0);
        List<String> members = new ArrayList<>();
        for (StateSpec s : states) {
            if (in.contains(s.name)) {
                members.add(s.name);
            }
        }
        return members;
    }

    private void collect(String name, java.util.Set<String> into, int depth) {
        GroupSpec g = group(name);
        if (g == null || depth > groups.size()) {
            return;
        }
        into.addAll(g.states);
        g.groups.forEach(child -> collect(child, into, depth + 1));
    }

    /** The groups that contain {@code state}, outermost first. */
    List<String> groupsOf(String state) {
        List<String> of = new ArrayList<>();
        for (GroupSpec g : groups) {
            if (members(g.name).contains(state)) {
                of.add(g.name);
            }
        }
        of.sort(java.util.Comparator.comparingInt(this::depth));
        return of;
    }

    int depth(String group) {
        int depth = 0;
        for (String g = parent(group); g != null && depth <= groups.size(); g = parent(g)) {
            depth++;
        }
        return depth;
    }

    String parent(String group) {
        for (GroupSpec g : groups) {
            if (g.groups.contains(group)) {
                return g.name;
            }
        }
        return null;
    }

    /** Whether {@code name} is a group's constant: an enum constant named like a group (a pseudo-state). */
    boolean isGroupConstant(String name) {
        return group(name) != null && ordinal(name) >= 0;
    }

    /** The groups' constants, in ordinal order. */
    List<String> groupConstants() {
        List<String> names = new ArrayList<>();
        states.stream().filter(s -> group(s.name) != null).forEach(s -> names.add(s.name));
        return names;
    }

    /** Whether the machine uses groups you enter: an initial, a history or a group's constant. */
    boolean entersGroups() {
        return groups.stream().anyMatch(g -> g.initial != null || g.history != History.NONE);
    }

    /**
     * The state entering group {@code name} by its name enters before any history is kept: its
     * initial, followed down through nested groups' initials.
     */
    String initialLeaf(String name) {
        String at = name;
        for (int depth = 0; group(at) != null && depth <= groups.size(); depth++) {
            at = group(at).initial;
        }
        return at;
    }

    /** The {@code @Back} constant's name, or null. */
    String back() {
        for (StateSpec s : states) {
            if (s.back) {
                return s.name;
            }
        }
        return null;
    }

    /** Whether {@code state} is an {@code @Interrupt}. */
    boolean isInterrupt(String state) {
        return states.stream().anyMatch(s -> s.interrupt && s.name.equals(state));
    }

    /** The {@code @Interrupt} states, in ordinal order. */
    List<String> interrupts() {
        List<String> names = new ArrayList<>();
        states.stream().filter(s -> s.interrupt).forEach(s -> names.add(s.name));
        return names;
    }

    /** Whether some handler reads {@code @TimeInState}: the generated machine then keeps the time. */
    boolean readsTime() {
        return handlers.stream().anyMatch(h -> h.readsTime);
    }

    /** Every region's {@code @After}s, by index. */
    List<AfterSpec> allAfters() {
        List<AfterSpec> all = new ArrayList<>();
        allRegions().forEach(r -> all.addAll(r.afters));
        all.sort(java.util.Comparator.comparingInt(a -> a.index));
        return all;
    }

    /** Whether some region has a state whose decision is sliced ({@code every}): the batch then takes strides. */
    boolean slices() {
        return allRegions().stream().anyMatch(r -> r.handlers.stream().anyMatch(h -> h.every > 0));
    }

    /** Whether the machine has {@code @OnMessage} handlers (and so {@code send}). */
    boolean hasMessages() {
        return handlers.stream().anyMatch(h -> h.event == Event.MESSAGE);
    }

    /** The message type named {@code name}, or null. */
    MessageTypeSpec messageType(String name) {
        for (MessageTypeSpec t : messageTypes) {
            if (t.name.equals(name)) {
                return t;
            }
        }
        return null;
    }

    /** Whether message type {@code sub} is {@code sup} or extends or implements it (every type is an Object). */
    boolean isSubtype(String sub, String sup) {
        if (sub.equals(sup) || sup.equals(OBJECT)) {
            return true;
        }
        MessageTypeSpec t = messageType(sub);
        if (t == null) {
            return false;
        }
        if (t.superclass != null && isSubtype(t.superclass, sup)) {
            return true;
        }
        return t.interfaces.stream().anyMatch(i -> isSubtype(i, sup));
    }

    /** The binary name of a message type (a nested class of {@link #LETTERS}), or of Object. */
    String messageBinaryName(String type) {
        return type.equals(OBJECT) ? "java.lang.Object" : binaryName(LETTERS) + "$" + type;
    }

    /** The concrete message classes a test may send: every class of the types, and the stray one. */
    List<String> letterClasses() {
        List<String> classes = new ArrayList<>();
        messageTypes.stream().filter(t -> !t.isInterface).forEach(t -> classes.add(t.name));
        classes.add(STRAY);
        return classes;
    }

    /** The levels a message handler serves: its states and groups, or "" for any state. */
    static List<String> messageLevels(HandlerSpec h) {
        return h.value.isEmpty() ? List.of("") : h.value;
    }

    /**
     * The message handlers in declaration order (the superclass's first), each with the levels it still
     * serves: a class's handler for the same (level, type) as an inherited one replaces it there. A
     * handler left with no level is left out.
     */
    java.util.LinkedHashMap<HandlerSpec, List<String>> effectiveMessages() {
        java.util.LinkedHashMap<HandlerSpec, List<String>> effective = new java.util.LinkedHashMap<>();
        for (boolean base : new boolean[] {true, false}) {
            for (HandlerSpec h : handlers) {
                if (h.event != Event.MESSAGE || h.inBase != base) {
                    continue;
                }
                List<String> levels = new ArrayList<>();
                for (String level : messageLevels(h)) {
                    boolean replaced = base && handlers.stream().anyMatch(o -> o.event == Event.MESSAGE && !o.inBase
                            && o.messageType.equals(h.messageType) && messageLevels(o).contains(level));
                    if (!replaced) {
                        levels.add(level);
                    }
                }
                if (!levels.isEmpty()) {
                    effective.put(h, levels);
                }
            }
        }
        return effective;
    }

    /** The guards in the order the decision tries them: the superclass's, then the class's, each in declaration order. */
    List<HandlerSpec> guardOrder() {
        List<HandlerSpec> guards = new ArrayList<>();
        for (boolean base : new boolean[] {true, false}) {
            for (HandlerSpec h : handlers) {
                if (h.isGuard() && h.inBase == base) {
                    guards.add(h);
                }
            }
        }
        return guards;
    }

    /** The states a guard guards: its {@code from}, groups expanded, but its target. */
    List<String> guarded(HandlerSpec guard) {
        List<String> guarded = new ArrayList<>();
        for (String from : guard.value) {
            List<String> named = group(from) != null ? members(from) : List.of(from);
            for (String s : named) {
                if (!s.equals(guard.target()) && !guarded.contains(s)) {
                    guarded.add(s);
                }
            }
        }
        return guarded;
    }

    /**
     * The handler that serves (event, state) as Java and the design resolve it: the machine class's own,
     * else the superclass's; among several in one class (an error), the first.
     */
    Optional<HandlerSpec> effective(Event event, String state) {
        for (boolean base : new boolean[] {false, true}) {
            for (HandlerSpec handler : handlers) {
                if (handler.inBase == base && handler.event == event && handler.value.contains(state)) {
                    return Optional.of(handler);
                }
            }
        }
        return Optional.empty();
    }
}
