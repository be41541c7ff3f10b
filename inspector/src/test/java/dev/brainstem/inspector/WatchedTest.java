package dev.brainstem.inspector;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.brainstem.runtime.Events;
import org.junit.jupiter.api.Test;

/** The watched entities: at most {@link Watched#MAX_WATCHED}, the oldest watch giving way, a re-watch kept. */
class WatchedTest {
    @Test
    void theOldestWatchGivesWayAndARewatchKeepsItsHistory() {
        Watched w = new Watched(new Machine(0, Game.populated(40)), new Control());
        for (long h = 0; h < Watched.MAX_WATCHED; h++) {
            w.watch(h);
        }
        w.transition(0, 0, 1, Events.UPDATE);
        Watched.History zero = w.history(0);
        assertEquals(1, zero.total, "a watched entity's transition is kept");
        w.watch(0);
        assertSame(zero, w.history(0), "watched again: the same history, now the newest watch");
        w.watch(100);
        assertNull(w.history(1), "past the limit the oldest watch (1, since 0 was watched again) gives way");
        assertNotNull(w.history(0));
        assertNotNull(w.history(100));
        w.transition(100, 0, 1, Events.UPDATE);
        w.transition(5, 0, 1, Events.UPDATE);
        w.transition(1, 0, 1, Events.UPDATE);
        assertEquals(1, w.history(100).total);
        assertEquals(1, w.history(5).total);
        assertEquals(1, w.history(0).total);
    }
}
