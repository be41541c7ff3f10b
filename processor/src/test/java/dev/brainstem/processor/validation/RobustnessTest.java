package dev.brainstem.processor.validation;

import static com.google.common.truth.Truth.assertThat;
import static dev.brainstem.processor.validation.Compile.brokenWithoutOutput;
import static dev.brainstem.processor.validation.Compile.error;
import static dev.brainstem.processor.validation.Compile.errorAt;
import static dev.brainstem.processor.validation.Compile.errorCount;
import static dev.brainstem.processor.validation.Sources.GUARD_STATE;
import static dev.brainstem.processor.validation.Sources.LIGHT;
import static dev.brainstem.processor.validation.Sources.guard;

import com.google.testing.compile.Compilation;
import dev.brainstem.processor.model.MachineModel;
import dev.brainstem.processor.model.StatesReference;
import dev.brainstem.processor.reading.GeneratedNames;
import dev.brainstem.processor.reading.AnnotationValues;
import dev.brainstem.processor.reading.MachineReader;
import dev.brainstem.processor.reading.ReturnScanner;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.TypeElement;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** Several errors at once, a valid machine beside a broken one, and values javac rejects itself. */
class RobustnessTest {

    @Test
    void everyProblemOfAMachineIsReportedInOneCompilation() {
        JavaFileObject guard = guard(
                "to = \"PURSUIT\"", "to = \"PURSIUT\"",
                "void resetTimer()", "private void resetTimer()",
                "void forget(GuardState next) { x = 0; }", "GuardState forget(GuardState next) { return null; }");
        Compilation compilation = Compile.run(GUARD_STATE, guard);
        errorAt(compilation, "[BrainstemUnknownState] GuardState has no state \"PURSIUT\"; did you mean \"PURSUIT\"?",
                guard, "\"PURSIUT\"");
        error(compilation, "[BrainstemHandlerModifier] @OnEnter handler resetTimer() is private; handlers are "
                + "instance methods that are not private, static or abstract. The generated code calls it from "
                + "outside the class; make it package-private or public", guard, "resetTimer()");
        error(compilation, "[BrainstemHandlerReturn] @OnExit handler forget(GuardState) returns GuardState, which is "
                + "not an accepted form. Accepted forms: void forget(), void forget(GuardState to) (in a system class "
                + "whose handlers all take `int id` first, the same with `int id` first)", guard, "forget(");
        errorCount(compilation, 3);
        brokenWithoutOutput(compilation, "test.Guard");
    }

    @Test
    void aValidMachineIsWrittenBesideABrokenOne() {
        JavaFileObject lamp = Sources.file("Lamp", """
                @StateMachine(Light.class)
                class Lamp {
                    @OnUpdate(value = "OFF", to = "ON") Light off() { return Light.ON; }
                    @OnUpdate(value = "ON", to = "OF") Light on() { return Light.OFF; }
                }
                """);
        Compilation compilation = Compile.run(GUARD_STATE, Sources.GUARD, LIGHT, lamp);
        errorAt(compilation, "[BrainstemUnknownState] Light has no state \"OF\"; did you mean \"OFF\"?", lamp, "\"OF\"");
        errorCount(compilation, 1);
        brokenWithoutOutput(compilation, "test.Lamp");
        assertThat(Compile.outputsFor(compilation, "test.Guard")).isNotEmpty();
    }

    @Test
    void handlerWithoutValueIsLeftToJavac() {
        JavaFileObject guard = guard("@OnUpdate(value = \"IDLE\", to = \"ALARM\")", "@OnUpdate(to = \"ALARM\")");
        Compilation compilation = Compile.run(GUARD_STATE, guard);
        errorAt(compilation, "annotation @dev.brainstem.OnUpdate is missing a default value for the element 'value'",
                guard, "@OnUpdate(to");
        errorCount(compilation, 1);
        brokenWithoutOutput(compilation, "test.Guard");
    }

