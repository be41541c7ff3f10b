package dev.brainstem.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ForkJoinPool;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

/**
 * The runtime's side of timed transitions, sleeping and time slicing, on a batch written as the
 * processor writes one ({@link Waiters}): sleeping equals polling, the parallel tick and the tick in
 * regions equal the sequential tick (the build runs chunks on batches of 64), slicing decides once per
 * {@code every * stride} ticks with the time since the last decision, a 0 delay armed at delivery fires
 * in that tick, a NaN delay is a failure, snapshots and resumes keep or arm timers, and a warm tick
 * allocates nothing. A machine that uses none of it keeps none of it.
 */
class TimedBatchTest {
    private static final ForkJoinPool POOL = new ForkJoinPool(4);
    private static final float DT = 1 / 60f;

    @AfterAll
    static void stop() {
        POOL.shutdown();
    }

    /** A batch of {@code n} waiters, each with its own patience and stun, scripted by {@code seed}. */
    private static Waiters waiters(boolean polling, int n, long seed) {
        Waiters batch = new Waiters(polling);
        Random random = new Random(seed);
        for (int id = 0; id < n; id++) {
            batch.add(id, Waiters.S.values()[random.nextInt(4)]);
        }
        for (int id = 0; id < n; id++) {
            batch.patience[id] = random.nextInt(10) == 0 ? 0f : 0.5f + 3f * random.nextFloat();
            batch.stun[id] = random.nextInt(10) == 0 ? 0f : random.nextFloat();
        }
        batch.wander = (id, ticks) -> mix(seed, id, ticks) % 7 == 0;
        batch.rest = (id, ticks) -> mix(seed + 1, id, ticks) % 5 == 0;
        return batch;
    }

    private static long mix(long seed, int id, long ticks) {
        long h = seed * 0x9E3779B97F4A7C15L + id * 0xC2B2AE3D27D4EB4FL + ticks * 0x165667B19E3779F9L;
        h ^= h >>> 29;
        return Math.floorMod(h * 0xBF58476D1CE4E5B9L >>> 7, 1_000_003L);
    }

    /** What the batch holds: each entity's state, time in state, counts; and what the listener heard. */
    private static String picture(Waiters batch, int n) {
        StringBuilder b = new StringBuilder();
        for (int id = 0; id < n; id++) {
            b.append(id).append(':').append(batch.stateOf(id)).append(' ').append(batch.timeInState(id)).append(' ')
                    .append(batch.patrols[id]).append(' ').append(batch.wanders[id]).append(' ')
                    .append(batch.wandered[id]).append('\n');
        }
        return b.toString();
    }

    private enum Run { SEQUENTIAL, PARALLEL, IN_REGIONS }

    private static void tick(Waiters batch, Run run, float dt) {
        switch (run) {
            case SEQUENTIAL -> batch.tick(dt);
            case PARALLEL -> batch.tick(dt, POOL);
            default -> batch.tickInRegions(dt);
        }
    }

    /** Runs {@code ticks} ticks with pokes, returning what it saw after each. */
    private static List<String> run(Waiters batch, Run run, int n, long seed, int ticks) {
        List<String> heard = new ArrayList<>();
        batch.setListener((h, from, to, event) -> heard.add(h + ":" + from + "->" + to + "/" + Events.name(event)));
        Random random = new Random(seed);
        List<String> seen = new ArrayList<>();
        for (int t = 0; t < ticks; t++) {
            for (int k = random.nextInt(4); k > 0; k--) {
                batch.send(random.nextInt(n), new Waiters.Poke());
            }
            if (random.nextInt(20) == 0) {
                batch.setStride(random.nextInt(n), 1 + random.nextInt(3));
            }
            tick(batch, run, random.nextInt(30) == 0 ? 0.7f : DT);
            seen.add(picture(batch, n) + heard);
            heard.clear();
        }
        return seen;
    }

