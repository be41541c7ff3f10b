package dev.brainstem.processor.validation;

import static com.google.common.truth.Truth.assertWithMessage;
import static dev.brainstem.processor.validation.Sources.OFF;
import static dev.brainstem.processor.validation.Sources.ON;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * A states enum or a machine's class declared as an auxiliary class (beside another in a file named for
 * it, or nested in a class that is): the generated classes would make javac warn {@code [auxiliaryclass]}
 * in their own files, so it is one error, on the enum or the class, with the fix. Every compilation runs under
 * {@code -Xlint:all} and asserts every diagnostic javac printed.
 */
class AuxiliaryClassCheckTest {

    private static final String LAMP = "@StateMachine(Light.class)\nclass Lamp {\n    boolean on;\n    " + OFF
            + "\n    " + ON + "\n}\n";

    @Test
    void enumBesideItsMachineIsOneErrorOnTheEnum() {
        JavaFileObject lamp = Sources.file("Lamp", LAMP + "\n@States\nenum Light { OFF, ON }\n");
        Compilation compilation = Compile.run(lamp);
        Compile.errorAt(compilation, "[BrainstemAuxiliaryEnum] The states enum Light is declared in Lamp.java, a file "
                + "named for another class, so the generated classes, which name it, would make javac warn "
                + "[auxiliaryclass] (an error under -Werror). Move Light to a file of its own, Light.java, or nest "
                + "Light in the @StateMachine class", lamp, "enum Light");
        onlyDiagnostic(compilation);
    }

    @Test
    void enumNestedInAnAuxiliaryClassNamesThatClass() {
        JavaFileObject lamp = Sources.file("Lamp", LAMP.replace("Light.class", "Things.Light.class")
                .replace("Light off()", "Things.Light off()").replace("Light on(", "Things.Light on(")
                .replace("Light.ON", "Things.Light.ON").replace("Light.OFF", "Things.Light.OFF")
                + "\nclass Things {\n    @States\n    enum Light { OFF, ON }\n}\n");
        Compilation compilation = Compile.run(lamp);
        Compile.errorAt(compilation, "[BrainstemAuxiliaryEnum] The states enum Things.Light is declared in Lamp.java, a "
                + "file named for another class, so the generated classes, which name it, would make javac warn "
                + "[auxiliaryclass] (an error under -Werror). Move Things to a file of its own, Things.java, or nest "
                + "Light in the @StateMachine class", lamp, "enum Light");
        onlyDiagnostic(compilation);
    }

    @Test
    void twoMachinesOfOneAuxiliaryEnumReadItOnce() {
        JavaFileObject lamp = Sources.file("Lamp", LAMP + "\n@States\nenum Light { OFF, ON }\n");
        JavaFileObject torch = Sources.file("Torch", LAMP.replace("class Lamp", "class Torch"));
        Compilation compilation = Compile.run(lamp, torch);
        Compile.errorAt(compilation, "[BrainstemAuxiliaryEnum] The states enum Light is declared in Lamp.java, a file "
                + "named for another class, so the generated classes, which name it, would make javac warn "
                + "[auxiliaryclass] (an error under -Werror). Move Light to a file of its own, Light.java, or nest "
                + "Light in the @StateMachine class", lamp, "enum Light");
        // Torch.java names Light too, and javac warns there itself; nothing is said in a generated file.
        Compile.errorCount(compilation, 1);
        for (var d : compilation.diagnostics()) {
            assertWithMessage("diagnostics:\n%s", Compile.all(compilation)).that(d.getSource()).isAnyOf(lamp, torch);
        }
    }

    @Test
    void aMachineWithAnotherErrorReadsThatErrorAlone() {
        // The other error comes first; the auxiliary enum is reported once the machine is otherwise sound.
        JavaFileObject lamp = Sources.file("Lamp", LAMP.replace("value = \"ON\", to", "value = \"ONN\", to")
                + "\n@States\nenum Light { OFF, ON }\n");
        Compilation compilation = Compile.run(lamp);
        Compile.errorAt(compilation, "[BrainstemUnknownState] Light has no state \"ONN\"; did you mean \"ON\"?", lamp,
                "\"ONN\"");
        onlyDiagnostic(compilation);
    }

    @Test
    void enumInItsOwnFileOrNestedInTheMachineIsQuiet() {
        JavaFileObject light = Sources.file("Light", "@States\nenum Light { OFF, ON }\n");
        JavaFileObject lamp = Sources.file("Lamp", LAMP);
        Compilation own = Compile.run(light, lamp);
        assertWithMessage("diagnostics:\n%s", Compile.all(own)).that(own.diagnostics()).isEmpty();
        JavaFileObject nested = Sources.file("Lamp", LAMP.replace("Light.class", "Lamp.Light.class")
                .replace("    boolean on;", "    @States\n    enum Light { OFF, ON }\n    boolean on;"));
        Compilation inside = Compile.run(nested);
        assertWithMessage("diagnostics:\n%s", Compile.all(inside)).that(inside.diagnostics()).isEmpty();
    }

    @Test
    void machineBesideAnotherClassIsOneErrorOnTheMachine() {
        JavaFileObject light = Sources.file("Light", "@States\nenum Light { OFF, ON }\n");
        JavaFileObject lamps = Sources.file("Lamps", "class Lamps { }\n\n" + LAMP);
        Compilation compilation = Compile.run(light, lamps);
        Compile.errorAt(compilation, "[BrainstemAuxiliaryMachine] @StateMachine class Lamp is declared in Lamps.java, "
                + "a file named for another class, so the generated classes, which name it, would make javac warn "
                + "[auxiliaryclass] (an error under -Werror). Move Lamp to a file of its own, Lamp.java", lamps,
                "class Lamp {");
        onlyDiagnostic(compilation);
    }

    @Test
    void machineAndItsNestedEnumInAnotherClassesFileAreOneError() {
        JavaFileObject lamps = Sources.file("Lamps", "class Lamps { }\n\n" + LAMP.replace("Light.class",
                "Lamp.Light.class").replace("    boolean on;", "    @States\n    enum Light { OFF, ON }\n    boolean on;"));
        Compilation compilation = Compile.run(lamps);
        Compile.errorAt(compilation, "[BrainstemAuxiliaryMachine] @StateMachine class Lamp is declared in Lamps.java, "
                + "a file named for another class, so the generated classes, which name it, would make javac warn "
                + "[auxiliaryclass] (an error under -Werror). Move Lamp to a file of its own, Lamp.java", lamps,
                "class Lamp {");
        onlyDiagnostic(compilation);
    }

    /** The compilation printed one diagnostic of any kind (the one asserted): no warning from generated code. */
    private static void onlyDiagnostic(Compilation compilation) {
        assertWithMessage("diagnostics:\n%s", Compile.all(compilation)).that(compilation.diagnostics()).hasSize(1);
        Compile.noCrash(compilation);
    }
}
