package dev.brainstem.processor.fuzz;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The design's batch runner ("The batch runner" in DESIGN.md), written plainly over
 * {@link Reference}'s machines: a map from handle to machine. A tick updates every entity once,
 * visiting the states in ordinal order and, within a state, the entities in ascending handle order
 * (those that arrive in a state during the tick wait for the next one); a handler's exception is
 * recorded and the tick goes on. After the updates: the listener hears of every transition, in order;
 * then {@code add}, {@code remove} and {@code transitionTo} called during the tick are applied in call
 * order, each one's transitions told right after it; then the handlers' exceptions go to the error
 * handler in order, or the first is thrown. A call from outside a tick does the same with its own
 * handlers' work, and throws its first failure to the caller. The parallel tick gives the same.
 *
 * <p>Handles are the generated batch's to choose (the design fixes only their order), so the caller
 * passes the handle the generated batch gave; in id mode the handle is the id.
 */
final class BatchReference {
    static final int ADD = 1;
    static final int REMOVE = 2;
    static final int TRANSITION = 3;

    /** A HandlerException or IllegalArgumentException as the outcome of an operation. */
    static final class Thrown extends RuntimeException {
        private static final long serialVersionUID = 1L;
        final String outcome;

        Thrown(String outcome) {
            super(outcome, null, false, false);
            this.outcome = outcome;
        }
    }

    private record Deferred(int kind, long handle, int key, String target) {}

    final Reference machine;
    final World world;
    final boolean idMode;
    /** The entities, by handle; each one's machine knows its world key, state and previous state. */
    final TreeMap<Long, Reference.Machine> live = new TreeMap<>();
    final List<String> listenerLog = new ArrayList<>();
    final List<String> errorLog = new ArrayList<>();
    boolean errorHandler;

    /** From a tick's start to its end: changes are deferred, another tick refused. */
    private boolean ticking;
    /** While a call from outside runs its handlers: changes are deferred. */
    private boolean busy;
    private final List<Deferred> deferred = new ArrayList<>();
    /** The handlers' failures, in order, reported when the tick (or outside call) ends. */
    private final List<String> failures = new ArrayList<>();
    /** Transitions made and not yet told to the listener: (handle, from, to, event). */
    private final List<Object[]> untold = new ArrayList<>();

    BatchReference(Reference machine, World world) {
        this.machine = machine;
        this.world = world;
        this.idMode = machine.idMode;
    }

    String who(long handle) {
        return idMode ? "id " + handle : "handle " + handle;
    }

    // ---------------------------------------------------------------------------------------------
    // Operations

    /** {@code add(entity, state)} / {@code add(id, state)}; {@code handle} is what the generated batch returned. */
    void add(long handle, int key, String state) {
        if (!machine.startable(state)) {
            throw new IllegalArgumentException("not startable: " + state);
        }
        if (ticking || busy) {
            deferred.add(new Deferred(ADD, handle, key, state));
            return;
        }
        if (idMode && live.containsKey(handle)) {
            throw new IllegalArgumentException("id in the batch already: " + handle);
        }
        outside(() -> start(handle, key, state));
    }

    void remove(long handle) {
        if (ticking || busy) {
            if (handle < 0) {
                throw new IllegalArgumentException("negative handle");
            }
            deferred.add(new Deferred(REMOVE, handle, -1, null));
            return;
        }
        present(handle);
        live.remove(handle);
    }

    void transitionTo(long handle, String target) {
        if (!machine.startable(target)) {
            throw new IllegalArgumentException("not startable: " + target);
        }
        if (ticking || busy) {
            if (handle < 0) {
                throw new IllegalArgumentException("negative handle");
            }
            deferred.add(new Deferred(TRANSITION, handle, -1, target));
            return;
        }
        Reference.Machine m = present(handle);
        outside(() -> transitionNow(m, handle, target));
    }

