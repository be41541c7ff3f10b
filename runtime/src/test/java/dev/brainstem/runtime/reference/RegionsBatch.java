package dev.brainstem.runtime.reference;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.NavigableMap;
import java.util.TreeMap;

/**
 * The batch of a machine with orthogonal regions ({@link Regions}), interpreted: the leader batch the
 * game holds, whose regions share every handle (docs/semantics.md, "Orthogonal regions"). It predicts, for a generated
 * leader driven by the same {@link RegionsScript}, every handler call, each region's listener calls,
 * the error handler's calls, what each step throws and every region's state of every entity. Each
 * entity is a {@link RegionsEntity} on the batch's clock; each region follows {@link Batch}'s rules
 * (docs/semantics.md, "The batch runner") for its own entities, and this class adds the order:
 * <ul>
 *   <li><b>A tick</b> ({@link #tick}, sequential, parallel or in regions: the same): the clock advances
 *       once and every region's delivery opens (so a message sent during the tick waits for the next,
 *       as today); then region after region, in declaration order: that region's due messages are
 *       delivered (in (due, send) order, each to its entity's region; a broadcast to every entity
 *       present, ascending handles), then that region's states' loops run, states in ordinal order,
 *       ascending handles, each entity once. A later region sees the earlier regions' moves of this
 *       tick. A handler's exception is recorded for that region's entity (which stays where it was) and
 *       the tick goes on: other entities, later regions (the entity's later regions decide as usual).
 *   <li><b>The commit</b>, after the loops: every region's listener hears of that region's transitions
 *       of the tick, region after region; then the changes asked for during the work are applied, queue
 *       by queue in region order, each queue in call order (a change is queued by the region whose work
 *       asked for it: a tick's region, an outside call's region, or the queue being applied; an
 *       {@code add} or a {@code remove} is made on every region, a {@code transitionTo} on its state's
 *       region), a change's transitions told right after it, region after region, each to its region's
 *       listener. Then each region reports what went wrong in its work, region after region, as
 *       {@link Batch} reports (its handlers' exceptions to the error handler, or its first thrown); the step
 *       throws the first region's, the others suppressed. A region's report holds its handlers' failures,
 *       its listener's exceptions and the changes its queue had refused.
 *   <li><b>Changes</b>: {@code add(handle, state)} enters region 0's {@code state} (initial or entry
 *       point), then every other region's initial, region by region (a region not entered yet reads
 *       null for {@code @Current}); a region's handler exception there is recorded and the next region
 *       is still entered (from outside, the first is thrown, the others suppressed in it).
 *       {@code remove} takes the entity out of every region, running nothing. {@code transitionTo}
 *       changes only its state's region.
 *   <li><b>Messages</b>: {@code send} and {@code broadcast} are refused when no region takes the type
 *       and posted to every region that takes it; {@link #droppedMessages()} is the sum over regions (a
 *       region that was posted a letter and had no entity, or nothing in its state to take it, counts one).
 *   <li><b>Failsafe, stacks, history, time in state, previous state</b>: per region ({@link RegionsEntity}).
 * </ul>
 * {@link #snapshot()} keeps every region's entities, the clock and every region's mail; {@link #restore}
 * puts them all back. {@link #export} and {@link #importInto} move entities between batches as {@link Batch}'s
 * do, every region's part with the entity and every region's letters for it ({@link Travel}, one per region).
 * Not modelled: saves of a batch of regions, {@code deliver()} and an {@code Error}.
 * Handles are the generated batch's to choose, as in {@link Batch}; every region gives an entity the
 * same one.
 */
public final class RegionsBatch {
    private static final int ADD = 1;
    private static final int REMOVE = 2;
    private static final int TRANSITION = 3;

    private record Change(int kind, long handle, int key, int region, int state) {}

    private record Moved(int region, long handle, int from, int to, int event) {}

