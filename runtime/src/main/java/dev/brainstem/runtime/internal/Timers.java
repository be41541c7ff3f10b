package dev.brainstem.runtime.internal;

import java.util.Arrays;

/**
 * Timed transitions ({@code @After}): each entity's one timer (its delay, its target, the clock it falls
 * due at) and, for the states the tick does not visit every tick (a state that sleeps, a time-sliced
 * state), the hashed timer wheel that wakes them and the per-state bitsets of the entities whose timer
 * fell due. A state that decides every tick needs no wheel: its decision tests its timer itself
 * ({@link #due}), so its arms write one word and nothing else.
 *
 * <p><b>Why a wheel of 1/128 s buckets, 1,024 of them.</b> The work of a tick must be the timers that
 * fall due, not the entities that wait. A bucket holds the timers that fall due in its 1/128 s; a tick
 * walks the buckets its clock passed since the last one: at 60 frames a second about two, each the size
 * of what fell due. The bucket is narrower than a frame at 60 to 120 Hz, so almost every timer a tick
 * takes out of its bucket is due by then; the few due later in the bucket the clock stands in wait in a
 * list of the late, tested at each tick start until due. 1,024 buckets span 8 seconds, so the 2 to 5 s
 * waits games mostly use go round once. A longer delay stays in its bucket and is looked at once a lap
 * (every 8 s) until its lap comes: a compare every 8 s. A tick whose dt passes more than a lap walks
 * each bucket once. {@code +Infinity} ("never") is never put in. An entry is a long (stamp, state and
 * slot) kept in chunks of a pool the buckets share ({@link TimerBuckets}): no object per timer, and a
 * warm tick allocates nothing.
 *
 * <p><b>Why lazy cancellation.</b> Leaving a state cancels the timer by bumping the slot's stamp, in
 * the word the transition writes anyway; the stale entry is dropped when its bucket is walked.
 * Finding and removing it at once would cost a search per transition.
 *
 * <p><b>Why a word beside the entry time.</b> Each slot's timer is one long (the delay, the target, the
 * stamp) kept beside its entry time ({@link TimedClock}): a test of a timer ({@code (float) (now -
 * entered) >= delay}, exactly the time in state handlers read), the wheel's walk of an entry and the
 * transition that writes the entry time and arms read one cache line. A crowd's timers are cache
 * misses, one per slot. A timer is filed in the bucket of a clock at most a few microseconds before it
 * falls due ({@link DueTime}), computed at the arm and again only for an entry the walk finds not due.
 *
 * <p><b>Threads.</b> In a parallel tick each chunk writes only its own slots' words and due bits (a
 * chunk owns its words in every state's bitsets); the wheel is shared, so a chunk's arms wait in its
 * lane until the chunks are done ({@link #applyDeferred}). Arms made on the calling thread between the
 * drain and the loops (a message's transition at the tick's delivery) that are due at once set their
 * due bit then, so that the loops of that very tick see them.
 */
public final class Timers {
    /** Buckets per second: a power of two, so that a bucket's start is exact in binary. */
    static final double PER_SECOND = 128;
    static final int BUCKETS = 1024;
    private static final int MASK = BUCKETS - 1;

    private final TimedClock clock;
    private final Slots slots;
    /** Per state, for failures' messages: the methods its timers' delays come from. */
    private final String[] origins;
    /** Per state: whether its timers go in the wheel, because the tick does not visit it every tick. */
    private final boolean[] waking;
    /** Per state with timers that wake: the entities whose timer fell due, over slots as the members; else null. */
    private final long[][] due;
    /** Per state, a bit per word of {@link #due} that may have bits: the sleeping loop reads only those. */
    private final long[][] summary;
    /** Per state, the words of {@link #summary} that may have bits: {@code [summaryFrom, summaryTo)}. */
    private final int[] summaryFrom;
    private final int[] summaryTo;

    /**
     * A slot's word, {@code clock.cells[2 * slot + 1]}: its delay (float bits, high 32 bits,
     * {@code +Infinity} for none), its target (16 bits, as the generated code packs a decision's target)
     * and a stamp (16 bits), bumped at each arm and cancel so that the wheel's older entries of the slot
     * are stale.
     */
    private static final long NONE = (long) Float.floatToRawIntBits(Float.POSITIVE_INFINITY) << 32;
    /** The slots whose words are set: the clock's capacity as {@link #grow} last saw it. */
    private int grown;

