package dev.brainstem.samples.snapshot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brainstem.runtime.AbstractBatch;
import dev.brainstem.runtime.BatchSnapshot;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ForkJoinPool;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

/**
 * The snapshot property: for random machines (random odds of moving and of messaging, random seeds,
 * populations and entry states, on an object-mode, an id-mode and a 70-state machine) and random
 * sequences of ticks, sends, broadcasts, adds, resumes, removes and transitions (on machines with a
 * group, a guard and an interrupt, so that entities have stacks): snapshot, run k steps,
 * restore, run the same k steps, and everything observed is the same: every listener call, and after
 * every step the size, the counts, the dropped messages and each handle's presence, state, previous
 * state and time in state; the steps' refusals; the batch at the end ({@link BatchSnapshot#matches}:
 * slots, handles, states, times, free slots, waiting messages). Each replay runs sequentially and on a
 * pool (the surefire configuration lets batches of 64 entities tick in parallel), and the snapshot is
 * restored more than once.
 */
class SnapshotPropertiesTest {
    private static final ForkJoinPool POOL = new ForkJoinPool(4);
    private static final int TRIALS = 40;
    private static final float[] DTS = {0.05f, 0.1f, 0.25f};
    private static final float[] DELAYS = {0f, 0.1f, 0.3f};

    @AfterAll
    static void stop() {
        POOL.shutdown();
    }

    /** One machine under test: how to add, resume and read the time, over a generated batch. */
    abstract static class Bench<S extends Enum<S>> {
        final AbstractBatch<S> batch;
        final S[] states;
        final S[] startable;
        final boolean messages;
        final List<String> log = new ArrayList<>();
        List<Long> issued = new ArrayList<>();

        Bench(AbstractBatch<S> batch, S[] states, S[] startable, boolean messages) {
            this.batch = batch;
            this.states = states;
            this.startable = startable;
            this.messages = messages;
            batch.setListener((h, from, to, event) -> log.add("moved " + h + " " + from + "->" + to + " " + event));
        }

        /** Adds (or resumes) the entity of {@code key} in {@code state}; returns its handle. */
        abstract long add(int key, S state, boolean resume, int friendPick);

        abstract float time(long handle);

        long pick(int n) {
            return issued.isEmpty() ? 0 : issued.get(Math.floorMod(n, issued.size()));
        }

        String dump() {
            StringBuilder b = new StringBuilder().append(batch.size()).append(' ').append(batch.droppedMessages());
            for (S s : states) {
                b.append(' ').append(batch.count(s));
            }
            for (long h : issued) {
                b.append(" | ").append(h);
                if (batch.contains(h)) {
                    List<S> stack = batch.stackOf(h);
                    if (!stack.isEmpty()) {
                        stacked++;
                    }
                    b.append(' ').append(batch.stateOf(h)).append(' ').append(batch.previousOf(h)).append(' ')
                            .append(Float.floatToIntBits(time(h))).append(' ').append(stack);
                }
            }
            return b.toString();
        }
    }

    static final class RollerBench extends Bench<Pose> {
        final RollerBatch rollers;
        final Roller[] pool;

        RollerBench(RollerBatch batch, Random random, int moveOdds, int pokeOdds) {
            super(batch, Pose.values(), new Pose[] {Pose.IDLE, Pose.FALL}, true);
            this.rollers = batch;
            pool = new Roller[400];
            for (int k = 0; k < pool.length; k++) {
                pool[k] = new Roller(random.nextInt(), moveOdds, pokeOdds);
                pool[k].batch = batch;
            }
        }

        @Override
        long add(int key, Pose state, boolean resume, int friendPick) {
            Roller roller = pool[key % pool.length];
            long handle = resume ? rollers.resume(roller, state) : rollers.add(roller, state);
            // Only once it is in: a refused add changes nothing of the game's data.
            roller.friend = pick(friendPick);
            return handle;
        }

        @Override
        float time(long handle) {
            return rollers.timeInState(handle);
        }
    }

