package dev.brainstem.samples.travel;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brainstem.runtime.AbstractBatch;
import dev.brainstem.runtime.EntityTravel;
import dev.brainstem.runtime.MessageCodec;
import dev.brainstem.runtime.TravelOptions;
import dev.brainstem.runtime.TravelReport;
import dev.brainstem.runtime.reference.Batch;
import dev.brainstem.runtime.reference.Entity;
import dev.brainstem.runtime.reference.Machine;
import dev.brainstem.runtime.reference.Outcome;
import dev.brainstem.runtime.reference.Travel;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.LongUnaryOperator;

/**
 * Two running batches of couriers, A and B, each on the generated side (a {@link CourierBatch} or
 * {@link CouriersBatch}) and on the reference model's ({@link Batch}), and each with a twin: a model batch
 * that lives the same steps but never sends or takes anyone. A run drives them through random steps,
 * makes one trip (a subset of A's entities exported and imported into B, or moved), then ticks them all
 * alike. After every step the generated batches equal the model's (the trace of handler, delay and
 * listener calls, contents, states, previous states, stacks, histories, times in state, strides, ticks,
 * dropped messages). After the trip, every entity equals its twin step by step, the travellers included:
 * each one's handler calls and delays, state, previous state, stack, history, time in state, timer and
 * stride are what they would have been had it stayed (and the rest of both batches never noticed).
 */
final class TravelWorld {
    /** A step before the trip, on batch 0 (A) or 1 (B). */
    sealed interface Step permits Add, Remove, Transition, Tick, Send, Stride {}

    /** An entity added in its initial state REST, by default or ({@code named}) by name. */
    record Add(int batch, int pick, boolean named) implements Step {}

    record Remove(int batch, int pick) implements Step {}

    /** {@code transitionTo} REST or HIT (an interrupt: it pushes). */
    record Transition(int batch, int pick, boolean hit) implements Step {}

    /** A tick of A (0), B (1) or both (2). */
    record Tick(int which, float dt) implements Step {}

    /** A ping to the pick-th entity (or a broadcast), after {@code delay} seconds. */
    record Send(int batch, int pick, float delay, boolean broadcast) implements Step {}

    record Stride(int batch, int pick, int stride) implements Step {}

    /** How the travellers go. */
    enum Mode {
        /** {@code export} with {@code leave(true)}, then {@code importInto}. */
        LEAVE,
        /** {@code export} without leave: the originals stay in A, copies go on in B. */
        COPY,
        /** {@code move}, in process. */
        MOVE
    }

    /**
     * The trip: which of A's entities go ({@code percent} of them, picked and ordered by {@code seed}),
     * how, whether the export writes the game's keys, and where id mode's new ids start.
     */
    record Trip(long seed, int percent, Mode mode, boolean keys, int idFrom) {}

    /** A step after the trip: every batch ticks by {@code dt}; before it, a ping now and then (see {@link #after}). */
    record After(float dt, int ping, float delay) {}

    /** Id mode: A's and B's own ids, from {@code base} to {@code base + ID_RANGE - 1}. */
    static final int ID_RANGE = 24;

    private static final MessageCodec<Ping> PING = MessageCodec.of((p, out) -> out.writeInt(p.serial()),
            in -> new Ping(in.readInt()));
    private static final Leg[] LEGS = Leg.values();

    /** One batch, its model and its twin. */
    private final class Side {
        final String name;
        final int base;
        final AbstractBatch<Leg> gen;
        final Couriers system;
        final Batch model;
        final Batch twin;
        /** Object mode: the entity of each key. */
        final Map<Integer, Courier> objects = new HashMap<>();
        int nextKey;

