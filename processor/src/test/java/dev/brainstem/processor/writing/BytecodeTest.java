package dev.brainstem.processor.writing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;

/**
 * The bytecode javac makes of the generated code, read from the class files: the dispatch path
 * ({@code dispatch}, {@code onEnter}, {@code onUpdate}, {@code onExit} and the tree of smaller
 * switches that large machines are split into) switches with {@code tableswitch}; no method of
 * {@code XFsm} has a {@code lookupswitch}; every switch method of a split machine is small enough for
 * HotSpot to inline (325 bytes); and no method of any generated class exceeds 8000 bytes of bytecode,
 * the size above which HotSpot never compiles a method.
 */
class BytecodeTest {
    private static final int HUGE_METHOD_LIMIT = 8000;
    /** HotSpot's FreqInlineSize: the largest hot method it inlines. */
    private static final int INLINE_LIMIT = 325;
    private static final List<String> EVENT_METHODS = List.of("onEnter", "onUpdate", "onExit");
    private static final Pattern CHUNK = Pattern.compile("(onEnter|onUpdate|onExit)_(\\d+)To(\\d+)");

    @Test
    void theDesignsGuard() {
        Generated generated = Generated.compile("test.guard.GuardState", Machines.GUARD_STATE,
                "test.guard.Guard", Machines.GUARD);
        check(generated, "test.guard.GuardFsm", 5, Set.of());
    }

    @Test
    void aFourStateIdModeMachine() {
        Generated generated = Generated.compile("test.watch.WatchState", Machines.WATCH_STATE,
                "test.watch.Watches", Machines.WATCHES);
        // No state has an exit handler: onExit is one statement, not a switch whose arms are all alike.
        check(generated, "test.watch.WatchesFsm", 4, Set.of("onExit"));
    }

    static Stream<Arguments> sizes() {
        return Stream.of(
                Arguments.of(1, false), // fewer labels than javac turns into a table, without padding
                Arguments.of(2, true),
                Arguments.of(3, false),
                Arguments.of(4, false),
                Arguments.of(StateSwitch.LEAF, false), // the most one method holds
                Arguments.of(StateSwitch.LEAF + 1, true), // the fewest that are split
                Arguments.of(StateSwitch.LEAF * StateSwitch.FANOUT + 1, false), // three levels
                Arguments.of(100, false),
                Arguments.of(1000, false)); // id mode splits the same way (17 above); one big compile is enough
    }

    @ParameterizedTest(name = "{0} states, id mode {1}")
    @MethodSource("sizes")
    void generatedMachines(int states, boolean idMode) {
        // One state: every event method runs the same code for all (one) states, so none switches.
        Set<String> uniform = states == 1 ? Set.copyOf(EVENT_METHODS) : Set.of();
        check(BigMachine.compiled(states, idMode), BigMachine.pkg(states, idMode) + ".BigFsm", states, uniform);
    }

    /** @param uniform the event methods whose states all run the same code: they have no switch */
    private static void check(Generated generated, String fsmName, int states, Set<String> uniform) {
        ClassFile fsm = generated.classFile(fsmName);

        ClassFile.Method dispatch = fsm.method("dispatch");
        assertEquals(1, dispatch.count(ClassFile.TABLESWITCH), "dispatch switches on the event");
        for (String event : EVENT_METHODS) {
            long parts = fsm.methods().stream().filter(m -> m.name().startsWith(event)
                    && CHUNK.matcher(m.name()).matches()).count();
            if (uniform.contains(event)) {
                assertEquals(0, fsm.method(event).count(ClassFile.TABLESWITCH), event);
                assertEquals(0, parts, event);
                continue;
            }
            assertEquals(1, fsm.method(event).count(ClassFile.TABLESWITCH), event);
            assertEquals(branchMethods(0, states), parts, event + " is split into switches of at most "
                    + StateSwitch.LEAF + " states");
            if (states > StateSwitch.LEAF) {
                assertTrue(fsm.method(event).codeLength() <= INLINE_LIMIT, fsm.method(event) + " inlinable");
            }
        }
        for (ClassFile.Method method : fsm.methods()) {
            if (CHUNK.matcher(method.name()).matches()) {
                assertEquals(1, method.count(ClassFile.TABLESWITCH), method.toString());
                assertTrue(method.codeLength() <= INLINE_LIMIT, fsm.name() + "." + method + " is "
                        + method.codeLength() + " bytes, too big to inline");
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

    /** How many methods the switch over states [first, first + count) branches to, all levels down. */
    private static long branchMethods(int first, int count) {
        if (count <= StateSwitch.LEAF) {
            return 0;
        }
        int span = StateSwitch.span(count);
        long methods = 0;
        for (int lo = 0; lo < count; lo += span) {
            methods += 1 + branchMethods(first + lo, Math.min(span, count - lo));
        }
        return methods;
    }
}
