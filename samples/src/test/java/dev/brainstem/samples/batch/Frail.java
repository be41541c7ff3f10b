package dev.brainstem.samples.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brainstem.runtime.AbstractBatch;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * A batch of {@link Fragile}s or {@link Fragiles} behind one face, entities by index (their handles in
 * {@link #handles}), for the error-isolation and bad-input tests; and {@link #assertWhole}, the check
 * that nothing was lost or duplicated.
 */
abstract class Frail {
    final String machine;
    final boolean idMode;
    final List<Long> handles = new ArrayList<>();

    Frail(String machine, boolean idMode) {
        this.machine = machine;
        this.idMode = idMode;
    }

    abstract AbstractBatch<Mood> batch();

    /** Adds entity number {@code handles.size()} in {@code state}; returns its handle. */
    abstract long add(Mood state);

    abstract void angry(int i, boolean angry);

    abstract void failUpdate(int i, RuntimeException e);

    abstract void failExit(int i, RuntimeException e);

    abstract void failEnter(int i, RuntimeException e);

    abstract int updates(int i);

    /** The handles forEach gives for {@code state}, in its order. */
    abstract List<Long> handlesIn(Mood state);

    /** Calls {@code hook} with the entity's index from inside each of its handlers. */
    abstract void inHandler(java.util.function.IntConsumer hook);

    void addAll(int n) {
        for (int k = 0; k < n; k++) {
            add(Mood.CALM);
        }
    }

    long handle(int i) {
        return handles.get(i);
    }

    String describe(int i) {
        return (idMode ? "id " : "handle ") + handle(i);
    }

    void clearFailures() {
        for (int i = 0; i < handles.size(); i++) {
            failUpdate(i, null);
            failExit(i, null);
            failEnter(i, null);
        }
    }

    Mood stateOf(int i) {
        return batch().stateOf(handle(i));
    }

    boolean contains(long handle) {
        return batch().contains(handle);
    }

    void remove(long handle) {
        batch().remove(handle);
    }

    void transitionTo(long handle, Mood state) {
        batch().transitionTo(handle, state);
    }

    /**
     * Nothing lost or duplicated: exactly {@code expected} handles are in the batch, each in one state's
     * forEach (in ascending order) and in the state stateOf gives; size is the sum of the counts and the
     * number forEach saw.
     */
    void assertWhole(Set<Long> expected) {
        AbstractBatch<Mood> b = batch();
        Set<Long> seen = new HashSet<>();
        int sum = 0;
        for (Mood state : Mood.values()) {
            List<Long> in = handlesIn(state);
            assertEquals(b.count(state), in.size(), "count(" + state + ") against forEach");
            sum += b.count(state);
            long last = -1;
            for (long h : in) {
                if (!seen.add(h)) {
                    throw new AssertionError("handle " + h + " in two places");
                }
                if (h <= last) {
                    throw new AssertionError("forEach(" + state + ") not ascending: " + last + " then " + h);
                }
                last = h;
                if (b.stateOf(h) != state || !b.contains(h)) {
                    throw new AssertionError("handle " + h + " listed in " + state + " but in " + b.stateOf(h));
                }
            }
        }
        assertEquals(sum, b.size(), "size is the sum of the counts");
        assertEquals(new java.util.TreeSet<>(expected), new java.util.TreeSet<>(seen), "the entities in the batch");
    }

    void assertWhole() {
        assertWhole(new HashSet<>(handles));
    }

    /** What the batch holds, to compare before and after: size, then each state's handles and previous states. */
    Map<String, Object> snapshot() {
        Map<String, Object> s = new TreeMap<>();
        AbstractBatch<Mood> b = batch();
        s.put("size", b.size());
        for (Mood state : Mood.values()) {
            List<String> in = new ArrayList<>();
            for (long h : handlesIn(state)) {
                in.add(h + " (from " + b.previousOf(h) + ")");
            }
            s.put(state.name(), in);
        }
        return s;
    }

    // ---------------------------------------------------------------------------------------------

    static Frail objects() {
        FragileBatch batch = new FragileBatch();
        List<Fragile> entities = new ArrayList<>();
        return new Frail("Fragile", false) {
            @Override
            AbstractBatch<Mood> batch() {
                return batch;
            }

            @Override
            long add(Mood state) {
                Fragile f = new Fragile(entities.size());
                entities.add(f);
                long h = batch.add(f, state);
                handles.add(h);
                return h;
            }

            @Override
            void angry(int i, boolean angry) {
                entities.get(i).angry = angry;
            }

            @Override
            void failUpdate(int i, RuntimeException e) {
                entities.get(i).failUpdate = e;
            }

            @Override
            void failExit(int i, RuntimeException e) {
                entities.get(i).failExit = e;
            }

            @Override
            void failEnter(int i, RuntimeException e) {
                entities.get(i).failEnter = e;
            }

            @Override
            int updates(int i) {
                return entities.get(i).updates;
            }

            @Override
            List<Long> handlesIn(Mood state) {
                List<Long> in = new ArrayList<>();
                batch.forEach(state, f -> in.add(handles.get(f.serial)));
                return in;
            }

            @Override
            void inHandler(java.util.function.IntConsumer hook) {
                for (Fragile f : entities) {
                    f.inHandler = hook == null ? null : () -> hook.accept(f.serial);
                }
            }
        };
    }

    static Frail ids(int capacity) {
        Fragiles system = new Fragiles(capacity);
        FragilesBatch batch = new FragilesBatch(system);
        return new Frail("Fragiles", true) {
            @Override
            AbstractBatch<Mood> batch() {
                return batch;
            }

            @Override
            long add(Mood state) {
                int id = handles.size();
                handles.add((long) id);
                return batch.add(id, state);
            }

            @Override
            void angry(int i, boolean angry) {
                system.angry[i] = angry;
            }

            @Override
            void failUpdate(int i, RuntimeException e) {
                system.failUpdate[i] = e;
            }

            @Override
            void failExit(int i, RuntimeException e) {
                system.failExit[i] = e;
            }

            @Override
            void failEnter(int i, RuntimeException e) {
                system.failEnter[i] = e;
            }

            @Override
            int updates(int i) {
                return system.updates[i];
            }

            @Override
            List<Long> handlesIn(Mood state) {
                List<Long> in = new ArrayList<>();
                batch.forEach(state, id -> in.add((long) id));
                return in;
            }

            @Override
            void inHandler(java.util.function.IntConsumer hook) {
                system.inHandler = hook;
            }
        };
    }
}