        Side(String name, int base) {
            this.name = name;
            this.base = base;
            this.nextKey = base;
            if (idMode) {
                system = new Couriers(genMoves);
                gen = new CouriersBatch(system);
            } else {
                system = null;
                gen = new CourierBatch();
            }
            gen.setListener((handle, from, to, event) -> genMoves.moved(name, handle, from.ordinal(), to.ordinal(),
                    event));
            model = new Batch(spec, modelMoves);
            model.setListener((handle, from, to, event) -> modelMoves.moved(name, handle, from, to, event));
            twin = new Batch(spec, twinMoves);
        }

        /** The handle of the pick-th entity, ascending; -1 when there is none. */
        long pick(int pick) {
            List<Long> handles = new ArrayList<>(model.entities().keySet());
            return handles.isEmpty() ? -1 : handles.get(pick % handles.size());
        }

        int keyOf(long handle) {
            return idMode ? system.keys.get((int) handle) : ((CourierBatch) gen).entity(handle).key;
        }
    }

    final boolean idMode;
    final Machine spec;
    final Moves genMoves;
    final Moves modelMoves;
    final Moves twinMoves;
    private final Side a;
    private final Side b;
    private int serial;
    /** What the run went through, for the property's statistics. */
    final java.util.Set<String> seen = new java.util.TreeSet<>();

    /** After the trip: the travellers' handles in A, in B, their keys in B and the twins' keys. */
    private long[] from = new long[0];
    private long[] to = new long[0];
    private Mode mode;
    /** Per key in the model's batches: its twin's key (the same but for a copy's). */
    private final Map<Integer, Integer> twinKey = new HashMap<>();
    /** Whether the twins are the reference: no broadcast waited in either batch at the trip (it does not travel). */
    private boolean twinned;

    TravelWorld(boolean idMode, long seed) {
        this.idMode = idMode;
        this.spec = CourierSpec.machine(idMode ? "Couriers" : "Courier", idMode);
        this.genMoves = new Moves(spec, seed);
        this.modelMoves = new Moves(spec, seed);
        this.twinMoves = new Moves(spec, seed);
        this.a = new Side("A", 0);
        this.b = new Side("B", idMode ? 100 : 100_000);
    }

