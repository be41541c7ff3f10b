package dev.brainstem.samples.batch;

import dev.brainstem.runtime.AbstractBatch;
import dev.brainstem.runtime.HandlerException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ForkJoinPool;

/**
 * One generated batch behind a mode-neutral face, states as ordinals: what the property drives and
 * checks. {@link #NULL_STATE} passes a null state; {@link #DEFAULT_STATE} calls the one-argument add.
 */
abstract class Subject<S extends Enum<S>> {
    static final int NULL_STATE = -3;
    static final int DEFAULT_STATE = -4;

    final Harness h;
    final AbstractBatch<S> batch;
    final S[] values;

    Subject(Harness h, AbstractBatch<S> batch, S[] values) {
        this.h = h;
        this.batch = batch;
        this.values = values;
        h.subject = this;
    }

    S state(int ordinal) {
        return ordinal == NULL_STATE ? null : values[ordinal];
    }

    /** Adds the entity {@code key} (object mode: a new one with that serial) in {@code state}; returns its handle. */
    abstract long add(int key, int state);

    /**
     * Object mode, from a handler or the listener: adds a new entity in {@code state}, which gets the
     * next serial once add has returned (its handlers run later, when the batch applies the add).
     */
    long addLater(int state) {
        throw new UnsupportedOperationException("id mode adds ids");
    }

    /** The keys of the entities in {@code state}, by forEach. */
    abstract List<Integer> keysIn(int state);

    /** The key of the entity of {@code handle}: object mode, its serial by {@code entity(handle)}. */
    abstract int keyOf(long handle);

    /**
     * Object mode: an add that threw. When its own enter failed, the exception carries the handle; when
     * something else failed (a change its handlers asked for, the listener), the entity is in the batch
     * but the caller never got its handle, so it is looked for among the handles the batch could have
     * issued: every slot and generation up to the number of entities ever added.
     */
    void recordHandle(int key, Object entity, RuntimeException e) {
        if (e instanceof HandlerException) {
            long handle = ((HandlerException) e).handle();
            if (handle >= 0 && batch.contains(handle) && entityOf(handle) == entity) {
                h.handleOfSerial.put(key, handle);
                return;
            }
        }
        int bound = h.serials() + 2;
        int generations = bound;
        for (int slot = 0; slot < bound; slot++) {
            for (int generation = 0; generation < generations; generation++) {
                long handle = (long) slot << 32 | generation;
                if (batch.contains(handle) && entityOf(handle) == entity) {
                    h.handleOfSerial.put(key, handle);
                    return;
                }
            }
        }
    }

    /** Object mode: entity(handle). */
    Object entityOf(long handle) {
        return Api.entity(batch, handle);
    }

    void remove(long handle) {
        batch.remove(handle);
    }

    void transitionTo(long handle, int state) {
        batch.transitionTo(handle, state(state));
    }

    void tick(float dt, ForkJoinPool pool) {
        if (pool == null) {
            batch.tick(dt);
        } else {
            batch.tick(dt, pool);
        }
    }

    void tickInRegions(float dt) {
        batch.tickInRegions(dt);
    }

    int stateOf(long handle) {
        return batch.stateOf(handle).ordinal();
    }

    int previousOf(long handle) {
        S p = batch.previousOf(handle);
        return p == null ? -1 : p.ordinal();
    }

    /** {@code lastIn(handle, group)} as an ordinal, -1 for none. */
    int lastIn(long handle, String group) {
        S s = batch.lastIn(handle, group);
        return s == null ? -1 : s.ordinal();
    }

    /** {@code stackOf(handle)} as ordinals, bottom first. */
    List<Integer> stackOf(long handle) {
        List<Integer> stack = new ArrayList<>();
        for (S s : batch.stackOf(handle)) {
            stack.add(s.ordinal());
        }
        return stack;
    }

    int count(int state) {
        return batch.count(values[state]);
    }

    /**
     * Id mode: saves the batch ({@code BatchSaves}), takes every entity out and loads the save back into
     * it, as a game that reloads a level does (issue 43: timers, phases, strides and ticks must survive).
     */
    void saveAndLoad() {
        try {
            java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
            dev.brainstem.runtime.BatchSaves.write(batch, new java.io.DataOutputStream(bytes));
            List<Long> handles = new ArrayList<>();
            for (S state : values) {
                batch.forEachHandle(state, handles::add);
            }
            handles.forEach(batch::remove);
            dev.brainstem.runtime.BatchSaves.read(batch,
                    new java.io.DataInputStream(new java.io.ByteArrayInputStream(bytes.toByteArray())));
        } catch (java.io.IOException e) {
            throw new AssertionError("a save of the batch does not load back", e);
        }
    }

