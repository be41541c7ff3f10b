package dev.brainstem.processor.fuzz;

import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.Future;
import java.util.stream.Collectors;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Mutation fuzzing of user code: valid machines with one or two of the mistakes {@link Mutator}
 * makes. For each mutant the processor either accepts it, and then the code compiles without an
 * error or a warning in generated code and behaves as the interpreter says, or it reports at least
 * one ERROR located in the user's source. Never an uncaught exception, never an internal error,
 * never an error in generated code, never an error without a location; and a mutant the design calls
 * an error (a misspelt state, a private handler...) is never accepted.
 */
class MutationFuzzTest {
    static final long SALT = 0x6d7574616e7473L;

    @Test
    void mutantsAreRejectedInTheUsersSourceOrBehaveAsTheInterpreterSays() throws Exception {
        fuzz(FuzzConfig.load());
    }

    /**
     * Mutants of machines with groups you enter and history (issue 42), a third of them breaking those
     * rules ({@link Mutator}): rejected in the user's source, or compiled and behaving.
     */
    @Test
    void statechartMutantsAreRejectedInTheUsersSourceOrBehaveAsTheInterpreterSays() throws Exception {
        fuzz(FuzzConfig.load().withStatecharts(true));
    }

    /**
     * Mutants of machines of orthogonal regions (issue 42's last part), a third of them breaking the rules
     * of regions ({@link Mutator}): rejected in the user's source with the message the rule names, or
     * compiled and behaving as the model's regions say.
     */
    @Test
    void regionMutantsAreRejectedInTheUsersSourceOrBehaveAsTheInterpreterSays() throws Exception {
        fuzz(FuzzConfig.load().withRegions(true));
    }

    /**
     * Each mistake against the rules of regions, made alone on a valid machine of regions, is rejected in
     * the user's source with its own message ({@code [BrainstemRegionClash]}, {@code [BrainstemRegionSpan]},
     * {@code [BrainstemOtherRegion]}, {@code [BrainstemRegionNotStates]}); the harmless one (a handler
     * reading another region's {@code @Current}) compiles without a warning in generated code.
     */
    @Test
    void regionMutationsAreRejectedWithTheirOwnMessage() {
        List<Mutant> mutants = new ArrayList<>();
        java.util.SplittableRandom seeds = new java.util.SplittableRandom(0x7265676d7574L);
        while (mutants.size() < 120) {
            long seed = seeds.nextLong();
            MachineSpec spec = MachineGenerator.generate(seed, "rm.m" + Long.toHexString(seed), true, true, true);
            if (spec.regions.isEmpty()) {
                continue;
            }
            List<Mutator.Applied> applied = Mutator.mutateRegions(spec, seed ^ 0x3a7e);
            if (applied.size() == 1) {
                mutants.add(new Mutant(spec, applied));
            }
        }
        Map<String, Integer> seen = new TreeMap<>();
        List<String> problems = new ArrayList<>();
        for (int i = 0; i < mutants.size(); i += 30) {
            List<Mutant> batch = mutants.subList(i, Math.min(mutants.size(), i + 30));
            List<Batches.Result> results = Batches.compile(batch.stream().map(Mutant::spec).toList());
            for (int k = 0; k < batch.size(); k++) {
                Mutant mutant = batch.get(k);
                Mutator.Applied applied = mutant.applied().get(0);
                String where = "seed 0x" + Long.toHexString(mutant.spec().seed) + ", " + applied + ": ";
                List<Diagnostic<? extends JavaFileObject>> diagnostics = results.get(k).diagnostics();
                if (applied.id() == null) {
                    if (!results.get(k).errors().isEmpty() || diagnostics.stream().anyMatch(d ->
                            d.getKind() != Diagnostic.Kind.NOTE && FuzzCompiler.inGeneratedFile(d))) {
                        problems.add(where + "not clean: " + MachineFuzzTest.describe(diagnostics));
                    }
                } else if (results.get(k).errors().stream().noneMatch(d -> d.getSource() != null
                        && !FuzzCompiler.inGeneratedFile(d) && d.getMessage(null).contains("[" + applied.id() + "]"))) {
                    problems.add(where + "no " + applied.id() + " in the user's source: "
                            + MachineFuzzTest.describe(diagnostics));
                }
                seen.merge(applied.kind(), 1, Integer::sum);
            }
        }
        System.out.println("[fuzz] region mutations: " + seen);
        if (!problems.isEmpty()) {
            fail(problems.size() + " of " + mutants.size() + " region mutants:\n" + String.join("\n",
                    problems.subList(0, Math.min(5, problems.size()))));
        }
        if (seen.size() < 7 || seen.values().stream().anyMatch(n -> n < 5)) {
            fail("every region mutation, five times at least: " + seen);
        }
    }