    private final Regions machine;
    private final RegionsScript script;
    private final TreeMap<Long, RegionsEntity> live = new TreeMap<>();
    private final Entity.Clock clock = new Entity.Clock(true);
    /** Per region, per state: the entities the last tick visited (decided, or fired a timer). */
    private int[][] visited;
    private final Mail[] mails;
    private final Batch.Listener[] listeners;
    private Batch.ErrorHandler errorHandler;
    private boolean busy;
    private final List<List<Change>> queues = new ArrayList<>();
    private final List<Moved> pending = new ArrayList<>();
    /** Per region: what went wrong in its work, in order. */
    private final List<List<Failure>> recorded = new ArrayList<>();
    /** Per region: an outside call's own handler failure in that region, or null. */
    private final Failure.OfHandler[] own;
    /** The region whose work runs now: the changes asked for queue there. */
    private int working;
    private Entity.StackCounts stackCounts;
    private Entity.GroupCounts groupCounts;

    public RegionsBatch(Regions machine, RegionsScript script) {
        this.machine = machine;
        this.script = script;
        int regions = machine.regionCount();
        this.mails = new Mail[regions];
        this.listeners = new Batch.Listener[regions];
        this.own = new Failure.OfHandler[regions];
        this.visited = new int[regions][];
        for (int r = 0; r < regions; r++) {
            visited[r] = new int[machine.region(r).stateCount()];
            mails[r] = new Mail();
            queues.add(new ArrayList<>());
            recorded.add(new ArrayList<>());
        }
    }

    public Regions machine() {
        return machine;
    }

    private boolean idMode() {
        return machine.region(0).idMode();
    }

    /** Region {@code region}'s listener ({@code region(Weapon.class).setListener}; region 0: the leader's). */
    public void setListener(int region, Batch.Listener listener) {
        listeners[region] = listener;
    }

    /** The leader's error handler: it hears of every region's failures. Null: the first is thrown. */
    public void setErrorHandler(Batch.ErrorHandler errorHandler) {
        this.errorHandler = errorHandler;
    }

    public void setStackCounts(Entity.StackCounts counts) {
        this.stackCounts = counts;
    }

    public void setGroupCounts(Entity.GroupCounts counts) {
        this.groupCounts = counts;
    }

    /** How exceptions name the entity of {@code handle}. */
    public String describe(long handle) {
        return (idMode() ? "id " : "handle ") + handle;
    }

    // ---------------------------------------------------------------------------------------------
    // Steps

    /**
     * {@code add(entity, state)} or {@code add(id, state)} as {@link Batch#add(long, int, int)}: region 0
     * in {@code state} (negative: null), the other regions in their initial states.
     */
    public Outcome add(long handle, int key, int state) {
        if (idMode() && handle != key) {
            throw new AssertionError("model: in id mode the handle is the id: " + handle + " and " + key);
        }
        String bad = idMode() && key < 0 ? "id " + key + " is negative" : badState(0, state);
        if (busy) {
            refuseNow(bad);
            queues.get(working).add(new Change(ADD, handle, key, 0, state));
            return Outcome.OK;
        }
        if (bad != null) {
            return Outcome.refused(bad);
        }
        if (idMode() && live.containsKey(handle)) {
            return Outcome.refused("id " + handle + " is in the batch already");
        }
        begin();
        busy = true;
        working = 0;
        try {
            start(handle, key, state, true);
        } finally {
            busy = false;
        }
        return finish();
    }

