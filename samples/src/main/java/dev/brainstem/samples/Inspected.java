package dev.brainstem.samples;

import dev.brainstem.inspector.Inspector;
import dev.brainstem.runtime.AbstractBatch;
import java.io.PrintStream;
import java.util.function.BooleanSupplier;

/**
 * The demo's {@code --inspect}: a sample's batches ticked in real time under the inspector until the
 * process is stopped (or {@code stop} says so), the page's address printed first. The loop is the one
 * the inspector's docs show: {@code if (inspector.proceed()) { tick }}, then the frame's rest.
 */
final class Inspected {
    private Inspected() {}

    /**
     * @param frame one frame of the game: the batches' ticks of {@code dt} seconds
     * @param stop asked once a frame; the demo's never says yes
     */
    static void run(PrintStream out, String sample, Runnable frame, float dt, BooleanSupplier stop,
            AbstractBatch<?>... batches) {
        try (Inspector inspector = Inspector.of(batches).printTo(out).start()) {
            out.println(sample + " under the inspector: open the address above in a browser; stop with Ctrl-C");
            out.flush();
            long frameNanos = (long) (dt * 1e9);
            long next = System.nanoTime();
            while (!stop.getAsBoolean()) {
                if (inspector.proceed()) {
                    frame.run();
                }
                next += frameNanos;
                long wait = next - System.nanoTime();
                if (wait > 0) {
                    try {
                        Thread.sleep(wait / 1_000_000, (int) (wait % 1_000_000));
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                        return;
                    }
                } else {
                    next = System.nanoTime();
                }
            }
        }
    }
}
