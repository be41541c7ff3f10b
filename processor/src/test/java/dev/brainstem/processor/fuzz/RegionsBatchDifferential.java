package dev.brainstem.processor.fuzz;

import dev.brainstem.runtime.AbstractBatch;
import dev.brainstem.runtime.ErrorHandler;
import dev.brainstem.runtime.HandlerException;
import dev.brainstem.runtime.TransitionListener;
import dev.brainstem.runtime.reference.Entity;
import dev.brainstem.runtime.reference.Failure;
import dev.brainstem.runtime.reference.Machine;
import dev.brainstem.runtime.reference.Outcome;
import dev.brainstem.runtime.reference.Regions;
import dev.brainstem.runtime.reference.RegionsBatch;
import dev.brainstem.runtime.reference.RegionsEntity;
import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ForkJoinPool;
import java.util.function.LongConsumer;

/**
 * Runs a compiled machine of orthogonal regions' batch (the leader, {@code XBatch}) and the reference
 * model's {@link RegionsBatch} side by side over random operations: adds (in region 0's initial state
 * or a named one), removes and {@code transitionTo} of any region's states (through the leader's
 * overloads), sequential, parallel and region ticks, sends and broadcasts, an error handler switched on
 * and off, and handlers that add, remove, send and {@code transitionTo} from inside a tick. After each
 * operation it compares the outcome, the dropped count, the size, and for every region: its counts,
 * {@code forEachHandle}'s order, its listener's calls, and each entity's state, previous state, stack,
 * history and time in state; and the error handler's calls and every entity's handler calls (all of
 * them in order for sequential operations). The region API is reached by name ({@code region(Class)},
 * {@code stateOf(long, Class)}), as the runtime's regions contract spells it.
 */
final class RegionsBatchDifferential {
    private static final float[] DTS = {0.1f, 0.25f, 1f, 0f, 0.016f};
    private static final int REQUESTERS = 1000;
    private static final int HANDLER_KEYS = 20_000;
    private static final int KEYS_PER_REQUESTER = 50;

    private final MachineSpec spec;
    private final Loaded gen;
    private final RegionsLoaded regions;
    private final Regions machine;
    private final ForkJoinPool pool;
    private final int hookPercent;
    private final World genWorld;
    private final World refWorld;
    private final RegionsBatch model;
    private final AbstractBatch<?> batch;
    /** Per region, its batch: {@code region(Enum.class)}. */
    private final List<AbstractBatch<?>> parts = new ArrayList<>();
    private final Method add;
    private final Method addIn;
    /** Per region, the leader's {@code transitionTo(long, Enum)} overload. */
    private final List<Method> transitionTo = new ArrayList<>();
    private final List<List<String>> refListeners = new ArrayList<>();
    private final List<List<String>> genListeners = new ArrayList<>();
    private final List<String> refErrors = new ArrayList<>();
    private final List<String> genErrors = new ArrayList<>();
    private final ErrorHandler errorHandler;
    private final boolean messages;
    /** The leader's {@code resume(entity, S, Weapon...)}, or null when it is not written. */
    private final Method resume;

    private final Map<Long, Integer> keyOfHandle = new ConcurrentHashMap<>();
    private final Map<Integer, Long> handleOfKey = new ConcurrentHashMap<>();
    private final Set<Long> issued = new LinkedHashSet<>();
    private List<Long> snapshot = List.of();
    private final int[] genAdds = new int[REQUESTERS];
    private final int[] refAdds = new int[REQUESTERS];
    private int nextKey;
    private int serials;
    private boolean errorHandlerOn;
    private final List<String> transcript = new ArrayList<>();
    private int globalLogged;
    private final Map<Integer, Integer> entityLogged = new HashMap<>();
    private final Entity.StackCounts stackCounts = new Entity.StackCounts();
    private final Entity.GroupCounts groupCounts = new Entity.GroupCounts();