    /** {@code resume(entity, states...)} from outside: every region placed, running nothing. */
    public Outcome resume(long handle, int key, int... states) {
        if (busy) {
            throw new AssertionError("model: resume is called from outside a step");
        }
        for (int r = 0; r < states.length; r++) {
            Machine m = machine.region(r);
            int s = states[r];
            if (s < 0 || s == m.back() || m.isGroupConstant(s)) {
                return Outcome.refused("cannot resume in " + (s < 0 ? "null" : m.stateName(s)));
            }
        }
        if (idMode() && key < 0) {
            return Outcome.refused("id " + key + " is negative");
        }
        if (idMode() && live.containsKey(handle)) {
            return Outcome.refused("id " + handle + " is in the batch already");
        }
        if (live.containsKey(handle)) {
            throw new AssertionError("model: two entities with " + describe(handle));
        }
        RegionsEntity e = entity(handle, key);
        live.put(handle, e);
        try {
            e.resumeEveryRegion(states);
        } catch (IllegalArgumentException badDelay) {
            int r = 0;
            while (r < machine.regionCount() - 1
                    && !badDelay.getMessage().startsWith(machine.region(r).name() + ":")) {
                r++;
            }
            return new Outcome(failed(e.region(r), badDelay), List.of());
        }
        return Outcome.OK;
    }

    /** {@code remove(handle)}: out of every region, no handler runs. */
    public Outcome remove(long handle) {
        if (busy) {
            refuseNow(handle < 0 ? describe(handle) + " is negative" : null);
            queues.get(working).add(new Change(REMOVE, handle, -1, 0, -1));
            return Outcome.OK;
        }
        if (live.remove(handle) == null) {
            return Outcome.refused(describe(handle));
        }
        return Outcome.OK;
    }

    /** {@code transitionTo(handle, state)} of region {@code region}'s state (negative: null). */
    public Outcome transitionTo(long handle, int region, int state) {
        String bad = badState(region, state);
        if (busy) {
            refuseNow(bad != null ? bad : handle < 0 ? describe(handle) + " is negative" : null);
            queues.get(working).add(new Change(TRANSITION, handle, -1, region, state));
            return Outcome.OK;
        }
        if (bad != null) {
            return Outcome.refused(bad);
        }
        RegionsEntity e = live.get(handle);
        if (e == null) {
            return Outcome.refused(describe(handle));
        }
        begin();
        busy = true;
        working = region;
        try {
            own[region] = transition(e, region, state);
        } finally {
            busy = false;
        }
        return finish();
    }

    /**
     * One tick, sequential, parallel or in regions: the same outcome.
     *
     * @throws IllegalStateException when called from inside a step
     */
    public Outcome tick(float dt) {
        if (busy) {
            throw new IllegalStateException(machine.name() + ": tick called while the batch ticks");
        }
        begin();
        clock.advance(dt);
        clock.beginTick();
        for (int[] v : visited) {
            java.util.Arrays.fill(v, 0);
        }
        busy = true;
        try {
            for (RegionsEntity e : live.values()) {
                e.regions().forEach(Entity::beginTick);
            }
            for (Mail mail : mails) {
                mail.open(clock.now());
            }
            for (int r = 0; r < machine.regionCount(); r++) {
                working = r;
                deliverMessages(r);
                Machine m = machine.region(r);
                List<List<RegionsEntity>> buckets = new ArrayList<>();
                for (int s = 0; s < m.stateCount(); s++) {
                    buckets.add(new ArrayList<>());
                }
                for (RegionsEntity e : live.values()) {
                    buckets.get(e.state(r)).add(e);
                }
                for (int s = 0; s < m.stateCount(); s++) {
                    for (RegionsEntity e : buckets.get(s)) {
                        Entity region = e.region(r);
                        if (region.state() != s) {
                            throw new AssertionError("model: " + e + " moved before its turn");
                        }
                        try {
                            region.update(dt);
                        } catch (RuntimeException failure) {
                            recorded.get(r).add(failed(region, failure));
                        }
                        if (region.visited()) {
                            visited[r][s]++;
                        }
                    }
                }
            }
        } finally {
            busy = false;
        }
        return finish();
    }

    /** What {@code snapshot()} of the leader keeps: every region's entities, the clock, every region's mail. */
    public static final class Snapshot {
        private final TreeMap<Long, RegionsEntity> live = new TreeMap<>();
        private double clock;
        private long ticks;
        private Mail[] mails;
    }

