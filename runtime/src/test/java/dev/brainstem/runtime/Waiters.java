package dev.brainstem.runtime;

import dev.brainstem.runtime.internal.Lane;
import dev.brainstem.runtime.internal.WordLoop;
import java.util.Arrays;

/**
 * A batch written by hand the way the processor writes one with {@code @After}, a sleeping state and a
 * time-sliced one (docs/generated-code.md), for the runtime's side of them: the wheel, the due bits, the
 * slicing, the parallel tick and the tick in regions, snapshots and saves. Id mode, bitset loops:
 * <ul>
 * <li>IDLE sleeps: {@code @After(IDLE, seconds = 2.5f, to = PATROL)};</li>
 * <li>PATROL decides every tick: {@code @After(PATROL, delay = "patience", to = IDLE)}, then its update
 *     counts a patrol and goes to WANDER when {@link #wander} says so;</li>
 * <li>WANDER is sliced, {@code @OnUpdate(every = 4)}, with {@code @After(WANDER, seconds = 10, to = IDLE)}:
 *     its update adds its {@code dt} and goes to IDLE when {@link #rest} says so;</li>
 * <li>STUNNED sleeps: {@code @After(STUNNED, delay = "stun", to = IDLE)}.</li>
 * </ul>
 * A {@link Poke} message sends an entity in IDLE or PATROL to STUNNED, and one in STUNNED to WANDER. With {@code polling} true the
 * same machine is written as it is without sleeping: IDLE and STUNNED visit every entity and test its
 * timer, which the sleeping batch must equal.
 */
final class Waiters extends AbstractBatch<Waiters.S> {
    enum S { IDLE, PATROL, WANDER, STUNNED }

    /** The message that stuns. */
    static final class Poke {}

    /** Whether the entity {@code id} leaves in tick {@code ticks}: the test's script. */
    interface Choice {
        boolean test(int id, long ticks);
    }

    private static final S[] STATES = S.values();
    private static final int STAY = -1;
    private static final int EVERY = 4;

    static MachineInfo description() {
        return new MachineInfo("Waiter", new String[] {"IDLE", "PATROL", "WANDER", "STUNNED"}, "IDLE",
                new String[] {"PATROL", "WANDER", "STUNNED"}, new MachineInfo.Group[0],
                new String[] {"Poke", "Poke", "", "Poke"},
                new MachineInfo.Edges(Events.UPDATE, "PATROL", "WANDER"),
                new MachineInfo.Edges(Events.UPDATE, "WANDER", "IDLE"),
                new MachineInfo.Edges(Events.MESSAGE, "IDLE PATROL", "STUNNED", "Poke"),
                new MachineInfo.Edges(Events.MESSAGE, "STUNNED", "WANDER", "Poke"),
                new MachineInfo.Edges(Events.AFTER, "IDLE", "PATROL", "after 2.5s"),
                new MachineInfo.Edges(Events.AFTER, "PATROL", "IDLE", "after patience()"),
                new MachineInfo.Edges(Events.AFTER, "WANDER", "IDLE", "after 10s"),
                new MachineInfo.Edges(Events.AFTER, "STUNNED", "IDLE", "after stun()"))
                .withTiming(new int[] {0, 0, EVERY, 0}, new String[] {"IDLE", "STUNNED"});
    }

    float[] patience = new float[0];
    float[] stun = new float[0];
    int[] patrols = new int[0];
    int[] wanders = new int[0];
    float[] wandered = new float[0];
    Choice wander = (id, ticks) -> false;
    Choice rest = (id, ticks) -> false;

    private final WordLoop[] loops;

    Waiters(boolean polling) {
        super(description(), STATES, true, true, true);
        loops = new WordLoop[] {
            polling ? (lane, members, leavers, lo, hi, dt) -> pollingLoop(lane, members, leavers, lo, hi, dt, 0)
                    : timersOnly(0),
            this::update1_PATROL,
            this::update2_WANDER,
            polling ? (lane, members, leavers, lo, hi, dt) -> pollingLoop(lane, members, leavers, lo, hi, dt, 3)
                    : timersOnly(3),
        };
    }

    long add(int id, S state) {
        return addId(id, state);
    }

    long resume(int id, S state) {
        return resumeId(id, state);
    }

    @Override
    protected void grow(int capacity) {
        patience = Arrays.copyOf(patience, capacity);
        stun = Arrays.copyOf(stun, capacity);
        patrols = Arrays.copyOf(patrols, capacity);
        wanders = Arrays.copyOf(wanders, capacity);
        wandered = Arrays.copyOf(wandered, capacity);
    }

