package dev.brainstem.processor.fuzz;

import dev.brainstem.runtime.AbstractBatch;
import dev.brainstem.runtime.ErrorHandler;
import dev.brainstem.runtime.HandlerException;
import dev.brainstem.runtime.TransitionListener;
import dev.brainstem.runtime.reference.Batch;
import dev.brainstem.runtime.reference.Entity;
import dev.brainstem.runtime.reference.Failure;
import dev.brainstem.runtime.reference.Machine;
import dev.brainstem.runtime.reference.Outcome;
import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ForkJoinPool;
import java.util.function.Consumer;
import java.util.function.IntConsumer;

/**
 * Runs a compiled machine's generated batch ({@code XBatch}) and the reference model's {@link Batch}
 * (from the runtime's test jar) side by side over random operations: adds (in the initial state or a
 * named one, startable or not), removes and {@code transitionTo} of live, stale and unknown handles,
 * sequential, parallel and region ticks, an error handler switched on and off, and handlers that add, remove
 * and send entities from inside a tick. After each operation it compares the outcome, every handle's
 * presence, state and previous state, the counts, {@code forEach}'s order, the listener's calls, the
 * error handler's calls and every entity's handler calls; sequential operations also compare the
 * global order of all of them.
 */
final class BatchDifferential {
    private static final float[] DTS = {0.1f, 0.25f, 1f, 0f, 0.016f};
    /** Entities with keys below this may add entities from their handlers. */
    private static final int REQUESTERS = 1000;
    /** Keys from here on are entities added by handlers during ticks: HANDLER_KEYS + requester * 50 + n. */
    private static final int HANDLER_KEYS = 20_000;
    private static final int KEYS_PER_REQUESTER = 50;

    private final MachineSpec spec;
    private final Loaded gen;
    private final Machine machine;
    private final ForkJoinPool pool;
    private final int hookPercent;
    private final World genWorld;
    private final World refWorld;
    private final Batch model;
    private final List<String> refListener = new ArrayList<>();
    private final List<String> refErrors = new ArrayList<>();
    private final Batch.ErrorHandler refErrorHandler;
    private final AbstractBatch<?> batch;
    private final Method add;
    private final Method addIn;
    private final Method entityOf;
    private final Method forEach;
    private final Object system;
    private final List<String> genListener = new ArrayList<>();
    private final List<String> genErrors = new ArrayList<>();
    private final ErrorHandler errorHandler;
    /** {@code timeInState(long)} of a machine that keeps the time, else null. */
    private final Method timeInState;
    /** {@code lastIn(long, String)} of a machine with history groups (issue 42's runtime), else null. */
    private final Method lastIn;

    /** Object mode: the entity objects by key, and the keys of the handles (both sides share them). */
    private final Map<Integer, Object> objects = new ConcurrentHashMap<>();
    private final Map<Long, Integer> keyOfHandle = new ConcurrentHashMap<>();
    private final Map<Integer, Long> handleOfKey = new ConcurrentHashMap<>();
    /** Every handle ever issued, to check stale ones too. */
    private final java.util.Set<Long> issued = new java.util.LinkedHashSet<>();
    private List<Long> snapshot = List.of();
    private final int[] genAdds = new int[REQUESTERS];
    private final int[] refAdds = new int[REQUESTERS];
    private int nextKey;
    private final List<String> transcript = new ArrayList<>();
    private int globalLogged;
    private final Map<Integer, Integer> entityLogged = new HashMap<>();
    /** Per handler index: whether it is a message handler. */
    private final boolean[] messageHandler;
    /** {@code resume(entity, S)}, or {@code resume(int id, S)} in id mode. */
    private final Method resume;
    private final Entity.StackCounts stackCounts = new Entity.StackCounts();
    private final Entity.GroupCounts groupCounts = new Entity.GroupCounts();
    /** Issue 43: whether the machine has timers or sliced states; then the probe's visits are compared after each tick. */
    private final boolean timing;
    /** The visits per state the probe was told of in the last tick (null: none told). */
    private volatile int[] visits;
    private long fired;
    private long strides;
    private long visitCount;