    /** {@code snapshot()} between steps. */
    public Snapshot snapshot() {
        if (busy) {
            throw new AssertionError("model: snapshot is called from outside a step");
        }
        Snapshot s = new Snapshot();
        live.forEach((handle, e) -> {
            RegionsEntity copy = entity(handle, e.region(0).key());
            copy.assume(e);
            s.live.put(handle, copy);
        });
        s.clock = clock.now();
        s.ticks = clock.ticks();
        s.mails = new Mail[mails.length];
        for (int r = 0; r < mails.length; r++) {
            s.mails[r] = mails[r].copy();
        }
        return s;
    }

    /** {@code restore(snapshot)} between steps: every region as it was, running nothing, telling no listener. */
    public void restore(Snapshot s) {
        if (busy) {
            throw new AssertionError("model: restore is called from outside a step");
        }
        live.clear();
        s.live.forEach((handle, e) -> {
            RegionsEntity copy = entity(handle, e.region(0).key());
            copy.assume(e);
            live.put(handle, copy);
        });
        clock.set(s.clock, s.ticks);
        for (int r = 0; r < mails.length; r++) {
            mails[r].restore(s.mails[r]);
        }
    }

    // ---------------------------------------------------------------------------------------------
    // Travel (issue 45)

    /**
     * {@code EntityTravel.export(leader, handles, out, options)} between steps, as {@link Batch#export}: one
     * {@link Travel} per region, region order, each holding that region's part of the entities of {@code
     * handles} (in that order) and the letters waiting for them in that region's mail (broadcasts stay). With
     * {@code leave} they leave every region, no handler running, and their letters go with them, not counted
     * as dropped.
     *
     * @throws IllegalArgumentException for a handle the batch does not hold or one given twice; nothing changes
     */
    public List<Travel> export(long[] handles, boolean leave) {
        if (busy) {
            throw new AssertionError("model: export is called from outside a step");
        }
        java.util.Map<Long, Integer> index = Travel.order(handles, live::containsKey, machine.name(), this::describe);
        List<Travel> parts = new ArrayList<>();
        for (int r = 0; r < machine.regionCount(); r++) {
            int region = r;
            parts.add(Travel.leaving(handles, index, h -> live.get(h).region(region), mails[r], leave));
        }
        if (leave) {
            for (long handle : handles) {
                live.remove(handle);
            }
        }
        return parts;
    }

    /**
     * {@code EntityTravel.importInto(leader, ...)} between steps, as {@link Batch#importInto}: the {@code i}-th
     * traveller of every region's travel ({@code parts}, as {@link #export} made them) becomes the entity of
     * {@code handles[i]}, named {@code keys[i]} to the script, each region as it was, rebased on this batch's
     * clock; then each region's letters are posted to that region's mail, after its own.
     *
     * @throws IllegalArgumentException for a handle in use or given twice; nothing changes
     */
    public void importInto(List<Travel> parts, long[] handles, int[] keys) {
        if (busy) {
            throw new AssertionError("model: importInto is called from outside a step");
        }
        if (parts.size() != machine.regionCount()) {
            throw new AssertionError("model: " + parts.size() + " parts for " + machine.regionCount() + " regions");
        }
        for (Travel part : parts) {
            if (handles.length != part.size() || keys.length != part.size()) {
                throw new AssertionError("model: " + part.size() + " travellers, " + handles.length + " handles");
            }
        }
        Travel.refuseTaken(handles, live::containsKey, machine.name(), this::describe);
        for (int i = 0; i < handles.length; i++) {
            RegionsEntity e = entity(handles[i], keys[i]);
            e.arrive(parts, i);
            live.put(handles[i], e);
        }
        for (int r = 0; r < machine.regionCount(); r++) {
            parts.get(r).post(mails[r], handles);
        }
    }

    // ---------------------------------------------------------------------------------------------
    // Messages