    /** The listener: {@link Harness#told}. */
    void listen() {
        batch.setListener((handle, from, to, event) -> h.told(handle, from.ordinal(), to.ordinal(), event));
    }

    /** The error handler, {@link Harness#errorHandled}, or none. */
    void errorHandler(boolean on) {
        batch.setErrorHandler(on ? h::errorHandled : null);
    }

    // ---------------------------------------------------------------------------------------------

    static Subject<SettleState> settler(Harness h) {
        return new Subject<SettleState>(h, new SettlerBatch(), SettleState.values()) {
            private SettlerBatch b() {
                return (SettlerBatch) batch;
            }

            @Override
            long add(int key, int state) {
                Settler entity = new Settler(h, key);
                try {
                    long handle = state == DEFAULT_STATE ? b().add(entity) : b().add(entity, state(state));
                    h.handleOfSerial.put(key, handle);
                    return handle;
                } catch (RuntimeException e) {
                    recordHandle(key, entity, e);
                    throw e;
                }
            }

            @Override
            long addLater(int state) {
                Settler entity = new Settler(h, -1);
                long handle = b().add(entity, state(state));
                entity.serial = h.takeSerial();
                h.handleOfSerial.put(entity.serial, handle);
                return handle;
            }

            @Override
            List<Integer> keysIn(int state) {
                List<Integer> keys = new ArrayList<>();
                b().forEach(values[state], e -> keys.add(e.serial));
                return keys;
            }

            @Override
            int keyOf(long handle) {
                return ((Settler) entityOf(handle)).serial;
            }
        };
    }

    static Subject<SettleState> settlerSystem(Harness h) {
        SettlerSystem system = new SettlerSystem(h);
        return new Subject<SettleState>(h, new SettlerSystemBatch(system), SettleState.values()) {
            private SettlerSystemBatch b() {
                return (SettlerSystemBatch) batch;
            }

            @Override
            long add(int key, int state) {
                return state == DEFAULT_STATE ? b().add(key) : b().add(key, state(state));
            }

            @Override
            List<Integer> keysIn(int state) {
                List<Integer> keys = new ArrayList<>();
                b().forEach(values[state], id -> keys.add(id));
                return keys;
            }

            @Override
            int keyOf(long handle) {
                if (b().system() != system) {
                    throw new AssertionError("system() is not the system");
                }
                return (int) handle;
            }
        };
    }

    static Subject<RedirectState> redirector(Harness h) {
        return new Subject<RedirectState>(h, new RedirectorBatch(), RedirectState.values()) {
            private RedirectorBatch b() {
                return (RedirectorBatch) batch;
            }

            @Override
            long add(int key, int state) {
                Redirector entity = new Redirector(h, key);
                try {
                    long handle = state == DEFAULT_STATE ? b().add(entity) : b().add(entity, state(state));
                    h.handleOfSerial.put(key, handle);
                    return handle;
                } catch (RuntimeException e) {
                    recordHandle(key, entity, e);
                    throw e;
                }
            }

            @Override
            long addLater(int state) {
                Redirector entity = new Redirector(h, -1);
                long handle = b().add(entity, state(state));
                entity.serial = h.takeSerial();
                h.handleOfSerial.put(entity.serial, handle);
                return handle;
            }

            @Override
            List<Integer> keysIn(int state) {
                List<Integer> keys = new ArrayList<>();
                b().forEach(values[state], e -> keys.add(e.serial));
                return keys;
            }

            @Override
            int keyOf(long handle) {
                return ((Redirector) entityOf(handle)).serial;
            }
        };
    }

    static Subject<RedirectState> redirectorSystem(Harness h) {
        RedirectorSystem system = new RedirectorSystem(h);
        return new Subject<RedirectState>(h, new RedirectorSystemBatch(system), RedirectState.values()) {
            private RedirectorSystemBatch b() {
                return (RedirectorSystemBatch) batch;
            }

            @Override
            long add(int key, int state) {
                return state == DEFAULT_STATE ? b().add(key) : b().add(key, state(state));
            }

            @Override
            List<Integer> keysIn(int state) {
                List<Integer> keys = new ArrayList<>();
                b().forEach(values[state], id -> keys.add(id));
                return keys;
            }

            @Override
            int keyOf(long handle) {
                if (b().system() != system) {
                    throw new AssertionError("system() is not the system");
                }
                return (int) handle;
            }
        };
    }

