package dev.brainstem.samples.batch;

import static dev.brainstem.runtime.Events.ENTER;
import static dev.brainstem.runtime.Events.EXIT;
import static dev.brainstem.runtime.Events.UPDATE;

import dev.brainstem.runtime.AbstractBatch;
import dev.brainstem.runtime.BrainstemException;
import dev.brainstem.runtime.HandlerException;
import dev.brainstem.runtime.reference.Entity;
import dev.brainstem.runtime.reference.Failure;
import dev.brainstem.runtime.reference.Handler;
import dev.brainstem.runtime.reference.Machine;
import dev.brainstem.runtime.reference.Outcome;
import dev.brainstem.runtime.reference.Refusal;
import dev.brainstem.runtime.reference.Regions;
import dev.brainstem.runtime.reference.RegionsBatch;
import dev.brainstem.runtime.reference.RegionsEntity;
import dev.brainstem.runtime.reference.Script;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ForkJoinPool;

/**
 * Drives a generated batch of two regions ({@link Patrol} or {@link PatrolSystem}) and the reference
 * model's {@link RegionsBatch} with the same jqwik-generated steps, and compares them after every step
 * ({@link #check}): the step's outcome (what it threw, its suppressed count), the size, the dropped
 * messages, every region's counts and {@code forEachHandle} order, every region's listener calls, the
 * error handler's calls, every handler call of every entity (the other region's {@code @Current}, the
 * argument, dt, the letter) and, for every handle ever issued, whether it is in the batch and every
 * region's state, previous state, stack and {@code lastIn(HOT)}.
 *
 * <p>Each handler call's decision is a pure function of (seed, entity key, how many calls that entity
 * made), so both sides decide alike whatever order a parallel tick runs them in: stay or one of its
 * {@code to}, throw, and a change asked of the batch from inside (add, remove, {@code transitionTo} of
 * either region's states, send) on handles issued before the step.
 */
final class RegionsDriver {
    sealed interface Step permits Add, Remove, Transition, Send, Tick {}

    /** An add of a new entity (id mode: now and then an id in the batch) in a legs state ({@code state} 0: add(entity)). */
    record Add(int state) implements Step {}

    record Remove(int pick) implements Step {}

    record Transition(int pick, int region, int state) implements Step {}

    /** A send or a broadcast ({@code everyone}); {@code junk}: a message no region takes. */
    record Send(int pick, int delay, boolean junk, boolean everyone) implements Step {}

    /** {@code kind} 0: tick(dt), 1: tick(dt, pool), 2: tickInRegions(dt). */
    record Tick(float dt, int kind) implements Step {}

    /** The knobs of a run: the handlers' seed and how often they throw and ask for changes. */
    record Knobs(long seed, int failPercent, int effectPercent) {}

    private static final float[] DELAYS = {0f, 0.2f, 1f};
    private static final int HANDLER_KEYS = 100_000;
    private static final int ADDS_PER_ENTITY = 16;