    /** The wheel's buckets, and after them, {@link #LATE}: timers whose bucket was walked before they were due. */
    private final TimerBuckets buckets = new TimerBuckets(BUCKETS + 1);
    private static final int LATE = BUCKETS;
    /** The last bucket (absolute index: seconds times {@link #PER_SECOND}) a drain walked. */
    private long drainedTo;
    /** The bucket the clock stands in, during a drain. */
    private long now;
    private final TimerBuckets.Keeper lateKeeper = this::stillLate;
    private final TimerBuckets.Keeper wheelKeeper = this::stillWaiting;
    /** Between a drain and the loops: an arm due at once sets its due bit at once. */
    private boolean direct;

    /**
     * @param withTimers per state, whether it has {@code @After} timers
     * @param waking per state, whether the tick does not visit each of its entities every tick (it
     *     sleeps, or it is time-sliced): its timers wake its entities
     */
    public Timers(TimedClock clock, Slots slots, boolean[] withTimers, boolean[] waking, String[] origins) {
        this.origins = origins.clone();
        this.clock = clock;
        this.slots = slots;
        this.waking = new boolean[withTimers.length];
        this.due = new long[withTimers.length][];
        this.summary = new long[withTimers.length][];
        this.summaryFrom = new int[withTimers.length];
        this.summaryTo = new int[withTimers.length];
        for (int s = 0; s < withTimers.length; s++) {
            if (withTimers[s]) {
                this.waking[s] = waking[s];
                this.due[s] = new long[0];
                this.summary[s] = new long[0];
            }
        }
        this.drainedTo = bucketOf(clock.now()) - 1;
    }

    /** The absolute bucket of the time {@code seconds}; saturates for huge times. */
    private static long bucketOf(double seconds) {
        return (long) Math.floor(seconds * PER_SECOND);
    }

    /** For a failure's message: the delay methods of {@code state}'s timers, "patience()". */
    public String origin(int state) {
        return origins[state];
    }

    /** Whether {@code state} has timers: then {@link #dueWords} is its due bitset. */
    public boolean has(int state) {
        return due[state] != null;
    }

    /** Whether the entities of {@code state} are woken by the wheel. */
    public boolean waking(int state) {
        return waking[state];
    }

    /** The slots up to {@code capacity} may be used; the clock grew first. */
    public void grow(int capacity) {
        if (grown >= capacity) {
            return;
        }
        // The allocations first, each on its own: after one that failed, a retry grows what is still short.
        int words = (capacity + 63) >>> 6;
        for (int s = 0; s < due.length; s++) {
            if (due[s] != null && due[s].length < words) {
                due[s] = Arrays.copyOf(due[s], words);
            }
            if (summary[s] != null && summary[s].length < (words + 63) >>> 6) {
                summary[s] = Arrays.copyOf(summary[s], (words + 63) >>> 6);
            }
        }
        buckets.expect(capacity);
        long[] cells = clock.cells;
        for (int slot = grown; slot < capacity; slot++) {
            cells[2 * slot + 1] = NONE;
        }
        grown = capacity;
    }

    /**
     * The entity in {@code slot}, which just completed its entry into {@code state}, gets the timer
     * ({@code delay}, a number 0 or more or {@code +Infinity}; {@code to}). From a chunk's lane of a
     * parallel tick, it reaches the wheel after the chunks.
     */
    public void arm(Lane lane, int slot, int state, float delay, int to) {
        if ((to & ~0xFFFF) != 0) {
            throw new IllegalStateException("a timer's target is 0 to 65,535: " + to);
        }
        int stamped = set(slot, delay, to);
        if (delay == Float.POSITIVE_INFINITY || !waking[state]) {
            return;
        }
        if (direct && due(slot)) {
            markDue(state, slot);
            return;
        }
        long entry = (long) stamped << 48 | (long) state << 32 | slot;
        if (lane.chunk() >= 0) {
            lane.deferArm(entry);
        } else {
            insert(entry);
        }
    }