    @SuppressWarnings({"rawtypes", "unchecked"})
    RegionsBatchDifferential(MachineSpec spec, Loaded gen, RegionsLoaded regions, ForkJoinPool pool, int hookPercent)
            throws Throwable {
        this.spec = spec;
        this.gen = gen;
        this.regions = regions;
        this.machine = Modelled.regions(spec, gen::messageClass);
        this.pool = pool;
        this.hookPercent = hookPercent;
        int keys = HANDLER_KEYS + REQUESTERS * KEYS_PER_REQUESTER;
        this.genWorld = new World(spec.seed, Modelled.regionsOptions(spec), Modelled.regionsUpdates(spec),
                spec.throwPermille, keys);
        this.refWorld = genWorld.copy();
        this.model = new RegionsBatch(machine, Modelled.regionsScript(refWorld, spec));
        model.setStackCounts(stackCounts);
        model.setGroupCounts(groupCounts);
        this.messages = !spec.messageTypes.isEmpty() && spec.allRegions().stream().anyMatch(MachineSpec::hasMessages);
        Class<?> batchClass = Class.forName(spec.binaryName(spec.generatedPrefix() + "Batch"), true,
                gen.fsm.getClassLoader());
        if (spec.idMode) {
            Constructor<?> c = batchClass.getConstructor(gen.entityClass);
            c.setAccessible(true);
            batch = (AbstractBatch<?>) c.newInstance(gen.newEntity(genWorld, 0));
            add = batchClass.getMethod("add", int.class);
            addIn = batchClass.getMethod("add", int.class, gen.stateEnum);
        } else {
            Constructor<?> c = batchClass.getConstructor();
            c.setAccessible(true);
            batch = (AbstractBatch<?>) c.newInstance();
            add = batchClass.getMethod("add", gen.entityClass);
            addIn = batchClass.getMethod("add", gen.entityClass, gen.stateEnum);
        }
        List<Class<?>> resumeParameters = new ArrayList<>();
        resumeParameters.add(spec.idMode ? int.class : gen.entityClass);
        resumeParameters.addAll(regions.enums);
        Method resumeMethod;
        try {
            resumeMethod = batchClass.getMethod("resume", resumeParameters.toArray(new Class<?>[0]));
            resumeMethod.setAccessible(true);
        } catch (NoSuchMethodException absent) {
            resumeMethod = null;
        }
        this.resume = resumeMethod;
        add.setAccessible(true);
        addIn.setAccessible(true);
        Method region = AbstractBatch.class.getMethod("region", Class.class);
        for (int r = 0; r < machine.regionCount(); r++) {
            int index = r;
            AbstractBatch part = (AbstractBatch) Loaded.invoke(region, batch, regions.enums.get(r));
            parts.add(part);
            // Region 0's is AbstractBatch's transitionTo(long, S); the others' the leader's overloads.
            Method moves = r == 0 ? AbstractBatch.class.getMethod("transitionTo", long.class, Enum.class)
                    : batchClass.getMethod("transitionTo", long.class, regions.enums.get(r));
            moves.setAccessible(true);
            transitionTo.add(moves);
            List<String> refLog = new ArrayList<>();
            List<String> genLog = new ArrayList<>();
            refListeners.add(refLog);
            genListeners.add(genLog);
            Machine m = machine.region(r);
            model.setListener(r, (handle, from, to, event) -> {
                String line = "r" + index + " " + who(handle) + ": " + m.stateName(from) + " -> " + m.stateName(to)
                        + " (event " + event + ")";
                refLog.add(line);
                refWorld.note("listener " + line);
            });
            part.setListener((TransitionListener) (handle, from, to, event) -> {
                String line = "r" + index + " " + who(handle) + ": " + Loaded.name(from) + " -> " + Loaded.name(to)
                        + " (event " + event + ")";
                genLog.add(line);
                genWorld.note("listener " + line);
            });
        }
        errorHandler = (HandlerException e) -> {
            String line = e.machine() + " " + Outcomes.generated(e);
            genErrors.add(line);
            genWorld.note("error " + line);
        };
        genWorld.setHook((entity, handler, stream) -> hook(true, entity, stream));
        refWorld.setHook((entity, handler, stream) -> hook(false, entity, stream));
    }

    private final ModelErrors refErrorHandler = new ModelErrors();

    /** The model's error handler, written as {@link #errorHandler} writes the generated one's calls. */
    private final class ModelErrors implements dev.brainstem.runtime.reference.Batch.ErrorHandler {
        @Override
        public void onError(Failure.OfHandler failure) {
            String line = failure.machine() + " " + describe(failure);
            refErrors.add(line);
            refWorld.note("error " + line);
        }
    }

    Entity.StackCounts stackCounts() {
        return stackCounts;
    }

    Entity.GroupCounts groupCounts() {
        return groupCounts;
    }

    private String who(long handle) {
        return spec.idMode ? "id " + handle : "handle " + handle;
    }