    private static void fuzz(FuzzConfig config) throws Exception {
        List<Long> seeds = config.seeds(config.mutants(), SALT);
        System.out.println("[fuzz] mutants: run seed " + FuzzConfig.hex(config.runSeed()) + ", " + seeds.size()
                + " mutants, " + config.batch() + " per javac run, " + config.threads() + " threads");
        Failures failures = new Failures(config, "brainstem.fuzz.seed");
        MachineFuzzTest.Stats stats = new MachineFuzzTest.Stats();
        Map<String, int[]> outcomes = new TreeMap<>();
        long began = System.nanoTime();
        List<List<Mutant>> batches = new ArrayList<>();
        for (int i = 0; i < seeds.size(); i += config.batch()) {
            List<Mutant> batch = new ArrayList<>();
            for (long seed : seeds.subList(i, Math.min(seeds.size(), i + config.batch()))) {
                MachineSpec spec = MachineGenerator.generate(seed, "mu.m" + Long.toHexString(seed), false,
                        config.statecharts(), config.regions());
                List<Mutator.Applied> applied = Mutator.mutate(spec, seed ^ 0x3a7e);
                batch.add(new Mutant(spec, applied));
            }
            batches.add(batch);
        }
        ExecutorService pool = Executors.newFixedThreadPool(config.threads());
        ForkJoinPool tickPool = new ForkJoinPool(2);
        try {
            List<Future<?>> running = new ArrayList<>();
            for (List<Mutant> batch : batches) {
                running.add(pool.submit(() -> runBatch(batch, config, failures, stats, tickPool, outcomes)));
            }
            for (Future<?> f : running) {
                f.get();
            }
        } finally {
            pool.shutdownNow();
            tickPool.shutdownNow();
        }
        long millis = (System.nanoTime() - began) / 1_000_000;
        StringBuilder table = new StringBuilder();
        synchronized (outcomes) {
            outcomes.forEach((kind, counts) -> table.append(String.format("%n    %-70s rejected by Brainstem %3d,"
                    + " by javac only %3d, accepted %3d", kind, counts[0], counts[1], counts[2])));
        }
        System.out.println("[fuzz] mutants: " + seeds.size() + " mutants, " + stats.javacRuns + " javac runs taking "
                + stats.javacMillis.get() + " ms of CPU; " + millis + " ms; by mutation:" + table);
        if (!failures.isEmpty()) {
            System.out.println(failures.report(30));
            fail(failures.report(5));
        }
    }

    record Mutant(MachineSpec spec, List<Mutator.Applied> applied) {
        String describe() {
            return applied.stream().map(Mutator.Applied::toString).collect(Collectors.joining("; "));
        }

        boolean mustFail() {
            return applied.stream().anyMatch(Mutator.Applied::mustFail);
        }

        boolean mustPass() {
            return applied.stream().allMatch(a -> a.verdict() == Mutator.Verdict.VALID);
        }
    }

