package dev.brainstem.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

/** The identity index finds exactly the objects put and not removed, whatever the order. */
class EntityIndexTest {

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