    @Test
    void sleepingStatesEqualTheSameStatesPolledEveryTick() {
        for (long seed = 1; seed <= 3; seed++) {
            List<String> polled = run(waiters(true, 300, seed), Run.SEQUENTIAL, 300, seed, 400);
            List<String> slept = run(waiters(false, 300, seed), Run.SEQUENTIAL, 300, seed, 400);
            for (int t = 0; t < polled.size(); t++) {
                assertEquals(polled.get(t), slept.get(t), "seed " + seed + ", tick " + (t + 1));
            }
        }
    }

    @Test
    void theParallelTickAndTheTickInRegionsEqualTheSequentialTick() {
        int n = 3_000;
        List<String> sequential = run(waiters(false, n, 7), Run.SEQUENTIAL, n, 7, 200);
        for (Run other : new Run[] {Run.PARALLEL, Run.IN_REGIONS}) {
            List<String> seen = run(waiters(false, n, 7), other, n, 7, 200);
            for (int t = 0; t < sequential.size(); t++) {
                assertEquals(sequential.get(t), seen.get(t), other + ", tick " + (t + 1));
            }
        }
    }

    @Test
    void aSlicedStateDecidesOnceInEveryTimesStrideTicksWithTheTimeSinceItsLastDecision() {
        Waiters batch = new Waiters(false);
        for (int id = 0; id < 128; id++) {
            batch.add(id, Waiters.S.WANDER);
        }
        batch.setStride(5, 2);
        batch.setStride(6, 3);
        assertEquals(2, batch.strideOf(5));
        assertEquals(1, batch.strideOf(7));
        for (int t = 0; t < 48; t++) {
            batch.tick(0.125f);
        }
        assertEquals(48, batch.ticks());
        for (int id = 0; id < 128; id++) {
            int period = 4 * (id == 5 ? 2 : id == 6 ? 3 : 1);
            assertEquals(48 / period, batch.wanders[id], "id " + id);
            // Added before the first tick, at clock 0: the updates' dt sum to the clock of its last decision.
            int last = 48 - Math.floorMod(48 + id, period);
            assertEquals(last * 0.125f, batch.wandered[id], 1e-4f, "id " + id);
        }
        // The timer of a sliced state fires on time whatever the phase: 10 s after the entry.
        for (int t = 0; t < 32; t++) {
            batch.tick(0.125f);
        }
        for (int id = 0; id < 128; id++) {
            assertEquals(Waiters.S.IDLE, batch.stateOf(id), "id " + id);
            assertEquals(0f, batch.timeInState(id));
        }
    }

    @Test
    void anEntityEnteringASlicedStateDecidesFirstAtItsFirstPhaseTickAfterTheEntry() {
        Waiters batch = new Waiters(false);
        batch.add(3, Waiters.S.PATROL);
        batch.patience[3] = 1e9f;
        batch.transitionTo(3, Waiters.S.PATROL);
        batch.wander = (id, ticks) -> ticks == 5; // 5 + 3 = 8: an every = 4 phase tick of id 3
        for (int t = 0; t < 5; t++) {
            batch.tick(DT);
        }
        assertEquals(Waiters.S.WANDER, batch.stateOf(3));
        assertEquals(0, batch.wanders[3]);
        for (int t = 0; t < 3; t++) {
            batch.tick(DT);
        }
        assertEquals(0, batch.wanders[3], "not before its phase tick");
        batch.tick(DT); // tick 9: 9 + 3 = 12
        assertEquals(1, batch.wanders[3]);
        assertEquals(4 * DT, batch.wandered[3], 1e-6f);
    }

    @Test
    void anEntityAMessageSendsIntoASlicedStateOnItsPhaseTickWaitsForTheNext() {
        Waiters batch = new Waiters(false);
        batch.add(1, Waiters.S.STUNNED);
        batch.stun[1] = 1e9f;
        batch.transitionTo(1, Waiters.S.STUNNED);
        batch.add(2, Waiters.S.WANDER);
        for (int t = 0; t < 2; t++) {
            batch.tick(DT);
        }
        batch.send(1, new Waiters.Poke());
        batch.tick(DT); // tick 3: 3 + 1 = 4, a phase tick of id 1, and its entry tick
        assertEquals(Waiters.S.WANDER, batch.stateOf(1));
        assertEquals(0, batch.wanders[1]);
        assertEquals(1, batch.wanders[2], "tick 2: 2 + 2 = 4");
        for (int t = 0; t < 4; t++) {
            batch.tick(DT);
        }
        assertEquals(1, batch.wanders[1], "tick 7");
        assertEquals(4 * DT, batch.wandered[1], 1e-6f);
    }

