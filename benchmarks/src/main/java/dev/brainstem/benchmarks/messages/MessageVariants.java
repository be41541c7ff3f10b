package dev.brainstem.benchmarks.messages;

import dev.brainstem.benchmarks.messages.mail.GdxAiMail;
import dev.brainstem.benchmarks.messages.mail.HandMailQueue;
import dev.brainstem.benchmarks.messages.mail.MailIdBatchVariant;
import dev.brainstem.benchmarks.messages.mail.MailObjectBatchVariant;
import dev.brainstem.benchmarks.messages.westworld.GdxAiWestWorld;
import dev.brainstem.benchmarks.messages.westworld.HandWestWorld;
import dev.brainstem.benchmarks.messages.westworld.WestWorldIdBatchVariant;
import dev.brainstem.benchmarks.messages.westworld.WestWorldObjectBatchVariant;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The message workloads and their variants by name: the {@code workload} and {@code variant} {@code @Param}
 * values of {@code MessageBenchmark}. Every workload has every variant.
 */
public final class MessageVariants {
    /** The workloads. */
    public static final String MAIL = "mail", WEST_WORLD = "westWorld";
    /** The variants: Brainstem's batches in id and object mode, gdx-ai, and the hand-written limit. */
    public static final String BRAINSTEM_ID_BATCH = "brainstemIdBatch", BRAINSTEM_OBJECT_BATCH = "brainstemObjectBatch",
            GDX_AI = "gdxAi", HAND_QUEUE = "handQueue";

    public static final List<String> WORKLOADS = List.of(MAIL, WEST_WORLD);
    public static final List<String> VARIANTS = List.of(BRAINSTEM_ID_BATCH, BRAINSTEM_OBJECT_BATCH, GDX_AI, HAND_QUEUE);

    private static final Map<String, Map<String, Supplier<MessageVariant>>> ALL = Map.of(
            MAIL, Map.of(
                    BRAINSTEM_ID_BATCH, MailIdBatchVariant::new,
                    BRAINSTEM_OBJECT_BATCH, MailObjectBatchVariant::new,
                    GDX_AI, GdxAiMail::new,
                    HAND_QUEUE, HandMailQueue::new),
            WEST_WORLD, Map.of(
                    BRAINSTEM_ID_BATCH, WestWorldIdBatchVariant::new,
                    BRAINSTEM_OBJECT_BATCH, WestWorldObjectBatchVariant::new,
                    GDX_AI, GdxAiWestWorld::new,
                    HAND_QUEUE, HandWestWorld::new));

    private MessageVariants() {
    }

    /** A new, not yet set up, variant of {@code workload}. */
    public static MessageVariant create(String workload, String variant) {
        Map<String, Supplier<MessageVariant>> byName = ALL.get(workload);
        if (byName == null) {
            throw new IllegalArgumentException("no message workload named " + workload + "; there are " + WORKLOADS);
        }
        Supplier<MessageVariant> factory = byName.get(variant);
        if (factory == null) {
            throw new IllegalArgumentException("no variant named " + variant + "; there are " + VARIANTS);
        }
        return factory.get();
    }
}
