package dev.brainstem.processor.fuzz;

import dev.brainstem.processor.fuzz.MachineSpec.Event;
import dev.brainstem.runtime.MachineInfo;
import dev.brainstem.runtime.MessageDelivery;
import dev.brainstem.runtime.reference.Entity;
import dev.brainstem.runtime.reference.Handler;
import dev.brainstem.runtime.reference.Machine;
import dev.brainstem.runtime.reference.Script;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;

/**
 * Runs one compiled machine's one-entity API and the reference model's {@link Entity} (from the
 * runtime's test jar) side by side over a random
 * sequence of operations (start, start in a state, update, transitionTo, raw dispatch) on a few
 * entities, and fails at the first difference in state, previous state, handler calls or exception.
 * Also checks the generated constants and tables ({@code STATE_COUNT}, {@code INFO}, the key
 * constants, the {@code to} switches where written, {@code isEntryPoint}, {@code checkStartable}) against the specification.
 */
final class OneEntityDifferential {
    private static final float[] DTS = {0.1f, 0.25f, 1f, 0f, 0.016f};

    private final MachineSpec spec;
    private final Loaded gen;
    private final Machine machine;
    private final int slots;
    private final World genWorld;
    private final World refWorld;
    private final Script script;
    private final Object[] genEntities;
    private final Object[] genMachines;
    private final Entity[] refMachines;
    private final List<String> transcript = new ArrayList<>();
    private int logged;

    OneEntityDifferential(MachineSpec spec, Loaded gen, int slots) throws ReflectiveOperationException {
        this.spec = spec;
        this.gen = gen;
        this.machine = Modelled.machine(spec, gen::messageClass);
        this.slots = slots;
        this.genWorld = new World(spec.seed, Modelled.options(spec), Modelled.updates(spec), spec.throwPermille, slots);
        this.refWorld = genWorld.copy();
        this.script = Modelled.script(refWorld, spec);
        this.genEntities = new Object[slots];
        Object system = spec.idMode ? gen.newEntity(genWorld, 0) : null;
        for (int i = 0; i < slots; i++) {
            genEntities[i] = spec.idMode ? system : gen.newEntity(genWorld, i);
        }
        this.genMachines = new Object[slots];
        this.refMachines = new Entity[slots];
    }

