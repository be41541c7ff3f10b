package dev.brainstem.samples.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.brainstem.runtime.BatchProbe;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ForkJoinPool;
import org.junit.jupiter.api.Test;

/**
 * Issue 43's work per tick, counted: the handler calls of {@link Dozer} and the batch's visits as
 * {@code BatchProbe.visited} reports them. A sleeping entity is visited 0 times until its timer is due
 * and once when it is; an {@code every = 4} entity decides exactly once in 4 ticks, at its phase
 * {@code (ticks + turn) % 4 == 0} (the turn: the id below 65,536, its run of 1,024 above), and with stride 2
 * once in 8; an entity that enters the sliced state first
 * decides at its first phase tick after the entry, never in the entry tick. Sequential, parallel and
 * region ticks alike.
 */
class VisitsPerTickTest {
    private static final ForkJoinPool POOL = new ForkJoinPool(2);

    private final Dozer dozer = new Dozer();
    private final DozerBatch batch = new DozerBatch(dozer);
    /** Per tick: the visits per state (NAP, ROAM) the probe was told of. */
    private final List<int[]> visits = new ArrayList<>();

    VisitsPerTickTest() {
        batch.setProbe(new BatchProbe() {
            @Override
            public void transition(long handle, int from, int to, int event) {}

            @Override
            public void message(long handle, Object message, int outcome) {}

            @Override
            public void ticked(long nanos) {}

            @Override
            public void visited(int[] perState) {
                visits.add(perState.clone());
            }
        });
    }

    /** Tick {@code t} of a run, sequential, parallel or in regions by turns (they must not differ). */
    private void tick(float dt) {
        switch ((int) (batch.ticks() % 3)) {
            case 0 -> batch.tick(dt);
            case 1 -> batch.tick(dt, POOL);
            default -> batch.tickInRegions(dt);
        }
    }

    private int[] lastVisits() {
        return visits.get(visits.size() - 1);
    }

    @Test
    void aSleeperIsVisitedNoTimeUntilItsTimerIsDueAndOnceWhenItIs() {
        for (int id = 0; id < 100; id++) {
            batch.add(id);
        }
        for (int t = 1; t <= 3; t++) {
            tick(0.25f);
            assertEquals("[0, 0]", Arrays.toString(lastVisits()), "tick " + t + ": nobody is due");
        }
        for (int id = 100; id < 150; id++) {
            batch.add(id);
        }
        tick(0.25f);
        assertEquals(100, lastVisits()[DozeState.NAP.ordinal()], "the first hundred fall due at 1 s: visited once");
        assertEquals(100, batch.count(DozeState.ROAM));
        for (int id = 0; id < 150; id++) {
            assertEquals(id < 100 ? 1 : 0, dozer.woke[id], "id " + id + " woke");
        }
        for (int t = 5; t <= 6; t++) {
            tick(0.25f);
            assertEquals(0, lastVisits()[DozeState.NAP.ordinal()], "tick " + t + ": the later fifty still nap");
        }
        tick(0.25f);
        assertEquals(50, lastVisits()[DozeState.NAP.ordinal()]);
        assertEquals(0, batch.count(DozeState.NAP));
        for (int id = 0; id < 150; id++) {
            assertEquals(1, dozer.woke[id], "id " + id + " woke once");
        }
    }

    @Test
    void anEveryFourEntityDecidesExactlyOnceInFourTicksAtItsPhaseAndWithStrideTwoOnceInEight() {
        decidesOnceInFourTicksAtItsTurn(0, 1);
    }

    @Test
    void fromId65536IdsTakeTurnsByRunsOf1024() {
        // 8 ids in each of 8 runs of 1,024 (runs 64 to 71): two runs decide in each tick.
        decidesOnceInFourTicksAtItsTurn(65_536, 128);
    }

    /** A slot's turn, written out here: the id below 65,536, its run of 1,024 from there up. */
    private static long turn(int id) {
        return id < 65_536 ? id : id / 1024;
    }

    /** 64 entities in ROAM, {@code apart} ids apart from {@code base}, every other one at stride 2. */
    private void decidesOnceInFourTicksAtItsTurn(int base, int apart) {
        int n = 64;
        List<Integer> ids = new ArrayList<>();
        for (int k = 0; k < n; k++) {
            ids.add(base + k * apart);
            batch.add(base + k * apart, DozeState.ROAM);
        }
        for (int k = 0; k < n; k += 2) {
            batch.setStride(ids.get(k), 2);
        }
        int[] calls = new int[dozer.woke.length];
        for (int t = 1; t <= 16; t++) {
            dozer.roamed.clear();
            tick(0.25f);
            long ticks = batch.ticks();
            assertEquals(t, ticks);
            List<Integer> expected = new ArrayList<>();
            for (int id : ids) {
                if ((ticks + turn(id)) % (4L * batch.strideOf(id)) == 0) {
                    expected.add(id);
                }
            }
            List<Integer> roamed = new ArrayList<>(dozer.roamed);
            Collections.sort(roamed);
            assertEquals(expected, roamed, "tick " + t + ": the entities at their phase, each once");
            assertEquals(expected.size(), lastVisits()[DozeState.ROAM.ordinal()], "tick " + t + ": visits");
            for (int id : roamed) {
                calls[id]++;
                if (t > 8) {
                    assertEquals(batch.strideOf(id), dozer.lastDt[id], "tick " + t + ", id " + id
                            + ": the seconds since its last update, 4 or 8 ticks of 0.25 s");
                }
            }
        }
        for (int k = 0; k < n; k++) {
            int id = ids.get(k);
            assertEquals(k % 2 == 0 ? 2 : 4, calls[id], "id " + id + " in 16 ticks (stride " + batch.strideOf(id) + ")");
        }
    }

    @Test
    void anEntityEnteringTheSlicedStateFirstDecidesAtItsFirstPhaseTickAfterTheEntry() {
        for (int id = 0; id < 8; id++) {
            batch.add(id);
        }
        int[] first = new int[8];
        Arrays.fill(first, -1);
        for (int t = 1; t <= 12; t++) {
            dozer.roamed.clear();
            tick(0.25f);
            for (int id : new ArrayList<>(dozer.roamed)) {
                if (first[id] < 0) {
                    first[id] = t;
                    assertEquals(0.25f * (t - 4), dozer.lastDt[id], 1e-6f, "id " + id
                            + ": the seconds since its entry at tick 4");
                }
            }
        }
        for (int id = 0; id < 8; id++) {
            // Woken at tick 4 (1 s of 0.25 s ticks); its phase ticks are those with (t + id) % 4 == 0.
            int expected = 5 + Math.floorMod(-(5 + id), 4);
            assertEquals(expected, first[id], "id " + id + " first decides at tick " + expected + ", after tick 4");
        }
    }
}