    /** {@link Patrol} as the model reads it: its handlers by number. */
    static Regions spec(String name, boolean idMode, Map<Integer, Handler> byIndex) {
        Machine.Builder legs = Machine.builder(name, "IDLE", "WALK", "DUCK").entryPoints("DUCK").idMode(idMode);
        on(legs, byIndex, new Handler(0, "updateIdle", UPDATE, true, true, List.of("WALK", "DUCK")), "IDLE");
        on(legs, byIndex, new Handler(1, "updateWalk", UPDATE, true, true, List.of("IDLE", "DUCK")), "WALK");
        on(legs, byIndex, new Handler(2, "updateDuck", UPDATE, true, false, List.of("IDLE")), "DUCK");
        on(legs, byIndex, new Handler(3, "enterDuck", ENTER, false, true, List.of()), "DUCK");
        on(legs, byIndex, new Handler(4, "exitWalk", EXIT, false, true, List.of()), "WALK");
        Handler alarmLegs = Handler.message(5, "alarmLegs", Alarm.class, true, List.of("DUCK"));
        legs.message(alarmLegs, List.of("IDLE", "WALK"));
        byIndex.put(5, alarmLegs);
        Machine.Builder arm = Machine.builder(name + ".PatrolArm", "READY", "AIM", "FIRE", "STUNNED", "RECOVER", "HOT")
                .entryPoints("STUNNED", "HOT").interrupts("STUNNED").back("RECOVER").idMode(idMode)
                .group("HOT", List.of("AIM", "FIRE"), List.of(), "AIM", Machine.History.SHALLOW);
        on(arm, byIndex, new Handler(10, "updateReady", UPDATE, true, true, List.of("HOT")), "READY");
        on(arm, byIndex, new Handler(11, "updateAim", UPDATE, true, true, List.of("FIRE", "READY")), "AIM");
        on(arm, byIndex, new Handler(12, "updateFire", UPDATE, true, false, List.of("AIM", "READY")), "FIRE");
        on(arm, byIndex, new Handler(13, "updateStunned", UPDATE, true, true, List.of("RECOVER")), "STUNNED");
        on(arm, byIndex, new Handler(14, "enterAim", ENTER, false, true, List.of()), "AIM");
        on(arm, byIndex, new Handler(15, "enterStunned", ENTER, false, false, List.of()), "STUNNED");
        on(arm, byIndex, new Handler(16, "exitHot", EXIT, false, true, List.of()), "HOT");
        Handler alarmArm = Handler.message(17, "alarmArm", Alarm.class, true, List.of("AIM"));
        arm.message(alarmArm, List.of("READY"));
        byIndex.put(17, alarmArm);
        Handler holster = Handler.guard(18, "holster", "READY");
        arm.guard(holster, List.of("HOT"));
        byIndex.put(18, holster);
        return Regions.of(name, legs.build(), arm.build());
    }

    private static void on(Machine.Builder b, Map<Integer, Handler> byIndex, Handler handler, String state) {
        b.on(handler, state);
        byIndex.put(handler.index(), handler);
    }

    /** The generated leader behind a mode-neutral face. */
    private abstract static class Face {
        final AbstractBatch<PatrolLegs> batch;

        Face(AbstractBatch<PatrolLegs> batch) {
            this.batch = batch;
        }

        /** Adds entity {@code key} ({@code legs} null: in the initial state by the one-argument add). */
        abstract long add(int key, PatrolLegs legs);

        abstract void transitionTo(long handle, PatrolArm arm);

        /** Object mode: the key of the entity of {@code handle}; id mode: the id. */
        abstract int keyOf(long handle);

        /** The keys in forEach's order of {@code state}, of either region. */
        abstract List<Integer> keysIn(Enum<?> state);
    }

    final Regions machine;
    private final Map<Integer, Handler> handlers = new ConcurrentHashMap<>();
    private final boolean idMode;
    private final Knobs knobs;
    private final ForkJoinPool pool;
    final RegionsBatch model;
    private final Face gen;
    private final AbstractBatch<PatrolArm> arm;
    private final Side genSide = new Side();
    private final Side refSide = new Side();
    private final Map<Integer, Long> handleOfKey = new ConcurrentHashMap<>();
    private final Set<Long> issued = new LinkedHashSet<>();
    /** The handles a handler's change may name: those issued before the step, then one never issued. */
    private volatile List<Long> targets = List.of();
    private final List<List<String>> genListeners = List.of(syncList(), syncList());
    private final List<List<String>> refListeners = List.of(new ArrayList<>(), new ArrayList<>());
    private final List<String> genErrors = syncList();
    private final List<String> refErrors = new ArrayList<>();
    private final List<String> transcript = new ArrayList<>();
    private int nextKey;
    /** What the run saw, for jqwik's statistics. */
    final Set<String> seen = ConcurrentHashMap.newKeySet();

    /** One side's per-entity bookkeeping: calls made, adds asked for, and the calls' log. */
    private static final class Side {
        final Map<Integer, Integer> calls = new ConcurrentHashMap<>();
        final Map<Integer, Integer> adds = new ConcurrentHashMap<>();
        final Map<Integer, List<String>> log = new ConcurrentHashMap<>();

        List<String> log(int key) {
            return log.computeIfAbsent(key, k -> syncList());
        }