    /** The constants and tables of the generated class, against the reference. */
    void checkStatics() throws Throwable {
        check("STATE_COUNT", machine.stateCount(), gen.field("STATE_COUNT"));
        check("MAX_TRANSITIONS_PER_TICK", machine.maxTransitionsPerTick(), gen.field("MAX_TRANSITIONS_PER_TICK"));
        check("SETTLE", machine.settle(), gen.field("SETTLE"));
        check("STAY", -1, gen.field("STAY"));
        MachineInfo info = (MachineInfo) gen.field("INFO");
        check("INFO.name", spec.entity, info.name());
        check("INFO.states", machine.states(), info.states());
        check("INFO.initial", machine.stateName(machine.initial()), info.initial());
        check("INFO.entryPoints", entryPoints(), info.entryPoints());
        List<String> edges = new ArrayList<>();
        // An edge to the @Back pseudo-state is drawn as edges to the states it may go back to: left out here.
        info.edges().stream().filter(e -> !e.back()).forEach(e -> edges.add(e.toString()));
        List<String> modelEdges = new ArrayList<>(Modelled.edges(machine));
        if (machine.back() >= 0) {
            String back = machine.stateName(machine.back());
            modelEdges.removeIf(e -> e.contains(" -> " + back + " (") || e.endsWith(" -> " + back));
        }
        check("INFO.edges", modelEdges, edges);
        List<String> interrupts = new ArrayList<>();
        for (int s = 0; s < machine.stateCount(); s++) {
            if (machine.isInterrupt(s)) {
                interrupts.add(machine.stateName(s));
            }
        }
        check("INFO.interrupts", interrupts, info.interrupts());
        check("INFO.back", machine.back() < 0 ? null : machine.stateName(machine.back()), info.back());
        boolean timing = machine.hasTimers() || machine.slices();
        check("INFO.timed()", timing, info.timed());
        for (int s = 0; timing && s < machine.stateCount(); s++) {
            String state = machine.stateName(s);
            check("INFO.every(" + state + ")", machine.every(s), info.every(state));
            boolean pseudo = s == machine.back() || machine.isGroupConstant(s);
            check("INFO.sleeps(" + state + ")", machine.sleeps(s) && !pseudo, info.sleeps(state) && !pseudo);
        }
        for (int s = 0; s < machine.stateCount(); s++) {
            List<String> expected = new ArrayList<>(machine.messageReach(s).stream()
                    .map(h -> h.messageType().getSimpleName()).toList());
            List<String> actual = new ArrayList<>(info.messageTypes(machine.stateName(s)));
            expected.sort(null);
            actual.sort(null);
            check("INFO.messageTypes(" + machine.stateName(s) + "), sorted", expected, actual);
        }
        if (spec.hasMessages()) {
            for (String letter : spec.letterClasses()) {
                Object message = gen.letter(letter, 0);
                check("takes(" + letter + ")", machine.takes(message), gen.takes(message));
            }
            check("takes(null)", false, gen.takes(null));
        }
        for (Event event : Event.KEYED) {
            for (int ordinal = 0; ordinal < machine.stateCount(); ordinal++) {
                String state = machine.stateName(ordinal);
                String key = state + "_" + event.name();
                boolean handled = machine.handler(event.code(), ordinal) != null;
                Object value;
                try {
                    value = gen.field(key);
                } catch (NoSuchFieldException missing) {
                    value = null;
                }
                check("key constant " + key, handled ? (long) event.code() << 32 | ordinal : null, value);
            }
        }
        checkWrittenSwitches();
        for (int from = 0; from < machine.stateCount(); from++) {
            String fromName = machine.stateName(from);
            check("isEntryPoint(" + fromName + ")", machine.isEntryPoint(from),
                    Loaded.invoke(gen.isEntryPoint, null, from));
            String startable;
            try {
                startable = "ok " + Loaded.invoke(gen.checkStartable, null, gen.constant(fromName));
            } catch (IllegalArgumentException e) {
                startable = "IllegalArgumentException";
            }
            check("checkStartable(" + fromName + ")", machine.startable(from) ? "ok " + from
                    : "IllegalArgumentException", startable);
            for (Event event : List.of(Event.UPDATE, Event.ENTER)) {
                if (gen.mayGo(event.code()) == null) {
                    continue; // not written: no generated code would call it (checked below)
                }
                Handler h = machine.handler(event.code(), from);
                for (int to = 0; to < machine.stateCount(); to++) {
                    boolean expected = h != null && machine.allows(h, to);
                    Object actual = gen.mayGo(event.code(), from, to);
                    if (!Objects.equals(expected, actual)) {
                        check("mayGo(" + event + ", " + fromName + ", " + machine.stateName(to) + ") with to "
                                + (h == null ? "none" : h.to()), expected, actual);
                    }
                }
            }
        }
    }

    /**
     * Whether each {@code to} switch is written exactly where generated code calls it: the update's for
     * machines of more than 64 states (smaller ones pass each {@code to} as a bit mask) whose updates move,
     * the enter's for machines whose enters redirect.
     */
    private void checkWrittenSwitches() {
        boolean updatesMove = false;
        boolean entersRedirect = false;
        for (int s = 0; s < machine.stateCount(); s++) {
            Handler update = machine.handler(Event.UPDATE.code(), s);
            Handler enter = machine.handler(Event.ENTER.code(), s);
            updatesMove |= update != null && update.returnsState();
            entersRedirect |= enter != null && enter.returnsState();
        }
        check("updateMayGo written", updatesMove && machine.stateCount() > 64, gen.updateMayGo != null);
        check("enterMayGo written", entersRedirect, gen.enterMayGo != null);
    }

    /** The entry points' names, in ordinal order. */
    private List<String> entryPoints() {
        List<String> names = new ArrayList<>();
        machine.entryPoints().forEach(e -> names.add(machine.stateName(e)));
        return names;
    }

    private String name(int ordinal) {
        return ordinal < 0 ? null : machine.stateName(ordinal);
    }

    private void check(String what, Object expected, Object actual) {
        if (!Objects.equals(expected, actual)) {
            throw new AssertionError(what + ": expected " + expected + " but generated code has " + actual);
        }
    }

