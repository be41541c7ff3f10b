package dev.brainstem.samples.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brainstem.runtime.AbstractBatch;
import dev.brainstem.runtime.HandlerException;
import dev.brainstem.runtime.TransitionListener;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Handles (issue 10): {@code long}, the slot in the high 32 bits and a 32-bit generation in the low,
 * incremented when the slot's entity is removed; a removed entity's handle never names a later
 * occupant of its slot; an object the batch holds already is refused, naming its handle.
 *
 * <p>Failed on the runtime before issue 10 (48f4a8a) (one line each; the cause in brackets):
 * <ul>
 * <li>handlesAreLongsWithTheSlotHigh: [its handles were int, {@code slot << 7 | generation}].
 * <li>aStaleHandleAfter200ReusesOfItsSlot: [a 7-bit generation: after 128 reuses the stale handle names
 *     the new occupant, so contains is true and remove(stale) removes it].
 * <li>theSameObjectAddedTwice, theSameObjectAddedTwiceDuringATick: [it took it twice].
 * </ul>
 */
class HandleTest {
    private static final long LOW = 0xFFFF_FFFFL;

    @Test
    void handlesAreLongsWithTheSlotHigh() throws NoSuchMethodException {
        for (String name : List.of("contains", "stateOf", "previousOf", "remove")) {
            assertTrue(hasLongHandle(AbstractBatch.class, name), "AbstractBatch." + name + "(long)");
        }
        assertEquals(long.class, FragileBatch.class.getMethod("add", Fragile.class).getReturnType(), "add returns a long");
        assertEquals(long.class, FragilesBatch.class.getMethod("add", int.class).getReturnType(), "id mode too");
        assertTrue(hasLongHandle(FragileBatch.class, "entity"), "entity(long)");
        assertEquals(long.class, HandlerException.class.getMethod("handle").getReturnType(), "HandlerException.handle()");
        Method onTransition = TransitionListener.class.getMethod("onTransition", long.class, Enum.class, Enum.class,
                int.class);
        assertEquals(void.class, onTransition.getReturnType());

        // A fresh batch fills slots 0, 1, 2 with generation 0; a removal bumps the slot's generation.
        FragileBatch batch = new FragileBatch();
        long h0 = batch.add(new Fragile(0));
        long h1 = batch.add(new Fragile(1));
        long h2 = batch.add(new Fragile(2));
        assertEquals(0L, h0);
        assertEquals(1L << 32, h1);
        assertEquals(2L << 32, h2);
        batch.remove(h1);
        long again = batch.add(new Fragile(3));
        assertEquals(1L << 32 | 1, again, "slot 1 again, generation 1");
        assertFalse(batch.contains(h1));
        assertTrue(batch.contains(again));

        // Id mode: the handle is the id.
        FragilesBatch ids = new FragilesBatch(new Fragiles(8));
        long id = ids.add(7);
        assertEquals(7L, id);
    }

    private static boolean hasLongHandle(Class<?> c, String name) {
        for (Method m : c.getMethods()) {
            if (m.getName().equals(name) && m.getParameterCount() >= 1 && m.getParameterTypes()[0] == long.class) {
                return true;
            }
        }
        return false;
    }

