package dev.brainstem.runtime.internal;

import dev.brainstem.runtime.HandlerException;
import java.util.Arrays;

/**
 * One thread's record of a stretch of work: the calling thread's for a sequential tick and for calls
 * from outside a tick, one per chunk of a parallel tick. What happens in the stretch is written down
 * here, in order, and taken in by the batch afterwards, on the calling thread, in sequential order:
 * the entities that left their state (for the membership), the transitions (for the counts and the
 * listener), the handlers' exceptions, the changes asked for ({@code add}, {@code remove},
 * {@code transitionTo}: its {@link ChangeQueue}) and, on a parallel chunk, the messages sent (its
 * {@link HeldSends}). Its arrays grow once and are reused: a tick allocates nothing.
 *
 * <p>Generated code calls {@link #left} (bitset machines, once per word that lost entities) or
 * {@link #arrive} (one entity at a time), and passes the lane on; the rest is the runtime's.
 */
public final class Lane {
    /** Where an entity that leaves the state being visited goes: the members of a machine of many states. */
    public interface Arrivals {
        void arrive(Lane lane, int state, int slot);
    }

    private final Arrivals arrivals;
    /** The chunk's place in the sequential order of a parallel tick; -1 for the calling thread's lane. */
    private final int chunk;
    /** The state whose loop runs on this lane. */
    private int visiting;
    /** A parallel chunk: the range of its state's members it runs. */
    private int lo;
    private int hi;

    /**
     * Bitset machines: per state, the words {@code [leftFrom, leftTo)} of its leavers' bitset that this
     * lane set bits in (see {@link BitsetMembers}); null for machines of many states.
     */
    private final int[] leftFrom;
    private final int[] leftTo;
    /**
     * Per state, where its leavers on this lane went: {@link #NOWHERE} before the first, a state while
     * all went there, {@link #MIXED} once two went to different states. Most states lead to one state
     * in a tick; their leavers then join it a word at a time, without reading the state table.
     */
    private final int[] leftTarget;
    /** Where the leavers of a state went: none yet. */
    public static final int NOWHERE = -1;
    /** Where the leavers of a state went: to more than one state. */
    public static final int MIXED = -2;
    /** Whether any entity left its state on this lane since the last {@link #clearLeft}. */
    private boolean anyLeft;

    /** Quadruples (slot, from, to, event): the transitions, kept for the listener when one is set. */
    private int[] transitions = new int[32];
    private int transitionCount;
    /** Per state, entities that arrived minus those that left, when no listener needs the transitions. */
    private final int[] moves;
    private boolean moved;
    /**
     * Transitions made through this lane, counted on forever (it may wrap): the difference across a
     * message's delivery is what the message's handlers made, for the failsafe.
     */
    private int made;

    private HandlerException[] failures = new HandlerException[2];
    private int failureCount;

    private final ChangeQueue changes = new ChangeQueue();
    /** A parallel chunk's sends, posted when the tick ends. */
    private final HeldSends held = new HeldSends();

    /** What ended a parallel chunk abruptly (an Error), to be thrown on the calling thread. */
    private Throwable abrupt;

    /** A parallel chunk's timers armed ({@link Timers}' entries), put in the shared wheel after the chunks. */
    private long[] deferredArms;
    private int deferredArmCount;
    /** While a probe is set: per state, the entities visited on this lane in the tick; else null. */
    private int[] visits;

    /**
     * @param bitsets whether the machine's members are bitsets, whose leavers the lane notes by word
     * @param arrivals where leavers go on a machine of many states
     */
    public Lane(int states, boolean bitsets, Arrivals arrivals, int chunk) {
        this.arrivals = arrivals;
        this.chunk = chunk;
        this.moves = new int[states];
        this.leftFrom = bitsets ? new int[states] : null;
        this.leftTo = bitsets ? new int[states] : null;
        this.leftTarget = bitsets ? new int[states] : null;
        if (bitsets) {
            Arrays.fill(leftTarget, NOWHERE);
        }
    }

