package dev.brainstem.inspector;

import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The one-way handoff from the game thread to the server's: the latest frame, replaced whole. The game
 * thread never waits (a set of one reference); a reader that falls behind skips frames, and the frames
 * it skipped are counted. The buffer is one frame, however slow the browser.
 */
final class FrameBoard {
    /** A published frame: its number and its JSON. */
    record Frame(long seq, String json) {}

    private final AtomicReference<Frame> latest = new AtomicReference<>(new Frame(0, "{}"));
    private final AtomicLong dropped = new AtomicLong();
    private long seq;

    /** On the game thread. */
    void publish(String json) {
        latest.set(new Frame(++seq, json));
    }

    Frame latest() {
        return latest.get();
    }

    /** A reader that last sent {@code sent} and now sends {@code next}: the frames between were dropped. */
    void skipped(long sent, long next) {
        if (sent > 0 && next > sent + 1) {
            dropped.addAndGet(next - sent - 1);
        }
    }

    long dropped() {
        return dropped.get();
    }
}
