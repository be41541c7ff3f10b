package dev.brainstem.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.TypeElement;
import org.junit.jupiter.api.Test;

/**
 * A machine whose states enum another processor writes in a later round is processed in that round,
 * not dropped: Brainstem defers it while its {@code value} does not resolve.
 */
class DeferredStatesTest {

    /** Writes the enum {@code test.Mood} in its first round, as a code generator of the user's would. */
    static final class MoodWriter extends AbstractProcessor {
        private boolean written;

        @Override
        public Set<String> getSupportedAnnotationTypes() {
            return Set.of("*");
        }

        @Override
        public SourceVersion getSupportedSourceVersion() {
            return SourceVersion.latestSupported();
        }

        @Override
        public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
            if (!written) {
                written = true;
                try (Writer out = processingEnv.getFiler().createSourceFile("test.Mood").openWriter()) {
                    out.write("package test;\n@dev.brainstem.States public enum Mood { CALM, ANGRY }\n");
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
            return false;
        }
    }

    @Test
    void machineOverAnEnumWrittenInALaterRoundIsGenerated() {
        Compilation compilation = javac()
                .withProcessors(new MoodWriter(), new BrainstemProcessor())
                .compile(JavaFileObjects.forSourceLines("test.Pet",
                        "package test;",
                        "import dev.brainstem.*;",
                        "@StateMachine(Mood.class)",
                        "public class Pet {",
                        "    boolean poked;",
                        "    @OnUpdate(value = \"CALM\", to = \"ANGRY\")",
                        "    Mood calm() { return poked ? Mood.ANGRY : null; }",
                        "    @OnUpdate(value = \"ANGRY\", to = \"CALM\")",
                        "    Mood angry() { return Mood.CALM; }",
                        "}"));
        assertThat(compilation).succeededWithoutWarnings();
        assertThat(compilation).generatedSourceFile("test.PetFsm");
        assertThat(compilation).generatedSourceFile("test.PetBatch");
    }
}
