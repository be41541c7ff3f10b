package dev.brainstem.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The sharded world on three nodes, each a JVM of its own on 127.0.0.1, against the same world run on one
 * thread ({@link LocalWorld}): every creature must be there exactly once at the end, with the same state,
 * previous state, stack, time in state and fields, bit for bit. Once as it is, once with a node killed midway
 * (its zones restart on the others from the last checkpoint, and every zone replays from there).
 */
class ClusterRunTest {
    static final WorldSpec WORLD = new WorldSpec(4, 3, 16f, 3000, 45, 480, 64);
    /** C1 only: the nodes' compilers would otherwise take the two cores the three of them share. */
    static final List<String> JVM = List.of("-Xmx256m", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1");
    static SortedMap<Long, String> reference;

    @BeforeAll
    static void runTheReference() {
        reference = new LocalWorld(WORLD).run();
        assertEquals(WORLD.creatures(), reference.size(), "the reference lost creatures");
    }

    @Test
    @Timeout(value = 100, unit = TimeUnit.SECONDS)
    void threeNodesEqualOneThread() throws Exception {
        List<String> results = run("whole", false);
        assertEquals("restores 0", results.get(0), "no node was lost, so nothing was restored");
        assertCreatures(results);
    }

    @Test
    @Timeout(value = 120, unit = TimeUnit.SECONDS)
    void aKilledNodeIsReplayedFromTheLastCheckpoint() throws Exception {
        List<String> results = run("killed", true);
        assertTrue(Integer.parseInt(results.get(0).split(" ")[1]) >= 1, "a restore happened: " + results.get(0));
        assertCreatures(results);
    }

    /** Every creature exactly once, each line equal to the reference's. */
    private static void assertCreatures(List<String> results) {
        Map<Long, Integer> seen = new TreeMap<>();
        SortedMap<Long, String> lines = new TreeMap<>();
        for (String line : results) {
            if (line.startsWith("creature ")) {
                long key = Long.parseLong(line.split(" ")[1]);
                seen.merge(key, 1, Integer::sum);
                lines.put(key, line);
            }
        }
        List<Long> twice = seen.entrySet().stream().filter(e -> e.getValue() > 1).map(Map.Entry::getKey).toList();
        assertEquals(List.of(), twice, "creatures in two zones at once");
        assertEquals(reference.keySet(), lines.keySet(), "the creatures at the end");
        int differ = 0;
        StringBuilder first = new StringBuilder();
        for (Map.Entry<Long, String> e : reference.entrySet()) {
            if (!e.getValue().equals(lines.get(e.getKey()))) {
                if (differ++ < 3) {
                    first.append("\n  one thread: ").append(e.getValue()).append("\n  cluster:    ")
                            .append(lines.get(e.getKey()));
                }
            }
        }
        assertEquals(0, differ, differ + " creatures differ from the one-thread run:" + first);
    }

    /** Runs the world on three child JVMs, killing the third midway if asked; the results file's lines. */
    private static List<String> run(String scenario, boolean kill) throws Exception {
        Path target = Path.of("target");
        Path work = Files.createTempDirectory(Files.createDirectories(target.resolve("cluster-runs")), scenario);
        Path results = work.resolve("results.txt");
        List<String> args = List.of("--nodes", "3", "--store", work.resolve("saves").toString(), "--results",
                results.toString(), "--cols", "" + WORLD.cols(), "--rows", "" + WORLD.rows(), "--zone",
                "" + WORLD.zoneSize(), "--creatures", "" + WORLD.creatures(), "--world-seed", "" + WORLD.seed(),
                "--ticks", "" + WORLD.ticks(), "--every", "" + WORLD.checkpointEvery());
        Nodes nodes = new Nodes(target.resolve("cluster-logs").resolve(work.getFileName()), JVM, args);
        try {
            Nodes.Node first = nodes.start("node1", 0);
            int port = Integer.parseInt(first.await(l -> l.startsWith("PORT "), Duration.ofSeconds(40)).substring(5));
            Nodes.Node second = nodes.start("node2", port);
            Nodes.Node third = nodes.start("node3", port);
            if (kill) {
                first.await(l -> l.startsWith("COMMITTED ") && Integer.parseInt(l.substring(10)) >= 192,
                        Duration.ofSeconds(60));
                assertTrue(third.lines().stream().anyMatch(l -> l.startsWith("ZONE ")),
                        "the node to kill holds zones");
                third.kill();
            }
            first.await(l -> l.startsWith("FINISHED "), Duration.ofSeconds(kill ? 70 : 60));
            if (kill) {
                assertTrue(first.lines().stream().anyMatch(l -> l.startsWith("RESTORE epoch 2")),
                        "the conductor restored the last checkpoint");
                // Every zone restored on the two nodes left, the killed node's among them.
                Set<String> restored = new TreeSet<>();
                for (Nodes.Node node : List.of(first, second)) {
                    node.lines().stream().filter(l -> l.startsWith("ZONE ") && l.contains(" RESTORES "))
                            .forEach(l -> restored.add(l.split(" ")[1]));
                }
                assertEquals(WORLD.zones(), restored.size(), "the zones restored on nodes 1 and 2: " + restored);
            }
            return Files.readAllLines(results, StandardCharsets.UTF_8);
        } catch (AssertionError | Exception e) {
            fail(scenario + " failed (logs in " + nodes.logs().toAbsolutePath() + "):\n" + e + "\n" + nodes.tails(40), e);
            throw e;
        } finally {
            nodes.close();
        }
    }

}