    /**
     * A batch of one: add and remove 200 times over, so slot 0 is reused 200 times; each removed
     * entity's handle stays stale: contains is false, stateOf and remove throw naming it, and neither
     * touches the slot's new occupant.
     */
    @Test
    void aStaleHandleAfter200ReusesOfItsSlot() {
        FragileBatch batch = new FragileBatch();
        List<Long> stale = new ArrayList<>();
        long first = batch.add(new Fragile(0));
        batch.remove(first);
        stale.add(first);
        for (int k = 1; k <= 200; k++) {
            long h = batch.add(new Fragile(k));
            assertEquals(first >>> 32, h >>> 32, "the one slot is reused");
            assertEquals(k, (h & LOW) - (first & LOW), "its generation counts the removals");
            batch.remove(h);
            stale.add(h);
        }
        assertEquals(stale.size(), new HashSet<>(stale).size(), "201 handles, all different");
        Fragile occupant = new Fragile(999);
        long current = batch.add(occupant, Mood.BROKEN);
        assertEquals(first >>> 32, current >>> 32, "the new occupant is in the same slot");
        for (long h : stale) {
            assertFalse(batch.contains(h), "contains(" + h + "), removed");
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> batch.stateOf(h));
            assertTrue(e.getMessage().contains("handle " + h), e.getMessage() + " names handle " + h);
            e = assertThrows(IllegalArgumentException.class, () -> batch.remove(h));
            assertTrue(e.getMessage().contains("handle " + h), e.getMessage() + " names handle " + h);
            e = assertThrows(IllegalArgumentException.class, () -> batch.transitionTo(h, Mood.CALM));
            assertTrue(e.getMessage().contains("handle " + h), e.getMessage() + " names handle " + h);
            assertTrue(batch.contains(current), "the new occupant is still there");
            assertEquals(1, batch.size());
            assertEquals(Mood.BROKEN, batch.stateOf(current), "and untouched");
            assertSame(occupant, Api.entity(batch, current));
        }
        assertEquals(1, batch.count(Mood.BROKEN));
        batch.tick(0.1f);
        assertEquals(1, occupant.updates);
    }

    /** The same object twice: an IllegalArgumentException naming its handle; the batch is unchanged. */
    @Test
    void theSameObjectAddedTwice() {
        FragileBatch batch = new FragileBatch();
        batch.add(new Fragile(0));
        Fragile f = new Fragile(1);
        long h = batch.add(f);
        batch.transitionTo(h, Mood.BROKEN);
        for (Mood state : new Mood[] {Mood.CALM, Mood.BROKEN, null}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> {
                        if (state == null) {
                            batch.add(f);
                        } else {
                            batch.add(f, state);
                        }
                    });
            assertTrue(e.getMessage().contains("handle " + h), e.getMessage() + " names handle " + h);
            assertTrue(e.getMessage().contains("already"), e.getMessage());
            assertEquals(2, batch.size(), "the batch is unchanged");
            assertEquals(Mood.BROKEN, batch.stateOf(h), "the entity is unchanged");
            assertEquals(1, batch.count(Mood.BROKEN));
        }
        // Once removed, it may be added again, under a new handle.
        batch.remove(h);
        long again = batch.add(f);
        assertNotEquals(h, again);
        assertSame(f, Api.entity(batch, again));
        assertEquals(2, batch.size());
    }

    /**
     * During a tick: a handler adds an object the batch holds (refused at once, naming its handle), and
     * a new object twice (the second refused, naming the handle the first add returned); the listener
     * adds an object the batch holds. After the tick every entity is in the batch once.
     */
    @Test
    void theSameObjectAddedTwiceDuringATick() {
        FragileBatch batch = new FragileBatch();
        List<Fragile> entities = new ArrayList<>();
        List<Long> handles = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            Fragile f = new Fragile(i);
            entities.add(f);
            long h = batch.add(f);
            handles.add(h);
        }
        entities.get(2).angry = true;
        Fragile newcomer = new Fragile(10);
        List<String> refused = new ArrayList<>();
        long[] newHandle = {-1};
        entities.get(1).inHandler = () -> {
            if (refused.isEmpty()) {
                try {
                    batch.add(entities.get(3));
                    refused.add("not refused: held");
                } catch (IllegalArgumentException e) {
                    refused.add(e.getMessage().contains("handle " + handles.get(3)) ? "held" : "held, wrong: " + e);
                }
                newHandle[0] = batch.add(newcomer);
                try {
                    batch.add(newcomer, Mood.BROKEN);
                    refused.add("not refused: pending");
                } catch (IllegalArgumentException e) {
                    refused.add(e.getMessage().contains("handle " + newHandle[0]) ? "pending" : "pending, wrong: " + e);
                }
            }
        };
        batch.setListener((handle, from, to, event) -> {
            try {
                batch.add(entities.get(0));
                refused.add("not refused by the listener's add");
            } catch (IllegalArgumentException e) {
                refused.add(e.getMessage().contains("handle " + handles.get(0)) ? "held, from the listener"
                        : "from the listener, wrong: " + e);
            }
        });
        batch.tick(0.1f);
        assertEquals(List.of("held", "pending", "held, from the listener"), refused);
        assertEquals(5, batch.size());
        Set<Fragile> seen = new HashSet<>();
        for (Mood state : Mood.values()) {
            batch.forEach(state, f -> assertTrue(seen.add(f), f + " twice"));
        }
        assertEquals(5, seen.size());
        assertSame(newcomer, Api.entity(batch, newHandle[0]));
        assertEquals(Mood.ANGRY, batch.stateOf(handles.get(2)));
    }
}
