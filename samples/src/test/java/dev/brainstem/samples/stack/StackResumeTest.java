package dev.brainstem.samples.stack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brainstem.runtime.BatchSaves;
import dev.brainstem.runtime.BatchSnapshot;
import dev.brainstem.runtime.HandlerException;
import dev.brainstem.runtime.IllegalTransitionException;
import dev.brainstem.samples.stack.Sentinel.Spot;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Stacks through resume, saves and snapshots, on a generated machine: a resume into an interrupt has
 * nothing to go back to; a save and a snapshot keep each entity's stack.
 */
class StackResumeTest {
    @Test
    void backAfterAResumeIntoAnInterruptIsRefusedAndTheEntityStays() {
        List<String> log = new ArrayList<>();
        Sentinel sentinel = new Sentinel(log);
        SentinelFsm machine = SentinelFsm.resume(sentinel, Spot.STUN);
        assertEquals(List.of(), machine.stack());
        sentinel.command = Spot.RESUME;
        IllegalTransitionException refused = assertThrows(IllegalTransitionException.class, () -> machine.update(0.1f));
        assertTrue(refused.getMessage().contains("nothing is on the stack to go back to"), refused.getMessage());
        assertEquals(Spot.STUN, machine.state());
        assertEquals(List.of(), log, "neither exit nor enter ran");

        SentinelBatch batch = new SentinelBatch();
        List<HandlerException> errors = new ArrayList<>();
        batch.setErrorHandler(errors::add);
        Sentinel other = new Sentinel(log);
        long handle = batch.resume(other, Spot.STUN);
        other.command = Spot.RESUME;
        batch.tick(0.1f);
        assertEquals(Spot.STUN, batch.stateOf(handle));
        assertEquals(1, errors.size());
        assertInstanceOf(IllegalTransitionException.class, errors.get(0).getCause());
    }

    @Test
    void aSaveAndASnapshotKeepEachEntitysStack() throws IOException {
        SentinelBatch batch = new SentinelBatch();
        List<Sentinel> sentinels = new ArrayList<>();
        long[] handles = new long[3];
        for (int i = 0; i < 3; i++) {
            Sentinel sentinel = new Sentinel(new ArrayList<>());
            sentinels.add(sentinel);
            handles[i] = batch.add(sentinel);
        }
        sentinels.get(0).command = Spot.WORK;
        sentinels.get(1).command = Spot.WORK;
        batch.tick(0.1f);
        sentinels.get(1).command = Spot.FLEE;
        batch.tick(0.1f);
        batch.transitionTo(handles[1], Spot.STUN);
        batch.transitionTo(handles[2], Spot.STUN);
        assertEquals(List.of(Spot.WORK, Spot.FLEE), batch.stackOf(handles[1]));

        BatchSnapshot snapshot = batch.snapshot();
        sentinels.get(1).command = Spot.IDLE;
        batch.tick(0.1f);
        assertEquals(List.of(), batch.stackOf(handles[1]));
        batch.restore(snapshot);
        assertEquals(Spot.STUN, batch.stateOf(handles[1]));
        assertEquals(List.of(Spot.WORK, Spot.FLEE), batch.stackOf(handles[1]));

        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        long[] written = BatchSaves.write(batch, new DataOutputStream(bytes));
        SentinelBatch loaded = new SentinelBatch();
        List<Sentinel> inOrder = new ArrayList<>();
        for (long h : written) {
            inOrder.add(sentinels.get(indexOf(handles, h)));
        }
        long[] read = BatchSaves.read(loaded, new DataInputStream(new ByteArrayInputStream(bytes.toByteArray())), inOrder);
        for (int k = 0; k < written.length; k++) {
            assertEquals(batch.stateOf(written[k]), loaded.stateOf(read[k]));
            assertEquals(batch.stackOf(written[k]), loaded.stackOf(read[k]));
        }
        int stunned = indexOf(written, handles[1]);
        sentinels.get(1).command = Spot.RESUME;
        loaded.tick(0.1f);
        assertEquals(Spot.FLEE, loaded.stateOf(read[stunned]), "the loaded stack is gone back through");
    }

    private static int indexOf(long[] handles, long handle) {
        for (int i = 0; i < handles.length; i++) {
            if (handles[i] == handle) {
                return i;
            }
        }
        throw new AssertionError(handle);
    }
}
