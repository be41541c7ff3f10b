package dev.brainstem.samples.ants;

import java.util.ArrayList;
import java.util.List;

/**
 * A field, its ants and a cursor that sweeps over it, ticked frame by frame and drawn as text. The
 * ants share the generated batch runner, {@link AntBatch}: each tick runs {@code FIND_LEAF}'s guard and
 * handler over the ants looking for leaves, then {@code GO_HOME}'s, then {@code RUN_AWAY}'s. The batch
 * keeps each ant's interrupt stack: {@code stackOf(handle)} tells a running ant that carries a leaf
 * (one with {@code GO_HOME} under it) from one that does not. The handlers take leaves from the shared
 * field, so the colony ticks sequentially ({@code tick(dt)}, not the parallel {@code tick(dt, pool)},
 * which wants handlers that touch only their own entity).
 */
public final class Colony {
    private final Field field;
    private final AntBatch ants = new AntBatch();
    private final List<Long> handles = new ArrayList<>();
    private int frame;

    public Colony(Field field) {
        this.field = field;
    }

    /** The demo's colony: a 48 by 15 field, the anthill on the left, eight leaves, {@code antCount} ants. */
    public static Colony standard(int antCount, long seed) {
        Field field = new Field(48, 15, 5, 7, 8, seed);
        Colony colony = new Colony(field);
        for (int i = 0; i < antCount; i++) {
            colony.add(new Ant(field, field.homeX + i % 3 - 1, field.homeY + i / 3 % 3 - 1));
        }
        return colony;
    }

    /** Adds an ant, looking for a leaf; returns its handle in the batch. */
    public long add(Ant ant) {
        long handle = ants.add(ant);
        handles.add(handle);
        return handle;
    }

    /** Moves the cursor along its path (a slow figure over the field), then updates every ant once. */
    public void tick() {
        frame++;
        double t = frame;
        int cx = (int) Math.round((field.width - 1) / 2.0 * (1 + Math.sin(t * 0.071)));
        int cy = (int) Math.round((field.height - 1) / 2.0 * (1 + Math.sin(t * 0.31 + 1)));
        field.moveCursor(cx, cy);
        ants.tick(1f);
    }

    public Field field() {
        return field;
    }

    public int frame() {
        return frame;
    }

    /** How many ants are in {@code state}. */
    public int count(AntState state) {
        return ants.count(state);
    }

    /** How many ants are running from the cursor with a leaf: {@code GO_HOME} is on their stack. */
    public int runningWithALeaf() {
        int n = 0;
        for (long handle : handles) {
            if (ants.stackOf(handle).contains(AntState.GO_HOME)) {
                n++;
            }
        }
        return n;
    }

    /** The colony's ants. */
    public AntBatch ants() {
        return ants;
    }

    /**
     * The field as text: {@code H} the anthill, {@code *} a leaf, {@code X} the cursor and {@code :}
     * the cells it threatens; ants are {@code a} looking for a leaf, {@code A} carrying one home,
     * {@code !} running away. A status line follows, with how many of the running ants carry a leaf.
     */
    public String render() {
        char[][] grid = new char[field.height][field.width];
        for (int y = 0; y < field.height; y++) {
            for (int x = 0; x < field.width; x++) {
                grid[y][x] = field.hasLeaf(x, y) ? '*' : field.threatNear(x, y) ? ':' : '.';
            }
        }
        grid[field.homeY][field.homeX] = 'H';
        char[] marks = {'a', 'A', '!'};
        for (AntState state : new AntState[] {AntState.FIND_LEAF, AntState.GO_HOME, AntState.RUN_AWAY}) {
            ants.forEach(state, ant -> grid[ant.y][ant.x] = marks[state.ordinal()]);
        }
        if (inside(field.cursorX(), field.cursorY())) {
            grid[field.cursorY()][field.cursorX()] = 'X';
        }
        StringBuilder out = new StringBuilder();
        String border = "+" + "-".repeat(field.width) + "+\n";
        out.append(border);
        for (char[] row : grid) {
            out.append('|').append(row).append("|\n");
        }
        out.append(border);
        out.append(String.format(
                "frame %3d   FIND_LEAF %2d  GO_HOME %2d  RUN_AWAY %2d (%2d with a leaf)   leaves home %3d%n", frame,
                count(AntState.FIND_LEAF), count(AntState.GO_HOME), count(AntState.RUN_AWAY), runningWithALeaf(),
                field.stored()));
        return out.toString();
    }

    private boolean inside(int x, int y) {
        return x >= 0 && y >= 0 && x < field.width && y < field.height;
    }
}