    private static String describe(Failure.OfHandler f) {
        return "HandlerException(handle=" + f.handle() + ", state=" + f.state() + ", event=" + f.event() + ", cause="
                + Outcomes.reference(f.cause()) + ")";
    }

    private static String describe(Outcome outcome, String ok) {
        if (outcome.ok()) {
            return ok;
        }
        Failure thrown = outcome.thrown();
        if (thrown instanceof Failure.OfHandler f) {
            return f.machine() + " " + describe(f);
        }
        if (thrown instanceof Failure.Refused) {
            return "IllegalArgumentException";
        }
        return Outcomes.reference(((Failure.Own) thrown).thrown());
    }

    private String outcome(boolean reference, Step step) {
        try {
            return step.run();
        } catch (HandlerException e) {
            return reference ? Outcomes.reference(e) : e.machine() + " " + Outcomes.generated(e);
        } catch (Throwable t) {
            return reference ? Outcomes.reference(t) : Outcomes.generated(t);
        }
    }

    private interface Step {
        String run() throws Throwable;
    }

    // ---------------------------------------------------------------------------------------------
    // Handlers that change the batch during a tick

    private void hook(boolean generated, int entity, SplittableRandom stream) {
        if (stream.nextInt(100) >= hookPercent) {
            return;
        }
        World world = generated ? genWorld : refWorld;
        int what = stream.nextInt(messages ? 14 : 10);
        int region = stream.nextInt(machine.regionCount());
        String state = stateFor(region, stream);
        int pick = stream.nextInt(Math.max(1, snapshot.size()) + 2);
        long target = pick < snapshot.size() ? snapshot.get(pick)
                : pick == snapshot.size() ? (spec.idMode ? entity : handleOfKey.getOrDefault(entity, 999_998L))
                : 999_999;
        String note;
        try {
            if (what < 4) {
                if (entity >= REQUESTERS) {
                    return;
                }
                int[] counters = generated ? genAdds : refAdds;
                if (counters[entity] == KEYS_PER_REQUESTER) {
                    return;
                }
                int key = HANDLER_KEYS + entity * KEYS_PER_REQUESTER + counters[entity]++;
                String first = stateFor(0, stream);
                note = "add " + key + " in " + first;
                if (generated) {
                    Object receiver = spec.idMode ? (Object) key : gen.newEntity(genWorld, key);
                    long handle = (Long) Loaded.invoke(addIn, batch, receiver, gen.constant(first));
                    if (!spec.idMode) {
                        keyOfHandle.put(handle, key);
                        handleOfKey.put(key, handle);
                    }
                } else {
                    model.add(spec.idMode ? key : handleOfKey.getOrDefault(key, -1L), key,
                            machine.region(0).ordinal(first));
                }
            } else if (what >= 10) {
                if (what == 13 && snapshot.size() > 300) {
                    return;
                }
                Object message = OneEntityDifferential.letter(spec, gen, stream, 1_000_000 + stream.nextInt(1_000_000));
                float delay = OneEntityDifferential.delay(stream);
                boolean everyone = what == 13;
                note = (everyone ? "broadcast " : "send " + target + " ") + letterName(message) + " after " + delay;
                if (generated) {
                    if (everyone) {
                        batch.broadcast(message, delay);
                    } else {
                        batch.send(target, message, delay);
                    }
                } else if (everyone) {
                    model.broadcast(message, delay);
                } else {
                    model.send(target, message, delay);
                }
            } else if (what < 7) {
                note = "remove " + target;
                if (generated) {
                    batch.remove(target);
                } else {
                    model.remove(target);
                }
            } else {
                note = "transitionTo " + target + ", " + state;
                if (generated) {
                    Loaded.invoke(transitionTo.get(region), batch, target, regions.constant(region, state));
                } else {
                    model.transitionTo(target, region, machine.region(region).ordinal(state));
                }
            }
        } catch (IllegalArgumentException e) {
            note = "hook call threw IllegalArgumentException";
        } catch (Throwable t) {
            note = "hook call threw " + t;
        }
        world.note(entity, note);
    }

    /** Mostly a state region {@code region} may be entered in from outside, else any of its states. */
    private String stateFor(int region, SplittableRandom random) {
        Machine m = machine.region(region);
        if (random.nextInt(4) == 0) {
            return m.stateName(random.nextInt(m.stateCount()));
        }
        int[] startable = m.startables();
        return m.stateName(startable[random.nextInt(startable.length)]);
    }

