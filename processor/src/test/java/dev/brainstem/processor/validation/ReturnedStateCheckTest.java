package dev.brainstem.processor.validation;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.brainstem.processor.validation.Compile.brokenWithoutOutput;
import static dev.brainstem.processor.validation.Compile.errorSpanning;
import static dev.brainstem.processor.validation.Compile.errorCount;
import static dev.brainstem.processor.validation.Compile.warningAt;
import static dev.brainstem.processor.validation.Sources.GUARD_STATE;
import static dev.brainstem.processor.validation.Sources.guard;

import com.google.common.truth.Truth;
import com.google.testing.compile.Compilation;
import dev.brainstem.processor.BrainstemProcessor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.TypeElement;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Check 6, a returned constant that `to` lacks, on the return expression; the warning for a `to`
 * entry never returned; and both skipped where javac's trees are not offered.
 */
class ReturnedStateCheckTest {

    @Test
    void returnOfAStateMissingFromTo() {
        JavaFileObject guard = guard("return x >= 1 ? GuardState.SEARCH : null;",
                "return x >= 1 ? GuardState.SEARCH : GuardState.IDLE;");
        Compilation compilation = Compile.run(GUARD_STATE, guard);
        errorSpanning(compilation, "[BrainstemUndeclaredReturn] pursue(float) returns GuardState.IDLE, but its `to` does "
                + "not list \"IDLE\" (to = \"SEARCH\"). Add it to `to`, or return null to stay",
                guard, "SEARCH : [[GuardState.IDLE]];");
        errorCount(compilation, 1);
        brokenWithoutOutput(compilation, "test.Guard");
    }

    @Test
    void everyUndeclaredReturnIsReported() {
        JavaFileObject guard = guard(
                "GuardState linger(float dt) { timer += dt; return timer >= 0.5f ? GuardState.IDLE : null; }", """
                GuardState linger(float dt) {
                        timer += dt;
                        if (timer > 9) {
                            return GuardState.ALARM;
                        }
                        return timer >= 0.5f ? GuardState.IDLE : (GuardState.PURSUIT);
                    }""");
        Compilation compilation = Compile.run(GUARD_STATE, guard);
        errorSpanning(compilation, "[BrainstemUndeclaredReturn] linger(float) returns GuardState.ALARM, but its `to` does "
                + "not list \"ALARM\" (to = \"IDLE\"). Add it to `to`, or return null to stay",
                guard, "return [[GuardState.ALARM]];");
        errorSpanning(compilation, "[BrainstemUndeclaredReturn] linger(float) returns GuardState.PURSUIT, but its `to` does "
                + "not list \"PURSUIT\" (to = \"IDLE\"). Add it to `to`, or return null to stay",
                guard, "([[GuardState.PURSUIT]])");
        errorCount(compilation, 2);
        brokenWithoutOutput(compilation, "test.Guard");
    }

    @Test
    void returningAServedStateStays() {
        // alarm() returns ALARM, its own state, which its `to` need not list; linger() serves two states.
        JavaFileObject guard = guard("return timer >= 0.5f ? GuardState.IDLE : null;",
                "return timer >= 0.5f ? GuardState.IDLE : GuardState.STUNNED;");
        assertThat(Compile.run(GUARD_STATE, guard)).succeededWithoutWarnings();
    }

    @Test
    void toEntryNeverReturnedIsAWarningOnThatEntry() {
        JavaFileObject guard = guard("@OnUpdate(value = \"IDLE\", to = \"ALARM\")",
                "@OnUpdate(value = \"IDLE\", to = {\"ALARM\", \"SEARCH\"})");
        Compilation compilation = Compile.run(GUARD_STATE, guard);
        assertThat(compilation).succeeded();
        warningAt(compilation, "[BrainstemUnusedTo] idle() lists \"SEARCH\" in `to` but never returns "
                + "GuardState.SEARCH. Remove it from `to`, or return it where it applies",
                guard, "to = {\"ALARM\", |\"SEARCH\"}");
        Truth.assertThat(compilation.warnings()).hasSize(1);
        Compile.noCrash(compilation);
    }