    /**
     * The entity in {@code slot} of {@code state}, whose timer fell due, stays: its timed transition was
     * not made (a handler threw, the failsafe refused it). Its timer stays due, as polling would find it,
     * and the next tick's drain marks it again (from a chunk's lane, after the chunks).
     */
    public void retry(Lane lane, int slot, int state) {
        long entry = (long) ((int) clock.cells[2 * slot + 1] & 0xFFFF) << 48 | (long) state << 32 | slot;
        if (lane.chunk() >= 0) {
            lane.deferArm(entry);
        } else {
            insert(entry);
        }
    }

    /**
     * The entity in {@code slot} left {@code state} (or was removed): its timer is no more. A state without
     * timers has none to cancel (its entities' words say none since they left the last state with one), so
     * the transitions between such states, the busy part of a crowd, never read the word: its cache line
     * would be a miss each.
     */
    public void cancel(int slot, int state) {
        long[] bits = due[state];
        if (bits == null) {
            return;
        }
        long[] cells = clock.cells;
        cells[2 * slot + 1] = NONE | ((cells[2 * slot + 1] + 1) & 0xFFFF);
        bits[slot >>> 6] &= ~(1L << slot);
    }

    /** Whether the entity in {@code slot} has a timer and its time in state reached the delay: exact. */
    public boolean due(int slot) {
        long[] cells = clock.cells;
        return (float) (clock.now() - Double.longBitsToDouble(cells[2 * slot]))
                >= Float.intBitsToFloat((int) (cells[2 * slot + 1] >>> 32));
    }

    /** The target of the slot's timer. */
    public int target(int slot) {
        return (int) (clock.cells[2 * slot + 1] >>> 16) & 0xFFFF;
    }

    /** The slot's delay, {@code +Infinity} for none. */
    public float delay(int slot) {
        return Float.intBitsToFloat((int) (clock.cells[2 * slot + 1] >>> 32));
    }

    /** A clock at or before the first at which the slot's timer is due: where the wheel files it. */
    private double filedAt(int slot) {
        return DueTime.notAfter(clock.enteredAt(slot), delay(slot));
    }

    /** The due bitset of {@code state}, a state with timers; else null. */
    public long[] dueWords(int state) {
        return due[state];
    }

    long[] summary(int state) {
        return summary[state];
    }

    int summaryFrom(int state) {
        return summaryFrom[state];
    }

    int summaryTo(int state) {
        return summaryTo[state];
    }

    private void markDue(int state, int slot) {
        int word = slot >>> 6;
        due[state][word] |= 1L << slot;
        int at = word >>> 6;
        summary[state][at] |= 1L << word;
        if (summaryTo[state] == 0) {
            summaryFrom[state] = at;
            summaryTo[state] = at + 1;
        } else if (at < summaryFrom[state]) {
            summaryFrom[state] = at;
        } else if (at >= summaryTo[state]) {
            summaryTo[state] = at + 1;
        }
    }

    /** Puts a live entry in the bucket it falls due in, or in the late list if that was walked. */
    private void insert(long entry) {
        long bucket = bucketOf(filedAt((int) entry));
        buckets.add(bucket <= drainedTo ? LATE : (int) (bucket & MASK), entry);
    }

    private boolean live(long entry) {
        return ((int) clock.cells[2 * (int) entry + 1] & 0xFFFF) == (int) (entry >>> 48);
    }

    /** The arms a chunk made, into the wheel, after the chunks. */
    public void applyDeferred(Lane lane) {
        for (int k = 0, n = lane.deferredArms(); k < n; k++) {
            long entry = lane.deferredArm(k);
            if (live(entry)) {
                insert(entry);
            }
        }
        lane.forgetDeferredArms();
    }

    /**
     * A tick's start, the clock advanced: the timers due by now set their entities' due bits; from now
     * until {@link #loopsStart} an arm due at once sets its bit at once.
     */
    public void drain() {
        for (int s = 0; s < summary.length; s++) {
            if (summaryTo[s] > 0) {
                Arrays.fill(summary[s], summaryFrom[s], summaryTo[s], 0L);
                summaryFrom[s] = 0;
                summaryTo[s] = 0;
            }
        }
        buckets.walk(LATE, lateKeeper, clock.cells);
        now = bucketOf(clock.now());
        long from = Math.max(drainedTo + 1, now - MASK);
        long[] cells = clock.cells;
        for (long b = from; b <= now; b++) {
            buckets.walk((int) (b & MASK), wheelKeeper, cells);
        }
        if (now > drainedTo) {
            drainedTo = now;
        }
        direct = true;
    }

