package dev.brainstem.samples.ants;

import java.io.PrintStream;

/**
 * Draws the colony frame by frame. On a terminal each frame is drawn over the last (the ANSI cursor
 * moves back up, so what was printed before stays on the screen); elsewhere a few frames are printed
 * one after another.
 */
public final class AntsDemo {

    private AntsDemo() {}

    /**
     * @param frames how many frames to simulate
     * @param animate redraw in place, {@code frameMillis} apart; otherwise print five evenly spaced frames
     */
    public static void run(PrintStream out, int frames, boolean animate, long frameMillis) {
        Colony colony = Colony.standard(12, 7);
        String title = "ants: the tutorial's ant brain; a = looking for a leaf, A = carrying it home, ! = running"
                + " from the cursor X";
        out.println(title);
        int every = Math.max(1, frames / 5);
        for (int frame = 1; frame <= frames; frame++) {
            colony.tick();
            if (animate) {
                String drawing = colony.render();
                out.print(drawing);
                out.flush();
                sleep(frameMillis);
                if (frame < frames) {
                    out.print("\u001b[" + drawing.split("\n").length + "A\r");
                }
            } else if (frame % every == 0 || frame == frames) {
                out.print(colony.render());
            }
        }
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