    private static String letterName(Object message) {
        return message == null ? "null" : message.getClass().getSimpleName() + " #" + ((World.Letter) message).serial();
    }

    // ---------------------------------------------------------------------------------------------
    // Operations

    void run(SplittableRandom random, int count) throws Throwable {
        for (int i = 0; i < count; i++) {
            if (random.nextInt(30) == 0) {
                snapshotOrRestore(random);
                continue;
            }
            int kind = random.nextInt(100);
            if (kind < 25) {
                add(random.nextInt(3) == 0 ? null : stateFor(0, random));
            } else if (kind < 28 && resume != null) {
                resume(random);
            } else if (kind < 30) {
                remove(pickHandle(random));
            } else if (kind < 42) {
                int region = random.nextInt(machine.regionCount());
                transition(pickHandle(random), region, stateFor(region, random));
            } else if (kind < 54 && messages) {
                Object message = OneEntityDifferential.letter(spec, gen, random, serials++);
                float delay = OneEntityDifferential.delay(random);
                if (random.nextInt(4) == 0) {
                    step("broadcast(" + letterName(message) + ", " + delay + ")", () -> {
                        batch.broadcast(message, delay);
                        return "ok";
                    }, () -> describe(model.broadcast(message, delay), "ok"));
                } else {
                    long handle = random.nextInt(5) == 0 ? pickHandle(random) : pickLive(random);
                    step("send(" + handle + ", " + letterName(message) + ", " + delay + ")", () -> {
                        batch.send(handle, message, delay);
                        return "ok";
                    }, () -> describe(model.send(handle, message, delay), "ok"));
                }
            } else if (kind < 60 && slices()) {
                long handle = random.nextInt(5) == 0 ? pickHandle(random) : pickLive(random);
                int stride = new int[] {1, 2, 2, 3, 4, 8, 0, 65_536}[random.nextInt(8)];
                step("setStride(" + handle + ", " + stride + ")", () -> {
                    batch.setStride(handle, stride);
                    return "ok";
                }, () -> describe(model.setStride(handle, stride), "ok"));
            } else if (kind < 78) {
                tick(DTS[random.nextInt(DTS.length)], 0);
            } else if (kind < 89) {
                tick(DTS[random.nextInt(DTS.length)], 1);
            } else if (kind < 95) {
                tick(DTS[random.nextInt(DTS.length)], 2);
            } else {
                errorHandlerOn = !errorHandlerOn;
                model.setErrorHandler(errorHandlerOn ? refErrorHandler : null);
                batch.setErrorHandler(errorHandlerOn ? errorHandler : null);
                check("setErrorHandler(" + (errorHandlerOn ? "on" : "off") + ")", "ok", "ok", true);
            }
        }
    }

    private dev.brainstem.runtime.BatchSnapshot genSaved;
    private RegionsBatch.Snapshot refSaved;
    private int restores;

    int restores() {
        return restores;
    }

    /** Takes a snapshot of every region on both sides, or restores the one taken (the worlds go on alike). */
    private void snapshotOrRestore(SplittableRandom random) throws Throwable {
        if (genSaved == null || random.nextInt(3) == 0) {
            boolean over = genSaved != null && random.nextBoolean();
            genSaved = over ? batch.snapshot(genSaved) : batch.snapshot();
            refSaved = model.snapshot();
            check(over ? "snapshot(over the last)" : "snapshot()", "ok", "ok", true);
            return;
        }
        batch.restore(genSaved);
        model.restore(refSaved);
        restores++;
        check("restore(snapshot)", "ok", "ok", true);
    }

    private void step(String what, Step generated, Step reference) throws Throwable {
        String actual = outcome(false, generated);
        String expected = outcome(true, reference);
        check(what, expected, actual, true);
    }

    private long pickLive(SplittableRandom random) {
        List<Long> live = new ArrayList<>(model.entities().keySet());
        return live.isEmpty() ? pickHandle(random) : live.get(random.nextInt(live.size()));
    }

    private long pickHandle(SplittableRandom random) {
        int n = issued.size();
        int pick = random.nextInt(n + 3);
        if (pick < n) {
            return issued.stream().skip(pick).findFirst().orElseThrow();
        }
        return pick == n ? -1 : pick == n + 1 ? 12345 : spec.idMode ? nextKey : ((long) nextKey << 32);
    }

