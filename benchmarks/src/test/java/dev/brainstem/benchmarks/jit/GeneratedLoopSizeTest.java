package dev.brainstem.benchmarks.jit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.management.HotSpotDiagnosticMXBean;
import dev.brainstem.benchmarks.brainstem.BrainstemDiceGuardsBatch;
import dev.brainstem.benchmarks.brainstem.BrainstemDiceGuardsFsm;
import dev.brainstem.benchmarks.brainstem.BrainstemDtGuardsBatch;
import dev.brainstem.benchmarks.brainstem.BrainstemDtGuardsFsm;
import dev.brainstem.benchmarks.brainstem.BrainstemGuardedGuardsBatch;
import dev.brainstem.benchmarks.brainstem.BrainstemGuardedGuardsFsm;
import dev.brainstem.benchmarks.brainstem.BrainstemGuardsBatch;
import dev.brainstem.benchmarks.brainstem.BrainstemGuardsFsm;
import dev.brainstem.benchmarks.brainstem.BrainstemTimedGuardsBatch;
import dev.brainstem.benchmarks.brainstem.BrainstemTimedGuardsFsm;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The generated code on a tick's path stays within the bytecode size HotSpot's C2 inlines at a hot call
 * site ({@code FreqInlineSize}, read from the running JVM: 325 bytes on x86-64), for the benchmark's machines of
 * every handler shape. Each state's loop is reached through a {@code WordLoop} and is worth its speed only
 * inlined there, and its decision, the check of a handler's result and the transition only inlined into the
 * loop: a method that grows past the limit becomes a call on every entity's path, and a call in a loop makes
 * the JIT read again, on each pass, every field and array the loop uses (benchmarks/README.md, "The id batch
 * in every start"). A change to the generated code that breaks this fails here before any benchmark runs.
 */
class GeneratedLoopSizeTest {
    /** The methods of a generated batch that a tick runs per entity or per state's loop. */
    private static final Pattern BATCH_PATH = Pattern.compile("(update\\d+_\\w+|decide\\d+_\\w+|updated|move)\\(.*");
    /** The machine's switches the transition runs, and the handler result's ordinal. */
    private static final Pattern FSM_PATH = Pattern.compile("(onEnter|onExit|ordinal)\\(.*");

    static Stream<Arguments> machines() {
        return Stream.of(
                Arguments.of(BrainstemGuardsBatch.class, BrainstemGuardsFsm.class),
                Arguments.of(BrainstemDiceGuardsBatch.class, BrainstemDiceGuardsFsm.class),
                Arguments.of(BrainstemDtGuardsBatch.class, BrainstemDtGuardsFsm.class),
                Arguments.of(BrainstemTimedGuardsBatch.class, BrainstemTimedGuardsFsm.class),
                Arguments.of(BrainstemGuardedGuardsBatch.class, BrainstemGuardedGuardsFsm.class));
    }

    static int freqInlineSize() {
        HotSpotDiagnosticMXBean vm = ManagementFactory.getPlatformMXBean(HotSpotDiagnosticMXBean.class);
        return Integer.parseInt(vm.getVMOption("FreqInlineSize").getValue());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("machines")
    void theTicksPathInlinesAtAHotCallSite(Class<?> batch, Class<?> fsm) throws IOException {
        int limit = freqInlineSize();
        List<String> tooBig = new ArrayList<>();
        int loops = 0;
        for (Map.Entry<String, Integer> m : Bytecode.sizes(batch).entrySet()) {
            if (BATCH_PATH.matcher(m.getKey()).matches()) {
                loops += m.getKey().matches("update\\d+_.*") ? 1 : 0;
                if (m.getValue() > limit) {
                    tooBig.add(batch.getSimpleName() + "." + m.getKey() + ": " + m.getValue() + " bytes");
                }
            }
        }
        for (Map.Entry<String, Integer> m : Bytecode.sizes(fsm).entrySet()) {
            if (FSM_PATH.matcher(m.getKey()).matches() && m.getValue() > limit) {
                tooBig.add(fsm.getSimpleName() + "." + m.getKey() + ": " + m.getValue() + " bytes");
            }
        }
        assertEquals(4, loops, "each of the guard's four states has a loop that decides");
        assertTrue(tooBig.isEmpty(), "past FreqInlineSize (" + limit + " bytes): " + tooBig);
    }

    @Test
    void readsTheSizesJavacWrote() throws IOException {
        Map<String, Integer> sizes = Bytecode.sizes(Sizes.class);
        // aload_0, getfield, ireturn.
        assertEquals(5, sizes.get("x()I"));
        // iconst_0, istore_1, iload_1, bipush 100, if_icmpge, iinc, goto, iload_1, ireturn: 16 bytes.
        assertEquals(16, sizes.get("loop()I"));
        assertFalse(sizes.containsKey("none()V"), "an abstract method has no code");
    }

    @Test
    void refusesWhatIsNoClassFile() {
        assertTrue(assertThrowsIo(new byte[] {1, 2, 3, 4}).contains("not a class file"));
    }

    private static String assertThrowsIo(byte[] bytes) {
        try {
            Bytecode.sizes(bytes);
        } catch (IOException e) {
            return e.getMessage();
        }
        throw new AssertionError("no IOException");
    }

    /** A class whose methods' sizes are known. */
    abstract static class Sizes {
        int x;

        int x() {
            return x;
        }

        static int loop() {
            int i = 0;
            while (i < 100) {
                i++;
            }
            return i;
        }

        abstract void none();
    }
}
