package dev.brainstem.artemis;

import com.artemis.utils.IntBag;
import java.util.function.IntConsumer;

/**
 * One {@link IntBag} per state, refilled from the batch each time it is asked for: the bag and the
 * consumer that fills it are made once, so reading a state's entities every frame allocates nothing
 * once the bag has grown to the state's largest population.
 */
final class StateViews<S extends Enum<S>> implements IntConsumer {
    private final ForEachId<S> forEach;
    private final IntBag[] bags;
    private IntBag filling;

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

    @Override
    public void accept(int id) {
        filling.add(id);
    }
}
