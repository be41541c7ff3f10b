package dev.brainstem.inspector;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brainstem.inspector.lookout.LookoutState;
import dev.brainstem.inspector.lookout.Lookouts;
import dev.brainstem.inspector.lookout.LookoutsBatch;
import dev.brainstem.inspector.trooper.Legs;
import dev.brainstem.inspector.trooper.Troopers;
import dev.brainstem.inspector.trooper.TroopersBatch;
import dev.brainstem.inspector.trooper.Weapon;
import dev.brainstem.runtime.AbstractBatch;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A machine of orthogonal regions ({@link Troopers}: legs, then weapon) as the inspector shows it: every
 * region a machine of its own, right after the machine's first region, with its populations, its edges
 * counted and its breakpoints; a machine without regions beside it as before.
 */
class RegionsTest {
    static final int ENTITIES = 30;

    static TroopersBatch troopers(int entities) {
        TroopersBatch troopers = new TroopersBatch(new Troopers());
        for (int id = 0; id < entities; id++) {
            troopers.add(id);
        }
        return troopers;
    }

    private static List<Map<?, ?>> list(Object json, String key) {
        List<Map<?, ?>> out = new ArrayList<>();
        for (Object o : (List<?>) ((Map<?, ?>) json).get(key)) {
            out.add((Map<?, ?>) o);
        }
        return out;
    }

    @Test
    void everyRegionIsAMachineListedAfterTheMachinesFirstRegionAndAPlainMachineIsAsBefore() throws Exception {
        LookoutsBatch lookouts = new LookoutsBatch(new Lookouts());
        lookouts.add(0, LookoutState.WATCH);
        try (Inspector inspector = Inspector.of(lookouts, troopers(3)).printTo(null).start()) {
            List<Map<?, ?>> machines = list(Json.readObject(new Client(inspector).get("/api/machines").body()),
                    "machines");
            assertEquals(List.of("Lookouts", "Troopers", "Troopers.Weapon"),
                    machines.stream().map(m -> m.get("name")).toList());
            assertFalse(machines.get(0).containsKey("region"), "a machine without regions gets no region: "
                    + machines.get(0));
            assertEquals(Map.of("machine", "Troopers", "index", 0.0, "of", 2.0), machines.get(1).get("region"));
            assertEquals(Map.of("machine", "Troopers", "index", 1.0, "of", 2.0), machines.get(2).get("region"));
            assertEquals(List.of("IDLE", "WALK", "RUN"), machines.get(1).get("states"));
            assertEquals(List.of("READY", "AIM", "FIRE"), machines.get(2).get("states"));
            assertEquals(List.of(Map.of("from", "READY", "to", "AIM", "event", "UPDATE"),
                    Map.of("from", "AIM", "to", "FIRE", "event", "UPDATE"),
                    Map.of("from", "FIRE", "to", "READY", "event", "UPDATE")), machines.get(2).get("edges"));
            // Each region's chart alone, marked with its own states' and edges' numbers.
            String legs = (String) machines.get(1).get("mermaid");
            String weapon = (String) machines.get(2).get("mermaid");
            assertTrue(legs.startsWith("stateDiagram-v2\n    [*] --> IDLE\n"), legs);
            assertFalse(legs.contains("READY") || legs.contains("    --\n"), legs);
            assertTrue(weapon.startsWith("stateDiagram-v2\n    [*] --> READY\n"), weapon);
            assertTrue(weapon.contains("    READY --> AIM : XE0XXXX\n") && weapon.contains("    AIM : AIM XP1XXX\n"),
                    weapon);
        }
    }

