package dev.brainstem.benchmarks;

import dev.brainstem.benchmarks.brainstem.IdBatchVariant;
import dev.brainstem.benchmarks.brainstem.IdFsmVariant;
import dev.brainstem.benchmarks.brainstem.InspectedIdBatchVariant;
import dev.brainstem.benchmarks.brainstem.ObjectBatchVariant;
import dev.brainstem.benchmarks.brainstem.ObjectFsmVariant;
import dev.brainstem.benchmarks.brainstem.ShapeIdBatchVariant;
import dev.brainstem.benchmarks.handwritten.ObjectBitsetBuckets;
import dev.brainstem.benchmarks.handwritten.ObjectBucketsSwapped;
import dev.brainstem.benchmarks.handwritten.ObjectCountingBuckets;
import dev.brainstem.benchmarks.handwritten.ObjectIdBuckets;
import dev.brainstem.benchmarks.handwritten.ObjectSwitch;
import dev.brainstem.benchmarks.handwritten.SoaBitsetBuckets;
import dev.brainstem.benchmarks.handwritten.SoaBitsetBucketsParallel;
import dev.brainstem.benchmarks.handwritten.SoaBitsetRegionsParallel;
import dev.brainstem.benchmarks.handwritten.SoaBitsetInOrder;
import dev.brainstem.benchmarks.handwritten.SoaBitsetTimed;
import dev.brainstem.benchmarks.handwritten.SoaCountingBuckets;
import dev.brainstem.benchmarks.handwritten.SoaCrowdHeap;
import dev.brainstem.benchmarks.handwritten.SoaCrowdPolling;
import dev.brainstem.benchmarks.handwritten.SoaCrowdWheel;
import dev.brainstem.benchmarks.handwritten.SoaIdBuckets;
import dev.brainstem.benchmarks.handwritten.SoaSwitch;
import dev.brainstem.benchmarks.libraries.GdxAiVariant;
import dev.brainstem.benchmarks.libraries.SpringVariant;
import dev.brainstem.benchmarks.libraries.SquirrelVariant;
import dev.brainstem.benchmarks.libraries.Stateless4jVariant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * Every variant by name: the names are the JMH {@code @Param} values of the tick benchmarks, and the keys
 * the report uses. To add a variant: a constant here, a line in the static block, and the name in the
 * {@code variant} {@code @Param} of {@code TickBenchmark} (a test checks the two agree); for the churn
 * workload too, in {@link #CHURN}.
 */
public final class Variants {
    // Brainstem's batch runner.
    public static final String BRAINSTEM_OBJECT_BATCH = "brainstemObjectBatch";
    public static final String BRAINSTEM_ID_BATCH = "brainstemIdBatch";
    public static final String BRAINSTEM_OBJECT_BATCH_PARALLEL = "brainstemObjectBatchParallel";
    public static final String BRAINSTEM_ID_BATCH_PARALLEL = "brainstemIdBatchParallel";
    /** Object mode ticked with {@code tickInRegions(dt)}, on the calling thread. */
    public static final String BRAINSTEM_OBJECT_BATCH_REGIONS = "brainstemObjectBatchRegions";
    /** Id mode with the inspector attached, counters on (issue 33): paired with the same batch unattached. */
    public static final String BRAINSTEM_ID_BATCH_INSPECTED = "brainstemIdBatchInspected";
    /** Id mode with the decisions written as {@code @Transition} guards and a group update (issue 11). */
    public static final String BRAINSTEM_GUARDED_ID_BATCH = "brainstemGuardedIdBatch";
    /** Id mode on the same machine with an interrupt state and a {@code @Back} (issue 13), never entered. */
    public static final String BRAINSTEM_STACK_ID_BATCH = "brainstemStackIdBatch";
    /** Id mode, issue 40's handler shapes: IDLE without dt drawing through a static method of another class. */
    public static final String BRAINSTEM_DICE_ID_BATCH = "brainstemDiceIdBatch";
    /** Id mode, issue 40's handler shapes: every update handler takes dt; an enter handler per state. */
    public static final String BRAINSTEM_DT_ID_BATCH = "brainstemDtIdBatch";
    /** Id mode, issue 40's handler shapes: a guard per state reading its time in state, no update handler. */
    public static final String BRAINSTEM_TIMED_ID_BATCH = "brainstemTimedIdBatch";
    /** Id mode with IDLE entering a deep-history group by its name rather than ALARM (issue 42). */
    public static final String BRAINSTEM_HISTORY_ID_BATCH = "brainstemHistoryIdBatch";
    /** Id mode, the guard and its weapon as one machine of two orthogonal regions, one batch (issue 42). */
    public static final String BRAINSTEM_REGIONS_ID_BATCH = "brainstemRegionsIdBatch";
    /** Id mode, the guard and its weapon as two machines, two batches over the same ids: the regions' baseline. */
    public static final String BRAINSTEM_TWO_BATCHES_ID_BATCH = "brainstemTwoBatchesIdBatch";
    /** Object mode with IDLE entering a deep-history group by its name rather than ALARM (issue 42). */
    public static final String BRAINSTEM_HISTORY_OBJECT_BATCH = "brainstemHistoryObjectBatch";
    /** Id mode, the crowd (issue 43): the waits as {@code @After}, so the waiters sleep. */
    public static final String BRAINSTEM_CROWD_ID_BATCH = "brainstemCrowdIdBatch";
    /** Id mode, the crowd with the waits as {@code @Transition} guards on {@code @TimeInState}: every waiter polled. */
    public static final String BRAINSTEM_POLLING_CROWD_ID_BATCH = "brainstemPollingCrowdIdBatch";
    /** Id mode, the guard with every update at {@code every = 1} (issue 43's time slicing): the pair slices' baseline. */
    public static final String BRAINSTEM_EVERY1_ID_BATCH = "brainstemEvery1IdBatch";
    /** Id mode, the guard with every update at {@code every = 4}. */
    public static final String BRAINSTEM_EVERY4_ID_BATCH = "brainstemEvery4IdBatch";
    /** Id mode, the guard with every update at {@code every = 8}. */
    public static final String BRAINSTEM_EVERY8_ID_BATCH = "brainstemEvery8IdBatch";
    // Brainstem's one-entity machines.
    public static final String BRAINSTEM_OBJECT_FSM = "brainstemObjectFsm";
    public static final String BRAINSTEM_ID_FSM = "brainstemIdFsm";
    // Hand-written: the limits (the faster of each pair at each size).
    public static final String HAND_SOA_BITSET_BUCKETS = "handSoaBitsetBuckets";
    public static final String HAND_SOA_COUNTING_BUCKETS = "handSoaCountingBuckets";
    public static final String HAND_OBJECT_BITSET_BUCKETS = "handObjectBitsetBuckets";
    public static final String HAND_OBJECT_COUNTING_BUCKETS = "handObjectCountingBuckets";
    // Hand-written: for comparison.
    /** The bitset limit with each transition made as it is decided, in Brainstem's order of handler calls. */
    public static final String HAND_SOA_BITSET_IN_ORDER = "handSoaBitsetInOrder";
    /** The bitset limit on two threads, for the parallel tick: the most two threads gain on that loop. */
    public static final String HAND_SOA_BITSET_PARALLEL = "handSoaBitsetParallel";
    /** The same on two threads by regions of 16,384 ids from one cursor, as Brainstem's parallel tick runs. */
    public static final String HAND_SOA_BITSET_REGIONS_PARALLEL = "handSoaBitsetRegionsParallel";
    /** The bitset limit for states that end by their time in state: {@link #BRAINSTEM_TIMED_ID_BATCH}'s limit. */
    public static final String HAND_SOA_BITSET_TIMED = "handSoaBitsetTimed";
    /** The crowd's polling limit: every waiter compared every tick (issue 43). */
    public static final String HAND_SOA_CROWD_POLLING = "handSoaCrowdPolling";
    /** The crowd's sleeping limit: the waiters in a timer wheel, visited when due (issue 43). */
    public static final String HAND_SOA_CROWD_WHEEL = "handSoaCrowdWheel";
    /** The crowd's sleeping loop with a binary heap in place of the wheel, to choose between the two. */
    public static final String HAND_SOA_CROWD_HEAP = "handSoaCrowdHeap";
    public static final String HAND_SOA_ID_BUCKETS = "handSoaIdBuckets";
    public static final String HAND_OBJECT_ID_BUCKETS = "handObjectIdBuckets";
    public static final String HAND_OBJECT_SWITCH = "handObjectSwitch";
    public static final String HAND_SOA_SWITCH = "handSoaSwitch";
    public static final String HAND_OBJECT_BUCKETS_SWAPPED = "handObjectBucketsSwapped";
    // Libraries.
    public static final String GDX_AI = "gdxAi";
    public static final String STATELESS4J = "stateless4j";
    public static final String SQUIRREL = "squirrel";
    public static final String SPRING = "spring";

    /**
     * The id-mode limit: at each size, the faster of these hand-written struct-of-arrays loops in the batch's
     * visiting order. Every ratio in the report is against it.
     */
    public static final List<String> LIMIT = List.of(HAND_SOA_BITSET_BUCKETS, HAND_SOA_COUNTING_BUCKETS);
    /** The object-mode limit: at each size, the faster of these hand-written object loops in the same order. */
    public static final List<String> OBJECT_LIMIT = List.of(HAND_OBJECT_BITSET_BUCKETS, HAND_OBJECT_COUNTING_BUCKETS);

    /**
     * The variants run on the churn workload (the guard runs every one): Brainstem's batches and one-entity
     * loops, the limits and gdx-ai, which keeps the whole JMH run within its time (benchmarks/run.sh).
     */
    public static final List<String> CHURN = List.of(
            BRAINSTEM_OBJECT_BATCH, BRAINSTEM_ID_BATCH, BRAINSTEM_OBJECT_BATCH_PARALLEL, BRAINSTEM_ID_BATCH_PARALLEL,
            BRAINSTEM_STACK_ID_BATCH, BRAINSTEM_OBJECT_FSM, BRAINSTEM_ID_FSM, HAND_SOA_BITSET_BUCKETS, HAND_SOA_COUNTING_BUCKETS,
            HAND_SOA_BITSET_IN_ORDER, HAND_SOA_BITSET_PARALLEL, HAND_SOA_BITSET_REGIONS_PARALLEL,
            HAND_OBJECT_BITSET_BUCKETS, HAND_OBJECT_COUNTING_BUCKETS, GDX_AI);

    /**
     * The variants that keep the workload's timers as a time in state (an entry time per entity and a clock, as
     * {@code @TimeInState} does): their decisions are the workload's, their arithmetic is not, so they compute
     * the same as each other rather than as the rest; x never moves and {@link Variant#timer} is the time in
     * state.
     */
    public static final List<String> TIMED = List.of(BRAINSTEM_TIMED_ID_BATCH, HAND_SOA_BITSET_TIMED);

    /**
     * The variants of the crowd workload ({@link Crowd}: 90% of the entities waiting, 10% running the guard with
     * the workload's tuning): they compute the same as each other, bit for bit, not the guard's reference.
     */
    public static final List<String> CROWD = List.of(BRAINSTEM_CROWD_ID_BATCH, BRAINSTEM_POLLING_CROWD_ID_BATCH,
            HAND_SOA_CROWD_POLLING, HAND_SOA_CROWD_WHEEL, HAND_SOA_CROWD_HEAP);

    /**
     * The guard deciding on one tick in 4 or 8 (issue 43): the workload's decisions with a coarser dt, so neither
     * the reference nor each other; {@link #BRAINSTEM_EVERY1_ID_BATCH} computes the workload exactly.
     */
    public static final List<String> SLICED = List.of(BRAINSTEM_EVERY4_ID_BATCH, BRAINSTEM_EVERY8_ID_BATCH);

    /** A variant: its name, what the table calls it, and how to make one. */
    public record Entry(String name, String label, Supplier<Variant> factory) {
    }

    private static final Map<String, Entry> ALL = new LinkedHashMap<>();
    /** Labels of every name the report knows, registered or not yet, in table order. */
    private static final Map<String, String> LABELS = new LinkedHashMap<>();

    static {
        LABELS.put(BRAINSTEM_OBJECT_BATCH, "Brainstem object mode, batch runner");
        LABELS.put(BRAINSTEM_ID_BATCH, "Brainstem id mode, batch runner");
        LABELS.put(BRAINSTEM_OBJECT_BATCH_PARALLEL, "Brainstem object mode, batch runner, 2 threads");
        LABELS.put(BRAINSTEM_ID_BATCH_PARALLEL, "Brainstem id mode, batch runner, 2 threads");
        LABELS.put(BRAINSTEM_OBJECT_BATCH_REGIONS, "Brainstem object mode, batch runner, in regions (1 thread)");
        add(BRAINSTEM_OBJECT_BATCH, "Brainstem object mode, batch runner", ObjectBatchVariant::new);
        add(BRAINSTEM_ID_BATCH, "Brainstem id mode, batch runner", IdBatchVariant::new);
        add(BRAINSTEM_OBJECT_BATCH_PARALLEL, "Brainstem object mode, batch runner, 2 threads",
                () -> new ObjectBatchVariant(true));
        add(BRAINSTEM_ID_BATCH_PARALLEL, "Brainstem id mode, batch runner, 2 threads", () -> new IdBatchVariant(true));
        add(BRAINSTEM_OBJECT_BATCH_REGIONS, "Brainstem object mode, batch runner, in regions (1 thread)",
                ObjectBatchVariant::inRegions);
        add(BRAINSTEM_ID_BATCH_INSPECTED, "Brainstem id mode, batch runner, inspector attached",
                InspectedIdBatchVariant::new);
        add(BRAINSTEM_GUARDED_ID_BATCH, "Brainstem id mode, batch runner, decisions as @Transition guards",
                ShapeIdBatchVariant::guarded);
        add(BRAINSTEM_STACK_ID_BATCH, "Brainstem id mode, batch runner, the machine with an @Interrupt state",
                ShapeIdBatchVariant::stack);
        add(BRAINSTEM_DICE_ID_BATCH, "Brainstem id mode, batch runner, IDLE drawing through a static method",
                ShapeIdBatchVariant::dice);
        add(BRAINSTEM_DT_ID_BATCH, "Brainstem id mode, batch runner, every update taking dt", ShapeIdBatchVariant::dt);
        add(BRAINSTEM_TIMED_ID_BATCH, "Brainstem id mode, batch runner, a guard per state on its time in state",
                ShapeIdBatchVariant::timed);
        // Newer than the last release: named, not linked, so that the release's build (pairs.sh) drops them.
        addNewer(BRAINSTEM_HISTORY_ID_BATCH, "Brainstem id mode, batch runner, IDLE entering a history group by its name",
                "brainstem.HistoryIdBatchVariant", "create");
        addNewer(BRAINSTEM_HISTORY_OBJECT_BATCH,
                "Brainstem object mode, batch runner, IDLE entering a history group by its name",
                "brainstem.HistoryObjectBatchVariant", null);
        addNewer(BRAINSTEM_REGIONS_ID_BATCH, "Brainstem id mode, batch runner, the guard and its weapon as two regions",
                "brainstem.RegionsIdBatchVariant", "oneBatch");
        addNewer(BRAINSTEM_TWO_BATCHES_ID_BATCH,
                "Brainstem id mode, the guard and its weapon as two machines, two batches over the same ids",
                "brainstem.RegionsIdBatchVariant", "twoBatches");
        addNewer(BRAINSTEM_CROWD_ID_BATCH, "Brainstem id mode, batch runner, the crowd, its waits as @After (sleeping)",
                "brainstem.CrowdIdBatchVariant", "sleeping");
        addNewer(BRAINSTEM_POLLING_CROWD_ID_BATCH,
                "Brainstem id mode, batch runner, the crowd, its waits as @TimeInState guards (polling)",
                "brainstem.CrowdIdBatchVariant", "polling");
        addNewer(BRAINSTEM_EVERY1_ID_BATCH, "Brainstem id mode, batch runner, every update at every = 1",
                "brainstem.SlicedIdBatchVariant", "every1");
        addNewer(BRAINSTEM_EVERY4_ID_BATCH, "Brainstem id mode, batch runner, every update at every = 4",
                "brainstem.SlicedIdBatchVariant", "every4");
        addNewer(BRAINSTEM_EVERY8_ID_BATCH, "Brainstem id mode, batch runner, every update at every = 8",
                "brainstem.SlicedIdBatchVariant", "every8");
        add(BRAINSTEM_OBJECT_FSM, "Brainstem object mode, one-entity loop (XFsm.update per guard)", ObjectFsmVariant::new);
        add(BRAINSTEM_ID_FSM, "Brainstem id mode, one-entity loop (XFsm.update per id)", IdFsmVariant::new);
        add(HAND_SOA_BITSET_BUCKETS, "hand-written struct-of-arrays, bitset buckets (a limit)", SoaBitsetBuckets::new);
        add(HAND_SOA_COUNTING_BUCKETS, "hand-written struct-of-arrays, buckets rebuilt by a counting pass (a limit)",
                SoaCountingBuckets::new);
        add(HAND_OBJECT_BITSET_BUCKETS, "hand-written objects, bitset buckets (an object-mode limit)",
                ObjectBitsetBuckets::new);
        add(HAND_OBJECT_COUNTING_BUCKETS,
                "hand-written objects, buckets rebuilt by a counting pass (an object-mode limit)", ObjectCountingBuckets::new);
        add(HAND_SOA_BITSET_IN_ORDER,
                "hand-written struct-of-arrays, bitset buckets, each transition as it is decided (not a limit)",
                SoaBitsetInOrder::new);
        add(HAND_SOA_BITSET_PARALLEL, "hand-written struct-of-arrays, bitset buckets, 2 threads (not a limit)",
                SoaBitsetBucketsParallel::new);
        add(HAND_SOA_BITSET_REGIONS_PARALLEL,
                "hand-written struct-of-arrays, bitset buckets, 2 threads by regions (not a limit)",
                SoaBitsetRegionsParallel::new);
        add(HAND_SOA_BITSET_TIMED, "hand-written struct-of-arrays, bitset buckets, an entry time per id (the timed limit)",
                SoaBitsetTimed::new);
        add(HAND_SOA_CROWD_POLLING, "hand-written struct-of-arrays, the crowd, every waiter polled (its polling limit)",
                SoaCrowdPolling::new);
        add(HAND_SOA_CROWD_WHEEL, "hand-written struct-of-arrays, the crowd, waiters in a timer wheel (its limit)",
                SoaCrowdWheel::new);
        add(HAND_SOA_CROWD_HEAP, "hand-written struct-of-arrays, the crowd, waiters in a binary heap",
                SoaCrowdHeap::new);
        add(HAND_SOA_ID_BUCKETS, "hand-written struct-of-arrays, id-ordered lists (the old limit)", SoaIdBuckets::new);
        add(HAND_OBJECT_ID_BUCKETS, "hand-written objects in id-ordered lists", ObjectIdBuckets::new);
        add(HAND_OBJECT_SWITCH, "hand-written per-entity switch over objects", ObjectSwitch::new);
        add(HAND_SOA_SWITCH, "hand-written struct-of-arrays switch", SoaSwitch::new);
        add(HAND_OBJECT_BUCKETS_SWAPPED, "hand-written object buckets swapped each tick (C design)", ObjectBucketsSwapped::new);
        add(GDX_AI, "libGDX gdx-ai 1.8.2 DefaultStateMachine", GdxAiVariant::new);
        add(STATELESS4J, "stateless4j 2.6.0", Stateless4jVariant::new);
        add(SQUIRREL, "squirrel-foundation 0.3.10", SquirrelVariant::new);
        add(SPRING, "Spring Statemachine 4.0.2", SpringVariant::new);
    }

    private Variants() {
    }

    private static void add(String name, String label, Supplier<Variant> factory) {
        ALL.put(name, new Entry(name, label, factory));
        LABELS.put(name, label);
    }

    /**
     * A variant newer than the last release, by the name of its class under {@code dev.brainstem.benchmarks}
     * and of its static factory (null: its public constructor): the release's build, which compiles this tree's
     * benchmarks against the release's runtime, drops the files benchmarks/newer-than-release names, and the
     * variant is then only a label (pairs.sh's {@code PAIRS=release} runs none of them).
     */
    private static void addNewer(String name, String label, String className, String factory) {
        LABELS.put(name, label);
        Class<?> type;
        try {
            type = Class.forName("dev.brainstem.benchmarks." + className);
        } catch (ClassNotFoundException dropped) {
            return;
        }
        add(name, label, () -> {
            try {
                Object made = factory == null ? type.getConstructor().newInstance()
                        : type.getMethod(factory).invoke(null);
                return (Variant) made;
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException("variant " + name + ": " + className + "." + factory, e);
            }
        });
    }

    /** A new, not yet set up, variant. */
    public static Variant create(String name) {
        Entry e = ALL.get(name);
        if (e == null) {
            throw new IllegalArgumentException("no variant named " + name + "; there are " + ALL.keySet());
        }
        return e.factory().get();
    }

    /** The table label of a variant, or the name itself for one this build does not know. */
    public static String label(String name) {
        return LABELS.getOrDefault(name, name);
    }

    /** Every name the report knows, registered or not yet, in table order. */
    public static List<String> knownNames() {
        return Collections.unmodifiableList(new ArrayList<>(LABELS.keySet()));
    }

    /**
     * A list of variant names, comma-separated, for JMH's {@code -p variant=}: {@code churn} ({@link #CHURN})
     * or {@code all}.
     */
    public static String list(String which) {
        return switch (which) {
            case "churn" -> String.join(",", CHURN);
            case "all" -> String.join(",", names());
            default -> throw new IllegalArgumentException("no list " + which + "; there are churn and all");
        };
    }

    /** Prints {@link #list(String)} of its argument: {@code java -cp benchmarks.jar ...Variants churn}. */
    public static void main(String[] args) {
        System.out.println(list(args.length == 0 ? "all" : args[0]));
    }

    /** Every variant name, in table order. */
    public static List<String> names() {
        return Collections.unmodifiableList(new ArrayList<>(ALL.keySet()));
    }
}
