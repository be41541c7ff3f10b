package dev.brainstem.samples.travel;

import static dev.brainstem.runtime.Events.UPDATE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brainstem.runtime.AbstractBatch;
import dev.brainstem.runtime.EntityTravel;
import dev.brainstem.runtime.MessageCodec;
import dev.brainstem.runtime.TravelOptions;
import dev.brainstem.runtime.TravelReport;
import dev.brainstem.runtime.reference.Entity;
import dev.brainstem.runtime.reference.Handler;
import dev.brainstem.runtime.reference.Machine;
import dev.brainstem.runtime.reference.Outcome;
import dev.brainstem.runtime.reference.Regions;
import dev.brainstem.runtime.reference.RegionsBatch;
import dev.brainstem.runtime.reference.RegionsEntity;
import dev.brainstem.runtime.reference.Script;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/**
 * The travel property for a machine of orthogonal regions ({@link Porter}, or {@link Porters} in id
 * mode: a sliced state and a timer in its first region, messages taken by both): batches A and B, each
 * with a twin built by the same calls (a porter decides from its seed, state, time in state and dt alone,
 * so a twin with the same seeds lives the same life) and with the reference model's {@link RegionsBatch}
 * driven by the same calls ({@link #spec}). After every step, before and after a trip from A to B (leave,
 * copies or move; the model's {@code export} and {@code importInto}), both generated batches equal the
 * model's, every porter and both regions, and the dropped counts; after the trip every porter also equals
 * its twin step by step: the travellers their twins left in A's twin, A's rest and B's own theirs.
 */
final class PorterTrips {
    /** A step before the trip: 0 add, 1 remove, 2 a shout (delayed by {@code value}), 3 a stride, 4 a tick. */
    record Step(int kind, int batch, int pick, int value) {}

    private static final float[] DELAYS = {0f, 0.03125f, 0.25f};
    private static final float[] DTS = {0.0625f, 0.03125f, 0.125f};
    private static final MessageCodec<Shout> SHOUT = MessageCodec.of((s, out) -> out.writeInt(s.n()),
            in -> new Shout(in.readInt()));

    private final boolean idMode;
    private final AbstractBatch<Gait> a;
    private final AbstractBatch<Gait> aTwin;
    private final AbstractBatch<Gait> b;
    private final AbstractBatch<Gait> bTwin;
    private final List<Long> inA = new ArrayList<>();
    private final List<Long> inB = new ArrayList<>();
    private int seeds;
    /** Per batch: how many were removed (id mode's next id counts every add). */
    private final int[] removed = new int[2];
    private int shouts;
    private final RegionsBatch modelA;
    private final RegionsBatch modelB;
    /** Id mode: the seed of each id, as the model's script reads it (object mode: the key is the seed). */
    private final java.util.Map<Integer, Integer> modelSeeds = new java.util.HashMap<>();

    /** Whether any letter travelled: for the property's statistics. */
    boolean lettersTravelled;

    /** Object mode ({@link Porter}) or id mode ({@link Porters}: A's ids from 0, B's from 100, travellers' from 500). */
    PorterTrips(boolean idMode) {
        this.idMode = idMode;
        a = batch();
        aTwin = batch();
        b = batch();
        bTwin = batch();
        Regions spec = spec(idMode);
        modelA = new RegionsBatch(spec, this::call);
        modelB = new RegionsBatch(spec, this::call);
    }

    /** {@link Porter} (or {@link Porters}) as the reference model reads it, written from its annotations. */
    static Regions spec(boolean idMode) {
        String name = idMode ? "Porters" : "Porter";
        Handler stroll = new Handler(0, "stroll", UPDATE, true, true, List.of("JOG", "HALT"));
        Machine gait = Machine.builder(name, "STROLL", "JOG", "HALT").idMode(idMode).readsTime(true)
                .on(stroll, "STROLL").every(stroll, 3)
                .on(new Handler(1, "jog", UPDATE, true, true, List.of("STROLL")), "JOG")
                .message(Handler.message(4, "stop", Shout.class, true, List.of("HALT")), List.of("STROLL", "JOG"))
                .after(List.of("HALT"), 0.5f, "STROLL").build();
        Machine pack = Machine.builder(name + ".Pack", "LIGHT", "HEAVY", "DROPPED").idMode(idMode).readsTime(true)
                .on(new Handler(2, "carry", UPDATE, true, true, List.of("LIGHT", "HEAVY")), "LIGHT", "HEAVY")
                .message(Handler.message(3, "stumble", Shout.class, true, List.of("DROPPED")),
                        List.of("LIGHT", "HEAVY"))
                .build();
        return Regions.of(name, gait, pack);
    }

