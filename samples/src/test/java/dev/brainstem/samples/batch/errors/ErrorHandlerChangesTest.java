package dev.brainstem.samples.batch.errors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brainstem.runtime.HandlerException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What the error handler may do while the batch reports a tick's errors: change the batch as game code
 * outside a tick does (each change reporting its own failures), but not tick.
 */
class ErrorHandlerChangesTest {
    @Test
    void aTickFromTheErrorHandlerIsRefusedAndReportedAsItsOwn() {
        LampBatch batch = new LampBatch();
        Lamp lamp = new Lamp();
        lamp.failUpdate = true;
        batch.add(lamp);
        batch.setErrorHandler(e -> batch.tick(1f));
        IllegalStateException refused = assertThrows(IllegalStateException.class, () -> batch.tick(1f));
        assertTrue(refused.getMessage().contains("tick called from the error handler"), refused.getMessage());
        assertEquals(1, lamp.updates, "no nested tick ran");
        lamp.failUpdate = false;
        batch.tick(1f);
        assertEquals(2, lamp.updates, "the batch ticks on afterwards");
    }

    @Test
    void theErrorHandlerRemovesTheEntityThatFailed() {
        LampBatch batch = new LampBatch();
        Lamp lamp = new Lamp();
        lamp.failUpdate = true;
        long handle = batch.add(lamp);
        long other = batch.add(new Lamp());
        List<Long> reported = new ArrayList<>();
        batch.setErrorHandler(e -> {
            reported.add(e.handle());
            batch.remove(e.handle());
        });
        batch.tick(1f);
        assertEquals(List.of(handle), reported);
        assertFalse(batch.contains(handle));
        assertTrue(batch.contains(other));
        assertEquals(1, batch.size());
    }

    @Test
    void anAddFromTheErrorHandlerReportsItsOwnFailureToItsCaller() {
        LampBatch batch = new LampBatch();
        Lamp broken = new Lamp();
        broken.failUpdate = true;
        batch.add(broken);
        Lamp replacement = new Lamp();
        replacement.failEnter = true;
        List<String> seen = new ArrayList<>();
        batch.setErrorHandler(e -> {
            seen.add(e.getCause().getMessage());
            if (seen.size() == 1) {
                batch.add(replacement, Lamp.Light.ON); // its enter throws: the add throws it here
            }
        });
        HandlerException thrown = assertThrows(HandlerException.class, () -> batch.tick(1f));
        // The add threw its enter's failure inside the error handler: that is the error handler's own
        // exception, thrown by the tick once every handler failure went to the error handler.
        assertEquals("enter failed", thrown.getCause().getMessage());
        assertEquals(Lamp.Light.ON.name(), thrown.state());
        assertEquals(List.of("update failed"), seen);
        assertEquals(2, batch.size(), "the replacement is in the batch, its enter's failure reported");
        List<Lamp> on = new ArrayList<>();
        batch.forEach(Lamp.Light.ON, on::add);
        assertEquals(List.of(replacement), on);
    }
}
