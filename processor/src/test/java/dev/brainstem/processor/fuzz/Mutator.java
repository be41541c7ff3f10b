package dev.brainstem.processor.fuzz;

import dev.brainstem.processor.fuzz.MachineSpec.Event;
import dev.brainstem.processor.fuzz.MachineSpec.HandlerSpec;
import dev.brainstem.processor.fuzz.MachineSpec.StateSpec;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * Random mutations of valid machines, the mistakes users make: a misspelt state, a deleted constant, a
 * duplicated handler, a wrong parameter or return type, a forbidden modifier, a {@code to} that lost a
 * state the body returns, a state whose every edge in was cut, a missing annotation, and a few
 * harmless changes; and of wave 2's annotations: a guard leading to its own {@code from}, an unknown
 * group, a state or group in two groups, a cycle of groups, an empty group, a group named like a
 * state or another group, a {@code to} naming a group, a group enter that returns a state,
 * {@code @TimeInState} on a non-{@code float}, {@code @Current} on another type, and harmless ones
 * (a guard leading into its own group, {@code @TimeInState} or {@code @Current} added). Each
 * mutation says whether the design requires an error for it.
 *
 * <p>On a machine with groups you enter (issue 42; generated with statecharts on), a third of the
 * mutations break their compile-time rules ({@link #chartMutation}): a targeted group or one with
 * history or a constant without its initial, an initial that is no direct member, a group's constant
 * that is an interrupt, {@code @Back} or in a group, a constant for a group without an initial. A
 * machine without them draws exactly the mutations it drew before.
 *
 * <p>On a machine of orthogonal regions (issue 42's last part), a third of the mutations break the rules
 * of regions ({@link #regionMutation}), each {@link Applied#id()} naming the message it must raise: a
 * state name in two regions, a handler or a group naming states of two regions, a {@code to} naming
 * another region's state, an any-state {@code @OnMessage}, an enum repeated in {@code regions}; and one
 * harmless: a handler reading another region's {@code @Current}.
 */
final class Mutator {

    /** What the design says of a mutant. */
    enum Verdict {
        /** It is an error. */
        ERROR,
        /** The design does not say, or allows both. */
        EITHER,
        /** It is a valid machine: an error is a false alarm. */
        VALID
    }

    /** A mutation applied: its kind, what it did, and what the design says of the result. */
    record Applied(String kind, String detail, Verdict verdict, String id) {
        Applied(String kind, String detail, Verdict verdict) {
            this(kind, detail, verdict, null);
        }

        boolean mustFail() {
            return verdict == Verdict.ERROR;
        }

        @Override
        public String toString() {
            return kind + " (" + detail + ")" + (verdict == Verdict.ERROR ? "" : " [" + verdict + "]");
        }
    }

    private final SplittableRandom random;
    private final MachineSpec m;
    private final List<Applied> applied = new ArrayList<>();

    private Mutator(MachineSpec m, long seed) {
        this.m = m;
        this.random = new SplittableRandom(seed);
    }

    /** Mutates {@code spec} (a copy of a valid machine) in place, once or twice; returns what was done. */
    static List<Applied> mutate(MachineSpec spec, long seed) {
        Mutator mutator = new Mutator(spec, seed);
        int count = mutator.random.nextInt(5) == 0 ? 2 : 1;
        for (int i = 0; i < count; i++) {
            mutator.one(i == 0);
        }
        return mutator.applied;
    }

    /** One mutation of the rules of regions ({@link #regionMutation}) on a machine of regions (with messages or not). */
    static List<Applied> mutateRegions(MachineSpec spec, long seed) {
        Mutator mutator = new Mutator(spec, seed);
        for (int attempt = 0; attempt < 20 && mutator.applied.isEmpty(); attempt++) {
            mutator.regionMutation();
        }
        return mutator.applied;
    }

    /**
     * One mutation. A second one is never a deletion or a move, which could undo the first's error (delete
     * the state whose edges were cut, move one of two duplicate handlers into the superclass).
     */
    private void one(boolean first) {
        if (m.states.isEmpty()) {
            return; // the enum lost its constants: nothing left to get wrong
        }
        for (int attempt = 0; attempt < 20; attempt++) {
            int before = applied.size();
            if (!m.regions.isEmpty() && random.nextInt(3) == 0) {
                regionMutation();
                if (applied.size() > before) {
                    return;
                }
                continue;
            }
            if (m.entersGroups() && random.nextInt(3) == 0) {
                chartMutation();
                if (applied.size() > before) {
                    return;
                }
                continue;
            }
            int choice = random.nextInt(40);
            if (!first && (choice == 3 || choice == 4 || choice == 26)) {
                continue;
            }
            switch (choice) {
                case 0 -> misspellValue();
                case 1 -> misspellTo();
                case 2 -> misspellInitial();
                case 3, 4 -> deleteConstant();
                case 5, 6 -> duplicateHandler();
                case 7, 8 -> wrongParameters();
                case 9, 10 -> wrongReturnType();
                case 11 -> forbiddenModifier();
                case 12 -> harmlessModifier();
                case 13 -> generic();
                case 14 -> throwsClause();
                case 15 -> emptyTo();
                case 16 -> voidWithTo();
                case 17, 18 -> dropReturnedTarget();
                case 19, 20 -> cutEdgesInto();
                case 21 -> classLevel(first);
                case 22 -> mixedModes();
                case 23 -> oddAnnotationValues();
                case 24 -> oddLimit();
                case 25 -> otherEnumParameter();
                case 27 -> guardToItsFrom();
                case 28 -> guardIntoItsGroup();
                case 29 -> unknownGroup();
                case 30 -> stateInTwoGroups();
                case 31 -> groupInTwoGroups();
                case 32 -> groupCycle();
                case 33 -> emptyGroup();
                case 34 -> groupNamedLikeAStateOrGroup();
                case 35 -> toNamesAGroup();
                case 36 -> groupEnterReturningAState();
                case 37 -> timeInStateNotFloat();
                case 38 -> currentOfAnotherType();
                case 39 -> annotatedParameterAdded();
                default -> moveToBase();
            }
            if (applied.size() > before) {
                return;
            }
        }
        misspellInitial();
    }

    private void done(String kind, String detail, boolean mustFail) {
        done(kind, detail, mustFail ? Verdict.ERROR : Verdict.EITHER);
    }

    private void done(String kind, String detail, Verdict verdict) {
        applied.add(new Applied(kind, detail, verdict));
    }

    /** ERROR when {@code error}; else VALID when the machine is still whole (reachable, no duplicate pair), else ERROR. */
    private Verdict validUnless(boolean error) {
        return error || !GeneratorChecks.allReachable(m) || GeneratorChecks.hasDuplicatePair(m) ? Verdict.ERROR
                : Verdict.VALID;
    }

    private HandlerSpec anyHandler() {
        return m.handlers.isEmpty() ? null : m.handlers.get(random.nextInt(m.handlers.size()));
    }

    private HandlerSpec handler(java.util.function.Predicate<HandlerSpec> filter) {
        List<HandlerSpec> fit = m.handlers.stream().filter(filter).toList();
        return fit.isEmpty() ? null : fit.get(random.nextInt(fit.size()));
    }

    /** A near miss of a state's name that names no state. */
    private String misspell(String name) {
        Set<String> names = Set.copyOf(m.stateNames());
        for (int attempt = 0; attempt < 50; attempt++) {
            String typo = switch (random.nextInt(5)) {
                case 0 -> name.toLowerCase().equals(name) ? name.toUpperCase() : name.toLowerCase();
                case 1 -> name + "S";
                case 2 -> name.length() > 1 ? name.substring(0, name.length() - 1) : name + name;
                case 3 -> {
                    int i = random.nextInt(name.length());
                    yield name.substring(0, i) + (char) ('A' + random.nextInt(26)) + name.substring(i + 1);
                }
                default -> " " + name;
            };
            if (!names.contains(typo)) {
                return typo;
            }
        }
        return name + "_MISSING";
    }

    private void misspellValue() {
        HandlerSpec h = anyHandler();
        if (h == null || h.value.isEmpty()) {
            return;
        }
        int i = random.nextInt(h.value.size());
        String old = h.value.get(i);
        if (m.group(old) != null) {
            return; // unknownGroup() misspells groups
        }
        h.value.set(i, misspell(old));
        done("misspelt state in value", h.name + ": " + old + " -> " + h.value.get(i), true);
    }

    private void misspellTo() {
        HandlerSpec h = handler(x -> !x.to.isEmpty());
        if (h == null) {
            return;
        }
        int i = random.nextInt(h.to.size());
        String old = h.to.get(i);
        h.to.set(i, misspell(old));
        done("misspelt state in to", h.name + ": " + old + " -> " + h.to.get(i), true);
    }

    private void misspellInitial() {
        String old = m.initialName();
        m.initial = misspell(old);
        done("misspelt initial", old + " -> " + m.initial, true);
    }

    private boolean referenced(String state) {
        if (state.equals(m.initial)) {
            return true;
        }
        for (MachineSpec.GroupSpec g : m.groups) {
            if (g.states.contains(state)) {
                return true;
            }
        }
        for (HandlerSpec h : m.handlers) {
            if (h.value.contains(state) || h.to.contains(state) || (h.literal && h.options.contains(state))) {
                return true;
            }
        }
        return false;
    }

    private void deleteConstant() {
        if (m.states.size() < 2) {
            return;
        }
        StateSpec victim = m.states.get(random.nextInt(m.states.size()));
        boolean wasReferenced = referenced(victim.name);
        m.states.remove(victim);
        for (HandlerSpec h : m.handlers) {
            if (!h.literal) {
                h.options.removeIf(victim.name::equals);
            }
        }
        // A group's constant: a to may still name the group, the initial state too, perhaps (issue 42).
        boolean ofGroup = m.group(victim.name) != null;
        done("deleted enum constant", victim.name + (wasReferenced ? ", referenced" : ", unreferenced"),
                ofGroup ? Verdict.EITHER : validUnless(wasReferenced));
    }

    private HandlerSpec copyAsNew(HandlerSpec h) {
        HandlerSpec copy = h.copy();
        copy.index = m.handlers.size();
        copy.name = h.name + "Again";
        m.handlers.add(copy);
        return copy;
    }

    private void duplicateHandler() {
        HandlerSpec h = handler(x -> !x.value.isEmpty());
        if (h == null) {
            return;
        }
        HandlerSpec copy = copyAsNew(h);
        if (copy.value.size() > 1 && random.nextBoolean()) {
            copy.value = new ArrayList<>(List.of(copy.value.get(random.nextInt(copy.value.size()))));
        }
        if (h.isGuard()) {
            // A state may have many guards, two alike too: the second runs when the first says false.
            done("a second guard alike", h.name + " for " + copy.value + " to " + copy.target(), validUnless(false));
            return;
        }
        done("duplicate handler", h.name + " for " + copy.value + " " + h.event, true);
    }

    private String idPrefix() {
        return m.idMode ? "int id, " : "";
    }

    private void wrongParameters() {
        HandlerSpec h = anyHandler();
        if (h == null) {
            return;
        }
        String s = m.enumRef();
        List<String> wrong = switch (h.event) {
            case UPDATE -> List.of("double dt", "java.lang.String dt", s + " from", "java.lang.Object dt",
                    "float dt, float more", "java.lang.Float dt", "long dt");
            case ENTER -> List.of("float dt", "java.lang.Object from", "java.lang.String from",
                    s + " from, " + s + " again", "java.lang.Enum<?> from", "double from");
            case EXIT -> List.of("float dt", "java.lang.Object to", s + " to, float dt", "java.lang.Integer to",
                    "long to");
            case GUARD -> List.of("float dt", s + " from", "java.lang.Object o", "double d");
            // Mutants come from machines without messages (MachineGenerator.generate(..., false)).
            case MESSAGE -> throw new IllegalStateException("no message handlers in mutants");
        };
        h.parameters = idPrefix() + wrong.get(random.nextInt(wrong.size()));
        done("wrong parameters", h.name + "(" + h.parameters + ") for " + h.event, true);
    }

    private void wrongReturnType() {
        HandlerSpec h = anyHandler();
        if (h == null) {
            return;
        }
        if (h.event == Event.EXIT) {
            h.returnType = random.nextBoolean() ? m.enumRef() : "int";
        } else if (h.isGuard()) {
            List<String> wrong = List.of("void", "int", m.enumRef(), "java.lang.Object");
            h.returnType = wrong.get(random.nextInt(wrong.size()));
        } else {
            List<String> wrong = List.of("int", "java.lang.String", "java.lang.Object", "java.util.concurrent.TimeUnit",
                    "boolean", "java.lang.Enum<?>", "long", "float");
            h.returnType = wrong.get(random.nextInt(wrong.size()));
        }
        done("wrong return type", h.returnType + " " + h.name + " for " + h.event, true);
    }

    private String simpleBody(HandlerSpec h) {
        return h.isGuard() && h.returnType == null ? "return false;"
                : h.returnsState && h.returnType == null ? "return null;" : "";
    }

    private void forbiddenModifier() {
        // Not over another modifier: a second one would replace the first mutation's (its detail would lie).
        HandlerSpec h = handler(x -> x.modifiers.isEmpty());
        if (h == null) {
            return;
        }
        if (random.nextBoolean()) {
            h.modifiers = "private";
        } else {
            h.modifiers = "static";
            h.body = simpleBody(h); // a static body cannot reach the instance's fields
        }
        done("forbidden modifier", h.modifiers + " " + h.name + " #" + h.index, true);
    }

    private void harmlessModifier() {
        // Not over a forbidden modifier: the mutant would lose the mistake it is meant to carry.
        HandlerSpec h = handler(x -> x.modifiers.isEmpty());
        if (h == null) {
            return;
        }
        List<String> fine = List.of("public", "protected", "final", "synchronized", "public final");
        h.modifiers = fine.get(random.nextInt(fine.size()));
        done("harmless modifier", h.modifiers + " " + h.name, Verdict.VALID);
    }

    private void generic() {
        HandlerSpec h = anyHandler();
        if (h == null) {
            return;
        }
        h.typeParameters = random.nextBoolean() ? "<T>" : "<T extends Comparable<T>>";
        done("generic handler", h.typeParameters + " " + h.name, true);
    }

    private void throwsClause() {
        HandlerSpec h = anyHandler();
        if (h == null) {
            return;
        }
        List<String> checked = List.of("throws java.lang.Exception", "throws java.io.IOException",
                "throws java.lang.InterruptedException, java.lang.RuntimeException");
        List<String> unchecked = List.of("throws java.lang.RuntimeException",
                "throws java.lang.IllegalStateException, java.lang.Error");
        boolean bad = random.nextBoolean();
        List<String> pool = bad ? checked : unchecked;
        h.throwsClause = pool.get(random.nextInt(pool.size()));
        done(bad ? "checked exception" : "unchecked throws clause", h.name + " " + h.throwsClause,
                bad ? Verdict.ERROR : Verdict.VALID);
    }

    private void emptyTo() {
        HandlerSpec h = handler(x -> x.returnsState);
        if (h == null) {
            return;
        }
        h.to.clear();
        h.explicitEmptyTo = random.nextBoolean();
        done("state-returning handler with empty to", h.name, true);
    }

    private void voidWithTo() {
        HandlerSpec h = handler(x -> !x.returnsState && x.event != Event.EXIT && !x.isGuard());
        if (h == null) {
            return;
        }
        h.to.add(m.states.get(random.nextInt(m.states.size())).name);
        done("void handler with a to", h.name + " to " + h.to, true);
    }

    private void dropReturnedTarget() {
        HandlerSpec h = handler(x -> x.returnsState && !x.to.isEmpty());
        if (h == null) {
            return;
        }
        String dropped = h.to.get(random.nextInt(h.to.size()));
        // Every copy: after "a state twice in to", dropping one copy would leave the state declared.
        h.to.removeIf(dropped::equals);
        // Returning a state it serves may be staying, not a transition: check 6 lets that pass (and
        // the runtime check stands).
        boolean returned = h.options.contains(dropped) && !h.value.contains(dropped);
        // Read by check 6 when the body returns constants; else only the runtime can tell.
        done("dropped a to entry " + (h.literal ? "a literal body returns" : "a looked-up body may return"),
                h.name + " #" + h.index + " drops " + dropped, validUnless(h.to.isEmpty() || (h.literal && returned)));
    }

    private void cutEdgesInto() {
        // Not the @Back constant or a group's constant (no state to reach), nor a state a guard was led into from itself (a
        // first mutation's error, which retargeting the guard would undo).
        List<StateSpec> candidates = m.states.stream()
                .filter(s -> !s.entryPoint && !s.back && !s.name.equals(m.initialName()) && !m.isGroupConstant(s.name))
                // A group's initial is reached whenever the group is entered by its name, edges or none.
                .filter(s -> m.groups.stream().noneMatch(g -> s.name.equals(g.initial)))
                .filter(s -> m.handlers.stream().noneMatch(h -> h.isGuard() && h.target().equals(s.name)
                        && h.value.contains(s.name)))
                .toList();
        if (candidates.isEmpty()) {
            return;
        }
        StateSpec victim = candidates.get(random.nextInt(candidates.size()));
        // A guard leads to one state: one that led to the victim leads elsewhere (not into its own from).
        java.util.Map<HandlerSpec, String> retarget = new java.util.HashMap<>();
        for (HandlerSpec h : m.handlers) {
            if (h.isGuard() && h.target().equals(victim.name)) {
                List<String> others = m.stateNames().stream()
                        .filter(st -> !st.equals(victim.name) && !h.value.contains(st) && !st.equals(m.back())).toList();
                if (others.isEmpty()) {
                    return;
                }
                retarget.put(h, others.get(random.nextInt(others.size())));
            }
        }
        retarget.forEach((h, target) -> {
            h.to.set(0, target);
            h.options.replaceAll(o -> o == null ? null : target);
        });
        boolean emptied = false;
        for (HandlerSpec h : m.handlers) {
            if (h.isGuard()) {
                continue;
            }
            h.to.remove(victim.name);
            h.options.removeIf(victim.name::equals);
            emptied |= h.returnsState && h.to.isEmpty();
        }
        done("cut every edge into a state", victim.name + (emptied ? ", leaving an empty to" : ""), true);
    }

    /**
     * A mistake of the class or the enum. Turning the class into an interface (every handler
     * {@code default}) or emptying the enum (no handler left) would undo a first mutation's mistake in
     * a handler: those two are first mutations only.
     */
    private void classLevel(boolean first) {
        int choice = random.nextInt(8);
        if (!first && (choice == 5 || choice == 6)) {
            return;
        }
        switch (choice) {
            case 7 -> {
                m.entityTypeParameters = "<T>";
                done("generic machine class", m.entity + "<T>", true);
            }
            case 0 -> {
                m.statesAnnotation = false;
                done("enum without @States", m.enumName, true);
            }
            case 1 -> {
                m.stateMachineAnnotation = false;
                done("handlers in a class without @StateMachine", m.entity, true);
            }
            case 2 -> {
                m.machineValue = random.nextBoolean() ? "java.util.concurrent.TimeUnit.class" : "java.lang.Enum.class";
                done("@StateMachine value not an enum annotated @States", m.machineValue, true);
            }
            case 3 -> {
                if (m.outer == null) {
                    m.outer = "Holder";
                }
                m.entityModifiers = "private";
                done("private nested machine class", m.entity, true);
            }
            case 4 -> {
                if (m.outer == null) {
                    m.outer = "Holder";
                }
                m.nestedStatic = false;
                if (m.enumPlace == MachineSpec.EnumPlace.IN_ENTITY) {
                    m.enumPlace = MachineSpec.EnumPlace.OWN_FILE; // an inner class cannot declare an enum before Java 16
                }
                done("non-static nested machine class", m.entity, true);
            }
            case 5 -> {
                m.entityKind = "interface";
                m.superclass = false;
                for (HandlerSpec h : m.handlers) {
                    h.inBase = false;
                    h.modifiers = "default";
                    h.body = simpleBody(h);
                }
                done("@StateMachine on an interface", m.entity, true);
            }
            default -> {
                m.states.clear();
                m.handlers.clear();
                m.initial = null;
                done("enum without constants", m.enumName, true);
            }
        }
    }

    private void mixedModes() {
        if (m.handlers.size() < 2) {
            return;
        }
        HandlerSpec h = anyHandler();
        String arg = !h.hasArg ? "" : switch (h.event) {
            case ENTER -> m.enumRef() + " from";
            case UPDATE -> "float dt";
            case EXIT -> m.enumRef() + " to";
            case GUARD -> "";
            case MESSAGE -> throw new IllegalStateException("no message handlers in mutants");
        };
        if (m.idMode) {
            h.parameters = arg;
        } else {
            h.parameters = arg.isEmpty() ? "int id" : "int id, " + arg;
        }
        done("mixed id and object handlers", h.name + "(" + h.parameters + ")", true);
    }

    private void oddAnnotationValues() {
        HandlerSpec h = anyHandler();
        if (h == null) {
            return;
        }
        switch (random.nextInt(3)) {
            case 0 -> {
                h.value.add(h.value.get(0));
                done("a state twice in value", h.name + " " + h.value, false);
            }
            case 1 -> {
                if (h.to.isEmpty() || h.isGuard()) {
                    return;
                }
                h.to.add(h.to.get(0));
                done("a state twice in to", h.name + " " + h.to, false);
            }
            default -> {
                h.value.clear();
                boolean reachable = GeneratorChecks.allReachable(m);
                done("empty value", h.name, !reachable);
            }
        }
    }

    private void oddLimit() {
        m.maxTransitions = random.nextBoolean() ? 0 : -1 - random.nextInt(3);
        done("maxTransitionsPerTick " + m.maxTransitions, "", false);
    }

    private void otherEnumParameter() {
        HandlerSpec h = handler(x -> x.event != Event.UPDATE);
        if (h == null) {
            return;
        }
        h.parameters = idPrefix() + "java.util.concurrent.TimeUnit " + (h.event == Event.ENTER ? "from" : "to");
        done("parameter of another enum", h.name + "(" + h.parameters + ")", true);
    }

    private void moveToBase() {
        HandlerSpec h = anyHandler();
        if (h == null || m.entityKind != null) {
            return;
        }
        // Same name and parameters in both classes would be an override, not two handlers.
        String signature = h.erasedSignature(m.idMode);
        boolean clash = m.handlers.stream().anyMatch(x -> x != h && x.erasedSignature(m.idMode).equals(signature));
        if (clash) {
            return;
        }
        m.superclass = true;
        if (m.baseName == null) {
            m.baseName = m.entity + "Base";
        }
        h.inBase = !h.inBase;
        done("moved a handler " + (h.inBase ? "to the superclass" : "from the superclass"), h.name,
                validUnless(false));
    }

    // ---------------------------------------------------------------------------------------------
    // Wave 2: guards, groups, time in state, @Current

    private MachineSpec.GroupSpec anyGroup() {
        return m.groups.isEmpty() ? null : m.groups.get(random.nextInt(m.groups.size()));
    }

    /** A near miss of a group's name that names no state and no group. */
    private String misspellGroup(String name) {
        for (int attempt = 0; attempt < 50; attempt++) {
            String typo = misspell(name);
            if (m.group(typo) == null && m.ordinal(typo) < 0) {
                return typo;
            }
        }
        return name + "_MISSING";
    }

    private void guardToItsFrom() {
        HandlerSpec h = handler(x -> x.isGuard() && x.value.stream().anyMatch(v -> m.ordinal(v) >= 0));
        if (h == null) {
            return;
        }
        List<String> states = h.value.stream().filter(v -> m.ordinal(v) >= 0).toList();
        String target = states.get(random.nextInt(states.size()));
        h.to.set(0, target);
        h.options.replaceAll(o -> o == null ? null : target);
        done("guard whose to is its own from", h.name + " #" + h.index + " from " + h.value + " to " + target, true);
    }

    private void guardIntoItsGroup() {
        HandlerSpec h = handler(x -> x.isGuard() && x.value.size() == 1 && m.group(x.value.get(0)) != null
                && m.members(x.value.get(0)).size() > 1);
        if (h == null) {
            return;
        }
        List<String> members = m.members(h.value.get(0));
        String target = members.get(random.nextInt(members.size()));
        h.to.set(0, target);
        h.options.replaceAll(o -> o == null ? null : target);
        // It guards each other member; reachability may change with its edges.
        done("guard from a group into a state of it", h.name + " from " + h.value + " to " + target,
                validUnless(false));
    }

    private void unknownGroup() {
        MachineSpec.GroupSpec g = anyGroup();
        if (g == null) {
            return;
        }
        List<HandlerSpec> naming = m.handlers.stream().filter(h -> h.value.contains(g.name)).toList();
        String parent = m.parent(g.name);
        if (!naming.isEmpty() && (parent == null || random.nextBoolean())) {
            HandlerSpec h = naming.get(random.nextInt(naming.size()));
            String typo = misspellGroup(g.name);
            h.value.set(h.value.indexOf(g.name), typo);
            done("unknown group in " + (h.isGuard() ? "a guard's from" : "a handler's value"),
                    h.name + ": " + g.name + " -> " + typo, true);
        } else if (parent != null) {
            String typo = misspellGroup(g.name);
            List<String> nested = m.group(parent).groups;
            nested.set(nested.indexOf(g.name), typo);
            done("unknown group in a group's groups", parent + ": " + g.name + " -> " + typo, true);
        }
    }

    private void stateInTwoGroups() {
        if (m.groups.size() < 2) {
            return;
        }
        MachineSpec.GroupSpec from = anyGroup();
        MachineSpec.GroupSpec to = anyGroup();
        if (from == to || from.states.isEmpty()) {
            return;
        }
        String state = from.states.get(random.nextInt(from.states.size()));
        if (to.states.contains(state)) {
            return;
        }
        to.states.add(state);
        done("a state in two groups", state + " in " + from.name + " and " + to.name, true);
    }

    private void groupInTwoGroups() {
        List<MachineSpec.GroupSpec> nested = m.groups.stream().filter(g -> m.parent(g.name) != null).toList();
        if (nested.isEmpty()) {
            return;
        }
        MachineSpec.GroupSpec child = nested.get(random.nextInt(nested.size()));
        String parent = m.parent(child.name);
        // Another group that is not the child and not below it (that would be a cycle as well).
        List<MachineSpec.GroupSpec> others = m.groups.stream().filter(g -> !g.name.equals(parent)
                && !g.name.equals(child.name) && !isBelow(g.name, child.name)).toList();
        if (others.isEmpty()) {
            return;
        }
        MachineSpec.GroupSpec other = others.get(random.nextInt(others.size()));
        other.groups.add(child.name);
        done("a group in two groups", child.name + " in " + parent + " and " + other.name, true);
    }

    /** Whether {@code group} is nested, at any depth, in {@code ancestor}. */
    private boolean isBelow(String group, String ancestor) {
        int up = 0;
        for (String p = m.parent(group); p != null && up++ <= m.groups.size(); p = m.parent(p)) {
            if (p.equals(ancestor)) {
                return true;
            }
        }
        return false;
    }

    private void groupCycle() {
        MachineSpec.GroupSpec g = anyGroup();
        if (g == null) {
            return;
        }
        // The group itself, or its outermost ancestor (the root is in no group yet: only the cycle is wrong).
        String root = g.name;
        for (int up = 0; m.parent(root) != null && up <= m.groups.size(); up++) {
            root = m.parent(root); // bounded: a first mutation may have made a cycle already
        }
        g.groups.add(root);
        done("a cycle of groups", g.name + " contains " + root, true);
    }

    private void emptyGroup() {
        if (m.states.isEmpty()) {
            return;
        }
        MachineSpec.GroupSpec empty = new MachineSpec.GroupSpec(misspellGroup("EMPTY"));
        m.groups.add(random.nextInt(m.groups.size() + 1), empty);
        done("an empty group", empty.name, true);
    }

    private void groupNamedLikeAStateOrGroup() {
        MachineSpec.GroupSpec g = anyGroup();
        if (g == null) {
            return;
        }
        if (m.groups.size() > 1 && random.nextBoolean()) {
            // A second declaration of a name: a new group with a state nobody else holds, or none.
            MachineSpec.GroupSpec twin = new MachineSpec.GroupSpec(g.name);
            java.util.Set<String> held = new java.util.HashSet<>();
            m.groups.forEach(x -> held.addAll(x.states));
            m.stateNames().stream().filter(st -> !held.contains(st)).findFirst().ifPresent(twin.states::add);
            m.groups.add(twin);
            done("a group named like another group", g.name, true);
            return;
        }
        String state = m.states.get(random.nextInt(m.states.size())).name;
        String old = g.name;
        boolean enterable = g.initial != null;
        g.name = state;
        for (MachineSpec.GroupSpec x : m.groups) {
            x.groups.replaceAll(n -> n.equals(old) ? state : n);
        }
        for (HandlerSpec h : m.handlers) {
            h.value.replaceAll(n -> n.equals(old) ? state : n);
        }
        // A group with an initial may be named like a state: its constant, which may still break its rules.
        done("a group named like a state", old + " -> " + state, enterable ? Verdict.EITHER : Verdict.ERROR);
    }

    private void toNamesAGroup() {
        MachineSpec.GroupSpec g = anyGroup();
        HandlerSpec h = handler(x -> !x.to.isEmpty() && !x.literal && (x.returnsState || x.isGuard()));
        if (g == null || h == null) {
            return;
        }
        int i = random.nextInt(h.to.size());
        String old = h.to.get(i);
        h.to.set(i, g.name);
        h.options.removeIf(old::equals);
        // A group with an initial may be a target (issue 42): then only what it does to the graph may be wrong.
        done("a to that names a group", h.name + ": " + old + " -> " + g.name,
                g.initial != null ? Verdict.EITHER : Verdict.ERROR);
    }

    private void groupEnterReturningAState() {
        HandlerSpec h = handler(x -> x.event == Event.ENTER && x.value.size() == 1 && m.group(x.value.get(0)) != null);
        if (h == null) {
            return;
        }
        h.returnsState = true;
        h.literal = false;
        h.explicitEmptyTo = false;
        h.to = new ArrayList<>(List.of(m.states.get(random.nextInt(m.states.size())).name));
        h.options = new ArrayList<>(java.util.Arrays.asList(null, h.to.get(0)));
        done("a group's enter that returns a state", h.name + " for " + h.value + " to " + h.to, true);
    }

    private void timeInStateNotFloat() {
        HandlerSpec h = anyHandler();
        if (h == null || h.parameters != null) {
            return;
        }
        List<String> wrong = List.of("double", "int", "long", "java.lang.String");
        boolean boxed = random.nextInt(5) == 0;
        h.readsTime = true;
        h.timeType = boxed ? "java.lang.Float" : wrong.get(random.nextInt(wrong.size()));
        done(boxed ? "@TimeInState on a Float" : "@TimeInState on a non-float", h.timeType + " in " + h.name,
                boxed ? Verdict.EITHER : Verdict.ERROR);
    }

    private void currentOfAnotherType() {
        HandlerSpec h = anyHandler();
        if (h == null || h.parameters != null) {
            return;
        }
        List<String> wrong = List.of("int", "java.lang.String", "java.util.concurrent.TimeUnit", "java.lang.Object",
                "java.lang.Enum<?>");
        h.readsCurrent = true;
        h.currentType = wrong.get(random.nextInt(wrong.size()));
        done("@Current on another type", h.currentType + " in " + h.name, true);
    }

    private void annotatedParameterAdded() {
        HandlerSpec h = handler(x -> x.parameters == null && (!x.readsTime || !x.readsCurrent));
        if (h == null) {
            return;
        }
        String added = !h.readsTime && (h.readsCurrent || random.nextBoolean()) ? "@TimeInState" : "@Current";
        if (added.equals("@TimeInState")) {
            h.readsTime = true;
        } else {
            h.readsCurrent = true;
        }
        // A clash with another method's erasure would be javac's error, not the design's.
        String signature = h.erasedSignature(m.idMode);
        boolean clash = m.handlers.stream().anyMatch(x -> x != h && x.name.equals(h.name)
                && x.erasedSignature(m.idMode).equals(signature));
        done(added + " parameter added", h.name, clash ? Verdict.EITHER : validUnless(false));
    }

    // ---------------------------------------------------------------------------------------------
    // Orthogonal regions (issue 42)

    /** One mistake against the rules of regions (or a harmless cross-region read), on a machine of regions. */
    private void regionMutation() {
        MachineSpec other = m.regions.get(random.nextInt(m.regions.size()));
        List<String> otherStates = new ArrayList<>(other.stateNames());
        otherStates.removeIf(x -> x.equals(other.back()) || other.isGroupConstant(x));
        List<HandlerSpec> own = m.handlers.stream().filter(h -> !h.isGuard() && h.event != Event.MESSAGE
                && h.value.stream().noneMatch(v -> m.group(v) != null)).toList();
        switch (random.nextInt(7)) {
            case 0 -> {
                // A state of the other region renamed like one of the first's, everywhere it is named there.
                List<String> mine = new ArrayList<>(m.stateNames());
                mine.removeIf(x -> m.isGroupConstant(x) || m.group(x) != null);
                String from = otherStates.get(random.nextInt(otherStates.size()));
                String to = mine.get(random.nextInt(mine.size()));
                other.states.stream().filter(x -> x.name.equals(from)).forEach(x -> x.name = to);
                other.initial = from.equals(other.initial) ? to : other.initial;
                for (MachineSpec.GroupSpec g : other.groups) {
                    g.states.replaceAll(x -> x.equals(from) ? to : x);
                    g.initial = from.equals(g.initial) ? to : g.initial;
                }
                for (HandlerSpec h : other.handlers) {
                    h.value.replaceAll(x -> x.equals(from) ? to : x);
                    h.to.replaceAll(x -> x.equals(from) ? to : x);
                    h.options.replaceAll(x -> from.equals(x) ? to : x);
                }
                regionDone("a state name in two regions", from + " renamed " + to + " in " + other.enumName,
                        "BrainstemRegionClash");
            }
            case 1 -> {
                if (own.isEmpty()) {
                    return;
                }
                HandlerSpec h = own.get(random.nextInt(own.size()));
                String extra = otherStates.get(random.nextInt(otherStates.size()));
                h.value.add(extra);
                regionDone("a handler naming states of two regions", h.name + " serves " + extra, "BrainstemRegionSpan");
            }
            case 2 -> {
                List<HandlerSpec> moving = own.stream().filter(h -> h.returnsState).toList();
                if (moving.isEmpty()) {
                    return;
                }
                HandlerSpec h = moving.get(random.nextInt(moving.size()));
                String target = otherStates.get(random.nextInt(otherStates.size()));
                h.to.add(target);
                regionDone("a to naming another region's state", h.name + " to " + target, "BrainstemOtherRegion");
            }
            case 3 -> {
                List<HandlerSpec> mail = m.allHandlers().stream().filter(h -> h.event == Event.MESSAGE).toList();
                if (mail.isEmpty()) {
                    return;
                }
                HandlerSpec h = mail.get(random.nextInt(mail.size()));
                h.value.clear();
                regionDone("an any-state @OnMessage in a machine of regions", h.name, "BrainstemRegionSpan");
            }
            case 4 -> {
                if (m.groups.isEmpty()) {
                    return;
                }
                MachineSpec.GroupSpec g = m.groups.get(random.nextInt(m.groups.size()));
                String extra = otherStates.get(random.nextInt(otherStates.size()));
                g.states.add(extra);
                regionDone("a group naming states of two regions", g.name + " lists " + extra, "BrainstemRegionSpan");
            }
            case 5 -> {
                m.repeatedRegion = random.nextBoolean() ? m.enumRef() : other.enumName;
                regionDone("an enum repeated in regions", m.repeatedRegion, "BrainstemRegionNotStates");
            }
            default -> {
                List<HandlerSpec> all = m.allHandlers().stream().filter(h -> !h.readsCurrent && h.parameters == null
                        && h.annotation == null).toList();
                if (all.isEmpty()) {
                    return;
                }
                HandlerSpec h = all.get(random.nextInt(all.size()));
                int region = m.allRegions().indexOf(m.allRegions().stream().filter(r -> r.handlers.contains(h))
                        .findFirst().orElseThrow());
                int of = random.nextInt(m.allRegions().size() - 1);
                h.readsCurrent = true;
                h.currentOf = of >= region ? of + 1 : of;
                boolean clash = m.allHandlers().stream().anyMatch(x -> x != h && x.name.equals(h.name)
                        && x.erasedSignature(m.idMode).equals(h.erasedSignature(m.idMode)));
                applied.add(new Applied("another region's @Current added", h.name + " reads region " + h.currentOf,
                        clash ? Verdict.EITHER : Verdict.VALID));
            }
        }
    }

    private void regionDone(String kind, String detail, String id) {
        applied.add(new Applied(kind, detail, Verdict.ERROR, id));
    }

    // ---------------------------------------------------------------------------------------------
    // Groups you enter (issue 42)

    /** One mistake against the rules of groups you enter, on a machine that has them. */
    private void chartMutation() {
        List<MachineSpec.GroupSpec> enterable = m.groups.stream().filter(x -> x.initial != null).toList();
        if (enterable.isEmpty()) {
            return;
        }
        MachineSpec.GroupSpec g = enterable.get(random.nextInt(enterable.size()));
        switch (random.nextInt(6)) {
            case 0 -> {
                boolean targeted = m.handlers.stream().anyMatch(h -> h.to.contains(g.name));
                if (!targeted && g.history == MachineSpec.History.NONE && !m.isGroupConstant(g.name)) {
                    return;
                }
                String old = g.initial;
                g.initial = null;
                done("a group entered by name, with history or a constant, without an initial",
                        g.name + " lost " + old, true);
            }
            case 1 -> {
                // A state of a nested group, or of no group at all.
                List<String> others = new ArrayList<>(m.stateNames());
                others.removeAll(g.states);
                others.removeIf(st -> m.isGroupConstant(st) || st.equals(m.back()));
                if (others.isEmpty()) {
                    return;
                }
                String old = g.initial;
                g.initial = others.get(random.nextInt(others.size()));
                done("an initial that is no direct member", g.name + ": " + old + " -> " + g.initial, true);
            }
            case 2 -> {
                String old = g.initial;
                g.initial = misspellGroup(old);
                done("an initial naming nothing", g.name + ": " + old + " -> " + g.initial, true);
            }
            case 3 -> {
                StateSpec constant = constantOf(g);
                if (constant == null) {
                    return;
                }
                boolean back = m.back() == null && random.nextBoolean();
                if (back) {
                    constant.back = true;
                } else {
                    constant.interrupt = true;
                }
                done(back ? "a group's constant marked @Back" : "a group's constant marked @Interrupt", g.name, true);
            }
            case 4 -> {
                StateSpec constant = constantOf(g);
                MachineSpec.GroupSpec holder = anyGroup();
                if (constant == null || holder == null) {
                    return;
                }
                holder.states.add(constant.name);
                done("a group's constant listed in a group", g.name + " in " + holder.name, true);
            }
            default -> {
                List<MachineSpec.GroupSpec> plain = m.groups.stream()
                        .filter(x -> x.initial == null && !m.isGroupConstant(x.name)).toList();
                if (plain.isEmpty()) {
                    return;
                }
                MachineSpec.GroupSpec without = plain.get(random.nextInt(plain.size()));
                m.states.add(random.nextInt(m.states.size()) + 1, new StateSpec(without.name, false));
                done("a constant for a group without an initial", without.name, true);
            }
        }
    }

    private StateSpec constantOf(MachineSpec.GroupSpec g) {
        return m.states.stream().filter(st -> st.name.equals(g.name)).findFirst().orElse(null);
    }
}
