package dev.brainstem.processor.fuzz;

import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Differential fuzzing: random valid machines are compiled with the processor, loaded, and run side
 * by side with the reference interpreter. A valid machine must compile without an error and without a
 * warning in generated code, and then behave exactly as the interpreter says. See {@link FuzzConfig}
 * for the counts, the seeds and how to replay a failure.
 */
class MachineFuzzTest {
    static final long SALT = 0x6d616368696e6573L;

    @Test
    void randomMachinesBehaveAsTheInterpreterSays() throws Exception {
        fuzz(FuzzConfig.load());
    }

    /**
     * The same machines with groups you enter and history (issue 42's first part): groups nested up to
     * three deep, initials, SHALLOW and DEEP history, group constants (some the initial state or entry
     * points), handlers and guards whose {@code to} names groups; the batch's {@code lastIn} is compared too.
     */
    @Test
    void statechartMachinesBehaveAsTheInterpreterSays() throws Exception {
        fuzz(FuzzConfig.load().withStatecharts(true));
    }

    /**
     * Machines of one to three orthogonal regions (issue 42's last part): each region with groups nested
     * three deep and history, messages taken by several regions, handlers reading another region's
     * {@code @Current}; the one-entity machine and the batch (sequential, parallel and in regions, with
     * handlers changing it during ticks) against the model's {@code RegionsEntity} and
     * {@code RegionsBatch}, every region's state, previous state, stack, history and time compared after
     * each operation.
     */
    @Test
    void regionMachinesBehaveAsTheInterpreterSays() throws Exception {
        fuzz(FuzzConfig.load().withRegions(true));
    }

    /**
     * Machines with issue 43's timers (constant and per-entity {@code @After}s on states and groups, two or
     * three on a state), sleeping states and {@code @OnUpdate(every = 1..8)}, statecharts now and then: the
     * one-entity machine and the batch (sequential, parallel and in regions, both modes, with strides set
     * and snapshots restored while entities wait) against the model step by step.
     */
    @Test
    void timedMachinesBehaveAsTheInterpreterSays() throws Exception {
        FuzzConfig config = FuzzConfig.load().withTimers(true);
        fuzz(config, config.timedMachines());
    }

    /** Machines of one to three regions with timers, sleeping states and time slicing in every region. */
    @Test
    void timedRegionMachinesBehaveAsTheInterpreterSays() throws Exception {
        FuzzConfig config = FuzzConfig.load().withRegions(true).withTimers(true);
        fuzz(config, config.timedMachines());
    }

    private static void fuzz(FuzzConfig config) throws Exception {
        fuzz(config, config.machines());
    }

