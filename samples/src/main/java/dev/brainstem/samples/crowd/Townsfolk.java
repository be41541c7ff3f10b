package dev.brainstem.samples.crowd;

/**
 * The town's citizens as arrays (struct of arrays), shared by the two ways the sample writes their machine:
 * {@link Town} with {@code @After} and a time-sliced walk, {@link PollingTown} as it is written without them.
 * Each citizen has a home, a position, a place it walks to and its own xorshift die, so a run is the same in
 * whatever order the citizens are updated.
 */
public abstract class Townsfolk {
    /** The town is a square of this many metres. */
    public static final float SIZE = 1000f;
    /** Walking speed, metres a second. */
    public static final float WALK = 1.4f;
    /** The shortest and the longest stay at home, seconds. */
    public static final float SHORTEST_STAY = 30f, LONGEST_STAY = 90f;
    /** How long a queue at the market lasts, seconds. */
    public static final float QUEUE_SECONDS = 4f;
    /** How far from where it stands a citizen walks to, at most, metres along each axis. */
    public static final float STROLL = 20f;

    final float[] x, y, toX, toY;
    final float[] stay;
    final int[] die;

    /** A town of {@code citizens}, each placed and seeded from {@code seed} and its id. */
    protected Townsfolk(int citizens, long seed) {
        x = new float[citizens];
        y = new float[citizens];
        toX = new float[citizens];
        toY = new float[citizens];
        stay = new float[citizens];
        die = new int[citizens];
        for (int id = 0; id < citizens; id++) {
            long z = seed + 0x9E3779B97F4A7C15L * (id + 1);
            z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
            z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
            int s = (int) (z ^ (z >>> 31));
            die[id] = s == 0 ? 1 : s;
            x[id] = SIZE * unit(id);
            y[id] = SIZE * unit(id);
        }
    }

    /** How many citizens the town has. */
    public final int citizens() {
        return die.length;
    }

    /** Citizen {@code id}'s position, metres. */
    public final float x(int id) {
        return x[id];
    }

    /** Citizen {@code id}'s position, metres. */
    public final float y(int id) {
        return y[id];
    }

    /** The next number of citizen {@code id}'s die, in [0, 1). */
    final float unit(int id) {
        int s = die[id];
        s ^= s << 13;
        s ^= s >>> 17;
        s ^= s << 5;
        die[id] = s;
        return (s >>> 8) * 0x1p-24f;
    }

    /**
     * A citizen comes home and draws how long it stays; one that starts the game at home has been there a while
     * already, so it stays up to the longest stay, and the town does not set out all at once.
     */
    final void comeHome(int id, boolean starting) {
        stay[id] = starting ? LONGEST_STAY * unit(id) : SHORTEST_STAY + (LONGEST_STAY - SHORTEST_STAY) * unit(id);
    }

    /** A citizen sets out for a place near where it stands. */
    final void setOut(int id) {
        toX[id] = Math.min(SIZE, Math.max(0f, x[id] + STROLL * (2 * unit(id) - 1)));
        toY[id] = Math.min(SIZE, Math.max(0f, y[id] + STROLL * (2 * unit(id) - 1)));
    }

    /** Walks citizen {@code id} for {@code dt} seconds; there, it goes home or queues, by its die. */
    final CitizenState walk(int id, float dt) {
        float dx = toX[id] - x[id], dy = toY[id] - y[id];
        float left = (float) Math.sqrt(dx * dx + dy * dy);
        float step = WALK * dt;
        if (left <= step) {
            x[id] = toX[id];
            y[id] = toY[id];
            return unit(id) < 0.5f ? CitizenState.HOME : CitizenState.QUEUE;
        }
        x[id] += dx / left * step;
        y[id] += dy / left * step;
        return null;
    }
}
