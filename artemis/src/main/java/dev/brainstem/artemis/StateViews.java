package dev.brainstem.artemis;

import com.artemis.utils.IntBag;
import dev.brainstem.runtime.AbstractBatch;
import java.util.function.IntConsumer;
import java.util.function.LongConsumer;

/**
 * One {@link IntBag} per state, refilled from the batch each time it is asked for: the bag and the
 * consumer that fills it are made once, so reading a state's entities every frame allocates nothing
 * once the bag has grown to the state's largest population.
 */
final class StateViews<S extends Enum<S>> implements IntConsumer {
    private final ForEachId<S> forEach;
    private final IntBag[] bags;
    /** A machine of orthogonal regions: per other region (index - 1), one bag per state of it. */
    private IntBag[][] others;
    private IntBag filling;
    /**
     * Fills {@link #filling} from another region's handles: made once (one class implementing both consumers
     * would make their {@code andThen} ambiguous, which javac 25 warns of).
     */
    private final LongConsumer handles = id -> filling.add((int) id);

    StateViews(ForEachId<S> forEach, int states) {
        this.forEach = forEach;
        this.bags = new IntBag[states];
    }

    IntBag of(S state) {
        int ordinal = state.ordinal();
        IntBag bag = bags[ordinal];
        if (bag == null) {
            bag = new IntBag();
            bags[ordinal] = bag;
        }
        bag.setSize(0);
        filling = bag;
        try {
            forEach.forEach(state, this);
        } finally {
            filling = null;
        }
        return bag;
    }

    /**
     * A state of the machine's region {@code index} (1 or more), whose batch is {@code region}: filled through
     * that batch's {@code forEachHandle}, a handle being the id.
     */
    <R extends Enum<R>> IntBag of(int index, AbstractBatch<R> region, R state) {
        if (others == null) {
            others = new IntBag[region.regions().size() - 1][];
        }
        if (others[index - 1] == null) {
            others[index - 1] = new IntBag[region.states().size()];
        }
        IntBag bag = others[index - 1][state.ordinal()];
        if (bag == null) {
            bag = new IntBag();
            others[index - 1][state.ordinal()] = bag;
        }
        bag.setSize(0);
        filling = bag;
        try {
            region.forEachHandle(state, handles);
        } finally {
            filling = null;
        }
        return bag;
    }

    @Override
    public void accept(int id) {
        filling.add(id);
    }
}