    @Test
    void aZeroDelayArmedByAMessagesTransitionFiresInThatTick() {
        Waiters batch = new Waiters(false);
        batch.add(0, Waiters.S.IDLE);
        batch.stun[0] = 0f;
        List<String> heard = new ArrayList<>();
        batch.setListener((h, from, to, event) -> heard.add(from + "->" + to + "/" + Events.name(event)));
        batch.send(0, new Waiters.Poke());
        batch.tick(DT);
        assertEquals(List.of("IDLE->STUNNED/MESSAGE", "STUNNED->IDLE/AFTER"), heard);
        assertEquals(Waiters.S.IDLE, batch.stateOf(0));
    }

    @Test
    void aSleepingEntityWakesAtTheTickItsTimeInStateReachesTheDelay() {
        Waiters batch = new Waiters(false);
        batch.add(0, Waiters.S.IDLE);
        int tick = 0;
        while (batch.stateOf(0) == Waiters.S.IDLE) {
            batch.tick(DT);
            tick++;
        }
        Waiters clock = new Waiters(false);
        clock.add(0, Waiters.S.PATROL);
        clock.patience[0] = Float.POSITIVE_INFINITY;
        clock.transitionTo(0, Waiters.S.PATROL);
        for (int t = 1; t < tick; t++) {
            clock.tick(DT);
        }
        assertTrue(clock.timeInState(0) < 2.5f);
        clock.tick(DT);
        assertTrue(clock.timeInState(0) >= 2.5f);
        assertEquals(Waiters.S.PATROL, clock.stateOf(0), "+Infinity never fires");
    }

    @Test
    void aNaNDelayIsAFailureOfTheEntryAndSetsNoTimer() {
        Waiters batch = new Waiters(false);
        batch.add(0, Waiters.S.IDLE);
        batch.add(1, Waiters.S.IDLE);
        batch.patience[1] = Float.NaN;
        List<HandlerException> failures = new ArrayList<>();
        batch.setErrorHandler(failures::add);
        for (int t = 0; t < 200; t++) {
            batch.tick(DT);
        }
        assertEquals(1, failures.size());
        HandlerException failure = failures.get(0);
        assertEquals(1, failure.handle());
        assertEquals(Events.ENTER, failure.event());
        assertEquals("PATROL", failure.state());
        assertTrue(failure.getCause() instanceof IllegalArgumentException);
        assertTrue(failure.getCause().getMessage().contains("patience()"), failure.getCause().getMessage());
        assertTrue(failure.getCause().getMessage().contains("NaN"), failure.getCause().getMessage());
        assertEquals(Waiters.S.PATROL, batch.stateOf(1), "it waits for something else");
    }

    @Test
    void aRestoredSnapshotRunsOnExactlyAsTheBatchRanFromIt() {
        int n = 500;
        Waiters batch = waiters(false, n, 11);
        run(batch, Run.SEQUENTIAL, n, 11, 150);
        BatchSnapshot snapshot = batch.snapshot();
        int[] patrols = batch.patrols.clone();
        int[] wanders = batch.wanders.clone();
        float[] wandered = batch.wandered.clone();
        List<String> first = run(batch, Run.SEQUENTIAL, n, 12, 200);
        batch.restore(snapshot);
        System.arraycopy(patrols, 0, batch.patrols, 0, n);
        System.arraycopy(wanders, 0, batch.wanders, 0, n);
        System.arraycopy(wandered, 0, batch.wandered, 0, n);
        assertEquals(150, batch.ticks());
        List<String> again = run(batch, Run.SEQUENTIAL, n, 12, 200);
        assertEquals(first, again);
    }

