package dev.brainstem.benchmarks.brainstem;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brainstem.benchmarks.Workload;
import org.junit.jupiter.api.Test;

/**
 * The two-region pair compares like with like: the machine of two regions in one batch and its two machines as
 * two batches over the same ids put every guard's weapon in the same state, tick after tick, and the weapons do
 * move (the guard's own fields are VariantsTest's).
 */
class RegionsVariantTest {
    @Test
    void oneBatchOfTwoRegionsAndTwoBatchesKeepTheSameWeapons() {
        int entities = 2_000;
        RegionsIdBatchVariant one = RegionsIdBatchVariant.oneBatch();
        RegionsIdBatchVariant two = RegionsIdBatchVariant.twoBatches();
        one.setUp(Workload.CHURN, entities);
        two.setUp(Workload.CHURN, entities);
        int[] first = weapons(one, entities);
        boolean moved = false;
        for (int tick = 0; tick < 120; tick++) {
            one.tick();
            two.tick();
            int[] a = weapons(one, entities);
            assertArrayEquals(weapons(two, entities), a, "weapons after tick " + tick);
            assertArrayEquals(states(two, entities), states(one, entities), "guards after tick " + tick);
            moved |= !java.util.Arrays.equals(first, a);
        }
        assertTrue(moved, "the weapons never changed state");
    }

    private static int[] weapons(RegionsIdBatchVariant v, int entities) {
        int[] w = new int[entities];
        for (int id = 0; id < entities; id++) {
            w[id] = v.weaponState(id);
        }
        return w;
    }

    private static int[] states(RegionsIdBatchVariant v, int entities) {
        int[] s = new int[entities];
        for (int id = 0; id < entities; id++) {
            s[id] = v.state(id);
        }
        return s;
    }
}
