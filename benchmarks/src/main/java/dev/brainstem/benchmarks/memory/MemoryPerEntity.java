package dev.brainstem.benchmarks.memory;

import static dev.brainstem.benchmarks.Workload.DT;

import dev.brainstem.benchmarks.Workload;
import dev.brainstem.benchmarks.brainstem.BrainstemGuard;
import dev.brainstem.benchmarks.brainstem.BrainstemGuardBatch;
import dev.brainstem.benchmarks.brainstem.BrainstemGuards;
import dev.brainstem.benchmarks.brainstem.BrainstemGuardsBatch;
import java.io.IOException;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.lang.ref.Reference;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The heap a batch keeps per entity, beyond the entities themselves: the design's target is at most 32 bytes,
 * at 4 and at 1000 states, after any sequence of transitions.
 *
 * <p>For each machine (the 4-state guard on the churn workload, {@link WideState}'s 1000 states) and mode
 * (object, id): make the entities (object mode: a plain array of the entity objects; id mode: the system and
 * its arrays) and measure the used heap; add every entity to a batch and tick it {@code ticks} times (the
 * guard's churn moves half the entities each tick, the wide machine's die one in eight to a random state of
 * 1000) and measure again: the difference over the entity count is the batch's bytes per entity. The wide
 * machine then herds every entity through five states in turn (all in one state, then all in the next: the
 * worst case for per-state storage that grows and never shrinks), ticks {@code ticks} more times at random,
 * and is measured a third time. Each measurement is the used heap ({@link MemoryMXBean}) after repeated
 * {@code System.gc()}, once it stops changing. A small run of each kind before measuring loads the classes
 * and their static data, which would otherwise count.
 *
 * <p>Usage: {@code MemoryPerEntity [--entities N] [--ticks T] [--out FILE]}; defaults 1,000,000 and 600. Prints
 * a table; {@code --out} also writes it tab-separated for the benchmark report (states, mode, entities, batch
 * bytes per entity after the random ticks, after herding too (NaN for the guard), entity bytes per entity).
 */
public final class MemoryPerEntity {
    /** The states the wide machine's entities are herded through. */
    static final int[] HERDS = {1, 250, 500, 750, 999};

    /** One line of the result. */
    public record Row(int states, String mode, int entities, double random, double herded, double entity) {
        /** The worst of the two measurements. */
        public double worst() {
            return Double.isNaN(herded) ? random : Math.max(random, herded);
        }
    }

    /** A batch being measured: one tick, and herding (ordinal, or -1 to let the die decide again). */
    interface Run {
        void tick();

        default void herd(int ordinal) {
            throw new UnsupportedOperationException();
        }
    }

    /** How to make the entities of one machine and mode, and a batch of them. */
    interface Kind {
        int states();

        String mode();

        Object entities(int n);

        Run batch(Object entities);
    }

    private MemoryPerEntity() {
    }

    public static void main(String[] args) throws IOException {
        int entities = 1_000_000, ticks = 600;
        String out = null;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--entities" -> entities = Integer.parseInt(args[++i]);
                case "--ticks" -> ticks = Integer.parseInt(args[++i]);
                case "--out" -> out = args[++i];
                default -> {
                    System.err.println("usage: MemoryPerEntity [--entities N] [--ticks T] [--out FILE]");
                    System.exit(2);
                }
            }
        }
        List<Row> rows = measureAll(entities, ticks);
        print(rows, System.out);
        if (out != null) {
            Files.writeString(Paths.get(out), tsv(rows), StandardCharsets.UTF_8);
        }
    }

    /** Every machine and mode, {@code entities} each. */
    public static List<Row> measureAll(int entities, int ticks) {
        List<Row> rows = new ArrayList<>();
        for (Kind kind : kinds()) {
            rows.add(measure(kind, entities, ticks));
        }
        return rows;
    }

    static List<Kind> kinds() {
        return List.of(guard(false), guard(true), wide(false), wide(true));
    }

    static Row measure(Kind kind, int n, int ticks) {
        // Load the classes and their static data (the machine's description, its states) and warm the JIT.
        sequence(kind, kind.batch(kind.entities(Math.min(n, 4096))), Math.min(ticks, 50));
        long before = usedAfterGc();
        Object entities = kind.entities(n);
        long withEntities = usedAfterGc();
        Run run = kind.batch(entities);
        for (int t = 0; t < ticks; t++) {
            run.tick();
        }
        long random = usedAfterGc();
        double herded = Double.NaN;
        if (kind.states() > 4) {
            sequence(kind, run, ticks);
            herded = (double) (usedAfterGc() - withEntities) / n;
        }
        Reference.reachabilityFence(run);
        Reference.reachabilityFence(entities);
        return new Row(kind.states(), kind.mode(), n, (double) (random - withEntities) / n, herded,
                (double) (withEntities - before) / n);
    }

    /** The wide machine's herding, then {@code ticks} random ticks; the guard's {@code ticks} ticks. */
    private static void sequence(Kind kind, Run run, int ticks) {
        if (kind.states() > 4) {
            for (int state : HERDS) {
                run.herd(state);
                run.tick();
            }
            run.herd(-1);
        }
        for (int t = 0; t < ticks; t++) {
            run.tick();
        }
    }

    /** The used heap once repeated full collections stop changing it (at most 20 of them). */
    static long usedAfterGc() {
        MemoryMXBean memory = ManagementFactory.getMemoryMXBean();
        long last = Long.MAX_VALUE;
        for (int i = 0; i < 20; i++) {
            System.gc();
            long used = memory.getHeapMemoryUsage().getUsed();
            if (i >= 2 && Math.abs(used - last) <= 1024) {
                return used;
            }
            last = used;
        }
        return last;
    }

    /** The 4-state guard on the churn workload (half the entities change state each tick). */
    static Kind guard(boolean idMode) {
        return new Kind() {
            @Override
            public int states() {
                return 4;
            }

            @Override
            public String mode() {
                return idMode ? "id" : "object";
            }

            @Override
            public Object entities(int n) {
                if (idMode) {
                    return new BrainstemGuards(Workload.CHURN, n);
                }
                BrainstemGuard.tune(Workload.CHURN);
                BrainstemGuard[] guards = new BrainstemGuard[n];
                for (int id = 0; id < n; id++) {
                    guards[id] = new BrainstemGuard(id);
                }
                return guards;
            }

            @Override
            public Run batch(Object entities) {
                if (idMode) {
                    BrainstemGuards system = (BrainstemGuards) entities;
                    BrainstemGuardsBatch batch = new BrainstemGuardsBatch(system);
                    int n = system.entities();
                    for (int id = 0; id < n; id++) {
                        batch.add(id);
                    }
                    return () -> batch.tick(DT);
                }
                BrainstemGuardBatch batch = new BrainstemGuardBatch();
                for (BrainstemGuard g : (BrainstemGuard[]) entities) {
                    batch.add(g);
                }
                return () -> batch.tick(DT);
            }
        };
    }

    /** The 1000-state machine. */
    static Kind wide(boolean idMode) {
        return new Kind() {
            @Override
            public int states() {
                return WideState.values().length;
            }

            @Override
            public String mode() {
                return idMode ? "id" : "object";
            }

            @Override
            public Object entities(int n) {
                if (idMode) {
                    int[] seeds = new int[n];
                    for (int id = 0; id < n; id++) {
                        seeds[id] = Workload.seed(id);
                    }
                    return new Wides(seeds);
                }
                Wide[] wides = new Wide[n];
                for (int id = 0; id < n; id++) {
                    wides[id] = new Wide(Workload.seed(id));
                }
                return wides;
            }

            @Override
            public Run batch(Object entities) {
                if (idMode) {
                    Wides system = (Wides) entities;
                    WidesBatch batch = new WidesBatch(system);
                    for (int id = 0; id < system.rng.length; id++) {
                        batch.add(id);
                    }
                    return new Run() {
                        @Override
                        public void tick() {
                            batch.tick(DT);
                        }

                        @Override
                        public void herd(int ordinal) {
                            system.herd = ordinal;
                        }
                    };
                }
                WideBatch batch = new WideBatch();
                for (Wide w : (Wide[]) entities) {
                    batch.add(w);
                }
                return new Run() {
                    @Override
                    public void tick() {
                        batch.tick(DT);
                    }

                    @Override
                    public void herd(int ordinal) {
                        Wide.herd = ordinal;
                    }
                };
            }
        };
    }

    static void print(List<Row> rows, PrintStream out) {
        out.println("Bytes per entity a batch keeps beyond the entities (target: at most 32)");
        out.printf(Locale.ROOT, "%-7s %-7s %10s %14s %14s %14s%n", "states", "mode", "entities", "after ticks",
                "after herding", "entity itself");
        for (Row r : rows) {
            out.printf(Locale.ROOT, "%-7d %-7s %,10d %14.1f %14s %14.1f%n", r.states(), r.mode(), r.entities(),
                    r.random(), Double.isNaN(r.herded()) ? "-" : String.format(Locale.ROOT, "%.1f", r.herded()),
                    r.entity());
        }
    }

    static String tsv(List<Row> rows) {
        StringBuilder s = new StringBuilder("# states\tmode\tentities\tbatch bytes per entity after random ticks"
                + "\tafter herding too\tentity bytes per entity\n");
        for (Row r : rows) {
            s.append(r.states()).append('\t').append(r.mode()).append('\t').append(r.entities()).append('\t')
                    .append(r.random()).append('\t').append(r.herded()).append('\t').append(r.entity()).append('\n');
        }
        return s.toString();
    }
}
