package dev.brainstem.cluster;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * The figures of docs/cluster.md (not run by CI): the same world on one thread without Pekko, on a cluster of
 * one node and on three nodes (child JVMs on 127.0.0.1, as the test runs them, but with the full JIT), and on
 * three nodes with one killed midway. For each: creatures handed off per second of the run, and the time of
 * one zone's tick (the median over zones of each zone's median and 95th percentile).
 *
 * <p>{@code java -cp CLASSPATH dev.brainstem.cluster.ClusterFigures [--creatures 12000 --ticks 960 ...]}, with
 * the module's classes and dependencies on {@code java.class.path} (the nodes are started on it): the
 * commands are in docs/cluster.md, "Figures".
 */
public final class ClusterFigures {
    private ClusterFigures() {
    }

    public static void main(String[] args) throws Exception {
        Map<String, String> options = ClusterNode.options(args);
        options.putIfAbsent("creatures", "12000");
        options.putIfAbsent("ticks", "960");
        WorldSpec spec = ClusterNode.spec(options);
        System.out.printf("world: %dx%d zones of %.0f units, %d creatures, %d ticks of %s s, checkpoints every %d ticks%n",
                spec.cols(), spec.rows(), spec.zoneSize(), spec.creatures(), spec.ticks(), WorldSpec.DT,
                spec.checkpointEvery());
        System.out.printf("%-28s %12s %12s %16s %16s%n", "run", "seconds", "handed off", "handoffs/s",
                "zone tick us (median, p95)");
        local(spec);
        Path work = Files.createTempDirectory("brainstem-cluster-figures");
        cluster(spec, options, work, "cluster, 1 node", 1, false);
        cluster(spec, options, work, "cluster, 3 nodes", 3, false);
        cluster(spec, options, work, "cluster, 3 nodes, 1 killed", 3, true);
    }

    private static void local(WorldSpec spec) {
        LocalWorld warm = new LocalWorld(spec);
        warm.run();
        LocalWorld world = new LocalWorld(spec);
        long start = System.nanoTime();
        world.run();
        double seconds = (System.nanoTime() - start) / 1e9;
        long[] times = world.tickNanos();
        long[] medians = new long[spec.zones()];
        long[] p95s = new long[spec.zones()];
        for (int z = 0; z < spec.zones(); z++) {
            long[] zone = new long[spec.ticks()];
            for (int n = 0; n < spec.ticks(); n++) {
                zone[n] = times[n * spec.zones() + z];
            }
            Arrays.sort(zone);
            medians[z] = zone[zone.length / 2];
            p95s[z] = zone[Math.min(zone.length - 1, zone.length * 95 / 100)];
        }
        row("one thread, no Pekko", seconds, world.handedOff(), medians, p95s);
    }

    private static void cluster(WorldSpec spec, Map<String, String> options, Path work, String name, int count,
            boolean kill) throws IOException, InterruptedException {
        Path dir = Files.createTempDirectory(work, "run");
        Path results = dir.resolve("results.txt");
        List<String> args = new ArrayList<>(List.of("--nodes", Integer.toString(count), "--store",
                dir.resolve("saves").toString(), "--results", results.toString()));
        for (String o : List.of("cols", "rows", "zone", "creatures", "world-seed", "ticks", "every")) {
            if (options.containsKey(o)) {
                args.add("--" + o);
                args.add(options.get(o));
            }
        }
        try (Nodes nodes = new Nodes(dir.resolve("logs"), List.of("-Xmx512m", "-XX:+UseSerialGC"), args)) {
            Nodes.Node first = nodes.start("node1", 0);
            int port = Integer.parseInt(first.await(l -> l.startsWith("PORT "), Duration.ofSeconds(60)).substring(5));
            Nodes.Node last = first;
            for (int i = 2; i <= count; i++) {
                last = nodes.start("node" + i, port);
            }
            if (kill) {
                int half = spec.ticks() / 2 / spec.checkpointEvery() * spec.checkpointEvery();
                first.await(l -> l.startsWith("COMMITTED ") && Integer.parseInt(l.substring(10)) >= half,
                        Duration.ofMinutes(5));
                last.kill();
            }
            first.await(l -> l.startsWith("FINISHED "), Duration.ofMinutes(10));
        }
        List<String> lines = Files.readAllLines(results, StandardCharsets.UTF_8);
        row(name, Double.parseDouble(value(lines, "seconds")), Long.parseLong(value(lines, "handedOff")),
                numbers(value(lines, "tickMedianNanos")), numbers(value(lines, "tickP95Nanos")));
    }

    private static String value(List<String> lines, String name) {
        return lines.stream().filter(l -> l.startsWith(name + " ")).findFirst().orElseThrow().substring(name.length() + 1);
    }

    private static long[] numbers(String csv) {
        return Arrays.stream(csv.split(",")).mapToLong(Long::parseLong).toArray();
    }

    private static void row(String name, double seconds, long handedOff, long[] medians, long[] p95s) {
        long[] m = medians.clone();
        long[] p = p95s.clone();
        Arrays.sort(m);
        Arrays.sort(p);
        System.out.printf("%-28s %12.2f %12d %16.0f %9.0f, %6.0f%n", name, seconds, handedOff, handedOff / seconds,
                m[m.length / 2] / 1e3, p[p.length / 2] / 1e3);
    }
}
