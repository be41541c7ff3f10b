package dev.brainstem.samples.hardening;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.brainstem.runtime.HandlerException;
import dev.brainstem.runtime.IllegalTransitionException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ForkJoinPool;
import org.junit.jupiter.api.Test;

/** The one-entity machine agrees with the batch, and bad input is refused before anything changes. */
class HardeningTest {
    @Test
    void theOneEntityListenerHearsATransitionWhoseEnterThrowsAsTheBatchListenerDoes() {
        List<String> single = new ArrayList<>();
        Fuse fuse = new Fuse();
        fuse.wet = true;
        FuseFsm machine = FuseFsm.start(fuse);
        machine.setListener((h, from, to, event) -> single.add(h + " " + from + "->" + to + " " + event));
        IllegalStateException thrown = assertThrows(IllegalStateException.class, () -> machine.update(0.1f));
        assertEquals("wet fuse", thrown.getMessage());
        assertEquals(Fuse.Spark.LIT, machine.state());

        List<String> batched = new ArrayList<>();
        FuseBatch batch = new FuseBatch();
        Fuse other = new Fuse();
        other.wet = true;
        long handle = batch.add(other);
        batch.setListener((h, from, to, event) -> batched.add((h - handle) + " " + from + "->" + to + " " + event));
        HandlerException reported = assertThrows(HandlerException.class, () -> batch.tick(0.1f));
        assertEquals("wet fuse", reported.getCause().getMessage());
        assertEquals(List.of("0 IDLE->LIT 2"), batched);
        assertEquals(batched, single, "the one-entity machine's listener gets the batch's calls");
    }

    @Test
    void aHandlerThatSendsToAndUpdatesItsOwnOneEntityMachineSeesTheMessageInAParallelTick() {
        ForkJoinPool pool = new ForkJoinPool(4);
        try {
            for (boolean parallel : new boolean[] {false, true}) {
                OwnerBatch batch = new OwnerBatch();
                List<Owner> owners = new ArrayList<>();
                for (int k = 0; k < 600; k++) {
                    Owner owner = new Owner(k);
                    owners.add(owner);
                    batch.add(owner);
                }
                if (parallel) {
                    batch.tick(0.1f, pool);
                } else {
                    batch.tick(0.1f);
                }
                for (Owner owner : owners) {
                    assertEquals(owner.number % 3 > 0 ? Pet.Mood.HAPPY : Pet.Mood.BORED, owner.seen,
                            "owner " + owner.number + (parallel ? " in a parallel tick" : ""));
                }
            }
        } finally {
            pool.shutdown();
        }
    }

    @Test
    void aNonFiniteOrNegativeDtIsRefusedByTheOneEntityMachineBeforeAnythingChanges() {
        PetFsm pet = PetFsm.start(new Pet());
        pet.send(new Pet.Treat(1), 0.5f);
        for (float dt : new float[] {Float.NaN, Float.POSITIVE_INFINITY, -1f}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> pet.update(dt));
            assertEquals("Pet: update(dt) with dt = " + dt + "; dt is a finite number of seconds, 0 or more",
                    e.getMessage());
        }
        pet.update(0.25f);
        assertEquals(Pet.Mood.BORED, pet.state(), "the clock was not poisoned: the treat is not due yet");
        pet.update(0.25f);
        assertEquals(Pet.Mood.HAPPY, pet.state(), "and it arrives when due");
    }

    @Test
    void aHandlerExceptionNamesItsContextOnce() {
        IllegalTransitionException cause = new IllegalTransitionException("Fuse", "handle 7", "IDLE", 2, "LIT");
        HandlerException e = new HandlerException("Fuse", 7, "handle 7", "IDLE", 2, cause);
        assertEquals(1, e.getMessage().split("\\[entity", -1).length - 1, e.getMessage());
        assertEquals("Fuse: a handler threw IllegalTransitionException: " + cause.problem()
                + " [entity handle 7, state IDLE, event UPDATE]", e.getMessage());
    }

    @Test
    void anIdNeverAddedIsNotSaidToHaveBeenRemoved() {
        dev.brainstem.samples.snapshot.RollersBatch rollers = dev.brainstem.samples.snapshot.SnapshotSamples.rollers();
        rollers.add(40);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> rollers.stateOf(3));
        assertEquals("Rollers: id 3 is not in the batch: it was never added, or was removed", e.getMessage());
    }
}