    /** The model's porter: {@link Porter}'s decisions, from the seed its key names. */
    private int call(Entity entity, int region, Handler handler, int[] current, int arg, float dt) {
        int seed = idMode ? modelSeeds.get(entity.key()) : entity.key();
        float time = entity.time();
        int r;
        String to = switch (handler.index()) {
            case 0 -> {
                r = Roll.hash(seed, 11, time, dt) % 100;
                yield r < 25 ? "JOG" : r < 40 ? "HALT" : null;
            }
            case 1 -> Roll.hash(seed, 12, time, dt) % 100 < 20 ? "STROLL" : null;
            case 2 -> {
                r = Roll.hash(seed, 13, time, dt) % 100;
                yield r < 10 ? "LIGHT" : r < 20 ? "HEAVY" : null;
            }
            case 3 -> ((Shout) entity.message()).n() % 2 == 0 ? "DROPPED" : null;
            default -> ((Shout) entity.message()).n() % 3 == 0 ? "HALT" : null;
        };
        return to == null ? Script.STAY : entity.machine().ordinal(to);
    }

    private static void ok(Outcome outcome) {
        assertTrue(outcome.ok(), () -> "the model refused: " + outcome);
    }

    private AbstractBatch<Gait> batch() {
        return idMode ? new PortersBatch(new Porters()) : new PorterBatch();
    }

    private long add(AbstractBatch<Gait> x, int seed, int id) {
        if (idMode) {
            ((PortersBatch) x).system().seeds.put(id, seed);
            return ((PortersBatch) x).add(id);
        }
        return ((PorterBatch) x).add(new Porter(seed));
    }

    private int seedOf(AbstractBatch<Gait> x, long h) {
        return idMode ? ((PortersBatch) x).system().seeds.get((int) h) : ((PorterBatch) x).entity(h).seed;
    }

    void run(List<Step> steps, long tripSeed, int percent, TravelWorld.Mode mode, List<Integer> afters)
            throws IOException {
        for (int i = 0; i < 4; i++) {
            step(new Step(0, 0, 0, 0));
            step(new Step(0, 1, 0, 0));
        }
        for (Step s : steps) {
            step(s);
            againstModel(inA, inB, "before the trip, after " + s);
        }
        Random random = new Random(tripSeed);
        List<Long> chosen = new ArrayList<>();
        for (long h : inA) {
            if (random.nextInt(100) < percent) {
                chosen.add(h);
            }
        }
        Collections.shuffle(chosen, random);
        long[] from = chosen.stream().mapToLong(Long::longValue).toArray();
        List<Object> objects = new ArrayList<>();
        for (long h : from) {
            objects.add(idMode ? null : mode == TravelWorld.Mode.COPY ? new Porter(seedOf(a, h))
                    : ((PorterBatch) a).entity(h));
        }
        // Id mode: the game gives each traveller an id B never used and moves its seed along.
        java.util.Map<Long, Integer> seedOfExported = new java.util.HashMap<>();
        for (long h : from) {
            seedOfExported.put(h, seedOf(a, h));
        }
        long[] nextId = {500};
        java.util.function.LongUnaryOperator newId = exported -> {
            long id = nextId[0]++;
            ((PortersBatch) b).system().seeds.put((int) id, seedOfExported.get(exported));
            return id;
        };
        TravelOptions options = new TravelOptions().message(Shout.class, SHOUT).leave(mode != TravelWorld.Mode.COPY);
        TravelReport report;
        if (mode == TravelWorld.Mode.MOVE) {
            report = idMode ? EntityTravel.move(a, from, b, newId, options)
                    : EntityTravel.move(a, from, b, objects, options);
        } else {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            EntityTravel.export(a, from, new DataOutputStream(bytes), options);
            DataInputStream in = new DataInputStream(new ByteArrayInputStream(bytes.toByteArray()));
            report = idMode ? EntityTravel.importInto(b, in, newId, options)
                    : EntityTravel.importInto(b, in, objects, options);
        }
        lettersTravelled = report.messages() > 0;
        long[] to = report.toAll();
        List<dev.brainstem.runtime.reference.Travel> parts = modelA.export(from, mode != TravelWorld.Mode.COPY);
        int[] keys = new int[to.length];
        for (int i = 0; i < to.length; i++) {
            keys[i] = idMode ? (int) to[i] : seedOfExported.get(from[i]);
            modelSeeds.put((int) to[i], seedOfExported.get(from[i]));
        }
        modelB.importInto(parts, to, keys);
        List<Long> rest = new ArrayList<>(inA);
        if (mode != TravelWorld.Mode.COPY) {
            for (long h : from) {
                rest.remove(h);
            }
        }
        List<Long> nowInB = new ArrayList<>(inB);
        for (long h : to) {
            nowInB.add(h);
        }
        againstModel(rest, nowInB, "after the trip");
        compare(from, to, rest, "after the trip");
        for (int t = 0; t < afters.size(); t++) {
            float dt = DTS[afters.get(t) % DTS.length];
            for (AbstractBatch<Gait> x : List.of(a, aTwin, b, bTwin)) {
                x.tick(dt);
            }
            ok(modelA.tick(dt));
            ok(modelB.tick(dt));
            againstModel(rest, nowInB, "tick " + t + " after the trip");
            compare(from, to, rest, "tick " + t + " after the trip");
        }
    }

