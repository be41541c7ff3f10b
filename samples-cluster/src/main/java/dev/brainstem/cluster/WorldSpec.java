package dev.brainstem.cluster;

import java.io.DataInput;
import java.io.DataOutput;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The world every node runs: a grid of {@code cols} x {@code rows} square zones of {@code zoneSize} world units,
 * {@code creatures} creatures placed from {@code seed}, {@code ticks} ticks of {@link #DT}, and a checkpoint at
 * every tick that is a multiple of {@code checkpointEvery}. Zone {@code z} is the cell at column {@code z % cols},
 * row {@code z / cols}; its neighbours are the up to eight cells around it.
 */
public record WorldSpec(int cols, int rows, float zoneSize, int creatures, long seed, int ticks, int checkpointEvery) {
    /** The tick: dyadic, so that a message's remaining delay rebased on another zone's clock is exact. */
    public static final float DT = 1f / 16;

    public WorldSpec {
        if (cols < 1 || rows < 1 || cols * rows > 4096 || !(zoneSize >= 1) || creatures < 0 || ticks < 1
                || checkpointEvery < 1) {
            throw new IllegalArgumentException("not a world: " + cols + "x" + rows + " zones of " + zoneSize
                    + ", " + creatures + " creatures, " + ticks + " ticks, checkpoints every " + checkpointEvery);
        }
    }

    public int zones() {
        return cols * rows;
    }

    float width() {
        return cols * zoneSize;
    }

    float height() {
        return rows * zoneSize;
    }

    int zoneOf(float x, float y) {
        return (int) (y / zoneSize) * cols + (int) (x / zoneSize);
    }

    /** The zones around {@code zone}, ascending. */
    int[] neighbours(int zone) {
        int col = zone % cols;
        int row = zone / cols;
        List<Integer> around = new ArrayList<>();
        for (int r = row - 1; r <= row + 1; r++) {
            for (int c = col - 1; c <= col + 1; c++) {
                if ((r != row || c != col) && r >= 0 && r < rows && c >= 0 && c < cols) {
                    around.add(r * cols + c);
                }
            }
        }
        return around.stream().mapToInt(Integer::intValue).toArray();
    }

    /** The creatures that start in {@code zone}, ascending by key: the same on every node. */
    List<Creature> startIn(int zone) {
        SplittableRandom random = new SplittableRandom(seed);
        List<Creature> mine = new ArrayList<>();
        for (long key = 0; key < creatures; key++) {
            float x = (float) (random.nextDouble() * width());
            float y = (float) (random.nextDouble() * height());
            int heading = random.nextInt(8);
            long stream = random.nextLong() | 1;
            if (x < width() && y < height() && zoneOf(x, y) == zone) {
                mine.add(new Creature(key, x, y, heading, stream));
            }
        }
        return mine;
    }

    void write(DataOutput out) throws IOException {
        out.writeInt(cols);
        out.writeInt(rows);
        out.writeFloat(zoneSize);
        out.writeInt(creatures);
        out.writeLong(seed);
        out.writeInt(ticks);
        out.writeInt(checkpointEvery);
    }

    static WorldSpec read(DataInput in) throws IOException {
        try {
            return new WorldSpec(in.readInt(), in.readInt(), in.readFloat(), in.readInt(), in.readLong(), in.readInt(),
                    in.readInt());
        } catch (IllegalArgumentException e) {
            throw new IOException(e.getMessage(), e);
        }
    }
}
