package dev.brainstem.processor.fuzz;

import dev.brainstem.processor.fuzz.MachineSpec.Event;
import dev.brainstem.runtime.MachineInfo;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;

/**
 * Runs one compiled machine's one-entity API and the reference interpreter side by side over a random
 * sequence of operations (start, start in a state, update, transitionTo, raw dispatch) on a few
 * entities, and fails at the first difference in state, previous state, handler calls or exception.
 * Also checks the generated constants and tables ({@code STATE_COUNT}, {@code INFO}, the key
 * constants, {@code mayGo}, {@code isEntryPoint}, {@code checkStartable}) against the specification.
 */
final class OneEntityDifferential {
    private static final float[] DTS = {0.1f, 0.25f, 1f, 0f, 0.016f};

    private final MachineSpec spec;
    private final Loaded gen;
    private final Reference ref;
    private final int slots;
    private final World genWorld;
    private final World refWorld;
    private final Object[] genEntities;
    private final Object[] genMachines;
    private final Reference.Machine[] refMachines;
    private final List<String> transcript = new ArrayList<>();
    private int logged;

    OneEntityDifferential(MachineSpec spec, Loaded gen, int slots) throws ReflectiveOperationException {
        this.spec = spec;
        this.gen = gen;
        this.ref = new Reference(spec);
        this.slots = slots;
        this.genWorld = new World(spec.seed, Reference.options(spec), Reference.updates(spec), spec.throwPermille, slots);
        this.refWorld = genWorld.copy();
        this.genEntities = new Object[slots];
        Object system = spec.idMode ? gen.newEntity(genWorld, 0) : null;
        for (int i = 0; i < slots; i++) {
            genEntities[i] = spec.idMode ? system : gen.newEntity(genWorld, i);
        }
        this.genMachines = new Object[slots];
        this.refMachines = new Reference.Machine[slots];
    }

