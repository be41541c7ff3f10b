package dev.brainstem.samples.ants;

/**
 * A field, its ants and a cursor that sweeps over it, ticked frame by frame and drawn as text. The
 * ants share the generated batch runner, {@link AntBatch}: each tick runs {@code FIND_LEAF}'s handler
 * over the ants looking for leaves, then {@code GO_HOME}'s, then {@code RUN_AWAY}'s. The handlers take
 * leaves from the shared field, so the colony ticks sequentially ({@code tick(dt)}, not the parallel
 * {@code tick(dt, pool)}, which wants handlers that touch only their own entity).
 */
public final class Colony {
    private final Field field;
    private final AntBatch ants = new AntBatch();
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
        return ants.add(ant);
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

    /** The colony's ants. */
    public AntBatch ants() {
        return ants;
    }

    /**
     * The field as text: {@code H} the anthill, {@code *} a leaf, {@code X} the cursor and {@code :}
     * the cells it threatens; ants are {@code a} looking for a leaf, {@code A} carrying one home,
     * {@code !} running away. A status line follows.
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
        for (AntState state : AntState.values()) {
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
        out.append(String.format("frame %3d   FIND_LEAF %2d  GO_HOME %2d  RUN_AWAY %2d   leaves home %3d%n",
                frame, count(AntState.FIND_LEAF), count(AntState.GO_HOME), count(AntState.RUN_AWAY), field.stored()));
        return out.toString();
    }

    private boolean inside(int x, int y) {
        return x >= 0 && y >= 0 && x < field.width && y < field.height;
    }
}