    @Test
    void noWarningWhenABodyReturnsSomethingUnread() {
        JavaFileObject guard = guard(
                "@OnUpdate(value = \"IDLE\", to = \"ALARM\")\n    GuardState idle() { return seesPlayer ? GuardState.ALARM : null; }",
                "@OnUpdate(value = \"IDLE\", to = {\"ALARM\", \"SEARCH\"})\n"
                        + "    GuardState idle() { GuardState next = pick(); return next; }\n"
                        + "    GuardState pick() { return seesPlayer ? GuardState.ALARM : null; }");
        assertThat(Compile.run(GUARD_STATE, guard)).succeededWithoutWarnings();
    }

    @Test
    void aLocalVariableIsFollowedToWhatItIsGiven() {
        JavaFileObject guard = guard(
                "@OnUpdate(value = \"IDLE\", to = \"ALARM\")\n    GuardState idle() { return seesPlayer ? GuardState.ALARM : null; }",
                "@OnUpdate(value = \"IDLE\", to = {\"ALARM\", \"SEARCH\"})\n"
                        + "    GuardState idle() {\n        GuardState next = null;\n"
                        + "        if (seesPlayer) next = GuardState.ALARM;\n        if (x > 2) next = GuardState.PURSUIT;\n"
                        + "        return next;\n    }");
        Compilation compilation = Compile.run(GUARD_STATE, guard);
        errorSpanning(compilation, "[BrainstemUndeclaredReturn] idle() returns GuardState.PURSUIT, but its `to` does "
                + "not list \"PURSUIT\" (to = {\"ALARM\", \"SEARCH\"}). Add it to `to`, or return null to stay",
                guard, "next = [[GuardState.PURSUIT]];");
        errorCount(compilation, 1);
        Truth.assertThat(compilation.warnings()).hasSize(1);
        Truth.assertThat(compilation.warnings().get(0).getMessage(java.util.Locale.ROOT))
                .startsWith("[BrainstemUnusedTo] idle() lists \"SEARCH\"");
    }

    @Test
    void withoutJavacTreesBodiesAreNotReadAndNothingIsSaid() {
        JavaFileObject guard = guard(
                "return x >= 1 ? GuardState.SEARCH : null;", "return x >= 1 ? GuardState.SEARCH : GuardState.IDLE;",
                "@OnUpdate(value = \"IDLE\", to = \"ALARM\")", "@OnUpdate(value = \"IDLE\", to = {\"ALARM\", \"SEARCH\"})");
        // With javac's trees: one error and one warning.
        Compilation withTrees = Compile.run(GUARD_STATE, guard);
        errorCount(withTrees, 1);
        Truth.assertThat(withTrees.warnings()).hasSize(1);
        // In a wrapped environment, as some build tools give processors: neither; the runtime check stands.
        Compilation wrapped = Compile.with(new WrappedEnvironment(new BrainstemProcessor()), GUARD_STATE, guard);
        assertThat(wrapped).succeededWithoutWarnings();
        assertThat(wrapped).generatedSourceFile("test.GuardFsm");
    }

    /**
     * Runs a processor in a processing environment that is not javac's own class, as wrapping build
     * tools do: {@code Trees.instance} refuses it.
     */
    static final class WrappedEnvironment extends AbstractProcessor {
        private final AbstractProcessor delegate;

        WrappedEnvironment(AbstractProcessor delegate) {
            this.delegate = delegate;
        }

        @Override
        public synchronized void init(ProcessingEnvironment env) {
            super.init(env);
            ProcessingEnvironment wrapped = (ProcessingEnvironment) Proxy.newProxyInstance(
                    getClass().getClassLoader(), new Class<?>[] {ProcessingEnvironment.class},
                    (proxy, method, args) -> {
                        try {
                            return method.invoke(env, args);
                        } catch (InvocationTargetException e) {
                            throw e.getCause();
                        }
                    });
            delegate.init(wrapped);
        }

        @Override
        public Set<String> getSupportedAnnotationTypes() {
            return delegate.getSupportedAnnotationTypes();
        }

        @Override
        public SourceVersion getSupportedSourceVersion() {
            return delegate.getSupportedSourceVersion();
        }

        @Override
        public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
            return delegate.process(annotations, round);
        }
    }
}