    /** The chunk's place in the sequential order of a parallel tick; -1 for the calling thread's lane. */
    public int chunk() {
        return chunk;
    }

    /** The loop of {@code state} runs on this lane next. */
    public void visit(int state) {
        visiting = state;
    }

    /** The state whose loop runs on this lane. */
    public int visiting() {
        return visiting;
    }

    /** A parallel chunk is planned: the members {@code [lo, hi)} of {@code state}. */
    public void plan(int state, int lo, int hi) {
        clear();
        this.visiting = state;
        this.lo = lo;
        this.hi = hi;
    }

    public int lo() {
        return lo;
    }

    public int hi() {
        return hi;
    }

    /** Whether any entity left its state on this lane since the last {@link #clearLeft}. */
    public boolean anyLeft() {
        return anyLeft;
    }

    /** Bitset machines: the first word of {@code state}'s leavers' bitset this lane set bits in. */
    public int leftFrom(int state) {
        return leftFrom[state];
    }

    /** Bitset machines: past the last word of {@code state}'s leavers' bitset this lane set bits in. */
    public int leftTo(int state) {
        return leftTo[state];
    }

    /** Where the leavers of {@code state} went: a state, {@link #NOWHERE} or {@link #MIXED}. */
    public int leftTarget(int state) {
        return leftTarget[state];
    }

    /** A transition made through this lane counts toward the failsafe of the delivery under way. */
    public void countTransition() {
        made++;
    }

    /** The transitions made through this lane so far, counted on forever (it may wrap). */
    public int made() {
        return made;
    }

    /** How many ints of transitions are recorded: four per transition. */
    public int transitionCount() {
        return transitionCount;
    }

    /** Int {@code k} of the transitions recorded: quadruples (slot, from, to, event). */
    public int transitionPart(int k) {
        return transitions[k];
    }

    public int failureCount() {
        return failureCount;
    }

    public HandlerException failure(int k) {
        return failures[k];
    }

    /**
     * The failures recorded after the one caused by {@code cause} (the latest such) are forgotten: that one is
     * their report. Nothing changes when none was caused by it.
     */
    public void forgetAfter(Exception cause) {
        int at = failureCount - 1;
        while (at >= 0 && failures[at].getCause() != cause) {
            at--;
        }
        if (at < 0) {
            return;
        }
        for (int k = at + 1; k < failureCount; k++) {
            failures[k] = null;
        }
        failureCount = at + 1;
    }

    /** The changes asked for on this lane, in call order. */
    public ChangeQueue changes() {
        return changes;
    }

    /** A parallel chunk's sends, posted when the tick ends. */
    public HeldSends held() {
        return held;
    }

    /** A parallel chunk ended abruptly with {@code thrown} (an Error), to be thrown on the calling thread. */
    public void endAbruptly(Throwable thrown) {
        abrupt = thrown;
    }

    /** What ended a parallel chunk abruptly, or null. */
    public Throwable abrupt() {
        return abrupt;
    }

    /** Adds to {@code into}, per state, the entities that arrived minus those that left on this lane. */
    public void addMovesTo(int[] into) {
        if (moved) {
            for (int s = 0; s < into.length; s++) {
                into[s] += moves[s];
            }
        }
    }

    /** {@link #addMovesTo} {@code counts}, and forgets the moves: they are counted. */
    public void takeMovesInto(int[] counts) {
        if (moved) {
            for (int s = 0; s < moves.length; s++) {
                counts[s] += moves[s];
                moves[s] = 0;
            }
            moved = false;
        }
    }

    /** The entity in {@code slot} left the state being visited for {@code state}, during its loop. */
    public void arrive(int state, int slot) {
        arrivals.arrive(this, state, slot);
    }

    /**
     * Bitset machines: entities of the state being visited left it during its loop over the words
     * {@code [from, to)}; {@code target} is the state they all went to, or {@link #MIXED}. The loop
     * itself moves each word's leavers from the state's bitset to its leavers' bitset (the two arrays
     * {@link StateLoops#updateWords} is given) once the word is done, and calls this once, after its
     * last word: a transition costs the loop a bit in a register, and a word with leavers two stores,
     * not a call (the loop walks its own copy of each word, and nothing else reads the state's members
     * during a tick). They are counted, out of the state and into their new ones, in the settle after
     * the loops, which reads their words anyway.
     */
    public void left(int from, int to, int target) {
        leaving(visiting, from, to, target);
    }