    private Reference.Machine present(long handle) {
        Reference.Machine m = live.get(handle);
        if (m == null) {
            throw new IllegalArgumentException(who(handle) + " is not in the batch");
        }
        return m;
    }

    private void outside(Runnable change) {
        busy = true;
        try {
            change.run();
        } finally {
            busy = false;
        }
        finish(true);
    }

    private void start(long handle, int key, String state) {
        Reference.Machine m = machine.new Machine(world, key, who(handle));
        m.state = state;
        m.listener = (from, to, event) -> untold.add(new Object[] {handle, from, to, event});
        live.put(handle, m);
        try {
            m.begin();
        } catch (RuntimeException t) {
            failed(handle, m, t);
        }
    }

    private void transitionNow(Reference.Machine m, long handle, String target) {
        try {
            m.running = Reference.NONE;
            m.follow(Reference.NONE, target, 0f, false);
        } catch (RuntimeException t) {
            failed(handle, m, t);
        }
    }

    private void failed(long handle, Reference.Machine m, Throwable t) {
        failures.add("HandlerException(handle=" + handle + ", state=" + m.state + ", event=" + m.running
                + ", cause=" + Outcomes.reference(t) + ")");
    }

    private void tellAll() {
        for (Object[] t : untold) {
            String line = who((Long) t[0]) + ": " + t[1] + " -> " + t[2] + " (event " + t[3] + ")";
            listenerLog.add(line);
            world.note("listener " + line);
        }
        untold.clear();
    }

    // ---------------------------------------------------------------------------------------------
    // The tick

    /** One tick; {@code parallelism} &gt; 0 models {@code tick(dt, pool)}, which gives the same. */
    void tick(float dt, int parallelism) {
        if (ticking || busy) {
            throw new IllegalStateException("tick while ticking");
        }
        // The entities as the tick starts: ascending handles per state.
        List<List<Long>> buckets = new ArrayList<>();
        for (int s = 0; s < machine.states.size(); s++) {
            buckets.add(new ArrayList<>());
        }
        for (Map.Entry<Long, Reference.Machine> e : live.entrySet()) {
            buckets.get(machine.ordinal(e.getValue().state)).add(e.getKey());
        }
        ticking = true;
        for (List<Long> bucket : buckets) {
            for (long handle : bucket) {
                Reference.Machine m = live.get(handle);
                try {
                    m.update(dt);
                } catch (RuntimeException t) {
                    failed(handle, m, t);
                }
            }
        }
        finish(false);
    }

    /** The end of a tick or of a call from outside: the listener, the deferred changes, the failures. */
    private void finish(boolean outside) {
        ticking = true;
        IllegalArgumentException refused = null;
        try {
            tellAll();
            for (int k = 0; k < deferred.size(); k++) {
                try {
                    apply(deferred.get(k));
                } catch (IllegalArgumentException e) {
                    if (refused == null) {
                        refused = e;
                    }
                }
                tellAll();
            }
        } finally {
            deferred.clear();
            ticking = false;
        }
        List<String> report = new ArrayList<>(failures);
        failures.clear();
        if (errorHandler && !outside) {
            for (String e : report) {
                errorLog.add(e);
                world.note("error " + e);
            }
        } else if (!report.isEmpty()) {
            throw new Thrown(report.get(0));
        }
        if (refused != null) {
            throw refused;
        }
    }

    private void apply(Deferred change) {
        switch (change.kind()) {
            case ADD -> {
                if (idMode && live.containsKey(change.handle())) {
                    throw new IllegalArgumentException("id in the batch already: " + change.handle());
                }
                start(change.handle(), change.key(), change.target());
            }
            case REMOVE -> {
                present(change.handle());
                live.remove(change.handle());
            }
            case TRANSITION -> transitionNow(present(change.handle()), change.handle(), change.target());
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
    List<Long> members(String state) {
        List<Long> handles = new ArrayList<>();
        live.forEach((h, m) -> {
            if (m.state.equals(state)) {
                handles.add(h);
            }
        });
        return handles;
    }
}