    private static void fuzz(FuzzConfig config, int machines) throws Exception {
        List<Long> seeds = config.seeds(machines, config.timers() ? SALT ^ 0x74696d6572730000L : SALT);
        System.out.println("[fuzz] machines: run seed " + FuzzConfig.hex(config.runSeed()) + ", " + seeds.size()
                + " machines, " + config.batch() + " per javac run, " + config.threads() + " threads");
        Failures failures = new Failures(config, "brainstem.fuzz.seed");
        long began = System.nanoTime();
        Stats stats = new Stats();
        List<List<MachineSpec>> batches = new ArrayList<>();
        for (int i = 0; i < seeds.size(); i += config.batch()) {
            List<MachineSpec> batch = new ArrayList<>();
            for (long seed : seeds.subList(i, Math.min(seeds.size(), i + config.batch()))) {
                // At most one machine per javac run lives in the unnamed package.
                boolean unnamed = Math.floorMod(seed, 8) == 0 && batch.stream().noneMatch(s -> s.pkg.isEmpty());
                // Timed machines: statecharts for every other seed.
                boolean charts = config.statecharts() || (config.timers() && Math.floorMod(seed, 2) == 1);
                batch.add(MachineGenerator.generate(seed, unnamed ? "" : "fz.m" + Long.toHexString(seed), true,
                        charts, config.regions(), config.timers()));
            }
            batches.add(batch);
        }
        ExecutorService pool = Executors.newFixedThreadPool(config.threads());
        ForkJoinPool tickPool = new ForkJoinPool(2);
        try {
            List<Future<?>> running = new ArrayList<>();
            for (List<MachineSpec> batch : batches) {
                running.add(pool.submit(() -> runBatch(batch, config, failures, stats, tickPool)));
            }
            for (Future<?> f : running) {
                f.get();
            }
        } finally {
            pool.shutdownNow();
            tickPool.shutdownNow();
        }
        long millis = (System.nanoTime() - began) / 1_000_000;
        System.out.println("[fuzz] machines: " + seeds.size() + " machines (" + stats.states + " states, "
                + stats.handlers + " handlers, " + stats.idMode + " in id mode, " + stats.settle + " settling), "
                + stats.javacRuns + " javac runs taking " + stats.javacMillis.get() + " ms of CPU, "
                + stats.operations + " operations, " + stats.handlerCalls + " handler calls; " + millis + " ms");
        System.out.println("[fuzz] machines: wave 2: " + stats.grouped + " with groups (" + stats.groups + " groups, "
                + stats.nested + " nested, " + stats.groupHandlers + " group handlers), " + stats.guarded + " with guards ("
                + stats.guards + " guards, " + stats.groupGuards + " from groups, " + stats.inheritedGuards
                + " inherited), " + stats.timed + " reading @TimeInState, " + stats.current + " reading @Current");
        System.out.println("[fuzz] machines: messages: " + stats.messaged + " machines with " + stats.messageHandlers
                + " message handlers (" + stats.anyState + " any-state, " + stats.groupMessage + " of groups, "
                + stats.objectMessage + " of Object) over " + stats.messageTypes + " types (" + stats.interfaces
                + " interfaces); " + stats.sent + " letters sent (broadcasts once), " + stats.delivered
                + " messages delivered to handlers, " + stats.dropped + " dropped");
        System.out.println("[fuzz] machines: stacks: " + stats.stacked + " machines with " + stats.interrupts
                + " @Interrupt states, " + stats.backed + " with @Back (" + stats.backHandlers + " handlers and "
                + stats.backGuards + " guards going back); model saw " + stats.stackCounts() + "; "
                + stats.restores + " batch snapshots restored");
        if (config.timers()) {
            System.out.println("[fuzz] machines: timers: " + stats.afters + " @After (" + stats.perEntity
                    + " per entity, " + stats.groupAfters + " on groups), " + stats.sleeping + " sleeping states with timers, "
                    + stats.sliced + " sliced updates; model saw " + stats.fired + " timers fire, " + stats.strides
                    + " strides set, " + stats.visits + " visits in ticks");
        }
        if (config.regions()) {
            System.out.println("[fuzz] machines: regions: " + stats.regioned + " machines with regions ("
                    + stats.threeRegions + " with three), " + stats.crossCurrent
                    + " handlers reading another region's @Current");
        }
        if (config.statecharts()) {
            System.out.println("[fuzz] machines: statecharts: " + stats.charted + " machines with " + stats.initials
                    + " groups with an initial (" + stats.shallow + " SHALLOW, " + stats.deep + " DEEP, "
                    + stats.deepest + " nested three deep or more), " + stats.constants + " group constants ("
                    + stats.startingConstants + " initial or entry points), " + stats.groupTargets
                    + " handlers and guards naming groups; model saw " + stats.groupCounts());
        }
        if (!failures.isEmpty()) {
            System.out.println(failures.report(20));
            fail(failures.report(5));
        }
    }

