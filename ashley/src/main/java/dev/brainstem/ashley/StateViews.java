package dev.brainstem.ashley;

import com.badlogic.ashley.core.Entity;
import com.badlogic.ashley.utils.ImmutableArray;
import com.badlogic.gdx.utils.Array;
import dev.brainstem.runtime.AbstractBatch;
import java.util.function.Consumer;
import java.util.function.LongConsumer;

/**
 * One array of entities per state, refilled from the batch each time it is asked for: the arrays,
 * their read-only views and the consumer that fills them are made once, so reading a state's
 * entities every frame allocates nothing once an array has grown to the state's largest population.
 */
final class StateViews<E, S extends Enum<S>> implements Consumer<E> {
    private final ForEachObject<E, S> forEach;
    private final Members members;
    private final Array<Entity>[] arrays;
    private final ImmutableArray<Entity>[] views;
    private Array<Entity> filling;
    /**
     * Fills {@link #filling} from another region's handles: made once (one class implementing both consumers
     * would make their {@code andThen} ambiguous, which javac 25 warns of).
     */
    private final LongConsumer handles = this::acceptHandle;
    /** A machine of orthogonal regions: per other region (index - 1), per state of it, an array and its view. */
    private Array<Entity>[][] otherArrays;
    private ImmutableArray<Entity>[][] otherViews;

    @SuppressWarnings({"unchecked", "rawtypes"}) // generic arrays, filled with their own type
    StateViews(ForEachObject<E, S> forEach, Members members, int states) {
        this.forEach = forEach;
        this.members = members;
        this.arrays = new Array[states];
        this.views = new ImmutableArray[states];
    }

    ImmutableArray<Entity> of(S state) {
        int ordinal = state.ordinal();
        if (arrays[ordinal] == null) {
            arrays[ordinal] = new Array<Entity>(false, 16, Entity.class);
            views[ordinal] = new ImmutableArray<Entity>(arrays[ordinal]);
        }
        filling = arrays[ordinal];
        filling.clear();
        try {
            forEach.forEach(state, this);
        } finally {
            filling = null;
        }
        return views[ordinal];
    }

    /**
     * A state of the machine's region {@code index} (1 or more), whose batch is {@code region}: filled
     * through that batch's {@code forEachHandle}, each handle the entity's in every region.
     */
    @SuppressWarnings({"unchecked", "rawtypes"}) // generic arrays, filled with their own type
    <R extends Enum<R>> ImmutableArray<Entity> of(int index, AbstractBatch<R> region, R state) {
        if (otherArrays == null) {
            otherArrays = new Array[region.regions().size() - 1][];
            otherViews = new ImmutableArray[otherArrays.length][];
        }
        if (otherArrays[index - 1] == null) {
            otherArrays[index - 1] = new Array[region.states().size()];
            otherViews[index - 1] = new ImmutableArray[region.states().size()];
        }
        int ordinal = state.ordinal();
        if (otherArrays[index - 1][ordinal] == null) {
            otherArrays[index - 1][ordinal] = new Array<Entity>(false, 16, Entity.class);
            otherViews[index - 1][ordinal] = new ImmutableArray<Entity>(otherArrays[index - 1][ordinal]);
        }
        filling = otherArrays[index - 1][ordinal];
        filling.clear();
        try {
            region.forEachHandle(state, handles);
        } finally {
            filling = null;
        }
        return otherViews[index - 1][ordinal];
    }

    private void acceptHandle(long handle) {
        Entity entity = members.entityOfHandle(handle);
        if (entity != null) { // a machine the game added to the batch itself has no entity here
            filling.add(entity);
        }
    }

    @Override
    public void accept(E machine) {
        Entity entity = members.entityOf(machine);
        if (entity != null) { // a machine the game added to the batch itself has no entity here
            filling.add(entity);
        }
    }
}
