package dev.brainstem.processor.validation;

import static dev.brainstem.processor.validation.Compile.brokenWithoutOutput;
import static dev.brainstem.processor.validation.Compile.errorAt;
import static dev.brainstem.processor.validation.Compile.errorCount;
import static dev.brainstem.processor.validation.Sources.LIGHT;
import static dev.brainstem.processor.validation.Sources.OFF;
import static dev.brainstem.processor.validation.Sources.ON;

import com.google.testing.compile.Compilation;
import java.util.stream.Stream;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Check 7, the annotated type: an interface, enum, record or annotation type; a private, inner or
 * generic class; and {@code maxTransitionsPerTick} below 1.
 */
class MachineClassCheckTest {
    private static final String HANDLERS = "    boolean on;\n    " + OFF + "\n    " + ON + "\n";

    static Stream<Arguments> notClasses() {
        return Stream.of(
                Arguments.of("interface Lamp {\n    default void x() { }\n}\n",
                        "interface Lamp, but it belongs on a class: the generated code calls the handlers on objects "
                                + "of the annotated class, so annotate a class (it may implement this interface)"),
                Arguments.of("enum Lamp { BRIGHT, DIM }\n",
                        "enum Lamp, but it belongs on a class: annotate the enum of states @States instead, and put "
                                + "@StateMachine(Lamp.class) on the class whose methods handle the states"),
                Arguments.of("record Lamp(boolean on) { }\n",
                        "record Lamp, but it belongs on a class: a record's fields are final, so its handlers could "
                                + "change nothing; use a class"),
                Arguments.of("@interface Lamp { }\n",
                        "annotation type Lamp, but it belongs on a class: annotate the class whose methods handle "
                                + "the states"));
    }

    @ParameterizedTest
    @MethodSource("notClasses")
    void stateMachineOnATypeThatIsNotAClass(String declaration, String expected) {
        JavaFileObject lamp = Sources.file("Lamp", "@StateMachine(Light.class)\n" + declaration);
        Compilation compilation = Compile.run(LIGHT, lamp);
        errorAt(compilation, "[BrainstemNotAClass] @StateMachine is on " + expected, lamp, "@StateMachine");
        errorCount(compilation, 1);
        brokenWithoutOutput(compilation, "test.Lamp");
    }

    @Test
    void privateNestedClass() {
        JavaFileObject outer = Sources.file("Outer",
                "class Outer {\n    @StateMachine(Light.class)\n    private static class Lamp {\n" + HANDLERS + "    }\n}\n");
        Compilation compilation = Compile.run(LIGHT, outer);
        errorAt(compilation, "[BrainstemPrivateClass] @StateMachine class Lamp is private, but the generated classes "
                + "in its package must reach it. Make Lamp package-private or public", outer, "@StateMachine");
        errorCount(compilation, 1);
        brokenWithoutOutput(compilation, "test.Outer.Lamp");
    }

    @Test
    void classNestedInAPrivateClass() {
        JavaFileObject outer = Sources.file("Outer", "class Outer {\n    private static class Room {\n"
                + "        @StateMachine(Light.class)\n        static class Lamp {\n" + HANDLERS + "        }\n    }\n}\n");
        Compilation compilation = Compile.run(LIGHT, outer);
        errorAt(compilation, "[BrainstemPrivateClass] @StateMachine class Lamp is nested in private class Room, but "
                + "the generated classes in its package must reach it. Make Room package-private or public",
                outer, "@StateMachine");
        errorCount(compilation, 1);
        brokenWithoutOutput(compilation, "test.Outer.Room.Lamp");
    }

    @Test
    void innerClass() {
        JavaFileObject outer = Sources.file("Outer",
                "class Outer {\n    @StateMachine(Light.class)\n    class Lamp {\n" + HANDLERS + "    }\n}\n");
        Compilation compilation = Compile.run(LIGHT, outer);
        errorAt(compilation, "[BrainstemInnerClass] @StateMachine class Lamp is an inner (non-static) class: the "
                + "generated classes cannot make or hold it without an outer instance. Make it static",
                outer, "@StateMachine");
        errorCount(compilation, 1);
        brokenWithoutOutput(compilation, "test.Outer.Lamp");
    }

    @Test
    void genericClass() {
        JavaFileObject lamp = Sources.file("Lamp",
                "@StateMachine(Light.class)\nclass Lamp<T extends Number> {\n    T power;\n" + HANDLERS + "}\n");
        Compilation compilation = Compile.run(LIGHT, lamp);
        errorAt(compilation, "[BrainstemGenericMachine] @StateMachine class Lamp declares type parameters <T>; the "
                + "generated classes would use it as a raw type. Remove them, or annotate a non-generic subclass",
                lamp, "@StateMachine");
        errorCount(compilation, 1);
        brokenWithoutOutput(compilation, "test.Lamp");
    }

    @Test
    void noTransitionAllowedPerTick() {
        JavaFileObject lamp = Sources.file("Lamp", "@StateMachine(value = Light.class, maxTransitionsPerTick = 0)\n"
                + "class Lamp {\n" + HANDLERS + "}\n");
        Compilation compilation = Compile.run(LIGHT, lamp);
        errorAt(compilation, "[BrainstemTransitionLimit] maxTransitionsPerTick is 0; an entity must be allowed at "
                + "least one transition per tick. Use 1 or more (the default is 8)", lamp, "maxTransitionsPerTick = |0");
        errorCount(compilation, 1);
        brokenWithoutOutput(compilation, "test.Lamp");
    }

    @Test
    void negativeTransitionLimit() {
        JavaFileObject lamp = Sources.file("Lamp", "@StateMachine(value = Light.class, maxTransitionsPerTick = -3)\n"
                + "class Lamp {\n" + HANDLERS + "}\n");
        Compilation compilation = Compile.run(LIGHT, lamp);
        Compile.error(compilation, "[BrainstemTransitionLimit] maxTransitionsPerTick is -3; an entity must be allowed "
                + "at least one transition per tick. Use 1 or more (the default is 8)", lamp, "-3");
        errorCount(compilation, 1);
        brokenWithoutOutput(compilation, "test.Lamp");
    }

    @Test
    void nestedStaticClassInAnInterfaceIsAMachine() {
        JavaFileObject house = Sources.file("House",
                "interface House {\n    @StateMachine(Light.class)\n    class Lamp {\n" + HANDLERS + "    }\n}\n");
        Compilation compilation = Compile.run(LIGHT, house);
        com.google.testing.compile.CompilationSubject.assertThat(compilation).succeededWithoutWarnings();
        com.google.testing.compile.CompilationSubject.assertThat(compilation).generatedSourceFile("test.House_LampFsm");
    }
}
