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
    abstract int add(int key, int state);

    /** The keys of the entities in {@code state}, by forEach. */
    abstract List<Integer> keysIn(int state);

    /** The key of the entity of {@code handle}: object mode, its serial by {@code entity(handle)}. */
    abstract int keyOf(int handle);

    /**
     * Object mode: an add that threw. When its own enter failed, the exception carries the handle; when
     * a change its handlers asked for failed, the entity is in the batch but the caller never got its
     * handle, so it is looked for among every handle the batch could have issued.
     */
    void recordHandle(int key, Object entity, RuntimeException e) {
        if (e instanceof HandlerException && ((HandlerException) e).handle() >= 0
                && batch.contains(((HandlerException) e).handle()) && entityOf(((HandlerException) e).handle()) == entity) {
            h.handleOfSerial.put(key, ((HandlerException) e).handle());
            return;
        }
        for (int slot = 0; slot < 4096; slot++) {
            for (int generation = 0; generation < 128; generation++) {
                int handle = slot << 7 | generation;
                if (batch.contains(handle) && entityOf(handle) == entity) {
                    h.handleOfSerial.put(key, handle);
                    return;
                }
            }
        }
    }

    /** Object mode: entity(handle). */
    Object entityOf(int handle) {
        throw new UnsupportedOperationException();
    }

    void remove(int handle) {
        batch.remove(handle);
    }

    void transitionTo(int handle, int state) {
        batch.transitionTo(handle, state(state));
    }

    void tick(float dt, ForkJoinPool pool) {
        if (pool == null) {
            batch.tick(dt);
        } else {
            batch.tick(dt, pool);
        }
    }

    int stateOf(int handle) {
        return batch.stateOf(handle).ordinal();
    }

    int previousOf(int handle) {
        S p = batch.previousOf(handle);
        return p == null ? -1 : p.ordinal();
    }

    int count(int state) {
        return batch.count(values[state]);
    }

    void listen(List<Object> into) {
        batch.setListener((handle, from, to, event) -> into.add(new Trace.Moved(handle, from.ordinal(), to.ordinal(),
                event)));
    }

    void errorHandler(boolean on, List<Object> into) {
        batch.setErrorHandler(on ? e -> into.add(Trace.Failed.of(e)) : null);
    }

    // ---------------------------------------------------------------------------------------------

    static Subject<SettleState> settler(Harness h) {
        return new Subject<SettleState>(h, new SettlerBatch(), SettleState.values()) {
            private SettlerBatch b() {
                return (SettlerBatch) batch;
            }

            @Override
            int add(int key, int state) {
                Settler entity = new Settler(h, key);
                try {
                    int handle = state == DEFAULT_STATE ? b().add(entity) : b().add(entity, state(state));
                    h.handleOfSerial.put(key, handle);
                    return handle;
                } catch (RuntimeException e) {
                    recordHandle(key, entity, e);
                    throw e;
                }
            }

            @Override
            List<Integer> keysIn(int state) {
                List<Integer> keys = new ArrayList<>();
                b().forEach(values[state], e -> keys.add(e.serial));
                return keys;
            }

            @Override
            int keyOf(int handle) {
                return b().entity(handle).serial;
            }

            @Override
            Object entityOf(int handle) {
                return b().entity(handle);
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
            int add(int key, int state) {
                return state == DEFAULT_STATE ? b().add(key) : b().add(key, state(state));
            }

            @Override
            List<Integer> keysIn(int state) {
                List<Integer> keys = new ArrayList<>();
                b().forEach(values[state], keys::add);
                return keys;
            }

            @Override
            int keyOf(int handle) {
                if (b().system() != system) {
                    throw new AssertionError("system() is not the system");
                }
                return handle;
            }
        };
    }

    static Subject<RedirectState> redirector(Harness h) {
        return new Subject<RedirectState>(h, new RedirectorBatch(), RedirectState.values()) {
            private RedirectorBatch b() {
                return (RedirectorBatch) batch;
            }

            @Override
            int add(int key, int state) {
                Redirector entity = new Redirector(h, key);
                try {
                    int handle = state == DEFAULT_STATE ? b().add(entity) : b().add(entity, state(state));
                    h.handleOfSerial.put(key, handle);
                    return handle;
                } catch (RuntimeException e) {
                    recordHandle(key, entity, e);
                    throw e;
                }
            }

            @Override
            List<Integer> keysIn(int state) {
                List<Integer> keys = new ArrayList<>();
                b().forEach(values[state], e -> keys.add(e.serial));
                return keys;
            }

            @Override
            int keyOf(int handle) {
                return b().entity(handle).serial;
            }

            @Override
            Object entityOf(int handle) {
                return b().entity(handle);
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
            int add(int key, int state) {
                return state == DEFAULT_STATE ? b().add(key) : b().add(key, state(state));
            }

            @Override
            List<Integer> keysIn(int state) {
                List<Integer> keys = new ArrayList<>();
                b().forEach(values[state], keys::add);
                return keys;
            }

            @Override
            int keyOf(int handle) {
                if (b().system() != system) {
                    throw new AssertionError("system() is not the system");
                }
                return handle;
            }
        };
    }
}