    static final class Stats {
        final AtomicInteger states = new AtomicInteger();
        final AtomicInteger handlers = new AtomicInteger();
        final AtomicInteger idMode = new AtomicInteger();
        final AtomicInteger settle = new AtomicInteger();
        final AtomicInteger javacRuns = new AtomicInteger();
        final AtomicLong javacMillis = new AtomicLong();
        final AtomicLong operations = new AtomicLong();
        final AtomicLong handlerCalls = new AtomicLong();
        final AtomicInteger grouped = new AtomicInteger();
        final AtomicInteger groups = new AtomicInteger();
        final AtomicInteger nested = new AtomicInteger();
        final AtomicInteger groupHandlers = new AtomicInteger();
        final AtomicInteger guarded = new AtomicInteger();
        final AtomicInteger guards = new AtomicInteger();
        final AtomicInteger groupGuards = new AtomicInteger();
        final AtomicInteger inheritedGuards = new AtomicInteger();
        final AtomicInteger timed = new AtomicInteger();
        final AtomicInteger current = new AtomicInteger();
        final AtomicInteger messaged = new AtomicInteger();
        final AtomicInteger messageHandlers = new AtomicInteger();
        final AtomicInteger anyState = new AtomicInteger();
        final AtomicInteger groupMessage = new AtomicInteger();
        final AtomicInteger objectMessage = new AtomicInteger();
        final AtomicInteger messageTypes = new AtomicInteger();
        final AtomicInteger interfaces = new AtomicInteger();
        final AtomicLong sent = new AtomicLong();
        final AtomicLong delivered = new AtomicLong();
        final AtomicLong dropped = new AtomicLong();
        final AtomicInteger stacked = new AtomicInteger();
        final AtomicLong restores = new AtomicLong();
        final AtomicInteger interrupts = new AtomicInteger();
        final AtomicInteger backed = new AtomicInteger();
        final AtomicInteger backHandlers = new AtomicInteger();
        final AtomicInteger backGuards = new AtomicInteger();
        private final dev.brainstem.runtime.reference.Entity.StackCounts stackCounts =
                new dev.brainstem.runtime.reference.Entity.StackCounts();
        final AtomicInteger afters = new AtomicInteger();
        final AtomicInteger perEntity = new AtomicInteger();
        final AtomicInteger groupAfters = new AtomicInteger();
        final AtomicInteger sleeping = new AtomicInteger();
        final AtomicInteger sliced = new AtomicInteger();
        final AtomicLong fired = new AtomicLong();
        final AtomicLong strides = new AtomicLong();
        final AtomicLong visits = new AtomicLong();
        final AtomicInteger regioned = new AtomicInteger();
        final AtomicInteger threeRegions = new AtomicInteger();
        final AtomicInteger crossCurrent = new AtomicInteger();
        final AtomicInteger charted = new AtomicInteger();
        final AtomicInteger initials = new AtomicInteger();
        final AtomicInteger shallow = new AtomicInteger();
        final AtomicInteger deep = new AtomicInteger();
        final AtomicInteger deepest = new AtomicInteger();
        final AtomicInteger constants = new AtomicInteger();
        final AtomicInteger startingConstants = new AtomicInteger();
        final AtomicInteger groupTargets = new AtomicInteger();
        private final dev.brainstem.runtime.reference.Entity.GroupCounts groupCounts =
                new dev.brainstem.runtime.reference.Entity.GroupCounts();

        void groups(dev.brainstem.runtime.reference.Entity.GroupCounts counts) {
            synchronized (groupCounts) {
                groupCounts.add(counts);
            }
        }

        String groupCounts() {
            synchronized (groupCounts) {
                return groupCounts.toString();
            }
        }

        void stacks(dev.brainstem.runtime.reference.Entity.StackCounts counts) {
            synchronized (stackCounts) {
                stackCounts.add(counts);
            }
        }

        String stackCounts() {
            synchronized (stackCounts) {
                return stackCounts.toString();
            }
        }

        void count(MachineSpec spec) {
            for (MachineSpec r : spec.allRegions()) {
                afters.addAndGet(r.afters.size());
                perEntity.addAndGet((int) r.afters.stream().filter(a -> a.method != null).count());
                groupAfters.addAndGet((int) r.afters.stream().filter(a -> r.group(a.value.get(0)) != null).count());
                sliced.addAndGet((int) r.handlers.stream().filter(h -> h.every > 0).count());
            }
            regioned.addAndGet(spec.regions.isEmpty() ? 0 : 1);
            threeRegions.addAndGet(spec.regions.size() == 2 ? 1 : 0);
            crossCurrent.addAndGet((int) spec.allHandlers().stream().filter(h -> h.currentOf >= 0).count());
            grouped.addAndGet(spec.groups.isEmpty() ? 0 : 1);
            groups.addAndGet(spec.groups.size());
            nested.addAndGet((int) spec.groups.stream().filter(g -> spec.parent(g.name) != null).count());
            groupHandlers.addAndGet((int) spec.handlers.stream()
                    .filter(h -> !h.isGuard() && h.value.stream().anyMatch(v -> spec.group(v) != null)).count());
            List<MachineSpec.HandlerSpec> guardList = spec.handlers.stream().filter(MachineSpec.HandlerSpec::isGuard)
                    .toList();
            guarded.addAndGet(guardList.isEmpty() ? 0 : 1);
            guards.addAndGet(guardList.size());
            groupGuards.addAndGet((int) guardList.stream()
                    .filter(h -> h.value.stream().anyMatch(v -> spec.group(v) != null)).count());
            inheritedGuards.addAndGet((int) guardList.stream().filter(h -> h.inBase).count());
            timed.addAndGet(spec.readsTime() ? 1 : 0);
            current.addAndGet(spec.handlers.stream().anyMatch(h -> h.readsCurrent) ? 1 : 0);
            List<MachineSpec.HandlerSpec> mail = spec.handlers.stream()
                    .filter(h -> h.event == MachineSpec.Event.MESSAGE).toList();
            messaged.addAndGet(mail.isEmpty() ? 0 : 1);
            messageHandlers.addAndGet(mail.size());
            anyState.addAndGet((int) mail.stream().filter(h -> h.value.isEmpty()).count());
            groupMessage.addAndGet((int) mail.stream().filter(h -> h.value.stream().anyMatch(v -> spec.group(v) != null))
                    .count());
            objectMessage.addAndGet((int) mail.stream().filter(h -> h.messageType.equals(MachineSpec.OBJECT)).count());
            messageTypes.addAndGet(mail.isEmpty() ? 0 : spec.messageTypes.size());
            interfaces.addAndGet(mail.isEmpty() ? 0 : (int) spec.messageTypes.stream().filter(t -> t.isInterface)
                    .count());
            stacked.addAndGet(spec.interrupts().isEmpty() ? 0 : 1);
            interrupts.addAndGet(spec.interrupts().size());
            String back = spec.back();
            backed.addAndGet(back == null ? 0 : 1);
            backHandlers.addAndGet((int) spec.handlers.stream().filter(h -> !h.isGuard() && h.to.contains(back)).count());
            backGuards.addAndGet((int) spec.handlers.stream().filter(h -> h.isGuard() && h.to.contains(back)).count());
            charted.addAndGet(spec.entersGroups() ? 1 : 0);
            initials.addAndGet((int) spec.groups.stream().filter(g -> g.initial != null).count());
            shallow.addAndGet((int) spec.groups.stream().filter(g -> g.history == MachineSpec.History.SHALLOW).count());
            deep.addAndGet((int) spec.groups.stream().filter(g -> g.history == MachineSpec.History.DEEP).count());
            deepest.addAndGet((int) spec.groups.stream().filter(g -> spec.depth(g.name) >= 2).count());
            List<String> constantNames = spec.groupConstants();
            constants.addAndGet(constantNames.size());
            startingConstants.addAndGet((int) spec.states.stream().filter(s -> constantNames.contains(s.name)
                    && (s.entryPoint || s.name.equals(spec.initialName()))).count());
            groupTargets.addAndGet((int) spec.handlers.stream()
                    .filter(h -> h.to.stream().anyMatch(t -> spec.group(t) != null)).count());
        }

