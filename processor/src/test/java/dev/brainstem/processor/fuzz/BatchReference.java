package dev.brainstem.processor.fuzz;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The design's batch runner ("The batch runner" in DESIGN.md), written plainly over
 * {@link Reference}'s machines: a map from handle to machine. A tick visits the states in ordinal
 * order and, within a state, the entities in ascending handle order, each once (those that arrive in
 * a state during the tick wait for the next one); {@code add}, {@code remove} and
 * {@code transitionTo} called during a tick are applied when it ends, in call order; a handler's
 * exception ends the tick as a {@code HandlerException} unless an error handler is set, which then
 * gets it while the tick goes on; the failing entity stays in the state whose handler threw.
 *
 * <p>Handles are the generated batch's to choose (the design fixes only their order), so the caller
 * passes the handle the generated batch gave; in id mode the handle is the id.
 *
 * <p>The parallel tick, as documented by {@code AbstractBatch}: without an error handler a failure
 * stops only the chunk it happened in (the other chunks' entities are still updated), and the first
 * failure in sequential order is thrown. Chunks are pieces of a state's bucket of at least 4096
 * entities.
 */
final class BatchReference {
    static final int ADD = 1;
    static final int REMOVE = 2;
    static final int TRANSITION = 3;
    private static final int MIN_CHUNK = 4096;

    /** A HandlerException or IllegalArgumentException as the outcome of an operation. */
    static final class Thrown extends RuntimeException {
        private static final long serialVersionUID = 1L;
        final String outcome;

        Thrown(String outcome) {
            super(outcome, null, false, false);
            this.outcome = outcome;
        }
    }

    private record Deferred(int kind, int handle, int key, String target) {}

    final Reference machine;
    final World world;
    final boolean idMode;
    /** The entities, by handle; each one's machine knows its world key, state and previous state. */
    final TreeMap<Integer, Reference.Machine> live = new TreeMap<>();
    final List<String> listenerLog = new ArrayList<>();
    final List<String> errorLog = new ArrayList<>();
    boolean errorHandler;

    private boolean ticking;
    private final List<Deferred> deferred = new ArrayList<>();
    /** Failures not given to an error handler, in order; the first ends the tick. */
    private final List<String> failures = new ArrayList<>();

    BatchReference(Reference machine, World world) {
        this.machine = machine;
        this.world = world;
        this.idMode = machine.idMode;
    }

    String who(int handle) {
        return idMode ? "id " + handle : "handle " + handle;
    }

    // ---------------------------------------------------------------------------------------------
    // Operations

    /** {@code add(entity, state)} / {@code add(id, state)}; {@code handle} is what the generated batch returned. */
    void add(int handle, int key, String state) {
        if (!machine.startable(state)) {
            throw new IllegalArgumentException("not startable: " + state);
        }
        if (ticking) {
            deferred.add(new Deferred(ADD, handle, key, state));
            return;
        }
        if (idMode && live.containsKey(handle)) {
            throw new IllegalArgumentException("id in the batch already: " + handle);
        }
        start(handle, key, state, true);
    }

    void remove(int handle) {
        if (ticking) {
            if (handle < 0) {
                throw new IllegalArgumentException("negative handle");
            }
            deferred.add(new Deferred(REMOVE, handle, -1, null));
            return;
        }
        present(handle);
        live.remove(handle);
    }

    void transitionTo(int handle, String target) {
        if (!machine.startable(target)) {
            throw new IllegalArgumentException("not startable: " + target);
        }
        if (ticking) {
            if (handle < 0) {
                throw new IllegalArgumentException("negative handle");
            }
            deferred.add(new Deferred(TRANSITION, handle, -1, target));
            return;
        }
        transitionNow(present(handle), handle, target, true);
    }

    private Reference.Machine present(int handle) {
        Reference.Machine m = live.get(handle);
        if (m == null) {
            throw new IllegalArgumentException(who(handle) + " is not in the batch");
        }
        return m;
    }

    private void start(int handle, int key, String state, boolean throwToCaller) {
        Reference.Machine m = machine.new Machine(world, key, who(handle));
        m.state = state;
        m.listener = (from, to, event) -> moved(handle, from, to, event);
        live.put(handle, m);
        try {
            m.begin();
        } catch (Throwable t) {
            failed(handle, m, t, throwToCaller);
        }
    }

    private void transitionNow(Reference.Machine m, int handle, String target, boolean throwToCaller) {
        try {
            m.running = Reference.NONE;
            m.follow(Reference.NONE, target, 0f, false);
        } catch (Throwable t) {
            failed(handle, m, t, throwToCaller);
        }
    }

    /** Returns whether the tick (or the chunk) must stop. */
    private boolean failed(int handle, Reference.Machine m, Throwable t, boolean throwToCaller) {
        String e = "HandlerException(handle=" + handle + ", state=" + m.state + ", event=" + m.running
                + ", cause=" + Outcomes.reference(t) + ")";
        if (throwToCaller) {
            throw new Thrown(e);
        }
        if (errorHandler) {
            errorLog.add(e);
            world.note("error " + e);
            return false;
        }
        failures.add(e);
        return true;
    }

    private void moved(int handle, String from, String to, int event) {
        String line = who(handle) + ": " + from + " -> " + to + " (event " + event + ")";
        listenerLog.add(line);
        world.note("listener " + line);
    }

    // ---------------------------------------------------------------------------------------------
    // The tick

    /**
     * One tick. {@code parallelism} &gt; 0 models {@code tick(dt, pool)} with a pool of that
     * parallelism, 0 the sequential tick.
     */
    void tick(float dt, int parallelism) {
        if (ticking) {
            throw new IllegalStateException("tick while ticking");
        }
        // The buckets as the tick starts: ascending handles per state.
        List<List<Integer>> buckets = new ArrayList<>();
        for (int s = 0; s < machine.states.size(); s++) {
            buckets.add(new ArrayList<>());
        }
        for (Map.Entry<Integer, Reference.Machine> e : live.entrySet()) {
            buckets.get(machine.ordinal(e.getValue().state)).add(e.getKey());
        }
        int piece = parallelism > 0 ? Math.max(MIN_CHUNK, live.size() / Math.max(1, parallelism * 4)) : Integer.MAX_VALUE;
        ticking = true;
        failures.clear();
        deferred.clear();
        boolean stopped = false;
        try {
            for (List<Integer> bucket : buckets) {
                for (int lo = 0; lo < bucket.size() && !stopped; lo += piece) {
                    boolean chunkStopped = false;
                    for (int i = lo; i < Math.min(bucket.size(), lo + piece) && !chunkStopped; i++) {
                        int handle = bucket.get(i);
                        Reference.Machine m = live.get(handle);
                        try {
                            m.update(dt);
                        } catch (Throwable t) {
                            chunkStopped = failed(handle, m, t, false);
                        }
                    }
                    // Sequentially a failure ends the tick; in parallel only its chunk.
                    stopped = chunkStopped && parallelism == 0;
                }
                if (stopped) {
                    break;
                }
            }
        } finally {
            ticking = false;
        }
        endTick();
    }

    private void endTick() {
        IllegalArgumentException bad = null;
        List<Deferred> changes = new ArrayList<>(deferred);
        deferred.clear();
        for (Deferred change : changes) {
            try {
                apply(change);
            } catch (IllegalArgumentException e) {
                if (bad == null) {
                    bad = e;
                }
            }
        }
        if (!failures.isEmpty()) {
            String first = failures.get(0);
            failures.clear();
            throw new Thrown(first);
        }
        if (bad != null) {
            throw bad;
        }
    }

    private void apply(Deferred change) {
        switch (change.kind()) {
            case ADD -> {
                if (idMode && live.containsKey(change.handle())) {
                    throw new IllegalArgumentException("id in the batch already: " + change.handle());
                }
                start(change.handle(), change.key(), change.target(), false);
            }
            case REMOVE -> {
                present(change.handle());
                live.remove(change.handle());
            }
            case TRANSITION -> transitionNow(present(change.handle()), change.handle(), change.target(), false);
            default -> throw new IllegalStateException();
        }
    }

    boolean ticking() {
        return ticking;
    }

    int count(String state) {
        int n = 0;
        for (Reference.Machine m : live.values()) {
            if (m.state.equals(state)) {
                n++;
            }
        }
        return n;
    }

    /** The handles in {@code state}, ascending: forEach's order. */
    List<Integer> members(String state) {
        List<Integer> handles = new ArrayList<>();
        live.forEach((h, m) -> {
            if (m.state.equals(state)) {
                handles.add(h);
            }
        });
        return handles;
    }
}
