package dev.brainstem.ashley;

import com.badlogic.ashley.core.Entity;
import com.badlogic.ashley.utils.ImmutableArray;
import com.badlogic.gdx.utils.Array;
import java.util.function.Consumer;

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

    @Override
    public void accept(E machine) {
        Entity entity = members.entityOf(machine);
        if (entity != null) { // a machine the game added to the batch itself has no entity here
            filling.add(entity);
        }
    }
}