    /** Runs {@code count} random operations; fails at the first difference. */
    void run(SplittableRandom random, int count) throws Throwable {
        for (int i = 0; i < count; i++) {
            int slot = random.nextInt(slots);
            int kind = random.nextInt(100);
            if (genMachines[slot] == null && refMachines[slot] == null && kind >= 20 && kind < 85) {
                kind = random.nextInt(20);
            }
            if (kind < 8) {
                start(slot, null);
            } else if (kind < 20) {
                start(slot, anyState(random));
            } else if (kind < 70) {
                if (spec.hasMessages() && kind >= 45 && genMachines[slot] != null && refMachines[slot] != null) {
                    if (kind >= 66) {
                        deliverOrSwitch(slot, random);
                    } else {
                        send(slot, random);
                    }
                    continue;
                }
                update(slot, DTS[random.nextInt(DTS.length)]);
            } else if (kind < 85) {
                transitionTo(slot, anyState(random));
            } else if (kind < 89) {
                resume(slot, resumeState(random));
            } else {
                dispatch(slot, random);
            }
        }
    }

    private String anyState(SplittableRandom random) {
        if (random.nextInt(3) > 0) {
            List<String> startable = entryPoints();
            startable.add(machine.stateName(machine.initial()));
            return startable.get(random.nextInt(startable.size()));
        }
        return machine.stateName(random.nextInt(machine.stateCount()));
    }

    /** A state to resume in: often an interrupt (a back from it then has nothing to go back to), now and then @Back or null. */
    private String resumeState(SplittableRandom random) {
        int pick = random.nextInt(20);
        if (pick == 0) {
            return null;
        }
        if (pick == 1 && machine.back() >= 0) {
            return machine.stateName(machine.back());
        }
        List<String> interrupts = new ArrayList<>();
        for (int s = 0; s < machine.stateCount(); s++) {
            if (machine.isInterrupt(s)) {
                interrupts.add(machine.stateName(s));
            }
        }
        if (!interrupts.isEmpty() && random.nextBoolean()) {
            return interrupts.get(random.nextInt(interrupts.size()));
        }
        return machine.stateName(random.nextInt(machine.stateCount()));
    }

    /** Delays a send is given: mostly none, some that fall between and on the ticks' sums, a few refused. */
    static float delay(SplittableRandom random) {
        return switch (random.nextInt(40)) {
            case 0 -> -1f;
            case 1 -> Float.NaN;
            default -> new float[] {0f, 0f, 0f, 0f, 0.05f, 0.1f, 0.25f, 0.3f, 1f, 0.016f}[random.nextInt(10)];
        };
    }

    /** A message to send: of a random class the machine knows (the stray one too), now and then null. */
    static Object letter(MachineSpec spec, Loaded gen, SplittableRandom random, int serial) {
        if (random.nextInt(40) == 0) {
            return null;
        }
        List<String> classes = spec.letterClasses();
        // The stray class (last) less often than the others.
        int pick = random.nextInt(4) == 0 ? random.nextInt(classes.size()) : random.nextInt(Math.max(1,
                classes.size() - 1));
        return gen.letter(classes.get(pick), serial);
    }

    private int serials;
    private long sent;

    private void send(int slot, SplittableRandom random) throws Throwable {
        Object message = letter(spec, gen, random, serials++);
        float delay = delay(random);
        String what = "e" + slot + ".send(" + (message == null ? "null" : message.getClass().getSimpleName() + " #"
                + ((World.Letter) message).serial()) + ", " + delay + ")";
        String expected = outcome(true, () -> {
            refMachines[slot].send(message, delay);
            return "ok";
        });
        String actual = outcome(false, () -> {
            gen.send(genMachines[slot], message, delay);
            return "ok";
        });
        if (expected.equals("ok")) {
            sent++;
        }
        compare(what, slot, expected, actual);
    }

    /**
     * {@code deliver()}, or now and then {@code setMessageDelivery}: ON_DELIVER (updates deliver nothing)
     * or back to TICK_START (the next update delivers what waits).
     */
    private void deliverOrSwitch(int slot, SplittableRandom random) throws Throwable {
        if (random.nextInt(4) == 0) {
            MessageDelivery when = random.nextBoolean() ? MessageDelivery.ON_DELIVER : MessageDelivery.TICK_START;
            String what = "e" + slot + ".setMessageDelivery(" + when + ")";
            String expected = outcome(true, () -> {
                refMachines[slot].setMessageDelivery(when);
                return "ok";
            });
            String actual = outcome(false, () -> {
                gen.setMessageDelivery(genMachines[slot], when);
                return "ok";
            });
            compare(what, slot, expected, actual);
            return;
        }
        String what = "e" + slot + ".deliver()";
        String expected = outcome(true, () -> {
            refMachines[slot].deliverDue();
            return "ok";
        });
        String actual = outcome(false, () -> {
            gen.deliver(genMachines[slot]);
            return "ok";
        });
        compare(what, slot, expected, actual);
    }