    private void add(String state) throws Throwable {
        int key = nextKey++;
        if (spec.idMode && key % 11 == 5 && model.size() > 0) {
            key = (int) (long) model.entities().firstKey();
        }
        int finalKey = key;
        Long[] handle = {null};
        String actual = outcome(false, () -> {
            try {
                Object receiver = spec.idMode ? (Object) finalKey : gen.newEntity(genWorld, finalKey);
                Object result = state == null ? Loaded.invoke(add, batch, receiver)
                        : Loaded.invoke(addIn, batch, receiver, gen.constant(state));
                handle[0] = (Long) result;
                return "ok " + who(handle[0]);
            } catch (HandlerException e) {
                handle[0] = e.handle();
                throw e;
            }
        });
        if (handle[0] != null && !spec.idMode) {
            keyOfHandle.put(handle[0], finalKey);
            handleOfKey.put(finalKey, handle[0]);
        }
        long refHandle = spec.idMode ? finalKey : handle[0] == null ? -1 : handle[0];
        String expected = outcome(true, () -> {
            if (!spec.idMode && handle[0] != null && model.contains(handle[0])) {
                return "generated batch gave the handle of a live entity: " + handle[0];
            }
            Machine first = machine.region(0);
            return describe(model.add(refHandle, finalKey, state == null ? first.initial() : first.ordinal(state)),
                    "ok " + who(refHandle));
        });
        if (handle[0] != null) {
            issued.add(handle[0]);
        }
        if (spec.idMode && expected.startsWith("ok")) {
            issued.add((long) finalKey);
        }
        check("add(" + state + ")", expected, actual, true);
    }

    /** A new entity resumed in a state of every region (now and then @Back or null). */
    private void resume(SplittableRandom random) throws Throwable {
        int key = nextKey++;
        if (spec.idMode && key % 7 == 3 && model.size() > 0) {
            key = (int) (long) model.entities().firstKey();
        }
        int finalKey = key;
        int n = machine.regionCount();
        String[] states = new String[n];
        for (int r = 0; r < n; r++) {
            Machine m = machine.region(r);
            int pick = random.nextInt(30);
            states[r] = pick == 0 ? null : pick == 1 && m.back() >= 0 ? m.stateName(m.back())
                    : m.stateName(random.nextInt(m.stateCount()));
        }
        Long[] handle = {null};
        String actual = outcome(false, () -> {
            List<Object> arguments = new ArrayList<>();
            arguments.add(spec.idMode ? (Object) finalKey : gen.newEntity(genWorld, finalKey));
            for (int r = 0; r < n; r++) {
                arguments.add(states[r] == null ? null : regions.constant(r, states[r]));
            }
            try {
                handle[0] = (Long) Loaded.invoke(resume, batch, arguments.toArray());
            } catch (HandlerException e) { // a refused delay: the entity is placed, and the failure names it
                handle[0] = e.handle();
                throw e;
            }
            return "ok " + who(handle[0]);
        });
        if (handle[0] != null && !spec.idMode) {
            keyOfHandle.put(handle[0], finalKey);
            handleOfKey.put(finalKey, handle[0]);
        }
        long refHandle = spec.idMode ? finalKey : handle[0] == null ? -1 : handle[0];
        String expected = outcome(true, () -> {
            if (!spec.idMode && handle[0] != null && model.contains(handle[0])) {
                return "generated batch gave the handle of a live entity: " + handle[0];
            }
            int[] ordinals = new int[n];
            for (int r = 0; r < n; r++) {
                ordinals[r] = states[r] == null ? -1 : machine.region(r).ordinal(states[r]);
            }
            return describe(model.resume(refHandle, finalKey, ordinals), "ok " + who(refHandle));
        });
        if (handle[0] != null) {
            issued.add(handle[0]);
        }
        if (spec.idMode && expected.startsWith("ok")) {
            issued.add((long) finalKey);
        }
        check("resume(" + String.join(", ", java.util.Arrays.asList(states)) + ")", expected, actual, true);
    }

    private void remove(long handle) throws Throwable {
        step("remove(" + handle + ")", () -> {
            batch.remove(handle);
            return "ok";
        }, () -> describe(model.remove(handle), "ok"));
    }

    private void transition(long handle, int region, String target) throws Throwable {
        step("transitionTo(" + handle + ", " + target + ")", () -> {
            Loaded.invoke(transitionTo.get(region), batch, handle, regions.constant(region, target));
            return "ok";
        }, () -> describe(model.transitionTo(handle, region, machine.region(region).ordinal(target)), "ok"));
    }