    /**
     * Timers fired (AFTER transitions), strides set and entities visited in ticks, as the model saw them,
     * and the machine's sleeping states with timers.
     */
    long[] timingCounts() {
        long sleepers = 0;
        for (int s = 0; s < machine.stateCount(); s++) {
            sleepers += machine.sleeps(s) && !machine.timers(s).isEmpty() ? 1 : 0;
        }
        return new long[] {fired, strides, visitCount, sleepers};
    }

    /** How often the model entered groups by name and wrote their history. */
    Entity.GroupCounts groupCounts() {
        return groupCounts;
    }

    /** How often the stack rules applied in the model over the run. */
    Entity.StackCounts stackCounts() {
        return stackCounts;
    }

    BatchDifferential(MachineSpec spec, Loaded gen, ForkJoinPool pool, int hookPercent)
            throws ReflectiveOperationException {
        this.spec = spec;
        this.gen = gen;
        this.machine = Modelled.machine(spec, gen::messageClass);
        this.pool = pool;
        this.hookPercent = hookPercent;
        int keys = HANDLER_KEYS + REQUESTERS * KEYS_PER_REQUESTER;
        this.genWorld = new World(spec.seed, Modelled.options(spec), Modelled.updates(spec), spec.throwPermille, keys);
        this.refWorld = genWorld.copy();
        this.model = new Batch(machine, Modelled.script(refWorld, spec));
        model.setStackCounts(stackCounts);
        model.setGroupCounts(groupCounts);
        model.setListener((handle, from, to, event) -> {
            fired += event == dev.brainstem.runtime.Events.AFTER ? 1 : 0;
            String line = who(handle) + ": " + machine.stateName(from) + " -> " + machine.stateName(to) + " (event "
                    + event + ")";
            refListener.add(line);
            refWorld.note("listener " + line);
        });
        refErrorHandler = failure -> {
            String line = describe(failure);
            refErrors.add(line);
            refWorld.note("error " + line);
        };
        Class<?> batchClass = Class.forName(spec.binaryName(spec.generatedPrefix() + "Batch"), true,
                gen.fsm.getClassLoader());
        if (spec.idMode) {
            system = gen.newEntity(genWorld, 0);
            Constructor<?> c = batchClass.getConstructor(gen.entityClass);
            c.setAccessible(true);
            batch = (AbstractBatch<?>) c.newInstance(system);
            add = batchClass.getMethod("add", int.class);
            addIn = batchClass.getMethod("add", int.class, gen.stateEnum);
            resume = batchClass.getMethod("resume", int.class, gen.stateEnum);
            entityOf = null;
            forEach = batchClass.getMethod("forEach", gen.stateEnum, IntConsumer.class);
        } else {
            system = null;
            Constructor<?> c = batchClass.getConstructor();
            c.setAccessible(true);
            batch = (AbstractBatch<?>) c.newInstance();
            add = batchClass.getMethod("add", gen.entityClass);
            addIn = batchClass.getMethod("add", gen.entityClass, gen.stateEnum);
            resume = batchClass.getMethod("resume", gen.entityClass, gen.stateEnum);
            entityOf = batchClass.getMethod("entity", long.class);
            forEach = batchClass.getMethod("forEach", gen.stateEnum, Consumer.class);
        }
        timeInState = spec.readsTime() ? batchClass.getMethod("timeInState", long.class) : null;
        // Looked up by name: only machines with history have it to call (issue 42).
        lastIn = machine.historyGroups().isEmpty() ? null : batchClass.getMethod("lastIn", long.class, String.class);
        for (Method m : new Method[] {add, addIn, resume, entityOf, forEach, timeInState, lastIn}) {
            if (m != null) {
                m.setAccessible(true);
            }
        }
        @SuppressWarnings({"rawtypes", "unchecked"})
        TransitionListener listener = (handle, from, to, event) -> {
            String line = who(handle) + ": " + Loaded.name(from) + " -> " + Loaded.name(to) + " (event " + event + ")";
            genListener.add(line);
            genWorld.note("listener " + line);
        };
        setListener(batch, listener);
        errorHandler = (HandlerException e) -> {
            String line = Outcomes.generated(e);
            genErrors.add(line);
            genWorld.note("error " + line);
        };
        timing = machine.hasTimers() || machine.slices();
        if (timing) {
            batch.setProbe(new dev.brainstem.runtime.BatchProbe() {
                @Override
                public void transition(long handle, int from, int to, int event) {}

                @Override
                public void message(long handle, Object message, int outcome) {}

                @Override
                public void ticked(long nanos) {}

                @Override
                public void visited(int[] perState) {
                    visits = perState.clone();
                }
            });
        }
        messageHandler = new boolean[spec.handlers.size()];
        spec.handlers.forEach(h -> messageHandler[h.index] = h.event == MachineSpec.Event.MESSAGE);
        genWorld.setHook((entity, handler, stream) -> hook(true, entity, handler, stream));
        refWorld.setHook((entity, handler, stream) -> hook(false, entity, handler, stream));
    }

