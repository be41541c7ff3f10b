package dev.brainstem.samples.decide;

/** How a test drives its entities: one-entity machines, or one batch ticked sequentially or in parallel. */
enum Mode {
    ONE,
    BATCH,
    PARALLEL
}
