package dev.brainstem.benchmarks;

import dev.brainstem.benchmarks.brainstem.IdBatchVariant;
import dev.brainstem.benchmarks.brainstem.IdFsmVariant;
import dev.brainstem.benchmarks.brainstem.ObjectBatchVariant;
import dev.brainstem.benchmarks.brainstem.ObjectFsmVariant;
import dev.brainstem.benchmarks.handwritten.ObjectBucketsSwapped;
import dev.brainstem.benchmarks.handwritten.ObjectIdBuckets;
import dev.brainstem.benchmarks.handwritten.ObjectSwitch;
import dev.brainstem.benchmarks.handwritten.SoaBitsetBuckets;
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
 * {@code variant} {@code @Param} of {@code TickBenchmark} (a test checks the two agree).
 */
public final class Variants {
    // Brainstem's batch runner (registered when GuardBatch/GuardsBatch land; see benchmarks/README.md).
    public static final String BRAINSTEM_OBJECT_BATCH = "brainstemObjectBatch";
    public static final String BRAINSTEM_ID_BATCH = "brainstemIdBatch";
    public static final String BRAINSTEM_OBJECT_BATCH_PARALLEL = "brainstemObjectBatchParallel";
    public static final String BRAINSTEM_ID_BATCH_PARALLEL = "brainstemIdBatchParallel";
    // Brainstem's one-entity machines.
    public static final String BRAINSTEM_OBJECT_FSM = "brainstemObjectFsm";
    public static final String BRAINSTEM_ID_FSM = "brainstemIdFsm";
    // Hand-written.
    public static final String HAND_OBJECT_SWITCH = "handObjectSwitch";
    public static final String HAND_SOA_SWITCH = "handSoaSwitch";
    public static final String HAND_OBJECT_BUCKETS_SWAPPED = "handObjectBucketsSwapped";
    public static final String HAND_OBJECT_ID_BUCKETS = "handObjectIdBuckets";
    public static final String HAND_SOA_ID_BUCKETS = "handSoaIdBuckets";
    public static final String HAND_SOA_BITSET_BUCKETS = "handSoaBitsetBuckets";
    // Libraries.
    public static final String GDX_AI = "gdxAi";
    public static final String STATELESS4J = "stateless4j";
    public static final String SQUIRREL = "squirrel";
    public static final String SPRING = "spring";

    /** The variant every other is compared with: the practical limit. */
    public static final String BASELINE = HAND_SOA_ID_BUCKETS;

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
        add(BRAINSTEM_OBJECT_BATCH, "Brainstem object mode, batch runner", ObjectBatchVariant::new);
        add(BRAINSTEM_ID_BATCH, "Brainstem id mode, batch runner", IdBatchVariant::new);
        add(BRAINSTEM_OBJECT_BATCH_PARALLEL, "Brainstem object mode, batch runner, 2 threads",
                () -> new ObjectBatchVariant(true));
        add(BRAINSTEM_ID_BATCH_PARALLEL, "Brainstem id mode, batch runner, 2 threads", () -> new IdBatchVariant(true));
        add(BRAINSTEM_OBJECT_FSM, "Brainstem object mode, one-entity XFsm per guard", ObjectFsmVariant::new);
        add(BRAINSTEM_ID_FSM, "Brainstem id mode, one-entity XFsm per id", IdFsmVariant::new);
        add(HAND_OBJECT_SWITCH, "hand-written per-entity switch over objects", ObjectSwitch::new);
        add(HAND_SOA_SWITCH, "hand-written struct-of-arrays switch", SoaSwitch::new);
        add(HAND_OBJECT_BUCKETS_SWAPPED, "hand-written object buckets swapped each tick (C design)", ObjectBucketsSwapped::new);
        add(HAND_OBJECT_ID_BUCKETS, "hand-written objects in id-ordered buckets", ObjectIdBuckets::new);
        add(HAND_SOA_ID_BUCKETS, "hand-written struct-of-arrays, id-ordered buckets (the limit)", SoaIdBuckets::new);
        add(HAND_SOA_BITSET_BUCKETS, "hand-written struct-of-arrays, bitset buckets (a probe, not a target)",
                SoaBitsetBuckets::new);
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

    /** Every variant name, in table order. */
    public static List<String> names() {
        return Collections.unmodifiableList(new ArrayList<>(ALL.keySet()));
    }
}
