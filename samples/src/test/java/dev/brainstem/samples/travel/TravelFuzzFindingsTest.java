package dev.brainstem.samples.travel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brainstem.runtime.BatchSaves;
import dev.brainstem.runtime.EntityTravel;
import dev.brainstem.runtime.TravelOptions;
import dev.brainstem.runtime.TravelReport;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.function.LongFunction;
import org.junit.jupiter.api.Test;

/** Two edges the property and the fuzzer first met, each alone. */
class TravelFuzzFindingsTest {
    private static final Moves MOVES = new Moves(CourierSpec.machine("Couriers", true), 3);

    /**
     * An entity in an interrupt whose {@code @After} leads to {@code @Back} (HIT's) travels and saves: its
     * timer's target is the pseudo-state, which the reader took for no target of HIT (it read where the
     * back may lead instead).
     */
    @Test
    void aTimerToBackTravelsAndLoads() throws IOException {
        Couriers system = new Couriers(MOVES);
        CouriersBatch batch = new CouriersBatch(system);
        system.keys.put(1, 1);
        batch.add(1);
        batch.tick(0.0625f);
        batch.transitionTo(1, Leg.HIT);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        BatchSaves.write(batch, new DataOutputStream(bytes));
        Couriers other = new Couriers(MOVES);
        other.keys.put(1, 1);
        CouriersBatch loaded = new CouriersBatch(other);
        BatchSaves.read(loaded, new DataInputStream(new ByteArrayInputStream(bytes.toByteArray())));
        assertEquals(Leg.HIT, loaded.stateOf(1));

        Couriers third = new Couriers(MOVES);
        CouriersBatch receiver = new CouriersBatch(third);
        TravelReport moved = EntityTravel.move(batch, new long[] {1}, receiver, id -> {
            third.keys.put(7, 1);
            return 7;
        }, new TravelOptions());
        assertEquals(7, moved.to(0));
        for (int t = 0; t < 16 && receiver.stateOf(7) == Leg.HIT; t++) {
            receiver.tick(0.0625f);
        }
        assertTrue(receiver.stateOf(7) != Leg.HIT, "HIT's timer took it back after 1 s");
    }

    /** No entity, with keys (a zone with no one crossing this tick): imported by key, as any other. */
    @Test
    void anEmptyTravelWithKeysImportsByKey() throws IOException {
        CourierBatch from = new CourierBatch();
        from.add(new Courier(MOVES, 1));
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        TravelReport exported = EntityTravel.export(from, new long[0], new DataOutputStream(bytes),
                new TravelOptions().keys(h -> 5));
        assertTrue(exported.hasKeys());
        CourierBatch to = new CourierBatch();
        LongFunction<Courier> none = key -> {
            throw new AssertionError("no entity travels");
        };
        TravelReport imported = EntityTravel.importByKey(to, new DataInputStream(new ByteArrayInputStream(
                bytes.toByteArray())), none, new TravelOptions());
        assertEquals(0, imported.size());
        assertTrue(imported.hasKeys(), "the import reports the keys the export wrote: none");
        assertEquals(0, to.size());
    }
}