        Map<Integer, List<String>> sorted() {
            return new TreeMap<>(log);
        }
    }

    private static List<String> syncList() {
        return Collections.synchronizedList(new ArrayList<>());
    }

    RegionsDriver(boolean idMode, Knobs knobs, boolean errorHandler, ForkJoinPool pool) {
        this.idMode = idMode;
        this.knobs = knobs;
        this.pool = pool;
        this.machine = spec(idMode ? "PatrolSystem" : "Patrol", idMode, handlers);
        this.model = new RegionsBatch(machine, this::refCall);
        PatrolCalls calls = this::genCall;
        if (idMode) {
            PatrolSystem system = new PatrolSystem(calls);
            PatrolSystemBatch b = new PatrolSystemBatch(system);
            gen = new Face(b) {
                @Override
                long add(int key, PatrolLegs legs) {
                    return legs == null ? b.add(key) : b.add(key, legs);
                }

                @Override
                void transitionTo(long handle, PatrolArm state) {
                    b.transitionTo(handle, state);
                }

                @Override
                int keyOf(long handle) {
                    return (int) handle;
                }

                @Override
                List<Integer> keysIn(Enum<?> state) {
                    List<Integer> keys = new ArrayList<>();
                    if (state instanceof PatrolLegs legs) {
                        b.forEach(legs, keys::add);
                    } else {
                        b.forEach((PatrolArm) state, keys::add);
                    }
                    return keys;
                }
            };
        } else {
            PatrolBatch b = new PatrolBatch();
            gen = new Face(b) {
                @Override
                long add(int key, PatrolLegs legs) {
                    Patrol entity = new Patrol(calls, key);
                    try {
                        long handle = legs == null ? b.add(entity) : b.add(entity, legs);
                        handleOfKey.put(key, handle);
                        return handle;
                    } catch (RuntimeException e) {
                        // The add's own enter failed (the exception names its handle), or a change or the
                        // listener did: the entity is in, look for it.
                        for (PatrolLegs state : PatrolLegs.values()) {
                            b.forEachHandle(state, handle -> {
                                if (b.entity(handle) == entity) {
                                    handleOfKey.put(key, handle);
                                }
                            });
                        }
                        throw e;
                    }
                }

                @Override
                void transitionTo(long handle, PatrolArm state) {
                    b.transitionTo(handle, state);
                }

                @Override
                int keyOf(long handle) {
                    return b.entity(handle).key;
                }

                @Override
                List<Integer> keysIn(Enum<?> state) {
                    List<Integer> keys = new ArrayList<>();
                    if (state instanceof PatrolLegs legs) {
                        b.forEach(legs, e -> keys.add(e.key));
                    } else {
                        b.forEach((PatrolArm) state, e -> keys.add(e.key));
                    }
                    return keys;
                }
            };
        }
        arm = gen.batch.region(PatrolArm.class);
        for (int r = 0; r < 2; r++) {
            int region = r;
            Machine m = machine.region(r);
            model.setListener(r, (handle, from, to, event) -> refListeners.get(region)
                    .add(handle + ": " + m.stateName(from) + " -> " + m.stateName(to) + " (" + event + ")"));
        }
        gen.batch.setListener((handle, from, to, event) -> genListeners.get(0)
                .add(handle + ": " + from + " -> " + to + " (" + event + ")"));
        arm.setListener((handle, from, to, event) -> genListeners.get(1)
                .add(handle + ": " + from + " -> " + to + " (" + event + ")"));
        if (errorHandler) {
            model.setErrorHandler(f -> refErrors.add(describe(f)));
            gen.batch.setErrorHandler(e -> {
                genErrors.add(describe(e));
                seen.add("error handler called");
            });
        }
    }

    // ---------------------------------------------------------------------------------------------
    // The handlers' scripts

    private record Decision(boolean fail, int choice, int effect, int a, int b) {}

