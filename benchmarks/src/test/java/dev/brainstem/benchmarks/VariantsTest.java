package dev.brainstem.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every variant computes the same thing, on every workload: on 1,000 guards, after 1, 7, 100 and 600 ticks,
 * its states and fields hash to the same checksum as a reference written straight from the workloads' text,
 * and along the way every state is visited and transitions happen at about the workload's rate.
 *
 * <p>Two libraries are checked on fewer guards, to keep this test to seconds: squirrel-foundation costs
 * about 10 us an event and Spring Statemachine several times that, so 1,000 guards for 600 ticks would
 * take them several seconds and over a minute. Guards never interact, so a smaller population is the same check.
 */
class VariantsTest {
    static final int ENTITIES = 1000;
    static final int TICKS = 600;
    static final int[] CHECKPOINTS = {1, 7, 100, 600};
    static final Map<String, Integer> FEWER = Map.of(Variants.SQUIRREL, 100, Variants.SPRING, 20);

    /** The reference's checksums at the checkpoints, by workload and population. */
    static final Map<String, long[]> EXPECTED = new ConcurrentHashMap<>();

    static long[] expected(Workload workload, int entities) {
        return expected(workload, entities, false);
    }

    /** The same, {@code timed}: the reference that keeps its timers as a time in state ({@link Variants#TIMED}). */
    static long[] expected(Workload workload, int entities, boolean timed) {
        return EXPECTED.computeIfAbsent(workload + "/" + entities + "/" + timed, k -> {
            Reference reference = new Reference(timed);
            reference.setUp(workload, entities);
            long[] sums = new long[CHECKPOINTS.length];
            int next = 0;
            for (int tick = 1; tick <= TICKS; tick++) {
                reference.tick();
                if (tick == CHECKPOINTS[next]) {
                    sums[next++] = reference.checksum();
                }
            }
            return sums;
        });
    }

    /** Every variant of the guard workload: the crowd's and the sliced ones have their own tests. */
    static Stream<Arguments> variants() {
        return Stream.of(Workload.values())
                .flatMap(w -> Variants.names().stream()
                        .filter(name -> !Variants.CROWD.contains(name) && !Variants.SLICED.contains(name))
                        .map(name -> Arguments.of(w, name)));
    }

