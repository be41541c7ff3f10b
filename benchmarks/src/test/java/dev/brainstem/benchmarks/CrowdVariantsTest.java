package dev.brainstem.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The crowd's variants ({@link Variants#CROWD}) compute bit-identical states, fields and times in state: the
 * sleeping loops (the timer wheel, the heap, Brainstem's {@code @After}) the same as the polling loop, tick by
 * tick, on 2,000 entities for 900 ticks (15 s: three to seven waits each), on every workload's tuning of the
 * active tenth. And the workload is what it says: a tenth active, the rest waiting in REST and STAND, waits
 * ending at a rate of about one waiter in 210 a tick, none ending before 2 s or after 5 s.
 */
class CrowdVariantsTest {
    static final int ENTITIES = 2000;
    static final int TICKS = 900;

    @ParameterizedTest(name = "{0}")
    @EnumSource(Workload.class)
    void everyCrowdVariantComputesWhatThePollingLoopComputes(Workload workload) {
        Variant reference = Variants.create(Variants.HAND_SOA_CROWD_POLLING);
        reference.setUp(workload, ENTITIES);
        List<Variant> others = new ArrayList<>();
        for (String name : crowd()) {
            if (!name.equals(Variants.HAND_SOA_CROWD_POLLING)) {
                Variant v = Variants.create(name);
                v.setUp(workload, ENTITIES);
                others.add(v);
            }
        }
        try {
            for (Variant v : others) {
                assertEquals(reference.checksum(), v.checksum(), nameOf(v, others) + " before the first tick");
            }
            int[] before = new int[ENTITIES];
            double[] since = new double[ENTITIES];
            long wakes = 0;
            long last = reference.checksum();
            for (int id = 0; id < ENTITIES; id++) {
                before[id] = reference.state(id);
            }
            for (int tick = 1; tick <= TICKS; tick++) {
                reference.tick();
                for (Variant v : others) {
                    v.tick();
                }
                long sum = reference.checksum();
                assertNotEquals(last, sum, "tick " + tick + " changes something");
                last = sum;
                for (Variant v : others) {
                    if (v.checksum() != sum) {
                        assertEquals(sum, v.checksum(), nameOf(v, others) + " after tick " + tick);
                    }
                }
                for (int id = 0; id < ENTITIES; id++) {
                    int s = reference.state(id);
                    boolean waiter = s == Crowd.REST || s == Crowd.STAND;
                    assertEquals(!Crowd.active(id), waiter, "id " + id + " waits iff it is no active one");
                    if (waiter && s != before[id]) {
                        double waited = tick - since[id];
                        assertTrue(waited >= 2 * 60 && waited <= 5 * 60 + 1, "id " + id + " waited " + waited + " ticks");
                        since[id] = tick;
                        wakes++;
                    }
                    before[id] = s;
                }
            }
            // A wait of 3.5 s on average: about one waiter in 210 wakes a tick.
            long waiters = java.util.stream.IntStream.range(0, ENTITIES).filter(id -> !Crowd.active(id)).count();
            assertTrue(waiters > ENTITIES * 8 / 10, "most wait: " + waiters);
            double perTick = (double) wakes / TICKS;
            assertTrue(perTick > waiters / 260.0 && perTick < waiters / 170.0, "wakes per tick " + perTick);
        } finally {
            reference.tearDown();
            others.forEach(Variant::tearDown);
        }
    }

    /** The crowd's variants this build has. */
    private static List<String> crowd() {
        List<String> names = new ArrayList<>(Variants.CROWD);
        names.retainAll(Variants.names());
        return names;
    }

    private static String nameOf(Variant v, List<Variant> others) {
        List<String> names = crowd();
        names.remove(Variants.HAND_SOA_CROWD_POLLING);
        return names.get(others.indexOf(v));
    }
}