    /** Messages sent, delivered to a handler and dropped, over the run (the model's count). */
    long[] messageCounts() {
        long delivered = 0;
        long dropped = 0;
        for (Entity e : allModelled) {
            delivered += e.mail().deliveredCount();
            dropped += e.mail().dropped();
        }
        return new long[] {sent, delivered, dropped};
    }

    private final List<Entity> allModelled = new ArrayList<>();

    int handlerCalls() {
        return refWorld.globalLog().size();
    }

    private interface Step {
        String run() throws Throwable;
    }

    private void start(int slot, String state) throws Throwable {
        String what = "start(e" + slot + (state == null ? "" : ", " + state) + ")";
        String expected = outcome(true, () -> {
            Entity entity = new Entity(machine, script, slot, slot, Modelled.describe(machine, slot));
            entity.setStackCounts(stackCounts);
            entity.setGroupCounts(groupCounts);
            allModelled.add(entity);
            entity.start(state == null ? machine.initial() : machine.ordinal(state));
            refMachines[slot] = entity;
            return "ok";
        });
        String actual = outcome(false, () -> {
            genMachines[slot] = state == null ? gen.start(genEntities[slot], slot)
                    : gen.startIn(genEntities[slot], slot, state);
            return "ok";
        });
        compare(what, slot, expected, actual);
    }

    private final Entity.StackCounts stackCounts = new Entity.StackCounts();
    private final Entity.GroupCounts groupCounts = new Entity.GroupCounts();

    /** How often the model entered groups by name and wrote their history. */
    Entity.GroupCounts groupCounts() {
        return groupCounts;
    }

    /** How often the stack rules applied in the model over the run. */
    Entity.StackCounts stackCounts() {
        return stackCounts;
    }

    private void resume(int slot, String state) throws Throwable {
        String what = "resume(e" + slot + ", " + state + ")";
        String expected = outcome(true, () -> {
            Entity entity = new Entity(machine, script, slot, slot, Modelled.describe(machine, slot));
            entity.setStackCounts(stackCounts);
            entity.setGroupCounts(groupCounts);
            entity.resume(state == null ? -1 : machine.ordinal(state));
            allModelled.add(entity);
            refMachines[slot] = entity;
            return "ok";
        });
        String actual = outcome(false, () -> {
            genMachines[slot] = gen.resume(genEntities[slot], slot, state);
            return "ok";
        });
        compare(what, slot, expected, actual);
    }

    private void update(int slot, float dt) throws Throwable {
        String what = "e" + slot + ".update(" + dt + ")";
        String expected = outcome(true, () -> "ok " + name(refMachines[slot].update(dt)));
        String actual = outcome(false, () -> "ok " + gen.update(genMachines[slot], dt));
        compare(what, slot, expected, actual);
    }

    private void transitionTo(int slot, String target) throws Throwable {
        String what = "e" + slot + ".transitionTo(" + target + ")";
        String expected = outcome(true, () -> {
            refMachines[slot].transitionTo(machine.ordinal(target));
            return "ok";
        });
        String actual = outcome(false, () -> {
            gen.transitionTo(genMachines[slot], target);
            return "ok";
        });
        compare(what, slot, expected, actual);
    }