    /** {@code ticking}: 0 sequential, 1 parallel, 2 in regions (of slots). */
    private void tick(float dt, int ticking) throws Throwable {
        boolean inOrder = ticking == 0;
        snapshot = new ArrayList<>(model.entities().keySet());
        genWorld.recordGlobal(inOrder);
        refWorld.recordGlobal(inOrder);
        String actual = outcome(false, () -> {
            switch (ticking) {
                case 1 -> batch.tick(dt, pool);
                case 2 -> batch.tickInRegions(dt);
                default -> batch.tick(dt);
            }
            return "ok";
        });
        String expected = outcome(true, () -> describe(model.tick(dt), "ok"));
        genWorld.recordGlobal(true);
        refWorld.recordGlobal(true);
        issued.addAll(keyOfHandle.keySet());
        if (spec.idMode) {
            issued.addAll(model.entities().keySet());
        }
        snapshot = List.of();
        check((ticking == 1 ? "parallel tick(" : ticking == 2 ? "tickInRegions(" : "tick(") + dt + ")", expected, actual,
                inOrder);
    }

    // ---------------------------------------------------------------------------------------------
    // Comparison

    @SuppressWarnings({"rawtypes", "unchecked"})
    private void check(String what, String expected, String actual, boolean sequential) throws Throwable {
        List<String> problems = new ArrayList<>();
        if (!expected.equals(actual)) {
            problems.add("outcome: expected " + expected + ", generated " + actual);
        }
        if (batch.droppedMessages() != model.droppedMessages()) {
            problems.add("droppedMessages(): expected " + model.droppedMessages() + ", generated "
                    + batch.droppedMessages());
        }
        if (batch.size() != model.size()) {
            problems.add("size: expected " + model.size() + ", generated " + batch.size());
        }
        if (batch.ticks() != model.ticks()) {
            problems.add("ticks(): expected " + model.ticks() + ", generated " + batch.ticks());
        }
        for (int r = 0; r < machine.regionCount(); r++) {
            Machine m = machine.region(r);
            AbstractBatch part = parts.get(r);
            for (int s = 0; s < m.stateCount(); s++) {
                Object constant = regions.constant(r, m.stateName(s));
                int count = part.count((Enum) constant);
                if (count != model.count(r, s)) {
                    problems.add("r" + r + " count(" + m.stateName(s) + "): expected " + model.count(r, s)
                            + ", generated " + count);
                }
                List<Long> order = new ArrayList<>();
                part.forEachHandle((Enum) constant, (LongConsumer) order::add);
                if (!order.equals(model.members(r, s))) {
                    problems.add("r" + r + " forEachHandle(" + m.stateName(s) + "): expected " + model.members(r, s)
                            + ", generated " + order);
                }
            }
            if (!refListeners.get(r).equals(genListeners.get(r))) {
                problems.add("r" + r + " listener calls differ: expected " + tail(refListeners.get(r)) + ", generated "
                        + tail(genListeners.get(r)));
            }
        }
        for (long handle : issued) {
            RegionsEntity e = model.entity(handle);
            boolean contains = batch.contains(handle);
            if (contains != (e != null)) {
                problems.add("contains(" + handle + "): expected " + (e != null) + ", generated " + contains);
            } else if (e != null) {
                if (slices() && batch.strideOf(handle) != model.strideOf(handle)) {
                    problems.add("strideOf(" + handle + "): expected " + model.strideOf(handle) + ", generated "
                            + batch.strideOf(handle));
                }
                for (int r = 0; r < machine.regionCount(); r++) {
                    compareEntity(handle, r, e.region(r), problems);
                }
            }
        }
        if (!refErrors.equals(genErrors)) {
            problems.add("error handler calls differ: expected " + tail(refErrors) + ", generated " + tail(genErrors));
        }
        List<Object> refGlobal = refWorld.globalLog();
        List<Object> genGlobal = genWorld.globalLog();
        List<Object> refNew = refGlobal.subList(Math.min(globalLogged, refGlobal.size()), refGlobal.size());
        List<Object> genNew = genGlobal.subList(Math.min(globalLogged, genGlobal.size()), genGlobal.size());
        if (sequential && !refNew.equals(genNew)) {
            problems.add("handler calls, listeners and error handler in order: expected " + refNew + ", generated "
                    + genNew);
        }
        if (!sequential && refGlobal.size() != genGlobal.size()) {
            problems.add("global log sizes differ");
        }
        globalLogged = refGlobal.size();
        Set<Integer> touched = new LinkedHashSet<>(refWorld.touched());
        touched.addAll(genWorld.touched());
        for (int key : touched) {
            List<Object> r = refWorld.log(key);
            List<Object> g = genWorld.log(key);
            int from = entityLogged.getOrDefault(key, 0);
            if (r.size() != g.size() || !r.subList(Math.min(from, r.size()), r.size())
                    .equals(g.subList(Math.min(from, g.size()), g.size()))) {
                problems.add("entity " + key + "'s calls: expected " + r.subList(Math.min(from, r.size()), r.size())
                        + ", generated " + g.subList(Math.min(from, g.size()), g.size()));
                break;
            }
            if (!r.isEmpty()) {
                entityLogged.put(key, r.size());
            }
        }
        transcript.add(what + " -> " + expected + " (" + model.size() + " entities)");
        if (!problems.isEmpty()) {
            StringBuilder message = new StringBuilder("batch of regions differs from the interpreter at operation ")
                    .append(transcript.size()).append(", ").append(what).append(":\n");
            problems.stream().limit(12).forEach(p -> message.append("  ").append(p).append('\n'));
            message.append("transcript (interpreter's view):\n");
            for (int i = Math.max(0, transcript.size() - 25); i < transcript.size(); i++) {
                message.append("  ").append(i + 1).append(". ").append(transcript.get(i)).append('\n');
            }
            throw new AssertionError(message.toString());
        }
    }

