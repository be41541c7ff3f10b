package dev.brainstem.cluster;

import java.io.DataInput;
import java.io.DataOutput;
import java.io.IOException;
import java.util.function.LongFunction;

/**
 * How creatures cross a border: their machines' part (state, previous state, stack, time in state, timer,
 * slice phase, the calls waiting for them) leaves one zone's batch and enters the next. {@link TravelCrossers}
 * does it with the runtime's subset export; the creatures' own fields travel beside it ({@link ZoneLogic}).
 */
interface Crossers {
    /**
     * Writes the creatures of {@code handles}, in that order, and removes them from {@code batch}, running no
     * exit; returns how many messages waiting for them went along.
     */
    int export(CreatureBatch batch, long[] handles, DataOutput out) throws IOException;

    /** Places the creatures written by {@link #export}, each as the creature {@code creatureOf} gives for its key. */
    long[] importByKey(CreatureBatch batch, DataInput in, LongFunction<Creature> creatureOf) throws IOException;
}
