package dev.brainstem.inspector;

import dev.brainstem.runtime.BatchProbe;
import dev.brainstem.runtime.Events;
import dev.brainstem.runtime.MachineInfo;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The inspector's probe on one batch: counts every transition by edge, every message by type and
 * outcome, times every tick, matches breakpoints and keeps the last transitions of the few entities
 * the page watches. All of it runs on the game thread, inside the batch's calls, and allocates nothing
 * on the way of a transition unless a watched entity asks for it. What it finds goes out through the
 * two listeners below, which the control and the recorder implement: this class knows neither.
 */
final class Watched implements BatchProbe {
    /** Told of breakpoint hits; only the first of a tick is kept, so matching stops while one is held. */
    interface Hits {
        /** Whether a hit is already held for the next {@code proceed()}: later ones would be dropped. */
        boolean holding();

        void transitionHit(Breakpoint b, long handle, int from, int to, int event, long tick);

        void messageHit(Breakpoint b, long handle, Class<?> type, int outcome, long tick);
    }

    /** Told of every completed tick, after the counts are up to date. */
    interface Ticks {
        void tick(Watched w);
    }

    /** How many entities keep a history at once; how many transitions each keeps. */
    static final int MAX_WATCHED = 16, HISTORY = 32;
    /** Message types counted one by one; the rest together. */
    static final int MAX_TYPES = 64;

    /**
     * The machine as its code describes it now: replaced whole when a hot reload gives the batch new code
     * (its states never change, so the server's threads may check a request against either).
     */
    volatile Machine machine;
    private final Hits hits;
    /**
     * Transitions by edge since attach, or since the last hot reload (the edges may differ then); the last
     * slot counts those no drawn edge stands for.
     */
    long[] edgeCounts;
    /** How many hot reloads the batch took: a reader of {@link #edgeCounts} starts its counts again when it moves. */
    int reloads;
    /** Told of hot reloads and notes; null for none. */
    CodeChanges changes;
    /** Completed ticks since attach, and the last one's nanoseconds. */
    long ticks;
    long lastTickNanos;
    long tickNanosTotal;
    /** Message counts by type: sent, delivered, dropped. */
    final Map<Class<?>, long[]> messages = new LinkedHashMap<>();
    final long[] otherMessages = new long[3];
    private Class<?> lastType;
    private long[] lastCounts;
    /** Breakpoints on this batch, replaced whole when they change; null for none. */
    BreakpointIndex breakpoints;
    /** Watched entities and their histories, oldest watch first: arrays, so a transition boxes no handle. */
    private final long[] watchedHandles = new long[MAX_WATCHED];
    private final History[] histories = new History[MAX_WATCHED];
    private int watchedCount;
    /** Set while recording: told of every tick. */
    Ticks track;
    /** Per state, the entities the last tick visited (decided for, or fired the timer of). */
    final int[] visited;

    Watched(Machine machine, Hits hits) {
        this.machine = machine;
        this.hits = hits;
        this.edgeCounts = new long[machine.edges.size() + 1];
        this.visited = new int[machine.stateCount()];
    }

    @Override
    public void visited(int[] perState) {
        System.arraycopy(perState, 0, visited, 0, visited.length);
    }

    @Override
    public void transition(long handle, int from, int to, int event) {
        edgeCounts[machine.edge(from, to, event)]++;
        BreakpointIndex index = breakpoints;
        if (index != null && !hits.holding()) {
            Breakpoint b = index.match(handle, from, to, event);
            if (b != null) {
                hits.transitionHit(b, handle, from, to, event, tickOf(event));
            }
        }
        for (int i = 0; i < watchedCount; i++) {
            if (watchedHandles[i] == handle) {
                histories[i].add(tickOf(event), from, to, event);
            }
        }
    }

    /** A transition from outside comes between ticks, after the last; the others in the tick under way. */
    private long tickOf(int event) {
        return event == Events.NONE ? ticks : ticks + 1;
    }

    @Override
    public void message(long handle, Object message, int outcome) {
        Class<?> type = message.getClass();
        long[] counts = type == lastType ? lastCounts : countsOf(type);
        counts[outcome]++;
        BreakpointIndex index = breakpoints;
        if (outcome != SENT && index != null && !hits.holding()) {
            Breakpoint b = index.match(handle, type);
            if (b != null) {
                hits.messageHit(b, handle, type, outcome, ticks + 1);
            }
        }
    }

    private long[] countsOf(Class<?> type) {
        long[] counts = messages.get(type);
        if (counts == null) {
            counts = messages.size() < MAX_TYPES ? new long[3] : otherMessages;
            if (counts != otherMessages) {
                messages.put(type, counts);
            }
        }
        lastType = type;
        lastCounts = counts;
        return counts;
    }

    /**
     * At the batch's point between ticks: its code now runs by {@code now}. The machine, its edge index and
     * the edge counters are made again (the counts restart); populations, histories and breakpoints, which
     * go by states, go on. A recording's track of this batch ends (its file has one description).
     */
    @Override
    public void reloaded(MachineInfo now) {
        Machine was = machine;
        Machine next = new Machine(was.index, was.batch, now);
        edgeCounts = new long[next.edges.size() + 1];
        machine = next;
        reloads++;
        track = null;
        CodeChanges c = changes;
        if (c != null) {
            c.reloaded(this, was, next);
        }
    }

    @Override
    public void reloadNote(String line) {
        CodeChanges c = changes;
        if (c != null) {
            c.note(line);
        }
    }

    @Override
    public void ticked(long nanos) {
        ticks++;
        lastTickNanos = nanos;
        tickNanosTotal += nanos;
        Ticks t = track;
        if (t != null) {
            t.tick(this);
        }
    }

    /** Keeps the history of {@code handle} from now on; the oldest watch gives way past {@link #MAX_WATCHED}. */
    void watch(long handle) {
        int at = indexOf(handle);
        History h = at < 0 ? new History() : histories[at];
        if (at < 0) {
            at = watchedCount < MAX_WATCHED ? watchedCount++ : 0;
        }
        // The watch moves to the newest place; past MAX_WATCHED the oldest (place 0) gives way.
        System.arraycopy(watchedHandles, at + 1, watchedHandles, at, watchedCount - at - 1);
        System.arraycopy(histories, at + 1, histories, at, watchedCount - at - 1);
        watchedHandles[watchedCount - 1] = handle;
        histories[watchedCount - 1] = h;
    }

    /** The history of {@code handle}, or null when it is not watched. */
    History history(long handle) {
        int at = indexOf(handle);
        return at < 0 ? null : histories[at];
    }

    private int indexOf(long handle) {
        for (int i = 0; i < watchedCount; i++) {
            if (watchedHandles[i] == handle) {
                return i;
            }
        }
        return -1;
    }

    /** The last transitions of one watched entity: a ring of {@link #HISTORY}. */
    static final class History {
        final long[] tick = new long[HISTORY];
        final int[] from = new int[HISTORY], to = new int[HISTORY], event = new int[HISTORY];
        int next;
        long total;

        void add(long t, int f, int s, int e) {
            tick[next] = t;
            from[next] = f;
            to[next] = s;
            event[next] = e;
            next = (next + 1) % HISTORY;
            total++;
        }
    }
}
