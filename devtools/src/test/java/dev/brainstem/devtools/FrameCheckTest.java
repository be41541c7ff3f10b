package dev.brainstem.devtools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** When a redefinition may land: no other thread in the classes, and the calling thread only at its point. */
class FrameCheckTest {
    private static StackTraceElement frame(String type, String method) {
        return new StackTraceElement(type, method, null, -1);
    }

    @Test
    void aBatchsTickAndAOneEntityUpdateAtTheirPointCountNoFrame() {
        StackTraceElement[] tick = {frame("dev.brainstem.runtime.internal.Reloads", "point"),
                frame("dev.brainstem.runtime.internal.ReloadWatch", "point"),
                frame("dev.brainstem.runtime.AbstractBatch", "tick"), frame("game.Driver", "main")};
        assertEquals(3, FrameCheck.belowPoint(tick), "from the game's own frames on");
        StackTraceElement[] update = {frame("dev.brainstem.runtime.internal.Reloads", "point"),
                frame("dev.brainstem.runtime.internal.TimeStep", "check"), frame("game.LampsFsm", "update"),
                frame("game.Game", "loop")};
        assertEquals(3, FrameCheck.belowPoint(update));
    }

    @Test
    void anUpdateCalledFromAHandlerCountsTheHandlersFrames() {
        StackTraceElement[] nested = {frame("dev.brainstem.runtime.internal.Reloads", "point"),
                frame("dev.brainstem.runtime.internal.TimeStep", "check"), frame("game.LampsFsm", "update"),
                frame("game.Lamps", "flip"), frame("game.LampsFsm", "dispatch"), frame("game.LampsFsm", "update"),
                frame("game.Game", "loop")};
        assertEquals(3, FrameCheck.belowPoint(nested), "the handler's frame and the machine's below it count");
    }

    /** Parks inside its own method until told. */
    static final class Busy implements Runnable {
        final CountDownLatch inside = new CountDownLatch(1);
        final CountDownLatch release = new CountDownLatch(1);

        @Override
        public void run() {
            inside.countDown();
            try {
                release.await(10, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    @Test
    void anotherThreadInsideTheClassesHoldsTheRedefinitionBack() throws InterruptedException {
        Busy busy = new Busy();
        Thread thread = new Thread(busy, "game-worker");
        thread.start();
        try {
            assertTrue(busy.inside.await(10, TimeUnit.SECONDS));
            String why = FrameCheck.busy(Set.of(Busy.class.getName()));
            assertEquals("game-worker in " + Busy.class.getName() + ".run", why);
            assertNull(FrameCheck.busy(Set.of("game.Monster")), "no thread in other classes");
        } finally {
            busy.release.countDown();
            thread.join(10_000);
        }
        assertNull(FrameCheck.busy(Set.of(Busy.class.getName())), "the thread left");
    }
}
