package dev.brainstem.samples.monsters;

import java.io.PrintStream;
import java.util.EnumMap;
import java.util.Map;
import java.util.concurrent.ForkJoinPool;

/**
 * The data-oriented engine's case at scale: a million monsters ticked through the generated batch
 * runners, in id mode ({@link MonstersBatch} over the arrays of {@link Monsters}) and in object mode
 * ({@link MonsterBatch} over {@link Monster} objects), each sequentially and in parallel, timing every
 * run and checking that the parallel runs end exactly where the sequential ones do.
 */
public final class MonsterRun {
    /** The time step: a 60 Hz game. */
    public static final float DT = 1f / 60;
    /** The seed of every monster's die. */
    public static final long SEED = 20_24L;

    /** What one run measured. */
    public record Timing(String mode, boolean parallel, double nsPerUpdate, Map<MonsterState, Integer> counts) {}

    /** What {@link #run} measured, and whether the runs agreed. */
    public record Report(Timing idSequential, Timing idParallel, Timing objectSequential, Timing objectParallel,
            boolean idAgrees, boolean objectAgrees, boolean modesAgree) {}

    private final PrintStream out;
    private final int entities, ticks, warmup;
    private final ForkJoinPool pool;

    private MonsterRun(PrintStream out, int entities, int ticks, ForkJoinPool pool) {
        this.out = out;
        this.entities = entities;
        this.ticks = ticks;
        this.warmup = Math.min(60, Math.max(1, ticks / 5));
        this.pool = pool;
    }

    /**
     * Runs {@code entities} monsters for {@code ticks} measured ticks (after a short warm-up) in each of the
     * four ways, printing progress, per-state counts and ns per entity-update to {@code out}.
     */
    public static Report run(PrintStream out, int entities, int ticks) {
        if (entities < 1 || ticks < 1) {
            throw new IllegalArgumentException("need at least one monster and one tick");
        }
        int threads = Runtime.getRuntime().availableProcessors();
        ForkJoinPool pool = new ForkJoinPool(threads);
        try {
            out.printf("monsters: %,d entities, %,d ticks of 1/60 s (after %d warm-up ticks), parallel on %d threads%n",
                    entities, ticks, Math.min(60, Math.max(1, ticks / 5)), threads);
            return new MonsterRun(out, entities, ticks, pool).all();
        } finally {
            pool.shutdown();
        }
    }

    private Report all() {
        Monsters idSeqSystem = new Monsters(entities, SEED);
        MonstersBatch idSeq = idBatch(idSeqSystem);
        Timing a = time("id mode", idSeq, null);
        Monsters idParSystem = new Monsters(entities, SEED);
        MonstersBatch idPar = idBatch(idParSystem);
        Timing b = time("id mode", idPar, pool);
        boolean idAgrees = java.util.Arrays.equals(idSeqSystem.x, idParSystem.x)
                && java.util.Arrays.equals(idSeqSystem.die, idParSystem.die) && sameStates(idSeq, idPar);
        idPar = null;
        idParSystem = null;

        long[] seqHandles = new long[entities];
        MonsterBatch objSeq = objectBatch(seqHandles);
        Timing c = time("object mode", objSeq, null);
        long[] parHandles = new long[entities];
        MonsterBatch objPar = objectBatch(parHandles);
        Timing d = time("object mode", objPar, pool);
        boolean objectAgrees = true;
        boolean modesAgree = true;
        for (int id = 0; id < entities; id++) {
            Monster s = objSeq.entity(seqHandles[id]), p = objPar.entity(parHandles[id]);
            MonsterState state = objSeq.stateOf(seqHandles[id]);
            objectAgrees &= s.x == p.x && s.die == p.die && state == objPar.stateOf(parHandles[id]);
            modesAgree &= s.x == idSeqSystem.x[id] && state == idSeq.stateOf(id);
        }
        out.printf("parallel runs equal sequential ones: id mode %s, object mode %s; id and object mode agree: %s%n",
                yes(idAgrees), yes(objectAgrees), yes(modesAgree));
        return new Report(a, b, c, d, idAgrees, objectAgrees, modesAgree);
    }

    private static String yes(boolean b) {
        return b ? "yes" : "NO";
    }

    /** An id-mode batch of {@code entities} monsters, as the run's. */
    public static MonstersBatch idBatch(int entities) {
        MonstersBatch batch = new MonstersBatch(new Monsters(entities, SEED));
        for (int id = 0; id < entities; id++) {
            batch.add(id);
        }
        return batch;
    }

    private MonstersBatch idBatch(Monsters system) {
        MonstersBatch batch = new MonstersBatch(system);
        for (int id = 0; id < entities; id++) {
            batch.add(id);
        }
        return batch;
    }

    private MonsterBatch objectBatch(long[] handles) {
        MonsterBatch batch = new MonsterBatch();
        for (int id = 0; id < entities; id++) {
            handles[id] = batch.add(new Monster(SEED, id));
        }
        return batch;
    }

    private static boolean sameStates(MonstersBatch a, MonstersBatch b) {
        for (int id = 0; id < a.size(); id++) {
            if (a.stateOf(id) != b.stateOf(id) || a.previousOf(id) != b.previousOf(id)) {
                return false;
            }
        }
        return true;
    }

    /** Warms up, then times {@code ticks} ticks of {@code batch}, drawing a progress bar as it goes. */
    private Timing time(String mode, dev.brainstem.runtime.AbstractBatch<MonsterState> batch, ForkJoinPool on) {
        Runnable tick = on == null ? () -> batch.tick(DT) : () -> batch.tick(DT, on);
        for (int i = 0; i < warmup; i++) {
            tick.run();
        }
        out.printf("  %-12s %-11s [", mode, on == null ? "sequential" : "parallel");
        out.flush();
        int drawn = 0;
        long elapsed = 0;
        for (int i = 1; i <= ticks; i++) {
            long start = System.nanoTime();
            tick.run();
            elapsed += System.nanoTime() - start;
            for (int bar = i * 20 / ticks; drawn < bar; drawn++) {
                out.print('#');
                out.flush();
            }
        }
        double ns = (double) elapsed / ((double) ticks * entities);
        Map<MonsterState, Integer> counts = new EnumMap<>(MonsterState.class);
        StringBuilder line = new StringBuilder();
        for (MonsterState s : MonsterState.values()) {
            counts.put(s, batch.count(s));
            line.append(String.format("  %s %,d", s, batch.count(s)));
        }
        out.printf("] %6.2f ns per entity-update%n", ns);
        out.println("              " + line.toString().trim().replace("  ", " | "));
        return new Timing(mode, on != null, ns, counts);
    }
}