    @Test
    void eachRegionsFrameHoldsItsPopulationsAndItsEdgesCounts() throws Exception {
        TroopersBatch troopers = troopers(ENTITIES);
        try (Inspector inspector = Inspector.of(troopers).printTo(null).start()) {
            int ticks = 4;
            for (int t = 0; t < ticks; t++) {
                troopers.tick(0.1f);
            }
            Client client = new Client(inspector);
            client.awaitCommandsTaken(inspector::proceed);
            List<Map<?, ?>> batches = list(client.frame(), "batches");
            assertEquals(List.of("Troopers", "Troopers.Weapon"), batches.stream().map(b -> b.get("name")).toList());
            AbstractBatch<Weapon> weapons = troopers.region(Weapon.class);
            assertEquals(List.of((double) troopers.count(Legs.IDLE), (double) troopers.count(Legs.WALK),
                    (double) troopers.count(Legs.RUN)), batches.get(0).get("pop"));
            assertEquals(List.of((double) weapons.count(Weapon.READY), (double) weapons.count(Weapon.AIM),
                    (double) weapons.count(Weapon.FIRE)), batches.get(1).get("pop"));
            // 4 ticks: every mover went round once (IDLE, WALK, RUN, IDLE) and one step on.
            assertEquals(List.of(10.0, 20.0, 0.0), batches.get(0).get("pop"));
            assertEquals(List.of(15.0, 15.0, 0.0), batches.get(1).get("pop"));
            // Legs: 20 movers over 4 ticks; weapons: 15 over 4; no transition from outside.
            assertEquals(List.of(40.0, 20.0, 20.0, 0.0), batches.get(0).get("totals"));
            assertEquals(List.of(30.0, 15.0, 15.0, 0.0), batches.get(1).get("totals"));
            assertEquals((double) ENTITIES, batches.get(1).get("size"));
            assertEquals((double) ticks, batches.get(0).get("ticks"));
            assertEquals((double) ticks, batches.get(1).get("ticks"), "the weapon region ticks with the machine");

            // Entity 4 watched in its weapon region: that region's state and transitions.
            assertEquals(202, client.post("/api/watch", "{\"batch\":1,\"handle\":4}").statusCode());
            client.awaitCommandsTaken(inspector::proceed);
            troopers.tick(0.1f);
            client.awaitCommandsTaken(inspector::proceed);
            Map<?, ?> watch = (Map<?, ?>) list(client.frame(), "batches").get(1).get("watch");
            assertEquals("FIRE", watch.get("state"));
            assertEquals("AIM", watch.get("previous"));
            assertEquals(List.of(Map.of("tick", 5.0, "from", "AIM", "to", "FIRE", "event", "UPDATE")),
                    watch.get("transitions"));
            assertEquals(null, list(client.frame(), "batches").get(0).get("watch"), "the legs region watches no one");
        }
    }

    @Test
    void aBreakpointOnARegionHitsThereAndStatesOfAnotherRegionAreRefused() throws Exception {
        TroopersBatch troopers = troopers(ENTITIES);
        try (Inspector inspector = Inspector.of(troopers).printTo(null).start()) {
            Client client = new Client(inspector);
            var refused = client.post("/api/breakpoints", "{\"action\":\"add\",\"batch\":1,\"from\":\"IDLE\"}");
            assertEquals(400, refused.statusCode(), refused.body());
            assertTrue(refused.body().contains("Troopers.Weapon has no state \"IDLE\"; its states are READY, AIM, FIRE"),
                    refused.body());
            var added = client.post("/api/breakpoints",
                    "{\"action\":\"add\",\"batch\":1,\"from\":\"AIM\",\"to\":\"FIRE\",\"handle\":4}");
            assertEquals(202, added.statusCode(), added.body());
            client.awaitCommandsTaken(inspector::proceed);
            troopers.tick(0.1f);
            assertTrue(inspector.proceed(), "READY -> AIM is no breakpoint's");
            assertFalse(inspector.paused());
            troopers.tick(0.1f);
            assertFalse(inspector.proceed(), "entity 4's weapon went AIM -> FIRE");
            client.awaitCommandsTaken(inspector::proceed);
            Map<?, ?> hit = (Map<?, ?>) client.frame().get("hit");
            assertEquals("Troopers.Weapon", hit.get("machine"));
            assertEquals(1.0, hit.get("batch"));
            assertEquals(4.0, hit.get("handle"));
            assertEquals(2.0, hit.get("tick"));
            assertEquals(List.of("Troopers.Weapon: AIM -> FIRE of 4"),
                    list(client.frame(), "breakpoints").stream().map(b -> b.get("text")).toList());
        }
    }

