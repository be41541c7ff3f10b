package dev.brainstem.samples.ants;

import dev.brainstem.runtime.Events;
import java.io.PrintStream;

/**
 * The ants' demo. First one ant, with the cursor moved by a script, told transition by transition
 * with its stack: it runs from the cursor while carrying a leaf home, and {@code RESUME} sends it back
 * home, not to looking for a leaf; then once more while it looks for a leaf. Then the colony, drawn
 * frame by frame: on a terminal each frame is drawn over the last (the ANSI cursor moves back up, so
 * what was printed before stays on the screen); elsewhere a few frames are printed one after another.
 */
public final class AntsDemo {
    /** When the script's cursor comes and goes, and where it comes to. */
    static final int[][] CURSOR = {{15, 7, 4}, {19, -100, -100}, {32, 3, 5}, {35, -100, -100}};
    /** How many ticks the one ant's story lasts. */
    static final int STORY_TICKS = 40;

    private AntsDemo() {}

    /**
     * @param frames how many frames of the colony to simulate
     * @param animate redraw in place, {@code frameMillis} apart; otherwise print five evenly spaced frames
     */
    public static void run(PrintStream out, int frames, boolean animate, long frameMillis) {
        out.println("ants: the tutorial's stack-based ant brain; RUN_AWAY is an @Interrupt, entered from FIND_LEAF"
                + " or GO_HOME by the guard cursorNear, and RESUME, its @Back, goes back to what the ant was doing");
        story(out);
        Colony colony = Colony.standard(12, 7);
        out.println("  the colony: a = looking for a leaf, A = carrying it home, ! = running from the cursor X");
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

    /**
     * One ant on a 24 by 7 field, the anthill at (1, 3) and a leaf at (12, 3), through the generated
     * {@link AntFsm}; its listener prints each transition with the stack it left.
     */
    static void story(PrintStream out) {
        Field field = new Field(24, 7, 1, 3, 0, 1);
        field.putLeaf(12, 3);
        AntFsm ant = AntFsm.start(new Ant(field, 1, 3));
        int[] tick = {0};
        ant.setListener((handle, from, to, event) -> {
            String note = "";
            if (to == AntState.RUN_AWAY) {
                note = "push " + from;
            } else if (from == AntState.RUN_AWAY) {
                note = "pop: RESUME goes back to " + to;
            } else if (to == AntState.GO_HOME) {
                note = "took the leaf";
            } else if (to == AntState.FIND_LEAF) {
                note = "the leaf is home (" + field.stored() + " stored)";
            }
            String at = "(" + ant.entity().x + "," + ant.entity().y + ")";
            out.printf("  tick %2d  %-9s -> %-9s %-8s at %-7s stack %-11s %s%n", tick[0], from, to,
                    "(" + Events.name(event) + ")", at, ant.stack(), note);
        });
        out.println("  one ant, the anthill at (1,3), a leaf at (12,3), the cursor moved by a script:");
        int next = 0;
        for (tick[0] = 1; tick[0] <= STORY_TICKS; tick[0]++) {
            if (next < CURSOR.length && CURSOR[next][0] == tick[0]) {
                int[] move = CURSOR[next++];
                field.moveCursor(move[1], move[2]);
                out.printf("  tick %2d  %s%n", tick[0], move[1] < 0 ? "the cursor goes away"
                        : "the cursor comes to (" + move[1] + "," + move[2] + ")");
            }
            ant.update(1);
        }
        out.printf("  after %d ticks: %s, %d leaf home%n", STORY_TICKS, ant.state(), field.stored());
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
