package dev.brainstem.samples.snapshot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brainstem.runtime.BatchSnapshot;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Resume, and the rules of snapshot and restore: refusals, reuse, no allocation in steady state. */
class ResumeAndSnapshotTest {
    private final List<String> heard = new ArrayList<>();
    private final RollerBatch batch = new RollerBatch();

    ResumeAndSnapshotTest() {
        batch.setListener((h, from, to, event) -> heard.add(from + "->" + to));
    }

    private static Roller roller(int seed) {
        return new Roller(seed, 0, 0);
    }

    @Test
    void resumePlacesAnEntityInAnyStateRunningNoHandler() {
        long fallen = batch.resume(roller(2), Pose.FALL); // an even seed: its enter would redirect to REST
        long running = batch.resume(roller(3), Pose.RUN); // not an entry point: add refuses it
        assertEquals(Pose.FALL, batch.stateOf(fallen));
        assertEquals(Pose.RUN, batch.stateOf(running));
        assertNull(batch.previousOf(fallen));
        assertEquals(0f, batch.timeInState(fallen));
        assertEquals(List.of(), heard);
        assertEquals(1, batch.count(Pose.FALL));
        assertEquals(2, batch.size());
        batch.tick(0.25f);
        assertEquals(0.25f, batch.timeInState(running));
        assertThrows(IllegalArgumentException.class, () -> batch.add(roller(4), Pose.RUN));
    }

    @Test
    void resumeRefusals() {
        Roller r = roller(5);
        long h = batch.resume(r, Pose.WALK);
        IllegalArgumentException twice = assertThrows(IllegalArgumentException.class, () -> batch.resume(r, Pose.IDLE));
        assertTrue(twice.getMessage().contains("handle " + h), twice.getMessage());
        assertThrows(IllegalArgumentException.class, () -> batch.resume(roller(6), null));
        assertThrows(IllegalArgumentException.class, () -> batch.resume(null, Pose.IDLE));
        List<RuntimeException> caught = new ArrayList<>();
        batch.forEach(Pose.WALK, e -> caught.add(assertThrows(IllegalStateException.class,
                () -> batch.resume(roller(7), Pose.IDLE))));
        batch.setListener((handle, from, to, event) -> caught.add(assertThrows(IllegalStateException.class,
                () -> batch.resume(roller(8), Pose.IDLE))));
        batch.transitionTo(h, Pose.IDLE);
        assertEquals(2, caught.size());
        assertEquals(1, batch.size());
    }

    @Test
    void theBackPseudoStateCannotBeResumed() {
        StunnedBatch guards = new StunnedBatch();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> guards.resume(new Stunned(), Stunned.Mode.BACK));
        assertTrue(e.getMessage().contains("@Back"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> StunnedFsm.resume(new Stunned(), Stunned.Mode.BACK));
        assertEquals(Stunned.Mode.STUN, guards.stateOf(guards.resume(new Stunned(), Stunned.Mode.STUN)));
    }

    @Test
    void theOneEntityMachineResumesToo() {
        RollerFsm fsm = RollerFsm.resume(roller(2), Pose.FALL);
        assertEquals(Pose.FALL, fsm.state());
        assertNull(fsm.previous());
        assertEquals(0f, fsm.timeInState());
        fsm.update(0.5f);
        assertEquals(0.5f, fsm.timeInState());
        assertThrows(IllegalArgumentException.class, () -> RollerFsm.resume(roller(2), null));
        assertThrows(IllegalArgumentException.class, () -> RollerFsm.resume(null, Pose.IDLE));
        RollersFsm ids = RollersFsm.resume(new Rollers(new int[1], new int[1], 0, 0), 0, Pose.REST);
        assertEquals(Pose.REST, ids.state());
    }

    @Test
    void aSnapshotIsRestoredOnlyByItsBatch() {
        batch.add(roller(1));
        BatchSnapshot mine = batch.snapshot();
        assertEquals("Roller", mine.machine());
        RollerBatch other = new RollerBatch();
        IllegalArgumentException same = assertThrows(IllegalArgumentException.class, () -> other.restore(mine));
        assertTrue(same.getMessage().contains("another Roller batch"), same.getMessage());
        CrowdBatch crowd = new CrowdBatch();
        IllegalArgumentException machine = assertThrows(IllegalArgumentException.class, () -> crowd.restore(mine));
        assertTrue(machine.getMessage().contains("a Roller batch (another machine)"), machine.getMessage());
        assertThrows(IllegalArgumentException.class, () -> other.snapshot(mine));
        assertThrows(IllegalArgumentException.class, () -> batch.restore(null));
    }

    @Test
    void restoreIsRefusedDuringATickAndAForEach() {
        long h = batch.add(roller(1));
        BatchSnapshot snapshot = batch.snapshot();
        List<RuntimeException> caught = new ArrayList<>();
        batch.forEach(Pose.IDLE, e -> caught.add(assertThrows(IllegalStateException.class,
                () -> batch.restore(snapshot))));
        batch.setListener((handle, from, to, event) -> {
            caught.add(assertThrows(IllegalStateException.class, () -> batch.restore(snapshot)));
            caught.add(assertThrows(IllegalStateException.class, batch::snapshot));
        });
        batch.transitionTo(h, Pose.FALL);
        assertEquals(3, caught.size());
        batch.setListener(null);
        batch.restore(snapshot);
        assertEquals(Pose.IDLE, batch.stateOf(h));
    }

    @Test
    void restoreBringsBackRemovedEntitiesAndForgetsAddedOnes() {
        Roller a = roller(1);
        Roller b = roller(2);
        long ha = batch.add(a);
        BatchSnapshot snapshot = batch.snapshot();
        batch.remove(ha);
        long hb = batch.add(b);
        assertEquals(ha >>> 32, hb >>> 32, "b took a's slot");
        batch.restore(snapshot);
        assertTrue(batch.contains(ha));
        assertFalse(batch.contains(hb));
        assertSame(a, batch.entity(ha));
        assertThrows(IllegalArgumentException.class, () -> batch.add(a), "a is in the batch again");
        batch.remove(ha);
        assertEquals(hb, batch.add(b), "the same steps after a restore issue the same handles");
        batch.restore(snapshot);
        batch.restore(snapshot);
        assertEquals(1, batch.size());
        assertEquals(1, batch.count(Pose.IDLE));
    }

    @Test
    void aReusedSnapshotAllocatesNothing() {
        for (int i = 0; i < 10_000; i++) {
            long h = batch.add(new Roller(i, 10, 10));
            batch.entity(h).batch = batch;
            batch.entity(h).friend = h;
        }
        batch.tick(0.1f);
        BatchSnapshot snapshot = batch.snapshot(batch.snapshot());
        for (int warm = 0; warm < 3; warm++) {
            assertSame(snapshot, batch.snapshot(snapshot));
            batch.restore(snapshot);
        }
        long before = allocated();
        for (int round = 0; round < 20; round++) {
            batch.snapshot(snapshot);
            batch.restore(snapshot);
        }
        long bytes = allocated() - before;
        assertTrue(bytes < 4_096, "20 snapshots and restores of 10,000 entities allocated " + bytes + " bytes");
    }

    private static long allocated() {
        return ((com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean())
                .getThreadAllocatedBytes(Thread.currentThread().getId());
    }
}