    @SuppressWarnings({"rawtypes", "unchecked"})
    private static void setListener(AbstractBatch batch, TransitionListener listener) {
        batch.setListener(listener);
    }

    private String who(long handle) {
        return spec.idMode ? "id " + handle : "handle " + handle;
    }

    /** A handler's failure as the model reports it, written as {@link Outcomes#generated} writes a HandlerException. */
    private static String describe(Failure.OfHandler f) {
        return "HandlerException(handle=" + f.handle() + ", state=" + f.state() + ", event=" + f.event() + ", cause="
                + Outcomes.reference(f.cause()) + ")";
    }

    /** A step's outcome as {@link Outcomes} writes what the generated batch threw: the thrown exception. */
    private static String describe(Outcome outcome, String ok) {
        if (outcome.ok()) {
            return ok;
        }
        Failure thrown = outcome.thrown();
        if (thrown instanceof Failure.OfHandler f) {
            return describe(f);
        }
        if (thrown instanceof Failure.Refused) {
            return "IllegalArgumentException";
        }
        return Outcomes.reference(((Failure.Own) thrown).thrown());
    }

    private int ordinal(String state) {
        return machine.ordinal(state);
    }

    // ---------------------------------------------------------------------------------------------
    // Handlers that change the batch during a tick

    /**
     * Called from an update handler on either side. Both sides draw the same numbers from the
     * entity's stream, so they make the same calls; the generated side's new handles are recorded
     * for the reference side, which runs second.
     */
    private void hook(boolean generated, int entity, int handler, SplittableRandom stream) {
        if (stream.nextInt(100) >= hookPercent) {
            return;
        }
        World world = generated ? genWorld : refWorld;
        int what = stream.nextInt(spec.hasMessages() ? 14 : 10);
        String state = stream.nextInt(4) == 0 ? anyState(stream) : startableState(stream);
        int pick = stream.nextInt(Math.max(1, snapshot.size()) + 2);
        long target = pick < snapshot.size() ? snapshot.get(pick)
                : pick == snapshot.size() ? selfHandle(entity) : 999_999;
        String note;
        try {
            if (what < 4) {
                if (entity >= REQUESTERS) {
                    return; // entities added by handlers do not add more
                }
                int[] counters = generated ? genAdds : refAdds;
                if (counters[entity] == KEYS_PER_REQUESTER) {
                    return;
                }
                int key = HANDLER_KEYS + entity * KEYS_PER_REQUESTER + counters[entity]++;
                if (spec.idMode && stream.nextInt(8) == 0 && !snapshot.isEmpty()) {
                    key = (int) (long) snapshot.get(stream.nextInt(snapshot.size())); // an id in the batch already
                }
                note = "add " + key + " in " + state;
                if (generated) {
                    Object entityObject = spec.idMode ? null : newObject(key);
                    long handle = (Long) Loaded.invoke(addIn, batch, spec.idMode ? key : entityObject,
                            gen.constant(state));
                    if (!spec.idMode) {
                        keyOfHandle.put(handle, key);
                        handleOfKey.put(key, handle);
                    }
                } else {
                    model.add(spec.idMode ? key : handleOfKey.getOrDefault(key, -1L), key, ordinal(state));
                }
            } else if (what >= 10) {
                if (what == 13 && (messageHandler[handler] || snapshot.size() > 300)) {
                    return; // broadcasts from message handlers, or to thousands, would snowball
                }
                Object message = OneEntityDifferential.letter(spec, gen, stream, 1_000_000 + stream.nextInt(1_000_000));
                float delay = OneEntityDifferential.delay(stream);
                boolean everyone = what == 13;
                note = (everyone ? "broadcast " : "send " + target + " ") + describeLetter(message) + " after " + delay;
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
                    transitionTo(target, state);
                } else {
                    model.transitionTo(target, ordinal(state));
                }
            }
        } catch (IllegalArgumentException e) {
            note = "hook call threw IllegalArgumentException";
        } catch (Throwable t) {
            note = "hook call threw " + t;
        }
        world.note(entity, note);
    }

    private static String describeLetter(Object message) {
        return message == null ? "null" : message.getClass().getSimpleName() + " #" + ((World.Letter) message).serial();
    }

    private long selfHandle(int key) {
        return spec.idMode ? key : handleOfKey.getOrDefault(key, 999_998L);
    }

    @SuppressWarnings({"rawtypes", "unchecked"})
    private void transitionTo(long handle, String state) {
        ((AbstractBatch) batch).transitionTo(handle, (Enum) gen.constant(state));
    }

    private Object newObject(int key) throws ReflectiveOperationException {
        Object object = gen.newEntity(genWorld, key);
        objects.put(key, object);
        return object;
    }

    private String startableState(SplittableRandom random) {
        List<String> startable = new ArrayList<>();
        machine.entryPoints().forEach(e -> startable.add(machine.stateName(e)));
        startable.add(machine.stateName(machine.initial()));
        return startable.get(random.nextInt(startable.size()));
    }

    private String anyState(SplittableRandom random) {
        return machine.stateName(random.nextInt(machine.stateCount()));
    }

    // ---------------------------------------------------------------------------------------------
    // Operations

    void run(SplittableRandom random, int count, boolean bulk) throws Throwable {
        if (bulk) {
            // Enough entities that a parallel tick splits buckets into several chunks.
            int n = 9000 + random.nextInt(4000);
            for (int i = 0; i < n; i++) {
                add(null);
                if (!lastExpected.equals(lastActual)) {
                    check("add " + i + " of a bulk add", lastExpected, lastActual, true);
                }
            }
            check("bulk add of " + n, "ok", "ok", true);
            // Every operation costs tens of thousands of handler calls now: fewer of them.
            count = Math.min(count, 40);
        }
        for (int i = 0; i < count; i++) {
            if (random.nextInt(30) == 0) {
                snapshotOrRestore(random);
                continue;
            }
            int kind = random.nextInt(100);
            if (kind < 25) {
                add(random.nextInt(3) == 0 ? null : random.nextInt(4) == 0 ? anyState(random) : startableState(random));
                check("add", lastExpected, lastActual, true);
            } else if (kind < 28) {
                resume(resumeState(random));
            } else if (kind < 33) {
                remove(pickHandle(random));
            } else if (kind < 43) {
                transition(pickHandle(random), random.nextInt(4) == 0 ? anyState(random) : startableState(random));
            } else if (kind < 55 && spec.hasMessages()) {
                Object message = OneEntityDifferential.letter(spec, gen, random, serials++);
                float delay = OneEntityDifferential.delay(random);
                if (random.nextInt(4) == 0) {
                    broadcast(message, delay);
                } else {
                    send(random.nextInt(5) == 0 ? pickHandle(random) : pickLive(random), message, delay);
                }
            } else if (kind < 60 && machine.slices()) {
                setStride(random.nextInt(5) == 0 ? pickHandle(random) : pickLive(random),
                        new int[] {1, 2, 2, 3, 4, 8, 0, 65_536}[random.nextInt(8)]);
            } else if (kind < 78) {
                tick(DTS[random.nextInt(DTS.length)], Ticking.SEQUENTIAL);
            } else if (kind < 89) {
                tick(DTS[random.nextInt(DTS.length)], Ticking.PARALLEL);
            } else if (kind < 95) {
                tick(DTS[random.nextInt(DTS.length)], Ticking.REGIONS);
            } else {
                boolean on = !errorHandlerOn;
                errorHandlerOn = on;
                model.setErrorHandler(on ? refErrorHandler : null);
                batch.setErrorHandler(on ? errorHandler : null);
                check("setErrorHandler(" + (on ? "on" : "off") + ")", "ok", "ok", true);
            }
        }
    }

    private int serials;
    private dev.brainstem.runtime.BatchSnapshot genSaved;
    private Batch.Snapshot refSaved;
    private int restores;

    /** How many times a snapshot was restored (and then checked against the model's). */
    int restores() {
        return restores;
    }

    /**
     * Takes a snapshot on both sides, or restores the one taken (it may be restored again, or written
     * over): the generated batch's {@code snapshot()} and {@code restore}, the model's copy. The world's
     * entity data is not rolled back on either side, so both go on alike.
     */
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

    /** A live entity's handle when there is one. */
    private long pickLive(SplittableRandom random) {
        List<Long> live = new ArrayList<>(model.entities().keySet());
        return live.isEmpty() ? pickHandle(random) : live.get(random.nextInt(live.size()));
    }

    /** {@code setStride} of a live, stale or unknown handle, a stride in range or not. */
    private void setStride(long handle, int stride) throws Throwable {
        String actual = outcome(false, () -> {
            batch.setStride(handle, stride);
            return "ok";
        });
        String expected = outcome(true, () -> describe(model.setStride(handle, stride), "ok"));
        strides += expected.equals("ok") ? 1 : 0;
        check("setStride(" + handle + ", " + stride + ")", expected, actual, true);
    }

    private void send(long handle, Object message, float delay) throws Throwable {
        String actual = outcome(false, () -> {
            batch.send(handle, message, delay);
            return "ok";
        });
        String expected = outcome(true, () -> describe(model.send(handle, message, delay), "ok"));
        check("send(" + handle + ", " + describeLetter(message) + ", " + delay + ")", expected, actual, true);
    }

    private void broadcast(Object message, float delay) throws Throwable {
        String actual = outcome(false, () -> {
            batch.broadcast(message, delay);
            return "ok";
        });
        String expected = outcome(true, () -> describe(model.broadcast(message, delay), "ok"));
        check("broadcast(" + describeLetter(message) + ", " + delay + ")", expected, actual, true);
    }

    /** Letters sent (a broadcast is one), messages a handler took, messages dropped: the model's counts. */
    long[] messageCounts() {
        return new long[] {model.mail().sentCount(), model.mail().deliveredCount(), model.mail().dropped()};
    }

    private long pickHandle(SplittableRandom random) {
        int n = issued.size();
        int pick = random.nextInt(n + 3);
        if (pick < n) {
            return issued.stream().skip(pick).findFirst().orElseThrow();
        }
        return pick == n ? -1 : pick == n + 1 ? 12345 : spec.idMode ? nextKey : ((long) nextKey << 32);
    }

    private boolean errorHandlerOn;
    private String lastExpected;
    private String lastActual;

    /** Adds a new entity (a new object, or the next id; sometimes an id in the batch already) in {@code state}. */
    private void add(String state) throws Throwable {
        int key = nextKey++;
        if (spec.idMode && key % 11 == 5 && model.size() > 0) {
            key = (int) (long) model.entities().firstKey();
        }
        int finalKey = key;
        Long[] handle = {null};
        lastActual = outcome(false, () -> {
            try {
                Object receiver = spec.idMode ? (Object) finalKey : newObject(finalKey);
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
        lastExpected = outcome(true, () -> {
            if (!spec.idMode && handle[0] != null && model.contains(handle[0])) {
                return "generated batch gave the handle of a live entity: " + handle[0];
            }
            return describe(model.add(refHandle, finalKey, state == null ? machine.initial() : ordinal(state)),
                    "ok " + who(refHandle));
        });
        if (handle[0] != null) {
            issued.add(handle[0]);
        }
        if (spec.idMode && lastExpected.startsWith("ok")) {
            issued.add((long) finalKey);
        }
    }

    /** A state to resume in: often an interrupt, now and then {@code @Back} or null. */
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
        return anyState(random);
    }

    /** Resumes a new entity (a new object, or the next id; sometimes an id in the batch already) in {@code state}. */
    private void resume(String state) throws Throwable {
        int key = nextKey++;
        if (spec.idMode && key % 7 == 3 && model.size() > 0) {
            key = (int) (long) model.entities().firstKey();
        }
        int finalKey = key;
        Long[] handle = {null};
        String actual = outcome(false, () -> {
            Object receiver = spec.idMode ? (Object) finalKey : newObject(finalKey);
            try {
                handle[0] = (Long) Loaded.invoke(resume, batch, receiver, state == null ? null : gen.constant(state));
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
            return describe(model.resume(refHandle, finalKey, state == null ? -1 : ordinal(state)),
                    "ok " + who(refHandle));
        });
        if (handle[0] != null) {
            issued.add(handle[0]);
        }
        if (spec.idMode && expected.startsWith("ok")) {
            issued.add((long) finalKey);
        }
        check("resume(" + state + ")", expected, actual, true);
    }

    private void remove(long handle) throws Throwable {
        String actual = outcome(false, () -> {
            batch.remove(handle);
            return "ok";
        });
        String expected = outcome(true, () -> describe(model.remove(handle), "ok"));
        check("remove(" + handle + ")", expected, actual, true);
    }

    private void transition(long handle, String target) throws Throwable {
        String actual = outcome(false, () -> {
            transitionTo(handle, target);
            return "ok";
        });
        String expected = outcome(true, () -> describe(model.transitionTo(handle, ordinal(target)), "ok"));
        check("transitionTo(" + handle + ", " + target + ")", expected, actual, true);
    }

    /** How the batch ticks: the model has one tick, which each of them equals. */
    private enum Ticking { SEQUENTIAL, PARALLEL, REGIONS }

    private void tick(float dt, Ticking ticking) throws Throwable {
        // The handlers' global order is the model's in the sequential tick only.
        boolean inOrder = ticking == Ticking.SEQUENTIAL;
        snapshot = new ArrayList<>(model.entities().keySet());
        visits = null;
        genWorld.recordGlobal(inOrder);
        refWorld.recordGlobal(inOrder);
        String actual = outcome(false, () -> {
            switch (ticking) {
                case PARALLEL -> batch.tick(dt, pool);
                case REGIONS -> batch.tickInRegions(dt);
                default -> batch.tick(dt);
            }
            return "ok";
        });
        String expected = outcome(true, () -> describe(model.tick(dt), "ok"));
        genWorld.recordGlobal(true);
        refWorld.recordGlobal(true);
        // Handles of entities that handlers added.
        issued.addAll(keyOfHandle.keySet());
        if (spec.idMode) {
            issued.addAll(model.entities().keySet());
        }
        snapshot = List.of();
        ticked = true;
        check((ticking == Ticking.PARALLEL ? "parallel tick(" : ticking == Ticking.REGIONS ? "tickInRegions(" : "tick(")
                + dt + ")", expected, actual, inOrder);
    }

    private interface Step {
        String run() throws Throwable;
    }

    private String outcome(boolean reference, Step step) {
        try {
            return step.run();
        } catch (Throwable t) {
            return reference ? Outcomes.reference(t) : Outcomes.generated(t);
        }
    }

    // ---------------------------------------------------------------------------------------------
    // Comparison

    private int checks;
    /** Whether the operation checked is a tick. */
    private boolean ticked;

    @SuppressWarnings({"rawtypes", "unchecked"})
    private void check(String what, String expected, String actual, boolean sequential) throws Throwable {
        List<String> problems = new ArrayList<>();
        // With many entities, every handle and forEach only every 8th time (and at a difference).
        boolean full = model.size() <= 500 || checks++ % 8 == 0;
        Map<String, Integer> counts = new HashMap<>();
        model.entities().values().forEach(m -> counts.merge(machine.stateName(m.state()), 1, Integer::sum));
        if (!expected.equals(actual)) {
            problems.add("outcome: expected " + expected + ", generated " + actual);
        }
        if (batch.droppedMessages() != model.droppedMessages()) {
            problems.add("droppedMessages(): expected " + model.droppedMessages() + ", generated "
                    + batch.droppedMessages());
        }
        if (timing && batch.ticks() != model.ticks()) {
            problems.add("ticks(): expected " + model.ticks() + ", generated " + batch.ticks());
        }
        if (timing && ticked && expected.equals(actual) && !expected.equals("ok") && visits != null) {
            // As BatchProbe.ticked, visited tells of a tick that ended normally (errors reported included).
            problems.add("BatchProbe.visited told of a tick that threw " + expected);
        } else if (timing && ticked && expected.equals(actual) && expected.equals("ok")) {
            int[] expectedVisits = model.visited();
            visitCount += java.util.Arrays.stream(expectedVisits).sum();
            if (!java.util.Arrays.equals(expectedVisits, visits)) {
                problems.add("BatchProbe.visited: expected " + java.util.Arrays.toString(expectedVisits)
                        + ", generated " + java.util.Arrays.toString(visits));
            }
        }
        if (batch.size() != model.size()) {
            problems.add("size: expected " + model.size() + ", generated " + batch.size());
        }
        for (String state : machine.states()) {
            int count = ((AbstractBatch) batch).count((Enum) gen.constant(state));
            if (count != counts.getOrDefault(state, 0)) {
                problems.add("count(" + state + "): expected " + counts.getOrDefault(state, 0) + ", generated "
                        + count);
            }
        }
        if (!problems.isEmpty()) {
            full = true;
        }
        for (long handle : full ? issued : java.util.Set.<Long>of()) {
            Entity m = model.entity(handle);
            boolean contains = batch.contains(handle);
            if (contains != (m != null)) {
                problems.add("contains(" + handle + "): expected " + (m != null) + ", generated " + contains);
            } else if (m != null) {
                String state = Loaded.name(batch.stateOf(handle));
                String previous = Loaded.name(batch.previousOf(handle));
                String expectedState = machine.stateName(m.state());
                String expectedPrevious = m.previous() == Entity.NO_PREVIOUS ? null : machine.stateName(m.previous());
                if (!expectedState.equals(state) || !Objects.equals(expectedPrevious, previous)) {
                    problems.add(0, who(handle) + ": expected " + expectedState + " (previous " + expectedPrevious
                            + "), generated " + state + " (previous " + previous + "); its last calls: expected "
                            + tailOf(refWorld.log(m.key())) + ", generated " + tailOf(genWorld.log(m.key())));
                }
                List<String> stack = new ArrayList<>();
                batch.stackOf(handle).forEach(st -> stack.add(Loaded.name(st)));
                List<String> expectedStack = new ArrayList<>();
                m.stack().forEach(st -> expectedStack.add(machine.stateName(st)));
                if (!expectedStack.equals(stack)) {
                    problems.add("stackOf(" + handle + "): expected " + expectedStack + ", generated " + stack);
                }
                for (int g : lastIn == null ? List.<Integer>of() : machine.historyGroups()) {
                    String group = machine.groups().get(g);
                    String last = Loaded.name(Loaded.invoke(lastIn, batch, handle, group));
                    String expectedLast = m.lastIn(g) < 0 ? null : machine.stateName(m.lastIn(g));
                    if (!Objects.equals(expectedLast, last)) {
                        problems.add("lastIn(" + handle + ", " + group + "): expected " + expectedLast + ", generated "
                                + last);
                    }
                }
                if (timing && machine.slices() && batch.strideOf(handle) != m.stride()) {
                    problems.add("strideOf(" + handle + "): expected " + m.stride() + ", generated "
                            + batch.strideOf(handle));
                }
                if (timeInState != null || (timing && batch.keepsTimeInState())) {
                    float time = batch.timeInState(handle);
                    if (Float.compare(time, m.timeInState()) != 0) {
                        problems.add("timeInState(" + handle + "): expected " + m.timeInState() + ", generated "
                                + time);
                    }
                }
                if (!spec.idMode && Loaded.invoke(entityOf, batch, handle) != objects.get(m.key())) {
                    problems.add("entity(" + handle + ") is not the entity added");
                }
            } else {
                String stale = outcome(false, () -> Loaded.name(batch.stateOf(handle)));
                if (!stale.equals("IllegalArgumentException")) {
                    problems.add("stateOf(" + handle + ") of an absent handle: " + stale);
                }
            }
        }
        Map<Object, Integer> keys = new IdentityHashMap<>();
        if (full && !spec.idMode) {
            objects.forEach((k, o) -> keys.put(o, k));
        }
        for (String state : full ? machine.states() : List.<String>of()) {
            List<Integer> expectedOrder = new ArrayList<>();
            for (long h : model.members(ordinal(state))) {
                expectedOrder.add(spec.idMode ? (int) h : model.entity(h).key());
            }
            List<Integer> order = new ArrayList<>();
            if (spec.idMode) {
                Loaded.invoke(forEach, batch, gen.constant(state), (IntConsumer) order::add);
            } else {
                Loaded.invoke(forEach, batch, gen.constant(state), (Consumer<Object>) o -> order.add(keys.get(o)));
            }
            if (!expectedOrder.equals(order)) {
                problems.add("forEach(" + state + "): expected " + expectedOrder + ", generated " + order);
            }
        }
        if (!refListener.equals(genListener)) {
            problems.add("listener calls differ: expected " + tail(refListener) + ", generated " + tail(genListener));
        }
        if (!refErrors.equals(genErrors)) {
            problems.add("error handler calls differ: expected " + tail(refErrors) + ", generated " + tail(genErrors));
        }
        List<Object> refGlobal = refWorld.globalLog();
        List<Object> genGlobal = genWorld.globalLog();
        List<Object> refNew = refGlobal.subList(Math.min(globalLogged, refGlobal.size()), refGlobal.size());
        List<Object> genNew = genGlobal.subList(Math.min(globalLogged, genGlobal.size()), genGlobal.size());
        if (sequential && !refNew.equals(genNew)) {
            problems.add("handler calls, listener and error handler in order: expected " + refNew + ", generated "
                    + genNew);
        }
        if (!sequential && refGlobal.size() != genGlobal.size()) {
            problems.add("global log sizes differ");
        }
        globalLogged = refGlobal.size();
        java.util.Set<Integer> touched = new java.util.LinkedHashSet<>(refWorld.touched());
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
        ticked = false;
        transcript.add(what + " -> " + expected + " (" + model.size() + " entities)");
        if (!problems.isEmpty()) {
            StringBuilder message = new StringBuilder("batch differs from the interpreter at operation ")
                    .append(transcript.size()).append(", ").append(what).append(":\n");
            problems.stream().limit(12).forEach(p -> message.append("  ").append(p).append('\n'));
            message.append("transcript (interpreter's view):\n");
            for (int i = Math.max(0, transcript.size() - 25); i < transcript.size(); i++) {
                message.append("  ").append(i + 1).append(". ").append(transcript.get(i)).append('\n');
            }
            throw new AssertionError(message.toString());
        }
    }

    private static List<Object> tailOf(List<Object> list) {
        return list.subList(Math.max(0, list.size() - 12), list.size());
    }

    private static List<String> tail(List<String> list) {
        return list.subList(Math.max(0, list.size() - 6), list.size());
    }
}