    static final class RollersBench extends Bench<Pose> {
        final RollersBatch rollers;

        RollersBench(Random random, int moveOdds, int pokeOdds) {
            this(new int[400], new int[400], random, moveOdds, pokeOdds);
        }

        private RollersBench(int[] seeds, int[] friends, Random random, int moveOdds, int pokeOdds) {
            this(new RollersBatch(new Rollers(seeds, friends, moveOdds, pokeOdds)));
            for (int k = 0; k < seeds.length; k++) {
                seeds[k] = random.nextInt();
                friends[k] = random.nextInt(seeds.length);
            }
            rollers.system().batch = rollers;
        }

        private RollersBench(RollersBatch batch) {
            super(batch, Pose.values(), new Pose[] {Pose.IDLE, Pose.FALL}, true);
            this.rollers = batch;
        }

        @Override
        long add(int key, Pose state, boolean resume, int friendPick) {
            int id = key % 400;
            return resume ? rollers.resume(id, state) : rollers.add(id, state);
        }

        @Override
        float time(long handle) {
            return rollers.timeInState(handle);
        }
    }

    static final class CrowdBench extends Bench<Crowd.Spot> {
        final CrowdBatch crowd;
        final Crowd[] pool;

        CrowdBench(CrowdBatch batch, Random random) {
            super(batch, Crowd.Spot.values(), new Crowd.Spot[] {Crowd.Spot.S0, Crowd.Spot.S0}, false);
            this.crowd = batch;
            pool = new Crowd[400];
            for (int k = 0; k < pool.length; k++) {
                pool[k] = new Crowd(random.nextInt());
            }
        }

        @Override
        long add(int key, Crowd.Spot state, boolean resume, int friendPick) {
            Crowd c = pool[key % pool.length];
            return resume ? crowd.resume(c, state) : crowd.add(c, state);
        }

        @Override
        float time(long handle) {
            return crowd.timeInState(handle);
        }
    }

    /** A step: what, and its random arguments. */
    record Step(int kind, int a, int b, int c) {}