    static void runBatch(List<Mutant> batch, FuzzConfig config, Failures failures, MachineFuzzTest.Stats stats,
            ForkJoinPool tickPool, Map<String, int[]> outcomes) {
        java.lang.management.ThreadMXBean threads = java.lang.management.ManagementFactory.getThreadMXBean();
        long began = threads.getCurrentThreadCpuTime();
        List<Batches.Result> results = Batches.compile(batch.stream().map(Mutant::spec).toList());
        stats.javacMillis.addAndGet((threads.getCurrentThreadCpuTime() - began) / 1_000_000);
        stats.javacRuns.addAndGet(results.stream().mapToInt(Batches.Result::javacRuns).max().orElse(0));
        for (int i = 0; i < batch.size(); i++) {
            Mutant mutant = batch.get(i);
            Batches.Result result = results.get(i);
            MachineSpec spec = mutant.spec();
            String what = "mutant " + mutant.describe() + "\n";
            // Named after the mutation the design rejects, when one of them is such.
            String kind = mutant.applied().stream().filter(Mutator.Applied::mustFail).findFirst()
                    .orElse(mutant.applied().get(0)).kind();
            if (result.crash() != null) {
                failures.add(spec, kind + ": processor or javac crashed", what + MachineFuzzTest.stackTrace(result.crash()),
                        null);
                continue;
            }
            List<Diagnostic<? extends JavaFileObject>> diagnostics = result.diagnostics();
            String text = MachineFuzzTest.describe(diagnostics);
            List<Diagnostic<? extends JavaFileObject>> errors = result.errors();
            if (text.contains("BrainstemInternalError") || text.contains("threw an uncaught exception")) {
                failures.add(spec, kind + ": internal error in the processor", what + text, null);
                continue;
            }
            if (!errors.isEmpty()) {
                List<Diagnostic<? extends JavaFileObject>> generated =
                        errors.stream().filter(FuzzCompiler::inGeneratedFile).toList();
                List<Diagnostic<? extends JavaFileObject>> nowhere =
                        errors.stream().filter(d -> d.getSource() == null).toList();
                boolean inUserFile = errors.stream().anyMatch(d -> d.getSource() != null && !FuzzCompiler.inGeneratedFile(d));
                if (!generated.isEmpty()) {
                    failures.add(spec, kind + ": error in generated code", what + text, null);
                } else if (!nowhere.isEmpty()) {
                    failures.add(spec, kind + ": error without a location", what + text, null);
                } else if (!inUserFile) {
                    failures.add(spec, kind + ": no error in the user's source", what + text, null);
                } else if (mutant.applied().size() == 1 && mutant.applied().get(0).id() != null && errors.stream()
                        .noneMatch(d -> d.getMessage(null).contains("[" + mutant.applied().get(0).id() + "]"))) {
                    failures.add(spec, kind + ": rejected without " + mutant.applied().get(0).id(), what + text, null);
                } else if (mutant.mustPass()) {
                    failures.add(spec, kind + ": rejected, but the design accepts it", what + text, null);
                } else {
                    boolean byBrainstem = errors.stream().anyMatch(d -> d.getMessage(null).startsWith("[Brainstem"));
                    count(outcomes, mutant, byBrainstem ? 0 : 1);
                }
                continue;
            }
            count(outcomes, mutant, 2);
            if (mutant.mustFail()) {
                failures.add(spec, kind + ": accepted, but the design makes it an error", what + text,
                        result.compilation());
                continue;
            }
            List<Diagnostic<? extends JavaFileObject>> warnings = diagnostics.stream()
                    .filter(d -> d.getKind() != Diagnostic.Kind.NOTE && FuzzCompiler.inGeneratedFile(d)).toList();
            if (!warnings.isEmpty()) {
                failures.add(spec, kind + ": warning in generated code", what + MachineFuzzTest.describe(warnings),
                        result.compilation());
                continue;
            }
            Failures local = new Failures(config, "brainstem.fuzz.seed");
            MachineFuzzTest.runDifferentials(spec, result, config, local, stats, tickPool, "");
            if (!local.isEmpty()) {
                failures.add(spec, kind + ": accepted, and " + local.kinds().keySet().iterator().next(),
                        what + local.report(1), result.compilation());
            }
        }
    }

    private static void count(Map<String, int[]> outcomes, Mutant mutant, int column) {
        synchronized (outcomes) {
            for (Mutator.Applied applied : mutant.applied()) {
                outcomes.computeIfAbsent(applied.kind(), k -> new int[3])[column]++;
            }
        }
    }
}
