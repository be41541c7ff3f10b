package dev.brainstem.processor.fuzz;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The fuzzers' knobs, as system properties (Maven passes {@code -D} ones on to the tests):
 * <ul>
 *   <li>{@code brainstem.fuzz.runSeed}: the seed every case's seed derives from, printed by every run;
 *       {@link #DEFAULT_RUN_SEED} when absent, so that a build is red or green because of its code and
 *       not by luck; {@code random} draws a new one (to fuzz for new failures);
 *   <li>{@code brainstem.fuzz.seed}: replay the one case with this seed (printed on failure);
 *   <li>{@code brainstem.fuzz.machines}, {@code brainstem.fuzz.mutants}: how many cases;
 *   <li>{@code brainstem.fuzz.batch}: machines per javac run; {@code brainstem.fuzz.threads}: javac runs
 *       at once; {@code brainstem.fuzz.ops}: operations per machine;
 *   <li>{@code brainstem.fuzz.dump}: where failing cases' sources are written;
 *   <li>{@code brainstem.fuzz.statecharts}: {@code true} makes the generated machines use groups you
 *       enter and history (issue 42; {@link MachineGenerator#generate(long, String, boolean, boolean)}).
 *       Off by default: then every seed gives the machine it gave before.
 *   <li>{@code brainstem.fuzz.regions}: {@code true} makes the generated machines machines of one to three
 *       orthogonal regions ({@link MachineGenerator#generate(long, String, boolean, boolean, boolean)}), compared
 *       with the model's {@code RegionsEntity} and {@code RegionsBatch}; the regions tests
 *       ({@code MachineFuzzTest#regionMachinesBehaveAsTheInterpreterSays}, {@code MutationFuzzTest}'s) make them
 *       on every run, in CI too.
 *   <li>{@code brainstem.fuzz.timers}: {@code true} gives the generated machines issue 43's timers,
 *       sleeping states and time slicing ({@link MachineGenerator#generate(long, String, boolean, boolean,
 *       boolean, boolean)}); the timers tests ({@code MachineFuzzTest#timedMachinesBehaveAsTheInterpreterSays},
 *       {@code MachineFuzzTest#timedRegionMachinesBehaveAsTheInterpreterSays}) make them on every run, a
 *       fraction ({@link #timedMachines()}) of {@code brainstem.fuzz.machines} each.
 * </ul>
 * Seeds are accepted in decimal or as {@code 0x...} hexadecimal.
 */
record FuzzConfig(long runSeed, Long replay, int machines, int mutants, int batch, int threads, int ops, Path dump,
        boolean statecharts, boolean regions, boolean timers) {

    static final long DEFAULT_RUN_SEED = 0x6272_6169_6e73_7465L;

    static FuzzConfig load() {
        String runText = System.getProperty("brainstem.fuzz.runSeed");
        Long run = "random".equals(runText) ? Long.valueOf(new java.util.SplittableRandom().nextLong()) : seed(runText);
        return new FuzzConfig(
                run != null ? run : DEFAULT_RUN_SEED,
                seed(System.getProperty("brainstem.fuzz.seed")),
                Integer.getInteger("brainstem.fuzz.machines", 300),
                Integer.getInteger("brainstem.fuzz.mutants", 500),
                Integer.getInteger("brainstem.fuzz.batch", 30),
                Integer.getInteger("brainstem.fuzz.threads", Math.max(1, Runtime.getRuntime().availableProcessors())),
                Integer.getInteger("brainstem.fuzz.ops", 150),
                Path.of(System.getProperty("brainstem.fuzz.dump", "target/fuzz-failures")),
                Boolean.getBoolean("brainstem.fuzz.statecharts"), Boolean.getBoolean("brainstem.fuzz.regions"),
                Boolean.getBoolean("brainstem.fuzz.timers"));
    }

    /** The same knobs with statecharts on or off. */
    FuzzConfig withStatecharts(boolean on) {
        return new FuzzConfig(runSeed, replay, machines, mutants, batch, threads, ops, dump, on, regions, timers);
    }

    /** The same knobs with regions on (and statecharts, which every other region uses) or off. */
    FuzzConfig withRegions(boolean on) {
        return new FuzzConfig(runSeed, replay, machines, mutants, batch, threads, ops, dump, statecharts || on, on,
                timers);
    }

    /** The same knobs with timers on or off. */
    FuzzConfig withTimers(boolean on) {
        return new FuzzConfig(runSeed, replay, machines, mutants, batch, threads, ops, dump, statecharts, regions, on);
    }

    /** How many machines a timers test makes: a sixth of {@link #machines()} (CI's time), at least one. */
    int timedMachines() {
        return Math.max(1, machines / 6);
    }

    private static Long seed(String text) {
        if (text == null || text.isBlank()) {
            return null;
        }
        text = text.trim();
        return text.startsWith("0x") ? Long.parseUnsignedLong(text.substring(2), 16) : Long.parseLong(text);
    }

    /** The cases' seeds: the replayed one, or {@code count} derived from the run seed. */
    List<Long> seeds(int count, long salt) {
        if (replay != null) {
            return List.of(replay);
        }
        List<Long> seeds = new ArrayList<>();
        java.util.SplittableRandom random = new java.util.SplittableRandom(runSeed ^ salt);
        for (int i = 0; i < count; i++) {
            seeds.add(random.nextLong());
        }
        return seeds;
    }

    static String hex(long seed) {
        return "0x" + Long.toHexString(seed);
    }
}
