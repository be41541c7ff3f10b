package dev.brainstem.runtime.internal;

import java.util.Arrays;

/**
 * Timed transitions ({@code @After}): each entity's one timer (its delay, its target, the clock it falls
 * due at) and, for the states the tick does not visit every tick (a state that sleeps, a time-sliced
 * state), the hashed timer wheel that wakes them and the per-state bitsets of the entities whose timer
 * fell due. A state that decides every tick needs no wheel: its decision tests its timer itself
 * ({@link #due}), so its arms write one record and nothing else.
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
 * the record the transition writes anyway; the stale entry is dropped when its bucket is walked.
 * Finding and removing it at once would cost a search per transition.
 *
 * <p><b>Why a record of two longs per slot.</b> The clock the timer falls due at ({@link DueTime}: the
 * first clock at which {@code (float) (now - entered) >= delay}, the test handlers' time in state makes)
 * and, beside it, the delay, the target and the stamp: a test of a timer reads one cache line, and so
 * does the wheel's walk of an entry. A crowd's timers are cache misses, one per record.
 *
 * <p><b>Threads.</b> In a parallel tick each chunk writes only its own slots' records and due bits (a
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

    private final EntryClock clock;
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
     * Per slot, two longs: {@code [2 * slot]} the clock the timer falls due at (double bits,
     * {@code +Infinity} for none), {@code [2 * slot + 1]} its delay (float bits, high 32 bits), its target
     * (16 bits, as the generated code packs a decision's target) and a stamp (16 bits), bumped at each
     * arm and cancel so that the wheel's older entries of the slot are stale.
     */
    private long[] record = new long[0];
    private static final long NEVER = Double.doubleToRawLongBits(Double.POSITIVE_INFINITY);
    private static final long NONE = (long) Float.floatToRawIntBits(Float.POSITIVE_INFINITY) << 32;

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
    public Timers(EntryClock clock, Slots slots, boolean[] withTimers, boolean[] waking, String[] origins) {
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

    public void grow(int capacity) {
        if (record.length >= 2 * capacity) {
            return;
        }
        buckets.expect(capacity);
        int old = record.length / 2;
        record = Arrays.copyOf(record, 2 * capacity);
        for (int slot = old; slot < capacity; slot++) {
            record[2 * slot] = NEVER;
            record[2 * slot + 1] = NONE;
        }
        int words = (capacity + 63) >>> 6;
        for (int s = 0; s < due.length; s++) {
            if (due[s] != null && due[s].length < words) {
                due[s] = Arrays.copyOf(due[s], words);
                summary[s] = Arrays.copyOf(summary[s], (words + 63) >>> 6);
            }
        }
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

    /** The entity in {@code slot} left {@code state} (or was removed): its timer is no more. */
    public void cancel(int slot, int state) {
        record[2 * slot] = NEVER;
        record[2 * slot + 1] = NONE | ((record[2 * slot + 1] + 1) & 0xFFFF);
        long[] bits = due[state];
        if (bits != null) {
            bits[slot >>> 6] &= ~(1L << slot);
        }
    }

    /** Whether the entity in {@code slot} has a timer and its time in state reached the delay: exact. */
    public boolean due(int slot) {
        return clock.now() >= Double.longBitsToDouble(record[2 * slot]);
    }

    /** The target of the slot's timer. */
    public int target(int slot) {
        return (int) (record[2 * slot + 1] >>> 16) & 0xFFFF;
    }

    /** The slot's delay, {@code +Infinity} for none. */
    public float delay(int slot) {
        return Float.intBitsToFloat((int) (record[2 * slot + 1] >>> 32));
    }

    private double dueAt(int slot) {
        return Double.longBitsToDouble(record[2 * slot]);
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
        long bucket = bucketOf(dueAt((int) entry));
        buckets.add(bucket <= drainedTo ? LATE : (int) (bucket & MASK), entry);
    }

    private boolean live(long entry) {
        return ((int) record[2 * (int) entry + 1] & 0xFFFF) == (int) (entry >>> 48);
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
        buckets.walk(LATE, lateKeeper);
        now = bucketOf(clock.now());
        long from = Math.max(drainedTo + 1, now - MASK);
        for (long b = from; b <= now; b++) {
            buckets.walk((int) (b & MASK), wheelKeeper);
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
        if (!live(entry)) {
            return false;
        }
        if (bucketOf(dueAt((int) entry)) > now) {
            return true;
        }
        if (!fellDue(entry)) {
            buckets.add(LATE, entry);
        }
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
            float d = delay(slot);
            if (slots.present(slot) && d != Float.POSITIVE_INFINITY) {
                int state = slots.state(slot);
                int stamp = set(slot, d, target(slot));
                if (waking[state]) {
                    insert((long) stamp << 48 | (long) state << 32 | slot);
                }
            }
        }
    }

    /**
     * Sets the slot's timer, its stamp bumped, without the wheel (a load or a restore sets them all, then
     * {@link #rebuild}s); returns the new stamp.
     */
    public int set(int slot, float delay, int to) {
        int stamp = ((int) record[2 * slot + 1] + 1) & 0xFFFF;
        record[2 * slot] = Double.doubleToRawLongBits(DueTime.of(clock.enteredAt(slot), delay));
        record[2 * slot + 1] = (long) Float.floatToRawIntBits(delay) << 32 | (long) (to & 0xFFFF) << 16 | stamp;
        return stamp;
    }

    /** The timers' part of a snapshot: each slot's record below a limit. */
    public static final class Copy {
        long[] record;
        int limit;
    }

    public Copy copyTo(Copy into, int limit) {
        Copy c = into == null ? new Copy() : into;
        c.limit = limit;
        if (c.record == null || c.record.length < 2 * limit) {
            c.record = new long[2 * limit];
        }
        System.arraycopy(record, 0, c.record, 0, 2 * limit);
        return c;
    }

    /** Puts back what {@link #copyTo} copied (the caller grew the slots); {@link #rebuild} follows. */
    public void restore(Copy c) {
        System.arraycopy(c.record, 0, record, 0, 2 * c.limit);
        for (int slot = c.limit; slot < record.length / 2; slot++) {
            record[2 * slot] = NEVER;
            record[2 * slot + 1] = NONE;
        }
    }
}
