package dev.brainstem.samples.westworld;

import java.io.PrintStream;
import java.util.List;
import java.util.concurrent.ForkJoinPool;

/**
 * gdx-ai's West World on Brainstem's messages: a town of couples (a miners' batch and a wives' batch)
 * ticked on a {@link ForkJoinPool}, printing what Bob and Elsa say frame by frame, as gdx-ai's test
 * logs it, and then the population of every state over all couples. The same town is then run again
 * on the calling thread alone, and the two runs are compared: a parallel tick, its messages included,
 * ends exactly where the sequential one does.
 */
public final class WestWorldDemo {
    /** What a run ended with. */
    public static final class Report {
        public final WestWorld town;
        public final boolean sequentialAgrees;

        Report(WestWorld town, boolean sequentialAgrees) {
            this.town = town;
            this.sequentialAgrees = sequentialAgrees;
        }
    }

    private WestWorldDemo() {}

    /** Runs {@code couples} couples for {@code frames} frames of {@link WestWorld#DT}, printing to {@code out}. */
    public static Report run(PrintStream out, int couples, int frames) {
        if (couples < 1 || frames < 1) {
            throw new IllegalArgumentException("need at least one couple and one frame");
        }
        int threads = Math.max(2, Runtime.getRuntime().availableProcessors());
        ForkJoinPool pool = new ForkJoinPool(threads);
        try {
            out.printf("westworld: gdx-ai's West World, Bob and Elsa and %,d other couples: the miners in one batch,"
                    + " the wives in another,%n  ticked on %d threads, a frame every %.1f s (Bob and Elsa's lines,"
                    + " as gdx-ai's test logs them)%n", couples - 1, threads, WestWorld.DT);
            WestWorld town = new WestWorld(couples, WestWorld.SEED);
            int printed = 0;
            for (int f = 0; f < frames; f++) {
                town.frame(WestWorld.DT, pool);
                List<String> diary = town.diary();
                for (; printed < diary.size(); printed++) {
                    out.printf("%6.1f s  %s%n", town.time(), diary.get(printed));
                }
            }
            out.printf("after %d frames (%.1f s), all %,d couples:%n", frames, town.time(), couples);
            out.println("  miners  " + population(town.miners(), MinerState.values()));
            out.println("  wives   " + population(town.wives(), WifeState.values()));
            long greetings = 0, cooked = 0, eaten = 0;
            for (int i = 0; i < couples; i++) {
                greetings += town.miner(i).greetings();
                cooked += town.wife(i).stewsCooked();
                eaten += town.miner(i).stewsEaten();
            }
            out.printf("  greetings sent %,d, stews cooked %,d, eaten %,d; stews that found the miner gone back to"
                    + " work (dropped) %,d, wives' messages dropped %,d%n", greetings, cooked, eaten,
                    town.miners().droppedMessages(), town.wives().droppedMessages());
            WestWorld sequential = new WestWorld(couples, WestWorld.SEED);
            for (int f = 0; f < frames; f++) {
                sequential.frame(WestWorld.DT, null);
            }
            boolean agrees = sequential.sameAs(town);
            out.println("the same frames on one thread end the same, every entity and message: "
                    + (agrees ? "yes" : "NO"));
            return new Report(town, agrees);
        } finally {
            pool.shutdown();
        }
    }

    private static <S extends Enum<S>> String population(dev.brainstem.runtime.AbstractBatch<S> batch, S[] states) {
        StringBuilder line = new StringBuilder();
        for (S s : states) {
            if (line.length() > 0) {
                line.append(" | ");
            }
            line.append(s.name()).append(' ').append(String.format("%,d", batch.count(s)));
        }
        return line.toString();
    }
}
