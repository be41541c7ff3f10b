package dev.brainstem.cluster;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * The same world on one thread, without Pekko: every zone's {@link ZoneLogic} ticked in turn, each tick's
 * handoffs passed straight on. The reference the cluster's run must equal.
 */
public final class LocalWorld {
    private final List<ZoneLogic> zones = new ArrayList<>();
    private final long[] tickNanos;
    private int ran;

    public LocalWorld(WorldSpec spec) {
        this(spec, new TravelCrossers());
    }

    LocalWorld(WorldSpec spec, Crossers crossers) {
        for (int z = 0; z < spec.zones(); z++) {
            zones.add(ZoneLogic.start(spec, z, crossers));
        }
        tickNanos = new long[spec.ticks() * spec.zones()];
    }

    /** Runs every tick and imports the last one's handoffs; returns every creature's line, ascending by key. */
    public SortedMap<Long, String> run() {
        Map<Integer, Map<Integer, byte[]>> inbox = new HashMap<>();
        int ticks = zones.get(0).spec.ticks();
        for (int n = 0; n < ticks; n++) {
            Map<Integer, Map<Integer, byte[]>> next = new HashMap<>();
            for (ZoneLogic zone : zones) {
                long start = System.nanoTime();
                Map<Integer, byte[]> out = zone.tick(n, inbox.getOrDefault(zone.zone, Map.of()));
                tickNanos[ran++] = System.nanoTime() - start;
                out.forEach((to, bytes) -> next.computeIfAbsent(to, z -> new TreeMap<>()).put(zone.zone, bytes));
            }
            inbox = next;
        }
        SortedMap<Long, String> lines = new TreeMap<>();
        for (ZoneLogic zone : zones) {
            zone.finish(inbox.getOrDefault(zone.zone, Map.of()));
            lines.putAll(zone.digest());
        }
        return lines;
    }

    /** Creatures handed off between zones during the run. */
    public long handedOff() {
        return zones.stream().mapToLong(ZoneLogic::handedOff).sum();
    }

    /** Calls that crossed a border with their creature during the run. */
    public long callsCarried() {
        return zones.stream().mapToLong(ZoneLogic::callsCarried).sum();
    }

    /** The time of every zone's every tick, in nanoseconds. */
    long[] tickNanos() {
        return tickNanos.clone();
    }
}
