package dev.brainstem.processor.validation;

import static dev.brainstem.processor.validation.Compile.brokenWithoutOutput;
import static dev.brainstem.processor.validation.Compile.errorAt;
import static dev.brainstem.processor.validation.Compile.errorCount;
import static dev.brainstem.processor.validation.Sources.LIGHT;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** Check 7, mixed modes: some handlers take an int id first and others do not. */
class ModeCheckTest {
    private static final String RULE = " A class mixes no modes: either every handler takes `int id` first (the class is "
            + "a system that owns its entities' data) or none does (each object is an entity)";

    @Test
    void objectHandlerInASystemIsReportedOnTheMethod() {
        JavaFileObject lamps = Sources.file("Lamps", """
                @StateMachine(Light.class)
                class Lamps {
                    boolean[] on = new boolean[16];

                    @OnUpdate(value = "OFF", to = "ON") Light off(int id) { return on[id] ? Light.ON : null; }
                    @OnUpdate(value = "ON", to = "OFF") Light on(int id, float dt) { return on[id] ? null : Light.OFF; }
                    @OnEnter("ON") void lit() { }
                }
                """);
        Compilation compilation = Compile.run(LIGHT, lamps);
        errorAt(compilation, "[BrainstemMixedModes] @OnEnter handler lit() takes no int id first, but the handlers of "
                + "this machine disagree (2 of 3 take an int id first)." + RULE, lamps, "lit()");
        errorCount(compilation, 1);
        brokenWithoutOutput(compilation, "test.Lamps");
    }

    @Test
    void intParameterInAnObjectMachineIsReportedOnTheParameter() {
        JavaFileObject lamp = Sources.file("Lamp", """
                @StateMachine(Light.class)
                class Lamp {
                    boolean on;

                    @OnUpdate(value = "OFF", to = "ON") Light off() { return on ? Light.ON : null; }
                    @OnUpdate(value = "ON", to = "OFF") Light on(float dt) { return on ? null : Light.OFF; }
                    @OnEnter("ON") void lit(int brightness) { }
                }
                """);
        Compilation compilation = Compile.run(LIGHT, lamp);
        Compile.errorSpanning(compilation, "[BrainstemMixedModes] @OnEnter handler lit(int) takes an int first, but the handlers of "
                + "this machine disagree (1 of 3 take an int id first)." + RULE, lamp, "lit([[int brightness]])");
        errorCount(compilation, 1);
        brokenWithoutOutput(compilation, "test.Lamp");
    }

    @Test
    void onATieTheFirstHandlerDecides() {
        JavaFileObject lamps = Sources.file("Lamps", """
                @StateMachine(Light.class)
                class Lamps {
                    boolean[] on = new boolean[16];

                    @OnUpdate(value = "OFF", to = "ON") Light off(int id) { return on[id] ? Light.ON : null; }
                    @OnUpdate(value = "ON", to = "OFF") Light on(float dt) { return Light.OFF; }
                }
                """);
        Compilation compilation = Compile.run(LIGHT, lamps);
        errorAt(compilation, "[BrainstemMixedModes] @OnUpdate handler on(float) takes no int id first, but the handlers "
                + "of this machine disagree (1 of 2 take an int id first)." + RULE, lamps, "on(float");
        errorCount(compilation, 1);
        brokenWithoutOutput(compilation, "test.Lamps");
    }
}