    private Decision decide(int key, int n) {
        SplittableRandom random = new SplittableRandom(knobs.seed() ^ (key * 0x9E3779B97F4A7C15L) ^ (n * 0xC2B2AE3D27D4EB4FL));
        boolean fail = random.nextInt(100) < knobs.failPercent();
        int choice = random.nextInt(100);
        int effect = random.nextInt(100) < knobs.effectPercent() ? 1 + random.nextInt(4) : 0;
        return new Decision(fail, choice, effect, random.nextInt(1 << 16), random.nextInt(1 << 16));
    }

    /** What handler {@code index} returns for {@code choice}: stay (-1) or one of its {@code to}; a guard: true in 25. */
    private int result(Handler handler, int region, int choice) {
        if (!handler.returnsState()) {
            return -1;
        }
        if (handler.isGuard()) {
            return choice < 25 ? machine.region(region).ordinal(handler.to().get(0)) : -1;
        }
        return choice < 55 ? -1 : machine.region(region).ordinal(handler.to().get(choice % handler.to().size()));
    }

    private static String line(int index, int other, int arg, float dt, int letter) {
        return "h" + index + " other=" + other + " arg=" + arg + " dt=" + dt + (letter != PatrolCalls.NO_LETTER ? " letter=" + letter : "");
    }

    private int genCall(int key, int index, int other, int arg, float dt, int letter) {
        Handler handler = handlers.get(index);
        int region = index < 10 ? 0 : 1;
        int n = genSide.calls.merge(key, 1, Integer::sum) - 1;
        genSide.log(key).add(line(index, other, arg, dt, letter));
        Decision d = decide(key, n);
        String effect = change(true, key, n, d);
        if (effect != null) {
            genSide.log(key).add(effect);
        }
        if (d.fail) {
            seen.add("handler threw");
            throw new Boom(key, handler.event(), handler.name());
        }
        return result(handler, region, d.choice);
    }

    private int refCall(Entity entity, int region, Handler handler, int[] current, int arg, float dt) {
        int key = entity.key();
        int n = refSide.calls.merge(key, 1, Integer::sum) - 1;
        int letter = entity.message() instanceof Alarm alarm ? alarm.serial() : PatrolCalls.NO_LETTER;
        int other = current[1 - region];
        refSide.log(key).add(line(handler.index(), other, arg == Script.NO_ARG ? PatrolCalls.NONE : arg,
                dt == Script.NO_DT ? -1f : dt, letter));
        Decision d = decide(key, n);
        String effect = change(false, key, n, d);
        if (effect != null) {
            refSide.log(key).add(effect);
        }
        if (d.fail) {
            throw new Boom(key, handler.event(), handler.name());
        }
        return result(handler, region, d.choice);
    }

    /** A handler's change asked of the batch ({@code generated}: the generated one's), or null for none. */
    private String change(boolean generated, int key, int n, Decision d) {
        if (d.effect == 0) {
            return null;
        }
        List<Long> names = targets;
        long target = d.b % (names.size() + 1) < names.size() ? names.get(d.b % (names.size() + 1)) : 999_999L;
        String what;
        try {
            switch (d.effect) {
                case 1 -> {
                    Side side = generated ? genSide : refSide;
                    if (key >= HANDLER_KEYS) {
                        return null;
                    }
                    int count = side.adds.merge(key, 1, Integer::sum) - 1;
                    if (count >= ADDS_PER_ENTITY) {
                        return null;
                    }
                    int added = HANDLER_KEYS + key * ADDS_PER_ENTITY + count;
                    PatrolLegs legs = d.a % 2 == 0 ? PatrolLegs.IDLE : PatrolLegs.DUCK;
                    what = "add " + added + " in " + legs;
                    if (generated) {
                        gen.add(added, legs);
                    } else {
                        model.add(idMode ? added : handleOfKey.getOrDefault(added, -1L), added,
                                machine.region(0).ordinal(legs.name()));
                    }
                    seen.add("handler added");
                }
                case 2 -> {
                    what = "remove " + target;
                    if (generated) {
                        gen.batch.remove(target);
                    } else {
                        model.remove(target);
                    }
                }
                case 3 -> {
                    int region = d.a % 2;
                    Enum<?> state = region == 0 ? PatrolLegs.values()[(d.a / 2) % 3] : PatrolArm.values()[(d.a / 2) % 6];
                    what = "transitionTo " + target + ", " + state;
                    if (generated) {
                        if (state instanceof PatrolLegs legs) {
                            gen.batch.transitionTo(target, legs);
                        } else {
                            gen.transitionTo(target, (PatrolArm) state);
                        }
                    } else {
                        model.transitionTo(target, region, machine.region(region).ordinal(state.name()));
                    }
                }
                default -> {
                    Alarm alarm = new Alarm(key * 10_000 + n);
                    float delay = DELAYS[d.a % 3];
                    boolean everyone = d.a % 5 == 0;
                    what = (everyone ? "broadcast " : "send " + target + " ") + alarm + " after " + delay;
                    if (generated) {
                        if (everyone) {
                            gen.batch.broadcast(alarm, delay);
                        } else {
                            gen.batch.send(target, alarm, delay);
                        }
                    } else if (everyone) {
                        model.broadcast(alarm, delay);
                    } else {
                        model.send(target, alarm, delay);
                    }
                }
            }
        } catch (RuntimeException e) {
            return "change threw " + e.getClass().getSimpleName();
        }
        return what;
    }

