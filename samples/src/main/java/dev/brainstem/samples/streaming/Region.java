package dev.brainstem.samples.streaming;

/**
 * One cell of a {@link StreamedWorld}'s grid: its grazers live in it and never leave it, so a region is the
 * unit that goes to disk and comes back. Its keys never change; its grazers are objects only while it is live.
 */
public final class Region {
    final int column;
    final int row;
    final float size;
    /** Its grazers' keys, ascending: the order they travel in. */
    final long[] keys;
    boolean live = true;
    /** Whether its grazers ever went away: the creatures an unstreamed run is not compared on. */
    boolean everAway;
    /** Its own batch, in a {@linkplain StreamedWorld#regionByRegion region-by-region reference} only; else null. */
    GrazerBatch own;

    Region(int column, int row, float size, long[] keys) {
        this.column = column;
        this.row = row;
        this.size = size;
        this.keys = keys;
    }

    float clampX(float x) {
        return Math.max(column * size, Math.min((column + 1) * size, x));
    }

    float clampY(float y) {
        return Math.max(row * size, Math.min((row + 1) * size, y));
    }

    /** The name of its file while it is on disk. */
    String fileName() {
        return "region-" + column + "-" + row + ".bin";
    }

    @Override
    public String toString() {
        return "region " + column + "," + row;
    }
}
