package dev.brainstem.cluster;

import dev.brainstem.runtime.EntityTravel;
import dev.brainstem.runtime.TravelOptions;
import java.io.DataInput;
import java.io.DataOutput;
import java.io.IOException;
import java.util.function.LongFunction;

/**
 * Crossers carried by the runtime's subset export: each creature's state, previous state, stack, time in
 * state, timer, slice phase and the calls still on their way to it, keyed by the creature's key, read back
 * into the next zone's running batch (its own clock kept, the calls' delays rebased on it).
 */
final class TravelCrossers implements Crossers {
    @Override
    public int export(CreatureBatch batch, long[] handles, DataOutput out) throws IOException {
        return EntityTravel.export(batch, handles, out, new TravelOptions(ZoneLogic.CODECS).leave(true)
                .keys(handle -> batch.entity(handle).key)).messages();
    }

    @Override
    public long[] importByKey(CreatureBatch batch, DataInput in, LongFunction<Creature> creatureOf) throws IOException {
        return EntityTravel.importByKey(batch, in, creatureOf, new TravelOptions(ZoneLogic.CODECS)).toAll();
    }
}