    @Override
    protected int checkStartable(S state) {
        if (state == null) {
            throw new IllegalArgumentException("Waiter: no state");
        }
        return state.ordinal();
    }

    @Override
    protected void updateWords(Lane lane, int state, long[] members, long[] leavers, int lo, int hi, float dt) {
        loops[state].update(lane, members, leavers, lo, hi, dt);
    }

    /** A loop as generated: {@code walk} gives the entities of a word to decide. */
    private interface Decision {
        int decide(Lane lane, int slot, float dt);
    }

    private void loop(Lane lane, long[] members, long[] leavers, int lo, int hi, float dt, int state, long[] due,
            Decision decision) {
        int went = Lane.NOWHERE;
        int first = hi;
        int last = lo;
        for (int w = lo; w < hi; w++) {
            long left = 0L;
            long walked = state == 2 ? members[w] & (slice(EVERY, w) | due[w]) : members[w];
            for (long rest = walked; rest != 0; rest &= rest - 1) {
                int slot = w << 6 | Long.numberOfTrailingZeros(rest);
                int decided = decision.decide(lane, slot, dt);
                if (decided != STAY) {
                    int next = move(lane, slot, decided >>> 16, state, decided & 0xFFFF, dt);
                    if (next != state) {
                        left |= rest & -rest;
                        went = went == next || went == Lane.NOWHERE ? next : Lane.MIXED;
                    }
                }
            }
            if (left != 0L) {
                members[w] &= ~left;
                leavers[w] |= left;
                first = Math.min(first, w);
                last = w;
            }
        }
        if (went != Lane.NOWHERE) {
            lane.left(first, last + 1, went);
        }
    }

    /** The decisions, made once: a method reference made in each loop would allocate. */
    private final Decision polled = (l, slot, d) -> timerDue(slot) ? Events.AFTER << 16 | timerTarget(slot) : STAY;
    private final Decision patrol = this::decide1_PATROL;
    private final Decision wanderDecision = this::decide2_WANDER;

    private void pollingLoop(Lane lane, long[] members, long[] leavers, int lo, int hi, float dt, int state) {
        loop(lane, members, leavers, lo, hi, dt, state, null, polled);
    }

    private void update1_PATROL(Lane lane, long[] members, long[] leavers, int lo, int hi, float dt) {
        loop(lane, members, leavers, lo, hi, dt, 1, null, patrol);
    }

    private int decide1_PATROL(Lane lane, int slot, float dt) {
        if (timerDue(slot)) {
            return Events.AFTER << 16 | timerTarget(slot);
        }
        patrols[slot]++;
        return wander.test(slot, ticks()) ? Events.UPDATE << 16 | 2 : STAY;
    }

    private void update2_WANDER(Lane lane, long[] members, long[] leavers, int lo, int hi, float dt) {
        loop(lane, members, leavers, lo, hi, dt, 2, dueWords(2), wanderDecision);
    }

    private int decide2_WANDER(Lane lane, int slot, float dt) {
        if (timerDue(slot)) {
            return Events.AFTER << 16 | timerTarget(slot);
        }
        if (!phaseDue(slot, EVERY)) {
            return STAY;
        }
        float since = sinceUpdate(slot);
        wanders[slot]++;
        wandered[slot] += since;
        return rest.test(slot, ticks()) ? Events.UPDATE << 16 | 0 : STAY;
    }

    @Override
    protected boolean takes(Object message) {
        return message instanceof Poke;
    }

    @Override
    protected boolean deliver(Lane lane, int slot, int state, Object message) {
        if (state == 2) {
            return false;
        }
        move(lane, slot, Events.MESSAGE, state, state == 3 ? 2 : 3, 0f);
        return true;
    }

    @Override
    protected void enter(Lane lane, int slot) {
        arm(lane, slot, stateAt(slot));
    }

    @Override
    protected int move(Lane lane, int slot, int event, int current, int next, float dt) {
        setState(slot, next, current);
        moved(lane, slot, current, next, event);
        arm(lane, slot, next);
        return next;
    }

    @Override
    protected void resumed(Lane lane, int slot, int state) {
        arm(lane, slot, state);
    }

    private void arm(Lane lane, int slot, int state) {
        switch (state) {
            case 0:
                timer(lane, slot, 0, 2.5f, 1);
                break;
            case 1:
                timer(lane, slot, 1, patience[slot], 0);
                break;
            case 2:
                timer(lane, slot, 2, 10f, 0);
                break;
            case 3:
                timer(lane, slot, 3, stun[slot], 0);
                break;
            default:
                break;
        }
    }
}
