package dev.brainstem.processor.writing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;

/**
 * The bytecode javac makes of the generated code, read from the class files: the dispatch path
 * ({@code dispatch}, {@code onEnter}, {@code onUpdate}, {@code onExit} and the per-chunk methods
 * that large machines are split into) switches with {@code tableswitch}; no method of {@code XFsm}
 * has a {@code lookupswitch}; and no method of any generated class exceeds 8000 bytes of bytecode,
 * the size above which HotSpot never compiles a method.
 */
class BytecodeTest {
    private static final int HUGE_METHOD_LIMIT = 8000;
    private static final List<String> EVENT_METHODS = List.of("onEnter", "onUpdate", "onExit");
    private static final Pattern CHUNK = Pattern.compile("(onEnter|onUpdate|onExit)(\\d+)To(\\d+)");

    @Test
    void theDesignsGuard() {
        Generated generated = Generated.compile("test.guard.GuardState", Machines.GUARD_STATE,
                "test.guard.Guard", Machines.GUARD);
        check(generated, "test.guard.GuardFsm", 5);
    }

    @Test
    void aFourStateIdModeMachine() {
        Generated generated = Generated.compile("test.watch.WatchState", Machines.WATCH_STATE,
                "test.watch.Watches", Machines.WATCHES);
        check(generated, "test.watch.WatchesFsm", 4);
    }

    static Stream<Arguments> sizes() {
        return Stream.of(
                Arguments.of(1, false), // fewer labels than javac turns into a table, without padding
                Arguments.of(2, true),
                Arguments.of(3, false),
                Arguments.of(4, false),
                Arguments.of(100, false), // the most one method holds
                Arguments.of(101, true), // the fewest that are split
                Arguments.of(1000, false)); // id mode splits the same way (101 above); one big compile is enough
    }

    @ParameterizedTest(name = "{0} states, id mode {1}")
    @MethodSource("sizes")
    void generatedMachines(int states, boolean idMode) {
        check(BigMachine.compiled(states, idMode), BigMachine.pkg(states, idMode) + ".BigFsm", states);
    }

    private static void check(Generated generated, String fsmName, int states) {
        ClassFile fsm = generated.classFile(fsmName);

        ClassFile.Method dispatch = fsm.method("dispatch");
        assertEquals(1, dispatch.count(ClassFile.TABLESWITCH), "dispatch switches on the event");
        int chunks = (states + StateSwitch.CHUNK - 1) / StateSwitch.CHUNK;
        for (String event : EVENT_METHODS) {
            assertEquals(1, fsm.method(event).count(ClassFile.TABLESWITCH), event);
            long parts = fsm.methods().stream().filter(m -> m.name().startsWith(event)
                    && CHUNK.matcher(m.name()).matches()).count();
            assertEquals(chunks == 1 ? 0 : chunks, parts, event + " is split into chunks of "
                    + StateSwitch.CHUNK + " states");
        }
        for (ClassFile.Method method : fsm.methods()) {
            if (CHUNK.matcher(method.name()).matches()) {
                assertEquals(1, method.count(ClassFile.TABLESWITCH), method.toString());
            }
            assertEquals(0, method.count(ClassFile.LOOKUPSWITCH), fsm.name() + "." + method + " has a lookupswitch");
        }

        List<ClassFile> classes = generated.generatedClasses();
        assertTrue(classes.stream().anyMatch(c -> c.name().equals(fsm.name())), "found " + fsm.name());
        for (ClassFile generatedClass : classes) {
            for (ClassFile.Method method : generatedClass.methods()) {
                assertFalse(method.codeLength() > HUGE_METHOD_LIMIT,
                        generatedClass.name() + "." + method + " is over " + HUGE_METHOD_LIMIT + " bytes");
            }
        }
    }
}