    // ---------------------------------------------------------------------------------------------
    // Steps

    void run(List<Step> steps) {
        for (Step step : steps) {
            targets = List.copyOf(issued);
            String actual;
            String expected;
            if (step instanceof Add add) {
                int key = nextKey++;
                if (idMode && key % 9 == 4 && model.size() > 0) {
                    key = (int) (long) model.entities().firstKey();
                }
                int k = key;
                PatrolLegs legs = add.state == 0 ? null : add.state == 1 ? PatrolLegs.IDLE : PatrolLegs.DUCK;
                actual = outcome(() -> gen.add(k, legs));
                long handle = idMode ? k : handleOfKey.getOrDefault(k, -1L);
                Machine m = machine.region(0);
                expected = describe(model.add(handle, k, legs == null ? m.initial() : m.ordinal(legs.name())));
                transcript.add("add " + k + " in " + legs + " (handle " + handle + ")");
            } else if (step instanceof Remove remove) {
                long handle = pick(remove.pick);
                actual = outcome(() -> gen.batch.remove(handle));
                expected = describe(model.remove(handle));
                transcript.add("remove " + handle);
            } else if (step instanceof Transition t) {
                long handle = pick(t.pick);
                Enum<?> state = t.region == 0 ? PatrolLegs.values()[t.state % 3] : PatrolArm.values()[t.state % 6];
                actual = outcome(() -> {
                    if (state instanceof PatrolLegs legs) {
                        gen.batch.transitionTo(handle, legs);
                    } else {
                        gen.transitionTo(handle, (PatrolArm) state);
                    }
                });
                expected = describe(model.transitionTo(handle, t.region,
                        machine.region(t.region).ordinal(state.name())));
                transcript.add("transitionTo " + handle + ", " + state);
            } else if (step instanceof Send send) {
                long handle = pick(send.pick);
                Object letter = send.junk ? "junk" : new Alarm(-1 - transcript.size());
                float delay = DELAYS[send.delay % 3];
                boolean everyone = send.everyone;
                actual = outcome(() -> {
                    if (everyone) {
                        gen.batch.broadcast(letter, delay);
                    } else {
                        gen.batch.send(handle, letter, delay);
                    }
                });
                expected = describe(everyone ? model.broadcast(letter, delay) : model.send(handle, letter, delay));
                transcript.add((everyone ? "broadcast " : "send " + handle + " ") + letter + " after " + delay);
            } else {
                Tick tick = (Tick) step;
                actual = outcome(() -> {
                    switch (tick.kind) {
                        case 1 -> gen.batch.tick(tick.dt, pool);
                        case 2 -> gen.batch.tickInRegions(tick.dt);
                        default -> gen.batch.tick(tick.dt);
                    }
                });
                expected = describe(model.tick(tick.dt));
                transcript.add((tick.kind == 1 ? "parallel tick " : tick.kind == 2 ? "tickInRegions " : "tick ")
                        + tick.dt);
            }
            handleOfKey.values().forEach(issued::add);
            if (idMode) {
                issued.addAll(model.entities().keySet());
            }
            check(expected, actual);
        }
    }

