package dev.brainstem.samples.crowd;

import dev.brainstem.runtime.AbstractBatch;
import dev.brainstem.runtime.BatchProbe;
import java.io.PrintStream;
import java.util.EnumMap;
import java.util.Map;

/**
 * A town where most citizens wait, ticked twice over: as {@link Town} (its waits sleep, its walk is sliced and
 * strided by distance to a camera) and as {@link PollingTown} (every citizen every tick). For each it prints the
 * citizens visited per tick, counted by a {@link BatchProbe} ({@code visited}), and the milliseconds per tick,
 * timed without the probe.
 *
 * <pre>java -cp ... dev.brainstem.samples.crowd.CrowdRun [citizens] [ticks]</pre>
 */
public final class CrowdRun {
    /** The time step: a 60 Hz game. */
    public static final float DT = 1f / 60;
    /** The seed of every citizen's die. */
    public static final long SEED = 43L;
    /** Ticks run before anything is counted, so that the citizens have spread over the states. */
    public static final int SETTLE = 600;
    /** The camera's distances, metres, inside which a citizen walks at stride 1 and 2; farther, at 4. */
    public static final float NEAR = 100f, MIDDLE = 300f;
    /** The camera's turn, radians a second. */
    static final double CAMERA_TURN = 2 * Math.PI / 120;

    /** What one town measured: per state, the citizens in it at the end; visited and ms per tick, on average. */
    public record Measure(String name, Map<CitizenState, Integer> counts, double visitedPerTick, double msPerTick) {
    }

    /** What {@link #run} measured. */
    public record Report(int citizens, int ticks, Measure town, Measure polling) {
    }

    private CrowdRun() {
    }

    /** Runs and prints both towns: {@code citizens} each, {@code ticks} timed ticks and as many counted ones. */
    public static Report run(PrintStream out, int citizens, int ticks) {
        if (citizens < 1 || ticks < 1) {
            throw new IllegalArgumentException("need at least one citizen and one tick, not " + citizens + " and " + ticks);
        }
        out.printf("crowd: %,d citizens, %,d ticks of 1/60 s after %,d to settle%n", citizens, ticks, SETTLE);
        Town town = new Town(citizens, SEED);
        TownBatch sleeping = new TownBatch(town);
        for (int id = 0; id < citizens; id++) {
            sleeping.add(id);
        }
        Measure a = measure(out, "@After, every = 4, strides", sleeping, ticks, tick -> restride(sleeping, town, tick));
        PollingTown polled = new PollingTown(citizens, SEED);
        PollingTownBatch polling = new PollingTownBatch(polled);
        for (int id = 0; id < citizens; id++) {
            polling.add(id);
        }
        Measure b = measure(out, "polling @TimeInState", polling, ticks, tick -> { });
        out.printf("  visited: %.1f%% of the polling tick's; time: %.2fx faster%n",
                100 * a.visitedPerTick() / b.visitedPerTick(), b.msPerTick() / a.msPerTick());
        return new Report(citizens, ticks, a, b);
    }

    /** Where the camera is at {@code tick}: on a circle of 300 m round the town's middle, once round in 2 minutes. */
    static float cameraX(long tick) {
        return Townsfolk.SIZE / 2 + 300 * (float) Math.cos(tick * DT * CAMERA_TURN);
    }

    /** Where the camera is at {@code tick}. */
    static float cameraY(long tick) {
        return Townsfolk.SIZE / 2 + 300 * (float) Math.sin(tick * DT * CAMERA_TURN);
    }

    /**
     * Between ticks: re-strides a sixtieth of the citizens, so each once a second, by its distance to the camera
     * (a game does it as the camera moves; the batch refuses it during a tick).
     */
    static void restride(TownBatch batch, Town town, long tick) {
        float cx = cameraX(tick), cy = cameraY(tick);
        int n = town.citizens();
        int from = (int) (tick % 60 * n / 60), to = (int) ((tick % 60 + 1) * n / 60);
        for (int id = from; id < to; id++) {
            float dx = town.x(id) - cx, dy = town.y(id) - cy;
            float d2 = dx * dx + dy * dy;
            batch.setStride(id, d2 < NEAR * NEAR ? 1 : d2 < MIDDLE * MIDDLE ? 2 : 4);
        }
    }

    @FunctionalInterface
    private interface BetweenTicks {
        void run(long tick);
    }

    private static Measure measure(PrintStream out, String name, AbstractBatch<CitizenState> batch, int ticks,
            BetweenTicks between) {
        long tick = 0;
        for (; tick < SETTLE; tick++) {
            between.run(tick);
            batch.tick(DT);
        }
        long nanos = 0;
        for (int i = 0; i < ticks; i++, tick++) {
            between.run(tick);
            long start = System.nanoTime();
            batch.tick(DT);
            nanos += System.nanoTime() - start;
        }
        Visits visits = new Visits();
        batch.setProbe(visits);
        for (int i = 0; i < ticks; i++, tick++) {
            between.run(tick);
            batch.tick(DT);
        }
        batch.setProbe(null);
        Map<CitizenState, Integer> counts = new EnumMap<>(CitizenState.class);
        for (CitizenState s : CitizenState.values()) {
            counts.put(s, batch.count(s));
        }
        Measure m = new Measure(name, counts, (double) visits.total / ticks, nanos / 1e6 / ticks);
        out.printf("  %-28s %,12.0f visited per tick of %,d  %8.3f ms per tick  %s%n", m.name(), m.visitedPerTick(),
                batch.size(), m.msPerTick(), counts);
        return m;
    }

    /** Counts the citizens each tick visited, over every state. */
    private static final class Visits implements BatchProbe {
        long total;

        @Override
        public void visited(int[] perState) {
            for (int v : perState) {
                total += v;
            }
        }

        @Override
        public void transition(long handle, int from, int to, int event) {
        }

        @Override
        public void message(long handle, Object message, int outcome) {
        }

        @Override
        public void ticked(long nanos) {
        }
    }

    /** Runs {@code args[0]} citizens (default a million) for {@code args[1]} ticks (default 300). */
    public static void main(String[] args) {
        int citizens = args.length > 0 ? Integer.parseInt(args[0]) : 1_000_000;
        int ticks = args.length > 1 ? Integer.parseInt(args[1]) : 300;
        run(System.out, citizens, ticks);
    }
}
