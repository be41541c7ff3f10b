package dev.brainstem.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/** The zones without Pekko: what the cluster's determinism rests on. */
class ZoneLogicTest {
    static final WorldSpec WORLD = new WorldSpec(3, 2, 16f, 600, 7, 200, 64);

    @Test
    void aWorldReloadedFromItsCheckpointsRunsOnAsItWouldHave() throws IOException {
        SortedMap<Long, String> straight = run(WORLD, -1);
        SortedMap<Long, String> reloaded = run(WORLD, 96);
        assertEquals(WORLD.creatures(), straight.size());
        assertSame(straight, reloaded);
    }

    /** Equal maps of creature lines; on a difference, the count and the first few. */
    static void assertSame(SortedMap<Long, String> expected, SortedMap<Long, String> actual) {
        assertEquals(expected.keySet(), actual.keySet(), "the creatures");
        StringBuilder first = new StringBuilder();
        int differ = 0;
        for (Map.Entry<Long, String> e : expected.entrySet()) {
            if (!e.getValue().equals(actual.get(e.getKey())) && differ++ < 3) {
                first.append("\n  expected: ").append(e.getValue()).append("\n  actual:   ").append(actual.get(e.getKey()));
            }
        }
        assertEquals(0, differ, differ + " creatures differ:" + first);
    }

    /** The equality checks would prove little if nothing crossed with a stack, a timer or a call on its way. */
    @Test
    void theWorldExercisesWhatTravels() {
        LocalWorld world = new LocalWorld(ClusterRunTest.WORLD);
        SortedMap<Long, String> end = world.run();
        assertTrue(world.handedOff() > 2_000, "creatures handed off: " + world.handedOff());
        assertTrue(world.callsCarried() > 50, "calls carried across a border: " + world.callsCarried());
        assertTrue(end.values().stream().filter(l -> l.contains(" STARTLED previous ")).count() > 50, "startled");
        assertTrue(end.values().stream().filter(l -> l.contains(" REST previous ")).count() > 100, "resting");
        assertTrue(end.values().stream().filter(l -> l.contains(" stack [WANDER]")).count() > 20, "stacks");
    }

    @Test
    void theWorldIsTheSameRunAfterRun() throws IOException {
        assertSame(new LocalWorld(WORLD).run(), run(WORLD, -1));
    }

    /** The zones ticked in turn as LocalWorld does; at tick {@code reloadAt} each is saved and loaded anew. */
    private static SortedMap<Long, String> run(WorldSpec spec, int reloadAt) throws IOException {
        List<ZoneLogic> zones = new ArrayList<>();
        for (int z = 0; z < spec.zones(); z++) {
            zones.add(ZoneLogic.start(spec, z, new TravelCrossers()));
        }
        Map<Integer, Map<Integer, byte[]>> inbox = new HashMap<>();
        for (int n = 0; n < spec.ticks(); n++) {
            if (n == reloadAt) {
                for (int z = 0; z < zones.size(); z++) {
                    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
                    zones.get(z).save(new DataOutputStream(bytes));
                    zones.set(z, ZoneLogic.load(spec, z, new TravelCrossers(),
                            new DataInputStream(new ByteArrayInputStream(bytes.toByteArray()))));
                }
            }
            Map<Integer, Map<Integer, byte[]>> next = new HashMap<>();
            for (ZoneLogic zone : zones) {
                zone.tick(n, inbox.getOrDefault(zone.zone, Map.of()))
                        .forEach((to, b) -> next.computeIfAbsent(to, k -> new TreeMap<>()).put(zone.zone, b));
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
}