    /** A handle issued so far, or (now and then) one never issued or a negative one. */
    private long pick(int pick) {
        List<Long> all = List.copyOf(issued);
        int p = Math.floorMod(pick, all.size() + 2);
        return p < all.size() ? all.get(p) : p == all.size() ? 12_345L : -1L;
    }

    private String outcome(Runnable step) {
        try {
            step.run();
            return "ok";
        } catch (HandlerException e) {
            seen.add("step threw HandlerException");
            return describe(e) + suppressed(e);
        } catch (IllegalArgumentException e) {
            seen.add("step threw IllegalArgumentException");
            return "IllegalArgumentException" + suppressed(e);
        } catch (RuntimeException e) {
            return e.getClass().getSimpleName() + " " + e.getMessage() + suppressed(e);
        }
    }

    /**
     * What {@code e} suppressed, as {@link #describe(Outcome)} writes the model's: flattened, because the
     * generated leader throws the first region's report with each later region's report suppressed whole
     * (that region's first exception, its others suppressed in it), where the model lists them all flat.
     */
    private static String suppressed(RuntimeException e) {
        List<String> all = new ArrayList<>();
        flatten(e, all);
        return " suppressing " + all;
    }

    private static void flatten(Throwable e, List<String> all) {
        for (Throwable t : e.getSuppressed()) {
            all.add(t instanceof HandlerException h ? describe(h) : t.getClass().getSimpleName());
            flatten(t, all);
        }
    }

    private static String describe(HandlerException e) {
        return "HandlerException(" + e.machine() + ", handle " + e.handle() + ", " + e.state() + ", event " + e.event()
                + ", " + cause(e.getCause()) + ")";
    }

    private static String describe(Failure.OfHandler f) {
        return "HandlerException(" + f.machine() + ", handle " + f.handle() + ", " + f.state() + ", event " + f.event()
                + ", " + cause(f.cause()) + ")";
    }

    private static String cause(Throwable t) {
        if (t instanceof Refusal r) {
            return r.kind().getSimpleName();
        }
        return t instanceof BrainstemException || t instanceof Boom ? t.getClass().getSimpleName() : String.valueOf(t);
    }

    private static String describe(Outcome outcome) {
        if (outcome.ok()) {
            return "ok";
        }
        List<String> all = new ArrayList<>();
        for (Failure f : outcome.suppressed()) {
            all.add(f instanceof Failure.OfHandler h ? describe(h) : f instanceof Failure.Refused
                    ? "IllegalArgumentException" : ((Failure.Own) f).thrown().getClass().getSimpleName());
        }
        String suppressed = " suppressing " + all;
        Failure thrown = outcome.thrown();
        if (thrown instanceof Failure.OfHandler f) {
            return describe(f) + suppressed;
        }
        if (thrown instanceof Failure.Refused) {
            return "IllegalArgumentException" + suppressed;
        }
        return ((Failure.Own) thrown).thrown().getClass().getSimpleName() + suppressed;
    }

    // ---------------------------------------------------------------------------------------------
    // The comparison

