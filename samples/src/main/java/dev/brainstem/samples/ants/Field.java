package dev.brainstem.samples.ants;

import java.util.Random;

/**
 * The ants' world: a grid with the anthill, some leaves, and the mouse cursor the ants fear. A leaf
 * that is taken grows again somewhere else, so the ants always have work.
 */
public final class Field {
    /** How close, in cells, the cursor must come for an ant to run. */
    public static final int THREAT_RADIUS = 4;

    public final int width, height;
    public final int homeX, homeY;
    private final boolean[] leaves;
    private final Random random;
    private int cursorX = -100, cursorY = -100;
    private int stored;

    public Field(int width, int height, int homeX, int homeY, int leafCount, long seed) {
        this.width = width;
        this.height = height;
        this.homeX = homeX;
        this.homeY = homeY;
        this.leaves = new boolean[width * height];
        this.random = new Random(seed);
        for (int i = 0; i < leafCount; i++) {
            growLeaf();
        }
    }

    /** Puts a leaf on a random free cell away from the anthill. */
    public void growLeaf() {
        while (true) {
            int x = random.nextInt(width), y = random.nextInt(height);
            if (!leaves[y * width + x] && Math.abs(x - homeX) + Math.abs(y - homeY) > 6) {
                leaves[y * width + x] = true;
                return;
            }
        }
    }

    public void putLeaf(int x, int y) {
        leaves[y * width + x] = true;
    }

    public boolean hasLeaf(int x, int y) {
        return leaves[y * width + x];
    }

    /** Takes the leaf at (x, y), if there is one, and grows another elsewhere. */
    public boolean takeLeaf(int x, int y) {
        if (!leaves[y * width + x]) {
            return false;
        }
        leaves[y * width + x] = false;
        growLeaf();
        return true;
    }

    /** The cell index of the leaf nearest (x, y) in moves, or -1 when there is none. */
    public int nearestLeaf(int x, int y) {
        int best = -1, bestDistance = Integer.MAX_VALUE;
        for (int i = 0; i < leaves.length; i++) {
            if (leaves[i]) {
                int distance = Math.max(Math.abs(xOf(i) - x), Math.abs(yOf(i) - y));
                if (distance < bestDistance) {
                    best = i;
                    bestDistance = distance;
                }
            }
        }
        return best;
    }

    public int xOf(int cell) {
        return cell % width;
    }

    public int yOf(int cell) {
        return cell / width;
    }

    public boolean isHome(int x, int y) {
        return x == homeX && y == homeY;
    }

    public void storeLeaf() {
        stored++;
    }

    /** Leaves brought home so far. */
    public int stored() {
        return stored;
    }

    /** Moves the mouse cursor; it may be off the grid. */
    public void moveCursor(int x, int y) {
        cursorX = x;
        cursorY = y;
    }

    public int cursorX() {
        return cursorX;
    }

    public int cursorY() {
        return cursorY;
    }

    /** Whether the cursor is within {@link #THREAT_RADIUS} of (x, y). */
    public boolean threatNear(int x, int y) {
        int dx = x - cursorX, dy = y - cursorY;
        return dx * dx + dy * dy <= THREAT_RADIUS * THREAT_RADIUS;
    }
}
