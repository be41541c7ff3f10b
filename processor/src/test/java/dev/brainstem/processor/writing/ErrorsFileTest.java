package dev.brainstem.processor.writing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import dev.brainstem.processor.BrainstemProcessor;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A machine with errors gets {@code META-INF/brainstem/<machine class>.errors} in the class output: its
 * errors, a line each, {@code path:line:column: message}, exactly as javac reports them (so a tool that
 * shows the file points where the compiler does); a later clean build of it empties the file, and a
 * machine that never failed has none.
 */
class ErrorsFileTest {
    static Stream<Arguments> brokenMachines() {
        String[] door = Machines.golden().get("door");
        String[] soldiers = Machines.golden().get("soldiers");
        String[] sentry = Machines.golden().get("sentry");
        String[] regions = Machines.golden().get("regions");
        String[] mail = Machines.golden().get("mail");
        return Stream.of(
                broken("an option's value", sentry, "test.sentry.Sentry",
                        edit("@StateMachine(SentryState.class)", "@StateMachine(value = SentryState.class, maxTransitionsPerTick = 0)")),
                broken("a state no `to` reaches", soldiers, "test.soldiers.Soldier",
                        edit("@Transition(from = \"ARMED\", to = \"TAKE_COVER\")", "@Transition(from = \"ARMED\", to = \"PATROL\")")),
                broken("a misspelled target in a list", soldiers, "test.soldiers.Soldier",
                        edit("to = {\"AIM\", \"RELOADING\"}", "to = {\"AIM\", \"RELOADIN\"}")),
                broken("a value of a repeated annotation", soldiers, "test.soldiers.Soldier",
                        edit("initial = \"AIM\"", "initial = \"AIMING\"")),
                broken("a returned state the `to` lacks, and the state it left unreached", door, "test.door.Door",
                        edit("@OnUpdate(value = \"CLOSED\", to = \"OPENING\")", "@OnUpdate(value = \"CLOSED\", to = \"OPEN\")")),
                broken("a handler's parameter", mail, "test.mail.Miner",
                        edit("MinerState dig() {", "MinerState dig(String what) {")),
                broken("a follower region's guard", regions, "test.regions.Soldier",
                        edit("@Transition(from = \"READY\", to = \"AIM\")", "@Transition(from = \"READY\", to = \"AIMS\")")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("brokenMachines")
    void listsTheErrorsAsJavacReportsThem(String what, String[] sources, String machine) {
        Compilation compilation = Compiler.javac().withProcessors(new BrainstemProcessor()).compile(files(sources));
        List<String> reported = new ArrayList<>();
        for (Diagnostic<? extends JavaFileObject> error : compilation.errors()) {
            reported.add(error.getSource().getName() + ":" + error.getLineNumber() + ":" + error.getColumnNumber()
                    + ": " + error.getMessage(Locale.ROOT));
        }
        assertFalse(reported.isEmpty(), what + ": the edit makes no error");
        assertTrue(reported.stream().allMatch(line -> line.contains(": [Brainstem")), reported.toString());
        String file = content(errorsFile(compilation, machine).orElseThrow(() -> new AssertionError("no .errors file")));
        assertEquals(String.join("\n", reported) + "\n", file, what);
    }

    @Test
    void aCleanMachineHasNoFile() {
        Compilation compilation = Compiler.javac().withProcessors(new BrainstemProcessor())
                .compile(files(Machines.golden().get("sentry")));
        assertTrue(errorsFile(compilation, "test.sentry.Sentry").isEmpty());
    }

    /** Builds into one class output, as an IDE or Maven does: broken, then fixed, then broken again. */
    @Test
    void aCleanBuildEmptiesTheFileOfAnEarlierOne(@TempDir Path classes) throws IOException {
        String[] sentry = Machines.golden().get("sentry");
        String[] broken = sentry.clone();
        broken[3] = broken[3].replace("@StateMachine(SentryState.class)",
                "@StateMachine(value = SentryState.class, maxTransitionsPerTick = 0)");
        Path errors = classes.resolve("META-INF/brainstem/test.sentry.Sentry.errors");

        assertFalse(build(broken, classes), "the broken machine compiles");
        List<String> lines = Files.readAllLines(errors, StandardCharsets.UTF_8);
        assertEquals(1, lines.size(), lines.toString());
        assertTrue(lines.get(0).matches(".*test/sentry/Sentry\\.java:\\d+:\\d+: \\[BrainstemTransitionLimit\\] .*"),
                lines.get(0));

        assertTrue(build(sentry, classes), "the fixed machine does not compile");
        assertEquals("", Files.readString(errors), "a clean build empties the file");

        assertFalse(build(broken, classes));
        assertEquals(lines, Files.readAllLines(errors, StandardCharsets.UTF_8), "a failing build writes it again");
    }

    @Test
    void aMachineThatNeverFailedGetsNoFile(@TempDir Path classes) {
        assertTrue(build(Machines.golden().get("sentry"), classes));
        assertTrue(Files.exists(classes.resolve("META-INF/brainstem/test.sentry.Sentry.mmd")), "no diagram written");
        assertFalse(Files.exists(classes.resolve("META-INF/brainstem/test.sentry.Sentry.errors")),
                "a shipped jar would carry an empty file");
    }

    /** javac with the processor, writing to {@code classes} on disk; true when it compiled. */
    private static boolean build(String[] sources, Path classes) {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        JavaCompiler.CompilationTask task = javac.getTask(null, null, diagnostic -> { }, List.of("-d", classes.toString(),
                "-classpath", System.getProperty("java.class.path"), "-implicit:none"), null, files(sources));
        task.setProcessors(List.of(new BrainstemProcessor()));
        return task.call();
    }

    private static Arguments broken(String what, String[] sources, String machine, UnaryOperator<String> edit) {
        String[] edited = sources.clone();
        for (int i = 1; i < edited.length; i += 2) {
            edited[i] = edit.apply(edited[i]);
        }
        if (java.util.Arrays.equals(sources, edited)) {
            throw new IllegalArgumentException(what + ": the edit changes no source");
        }
        return Arguments.of(what, edited, machine);
    }

    private static UnaryOperator<String> edit(String from, String to) {
        return source -> source.replace(from, to);
    }

    /**
     * The machine's errors file, read from compile-testing's output files (its {@code generatedFile} refuses
     * a compilation that failed).
     */
    @SuppressWarnings("unchecked")
    private static java.util.Optional<JavaFileObject> errorsFile(Compilation compilation, String machine) {
        List<JavaFileObject> files;
        try {
            var field = Compilation.class.getDeclaredField("generatedFiles");
            field.setAccessible(true);
            files = (List<JavaFileObject>) field.get(compilation);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError("compile-testing changed: Compilation has no generatedFiles field", e);
        }
        String path = "/CLASS_OUTPUT/META-INF/brainstem/" + machine + ".errors";
        // The in-memory file manager lists a file asked for (Filer.getResource) but never written: it has no content.
        return files.stream().filter(file -> file.toUri().getPath().equals(path) && written(file)).findFirst();
    }

    private static boolean written(JavaFileObject file) {
        try {
            file.openInputStream().close();
            return true;
        } catch (IOException none) {
            return false;
        }
    }

    private static List<JavaFileObject> files(String[] namesAndSources) {
        List<JavaFileObject> files = new ArrayList<>();
        for (int i = 0; i < namesAndSources.length; i += 2) {
            files.add(JavaFileObjects.forSourceString(namesAndSources[i], namesAndSources[i + 1]));
        }
        return files;
    }

    private static String content(JavaFileObject file) {
        try {
            return file.getCharContent(true).toString();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