    /**
     * Entities of {@code state} left it for {@code target} in the words {@code [from, to)}, during a
     * loop on this lane: the words the settle after the loops reads.
     */
    public void leaving(int state, int from, int to, int target) {
        int went = leftTarget[state];
        if (went != target && went != MIXED) {
            leftTarget[state] = went == NOWHERE ? target : MIXED;
        }
        if (leftTo[state] == 0) {
            leftFrom[state] = from;
            leftTo[state] = to;
            anyLeft = true;
            return;
        }
        if (to > leftTo[state]) {
            leftTo[state] = to;
        }
        if (from < leftFrom[state]) {
            leftFrom[state] = from;
        }
    }

    /** Forgets the words noted by {@link #leaving}. */
    public void clearLeft() {
        if (anyLeft) {
            Arrays.fill(leftFrom, 0);
            Arrays.fill(leftTo, 0);
            Arrays.fill(leftTarget, NOWHERE);
            anyLeft = false;
        }
    }

    public void recordTransition(int slot, int from, int to, int event) {
        if (transitionCount + 4 > transitions.length) {
            transitions = Arrays.copyOf(transitions, transitions.length * 2);
        }
        transitions[transitionCount++] = slot;
        transitions[transitionCount++] = from;
        transitions[transitionCount++] = to;
        transitions[transitionCount++] = event;
    }

    /** {@code count} entities left {@code from} for {@code to}. */
    public void countMoves(int from, int to, int count) {
        moves[from] -= count;
        moves[to] += count;
        moved = true;
    }

    public void countMove(int from, int to) {
        countMoves(from, to, 1);
    }

    public void recordFailure(HandlerException e) {
        if (failureCount == failures.length) {
            failures = Arrays.copyOf(failures, failureCount * 2);
        }
        failures[failureCount++] = e;
    }

    /** A timer armed on a parallel chunk: {@link Timers#applyDeferred} puts it in the wheel after the chunks. */
    public void deferArm(long entry) {
        if (deferredArms == null) {
            deferredArms = new long[64];
        } else if (deferredArmCount == deferredArms.length) {
            deferredArms = Arrays.copyOf(deferredArms, deferredArmCount * 2);
        }
        deferredArms[deferredArmCount++] = entry;
    }

    public int deferredArms() {
        return deferredArmCount;
    }

    public long deferredArm(int k) {
        return deferredArms[k];
    }

    public void forgetDeferredArms() {
        deferredArmCount = 0;
    }

    /** While a probe is set: the lane counts the entities it visits, per state; {@code false} stops it. */
    public void countVisits(boolean counting) {
        if (!counting) {
            visits = null;
        } else if (visits == null || visits.length != moves.length) {
            visits = new int[moves.length];
        }
    }

    /** An entity of {@code state} was visited: decided, or fired its timer. Only while counting. */
    public void visited(int state) {
        if (visits != null) {
            visits[state]++;
        }
    }

    /** {@code count} entities of {@code state} were visited. Only while counting. */
    public void visited(int state, int count) {
        if (visits != null) {
            visits[state] += count;
        }
    }

    /** Adds this lane's visits to {@code into} and forgets them; nothing when not counting. */
    public void takeVisitsInto(int[] into) {
        if (visits != null) {
            for (int s = 0; s < visits.length; s++) {
                into[s] += visits[s];
                visits[s] = 0;
            }
        }
    }

    public void clear() {
        held.clear();
        deferredArmCount = 0;
        if (moved) {
            Arrays.fill(moves, 0);
            moved = false;
        }
        if (leftFrom != null) {
            clearLeft();
        }
        transitionCount = 0;
        Arrays.fill(failures, 0, failureCount, null);
        failureCount = 0;
        changes.clear();
        abrupt = null;
    }
}