    void run(List<Step> random, Trip trip, List<After> afters) throws IOException {
        // A few entities in each batch first, so that most trips take someone.
        List<Step> steps = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            steps.add(new Add(0, i, false));
            steps.add(new Add(1, i, false));
        }
        steps.addAll(random);
        check("at the start");
        for (int i = 0; i < steps.size(); i++) {
            step(steps.get(i));
            check("step " + i + " " + steps.get(i));
        }
        travel(trip);
        check("after the trip " + trip);
        compareTwins("after the trip " + trip);
        for (int i = 0; i < afters.size(); i++) {
            after(afters.get(i));
            String where = "after the trip " + trip + ", step " + i + " " + afters.get(i);
            check(where);
            compareTwins(where);
        }
    }

    // ---------------------------------------------------------------------------------------------
    // Before the trip

    private void step(Step step) {
        if (step instanceof Tick t) {
            for (Side s : t.which() == 2 ? List.of(a, b) : List.of(t.which() == 0 ? a : b)) {
                s.gen.tick(t.dt());
                ok(s.model.tick(t.dt()));
                ok(s.twin.tick(t.dt()));
            }
        } else if (step instanceof Add x) {
            add(x.batch() == 0 ? a : b, x);
        } else if (step instanceof Send x && x.broadcast()) {
            Side s = x.batch() == 0 ? a : b;
            Ping ping = new Ping(serial++);
            s.gen.broadcast(ping, x.delay());
            ok(s.model.broadcast(ping, x.delay()));
            ok(s.twin.broadcast(ping, x.delay()));
            seen.add("broadcast");
        } else if (step instanceof Send x) {
            Side s = x.batch() == 0 ? a : b;
            long handle = s.pick(x.pick());
            if (handle >= 0) {
                Ping ping = new Ping(serial++);
                s.gen.send(handle, ping, x.delay());
                ok(s.model.send(handle, ping, x.delay()));
                ok(s.twin.send(handle, ping, x.delay()));
            }
        } else if (step instanceof Remove x) {
            Side s = x.batch() == 0 ? a : b;
            long handle = s.pick(x.pick());
            if (handle >= 0) {
                s.gen.remove(handle);
                ok(s.model.remove(handle));
                ok(s.twin.remove(handle));
            }
        } else if (step instanceof Transition x) {
            Side s = x.batch() == 0 ? a : b;
            long handle = s.pick(x.pick());
            if (handle >= 0) {
                Leg target = x.hit() ? Leg.HIT : Leg.REST;
                s.gen.transitionTo(handle, target);
                ok(s.model.transitionTo(handle, target.ordinal()));
                ok(s.twin.transitionTo(handle, target.ordinal()));
            }
        } else if (step instanceof Stride x) {
            Side s = x.batch() == 0 ? a : b;
            long handle = s.pick(x.pick());
            if (handle >= 0) {
                s.gen.setStride(handle, x.stride());
                ok(s.model.setStride(handle, x.stride()));
                ok(s.twin.setStride(handle, x.stride()));
            }
        } else {
            throw new AssertionError(step);
        }
    }

    private void add(Side s, Add add) {
        // Not in HIT: an entity that starts in the interrupt has nothing to go back to (a handler's error).
        Leg state = add.named() ? Leg.REST : null;
        if (idMode) {
            int id = s.base + add.pick() % ID_RANGE;
            if (s.model.contains(id)) {
                return;
            }
            s.system.keys.put(id, id);
            CouriersBatch batch = (CouriersBatch) s.gen;
            long handle = state == null ? batch.add(id) : batch.add(id, state);
            assertEquals(id, handle);
            int start = state == null ? spec.initial() : state.ordinal();
            ok(s.model.add(id, start));
            ok(s.twin.add(id, start));
        } else {
            int key = s.nextKey++;
            Courier c = new Courier(genMoves, key);
            s.objects.put(key, c);
            CourierBatch batch = (CourierBatch) s.gen;
            long handle = state == null ? batch.add(c) : batch.add(c, state);
            int start = state == null ? spec.initial() : state.ordinal();
            ok(s.model.add(handle, key, start));
            ok(s.twin.add(handle, key, start));
        }
    }

    private static void ok(Outcome outcome) {
        if (!outcome.ok()) {
            throw new AssertionError("the model refused a step the driver takes to be good: " + outcome);
        }
    }

    // ---------------------------------------------------------------------------------------------
    // The trip

    private void travel(Trip trip) throws IOException {
        mode = trip.mode();
        boolean leave = mode != Mode.COPY;
        List<Long> live = new ArrayList<>(a.model.entities().keySet());
        Random random = new Random(trip.seed());
        List<Long> chosen = new ArrayList<>();
        for (long handle : live) {
            if (random.nextInt(100) < trip.percent()) {
                chosen.add(handle);
            }
        }
        Collections.shuffle(chosen, random);
        from = chosen.stream().mapToLong(Long::longValue).toArray();
        int n = from.length;
        twinned = !a.model.mail().holdsBroadcast() && !b.model.mail().holdsBroadcast();
        seen.add(twinned ? "twins compared" : "a broadcast waited: no twins");
        if (a.model.mail().size() > 0) {
            seen.add("letters waited in A");
        }

        int[] oldKeys = new int[n];
        int[] newKeys = new int[n];
        for (int i = 0; i < n; i++) {
            oldKeys[i] = a.model.entity(from[i]).key();
            if (leave) {
                newKeys[i] = oldKeys[i];
            } else {
                newKeys[i] = 1_000_000 + oldKeys[i];
                genMoves.fork(oldKeys[i], newKeys[i]);
                modelMoves.fork(oldKeys[i], newKeys[i]);
            }
        }
        Map<Long, Obs> beforeA = observe(a);
        Map<Long, Obs> beforeB = observe(b);
        long droppedA = a.gen.droppedMessages();
        long droppedB = b.gen.droppedMessages();

        TravelOptions options = new TravelOptions().message(Ping.class, PING).leave(leave);
        if (trip.keys()) {
            options.keys(handle -> a.keyOf(handle));
        }
        // What the game gives the receiver: the entities (object mode) or new ids (id mode), index-aligned.
        List<Object> entities = new ArrayList<>();
        long[] ids = new long[n];
        int nextId = b.base + trip.idFrom();
        for (int i = 0; i < n; i++) {
            if (idMode) {
                // Never an id B ever used: a letter still waiting for a removed entity's id would reach the
                // newcomer there (id mode's rule, as for an add), which its twin never gets.
                while (b.model.issued().contains((long) nextId)) {
                    nextId++;
                }
                ids[i] = nextId++;
            } else {
                Courier c = leave ? ((CourierBatch) a.gen).entity(from[i]) : new Courier(genMoves, newKeys[i]);
                entities.add(c);
                b.objects.put(newKeys[i], c);
            }
        }
        // Id mode: the game's new id for an exported id (or key), and the game's data moved with it.
        Map<Long, Integer> index = new HashMap<>();
        for (int i = 0; i < n; i++) {
            index.put(trip.keys() ? oldKeys[i] : from[i], i);
        }
        LongUnaryOperator newId = x -> {
            int i = index.get(x);
            b.system.keys.put((int) ids[i], newKeys[i]);
            return ids[i];
        };

        TravelReport report;
        if (mode == Mode.MOVE) {
            report = idMode ? EntityTravel.move(a.gen, from, b.gen, newId, options)
                    : EntityTravel.move(a.gen, from, b.gen, entities, options);
        } else {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            TravelReport exported = EntityTravel.export(a.gen, from, new DataOutputStream(bytes), options);
            assertEquals(n, exported.size(), "the export's report");
            assertArrayEquals(from, exported.fromAll(), "the export reports the handles in the order given");
            assertEquals(trip.keys(), exported.hasKeys());
            for (int i = 0; i < n; i++) {
                assertEquals(-1, exported.to(i), "an export's report has no new handle");
                if (trip.keys()) {
                    assertEquals(oldKeys[i], exported.key(i), "the export's key " + i);
                }
            }
            DataInputStream in = new DataInputStream(new ByteArrayInputStream(bytes.toByteArray()));
            if (idMode) {
                report = EntityTravel.importInto(b.gen, in, newId, options);
            } else if (trip.keys()) {
                Map<Long, Object> byKey = new HashMap<>();
                for (int i = 0; i < n; i++) {
                    byKey.put((long) oldKeys[i], entities.get(i));
                }
                report = EntityTravel.importByKey(b.gen, in, byKey::get, options);
            } else {
                report = EntityTravel.importInto(b.gen, in, entities, options);
            }
            assertEquals(0, in.available(), "the import reads the whole export");
        }
        to = report.toAll();
        assertEquals(n, report.size(), "the import's report");
        assertArrayEquals(from, report.fromAll(), "the report's handles in A, in the order given");
        if (idMode) {
            assertArrayEquals(ids, to, "id mode: the entities take the ids the game gave");
        }

        Travel travel = a.model.export(from, leave);
        for (Travel.Traveller t : travel.travellers()) {
            seen.add(t.stack().isEmpty() ? "a traveller" : "a traveller with a stack");
            if (t.state() == Leg.ROAM.ordinal()) {
                seen.add(t.stride() > 1 ? "a strided traveller in the sliced state" : "a traveller in the sliced state");
            }
            if (t.last()[0] >= 0) {
                seen.add("a traveller with a history");
            }
            if (t.armed() && t.delay() < Float.POSITIVE_INFINITY) {
                seen.add("a traveller with a timer");
            }
        }
        b.model.importInto(travel, to, newKeys);
        assertEquals(travel.letters().size(), report.messages(), "the letters that travelled");
        if (!travel.letters().isEmpty()) {
            seen.add("letters travelled");
        }
        if (n > 0) {
            seen.add(mode + (trip.keys() ? " with keys" : ""));
        }

        // Nobody else noticed: A's rest and all of B's own are as they were, the travellers are as they were in A.
        Map<Long, Obs> afterA = observe(a);
        Map<Long, Obs> afterB = observe(b);
        for (int i = 0; i < n; i++) {
            Obs was = beforeA.get(from[i]);
            Obs is = afterB.get(to[i]);
            assertEquals(was.with(newKeys[i]), is, "traveller " + i + ": " + from[i] + " in A, " + to[i] + " in B");
            if (leave) {
                assertFalse(a.gen.contains(from[i]), "a leaver's handle is gone from A");
                beforeA.remove(from[i]);
            }
            afterB.remove(to[i]);
        }
        assertEquals(beforeA, afterA, "the rest of A");
        assertEquals(beforeB, afterB, "B's own entities");
        assertEquals(droppedA, a.gen.droppedMessages(), "a trip drops nothing in A");
        assertEquals(droppedB, b.gen.droppedMessages(), "a trip drops nothing in B");

        to = report.toAll();
        twinKey.clear();
        for (Entity e : a.twin.entities().values()) {
            twinKey.put(e.key(), e.key());
        }
        for (Entity e : b.twin.entities().values()) {
            twinKey.put(e.key(), e.key());
        }
        for (int i = 0; i < n; i++) {
            twinKey.put(newKeys[i], oldKeys[i]);
        }
        modelMoves.byKey.clear();
        twinMoves.byKey.clear();
    }

    // ---------------------------------------------------------------------------------------------
    // After the trip

    private static final float[] DELAYS = {0f, 0.03125f, 0.25f, 0.5f, 1.5f};

    private void after(After step) {
        if (step.ping() >= 0 && from.length > 0) {
            int i = step.ping() % from.length;
            Ping ping = new Ping(serial++);
            // The game forwards: the traveller's new handle in B, its twin's old one in A's twin.
            b.gen.send(to[i], ping, step.delay());
            ok(b.model.send(to[i], ping, step.delay()));
            ok(a.twin.send(from[i], ping, step.delay()));
            if (mode == Mode.COPY) {
                // The original, still in A, gets it too: original and copy each go on as the twin does.
                a.gen.send(from[i], ping, step.delay());
                ok(a.model.send(from[i], ping, step.delay()));
            } else if (step.ping() % 3 == 0) {
                // A ping to the old handle in A: the entity left, it is dropped and counted.
                Ping lost = new Ping(serial++);
                a.gen.send(from[i], lost, 0f);
                ok(a.model.send(from[i], lost, 0f));
                seen.add("sent to a leaver's old handle");
            }
        }
        for (Side s : List.of(a, b)) {
            s.gen.tick(step.dt());
            ok(s.model.tick(step.dt()));
            ok(s.twin.tick(step.dt()));
        }
    }

    // ---------------------------------------------------------------------------------------------
    // Checks

    /** What one entity shows: its key, state, previous state, stack, JOB's history, time in state and stride. */
    record Obs(int key, int state, int previous, List<Integer> stack, int last, float time, int stride) {
        Obs with(int newKey) {
            return new Obs(newKey, state, previous, stack, last, time, stride);
        }
    }

    private Map<Long, Obs> observe(Side s) {
        Map<Long, Obs> all = new HashMap<>();
        for (Leg leg : LEGS) {
            s.gen.forEachHandle(leg, handle -> all.put(handle, observe(s, handle)));
        }
        return all;
    }

    private Obs observe(Side s, long handle) {
        AbstractBatch<Leg> g = s.gen;
        Leg previous = g.previousOf(handle);
        Leg last = g.lastIn(handle, "JOB");
        return new Obs(s.keyOf(handle), g.stateOf(handle).ordinal(), previous == null ? -1 : previous.ordinal(),
                g.stackOf(handle).stream().map(Leg::ordinal).toList(), last == null ? -1 : last.ordinal(),
                g.timeInState(handle), g.strideOf(handle));
    }

    private static Obs observe(Entity e) {
        return new Obs(e.key(), e.state(), e.previous(), e.stack(), e.lastIn(0), e.timeInState(), e.stride());
    }

    /** The generated batches against the model's, and the traces of the step. */
    private void check(String where) {
        assertEquals(modelMoves.trace, genMoves.trace, where + ": the trace (handler, delay and listener calls)");
        modelMoves.trace.clear();
        genMoves.trace.clear();
        twinMoves.trace.clear();
        for (Side s : List.of(a, b)) {
            String at = where + ", batch " + s.name;
            assertEquals(s.model.size(), s.gen.size(), at + ": size");
            assertEquals(s.model.ticks(), s.gen.ticks(), at + ": ticks()");
            assertEquals(s.model.droppedMessages(), s.gen.droppedMessages(), at + ": droppedMessages()");
            for (Leg leg : LEGS) {
                List<Integer> expected = new ArrayList<>();
                for (long handle : s.model.members(leg.ordinal())) {
                    expected.add(s.model.entity(handle).key());
                }
                List<Integer> actual = new ArrayList<>();
                s.gen.forEachHandle(leg, handle -> actual.add(s.keyOf(handle)));
                assertEquals(expected, actual, at + ": the keys in " + leg + ", by handle");
            }
            for (Map.Entry<Long, Entity> e : s.model.entities().entrySet()) {
                assertTrue(s.gen.contains(e.getKey()), at + ": contains(" + e.getKey() + ")");
                assertEquals(observe(e.getValue()), observe(s, e.getKey()), at + ": entity " + e.getKey());
            }
        }
    }

    /** After the trip: every entity of the model's batches as its twin, who never travelled. */
    private void compareTwins(String where) {
        if (!twinned) {
            return;
        }
        Map<Integer, Entity> twins = new HashMap<>();
        for (Batch t : List.of(a.twin, b.twin)) {
            for (Entity e : t.entities().values()) {
                twins.put(e.key(), e);
            }
        }
        int compared = 0;
        for (Batch m : List.of(a.model, b.model)) {
            for (Entity e : m.entities().values()) {
                int k = twinKey.get(e.key());
                Entity twin = twins.get(k);
                if (twin == null) {
                    throw new AssertionError(where + ": " + e + " (key " + e.key() + ") has no twin");
                }
                String at = where + ": key " + e.key() + " against its twin " + k;
                assertEquals(observe(twin), observe(e).with(k), at);
                assertEquals(twin.timerDelay(), e.timerDelay(), at + ": timer");
                assertEquals(twin.timerTarget(), e.timerTarget(), at + ": timer's target");
                assertEquals(calls(twinMoves, k, k), calls(modelMoves, e.key(), k), at + ": calls since the trip");
                compared++;
            }
        }
        int expected = twins.size() + (mode == Mode.COPY ? from.length : 0);
        assertEquals(expected, compared, where + ": every twin has its entity");
    }

    /** The calls of {@code key} since the trip, as the twin's key {@code as}. */
    private static List<Object> calls(Moves moves, int key, int as) {
        List<Object> out = new ArrayList<>();
        for (Object o : moves.byKey.getOrDefault(key, List.of())) {
            out.add(o instanceof Moves.Call c ? new Moves.Call(as, c.handler(), c.state(), c.arg(), c.dt(), c.letter())
                    : o instanceof Moves.Delay d ? new Moves.Delay(as, d.method(), d.seconds()) : o);
        }
        return out;
    }
}