    private static List<Step> steps(Random random, int count) {
        List<Step> steps = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            int roll = random.nextInt(100);
            int kind = roll < 40 ? 0 : roll < 58 ? 1 : roll < 62 ? 2 : roll < 72 ? 3 : roll < 77 ? 4 : roll < 87 ? 5 : 6;
            steps.add(new Step(kind, random.nextInt(1 << 20), random.nextInt(1 << 20), random.nextInt(1 << 20)));
        }
        return steps;
    }

    /** Runs {@code steps}, logging each step's refusal and the state of the batch after it. */
    private static <S extends Enum<S>> List<String> run(Bench<S> bench, List<Step> steps, boolean parallel) {
        bench.log.clear();
        for (Step step : steps) {
            try {
                apply(bench, step, parallel);
            } catch (RuntimeException refused) {
                bench.log.add("refused " + refused.getClass().getSimpleName() + ": " + refused.getMessage());
            }
            bench.log.add(bench.dump());
        }
        return new ArrayList<>(bench.log);
    }

    private static <S extends Enum<S>> void apply(Bench<S> bench, Step step, boolean parallel) {
        AbstractBatch<S> batch = bench.batch;
        switch (step.kind()) {
            case 0 -> {
                float dt = DTS[step.a() % DTS.length];
                if (parallel) {
                    batch.tick(dt, POOL);
                } else {
                    batch.tick(dt);
                }
            }
            case 1 -> {
                if (bench.messages && !bench.issued.isEmpty()) {
                    batch.send(bench.pick(step.a()), new Poke(step.b()), DELAYS[step.c() % DELAYS.length]);
                }
            }
            case 2 -> {
                if (bench.messages) {
                    batch.broadcast(new Poke(step.b()), DELAYS[step.c() % DELAYS.length]);
                }
            }
            case 3 -> bench.issued.add(bench.add(step.a(), bench.startable[step.b() % 2], false, step.c()));
            case 4 -> bench.issued.add(bench.add(step.a(), bench.states[step.b() % bench.states.length], true,
                    step.c()));
            case 5 -> batch.remove(bench.pick(step.a()));
            default -> batch.transitionTo(bench.pick(step.a()), bench.startable[step.b() % 2]);
        }
    }

    private static <S extends Enum<S>> void property(Bench<S> bench, Random random) {
        int population = 50 + random.nextInt(200);
        for (int k = 0; k < population; k++) {
            bench.issued.add(bench.add(k, bench.startable[random.nextInt(2)], false, random.nextInt(1000)));
        }
        run(bench, steps(random, 5), false);
        BatchSnapshot scratch = random.nextBoolean() ? bench.batch.snapshot() : null;
        run(bench, steps(random, random.nextInt(40)), random.nextBoolean());

        List<Long> issuedThen = new ArrayList<>(bench.issued);
        String then = bench.dump();
        BatchSnapshot snapshot = bench.batch.snapshot(scratch);
        if (scratch != null) {
            assertSame(scratch, snapshot, "snapshot(into) writes over into");
        }
        assertEquals(bench.batch.size(), snapshot.size());

        List<Step> steps = steps(random, 1 + random.nextInt(60));
        boolean firstParallel = random.nextBoolean();
        List<String> first = run(bench, steps, firstParallel);
        BatchSnapshot end = bench.batch.snapshot();
        for (boolean parallel : new boolean[] {!firstParallel, firstParallel}) {
            bench.batch.restore(snapshot);
            bench.issued = new ArrayList<>(issuedThen);
            assertEquals(then, bench.dump(), "restored as snapshot");
            List<String> again = run(bench, steps, parallel);
            assertSameLines(first, again, "the replay after restore (parallel " + parallel + ")");
            assertTrue(end.matches(bench.batch.snapshot()), "the batch at the end of the replay");
        }
        moves += first.stream().filter(line -> line.startsWith("moved")).count();
    }

    private static void assertSameLines(List<String> expected, List<String> actual, String what) {
        for (int i = 0; i < Math.min(expected.size(), actual.size()); i++) {
            if (!expected.get(i).equals(actual.get(i))) {
                throw new AssertionError(what + ": line " + i + " differs:\n  was " + shorten(expected.get(i))
                        + "\n  now " + shorten(actual.get(i)));
            }
        }
        assertEquals(expected.size(), actual.size(), what + ": lines");
    }

    private static String shorten(String line) {
        return line.length() <= 400 ? line : line.substring(0, 400) + "...";
    }

    private static long moves;
    /** How many times a dump found an entity with states on its stack. */
    static long stacked;

    @Test
    void objectModeReplaysExactlyAfterRestore() {
        moves = 0;
        stacked = 0;
        for (int trial = 0; trial < TRIALS; trial++) {
            Random random = new Random(1000 + trial);
            property(new RollerBench(new RollerBatch(), random, 5 + random.nextInt(40), random.nextInt(30)), random);
        }
        assertTrue(moves > 0, "something moved");
        assertTrue(stacked > 0, "some entity had a stack");
    }

    @Test
    void idModeReplaysExactlyAfterRestore() {
        moves = 0;
        stacked = 0;
        for (int trial = 0; trial < TRIALS; trial++) {
            Random random = new Random(2000 + trial);
            property(new RollersBench(random, 5 + random.nextInt(40), random.nextInt(30)), random);
        }
        assertTrue(moves > 0, "something moved");
        assertTrue(stacked > 0, "some entity had a stack");
    }

    @Test
    void aMachineOfManyStatesReplaysExactlyAfterRestore() {
        moves = 0;
        for (int trial = 0; trial < TRIALS / 2; trial++) {
            Random random = new Random(3000 + trial);
            property(new CrowdBench(new CrowdBatch(), random), random);
        }
        assertTrue(moves > 0, "something moved");
    }
}