        void timing(long[] counts) {
            fired.addAndGet(counts[0]);
            strides.addAndGet(counts[1]);
            visits.addAndGet(counts[2]);
            sleeping.addAndGet((int) counts[3]);
        }

        void messages(long[] counts) {
            sent.addAndGet(counts[0]);
            delivered.addAndGet(counts[1]);
            dropped.addAndGet(counts[2]);
        }
    }

    static void runBatch(List<MachineSpec> batch, FuzzConfig config, Failures failures, Stats stats,
            ForkJoinPool tickPool) {
        java.lang.management.ThreadMXBean threads = java.lang.management.ManagementFactory.getThreadMXBean();
        long began = threads.getCurrentThreadCpuTime();
        List<Batches.Result> results = Batches.compile(batch);
        stats.javacMillis.addAndGet((threads.getCurrentThreadCpuTime() - began) / 1_000_000);
        stats.javacRuns.addAndGet(results.stream().mapToInt(Batches.Result::javacRuns).max().orElse(0));
        for (Batches.Result result : results) {
            MachineSpec spec = result.spec();
            stats.states.addAndGet(spec.states.size());
            stats.handlers.addAndGet(spec.handlers.size());
            stats.idMode.addAndGet(spec.idMode ? 1 : 0);
            stats.settle.addAndGet(spec.settle ? 1 : 0);
            stats.count(spec);
            if (result.crash() != null) {
                failures.add(spec, "processor or javac crashed", stackTrace(result.crash()), null);
                continue;
            }
            List<Diagnostic<? extends JavaFileObject>> errors = result.errors();
            if (!errors.isEmpty()) {
                boolean generated = errors.stream().anyMatch(FuzzCompiler::inGeneratedFile);
                failures.add(spec, generated ? "valid machine: error in generated code" : "valid machine rejected",
                        describe(result.diagnostics()), result.compilation());
                continue;
            }
            List<Diagnostic<? extends JavaFileObject>> warnings = result.diagnostics().stream()
                    .filter(d -> d.getKind() != Diagnostic.Kind.NOTE && FuzzCompiler.inGeneratedFile(d)).toList();
            if (!warnings.isEmpty()) {
                failures.add(spec, "warning in generated code", describe(warnings), result.compilation());
            }
            runDifferentials(spec, result, config, failures, stats, tickPool, "");
        }
    }

