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
    /** Per slot of the batch (a handle's high half), the entity this system put there and its handle. */
    private Entity[] bySlot = new Entity[16];
    private long[] handleBySlot = new long[16];

    void put(Entity entity, Object machine, long handle) {
        handles.put(entity, new long[] {handle});
        entities.put(machine, entity);
        machines.put(entity, machine);
        int slot = (int) (handle >>> 32);
        if (slot >= bySlot.length) {
            int size = Math.max(slot + 1, bySlot.length * 2);
            bySlot = java.util.Arrays.copyOf(bySlot, size);
            handleBySlot = java.util.Arrays.copyOf(handleBySlot, size);
        }
        bySlot[slot] = entity;
        handleBySlot[slot] = handle;
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

    /** The entity of the batch's {@code handle}, or null when this system did not add it. */
    Entity entityOfHandle(long handle) {
        int slot = (int) (handle >>> 32);
        return slot < bySlot.length && handleBySlot[slot] == handle ? bySlot[slot] : null;
    }

    /** Forgets {@code entity}; returns its handle, or -1 when it was not held. */
    long remove(Entity entity) {
        long[] handle = handles.remove(entity);
        if (handle == null) {
            return -1;
        }
        entities.remove(machines.remove(entity));
        int slot = (int) (handle[0] >>> 32);
        if (handleBySlot[slot] == handle[0]) {
            bySlot[slot] = null;
        }
        return handle[0];
    }

    /** Every entity held, in no particular order. */
    Entity[] entities() {
        return handles.keySet().toArray(new Entity[0]);
    }

    int size() {
        return handles.size();
    }
}
