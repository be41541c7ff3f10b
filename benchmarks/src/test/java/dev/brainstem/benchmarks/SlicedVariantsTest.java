package dev.brainstem.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brainstem.benchmarks.brainstem.SliceCounts;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The guard at {@code every = 4} and {@code 8} ({@link Variants#SLICED}) computes what the workload computes when
 * each guard decides only in the ticks {@code t} with {@code (t + id) % every == 0} (docs/semantics.md, "Time
 * slicing"), its update's dt the time since it last decided or entered its state, and never in the tick it
 * entered: a reference written from that rule, compared tick by tick on 1,000 guards for 600 ticks, every tuning.
 * ({@code every = 1} is held to the workload's own reference by {@link VariantsTest}.)
 */
class SlicedVariantsTest {
    static final int ENTITIES = 1000;
    static final int TICKS = 600;

    static Stream<Arguments> sliced() {
        return Stream.of(Workload.values()).flatMap(w -> Stream.of(
                Arguments.of(w, Variants.BRAINSTEM_EVERY4_ID_BATCH, 4),
                Arguments.of(w, Variants.BRAINSTEM_EVERY8_ID_BATCH, 8)));
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("sliced")
    void decidesOnItsPhaseWithTheTimeSinceItLastDecided(Workload workload, String name, int every) {
        SlicedReference reference = new SlicedReference(workload, ENTITIES, every);
        Variant variant = Variants.create(name);
        variant.setUp(workload, ENTITIES);
        try {
            long decisions = 0;
            for (int tick = 1; tick <= TICKS; tick++) {
                decisions += reference.tickCounting();
                variant.tick();
                if (reference.checksum() != variant.checksum()) {
                    for (int id = 0; id < ENTITIES; id++) {
                        assertEquals(reference.state[id], variant.state(id), name + ": id " + id + "'s state, tick " + tick);
                        assertEquals(reference.timer[id], variant.timer(id), name + ": id " + id + "'s timer, tick " + tick);
                        assertEquals(reference.x[id], variant.x(id), name + ": id " + id + "'s x, tick " + tick);
                        assertEquals(reference.rng[id], variant.rng(id), name + ": id " + id + "'s die, tick " + tick);
                    }
                }
            }
            // About one decision in every ticks per guard, less the entries' ticks.
            double share = (double) decisions / ((long) ENTITIES * TICKS);
            assertTrue(share <= 1.0 / every && share > 0.8 / every, name + ": decisions per guard-tick " + share);
            // The timed states end after their seconds whatever every is, IDLE after every times as many ticks: a cycle
            // lasts at most every times its length at every = 1, so the moves are at least the workload's over every
            // (half that here, for the start from IDLE and chance).
            double moves = (double) ENTITIES * TICKS * workload.transitionRate / every;
            assertTrue(reference.transitions > moves / 2, name + " makes the workload's moves: " + reference.transitions
                    + ", at least half of " + moves);
        } finally {
            variant.tearDown();
        }
    }

    static Stream<Arguments> everies() {
        return Stream.of(Workload.values()).flatMap(w -> Stream.of(1, 4, 8).map(every -> Arguments.of(w, every)));
    }

    /**
     * {@link SliceCounts}, which says how much work the pairs measure, counts what the rule makes: the reference's
     * decisions and transitions over 500 ticks after 100, on 1,000 guards.
     */
    @ParameterizedTest(name = "{0} every = {1}")
    @MethodSource("everies")
    void theProbeCountsTheRulesDecisionsAndTransitions(Workload workload, int every) {
        int settle = 100;
        int ticks = 500;
        SlicedReference reference = new SlicedReference(workload, ENTITIES, every);
        for (int tick = 0; tick < settle; tick++) {
            reference.tick();
        }
        long movesBefore = reference.transitions;
        long decisions = 0;
        for (int tick = 0; tick < ticks; tick++) {
            decisions += reference.tickCounting();
        }
        SliceCounts.Counts counted = SliceCounts.count(workload, ENTITIES, every, settle, ticks);
        assertEquals(decisions, counted.decisions(), "decisions");
        assertEquals(reference.transitions - movesBefore, counted.transitions(), "transitions");
        assertTrue(counted.transitions() > 0, "the guards move");
    }

    /** The guard workload (its text, as VariantsTest's reference) under the time-slicing rule. */
    static final class SlicedReference implements Variant {
        final Workload workload;
        final int every;
        final int[] state, rng;
        final float[] timer, x;
        final double[] since;
        final long[] entryTick;
        double now;
        long ticks;
        long transitions;

        SlicedReference(Workload workload, int entities, int every) {
            this.workload = workload;
            this.every = every;
            state = new int[entities];
            rng = new int[entities];
            timer = new float[entities];
            x = new float[entities];
            since = new double[entities];
            entryTick = new long[entities];
            for (int id = 0; id < entities; id++) {
                rng[id] = Workload.seed(id);
            }
        }

        /** One tick; returns how many guards decided. */
        int tickCounting() {
            ticks++;
            now += Workload.DT;
            int decided = 0;
            for (int id = 0; id < state.length; id++) {
                if ((ticks + id) % every != 0 || entryTick[id] == ticks) {
                    continue;
                }
                decided++;
                float dt = (float) (now - since[id]);
                since[id] = now;
                int target = update(id, dt);
                if (target != state[id]) {
                    if (state[id] == Workload.SEARCH) {
                        x[id] = 0;
                    }
                    state[id] = target;
                    if (target == Workload.ALARM || target == Workload.SEARCH) {
                        timer[id] = 0;
                    }
                    since[id] = now;
                    entryTick[id] = ticks;
                    transitions++;
                }
            }
            return decided;
        }

        private int update(int id, float dt) {
            switch (state[id]) {
                case Workload.IDLE:
                    rng[id] = Workload.xorshift(rng[id]);
                    return (rng[id] & Workload.DIE_MASK) < workload.alarmOdds ? Workload.ALARM : Workload.IDLE;
                case Workload.ALARM:
                    timer[id] += dt;
                    return timer[id] >= workload.alarmTime ? Workload.PURSUIT : Workload.ALARM;
                case Workload.PURSUIT:
                    x[id] += Workload.SPEED * dt;
                    return x[id] >= workload.reach ? Workload.SEARCH : Workload.PURSUIT;
                default:
                    timer[id] += dt;
                    return timer[id] >= workload.searchTime ? Workload.IDLE : Workload.SEARCH;
            }
        }

        @Override
        public void setUp(Workload workload, int entities) {
            throw new UnsupportedOperationException("made by its constructor");
        }

        @Override
        public void tick() {
            tickCounting();
        }

        @Override
        public int entities() {
            return state.length;
        }

        @Override
        public int state(int id) {
            return state[id];
        }

        @Override
        public float timer(int id) {
            return timer[id];
        }

        @Override
        public float x(int id) {
            return x[id];
        }

        @Override
        public int rng(int id) {
            return rng[id];
        }
    }
}