    /** The constants and tables of the generated class, against the reference. */
    void checkStatics() throws Throwable {
        check("STATE_COUNT", ref.states.size(), gen.field("STATE_COUNT"));
        check("MAX_TRANSITIONS_PER_TICK", ref.limit, gen.field("MAX_TRANSITIONS_PER_TICK"));
        check("SETTLE", ref.settle, gen.field("SETTLE"));
        check("STAY", -1, gen.field("STAY"));
        MachineInfo info = (MachineInfo) gen.field("INFO");
        check("INFO.name", spec.entity, info.name());
        check("INFO.states", ref.states, info.states());
        check("INFO.initial", ref.initial, info.initial());
        check("INFO.entryPoints", new ArrayList<>(ref.entryPoints), info.entryPoints());
        List<String> edges = new ArrayList<>();
        info.edges().forEach(e -> edges.add(e.toString()));
        check("INFO.edges", ref.edges(), edges);
        for (Event event : Event.values()) {
            for (String state : ref.states) {
                String key = state + "_" + event.name();
                boolean handled = ref.handlers.get(event).containsKey(state);
                Object value;
                try {
                    value = gen.field(key);
                } catch (NoSuchFieldException missing) {
                    value = null;
                }
                check("key constant " + key, handled ? (long) event.code() << 32 | ref.ordinal(state) : null, value);
            }
        }
        for (int from = 0; from < ref.states.size(); from++) {
            String fromName = ref.states.get(from);
            check("isEntryPoint(" + fromName + ")", ref.entryPoints.contains(fromName),
                    Loaded.invoke(gen.isEntryPoint, null, from));
            String startable;
            try {
                startable = "ok " + Loaded.invoke(gen.checkStartable, null, gen.constant(fromName));
            } catch (IllegalArgumentException e) {
                startable = "IllegalArgumentException";
            }
            check("checkStartable(" + fromName + ")", ref.startable(fromName) ? "ok " + from
                    : "IllegalArgumentException", startable);
            for (Event event : List.of(Event.UPDATE, Event.ENTER)) {
                Reference.Handler h = ref.handlers.get(event).get(fromName);
                for (int to = 0; to < ref.states.size(); to++) {
                    boolean expected = h != null && h.to().contains(ref.states.get(to));
                    Object actual = gen.mayGo(event.code(), from, to);
                    if (!Objects.equals(expected, actual)) {
                        check("mayGo(" + event + ", " + fromName + ", " + ref.states.get(to) + ") with to "
                                + (h == null ? "none" : h.to()), expected, actual);
                    }
                }
            }
        }
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
                update(slot, DTS[random.nextInt(DTS.length)]);
            } else if (kind < 85) {
                transitionTo(slot, anyState(random));
            } else {
                dispatch(slot, random);
            }
        }
    }

    private String anyState(SplittableRandom random) {
        if (random.nextInt(3) > 0) {
            List<String> startable = new ArrayList<>(ref.entryPoints);
            startable.add(ref.initial);
            return startable.get(random.nextInt(startable.size()));
        }
        return ref.states.get(random.nextInt(ref.states.size()));
    }

    int handlerCalls() {
        return refWorld.globalLog().size();
    }

    private interface Step {
        String run() throws Throwable;
    }

    private void start(int slot, String state) throws Throwable {
        String what = "start(e" + slot + (state == null ? "" : ", " + state) + ")";
        String expected = outcome(true, () -> {
            refMachines[slot] = ref.start(refWorld, slot, state == null ? ref.initial : state);
            return "ok";
        });
        String actual = outcome(false, () -> {
            genMachines[slot] = state == null ? gen.start(genEntities[slot], slot)
                    : gen.startIn(genEntities[slot], slot, state);
            return "ok";
        });
        compare(what, slot, expected, actual);
    }

    private void update(int slot, float dt) throws Throwable {
        String what = "e" + slot + ".update(" + dt + ")";
        String expected = outcome(true, () -> "ok " + refMachines[slot].update(dt));
        String actual = outcome(false, () -> "ok " + gen.update(genMachines[slot], dt));
        compare(what, slot, expected, actual);
    }

    private void transitionTo(int slot, String target) throws Throwable {
        String what = "e" + slot + ".transitionTo(" + target + ")";
        String expected = outcome(true, () -> {
            refMachines[slot].transitionTo(target);
            return "ok";
        });
        String actual = outcome(false, () -> {
            gen.transitionTo(genMachines[slot], target);
            return "ok";
        });
        compare(what, slot, expected, actual);
    }

    private void dispatch(int slot, SplittableRandom random) throws Throwable {
        int n = ref.states.size();
        int event = random.nextInt(20) == 0 ? (random.nextBoolean() ? 0 : 4) : 1 + random.nextInt(3);
        int state = random.nextInt(30) == 0 ? (random.nextBoolean() ? n : -1) : random.nextInt(n);
        int other = event == Event.ENTER.code() && random.nextInt(3) == 0 ? -1 : random.nextInt(n);
        float dt = DTS[random.nextInt(DTS.length)];
        long key = (long) event << 32 | (state & 0xFFFFFFFFL);
        String what = "dispatch(e" + slot + ", event " + event + ", state #" + state + ", other #" + other + ", "
                + dt + ")";
        String expected = outcome(true, () -> {
            if (event < 1 || event > 3 || state < 0 || state >= n) {
                throw new IllegalArgumentException();
            }
            Reference.Machine machine = ref.new Machine(refWorld, slot, ref.describe(slot));
            Event e = Event.values()[event - 1];
            String result = machine.run(e, ref.states.get(state), other, dt);
            return "ok " + (result == null ? -1 : ref.ordinal(result));
        });
        String actual = outcome(false, () -> "ok " + gen.dispatch(genEntities[slot], slot, key, other, dt));
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
            Reference.Machine r = refMachines[slot];
            Object g = genMachines[slot];
            if ((r == null) != (g == null)) {
                problems.add("machine exists: expected " + (r != null) + ", generated " + (g != null));
            } else if (r != null) {
                line.append("  state ").append(r.state).append(" previous ").append(r.previous);
                if (!r.state.equals(gen.state(g))) {
                    problems.add("state: expected " + r.state + ", generated " + gen.state(g));
                }
                if (!Objects.equals(r.previous, gen.previous(g))) {
                    problems.add("previous: expected " + r.previous + ", generated " + gen.previous(g));
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
