package dev.brainstem.processor.validation;

import static dev.brainstem.processor.validation.Compile.brokenWithoutOutput;
import static dev.brainstem.processor.validation.Compile.errorSpanning;
import static dev.brainstem.processor.validation.Compile.errorCount;
import static dev.brainstem.processor.validation.Sources.OFF;
import static dev.brainstem.processor.validation.Sources.ON;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Check 7, the enum {@code @StateMachine} names: annotated {@code @States}, with constants, and
 * reachable from the generated classes. Each on the {@code value}.
 */
class StateEnumCheckTest {

    @Test
    void enumWithoutStatesAnnotation() {
        JavaFileObject light = Sources.file("Light", "public enum Light { OFF, ON }\n");
        JavaFileObject lamp = Sources.file("Lamp",
                "@StateMachine(Light.class)\nclass Lamp {\n    boolean on;\n    " + OFF + "\n    " + ON + "\n}\n");
        Compilation compilation = Compile.run(light, lamp);
        errorSpanning(compilation, "[BrainstemMissingStates] @StateMachine names Light, which is not annotated @States. "
                + "Annotate it: @States enum Light", lamp, "@StateMachine([[Light.class]])");
        errorCount(compilation, 1);
        brokenWithoutOutput(compilation, "test.Lamp");
    }

    @Test
    void enumWithoutConstants() {
        JavaFileObject dark = Sources.file("Dark", "@States\npublic enum Dark { ; }\n");
        JavaFileObject lamp = Sources.file("Lamp", "@StateMachine(Dark.class)\nclass Lamp { }\n");
        Compilation compilation = Compile.run(dark, lamp);
        errorSpanning(compilation, "[BrainstemNoStates] Dark has no constants; a machine needs at least one state. Add its "
                + "states as enum constants", lamp, "@StateMachine([[Dark.class]])");
        errorCount(compilation, 1);
        brokenWithoutOutput(compilation, "test.Lamp");
    }

    @Test
    void privateEnumOfStates() {
        // javac lets a class name a private enum of its own top-level class; the generated code could not.
        JavaFileObject house = Sources.file("House", """
                class House {
                    @States
                    private enum Light { OFF, ON }

                    @StateMachine(Light.class)
                    static class Lamp {
                        boolean on;

                        @OnUpdate(value = "OFF", to = "ON") Light off() { return on ? Light.ON : null; }
                        @OnUpdate(value = "ON", to = "OFF") Light on(float dt) { return on ? null : Light.OFF; }
                    }
                }
                """);
        Compilation compilation = Compile.run(house);
        errorSpanning(compilation, "[BrainstemInaccessibleStates] The states enum Light is declared private, so the "
                + "generated classes in package test cannot name it. Make it package-private or public",
                house, "@StateMachine([[Light.class]])");
        errorCount(compilation, 1);
        brokenWithoutOutput(compilation, "test.House.Lamp");
    }

    @Test
    void valueThatNeverAppears() {
        JavaFileObject lamp = Sources.file("Lamp", "@StateMachine(Missing.class)\nclass Lamp { }\n");
        Compilation compilation = Compile.run(lamp);
        Compile.errorAt(compilation, "cannot find symbol\n  symbol: class Missing", lamp, "Missing.class");
        errorSpanning(compilation, "[BrainstemUndefined] @StateMachine class Lamp needs Missing, which javac could not "
                + "resolve by the last round (it is missing or misspelled, not accessible here, or the processor meant "
                + "to write it did not), so LampFsm was not generated. Fix the name, or the processor that should "
                + "write it", lamp, "@StateMachine([[Missing.class]])");
        errorCount(compilation, 2);
        brokenWithoutOutput(compilation, "test.Lamp");
    }
}