    private void dispatch(int slot, SplittableRandom random) throws Throwable {
        int n = machine.stateCount();
        int event = random.nextInt(20) == 0 ? (random.nextBoolean() ? 0 : 4) : 1 + random.nextInt(3);
        int state = random.nextInt(30) == 0 ? (random.nextBoolean() ? n : -1) : random.nextInt(n);
        int other = event == Event.ENTER.code() && random.nextInt(3) == 0 ? -1 : random.nextInt(n);
        float dt = DTS[random.nextInt(DTS.length)];
        float time = DTS[random.nextInt(DTS.length)] * 3;
        long key = (long) event << 32 | (state & 0xFFFFFFFFL);
        String what = "dispatch(e" + slot + ", event " + event + ", state #" + state + ", other #" + other + ", "
                + dt + ")";
        String expected = outcome(true, () -> {
            if (event < 1 || event > 3 || state < 0 || state >= n) {
                throw new IllegalArgumentException();
            }
            Entity entity = new Entity(machine, script, slot, slot, Modelled.describe(machine, slot));
            return "ok " + entity.dispatch(event, state, other, dt, time);
        });
        String actual = outcome(false, () -> "ok " + gen.dispatch(genEntities[slot], slot, key, other, dt, time));
        compare(what, -1, expected, actual);
    }

    private String outcome(boolean reference, Step step) {
        try {
            return step.run();
        } catch (Throwable t) {
            if (!reference && Outcomes.machine(t) != null && !spec.entity.equals(Outcomes.machine(t))) {
                return "exception naming machine " + Outcomes.machine(t) + ": " + Outcomes.generated(t);
            }
            return reference ? Outcomes.reference(t) : Outcomes.generated(t);
        }
    }

    private void compare(String what, int slot, String expected, String actual) throws Throwable {
        StringBuilder line = new StringBuilder(what).append(" -> ").append(expected);
        List<String> problems = new ArrayList<>();
        if (!expected.equals(actual)) {
            problems.add("outcome: expected " + expected + ", generated " + actual);
        }
        List<Object> refLog = refWorld.globalLog();
        List<Object> genLog = genWorld.globalLog();
        List<Object> refCalls = refLog.subList(Math.min(logged, refLog.size()), refLog.size());
        List<Object> genCalls = genLog.subList(Math.min(logged, genLog.size()), genLog.size());
        line.append("  calls ").append(refCalls);
        if (!refCalls.equals(genCalls)) {
            problems.add("handler calls: expected " + refCalls + ", generated " + genCalls);
        }
        logged = refLog.size();
        if (slot >= 0) {
            Entity r = refMachines[slot];
            Object g = genMachines[slot];
            if ((r == null) != (g == null)) {
                problems.add("machine exists: expected " + (r != null) + ", generated " + (g != null));
            } else if (r != null) {
                String state = name(r.state());
                String previous = name(r.previous());
                line.append("  state ").append(state).append(" previous ").append(previous);
                if (!state.equals(gen.state(g))) {
                    problems.add("state: expected " + state + ", generated " + gen.state(g));
                }
                if (!Objects.equals(previous, gen.previous(g))) {
                    problems.add("previous: expected " + previous + ", generated " + gen.previous(g));
                }
                if (spec.hasMessages()) {
                    long dropped = gen.droppedMessages(g);
                    line.append(" dropped ").append(r.mail().dropped());
                    if (dropped != r.mail().dropped()) {
                        problems.add("droppedMessages(): expected " + r.mail().dropped() + ", generated " + dropped);
                    }
                }
                List<String> stack = gen.stack(g);
                if (stack != null || machine.hasStacks()) {
                    List<String> expectedStack = new ArrayList<>();
                    r.stack().forEach(s -> expectedStack.add(machine.stateName(s)));
                    line.append(" stack ").append(expectedStack);
                    if (!expectedStack.equals(stack)) {
                        problems.add("stack(): expected " + expectedStack + ", generated " + stack);
                    }
                }
                if (gen.timed()) {
                    float time = gen.timeInState(g);
                    line.append(" time ").append(r.timeInState());
                    if (Float.compare(time, r.timeInState()) != 0) {
                        problems.add("timeInState(): expected " + r.timeInState() + ", generated " + time);
                    }
                }
            }
        }
        transcript.add(line.toString());
        if (!problems.isEmpty()) {
            StringBuilder message = new StringBuilder("one-entity machine differs from the interpreter at operation ")
                    .append(transcript.size()).append(", ").append(what).append(":\n");
            problems.forEach(p -> message.append("  ").append(p).append('\n'));
            message.append("transcript (interpreter's view):\n");
            int from = Math.max(0, transcript.size() - 25);
            for (int i = from; i < transcript.size(); i++) {
                message.append("  ").append(i + 1).append(". ").append(transcript.get(i)).append('\n');
            }
            throw new AssertionError(message.toString());
        }
    }
}