    @Test
    void aResumeArmsTheTimerCountedFromNow() {
        Waiters batch = new Waiters(false);
        batch.resume(4, Waiters.S.IDLE);
        for (int t = 0; t < 149; t++) {
            batch.tick(DT);
        }
        assertEquals(Waiters.S.IDLE, batch.stateOf(4));
        batch.tick(DT);
        assertEquals(Waiters.S.PATROL, batch.stateOf(4));
    }

    @Test
    void stridesAreCheckedAndAMachineWithoutSlicedStatesRefusesThem() {
        Waiters batch = new Waiters(false);
        batch.add(0, Waiters.S.IDLE);
        IllegalArgumentException low = assertThrows(IllegalArgumentException.class, () -> batch.setStride(0, 0));
        assertTrue(low.getMessage().contains("setStride(id 0, 0)"), low.getMessage());
        assertThrows(IllegalArgumentException.class, () -> batch.setStride(0, 65_536));
        assertThrows(IllegalArgumentException.class, () -> batch.setStride(9, 2));
        batch.setStride(0, 65_535);
        assertEquals(65_535, batch.strideOf(0));
        batch.remove(0);
        batch.add(0, Waiters.S.IDLE);
        assertEquals(1, batch.strideOf(0), "a new entity has the default stride");
        Steppers plain = new Steppers();
        plain.add(0, Steppers.S.A);
        UnsupportedOperationException none = assertThrows(UnsupportedOperationException.class,
                () -> plain.setStride(0, 2));
        assertTrue(none.getMessage().contains("Steppers has no time-sliced state"), none.getMessage());
        assertThrows(UnsupportedOperationException.class, () -> plain.strideOf(0));
        batch.rest = (id, ticks) -> {
            assertThrows(IllegalStateException.class, () -> batch.setStride(id, 2));
            return false;
        };
        batch.add(1, Waiters.S.WANDER);
        for (int t = 0; t < 4; t++) {
            batch.tick(DT);
        }
        assertEquals(1, batch.wanders[1]);
    }

    @Test
    void aMachineWithoutTimersOrSlicesKeepsNoneOfTheirBooks() {
        Steppers plain = new Steppers();
        assertNull(plain.books().timers());
        assertNull(plain.books().slices());
        Waiters timed = new Waiters(false);
        assertTrue(timed.books().timers() != null && timed.books().slices() != null);
        assertTrue(timed.books().timers().has(Waiters.S.PATROL.ordinal()));
        assertFalse(timed.books().timers().waking(Waiters.S.PATROL.ordinal()), "it decides every tick");
        assertTrue(timed.books().timers().waking(Waiters.S.IDLE.ordinal()));
        assertTrue(timed.books().timers().waking(Waiters.S.WANDER.ordinal()));
    }

    @Test
    void aWarmTickAllocatesNothing() {
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        int n = 20_000;
        Waiters batch = waiters(false, n, 5);
        Random random = new Random(5);
        Waiters.Poke poke = new Waiters.Poke();
        // Warm: the wheel's buckets grow to their most during its first laps (8 s each), then stay.
        for (int t = 0; t < 2_400; t++) {
            batch.send(random.nextInt(n), poke);
            batch.tick(DT);
        }
        long least = Long.MAX_VALUE;
        for (int round = 0; round < 3; round++) {
            long start = threads.getCurrentThreadAllocatedBytes();
            for (int t = 0; t < 100; t++) {
                batch.send(random.nextInt(n), poke);
                batch.tick(DT);
            }
            least = Math.min(least, threads.getCurrentThreadAllocatedBytes() - start);
        }
        assertTrue(batch.count(Waiters.S.IDLE) > n / 2, "most sleep");
        assertTrue(batch.count(Waiters.S.WANDER) > 0 && batch.count(Waiters.S.PATROL) > 0);
        assertEquals(0, least, "bytes allocated by 100 warm ticks, the least of 3 rounds");
    }

    /** A probe that keeps the visits of each tick. */
    private static final class Visits implements BatchProbe {
        final List<int[]> ticks = new ArrayList<>();

