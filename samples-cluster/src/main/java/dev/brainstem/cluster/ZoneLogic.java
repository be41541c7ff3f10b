package dev.brainstem.cluster;

import dev.brainstem.runtime.BatchSaves;
import dev.brainstem.runtime.MessageCodec;
import dev.brainstem.runtime.SaveOptions;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInput;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * One zone's world, without Pekko: its batch of creatures and what a tick does. Deterministic: a tick's result
 * depends on the zone's state and the arrivals alone (arrivals imported by ascending zone, each handoff's
 * creatures in key order; crossers exported in key order; the same {@link WorldSpec#DT}; no clock, no
 * randomness but the creatures' own), so {@link LocalWorld} on one thread and the {@link Zone}s of a cluster
 * compute the same creatures bit for bit.
 *
 * <p>A tick {@code n}: import the handoffs of tick {@code n - 1} from every neighbour, send this tick's calls,
 * tick the batch, keep every creature in the world, and export those now in another zone, one handoff per
 * neighbour (empty ones too: the neighbour waits for it).
 */
final class ZoneLogic {
    static final SaveOptions CODECS = new SaveOptions().message(Call.class,
            MessageCodec.of((call, out) -> out.writeByte(call.direction()), in -> new Call(in.readByte() & 7)));
    /** A call reaches its creature this long after the zone sends it: some are waiting when it crosses. */
    static final float CALL_DELAY = 0.5f;

    final WorldSpec spec;
    final int zone;
    final int[] neighbours;
    private final Crossers crossers;
    private CreatureBatch batch = new CreatureBatch();
    /** Key to handle, ascending by key: every walk over the creatures is in key order. */
    private final TreeMap<Long, Long> handles = new TreeMap<>();
    private long handedOff;
    private long callsCarried;

    private ZoneLogic(WorldSpec spec, int zone, Crossers crossers) {
        this.spec = spec;
        this.zone = zone;
        this.neighbours = spec.neighbours(zone);
        this.crossers = crossers;
    }

    /** The zone as the world starts. */
    static ZoneLogic start(WorldSpec spec, int zone, Crossers crossers) {
        ZoneLogic logic = new ZoneLogic(spec, zone, crossers);
        for (Creature c : spec.startIn(zone)) {
            logic.handles.put(c.key, logic.batch.add(c));
        }
        return logic;
    }

    /**
     * Runs tick {@code n}. {@code arrivals} maps each neighbour to its handoff of tick {@code n - 1} (tick 0:
     * none); the result maps each neighbour to this tick's handoff for it.
     */
    Map<Integer, byte[]> tick(int n, Map<Integer, byte[]> arrivals) {
        importAll(arrivals);
        for (Map.Entry<Long, Long> e : handles.entrySet()) {
            long key = e.getKey();
            if ((key * 31 + n) % 64 == 0) {
                batch.send(e.getValue(), new Call((int) ((key + n) & 7)), CALL_DELAY);
            }
        }
        batch.tick(WorldSpec.DT);
        Map<Integer, List<Long>> leaving = new TreeMap<>();
        for (Map.Entry<Long, Long> e : handles.entrySet()) {
            Creature c = batch.entity(e.getValue());
            c.keepWithin(spec.width(), spec.height());
            int there = spec.zoneOf(c.x, c.y);
            if (there != zone) {
                leaving.computeIfAbsent(there, z -> new ArrayList<>()).add(e.getKey());
            }
        }
        Map<Integer, byte[]> out = new HashMap<>();
        for (int to : neighbours) {
            out.put(to, export(leaving.getOrDefault(to, List.of())));
            leaving.remove(to);
        }
        if (!leaving.isEmpty()) {
            throw new IllegalStateException("zone " + zone + ": creatures jumped past its neighbours to " + leaving);
        }
        return out;
    }

    /** Imports the last tick's handoffs: the zone as the run ends. */
    void finish(Map<Integer, byte[]> arrivals) {
        importAll(arrivals);
    }

    /** A handoff: the count, each creature's fields, then the machines' part from {@link Crossers}. */
    private byte[] export(List<Long> keys) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DataOutputStream out = new DataOutputStream(bytes);
        try {
            out.writeInt(keys.size());
            long[] leavers = new long[keys.size()];
            long[] keyArray = new long[keys.size()];
            for (int i = 0; i < leavers.length; i++) {
                keyArray[i] = keys.get(i);
                leavers[i] = handles.get(keyArray[i]);
                batch.entity(leavers[i]).write(out);
            }
            if (leavers.length > 0) {
                callsCarried += crossers.export(batch, leavers, out);
            }
            for (long key : keyArray) {
                handles.remove(key);
            }
            handedOff += leavers.length;
            out.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return bytes.toByteArray();
    }

    private void importAll(Map<Integer, byte[]> arrivals) {
        for (Map.Entry<Integer, byte[]> e : new TreeMap<>(arrivals).entrySet()) {
            try {
                importOne(new DataInputStream(new ByteArrayInputStream(e.getValue())));
            } catch (IOException failure) {
                throw new UncheckedIOException("zone " + zone + ": the handoff from zone " + e.getKey(), failure);
            }
        }
    }

    private void importOne(DataInput in) throws IOException {
        int count = in.readInt();
        if (count < 0 || count > spec.creatures()) {
            throw new IOException("a handoff of " + count + " creatures");
        }
        if (count == 0) {
            return;
        }
        Map<Long, Creature> byKey = new HashMap<>();
        for (int i = 0; i < count; i++) {
            Creature c = Creature.read(in);
            if (handles.containsKey(c.key) || byKey.put(c.key, c) != null) {
                throw new IOException("creature " + c.key + " is here already");
            }
        }
        long[] placed = crossers.importByKey(batch, in, byKey::get);
        if (placed.length != count) {
            throw new IOException(placed.length + " creatures placed of " + count);
        }
        for (long handle : placed) {
            handles.put(batch.entity(handle).key, handle);
        }
    }

    /** Writes the zone whole: its batch by {@link BatchSaves}, then its creatures' fields in the save's order. */
    void save(DataOutputStream out) throws IOException {
        ByteArrayOutputStream machines = new ByteArrayOutputStream();
        long[] order = BatchSaves.write(batch, new DataOutputStream(machines), CODECS);
        out.writeLong(handedOff);
        out.writeLong(callsCarried);
        out.writeInt(order.length);
        for (long handle : order) {
            batch.entity(handle).write(out);
        }
        out.writeInt(machines.size());
        machines.writeTo(out);
    }

    /** The zone as {@link #save} wrote it. */
    static ZoneLogic load(WorldSpec spec, int zone, Crossers crossers, DataInput in) throws IOException {
        ZoneLogic logic = new ZoneLogic(spec, zone, crossers);
        logic.handedOff = in.readLong();
        logic.callsCarried = in.readLong();
        int count = in.readInt();
        if (count < 0 || count > spec.creatures()) {
            throw new IOException("a save of " + count + " creatures");
        }
        List<Creature> creatures = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            creatures.add(Creature.read(in));
        }
        byte[] machines = new byte[in.readInt()];
        in.readFully(machines);
        long[] placed = BatchSaves.read(logic.batch, new DataInputStream(new ByteArrayInputStream(machines)),
                creatures, CODECS);
        for (long handle : placed) {
            logic.handles.put(logic.batch.entity(handle).key, handle);
        }
        return logic;
    }

    /** Creatures this zone has handed off to its neighbours since the run began. */
    long handedOff() {
        return handedOff;
    }

    /** Calls that crossed a border with their creature, still on their way to it. */
    long callsCarried() {
        return callsCarried;
    }

    /** Every creature here, in key order: its machine and its fields, exactly (floats by their bits). */
    SortedMap<Long, String> digest() {
        SortedMap<Long, String> lines = new TreeMap<>();
        for (Map.Entry<Long, Long> e : handles.entrySet()) {
            long h = e.getValue();
            Creature c = batch.entity(h);
            lines.put(e.getKey(), "creature " + c.key + " " + batch.stateOf(h) + " previous " + batch.previousOf(h)
                    + " stack " + batch.stackOf(h) + " time " + hex(batch.timeInState(h)) + " at " + hex(c.x) + ","
                    + hex(c.y) + " heading " + c.heading + " random " + Long.toHexString(c.random) + " calls "
                    + c.calls + " rest " + hex(c.restTime));
        }
        return lines;
    }

    private static String hex(float f) {
        return Float.toHexString(f);
    }
}
