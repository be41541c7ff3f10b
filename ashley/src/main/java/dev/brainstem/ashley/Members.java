package dev.brainstem.ashley;

import com.badlogic.ashley.core.Entity;
import java.util.IdentityHashMap;

/**
 * Which Ashley entity each machine object belongs to, and the batch's handle of each entity: kept
 * by identity, since components and entities need not define equality. Changed only when an entity
 * joins or leaves the family, never during a frame's reads.
 */
final class Members {
    private final IdentityHashMap<Entity, long[]> handles = new IdentityHashMap<Entity, long[]>();
    private final IdentityHashMap<Object, Entity> entities = new IdentityHashMap<Object, Entity>();
    private final IdentityHashMap<Entity, Object> machines = new IdentityHashMap<Entity, Object>();

    void put(Entity entity, Object machine, long handle) {
        handles.put(entity, new long[] {handle});
        entities.put(machine, entity);
        machines.put(entity, machine);
    }

    boolean holds(Entity entity) {
        return handles.containsKey(entity);
    }

    /** The handle of {@code entity}, or -1 when the batch does not hold it. */
    long handleOf(Entity entity) {
        long[] handle = handles.get(entity);
        return handle == null ? -1 : handle[0];
    }

    Entity entityOf(Object machine) {
        return entities.get(machine);
    }

    /** Forgets {@code entity}; returns its handle, or -1 when it was not held. */
    long remove(Entity entity) {
        long[] handle = handles.remove(entity);
        if (handle == null) {
            return -1;
        }
        entities.remove(machines.remove(entity));
        return handle[0];
    }

    int size() {
        return handles.size();
    }
}
