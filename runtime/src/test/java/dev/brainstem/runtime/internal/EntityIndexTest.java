package dev.brainstem.runtime.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

/** The identity index finds exactly the objects put and not removed, whatever the order. */
class EntityIndexTest {

    /** Large enough that the table spans many pages and grows many times, with removals meanwhile. */
    @Test
    void manyObjectsAcrossPages() {
        int n = 150_000;
        Object[] bySlot = new Object[n];
        EntityIndex index = new EntityIndex(slot -> bySlot[slot]);
        for (int slot = 0; slot < n; slot++) {
            bySlot[slot] = new Object();
            index.put(bySlot[slot], slot);
            if (slot % 3 == 2) {
                index.remove(bySlot[slot - 1], slot - 1);
            }
        }
        for (int slot = 0; slot < n; slot++) {
            assertEquals(slot % 3 == 1 && slot < n - 1 ? -1 : slot, index.find(bySlot[slot]), "slot " + slot);
        }
        assertEquals(-1, index.find(new Object()));
    }

    @Property(tries = 200)
    void findsWhatWasPutAndNotRemoved(@ForAll @Size(max = 400) List<@IntRange(min = 0, max = 60) Integer> script) {
        List<Object> bySlot = new ArrayList<>();
        EntityIndex index = new EntityIndex(slot -> bySlot.get(slot));
        Map<Object, Integer> expected = new IdentityHashMap<>();
        Object[] pool = new Object[61];
        for (int i = 0; i < pool.length; i++) {
            pool[i] = new Object();
        }
        for (int step : script) {
            Object o = pool[step];
            Integer slot = expected.get(o);
            if (slot == null) {
                bySlot.add(o);
                index.put(o, bySlot.size() - 1);
                expected.put(o, bySlot.size() - 1);
            } else {
                index.remove(o, slot);
                expected.remove(o);
            }
            for (Object candidate : pool) {
                assertEquals(expected.getOrDefault(candidate, -1), index.find(candidate));
            }
        }
    }
}
