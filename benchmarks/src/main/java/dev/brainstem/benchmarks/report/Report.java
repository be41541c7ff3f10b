package dev.brainstem.benchmarks.report;

import static dev.brainstem.benchmarks.Variants.*;

import dev.brainstem.benchmarks.Variants;
import dev.brainstem.benchmarks.messages.MessageVariants;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Turns JMH JSON result files (and, when given, the output of {@code MemoryPerEntity}) into
 * {@code results.md} and charts: for each workload, ns per entity-update with ratios against the limit and
 * against gdx-ai; bytes per tick; memory per entity; dispatch cost; and the design's targets.
 *
 * <p><b>The limit</b> at each workload and size is the faster of the hand-written struct-of-arrays loops of
 * {@link Variants#LIMIT} (bitset buckets, and buckets rebuilt by a counting pass); <b>the object-mode limit</b>
 * likewise of {@link Variants#OBJECT_LIMIT}. Every ratio is against the limit.
 *
 * <p>Usage: {@code Report [--machine FILE] [--memory FILE] OUTPUT_DIR JMH_JSON...}; the machine file's text
 * heads the Markdown as the description of the machine the run was on.
 */
public final class Report {
    /** Allocation per tick below this many bytes counts as none. */
    static final double ZERO_BYTES = 1.0;
    /**
     * An allocation rate below this many MB/s counts as none: JMH's own bookkeeping allocates about
     * 5 KB a second in the measured JVM, which -prof gc charges to the benchmark. With ticks of
     * milliseconds that is hundreds of bytes "per tick" that no tick allocates.
     */
    static final double NOISE_MB_PER_S = 0.02;
    /** The design's memory target: bytes per entity a batch keeps beyond the entity itself. */
    static final double MEMORY_TARGET = 32;

    /** The workloads by parameter value, in table order, with what each is. */
    static final Map<String, String> WORKLOADS = new LinkedHashMap<>();

    static {
        WORKLOADS.put("guard", "the guard (about 3.5% of entities change state each tick)");
        WORKLOADS.put("churn", "the churn (the guard tuned so that about 50% of entities change state each tick)");
        WORKLOADS.put("wander", "the wander (the guard tuned so that about 0.37% of entities change state each tick)");
    }

    private final List<Result> results;
    /** workload -> variant -> entities -> result, in table order. */
    private final Map<String, Map<String, TreeMap<Integer, Result>>> ticks = new LinkedHashMap<>();
    private final Map<String, Result> dispatch = new LinkedHashMap<>();
    private final TreeSet<Integer> sizes = new TreeSet<>();
    /** The message workloads (MessageBenchmark): workload -> variant -> entities -> result, in table order. */
    private final Map<String, Map<String, TreeMap<Integer, Result>>> messages = new LinkedHashMap<>();
    private final TreeSet<Integer> messageSizes = new TreeSet<>();
    private final List<Memory> memory;

    /**
     * One line of {@code MemoryPerEntity}'s output: the bytes per entity a batch of {@code entities} keeps
     * beyond the entities (object mode) or the system's arrays (id mode), after random ticks and (NaN if not
     * measured) after herding every entity through several states too; and what the entities themselves take
     * per entity.
     */
    record Memory(int states, String mode, int entities, double randomBytes, double herdedBytes, double entityBytes) {
        /** The worse of the two measurements. */
        double worst() {
            return Double.isNaN(herdedBytes) ? randomBytes : Math.max(randomBytes, herdedBytes);
        }
    }

    Report(List<Result> results) {
        this(results, List.of());
    }

    Report(List<Result> results, List<Memory> memory) {
        this.results = results;
        this.memory = memory;
        Set<String> order = new LinkedHashSet<>(Variants.knownNames());
        Set<String> workloads = new LinkedHashSet<>(WORKLOADS.keySet());
        for (Result r : results) {
            if (r.isTick() && !r.isMessage()) {
                order.add(r.variant());
                workloads.add(r.workload());
            }
        }
        for (String workload : workloads) {
            for (String name : order) {
                for (Result r : results) {
                    if (r.isTick() && !r.isMessage() && r.workload().equals(workload) && r.variant().equals(name)) {
                        ticks.computeIfAbsent(workload, k -> new LinkedHashMap<>())
                                .computeIfAbsent(name, k -> new TreeMap<>()).put(r.entities(), r);
                        sizes.add(r.entities());
                    }
                }
            }
        }
        for (String workload : MessageVariants.WORKLOADS) {
            for (String name : MessageVariants.VARIANTS) {
                for (Result r : results) {
                    if (r.isTick() && r.isMessage() && r.workload().equals(workload) && r.variant().equals(name)) {
                        messages.computeIfAbsent(workload, k -> new LinkedHashMap<>())
                                .computeIfAbsent(name, k -> new TreeMap<>()).put(r.entities(), r);
                        messageSizes.add(r.entities());
                    }
                }
            }
        }
        for (Result r : results) {
            if (r.benchmark().endsWith("DispatchBenchmark." + r.method())) {
                dispatch.put(r.method() + "/" + r.params().getOrDefault("sequence", "uniform"), r);
            }
        }
    }

    public static void main(String[] args) throws IOException {
        String machine = null;
        Path memoryFile = null;
        List<String> rest = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--machine" -> machine = Files.readString(Paths.get(args[++i]), StandardCharsets.UTF_8).strip();
                case "--memory" -> memoryFile = Paths.get(args[++i]);
                default -> rest.add(args[i]);
            }
        }
        if (rest.size() < 2) {
            System.err.println("usage: Report [--machine FILE] [--memory FILE] OUTPUT_DIR JMH_JSON...");
            System.exit(2);
        }
        List<Path> json = new ArrayList<>();
        rest.subList(1, rest.size()).forEach(f -> json.add(Paths.get(f)));
        write(json, memoryFile, Paths.get(rest.get(0)), machine);
    }

    /**
     * Reads the JMH result files {@code json} and, unless null, {@code memoryFile}, and writes
     * {@code results.md}, {@code chart.png} (the guard) and {@code chart-churn.png} into {@code out}.
     */
    static void write(List<Path> json, Path memoryFile, Path out, String machine) throws IOException {
        List<Result> results = new ArrayList<>();
        for (Path file : json) {
            results.addAll(Result.read(Files.readString(file, StandardCharsets.UTF_8)));
        }
        List<Memory> memory = memoryFile == null || !Files.exists(memoryFile) ? List.of()
                : readMemory(Files.readString(memoryFile, StandardCharsets.UTF_8));
        Report report = new Report(results, memory);
        Files.createDirectories(out);
        Files.writeString(out.resolve("results.md"), report.markdown(machine), StandardCharsets.UTF_8);
        for (String workload : report.ticks.keySet()) {
            String file = workload.equals("guard") ? "chart.png" : "chart-" + workload + ".png";
            Chart.write(report.series(workload), out.resolve(file),
                    "Brainstem benchmark: one tick of " + WORKLOADS.getOrDefault(workload, workload));
        }
    }

    /**
     * The lines of {@code MemoryPerEntity}'s tab-separated output: states, mode, entities, batch bytes per
     * entity after random ticks, after herding too (NaN: not measured), entity bytes per entity; lines
     * starting with {@code #} are comments.
     */
    static List<Memory> readMemory(String tsv) {
        List<Memory> rows = new ArrayList<>();
        for (String line : tsv.split("\n")) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] f = line.strip().split("\t");
            rows.add(new Memory(Integer.parseInt(f[0]), f[1], Integer.parseInt(f[2]), Double.parseDouble(f[3]),
                    Double.parseDouble(f[4]), Double.parseDouble(f[5])));
        }
        return rows;
    }

    /** Label -> (entities -> ns per entity-update) of one workload, for its chart. */
    Map<String, TreeMap<Integer, Double>> series(String workload) {
        Map<String, TreeMap<Integer, Double>> series = new LinkedHashMap<>();
        ticks.getOrDefault(workload, Map.of()).forEach((name, bySize) -> {
            TreeMap<Integer, Double> points = new TreeMap<>();
            bySize.forEach((n, r) -> points.put(n, r.nsPerUpdate()));
            series.put(Variants.label(name), points);
        });
        return series;
    }

    String markdown(String machine) {
        StringBuilder md = new StringBuilder();
        md.append("# Brainstem benchmark results\n\n");
        if (machine != null && !machine.isEmpty()) {
            md.append("Machine: ").append(machine).append("  \n");
        }
        if (!results.isEmpty()) {
            Result first = results.get(0);
            md.append("JDK: ").append(first.jdk()).append(" (").append(first.vm()).append(")\n\n");
        }
        limitTable(md);
        for (String workload : ticks.keySet()) {
            tickTable(md, workload);
        }
        for (String workload : messages.keySet()) {
            messageTable(md, workload);
        }
        allocationTable(md);
        memoryTable(md);
        dispatchTable(md);
        targets(md);
        return md.toString();
    }

    /** The faster of {@code candidates} at {@code n} entities on {@code workload}: its name and ns. */
    record Limit(String variant, double ns) {
        /** What the table calls the winner: bitset or counting. */
        String kind() {
            return variant.contains("Bitset") ? "bitset" : variant.contains("Counting") ? "counting" : variant;
        }
    }

    /** The limit, or null if no candidate was measured there. */
    Limit limit(String workload, List<String> candidates, int n) {
        Limit best = null;
        for (String name : candidates) {
            Double ns = nsPerUpdate(workload, name, n);
            if (ns != null && (best == null || ns < best.ns())) {
                best = new Limit(name, ns);
            }
        }
        return best;
    }

    private void limitTable(StringBuilder md) {
        boolean any = false;
        for (String workload : ticks.keySet()) {
            for (int n : sizes) {
                any |= limit(workload, LIMIT, n) != null || limit(workload, OBJECT_LIMIT, n) != null;
            }
        }
        if (!any) {
            return;
        }
        md.append("## The limit\n\n");
        md.append("The fastest hand-written loop in the batch's visiting order (states in ordinal order, ids ascending,"
                + " a mover not updated again in the tick): at each workload and size, the faster of two. **The limit**"
                + " (id mode): struct-of-arrays with a bitset per state (`").append(HAND_SOA_BITSET_BUCKETS)
                .append("`), or with per-state id buckets rebuilt each tick by one counting pass over a state array (`")
                .append(HAND_SOA_COUNTING_BUCKETS).append("`). **The object-mode limit**: the same two loops over"
                + " objects held in an array by slot (`").append(HAND_OBJECT_BITSET_BUCKETS).append("`, `")
                .append(HAND_OBJECT_COUNTING_BUCKETS).append("`). Every ratio below is against the limit.\n\n");
        md.append("| workload | limit |");
        for (int n : sizes) {
            md.append(' ').append(count(n)).append(" |");
        }
        md.append("\n| --- | --- |");
        sizes.forEach(n -> md.append(" ---: |"));
        md.append('\n');
        for (String workload : ticks.keySet()) {
            limitRow(md, workload, "the limit", LIMIT);
            limitRow(md, workload, "the object-mode limit", OBJECT_LIMIT);
        }
        md.append('\n');
    }

    private void limitRow(StringBuilder md, String workload, String label, List<String> candidates) {
        md.append("| ").append(workload).append(" | ").append(label).append(" |");
        for (int n : sizes) {
            Limit l = limit(workload, candidates, n);
            md.append(' ').append(l == null ? "–" : ns(l.ns()) + " (" + l.kind() + ")").append(" |");
        }
        md.append('\n');
    }

    private void tickTable(StringBuilder md, String workload) {
        Map<String, TreeMap<Integer, Result>> byName = ticks.get(workload);
        md.append("## ns per entity-update: ").append(WORKLOADS.getOrDefault(workload, workload)).append("\n\n");
        md.append("One tick of the whole population (the median of the measured iterations), divided by its size;"
                + " in brackets the ratio to the limit, then to gdx-ai, at the same size (the variant's time over"
                + " theirs: lower is faster; 0.20x gdx-ai is 5x faster than gdx-ai).\n\n");
        header(md, "variant");
        md.append("| **the limit** |");
        for (int n : sizes) {
            Limit l = limit(workload, LIMIT, n);
            md.append(' ').append(l == null ? "–" : cell(workload, l.ns(), n) + ", " + l.kind()).append(" |");
        }
        md.append('\n');
        md.append("| **the object-mode limit** |");
        for (int n : sizes) {
            Limit l = limit(workload, OBJECT_LIMIT, n);
            md.append(' ').append(l == null ? "–" : cell(workload, l.ns(), n) + ", " + l.kind()).append(" |");
        }
        md.append('\n');
        Set<Integer> measured = new TreeSet<>();
        byName.values().forEach(bySize -> measured.addAll(bySize.keySet()));
        byName.forEach((name, bySize) -> {
            md.append("| ").append(label(name)).append(onlyAt(bySize, measured)).append(" |");
            for (int n : sizes) {
                Result r = bySize.get(n);
                md.append(' ').append(r == null ? "–" : cell(workload, r.nsPerUpdate(), n)).append(" |");
            }
            md.append('\n');
        });
        md.append('\n');
    }

    /** {@code ns} with its ratios to the limit and to gdx-ai, those measured. */
    private String cell(String workload, double ns, int n) {
        Limit l = limit(workload, LIMIT, n);
        Double gdx = nsPerUpdate(workload, GDX_AI, n);
        List<String> ratios = new ArrayList<>();
        if (l != null) {
            ratios.add(ratio(ns / l.ns()));
        }
        if (gdx != null) {
            ratios.add(ratio(ns / gdx) + " gdx-ai");
        }
        return ns(ns) + (ratios.isEmpty() ? "" : " (" + String.join("; ", ratios) + ")");
    }

    private void allocationTable(StringBuilder md) {
        boolean any = ticks.values().stream().flatMap(m -> m.values().stream()).flatMap(m -> m.values().stream())
                .anyMatch(r -> !Double.isNaN(r.bytesPerTick()));
        if (!any) {
            return;
        }
        md.append("## Bytes allocated per tick (`-prof gc`)\n\n");
        md.append("\"≈0\" is an allocation rate below ").append(NOISE_MB_PER_S)
                .append(" MB/s, what JMH's own bookkeeping allocates; the JMH JSON files have the raw figures.\n\n");
        md.append("| variant | workload |");
        for (int n : sizes) {
            md.append(' ').append(count(n)).append(" |");
        }
        md.append("\n| --- | --- |");
        sizes.forEach(n -> md.append(" ---: |"));
        md.append('\n');
        ticks.forEach((workload, byName) -> byName.forEach((name, bySize) -> {
            md.append("| ").append(label(name)).append(" | ").append(workload).append(" |");
            for (int n : sizes) {
                Result r = bySize.get(n);
                md.append(' ').append(r == null ? "–" : allocation(r)).append(" |");
            }
            md.append('\n');
        }));
        md.append('\n');
    }

    private void memoryTable(StringBuilder md) {
        if (memory.isEmpty()) {
            return;
        }
        md.append("## Memory per entity (`MemoryPerEntity`)\n\n");
        md.append("Heap a batch keeps per entity: used heap after repeated full GCs with the batch, minus the same with"
                + " only the entities (object mode: a plain array of the same objects) or the system's arrays (id"
                + " mode). Measured after a long random sequence of ticks (the 4-state guard on the churn, half the"
                + " entities moving each tick; the 1000-state machine moving one in eight to a random state each"
                + " tick), then, for 1000 states, again after every entity was herded through five states in turn"
                + " and ticked at random as long again. The design's target is at most ")
                .append(String.format(Locale.ROOT, "%.0f", MEMORY_TARGET))
                .append(" bytes per entity, at 4 and at 1000 states, after any sequence of transitions. The last"
                        + " column is what the entities themselves take (object mode: the object and its array slot;"
                        + " id mode: the system's arrays).\n\n");
        md.append("| states | mode | entities | batch, after random ticks | batch, after herding too | entities |\n");
        md.append("| ---: | --- | ---: | ---: | ---: | ---: |\n");
        for (Memory m : memory) {
            md.append("| ").append(m.states()).append(" | ").append(m.mode()).append(" | ").append(count(m.entities()))
                    .append(" | ").append(bytes(m.randomBytes())).append(" | ")
                    .append(Double.isNaN(m.herdedBytes()) ? "–" : bytes(m.herdedBytes())).append(" | ")
                    .append(bytes(m.entityBytes())).append(" |\n");
        }
        md.append('\n');
    }

    /** The dispatch benchmark's sequences of states, in table order, with what each is. */
    private static final Map<String, String> SEQUENCES = new LinkedHashMap<>();

    static {
        SEQUENCES.put("fourStates", "four states at random (for 1000 states, four spread over the machine)");
        SEQUENCES.put("runs", "runs of 64 calls in one state, the runs' states at random over the machine");
        SEQUENCES.put("uniform", "every call a state at random over the whole machine");
    }

    private void dispatchTable(StringBuilder md) {
        if (dispatch.isEmpty()) {
            return;
        }
        md.append("## Dispatch: ns per call, 4 states against 1000\n\n");
        md.append("Update events over a fixed sequence of states; every handler adds a constant and stays. The"
                + " sequence decides what the branch predictor can do: with four states at random both machines"
                + " are as unpredictable, so the ratio is the price of the bigger machine (the design's target is"
                + " judged there); at random over 1000 states nearly every call mispredicts and misses the"
                + " instruction cache, whatever the dispatch.\n\n");
        md.append("| sequence | call | 4 states | 1000 states | 1000 / 4 |\n| --- | --- | ---: | ---: | ---: |\n");
        SEQUENCES.forEach((sequence, what) -> {
            dispatchRow(md, what, "`XFsm.dispatch(entity, key, STAY, dt)`", "dispatch", sequence);
            dispatchRow(md, what, "`XFsm.onUpdate(entity, state, dt)`", "onUpdate", sequence);
            dispatchRow(md, what, "`XFsm.dispatch` through a call that is not inlined", "called", sequence);
        });
        md.append('\n');
    }

    private void dispatchRow(StringBuilder md, String what, String label, String method, String sequence) {
        Result small = dispatch.get(method + "4/" + sequence);
        Result big = dispatch.get(method + "1000/" + sequence);
        if (small == null && big == null) {
            return;
        }
        md.append("| ").append(what).append(" | ").append(label).append(" | ")
                .append(small == null ? "–" : ns(callNs(small))).append(" | ")
                .append(big == null ? "–" : ns(callNs(big))).append(" | ")
                .append(small == null || big == null ? "–" : ratio(callNs(big) / callNs(small))).append(" |\n");
    }

    private static double callNs(Result r) {
        return Result.toNanos(r.score(), r.unit());
    }

    /** What the message tables call each workload. */
    static final Map<String, String> MESSAGE_WORKLOADS = new LinkedHashMap<>();
    /** What the message tables call each variant. */
    static final Map<String, String> MESSAGE_LABELS = new LinkedHashMap<>();

    static {
        MESSAGE_WORKLOADS.put(MessageVariants.MAIL,
                "the mail (one message per entity per tick, a quarter of them change the receiver's state)");
        MESSAGE_WORKLOADS.put(MessageVariants.WEST_WORLD,
                "West World (gdx-ai's miner and wife, many couples; entities are miners and wives)");
        MESSAGE_LABELS.put(MessageVariants.BRAINSTEM_ID_BATCH, "Brainstem id mode, batch runner");
        MESSAGE_LABELS.put(MessageVariants.BRAINSTEM_OBJECT_BATCH, "Brainstem object mode, batch runner");
        MESSAGE_LABELS.put(MessageVariants.GDX_AI, "libGDX gdx-ai 1.8.2 MessageDispatcher + DefaultStateMachine");
        MESSAGE_LABELS.put(MessageVariants.HAND_QUEUE, "hand-written struct-of-arrays, array queues (the limit)");
    }

    private Double messageNs(String workload, String name, int n) {
        Map<String, TreeMap<Integer, Result>> byName = messages.get(workload);
        TreeMap<Integer, Result> bySize = byName == null ? null : byName.get(name);
        Result r = bySize == null ? null : bySize.get(n);
        return r == null ? null : r.nsPerUpdate();
    }

    private void messageTable(StringBuilder md, String workload) {
        md.append("## ns per entity-update: ").append(MESSAGE_WORKLOADS.getOrDefault(workload, workload)).append("\n\n");
        md.append("One tick of the whole population, messages included (the median of the measured iterations), divided"
                + " by its size; in brackets the ratio to the hand-written queue, then to gdx-ai, at the same size"
                + " (0.33x gdx-ai is 3x faster than gdx-ai); then bytes allocated per tick.\n\n");
        md.append("| variant |");
        for (int n : messageSizes) {
            md.append(' ').append(count(n)).append(" |");
        }
        md.append("\n| --- |");
        messageSizes.forEach(n -> md.append(" ---: |"));
        md.append('\n');
        messages.get(workload).forEach((name, bySize) -> {
            md.append("| ").append(MESSAGE_LABELS.getOrDefault(name, name)).append(" |");
            for (int n : messageSizes) {
                Result r = bySize.get(n);
                if (r == null) {
                    md.append(" – |");
                    continue;
                }
                double ns = r.nsPerUpdate();
                List<String> ratios = new ArrayList<>();
                Double hand = messageNs(workload, MessageVariants.HAND_QUEUE, n);
                Double gdx = messageNs(workload, MessageVariants.GDX_AI, n);
                if (hand != null) {
                    ratios.add(ratio(ns / hand));
                }
                if (gdx != null) {
                    ratios.add(ratio(ns / gdx) + " gdx-ai");
                }
                md.append(' ').append(ns(ns)).append(ratios.isEmpty() ? "" : " (" + String.join("; ", ratios) + ")");
                if (!Double.isNaN(r.bytesPerTick())) {
                    md.append(", ").append(allocation(r)).append(" B");
                }
                md.append(" |");
            }
            md.append('\n');
        });
        md.append('\n');
    }

    /** Issue 12's targets on the message workloads, as measured. */
    private void messageTargets(StringBuilder md) {
        List<Integer> all = new ArrayList<>(messageSizes);
        for (String w : messages.keySet()) {
            for (String name : List.of(MessageVariants.BRAINSTEM_ID_BATCH, MessageVariants.BRAINSTEM_OBJECT_BATCH)) {
                String mode = name.equals(MessageVariants.BRAINSTEM_ID_BATCH) ? "id" : "object";
                StringBuilder faster = new StringBuilder();
                StringBuilder within = new StringBuilder();
                boolean fasterMet = true, withinMet = true, complete = true;
                for (int n : all) {
                    Double a = messageNs(w, name, n);
                    Double g = messageNs(w, MessageVariants.GDX_AI, n);
                    Double h = messageNs(w, MessageVariants.HAND_QUEUE, n);
                    if (a == null || g == null || h == null) {
                        complete = false;
                        continue;
                    }
                    fasterMet &= g / a >= 3.0;
                    withinMet &= a / h <= 1.5 + 1e-9;
                    faster.append(faster.length() == 0 ? "" : ", ").append(count(n)).append(": ")
                            .append(ratio(g / a)).append(" faster");
                    within.append(within.length() == 0 ? "" : ", ").append(count(n)).append(": ").append(ratio(a / h));
                }
                row(md, mode + " mode 3x faster than gdx-ai's MessageDispatcher at every size (" + w + ")", faster,
                        complete, fasterMet);
                row(md, mode + " mode within 1.5x of the hand-written queue at every size (" + w + ")", within,
                        complete, withinMet);
            }
        }
    }

    /** The design's performance targets, each as measured in this run, or not measured. */
    private void targets(StringBuilder md) {
        md.append("## The design's targets\n\n");
        md.append("| target | measured | met |\n| --- | --- | --- |\n");
        List<Integer> all = new ArrayList<>(sizes);
        for (String w : workloads()) {
            atMostLimit(md, "id mode within 1.1x of the limit (" + w + ")", w, BRAINSTEM_ID_BATCH, LIMIT, all, 1.1);
        }
        for (String w : workloads()) {
            atMostLimit(md, "object mode within 1.1x of the object-mode limit (" + w + ")", w, BRAINSTEM_OBJECT_BATCH,
                    OBJECT_LIMIT, all, 1.1);
        }
        atMost(md, "object mode faster than the per-entity switch at 10k and 100k (guard)", "guard",
                BRAINSTEM_OBJECT_BATCH, HAND_OBJECT_SWITCH, List.of(10_000, 100_000), 1.0);
        for (String w : workloads()) {
            atLeast(md, "id mode 5x faster than gdx-ai at every size (" + w + ")", w, GDX_AI, BRAINSTEM_ID_BATCH,
                    all, 5.0);
        }
        for (String w : workloads()) {
            atMost(md, "id mode never slower than the one-entity loop (" + w + ")", w, BRAINSTEM_ID_BATCH,
                    BRAINSTEM_ID_FSM, all, 1.0 + 1e-9);
            atMost(md, "object mode never slower than the one-entity loop (" + w + ")", w, BRAINSTEM_OBJECT_BATCH,
                    BRAINSTEM_OBJECT_FSM, all, 1.0 + 1e-9);
        }
        for (String w : workloads()) {
            atLeast(md, "id mode on 2 threads 1.8x faster at 1M (" + w + ")", w, BRAINSTEM_ID_BATCH,
                    BRAINSTEM_ID_BATCH_PARALLEL, List.of(1_000_000), 1.8);
            // Not Brainstem's: what two threads gain on the limit's own loop, the machine's ceiling for the row above.
            atLeast(md, "for comparison, the hand-written bitset loop on 2 threads 1.8x faster at 1M (" + w + ")", w,
                    HAND_SOA_BITSET_BUCKETS, HAND_SOA_BITSET_PARALLEL, List.of(1_000_000), 1.8);
            atLeast(md, "object mode on 2 threads 1.8x faster at 1M (" + w + ")", w, BRAINSTEM_OBJECT_BATCH,
                    BRAINSTEM_OBJECT_BATCH_PARALLEL, List.of(1_000_000), 1.8);
            atMost(md, "id mode on 2 threads never slower than sequential (" + w + ")", w, BRAINSTEM_ID_BATCH_PARALLEL,
                    BRAINSTEM_ID_BATCH, all, 1.0 + 1e-9);
            atMost(md, "object mode on 2 threads never slower than sequential (" + w + ")", w,
                    BRAINSTEM_OBJECT_BATCH_PARALLEL, BRAINSTEM_OBJECT_BATCH, all, 1.0 + 1e-9);
        }
        messageTargets(md);
        Result small = dispatch.get("dispatch4/fourStates");
        Result big = dispatch.get("dispatch1000/fourStates");
        if (small == null || big == null) {
            md.append("| 1000-state dispatch at most 1.5x the 4-state one (four states at random) | not measured"
                    + " | – |\n");
        } else {
            double q = callNs(big) / callNs(small);
            md.append("| 1000-state dispatch at most 1.5x the 4-state one (four states at random) | ")
                    .append(ratio(q)).append(" | ").append(q <= 1.5 ? "yes" : "**no**").append(" |\n");
        }
        for (String name : List.of(BRAINSTEM_ID_BATCH, BRAINSTEM_OBJECT_BATCH)) {
            String target = "no allocation in a sequential tick: " + label(name);
            List<String> measured = new ArrayList<>();
            boolean met = true;
            for (String w : workloads()) {
                TreeMap<Integer, Result> bySize = ticks.get(w).get(name);
                if (bySize == null) {
                    continue;
                }
                for (Result r : bySize.values()) {
                    if (!Double.isNaN(r.bytesPerTick())) {
                        measured.add(w + " " + count(r.entities()) + ": " + allocation(r));
                        met &= allocatesNothing(r);
                    }
                }
            }
            if (measured.isEmpty()) {
                md.append("| ").append(target).append(" | not measured | – |\n");
            } else {
                md.append("| ").append(target).append(" | ").append(String.join(", ", measured))
                        .append(" B/tick | ").append(met ? "yes" : "**no**").append(" |\n");
            }
        }
        for (String mode : List.of("object", "id")) {
            StringBuilder measured = new StringBuilder();
            boolean met = true;
            Set<Integer> states = new TreeSet<>();
            for (Memory m : memory) {
                if (m.mode().equals(mode)) {
                    measured.append(measured.length() == 0 ? "" : ", ").append(m.states()).append(" states: ")
                            .append(bytes(m.worst())).append(" B");
                    met &= m.worst() <= MEMORY_TARGET;
                    states.add(m.states());
                }
            }
            row(md, "at most 32 bytes per entity at 4 and 1000 states (" + mode + " mode)", measured,
                    states.containsAll(List.of(4, 1000)), met);
        }
        md.append('\n');
    }

    /** The workloads measured, in table order. */
    private Set<String> workloads() {
        return ticks.keySet();
    }

    /** {@code name} costs at most {@code limit} times the faster of {@code candidates} at each of {@code at}. */
    private void atMostLimit(StringBuilder md, String target, String workload, String name, List<String> candidates,
                             List<Integer> at, double limit) {
        StringBuilder measured = new StringBuilder();
        boolean met = true, complete = true;
        for (int n : at) {
            Double a = nsPerUpdate(workload, name, n);
            Limit l = limit(workload, candidates, n);
            if (a == null || l == null) {
                complete = false;
                continue;
            }
            double q = a / l.ns();
            met &= q <= limit + 1e-9;
            measured.append(measured.length() == 0 ? "" : ", ").append(count(n)).append(": ").append(ratio(q));
        }
        row(md, target, measured, complete, met);
    }

    /** {@code name} costs at most {@code limit} times {@code reference} at each of {@code at}. */
    private void atMost(StringBuilder md, String target, String workload, String name, String reference,
                        List<Integer> at, double limit) {
        StringBuilder measured = new StringBuilder();
        boolean met = true, complete = true;
        for (int n : at) {
            Double a = nsPerUpdate(workload, name, n), b = nsPerUpdate(workload, reference, n);
            if (a == null || b == null) {
                complete = false;
                continue;
            }
            double q = a / b;
            // A ratio printed as the limit (1.10x for 1.1) meets it; rounding in the division must not fail it.
            met &= limit == 1.0 ? q < 1.0 : q <= limit + 1e-9;
            measured.append(measured.length() == 0 ? "" : ", ").append(count(n)).append(": ").append(ratio(q));
        }
        row(md, target, measured, complete, met);
    }

    /** {@code slow} costs at least {@code factor} times {@code fast} at each of {@code at}. */
    private void atLeast(StringBuilder md, String target, String workload, String slow, String fast, List<Integer> at,
                         double factor) {
        StringBuilder measured = new StringBuilder();
        boolean met = true, complete = true;
        for (int n : at) {
            Double a = nsPerUpdate(workload, slow, n), b = nsPerUpdate(workload, fast, n);
            if (a == null || b == null) {
                complete = false;
                continue;
            }
            double q = a / b;
            met &= q >= factor;
            measured.append(measured.length() == 0 ? "" : ", ");
            if (at.size() > 1) {
                measured.append(count(n)).append(": ");
            }
            measured.append(ratio(q)).append(" faster");
        }
        row(md, target, measured, complete, met);
    }

    private static void row(StringBuilder md, String target, CharSequence measured, boolean complete, boolean met) {
        md.append("| ").append(target).append(" | ");
        if (measured.length() == 0) {
            md.append("not measured | – |\n");
            return;
        }
        md.append(measured).append(complete ? "" : " (not every size measured)").append(" | ")
                .append(met ? "yes" : "**no**").append(" |\n");
    }

    private Double nsPerUpdate(String workload, String name, int n) {
        Map<String, TreeMap<Integer, Result>> byName = ticks.get(workload);
        TreeMap<Integer, Result> bySize = byName == null ? null : byName.get(name);
        Result r = bySize == null ? null : bySize.get(n);
        return r == null ? null : r.nsPerUpdate();
    }

    private void header(StringBuilder md, String first) {
        md.append("| ").append(first).append(" |");
        for (int n : sizes) {
            md.append(' ').append(count(n)).append(" |");
        }
        md.append("\n| --- |");
        for (int i = 0; i < sizes.size(); i++) {
            md.append(" ---: |");
        }
        md.append('\n');
    }

    /** A note on the sizes a variant was measured at, unless it was at every size its workload was. */
    private static String onlyAt(TreeMap<Integer, Result> bySize, Set<Integer> sizes) {
        if (bySize.keySet().containsAll(sizes)) {
            return "";
        }
        List<String> at = new ArrayList<>();
        bySize.keySet().forEach(n -> at.add(count(n)));
        return " (measured at " + String.join(" and ", at) + " entities only)";
    }

    static String count(int n) {
        return String.format(Locale.ROOT, "%,d", n);
    }

    static String ns(double ns) {
        if (ns < 10) {
            return String.format(Locale.ROOT, "%.2f ns", ns);
        }
        if (ns < 100) {
            return String.format(Locale.ROOT, "%.1f ns", ns);
        }
        return String.format(Locale.ROOT, "%,.0f ns", ns);
    }

    static String ratio(double q) {
        return String.format(Locale.ROOT, q < 10 ? "%.2fx" : "%,.0fx", q);
    }

    static String bytes(double b) {
        return String.format(Locale.ROOT, "%.1f", b);
    }

    static boolean allocatesNothing(Result r) {
        return r.bytesPerTick() < ZERO_BYTES || r.megabytesPerSecond() < NOISE_MB_PER_S;
    }

    static String allocation(Result r) {
        double b = r.bytesPerTick();
        if (Double.isNaN(b)) {
            return "–";
        }
        if (b < ZERO_BYTES) {
            return "0";
        }
        return allocatesNothing(r) ? "≈0" : String.format(Locale.ROOT, "%,.0f", b);
    }
}