    /** {@code send(handle, message, delaySeconds)}: to every region that takes the type. */
    public Outcome send(long handle, Object message, float delaySeconds) {
        String bad = RegionsEntity.refusal(machine, message, delaySeconds);
        if (bad == null && handle < 0) {
            bad = describe(handle) + " is negative";
        }
        return post(handle, message, delaySeconds, bad);
    }

    /** {@code broadcast(message, delaySeconds)}: to every region that takes the type, for every entity present then. */
    public Outcome broadcast(Object message, float delaySeconds) {
        return post(Mail.EVERYONE, message, delaySeconds, RegionsEntity.refusal(machine, message, delaySeconds));
    }

    private Outcome post(long target, Object message, float delaySeconds, String bad) {
        if (bad != null) {
            if (busy) {
                throw new IllegalArgumentException(machine.name() + ": " + bad);
            }
            return Outcome.refused(bad);
        }
        for (int r = 0; r < mails.length; r++) {
            if (machine.region(r).takes(message)) {
                mails[r].send(target, message, delaySeconds);
            }
        }
        return Outcome.OK;
    }

    /** {@code droppedMessages()} of the leader: the sum over regions. */
    public long droppedMessages() {
        long dropped = 0;
        for (Mail mail : mails) {
            dropped += mail.dropped();
        }
        return dropped;
    }

    /** Region {@code region}'s mail. */
    public Mail mail(int region) {
        return mails[region];
    }

    private void deliverMessages(int r) {
        Mail mail = mails[r];
        for (Mail.Letter letter = mail.next(); letter != null; letter = mail.next()) {
            if (letter.target() == Mail.EVERYONE) {
                for (RegionsEntity e : new ArrayList<>(live.values())) {
                    deliverTo(r, e.region(r), letter.message());
                }
            } else {
                RegionsEntity e = live.get(letter.target());
                if (e == null) {
                    mail.drop();
                } else {
                    deliverTo(r, e.region(r), letter.message());
                }
            }
        }
    }

    private void deliverTo(int r, Entity e, Object message) {
        Mail mail = mails[r];
        try {
            if (e.deliver(message)) {
                mail.delivered();
            } else {
                mail.drop();
            }
        } catch (RuntimeException failure) {
            mail.delivered();
            recorded.get(r).add(failed(e, failure));
        }
    }

    // ---------------------------------------------------------------------------------------------
    // The end of a step

    private void begin() {
        queues.forEach(List::clear);
        pending.clear();
        recorded.forEach(List::clear);
        java.util.Arrays.fill(own, null);
    }

    /** The commit (the class comment), then the reports, region after region. */
    private Outcome finish() {
        busy = true;
        try {
            List<Moved> made = new ArrayList<>(pending);
            pending.clear();
            for (int r = 0; r < machine.regionCount(); r++) {
                working = r;
                int region = r;
                tell(made.stream().filter(m -> m.region == region).toList());
            }
            for (int r = 0; r < machine.regionCount(); r++) {
                working = r;
                applyQueue(r);
            }
        } finally {
            busy = false;
        }
        Failure thrown = null;
        List<Failure> suppressed = new ArrayList<>();
        for (int r = 0; r < machine.regionCount(); r++) {
            Outcome region = report(r);
            if (region.ok()) {
                continue;
            }
            if (thrown == null) {
                thrown = region.thrown();
            } else {
                suppressed.add(region.thrown());
            }
            suppressed.addAll(region.suppressed());
        }
        return thrown == null ? Outcome.OK : new Outcome(thrown, suppressed);
    }

    /** Tells each move's region's listener of it, in order; a listener's exception is its region's. */
    private void tell(List<Moved> moves) {
        for (Moved m : moves) {
            Batch.Listener listener = listeners[m.region];
            if (listener != null) {
                try {
                    listener.onTransition(m.handle, m.from, m.to, m.event);
                } catch (RuntimeException thrown) {
                    recorded.get(m.region).add(new Failure.Own(thrown));
                }
            }
        }
    }