    /** Both generated batches against the model's: their sizes, dropped counts and every porter, both regions. */
    private void againstModel(List<Long> inA, List<Long> inB, String where) {
        for (int side = 0; side < 2; side++) {
            AbstractBatch<Gait> x = side == 0 ? a : b;
            RegionsBatch model = side == 0 ? modelA : modelB;
            String name = (side == 0 ? "A" : "B");
            assertEquals(model.size(), x.size(), where + ": " + name + "'s size against the model's");
            assertEquals(model.droppedMessages(), x.droppedMessages(), where + ": " + name + "'s dropped messages");
            for (long h : side == 0 ? inA : inB) {
                assertEquals(show(model, h), show(x, h), where + ": " + name + "'s " + h + " against the model");
            }
        }
    }

    private static String show(RegionsBatch model, long h) {
        RegionsEntity e = model.entity(h);
        Entity gait = e.region(0);
        Entity pack = e.region(1);
        return name(gait, gait.state()) + "/" + name(gait, gait.previous()) + "/" + gait.timeInState() + "/"
                + gait.stride() + " " + name(pack, pack.state()) + "/" + name(pack, pack.previous()) + "/"
                + pack.timeInState();
    }

    private static String name(Entity part, int state) {
        return state < 0 ? "null" : part.machine().stateName(state);
    }

    private void compare(long[] from, long[] to, List<Long> rest, String where) {
        for (int i = 0; i < from.length; i++) {
            assertEquals(show(aTwin, from[i]), show(b, to[i]), where + ": traveller " + i + " against its twin");
        }
        for (long h : rest) {
            assertEquals(show(aTwin, h), show(a, h), where + ": A's " + h + " against its twin");
        }
        for (long h : inB) {
            assertEquals(show(bTwin, h), show(b, h), where + ": B's own " + h + " against its twin");
        }
    }

    private static String show(AbstractBatch<Gait> batch, long h) {
        AbstractBatch<Pack> pack = batch.region(Pack.class);
        return batch.stateOf(h) + "/" + batch.previousOf(h) + "/" + batch.timeInState(h) + "/" + batch.strideOf(h)
                + " " + pack.stateOf(h) + "/" + pack.previousOf(h) + "/" + pack.timeInState(h);
    }

    private void step(Step s) {
        AbstractBatch<Gait> x = s.batch() == 0 ? a : b;
        AbstractBatch<Gait> twin = s.batch() == 0 ? aTwin : bTwin;
        List<Long> handles = s.batch() == 0 ? inA : inB;
        RegionsBatch model = s.batch() == 0 ? modelA : modelB;
        if (s.kind() == 0) {
            int seed = seeds++;
            int id = (s.batch() == 0 ? 0 : 100) + handles.size() + removed[s.batch()];
            long h = add(x, seed, id);
            assertEquals(h, add(twin, seed, id), "the twin's handles are the batch's");
            modelSeeds.put(id, seed);
            ok(model.add(h, idMode ? id : seed, model.machine().region(0).initial()));
            handles.add(h);
            return;
        }
        if (s.kind() == 4) {
            x.tick(DTS[s.value() % DTS.length]);
            twin.tick(DTS[s.value() % DTS.length]);
            ok(model.tick(DTS[s.value() % DTS.length]));
            return;
        }
        if (handles.isEmpty()) {
            return;
        }
        long h = handles.get(s.pick() % handles.size());
        switch (s.kind()) {
            case 1 -> {
                x.remove(h);
                twin.remove(h);
                ok(model.remove(h));
                handles.remove(h);
                removed[s.batch()]++;
            }
            case 2 -> {
                Shout shout = new Shout(shouts++);
                x.send(h, shout, DELAYS[s.value() % DELAYS.length]);
                twin.send(h, shout, DELAYS[s.value() % DELAYS.length]);
                ok(model.send(h, shout, DELAYS[s.value() % DELAYS.length]));
            }
            default -> {
                x.setStride(h, 1 + s.value() % 3);
                twin.setStride(h, 1 + s.value() % 3);
                ok(model.setStride(h, 1 + s.value() % 3));
            }
        }
    }
}