    @Test
    void handlerNamingAMissingType() {
        JavaFileObject guard = guard("void forget(GuardState next)", "void forget(Missing next)");
        Compilation compilation = Compile.run(GUARD_STATE, guard);
        errorAt(compilation, "cannot find symbol\n  symbol:   class Missing\n  location: class test.Guard",
                guard, "Missing next");
        error(compilation, "[BrainstemUndefined] @StateMachine class Guard needs Missing, which javac could not "
                + "resolve by the last round (it is missing or misspelled, not accessible here, or the processor meant "
                + "to write it did not), so GuardFsm was not generated. Fix the name, or the processor that should "
                + "write it", guard, "public class Guard");
        errorCount(compilation, 2);
        brokenWithoutOutput(compilation, "test.Guard");
    }

    @Test
    void stateMachineWithoutValueIsLeftToJavac() {
        JavaFileObject guard = guard("@StateMachine(GuardState.class)", "@StateMachine");
        Compilation compilation = Compile.run(GUARD_STATE, guard);
        errorAt(compilation, "annotation @dev.brainstem.StateMachine is missing a default value for the element "
                + "'value'", guard, "@StateMachine");
        errorCount(compilation, 1);
        brokenWithoutOutput(compilation, "test.Guard");
    }

    /**
     * javac rejects a value outside {@code Class<? extends Enum<?>>} before processors run, so a model
     * whose value is not an enum, as another compiler might deliver it, is made here from a real one.
     */
    @Test
    void valueThatIsNotAnEnum() {
        JavaFileObject lamp = Sources.file("Lamp", """
                @Holder(String.class)
                @StateMachine(Light.class)
                class Lamp {
                    @OnUpdate(value = "OFF", to = "ON") Light off() { return Light.ON; }
                    @OnUpdate(value = "ON", to = "OFF") Light on() { return Light.OFF; }
                }

                @interface Holder { Class<?> value(); }
                """);
        List<Boolean> verdicts = new ArrayList<>();
        Compilation compilation = Compile.with(new AbstractProcessor() {
            @Override
            public Set<String> getSupportedAnnotationTypes() {
                return Set.of("test.Holder");
            }

            @Override
            public SourceVersion getSupportedSourceVersion() {
                return SourceVersion.latestSupported();
            }

            @Override
            public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
                TypeElement type = processingEnv.getElementUtils().getTypeElement("test.Lamp");
                if (type == null || round.processingOver()) {
                    return false;
                }
                ReturnScanner returns = ReturnScanner.create(processingEnv);
                GeneratedNames names = new GeneratedNames(processingEnv.getElementUtils(), processingEnv.getTypeUtils());
                MachineModel real = new MachineReader(processingEnv, returns, names).read(type);
                AnnotationValue string = AnnotationValues.find(type, "test.Holder")
                        .flatMap(holder -> AnnotationValues.explicit(holder, "value")).orElseThrow();
                MachineModel notAnEnum = new MachineModel(real.entity(), real.annotation(), real.shape(),
                        real.packageName(), real.generatedPrefix(), real.publicType(),
                        new StatesReference(StatesReference.Kind.NOT_ENUM, Optional.empty(), "String"),
                        Optional.of(string), real.maxTransitionsPerTick(), real.maxTransitionsAttribute(),
                        real.settle(), real.handlers(), real.undefined(), real.takenNames(), real.region(),
                        real.afters());
                ErrorReporter reporter = new ErrorReporter(processingEnv.getMessager(), returns.trees());
                verdicts.add(MachineValidator.validate(notAnEnum, reporter).isPresent());
                return false;
            }
        }, LIGHT, lamp);
        assertThat(verdicts).containsExactly(false);
        error(compilation, "[BrainstemNotEnum] @StateMachine(String.class) must name an enum annotated @States; String "
                + "is not an enum", lamp, "@StateMachine(Light.class)");
        errorCount(compilation, 1);
        Compile.noCrash(compilation);
    }
}