    /** Applies region {@code r}'s queue in order, those asked for meanwhile joining its end. */
    private void applyQueue(int r) {
        List<Change> queue = queues.get(r);
        for (int i = 0; i < queue.size(); i++) {
            Change c = queue.get(i);
            RegionsEntity e = live.get(c.handle);
            switch (c.kind) {
                case ADD -> {
                    if (e != null) {
                        if (!idMode()) {
                            throw new AssertionError("model: a queued add got the handle of a live entity: " + e);
                        }
                        recorded.get(r).add(new Failure.Refused(describe(c.handle)));
                    } else {
                        start(c.handle, c.key, c.state, false);
                    }
                }
                case REMOVE -> {
                    if (e == null) {
                        recorded.get(r).add(new Failure.Refused(describe(c.handle)));
                    } else {
                        live.remove(c.handle);
                    }
                }
                case TRANSITION -> {
                    if (e == null) {
                        recorded.get(r).add(new Failure.Refused(describe(c.handle)));
                    } else {
                        Failure.OfHandler failed = transition(e, c.region, c.state);
                        if (failed != null) {
                            recorded.get(c.region).add(failed);
                        }
                    }
                }
                default -> throw new AssertionError(c);
            }
            List<Moved> told = new ArrayList<>(pending);
            pending.clear();
            told.sort((x, y) -> Integer.compare(x.region, y.region));
            tell(told);
        }
        queue.clear();
    }

    /** Region {@code r}'s report: as {@link Batch}'s, of what went wrong in its work. */
    private Outcome report(int r) {
        List<Failure> rest = new ArrayList<>();
        List<Failure> late = new ArrayList<>();
        for (Failure f : recorded.get(r)) {
            if (f instanceof Failure.OfHandler h && errorHandler != null) {
                try {
                    errorHandler.onError(h);
                } catch (RuntimeException thrown) {
                    late.add(new Failure.Own(thrown));
                }
            } else {
                rest.add(f);
            }
        }
        rest.addAll(late);
        recorded.get(r).clear();
        Failure thrown = own[r];
        for (Class<?> kind : List.of(Failure.OfHandler.class, Failure.Own.class, Failure.Refused.class)) {
            for (Failure f : rest) {
                if (thrown == null && kind.isInstance(f)) {
                    thrown = f;
                }
            }
        }
        if (thrown == null) {
            return Outcome.OK;
        }
        List<Failure> suppressed = new ArrayList<>(rest);
        suppressed.remove(thrown);
        return new Outcome(thrown, suppressed);
    }

    // ---------------------------------------------------------------------------------------------
    // Entities

    private RegionsEntity entity(long handle, int key) {
        RegionsEntity e = new RegionsEntity(machine, script, handle, key, describe(handle), clock);
        for (int r = 0; r < machine.regionCount(); r++) {
            int region = r;
            Entity part = e.region(r);
            part.setListener((entity, from, to, event) -> pending.add(new Moved(region, entity.handle(), from, to,
                    event)));
            part.setStackCounts(stackCounts);
            part.setGroupCounts(groupCounts);
        }
        return e;
    }

    /**
     * Places a new entity and enters every region, region after region; a region's handler failure is
     * that region's: its own (an {@code outside} call's) or recorded in its report.
     */
    private void start(long handle, int key, int state, boolean outside) {
        if (handle < 0) {
            throw new AssertionError("model: no handle for entity " + key + " (the batch issued none)");
        }
        if (live.containsKey(handle)) {
            throw new AssertionError("model: two entities with " + describe(handle));
        }
        RegionsEntity e = entity(handle, key);
        live.put(handle, e);
        for (int r = 0; r < machine.regionCount(); r++) {
            try {
                e.startRegion(r, r == 0 ? state : machine.region(r).initial());
            } catch (RuntimeException failure) {
                Failure.OfHandler f = failed(e.region(r), failure);
                if (outside) {
                    own[r] = f;
                } else {
                    recorded.get(r).add(f);
                }
            }
        }
    }