    /** Region {@code r}'s view of one entity: state, previous state, stack, histories, time in state. */
    @SuppressWarnings("rawtypes")
    private void compareEntity(long handle, int r, Entity e, List<String> problems) throws Throwable {
        Machine m = machine.region(r);
        AbstractBatch part = parts.get(r);
        String state = Loaded.name(part.stateOf(handle));
        String previous = Loaded.name(part.previousOf(handle));
        String expectedState = e.state() < 0 ? null : m.stateName(e.state());
        String expectedPrevious = e.previous() == Entity.NO_PREVIOUS ? null : m.stateName(e.previous());
        if (!Objects.equals(expectedState, state) || !Objects.equals(expectedPrevious, previous)) {
            problems.add(0, "r" + r + " " + who(handle) + ": expected " + expectedState + " (previous "
                    + expectedPrevious + "), generated " + state + " (previous " + previous + "); its last calls: "
                    + "expected " + tailOf(refWorld.log(e.key())) + ", generated " + tailOf(genWorld.log(e.key())));
        }
        List<String> stack = new ArrayList<>();
        ((List<?>) part.stackOf(handle)).forEach(s -> stack.add(Loaded.name(s)));
        List<String> expectedStack = new ArrayList<>();
        e.stack().forEach(s -> expectedStack.add(m.stateName(s)));
        if (!expectedStack.equals(stack)) {
            problems.add("r" + r + " stackOf(" + handle + "): expected " + expectedStack + ", generated " + stack);
        }
        for (int g : m.historyGroups()) {
            String group = m.groups().get(g);
            String last = Loaded.name(part.lastIn(handle, group));
            String expectedLast = e.lastIn(g) < 0 ? null : m.stateName(e.lastIn(g));
            if (!Objects.equals(expectedLast, last)) {
                problems.add("r" + r + " lastIn(" + handle + ", " + group + "): expected " + expectedLast
                        + ", generated " + last);
            }
        }
        if (part.keepsTimeInState() && Float.compare(part.timeInState(handle), e.timeInState()) != 0) {
            problems.add("r" + r + " timeInState(" + handle + "): expected " + e.timeInState() + ", generated "
                    + part.timeInState(handle));
        }
    }

    /** Whether some region has a time-sliced state (issue 43): the leader then takes strides. */
    private boolean slices() {
        for (int r = 0; r < machine.regionCount(); r++) {
            if (machine.region(r).slices()) {
                return true;
            }
        }
        return false;
    }

    private static List<Object> tailOf(List<Object> list) {
        return list.subList(Math.max(0, list.size() - 12), list.size());
    }

    private static List<String> tail(List<String> list) {
        return list.subList(Math.max(0, list.size() - 6), list.size());
    }
}
