package dev.brainstem.samples.westworld;

/** Where a miner is: gdx-ai's {@code Location}. */
public enum Location {
    SHACK, GOLD_MINE, BANK, SALOON
}
