package dev.brainstem.samples.decide;

import dev.brainstem.runtime.AbstractBatch;
import dev.brainstem.runtime.Events;
import dev.brainstem.runtime.TransitionListener;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ForkJoinPool;
import java.util.function.BiConsumer;
import java.util.function.Function;
import java.util.function.ToLongFunction;

/**
 * Entities of one machine, driven the same way whatever runs them: a one-entity machine each
 * ({@link Mode#ONE}), or one batch ticked with {@code tick(dt)} ({@link Mode#BATCH}) or
 * {@code tick(dt, pool)} ({@link Mode#PARALLEL}). The listener's calls are kept per entity, as
 * "FROM>TO EVENT".
 */
abstract class Drive<E extends Probe<S>, S extends Enum<S>> {
    /** Enough entities for a parallel tick to run in chunks (the tests' minimum is 64). */
    static final int ENTITIES = 100;

    final Mode mode;
    final List<E> entities = new ArrayList<>();
    final List<List<String>> heard = new ArrayList<>();

    private Drive(Mode mode, List<E> entities) {
        this.mode = mode;
        this.entities.addAll(entities);
        for (int i = 0; i < entities.size(); i++) {
            heard.add(new ArrayList<>());
        }
    }

    abstract void tick(float dt);

    abstract S state(int i);

    abstract S previous(int i);

    abstract float timeInState(int i);

    abstract void transitionTo(int i, S target);

    E entity(int i) {
        return entities.get(i);
    }

    int size() {
        return entities.size();
    }

    /** The listener's calls for entity {@code i} so far, emptied. */
    List<String> heard(int i) {
        List<String> taken = new ArrayList<>(heard.get(i));
        heard.get(i).clear();
        return taken;
    }

    void hear(int i, S from, S to, int event) {
        heard.get(i).add(from + ">" + to + " " + Events.name(event));
    }

    /** A one-entity machine's {@code update(dt)}. */
    interface Update<M> {
        void update(M machine, float dt);
    }

    /** A one-entity machine's {@code timeInState()}. */
    interface Time<M> {
        float of(M machine);
    }

    /** One-entity machines {@code M}, given as their methods; {@code time} null for a machine that keeps none. */
    static <E extends Probe<S>, S extends Enum<S>, M> Drive<E, S> one(List<E> entities, Function<E, M> start,
            Update<M> update, Function<M, S> state, Function<M, S> previous, Time<M> time,
            BiConsumer<M, S> transitionTo, BiConsumer<M, TransitionListener<S>> setListener) {
        List<M> machines = new ArrayList<>();
        for (E entity : entities) {
            machines.add(start.apply(entity));
        }
        Drive<E, S> drive = new Drive<E, S>(Mode.ONE, entities) {
            /** Updates every machine, as a batch's tick would; throws the first exception, later ones suppressed. */
            @Override
            void tick(float dt) {
                RuntimeException first = null;
                for (M machine : machines) {
                    try {
                        update.update(machine, dt);
                    } catch (RuntimeException e) {
                        if (first == null) {
                            first = e;
                        } else {
                            first.addSuppressed(e);
                        }
                    }
                }
                if (first != null) {
                    throw first;
                }
            }

            @Override
            S state(int i) {
                return state.apply(machines.get(i));
            }

            @Override
            S previous(int i) {
                return previous.apply(machines.get(i));
            }

            @Override
            float timeInState(int i) {
                return time.of(machines.get(i));
            }

            @Override
            void transitionTo(int i, S target) {
                transitionTo.accept(machines.get(i), target);
            }
        };
        for (int i = 0; i < machines.size(); i++) {
            int index = i;
            setListener.accept(machines.get(i), (handle, from, to, event) -> {
                if (handle != 0) {
                    throw new AssertionError("a one-entity machine's listener gets handle 0, not " + handle);
                }
                drive.hear(index, from, to, event);
            });
        }
        return drive;
    }

    /**
     * A batch {@code B}: {@code add} puts an entity in it; {@code time} reads a handle's time in state
     * (null for a machine that keeps none); {@code pool} null ticks sequentially.
     */
    static <E extends Probe<S>, S extends Enum<S>, B extends AbstractBatch<S>> Drive<E, S> batch(
            List<E> entities, B batch, ToLongFunction<E> add, TimeOf<B> time, ForkJoinPool pool) {
        long[] handles = new long[entities.size()];
        Map<Long, Integer> index = new HashMap<>();
        for (int i = 0; i < handles.length; i++) {
            handles[i] = add.applyAsLong(entities.get(i));
            index.put(handles[i], i);
        }
        Drive<E, S> drive = new Drive<E, S>(pool == null ? Mode.BATCH : Mode.PARALLEL, entities) {
            @Override
            void tick(float dt) {
                if (pool == null) {
                    batch.tick(dt);
                } else {
                    batch.tick(dt, pool);
                }
            }

            @Override
            S state(int i) {
                return batch.stateOf(handles[i]);
            }

            @Override
            S previous(int i) {
                return batch.previousOf(handles[i]);
            }

            @Override
            float timeInState(int i) {
                return time.of(batch, handles[i]);
            }

            @Override
            void transitionTo(int i, S target) {
                batch.transitionTo(handles[i], target);
            }
        };
        batch.setListener((handle, from, to, event) -> drive.hear(index.get(handle), from, to, event));
        return drive;
    }

    /** A batch's {@code timeInState(handle)}. */
    interface TimeOf<B> {
        float of(B batch, long handle);
    }

    /** Builds {@code n} entities, the i-th by {@code make}. */
    static <E> List<E> make(int n, Function<Integer, E> make) {
        List<E> list = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            list.add(make.apply(i));
        }
        return list;
    }

    /** Applies {@code action} to every entity with its index. */
    void each(BiConsumer<Integer, E> action) {
        for (int i = 0; i < entities.size(); i++) {
            action.accept(i, entities.get(i));
        }
    }
}