    @Test
    void aRegionsBatchBringsItsMachineWholeAndTheSameMachineTwiceIsRefused() throws Exception {
        TroopersBatch troopers = troopers(2);
        AbstractBatch<Weapon> weapons = troopers.region(Weapon.class);
        try (Inspector inspector = Inspector.of(weapons).printTo(null).start()) {
            List<Map<?, ?>> machines = list(Json.readObject(new Client(inspector).get("/api/machines").body()),
                    "machines");
            assertEquals(List.of("Troopers", "Troopers.Weapon"), machines.stream().map(m -> m.get("name")).toList());
        }
        IllegalArgumentException twice = assertThrows(IllegalArgumentException.class,
                () -> Inspector.of(troopers, weapons).printTo(null).start());
        assertEquals("Troopers.Weapon: the same machine twice: Troopers's batch brings every region of Troopers,"
                + " Troopers among them; give one of its batches once", twice.getMessage());
        // Refused before anything was attached: an inspector attaches now.
        Inspector.of(troopers).printTo(null).start().close();
    }

    @Test
    void aRecordingHoldsEveryRegionsTicks(@TempDir Path directory) throws Exception {
        TroopersBatch troopers = troopers(ENTITIES);
        AbstractBatch<Weapon> weapons = troopers.region(Weapon.class);
        List<List<Double>> legs = new ArrayList<>(), weapon = new ArrayList<>();
        try (Inspector inspector = Inspector.of(troopers).printTo(null).recordTo(directory).start()) {
            Client client = new Client(inspector);
            assertEquals(202, client.post("/api/record", "{\"on\":true}").statusCode());
            inspector.proceed();
            for (int t = 0; t < 3; t++) {
                assertTrue(inspector.proceed());
                troopers.tick(0.1f);
                legs.add(List.of((double) troopers.count(Legs.IDLE), (double) troopers.count(Legs.WALK),
                        (double) troopers.count(Legs.RUN)));
                weapon.add(List.of((double) weapons.count(Weapon.READY),
                        (double) weapons.count(Weapon.AIM), (double) weapons.count(Weapon.FIRE)));
            }
            client.post("/api/record", "{\"on\":false}");
            inspector.proceed();
            Path file;
            try (var files = Files.list(directory)) {
                file = files.findFirst().orElseThrow();
            }
            long deadline = System.nanoTime() + 10_000_000_000L;
            while (Files.readAllLines(file).size() < 7 && System.nanoTime() < deadline) {
                Thread.sleep(20);
            }
            List<String> lines = Files.readAllLines(file);
            assertEquals(7, lines.size(), String.join("\n", lines));
            assertEquals(List.of("Troopers", "Troopers.Weapon"),
                    list(Json.readObject(lines.get(0)), "machines").stream().map(m -> m.get("name")).toList());
            for (int t = 0; t < 3; t++) {
                Map<String, Object> legsLine = Json.readObject(lines.get(1 + 2 * t));
                Map<String, Object> weaponLine = Json.readObject(lines.get(2 + 2 * t));
                assertEquals(List.of(0.0, t + 1.0), List.of(legsLine.get("b"), legsLine.get("tick")), lines.get(1 + 2 * t));
                assertEquals(List.of(1.0, t + 1.0), List.of(weaponLine.get("b"), weaponLine.get("tick")),
                        lines.get(2 + 2 * t));
                assertEquals(legs.get(t), legsLine.get("pop"), "tick " + t);
                assertEquals(weapon.get(t), weaponLine.get("pop"), "tick " + t);
            }
        }
    }
}