    static Subject<TrooperState> trooper(Harness h) {
        return new Subject<TrooperState>(h, new TrooperBatch(), TrooperState.values()) {
            private TrooperBatch b() {
                return (TrooperBatch) batch;
            }

            @Override
            long add(int key, int state) {
                Trooper entity = new Trooper(h, key);
                try {
                    long handle = state == DEFAULT_STATE ? b().add(entity) : b().add(entity, state(state));
                    h.handleOfSerial.put(key, handle);
                    return handle;
                } catch (RuntimeException e) {
                    recordHandle(key, entity, e);
                    throw e;
                }
            }

            @Override
            long addLater(int state) {
                Trooper entity = new Trooper(h, -1);
                long handle = b().add(entity, state(state));
                entity.serial = h.takeSerial();
                h.handleOfSerial.put(entity.serial, handle);
                return handle;
            }

            @Override
            List<Integer> keysIn(int state) {
                List<Integer> keys = new ArrayList<>();
                b().forEach(values[state], e -> keys.add(e.serial));
                return keys;
            }

            @Override
            int keyOf(long handle) {
                return ((Trooper) entityOf(handle)).serial;
            }
        };
    }

    static Subject<TrooperState> trooperSystem(Harness h) {
        TrooperSystem system = new TrooperSystem(h);
        return new Subject<TrooperState>(h, new TrooperSystemBatch(system), TrooperState.values()) {
            private TrooperSystemBatch b() {
                return (TrooperSystemBatch) batch;
            }

            @Override
            long add(int key, int state) {
                return state == DEFAULT_STATE ? b().add(key) : b().add(key, state(state));
            }

            @Override
            List<Integer> keysIn(int state) {
                List<Integer> keys = new ArrayList<>();
                b().forEach(values[state], id -> keys.add(id));
                return keys;
            }

            @Override
            int keyOf(long handle) {
                if (b().system() != system) {
                    throw new AssertionError("system() is not the system");
                }
                return (int) handle;
            }
        };
    }

    static Subject<SentinelState> sentinel(Harness h) {
        return new Subject<SentinelState>(h, new SentinelBatch(), SentinelState.values()) {
            private SentinelBatch b() {
                return (SentinelBatch) batch;
            }

            @Override
            long add(int key, int state) {
                Sentinel entity = new Sentinel(h, key);
                try {
                    long handle = state == DEFAULT_STATE ? b().add(entity) : b().add(entity, state(state));
                    h.handleOfSerial.put(key, handle);
                    return handle;
                } catch (RuntimeException e) {
                    recordHandle(key, entity, e);
                    throw e;
                }
            }

            @Override
            long addLater(int state) {
                Sentinel entity = new Sentinel(h, -1);
                long handle = b().add(entity, state(state));
                entity.serial = h.takeSerial();
                h.handleOfSerial.put(entity.serial, handle);
                return handle;
            }

            @Override
            List<Integer> keysIn(int state) {
                List<Integer> keys = new ArrayList<>();
                b().forEach(values[state], e -> keys.add(e.serial));
                return keys;
            }

            @Override
            int keyOf(long handle) {
                return ((Sentinel) entityOf(handle)).serial;
            }
        };
    }

    static Subject<SentinelState> sentinelSystem(Harness h) {
        SentinelSystem system = new SentinelSystem(h);
        return new Subject<SentinelState>(h, new SentinelSystemBatch(system), SentinelState.values()) {
            private SentinelSystemBatch b() {
                return (SentinelSystemBatch) batch;
            }

            @Override
            long add(int key, int state) {
                return state == DEFAULT_STATE ? b().add(key) : b().add(key, state(state));
            }

            @Override
            List<Integer> keysIn(int state) {
                List<Integer> keys = new ArrayList<>();
                b().forEach(values[state], id -> keys.add(id));
                return keys;
            }

            @Override
            int keyOf(long handle) {
                if (b().system() != system) {
                    throw new AssertionError("system() is not the system");
                }
                return (int) handle;
            }
        };
    }
}