    /**
     * Runs the one-entity machine and the batch of a machine that compiled against the interpreter;
     * a difference becomes a failure whose kind starts with {@code prefix}.
     */
    static void runDifferentials(MachineSpec spec, Batches.Result result, FuzzConfig config, Failures failures,
            Stats stats, ForkJoinPool tickPool, String prefix) {
        try {
            Loaded loaded = new Loaded(spec, result.loader());
            if (!spec.regions.isEmpty()) {
                runRegionDifferentials(spec, loaded, result, config, stats, tickPool);
                return;
            }
            OneEntityDifferential differential =
                    new OneEntityDifferential(spec, loaded, 1 + (int) Math.floorMod(spec.seed >>> 8, 3L));
            differential.checkStatics();
            differential.run(new SplittableRandom(spec.seed ^ 0x5eed), config.ops());
            stats.operations.addAndGet(config.ops());
            stats.handlerCalls.addAndGet(differential.handlerCalls());
            stats.messages(differential.messageCounts());
            stats.stacks(differential.stackCounts());
            stats.groups(differential.groupCounts());
            int hookPercent = new int[] {0, 3, 10}[(int) Math.floorMod(spec.seed >>> 16, 3L)];
            boolean bulk = Math.floorMod(spec.seed >>> 24, 32L) == 3;
            BatchDifferential batchDifferential = new BatchDifferential(spec, loaded, tickPool, hookPercent);
            batchDifferential.run(new SplittableRandom(spec.seed ^ 0xba7c4), config.ops(), bulk);
            stats.operations.addAndGet(config.ops());
            stats.messages(batchDifferential.messageCounts());
            stats.stacks(batchDifferential.stackCounts());
            stats.groups(batchDifferential.groupCounts());
            stats.restores.addAndGet(batchDifferential.restores());
            stats.timing(batchDifferential.timingCounts());
        } catch (AssertionError mismatch) {
            failures.add(spec, prefix + kindOf(mismatch.getMessage()), mismatch.getMessage(), result.compilation());
        } catch (Throwable t) {
            failures.add(spec, prefix + "harness could not drive the machine", stackTrace(t), result.compilation());
        }
    }

    /** The one-entity machine and the batch of a machine of regions, against the model's regions. */
    private static void runRegionDifferentials(MachineSpec spec, Loaded loaded, Batches.Result result,
            FuzzConfig config, Stats stats, ForkJoinPool tickPool) throws Throwable {
        RegionsLoaded regions = new RegionsLoaded(spec, loaded, result.loader());
        RegionsOneEntityDifferential one =
                new RegionsOneEntityDifferential(spec, loaded, regions, 1 + (int) Math.floorMod(spec.seed >>> 8, 3L));
        one.run(new SplittableRandom(spec.seed ^ 0x5eed), config.ops());
        stats.operations.addAndGet(config.ops());
        stats.handlerCalls.addAndGet(one.handlerCalls());
        int hookPercent = new int[] {0, 3, 10}[(int) Math.floorMod(spec.seed >>> 16, 3L)];
        RegionsBatchDifferential batch = new RegionsBatchDifferential(spec, loaded, regions, tickPool, hookPercent);
        batch.run(new SplittableRandom(spec.seed ^ 0xba7c4), config.ops());
        stats.operations.addAndGet(config.ops());
        stats.stacks(batch.stackCounts());
        stats.groups(batch.groupCounts());
        stats.restores.addAndGet(batch.restores());
    }

    private static String kindOf(String message) {
        int colon = message.indexOf(':');
        String first = colon < 0 ? message : message.substring(0, colon);
        if (first.startsWith("one-entity machine of regions differs")) {
            return "one-entity machine of regions differs from the interpreter";
        }
        if (first.startsWith("batch of regions differs")) {
            return "batch of regions differs from the interpreter";
        }
        if (first.startsWith("one-entity machine differs")) {
            return "one-entity machine differs from the interpreter";
        }
        if (first.startsWith("batch differs")) {
            int comma = message.indexOf(", ");
            String op = message.substring(comma + 2, message.indexOf(":\n")).replaceAll("[(].*", "");
            String problem = message.substring(message.indexOf(":\n") + 4).replaceAll("[:(].*(?s).*", "");
            return "batch differs from the interpreter: " + op + ": " + problem.trim();
        }
        return "generated constant or table differs: " + first.replaceAll("\\(.*", "");
    }

    static String describe(List<Diagnostic<? extends JavaFileObject>> diagnostics) {
        StringBuilder out = new StringBuilder();
        for (Diagnostic<? extends JavaFileObject> d : diagnostics) {
            out.append(Batches.format(d)).append('\n');
        }
        return out.toString();
    }

    static String stackTrace(Throwable t) {
        java.io.StringWriter out = new java.io.StringWriter();
        t.printStackTrace(new java.io.PrintWriter(out));
        return out.toString();
    }
}