    private Failure.OfHandler transition(RegionsEntity e, int region, int state) {
        try {
            e.region(region).transitionTo(state);
        } catch (RuntimeException failure) {
            return failed(e.region(region), failure);
        }
        return null;
    }

    private static Failure.OfHandler failed(Entity e, RuntimeException failure) {
        Machine m = e.machine();
        return new Failure.OfHandler(m.name(), e.handle(), e.who(), m.stateName(e.state()), e.failedEvent(), failure);
    }

    private String badState(int region, int state) {
        Machine m = machine.region(region);
        if (state < 0) {
            return "null is not a state";
        }
        if (!m.startable(state)) {
            return m.stateName(state) + " is not a state";
        }
        return null;
    }

    private void refuseNow(String bad) {
        if (bad != null) {
            throw new IllegalArgumentException(machine.name() + ": " + bad);
        }
    }

    // ---------------------------------------------------------------------------------------------
    // Look-ups

    public int size() {
        return live.size();
    }

    public boolean contains(long handle) {
        return live.containsKey(handle);
    }

    /** The entity of {@code handle}, or null. */
    public RegionsEntity entity(long handle) {
        return live.get(handle);
    }

    /** The entities by handle, ascending: a read-only view. */
    public NavigableMap<Long, RegionsEntity> entities() {
        return Collections.unmodifiableNavigableMap(live);
    }

    /** {@code count(state)} of region {@code region}'s state. */
    // ---------------------------------------------------------------------------------------------
    // Time slicing (issue 43)

    /** {@code ticks()}: the ticks begun (the first is 1). */
    public long ticks() {
        return clock.ticks();
    }

    /** Region {@code region}'s visits of the last tick, per state (a fresh copy), as {@link Batch#visited}. */
    public int[] visited(int region) {
        return visited[region].clone();
    }

    /**
     * The leader's {@code setStride(handle, stride)} between steps: the entity's stride in every region.
     *
     * @return refused for a stride outside 1..65,535 or a handle the batch does not hold
     * @throws UnsupportedOperationException when no region has a sliced state
     */
    public Outcome setStride(long handle, int stride) {
        if (busy) {
            throw new AssertionError("model: setStride is called from outside a step");
        }
        boolean slices = false;
        for (int r = 0; r < machine.regionCount(); r++) {
            slices |= machine.region(r).slices();
        }
        if (!slices) {
            throw new UnsupportedOperationException(machine.name() + " has no time-sliced state: @OnUpdate(every = ...)");
        }
        if (stride < 1 || stride > 65_535) {
            return Outcome.refused("setStride(" + describe(handle) + ", " + stride + ")");
        }
        RegionsEntity e = live.get(handle);
        if (e == null) {
            return Outcome.refused(describe(handle));
        }
        e.setStride(stride);
        return Outcome.OK;
    }

    /** {@code strideOf(handle)}; the entity must be in the batch. */
    public int strideOf(long handle) {
        return live.get(handle).region(0).stride();
    }

    public int count(int region, int state) {
        return members(region, state).size();
    }

    /** The handles of the entities whose region {@code region} is in {@code state}, ascending: {@code forEach}'s order. */
    public List<Long> members(int region, int state) {
        List<Long> handles = new ArrayList<>();
        for (RegionsEntity e : live.values()) {
            if (e.state(region) == state) {
                handles.add(e.region(region).handle());
            }
        }
        return handles;
    }

    /** {@code lastIn(handle, group)}: the group's region's history, or -1; the entity must be in the batch. */
    public int lastIn(long handle, String group) {
        int region = machine.regionOf(group);
        Machine m = region < 0 ? null : machine.region(region);
        int g = m == null ? -1 : m.group(group);
        if (g < 0 || m.history(g) == Machine.History.NONE) {
            throw new IllegalArgumentException(machine.name() + ": " + group + " is no history group");
        }
        return live.get(handle).region(region).lastIn(g);
    }
}