    /** The loops begin: arms wait for the next drain. */
    public void loopsStart() {
        direct = false;
    }

    /** A late timer stays late until it is due (its due bit then set) or stale. */
    private boolean stillLate(long entry) {
        return live(entry) && !fellDue(entry);
    }

    /**
     * An entry of a bucket the clock passed: dropped when stale; due (its bit set) or late when its own
     * bucket was passed; kept when it waits for a later lap.
     */
    private boolean stillWaiting(long entry) {
        if (!live(entry) || fellDue(entry)) {
            return false;
        }
        if (bucketOf(filedAt((int) entry)) > now) {
            return true;
        }
        buckets.add(LATE, entry);
        return false;
    }

    /** Sets the due bit of a live entry whose timer is due by the exact test; false if it is not yet. */
    private boolean fellDue(long entry) {
        int slot = (int) entry;
        if (!due(slot)) {
            return false;
        }
        markDue((int) (entry >>> 32) & 0xFFFF, slot);
        return true;
    }

    /** How many entries the wheel and the late list hold, stale ones included: for tests. */
    int entries() {
        return buckets.size();
    }

    /**
     * After a restore or a load put delays and entry times back: the wheel built again from the slots
     * (every entity with a timer in a waking state), nothing due yet until the next drain.
     */
    public void rebuild() {
        buckets.clear();
        direct = false;
        for (int s = 0; s < due.length; s++) {
            if (due[s] != null) {
                Arrays.fill(due[s], 0L);
                Arrays.fill(summary[s], 0L);
                summaryFrom[s] = 0;
                summaryTo[s] = 0;
            }
        }
        drainedTo = bucketOf(clock.now()) - 1;
        int limit = slots.limit();
        for (int slot = 0; slot < limit; slot++) {
            if (slots.present(slot)) {
                file(slot);
            }
        }
    }

    /**
     * An entity an import placed into a batch that runs, its timer {@link #set}: filed as {@link #rebuild}
     * files each, and nothing else of the wheel touched, so that an import costs what it brings, not the
     * batch's capacity. A rebuild would give the same ticks: the due bits it clears are set again by the
     * next drain from the entries it files again (a timer stays due once due), and the loops take due
     * entities in slot order, not in the order they were filed. Like a rebuild's, the entry is due no
     * sooner than the next drain.
     */
    public void fileArrived(int slot) {
        direct = false;
        file(slot);
    }

    /** The slot's timer, if it has one, into the wheel when its state wakes; its stamp bumped. */
    private void file(int slot) {
        float d = delay(slot);
        if (d != Float.POSITIVE_INFINITY) {
            int state = slots.state(slot);
            int stamp = set(slot, d, target(slot));
            if (waking[state]) {
                insert((long) stamp << 48 | (long) state << 32 | slot);
            }
        }
    }

    /**
     * Sets the slot's timer, its stamp bumped, without the wheel (a load or a restore sets them all, then
     * {@link #rebuild}s; an import sets its entities', then {@link #fileArrived}s each); returns the new stamp.
     */
    public int set(int slot, float delay, int to) {
        long[] cells = clock.cells;
        int stamp = ((int) cells[2 * slot + 1] + 1) & 0xFFFF;
        cells[2 * slot + 1] = (long) Float.floatToRawIntBits(delay) << 32 | (long) (to & 0xFFFF) << 16 | stamp;
        return stamp;
    }

    /** The timers' part of a snapshot: each slot's word below a limit (the clock copies the entry times). */
    public static final class Copy {
        long[] words;
        int limit;
    }

    public Copy copyTo(Copy into, int limit) {
        Copy c = into == null ? new Copy() : into;
        c.limit = limit;
        if (c.words == null || c.words.length < limit) {
            c.words = new long[limit];
        }
        long[] cells = clock.cells;
        for (int slot = 0; slot < limit; slot++) {
            c.words[slot] = cells[2 * slot + 1];
        }
        return c;
    }

    /** Puts back what {@link #copyTo} copied (the caller grew the slots); {@link #rebuild} follows. */
    public void restore(Copy c) {
        long[] cells = clock.cells;
        for (int slot = 0; slot < grown; slot++) {
            cells[2 * slot + 1] = slot < c.limit ? c.words[slot] : NONE;
        }
    }
}
