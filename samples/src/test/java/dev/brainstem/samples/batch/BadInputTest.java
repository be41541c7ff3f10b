package dev.brainstem.samples.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * Bad input: a null entity, an unknown or stale handle, a negative id, an id added twice, a state that
 * is not an entry point (add and transitionTo), a null state. Each is an IllegalArgumentException whose
 * message names it, and the batch is unchanged.
 */
class BadInputTest {
    /** Runs {@code call}, expecting an IllegalArgumentException naming each of {@code names}, and no change. */
    private static void rejected(Frail f, Executable call, String... names) {
        Map<String, Object> before = f.snapshot();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, call);
        for (String name : names) {
            assertTrue(e.getMessage().contains(name), "\"" + e.getMessage() + "\" names " + name);
        }
        assertEquals(before, f.snapshot(), "the batch is unchanged after: " + e.getMessage());
        f.assertWhole(live(f));
    }

    private static java.util.Set<Long> live(Frail f) {
        java.util.Set<Long> live = new java.util.HashSet<>();
        for (long h : f.handles) {
            if (f.contains(h)) {
                live.add(h);
            }
        }
        return live;
    }

    /** Five entities; the third removed (its handle is stale), the fourth sent to BROKEN, one tick. */
    private static Frail population(Frail f) {
        f.addAll(5);
        f.angry(0, true);
        f.remove(f.handle(2));
        f.transitionTo(f.handle(3), Mood.BROKEN);
        f.batch().tick(0.1f);
        assertEquals(Mood.ANGRY, f.stateOf(0));
        return f;
    }

    @Test
    void objectMode() {
        Frail f = population(Frail.objects());
        FragileBatch batch = (FragileBatch) f.batch();
        long live = f.handle(1);
        long stale = f.handle(2);
        long unknown = 999_999;

        rejected(f, () -> batch.add(null), "null entity");
        rejected(f, () -> batch.add(null, Mood.CALM), "null entity");
        rejected(f, () -> batch.add(new Fragile(99), null), "null");
        rejected(f, () -> batch.add(new Fragile(99), Mood.ANGRY), "ANGRY");
        rejected(f, () -> batch.remove(unknown), "handle " + unknown);
        rejected(f, () -> batch.remove(stale), "handle " + stale, "removed");
        rejected(f, () -> batch.remove(-1), "handle -1");
        rejected(f, () -> batch.transitionTo(stale, Mood.BROKEN), "handle " + stale);
        rejected(f, () -> batch.transitionTo(unknown, Mood.BROKEN), "handle " + unknown);
        rejected(f, () -> batch.transitionTo(live, Mood.ANGRY), "ANGRY");
        rejected(f, () -> batch.transitionTo(live, null), "null");
        rejected(f, () -> batch.stateOf(stale), "handle " + stale);
        rejected(f, () -> batch.previousOf(stale), "handle " + stale);
        rejected(f, () -> Api.entity(batch, stale), "handle " + stale);
        rejected(f, () -> Api.entity(batch, unknown), "handle " + unknown);
        rejected(f, () -> batch.stateOf(-5), "handle -5");
        rejected(f, () -> batch.count(null), "count");
        rejected(f, () -> batch.forEach(null, x -> { }), "forEach");
        rejected(f, () -> batch.forEach(Mood.CALM, null), "forEach");
        assertFalse(batch.contains(stale));
        assertFalse(batch.contains(unknown));
        assertFalse(batch.contains(-1));

        // The slot of the removed entity is reused under another handle; the stale one stays stale.
        long again = f.add(Mood.CALM);
        assertTrue(again != stale && batch.contains(again));
        rejected(f, () -> batch.stateOf(stale), "handle " + stale);
        f.batch().tick(0.1f);
        f.assertWhole(live(f));
    }

    @Test
    void idMode() {
        Frail f = population(Frail.ids(64));
        FragilesBatch batch = (FragilesBatch) f.batch();
        int stale = (int) f.handle(2);

        rejected(f, () -> batch.add(-1), "id -1", "negative");
        rejected(f, () -> batch.add(-7, Mood.CALM), "id -7");
        rejected(f, () -> batch.add(0), "id 0", "already");
        rejected(f, () -> batch.add(3, Mood.BROKEN), "id 3", "already");
        rejected(f, () -> batch.add(7, Mood.ANGRY), "ANGRY");
        rejected(f, () -> batch.add(7, null), "null");
        rejected(f, () -> batch.remove(9), "id 9");
        rejected(f, () -> batch.remove(stale), "id " + stale);
        rejected(f, () -> batch.remove(-3), "id -3");
        rejected(f, () -> batch.remove(1_000_000), "id 1000000");
        rejected(f, () -> batch.transitionTo(9, Mood.BROKEN), "id 9");
        rejected(f, () -> batch.transitionTo(-2, Mood.BROKEN), "id -2");
        rejected(f, () -> batch.transitionTo(0, Mood.ANGRY), "ANGRY");
        rejected(f, () -> batch.transitionTo(0, null), "null");
        rejected(f, () -> batch.stateOf(stale), "id " + stale);
        rejected(f, () -> batch.previousOf(9), "id 9");
        rejected(f, () -> batch.count(null), "count");
        rejected(f, () -> batch.forEach(null, x -> { }), "forEach");
        rejected(f, () -> batch.add(Integer.MAX_VALUE), "id " + Integer.MAX_VALUE);
        assertFalse(batch.contains(stale));
        assertFalse(batch.contains(-1));
        assertThrows(IllegalArgumentException.class, () -> new FragilesBatch(null));

        // A removed id may be added again.
        assertEquals(stale, batch.add(stale));
        f.batch().tick(0.1f);
        f.assertWhole();
    }

    /**
     * From inside a tick: the form of a change is checked at once (the handler then fails), whether
     * its handle or id is present when the change is applied, after the other changes, as an
     * IllegalArgumentException that names it.
     */
    @Test
    void badChangesFromHandlers() {
        Frail f = population(Frail.ids(64));
        FragilesBatch batch = (FragilesBatch) f.batch();
        int stale = (int) f.handle(2);
        List<String> failures = new java.util.ArrayList<>();
        batch.setErrorHandler(e -> failures.add(e.handle() + " " + e.getCause().getClass().getSimpleName()));
        f.inHandler(id -> {
            if (id == 1 && batch.stateOf(1) == Mood.CALM) {
                batch.add(10);            // fine
                batch.add(10);            // twice: refused when applied
                batch.remove(stale);      // not there: refused when applied
                batch.remove(4);          // fine
                batch.add(-1);            // refused at once: the handler fails
            }
        });
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> batch.tick(0.1f));
        assertTrue(e.getMessage().contains("id 10"), e.getMessage());
        assertEquals(1, e.getSuppressed().length, "the second bad change is suppressed");
        assertTrue(e.getSuppressed()[0].getMessage().contains("id " + stale), e.getSuppressed()[0].getMessage());
        assertEquals(List.of("1 IllegalArgumentException"), failures, "add(-1) failed the handler at once");
        assertTrue(batch.contains(10), "the good changes were applied");
        assertFalse(batch.contains(4));
        f.inHandler(null);
        java.util.Set<Long> expected = java.util.Set.of(0L, 1L, 3L, 10L);
        f.assertWhole(expected);
        batch.tick(0.1f);
        f.assertWhole(expected);
    }
}
