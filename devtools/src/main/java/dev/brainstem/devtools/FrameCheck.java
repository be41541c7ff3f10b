package dev.brainstem.devtools;

import java.util.Map;
import java.util.Set;

/**
 * Whether a thread is inside the classes a redefinition replaces. A frame already running keeps its
 * old bytecode, so a redefinition waits until no other thread has such a frame, and until the calling
 * thread has none beyond the calls that reached the runtime's point (the runtime's own frames and the
 * generated {@code XBatch} or {@code XFsm} frames that called them: a batch's tick, a one-entity
 * machine's {@code update} at its top): a handler's frame below them means a tick or update called from
 * a handler, in the middle of a tick.
 */
final class FrameCheck {
    private static final String POINT = "dev.brainstem.runtime.internal.Reloads";
    private static final String RUNTIME = "dev.brainstem.runtime.";

    private FrameCheck() {}

    /** Which thread is in which of {@code classes} ({@code "main in Monster.chase"}), or null when none is. */
    static String busy(Set<String> classes) {
        Thread me = Thread.currentThread();
        for (Map.Entry<Thread, StackTraceElement[]> thread : Thread.getAllStackTraces().entrySet()) {
            StackTraceElement[] frames = thread.getValue();
            int from = thread.getKey() == me ? belowPoint(frames) : 0;
            for (int i = from; i < frames.length; i++) {
                if (classes.contains(frames[i].getClassName())) {
                    return thread.getKey().getName() + " in " + frames[i].getClassName() + "." + frames[i].getMethodName();
                }
            }
        }
        return null;
    }

    /** Where the calling thread's own frames start to count: below the point and the generated calls that reached it. */
    static int belowPoint(StackTraceElement[] frames) {
        int i = 0;
        while (i < frames.length && !frames[i].getClassName().equals(POINT)) {
            i++;
        }
        if (i == frames.length) {
            // Not called from a point (a test, a direct call): every frame but devtools' own counts.
            i = 0;
            while (i < frames.length && !frames[i].getClassName().startsWith("dev.brainstem.devtools.")
                    && frames[i].getClassName().startsWith("java.")) {
                i++;
            }
            while (i < frames.length && frames[i].getClassName().startsWith("dev.brainstem.devtools.")) {
                i++;
            }
            return i;
        }
        i++;
        while (i < frames.length && (frames[i].getClassName().startsWith(RUNTIME) || generated(frames[i].getClassName()))) {
            i++;
        }
        return i;
    }

    /** Brainstem names what it generates {@code XFsm} and {@code XBatch}. */
    private static boolean generated(String className) {
        return className.endsWith("Fsm") || className.endsWith("Batch");
    }
}
