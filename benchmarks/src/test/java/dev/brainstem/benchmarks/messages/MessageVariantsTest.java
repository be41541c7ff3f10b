package dev.brainstem.benchmarks.messages;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brainstem.benchmarks.messages.westworld.WestWorld;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every variant of each message workload computes the same thing: after 1, 2, 3, 7, 100 and 400 ticks, the same
 * state counts and the same checksum of every entity's state and fields as the hand-written queue; and the
 * workloads do what they say (the mail's quarter of transitions, West World's messages all flowing). The
 * Brainstem batches and the hand-written queue allocate nothing in a steady-state tick.
 */
class MessageVariantsTest {
    private static final int[] CHECKS = {1, 2, 3, 7, 100, 400};

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {MessageVariants.MAIL, MessageVariants.WEST_WORLD})
    void everyVariantComputesTheSame(String workload) {
        int entities = 2_000;
        List<MessageVariant> variants = new ArrayList<>();
        for (String name : MessageVariants.VARIANTS) {
            MessageVariant v = MessageVariants.create(workload, name);
            v.setUp(entities);
            assertEquals(entities, v.entities(), name);
            variants.add(v);
        }
        MessageVariant reference = variants.get(MessageVariants.VARIANTS.indexOf(MessageVariants.HAND_QUEUE));
        int ticked = 0;
        for (int check : CHECKS) {
            for (; ticked < check; ticked++) {
                // gdx-ai's timepiece is one for the JVM: each West World takes its own in turn.
                for (MessageVariant v : variants) {
                    if (v instanceof dev.brainstem.benchmarks.messages.westworld.GdxAiWestWorld g) {
                        g.takeTimepiece();
                    }
                    v.tick();
                }
            }
            int[] counts = reference.stateCounts();
            long checksum = reference.checksum();
            for (int i = 0; i < variants.size(); i++) {
                String name = MessageVariants.VARIANTS.get(i);
                assertArrayEquals(counts, variants.get(i).stateCounts(), name + ": state counts after " + check + " ticks");
                assertEquals(checksum, variants.get(i).checksum(), name + ": checksum after " + check + " ticks");
            }
        }
        int[] counts = reference.stateCounts();
        if (workload.equals(MessageVariants.MAIL)) {
            // The orders spread the entities over the four states.
            for (int c : counts) {
                assertTrue(c > entities / 8, "mail state counts " + Arrays.toString(counts));
            }
        } else {
            WestWorld.View view = (WestWorld.View) reference;
            int couples = entities / 2;
            long stews = 0, visits = 0, cooking = 0;
            for (int i = 0; i < couples; i++) {
                stews += view.miner(i)[5];
                visits += view.wife(i)[3];
                cooking += view.wife(i)[0];
            }
            // Every couple has had many "hi honey"s and stews by now; one update in ten is a bathroom visit.
            assertTrue(stews > couples * 10L, "stews eaten " + stews);
            assertTrue(cooking > 0 && cooking < couples, "wives cooking " + cooking);
            assertTrue(Math.abs(visits - couples * 400L / 10.0) < couples * 400L * 0.01, "visits " + visits);
            int miners = 0;
            for (int s = 0; s < WestWorld.MINER_STATES; s++) {
                miners += counts[s];
                assertTrue(s == WestWorld.EAT_STEW || counts[s] > 0, "miner state counts " + Arrays.toString(counts));
            }
            assertEquals(couples, miners);
            assertEquals(0, counts[WestWorld.MINER_STATES + WestWorld.BATHROOM], "nobody stays in the bathroom");
        }
    }

    @org.junit.jupiter.api.Test
    void aQuarterOfTheMailChangesState() {
        // Orders are one draw in four; every order is a transition.
        int orders = 0, all = 0;
        int r = dev.brainstem.benchmarks.messages.mail.Mail.SEED;
        for (int i = 0; i < 100_000; i++) {
            r = dev.brainstem.benchmarks.Workload.xorshift(r);
            all++;
            orders += (r & 3) == 0 ? 1 : 0;
        }
        assertEquals(0.25, orders / (double) all, 0.01);
    }

    static Stream<Arguments> allocationFree() {
        return MessageVariants.WORKLOADS.stream().flatMap(w -> Stream.of(MessageVariants.BRAINSTEM_ID_BATCH,
                MessageVariants.BRAINSTEM_OBJECT_BATCH, MessageVariants.HAND_QUEUE).map(v -> Arguments.of(w, v)));
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("allocationFree")
    void aTickAllocatesNothing(String workload, String name) {
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        MessageVariant variant = MessageVariants.create(workload, name);
        variant.setUp(1000);
        for (int t = 0; t < 300; t++) {
            variant.tick();
        }
        long least = Long.MAX_VALUE;
        for (int round = 0; round < 3; round++) {
            long before = threads.getCurrentThreadAllocatedBytes();
            for (int t = 0; t < 50; t++) {
                variant.tick();
            }
            least = Math.min(least, threads.getCurrentThreadAllocatedBytes() - before);
        }
        assertEquals(0, least, workload + " " + name + ": bytes allocated by 50 ticks");
    }
}
