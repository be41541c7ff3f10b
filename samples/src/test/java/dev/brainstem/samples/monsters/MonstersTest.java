package dev.brainstem.samples.monsters;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.ForkJoinPool;
import org.junit.jupiter.api.Test;

/** The monsters: their rules, id mode against object mode, batch against one-entity machines. */
class MonstersTest {
    private static final float DT = MonsterRun.DT;

    @Test
    void aMonsterStartsIdleAndRestsBeforeWandering() {
        Monsters system = new Monsters(1, 5);
        MonstersFsm fsm = MonstersFsm.start(system, 0);
        assertEquals(MonsterState.IDLE, fsm.state());
        assertTrue(system.timer[0] <= 0 && system.timer[0] > -1, "the rest is up to a second longer");
        assertEquals(0, fsm.id());
        system.die[0] = 1; // xorshift from 1: no multiple of 64 among its first rolls
        system.timer[0] = -0.25f; // as if IDLE's enter had rolled a quarter of a second more rest
        int ticks = 0;
        while (fsm.update(DT) == MonsterState.IDLE) {
            ticks++;
        }
        assertEquals(MonsterState.WANDER, fsm.state());
        assertEquals(Math.round((Monsters.REST + 0.25f) / DT) - 1, ticks, 1);
        assertEquals(0, system.timer[0], "WANDER's enter started its clock");
    }

    @Test
    void aChaseRunsTheDistanceThenBites() {
        Monsters system = new Monsters(1, 5);
        MonstersFsm fsm = MonstersFsm.start(system, 0);
        for (int i = 0; i < 10_000 && fsm.state() != MonsterState.CHASE; i++) {
            fsm.update(DT);
        }
        assertEquals(MonsterState.CHASE, fsm.state());
        float distance = system.distance[0];
        assertTrue(distance >= 2 && distance <= 9, "distance " + distance);
        float start = system.x[0];
        while (fsm.update(DT) == MonsterState.CHASE) {
            // running
        }
        assertEquals(MonsterState.ATTACK, fsm.state());
        float ran = system.x[0] - start;
        assertTrue(ran >= distance - 1e-3f && ran <= distance + Monsters.RUN * DT + 1e-3f, "ran " + ran);
    }

    @Test
    void idModeAndObjectModeAndOneEntityMachinesAllAgree() {
        int n = 5_000;
        Monsters system = new Monsters(n, 9);
        Monsters lone = new Monsters(n, 9);
        MonstersBatch ids = new MonstersBatch(system);
        MonsterBatch objects = new MonsterBatch();
        MonstersFsm[] machines = new MonstersFsm[n];
        long[] handles = new long[n];
        for (int id = 0; id < n; id++) {
            ids.add(id);
            handles[id] = objects.add(new Monster(9, id));
            machines[id] = MonstersFsm.start(lone, id);
        }
        for (int t = 0; t < 300; t++) {
            ids.tick(DT);
            objects.tick(DT);
            for (MonstersFsm machine : machines) {
                machine.update(DT);
            }
        }
        for (int id = 0; id < n; id++) {
            assertEquals(machines[id].state(), ids.stateOf(id));
            assertEquals(machines[id].state(), objects.stateOf(handles[id]));
            assertEquals(lone.x[id], system.x[id]);
            assertEquals(lone.x[id], objects.entity(handles[id]).x());
        }
        for (MonsterState s : MonsterState.values()) {
            assertTrue(ids.count(s) > 0, s + " is empty after 300 ticks");
        }
    }

    @Test
    void aboutThreePercentOfMonstersChangeStateEachTick() {
        int n = 20_000;
        MonstersBatch batch = new MonstersBatch(new Monsters(n, 3));
        for (int id = 0; id < n; id++) {
            batch.add(id);
        }
        int[] transitions = new int[1];
        for (int t = 0; t < 120; t++) {
            batch.tick(DT);
        }
        batch.setListener((id, from, to, event) -> transitions[0]++);
        for (int t = 0; t < 120; t++) {
            batch.tick(DT);
        }
        double perTick = transitions[0] / 120.0 / n;
        assertTrue(perTick > 0.015 && perTick < 0.05, "transitions per entity per tick: " + perTick);
    }

    @Test
    void theParallelTickEndsWhereTheSequentialOneDoes() {
        int n = 50_000;
        Monsters a = new Monsters(n, 11), b = new Monsters(n, 11);
        MonstersBatch seq = new MonstersBatch(a), par = new MonstersBatch(b);
        for (int id = 0; id < n; id++) {
            seq.add(id);
            par.add(id);
        }
        ForkJoinPool pool = new ForkJoinPool(2);
        try {
            for (int t = 0; t < 100; t++) {
                seq.tick(DT);
                par.tick(DT, pool);
            }
        } finally {
            pool.shutdown();
        }
        for (int id = 0; id < n; id++) {
            assertEquals(seq.stateOf(id), par.stateOf(id));
            assertEquals(a.x[id], b.x[id]);
        }
    }

    @Test
    void theRunReportsFourTimingsThatAgree() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        MonsterRun.Report report = MonsterRun.run(new PrintStream(bytes, true, StandardCharsets.UTF_8), 3_000, 10);
        assertTrue(report.idAgrees() && report.objectAgrees() && report.modesAgree());
        for (MonsterRun.Timing timing : new MonsterRun.Timing[] {report.idSequential(), report.idParallel(),
                report.objectSequential(), report.objectParallel()}) {
            assertTrue(timing.nsPerUpdate() > 0);
            assertEquals(3_000, timing.counts().values().stream().mapToInt(Integer::intValue).sum());
            assertEquals(report.idSequential().counts(), timing.counts());
        }
        String text = bytes.toString(StandardCharsets.UTF_8);
        assertTrue(text.contains("IDLE "), text);
    }
}