    private void check(String expected, String actual) {
        List<String> problems = new ArrayList<>();
        if (!expected.equals(actual)) {
            problems.add("outcome: expected " + expected + ", generated " + actual);
        }
        if (gen.batch.size() != model.size()) {
            problems.add("size: expected " + model.size() + ", generated " + gen.batch.size());
        }
        if (gen.batch.droppedMessages() != model.droppedMessages()) {
            problems.add("droppedMessages: expected " + model.droppedMessages() + ", generated "
                    + gen.batch.droppedMessages());
        }
        for (int r = 0; r < 2; r++) {
            Machine m = machine.region(r);
            Enum<?>[] values = r == 0 ? PatrolLegs.values() : PatrolArm.values();
            for (Enum<?> state : values) {
                int s = m.ordinal(state.name());
                List<Long> handles = new ArrayList<>();
                int count;
                if (state instanceof PatrolLegs legs) {
                    gen.batch.forEachHandle(legs, handles::add);
                    count = gen.batch.count(legs);
                } else {
                    arm.forEachHandle((PatrolArm) state, handles::add);
                    count = arm.count((PatrolArm) state);
                }
                if (count != model.count(r, s) || !handles.equals(model.members(r, s))) {
                    problems.add(state + ": expected " + model.members(r, s) + ", generated count " + count + " and "
                            + handles);
                }
                List<Integer> keys = new ArrayList<>();
                for (long h : model.members(r, s)) {
                    keys.add(model.entity(h).region(0).key());
                }
                if (!gen.keysIn(state).equals(keys)) {
                    problems.add("forEach(" + state + "): expected keys " + keys + ", generated " + gen.keysIn(state));
                }
            }
            if (!genListeners.get(r).equals(refListeners.get(r))) {
                problems.add("region " + r + " listener: expected " + refListeners.get(r) + ", generated "
                        + genListeners.get(r));
            }
        }
        if (!genErrors.equals(refErrors)) {
            problems.add("error handler: expected " + refErrors + ", generated " + genErrors);
        }
        if (!genSide.sorted().equals(refSide.sorted())) {
            problems.add("handler calls: expected " + refSide.sorted() + ", generated " + genSide.sorted());
        }
        for (long handle : issued) {
            RegionsEntity e = model.entity(handle);
            if (gen.batch.contains(handle) != (e != null)) {
                problems.add("contains(" + handle + "): expected " + (e != null));
            } else if (e != null) {
                compare(handle, e, problems);
            }
        }
        transcript.add("  -> " + expected + " (" + model.size() + " entities)");
        if (!problems.isEmpty()) {
            StringBuilder message = new StringBuilder("the generated batch of regions differs from the model:\n");
            problems.stream().limit(10).forEach(p -> message.append("  ").append(p).append('\n'));
            message.append("steps (the model's view):\n");
            transcript.subList(Math.max(0, transcript.size() - 40), transcript.size())
                    .forEach(t -> message.append("  ").append(t).append('\n'));
            message.append("handler calls and their changes (the model's), by entity: ").append(refSide.sorted());
            throw new AssertionError(message.toString());
        }
    }

    private void compare(long handle, RegionsEntity e, List<String> problems) {
        if (gen.keyOf(handle) != e.region(0).key()) {
            problems.add("entity(" + handle + "): expected key " + e.region(0).key() + ", generated " + gen.keyOf(handle));
        }
        for (int r = 0; r < 2; r++) {
            Machine m = machine.region(r);
            Entity part = e.region(r);
            AbstractBatch<?> batch = r == 0 ? gen.batch : arm;
            List<String> expected = new ArrayList<>();
            expected.add(part.state() < 0 ? null : m.stateName(part.state()));
            expected.add(part.previous() == Entity.NO_PREVIOUS ? null : m.stateName(part.previous()));
            List<String> stack = new ArrayList<>();
            part.stack().forEach(s -> stack.add(m.stateName(s)));
            expected.add(stack.toString());
            List<String> actual = new ArrayList<>();
            actual.add(name(r == 0 ? gen.batch.stateOf(handle, PatrolLegs.class) : gen.batch.stateOf(handle, PatrolArm.class)));
            actual.add(name(r == 0 ? gen.batch.previousOf(handle, PatrolLegs.class)
                    : gen.batch.previousOf(handle, PatrolArm.class)));
            actual.add(batch.stackOf(handle).toString());
            if (r == 1) {
                int last = part.lastIn(m.group("HOT"));
                expected.add(last < 0 ? null : m.stateName(last));
                actual.add(name(arm.lastIn(handle, "HOT")));
                if (!Objects.equals(name(arm.stateOf(handle)), actual.get(0))) {
                    problems.add("region(PatrolArm).stateOf(" + handle + ") is not stateOf(" + handle + ", PatrolArm)");
                }
            }
            if (!expected.equals(actual)) {
                problems.add("region " + r + " of " + handle + " [state, previous, stack" + (r == 1 ? ", lastIn(HOT)" : "")
                        + "]: expected " + expected + ", generated " + actual);
            }
        }
    }

    private static String name(Enum<?> state) {
        return state == null ? null : state.name();
    }
}
