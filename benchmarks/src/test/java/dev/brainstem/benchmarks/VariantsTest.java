package dev.brainstem.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every variant computes the same thing: on 1,000 guards, after 1, 7, 100 and 600 ticks, its states and
 * fields hash to the same checksum as a reference written straight from issue 4's text, and along the
 * way every state is visited and transitions happen at about the expected rate.
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

    /** The reference's checksums at the checkpoints, by population. */
    static final Map<Integer, long[]> EXPECTED = new ConcurrentHashMap<>();

    static long[] expected(int entities) {
        return EXPECTED.computeIfAbsent(entities, n -> {
            Reference reference = new Reference();
            reference.setUp(n);
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

    static Stream<String> variants() {
        return Variants.names().stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void computesTheWorkload(String name) {
        final int entities = FEWER.getOrDefault(name, ENTITIES);
        long[] expected = expected(entities);
        Variant variant = Variants.create(name);
        variant.setUp(entities);
        try {
            assertEquals(entities, variant.entities());
            assertEquals(new Reference().started(entities), variant.checksum(), "checksum before the first tick");
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
            // About 3.5% of updates make a transition once the population has spread over the states.
            double rate = (double) transitions / ((long) entities * TICKS);
            assertTrue(rate > 0.025 && rate < 0.045, name + ": transition rate " + rate);
        } finally {
            variant.tearDown();
        }
    }

    @Test
    void theReferenceIsNotTrivial() {
        Reference reference = new Reference();
        reference.setUp(ENTITIES);
        List<Long> seen = new ArrayList<>();
        for (int tick = 1; tick <= TICKS; tick++) {
            reference.tick();
            seen.add(reference.checksum());
        }
        assertEquals(TICKS, seen.stream().distinct().count(), "every tick changes the checksum");
        // Pinned: a change of the workload, its seeds or the checksum shows here first.
        assertEquals(PINNED_600, expected(ENTITIES)[CHECKPOINTS.length - 1]);
    }

    /** The reference's checksum of 1,000 guards after 600 ticks. */
    static final long PINNED_600 = 1899691098130010712L;

    /** The workload as issue 4 states it, written for clarity, not speed. */
    static final class Reference implements Variant {
        int[] state, rng;
        float[] timer, x;

        @Override
        public void setUp(int entities) {
            state = new int[entities];
            rng = new int[entities];
            timer = new float[entities];
            x = new float[entities];
            for (int id = 0; id < entities; id++) {
                rng[id] = Workload.seed(id);
            }
        }

        long started(int entities) {
            setUp(entities);
            return checksum();
        }

        @Override
        public void tick() {
            float dt = 1f / 60f;
            for (int id = 0; id < state.length; id++) {
                int target = update(id, dt);
                if (target != state[id]) {
                    exit(id, state[id]);
                    state[id] = target;
                    enter(id, target);
                }
            }
        }

        private int update(int id, float dt) {
            switch (state[id]) {
                case Workload.IDLE:
                    rng[id] = Workload.xorshift(rng[id]);
                    return (rng[id] & 1023) < 20 ? Workload.ALARM : Workload.IDLE;
                case Workload.ALARM:
                    timer[id] += dt;
                    return timer[id] >= 0.25f ? Workload.PURSUIT : Workload.ALARM;
                case Workload.PURSUIT:
                    x[id] += 3 * dt;
                    return x[id] >= 1 ? Workload.SEARCH : Workload.PURSUIT;
                case Workload.SEARCH:
                    timer[id] += dt;
                    return timer[id] >= 0.5f ? Workload.IDLE : Workload.SEARCH;
                default:
                    throw new AssertionError(state[id]);
            }
        }

        private void enter(int id, int s) {
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