        @Override
        public void transition(long handle, int from, int to, int event) {}

        @Override
        public void message(long handle, Object message, int outcome) {}

        @Override
        public void ticked(long nanos) {}

        @Override
        public void visited(int[] perState) {
            ticks.add(perState.clone());
        }
    }

    @Test
    void theProbeHearsHowManyEntitiesOfEachStateEachTickVisited() {
        Waiters batch = new Waiters(false);
        for (int id = 0; id < 8; id++) {
            batch.add(id, Waiters.S.WANDER);
        }
        batch.add(8, Waiters.S.IDLE);
        batch.add(9, Waiters.S.PATROL);
        batch.patience[9] = Float.POSITIVE_INFINITY;
        batch.transitionTo(9, Waiters.S.PATROL);
        Visits visits = new Visits();
        batch.setProbe(visits);
        for (int t = 0; t < 150; t++) {
            batch.tick(DT);
        }
        int[] wander = new int[8];
        for (int t = 0; t < 150; t++) {
            int[] v = visits.ticks.get(t);
            assertEquals(1, v[1], "PATROL decides every tick, tick " + (t + 1));
            assertEquals(t == 149 ? 1 : 0, v[0], "IDLE sleeps until its 2.5 s, tick " + (t + 1));
            assertEquals(2, v[2], "WANDER: 8 entities, every = 4");
        }
        assertEquals(Waiters.S.PATROL, batch.stateOf(8));
        for (int id = 0; id < 8; id++) {
            wander[id] = batch.wanders[id];
        }
        assertEquals(150 * 2, java.util.Arrays.stream(wander).sum(), "each visit of WANDER was a decision");
        batch.setProbe(null);
        batch.tick(DT);
        assertEquals(150, visits.ticks.size(), "no probe: nothing counted or told");
    }

    @Test
    void theParallelTickCountsTheSameVisits() {
        int n = 3_000;
        List<int[]> seen = new ArrayList<>();
        for (Run run : Run.values()) {
            Waiters batch = waiters(false, n, 21);
            Visits visits = new Visits();
            batch.setProbe(visits);
            Random random = new Random(21);
            for (int t = 0; t < 120; t++) {
                batch.send(random.nextInt(n), new Waiters.Poke());
                tick(batch, run, DT);
            }
            int[] sum = new int[4];
            for (int[] v : visits.ticks) {
                for (int s = 0; s < 4; s++) {
                    sum[s] += v[s];
                }
            }
            seen.add(sum);
        }
        assertEquals(java.util.Arrays.toString(seen.get(0)), java.util.Arrays.toString(seen.get(1)));
        assertEquals(java.util.Arrays.toString(seen.get(0)), java.util.Arrays.toString(seen.get(2)));
        assertTrue(seen.get(0)[0] < 120 * n / 10, "sleeping entities are not visited while they wait");
    }

    @Test
    void theDescriptionTellsTheTiming() {
        MachineInfo info = Waiters.description();
        assertTrue(info.timed());
        assertEquals(4, info.every("WANDER"));
        assertEquals(0, info.every("IDLE"));
        assertTrue(info.sleeps("IDLE"));
        assertFalse(info.sleeps("PATROL"));
        MachineInfo plain = new Steppers().info();
        assertFalse(plain.timed());
        assertEquals(0, plain.every("A"));
        assertFalse(plain.sleeps("A"));
        assertThrows(IllegalArgumentException.class, () -> info.every("NOPE"));
        long timed = info.edges().stream().filter(e -> e.event() == Events.AFTER).count();
        assertEquals(4, timed);
        assertEquals("IDLE -> PATROL (after 2.5s)", info.edges().stream()
                .filter(e -> e.event() == Events.AFTER).findFirst().get().toString());
        assertEquals("AFTER", Events.name(Events.AFTER));
        assertTrue(info.withStacks(new String[0], null).timed(), "a copy keeps the timing");
        assertEquals(4, info.withStacks(new String[0], null).every("WANDER"));
    }
}