    /** The share of updates that made a transition, on either side of which a workload is broken. */
    static double[] rateBounds(Workload workload) {
        return switch (workload) {
            case GUARD -> new double[] {0.025, 0.045};
            case CHURN -> new double[] {0.40, 0.60};
            case WANDER -> new double[] {0.0025, 0.005};
        };
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("variants")
    void computesTheWorkload(Workload workload, String name) {
        final int entities = FEWER.getOrDefault(name, ENTITIES);
        boolean timed = Variants.TIMED.contains(name);
        long[] expected = expected(workload, entities, timed);
        Variant variant = Variants.create(name);
        variant.setUp(workload, entities);
        try {
            assertEquals(entities, variant.entities());
            assertEquals(new Reference(timed).started(workload, entities), variant.checksum(), "checksum before the first tick");
            int[] before = new int[entities];
            long[] visits = new long[Workload.STATES];
            long transitions = 0;
            int next = 0;
            for (int tick = 1; tick <= TICKS; tick++) {
                variant.tick();
                for (int id = 0; id < entities; id++) {
                    int s = variant.state(id);
                    visits[s]++;
                    if (s != before[id]) {
                        transitions++;
                        before[id] = s;
                    }
                }
                if (tick == CHECKPOINTS[next]) {
                    assertEquals(expected[next], variant.checksum(), name + ": checksum after tick " + tick);
                    next++;
                }
            }
            for (int s = 0; s < Workload.STATES; s++) {
                assertTrue(visits[s] > 0, name + " never reached " + Workload.STATE_NAMES[s]);
            }
            // A guard makes at most one transition a tick, and none brings it back to where it was.
            double rate = (double) transitions / ((long) entities * TICKS);
            double[] bounds = rateBounds(workload);
            assertTrue(rate > bounds[0] && rate < bounds[1], name + ": transition rate " + rate);
        } finally {
            variant.tearDown();
        }
    }

    /**
     * The workloads' transition rates, measured on the reference once 10,000 guards have spread over the
     * states (240 ticks): the guard's is about 3.5% (the design's figure), the churn's between 40% and 60%,
     * the wander's about 0.37%. The rates go to this class's output file (target/surefire-reports).
     */
    @ParameterizedTest(name = "{0}")
    @EnumSource(Workload.class)
    void transitionRate(Workload workload) {
        Reference reference = new Reference();
        int entities = 10_000;
        reference.setUp(workload, entities);
        for (int tick = 0; tick < 240; tick++) {
            reference.tick();
        }
        reference.transitions = 0;
        int ticks = 1200;
        for (int tick = 0; tick < ticks; tick++) {
            reference.tick();
        }
        double rate = (double) reference.transitions / ((long) entities * ticks);
        System.out.printf(Locale.ROOT, "%s: %.2f%% of updates make a transition (expected about %.2f%%)%n",
                workload.paramName(), 100 * rate, 100 * workload.transitionRate);
        switch (workload) {
            case GUARD -> assertEquals(0.035, rate, 0.005, "the guard's transition rate");
            case CHURN -> assertTrue(rate >= 0.40 && rate <= 0.60, "the churn's transition rate: " + rate);
            // Four transitions in a cycle of 1,024 ticks in IDLE and 65 in the others.
            case WANDER -> assertEquals(4.0 / 1089, rate, 0.0004, "the wander's transition rate");
        }
        // Within a tenth of what it says, and never looser than a point (the guard's and the churn's measure
        // 3.43% and 50.01%).
        assertEquals(workload.transitionRate, rate, Math.min(0.01, workload.transitionRate / 10),
                "Workload.transitionRate says what it is");
    }

    @ParameterizedTest(name = "{0}")
    @EnumSource(Workload.class)
    void theReferenceIsNotTrivial(Workload workload) {
        Reference reference = new Reference();
        reference.setUp(workload, ENTITIES);
        List<Long> seen = new ArrayList<>();
        for (int tick = 1; tick <= TICKS; tick++) {
            reference.tick();
            seen.add(reference.checksum());
        }
        assertEquals(TICKS, seen.stream().distinct().count(), "every tick changes the checksum");
        // Pinned: a change of the workload, its seeds or the checksum shows here first.
        long pinned = switch (workload) {
            case GUARD -> PINNED_GUARD_600;
            case CHURN -> PINNED_CHURN_600;
            case WANDER -> PINNED_WANDER_600;
        };
        assertEquals(pinned, expected(workload, ENTITIES)[CHECKPOINTS.length - 1]);
    }

    /** The reference's checksums of 1,000 guards after 600 ticks. */
    static final long PINNED_GUARD_600 = 1899691098130010712L;
    static final long PINNED_CHURN_600 = -752889697876195354L;
    static final long PINNED_WANDER_600 = -2101213244904603765L;

    /**
     * The timed reference decides as the workload's: the same states at every tick, the same transitions.
     * Its fields differ (the timer is a time in state, x stays 0), so the checksums are compared state by state.
     */
    @ParameterizedTest(name = "{0}")
    @EnumSource(Workload.class)
    void theTimedReferenceMakesTheWorkloadsMoves(Workload workload) {
        Reference plain = new Reference(false);
        Reference timed = new Reference(true);
        plain.setUp(workload, ENTITIES);
        timed.setUp(workload, ENTITIES);
        for (int tick = 1; tick <= TICKS; tick++) {
            plain.tick();
            timed.tick();
            for (int id = 0; id < ENTITIES; id++) {
                if (plain.state(id) != timed.state(id)) {
                    assertEquals(plain.state(id), timed.state(id), "id " + id + " at tick " + tick);
                }
            }
        }
        assertEquals(plain.transitions, timed.transitions);
    }

    /**
     * The workloads as their text states them (issue 4, and the churn's tuning), written for clarity, not speed.
     * Timed, it keeps each timer as a time in state: the clock, the sum of the ticks' dt in a {@code double},
     * less the clock when the guard entered its state, read as a {@code float}, PURSUIT's x as 3 times it.
     */
    static final class Reference implements Variant {
        final boolean timed;
        Workload workload;
        int[] state, rng;
        float[] timer, x;
        double now;
        double[] entered;
        long transitions;

        Reference() {
            this(false);
        }

        Reference(boolean timed) {
            this.timed = timed;
        }

        @Override
        public void setUp(Workload workload, int entities) {
            this.workload = workload;
            state = new int[entities];
            rng = new int[entities];
            timer = new float[entities];
            x = new float[entities];
            now = 0;
            entered = new double[entities];
            for (int id = 0; id < entities; id++) {
                rng[id] = Workload.seed(id);
            }
        }

        long started(Workload workload, int entities) {
            setUp(workload, entities);
            return checksum();
        }

        @Override
        public void tick() {
            float dt = 1f / 60f;
            now += dt;
            for (int id = 0; id < state.length; id++) {
                int target = update(id, dt);
                if (target != state[id]) {
                    exit(id, state[id]);
                    state[id] = target;
                    enter(id, target);
                    transitions++;
                }
            }
        }

        private int update(int id, float dt) {
            if (timed && state[id] != Workload.IDLE) {
                float t = (float) (now - entered[id]);
                return switch (state[id]) {
                    case Workload.ALARM -> t >= workload.alarmTime ? Workload.PURSUIT : Workload.ALARM;
                    case Workload.PURSUIT -> 3 * t >= workload.reach ? Workload.SEARCH : Workload.PURSUIT;
                    default -> t >= workload.searchTime ? Workload.IDLE : Workload.SEARCH;
                };
            }
            switch (state[id]) {
                case Workload.IDLE:
                    rng[id] = Workload.xorshift(rng[id]);
                    return (rng[id] & 1023) < workload.alarmOdds ? Workload.ALARM : Workload.IDLE;
                case Workload.ALARM:
                    timer[id] += dt;
                    return timer[id] >= workload.alarmTime ? Workload.PURSUIT : Workload.ALARM;
                case Workload.PURSUIT:
                    x[id] += 3 * dt;
                    return x[id] >= workload.reach ? Workload.SEARCH : Workload.PURSUIT;
                case Workload.SEARCH:
                    timer[id] += dt;
                    return timer[id] >= workload.searchTime ? Workload.IDLE : Workload.SEARCH;
                default:
                    throw new AssertionError(state[id]);
            }
        }
        private void enter(int id, int s) {
            entered[id] = now;
            if (s == Workload.ALARM || s == Workload.SEARCH) {
                timer[id] = 0;
            }
        }

        private void exit(int id, int s) {
            if (s == Workload.SEARCH) {
                x[id] = 0;
            }
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
            return timed ? (float) (now - entered[id]) : timer[id];
        }

        @Override
        public float x(int id) {
            return timed ? 0 : x[id];
        }

        @Override
        public int rng(int id) {
            return rng[id];
        }
    }
}
