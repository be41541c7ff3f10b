package dev.brainstem.samples.snapshot;

/** Batches of the snapshot fixtures, for tests in other packages. */
public final class SnapshotSamples {
    private SnapshotSamples() {}

    /** An id-mode batch of 400 rollers that never move by themselves nor send. */
    public static RollersBatch rollers() {
        RollersBatch batch = new RollersBatch(new Rollers(new int[400], new int[400], 0, 0));
        batch.system().batch = batch;
        return batch;
    }
}
