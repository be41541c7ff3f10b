package dev.brainstem.processor.writing;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import dev.brainstem.processor.BrainstemProcessor;
import dev.brainstem.processor.fuzz.Fuzzed;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The generated code compiles without a single warning under {@code -Xlint:all -Werror}, in the
 * user's compilation at the current release and at {@code --release 8} (generated code is Java 8
 * source): every machine with golden files, a sample of fuzzed machines, and the ways of naming the
 * user's types that javac warns about (a message class declared beside the machine's class, raw and
 * deprecated message types, a deprecated enum of another package, which release 8 warns about even in
 * an import). {@code -Xlint:-options} only keeps JDK 21 and later from warning that release 8 is
 * obsolete; {@code -processing} leaves out javac's notes about processors that claim nothing.
 */
class LintAndReleaseTest {
    private static final Path GOLDEN = Path.of(System.getProperty("basedir", System.getProperty("user.dir")))
            .resolve("src/test/resources/golden");
    private static final int FUZZED = 24;
    /** The golden machines whose own sources are no Java 8: their messages are records. */
    private static final Set<String> RECORDS = Set.of("mail");

    static Stream<Arguments> machines() {
        List<Arguments> machines = new ArrayList<>();
        for (boolean release8 : List.of(false, true)) {
            boolean java8 = release8;
            Machines.golden().entrySet().stream().filter(golden -> !java8 || !RECORDS.contains(golden.getKey()))
                    .forEach(golden -> machines.add(Arguments.of("golden " + golden.getKey(), java8,
                            golden.getValue())));
            machines.add(Arguments.of("the design's Guard", release8, new String[] {
                    "test.guard.GuardState", Machines.GUARD_STATE, "test.guard.Guard", Machines.GUARD}));
            machines.add(Arguments.of("Watches: a four-state id-mode machine", release8, new String[] {
                    "test.watch.WatchState", Machines.WATCH_STATE, "test.watch.Watches", Machines.WATCHES}));
            machines.add(Arguments.of("20 states with a hub of 19 targets", release8,
                    BigMachine.sources("test.hub", "Big", 20, false)));
            machines.add(Arguments.of("message classes beside the machine's class", release8, new String[] {
                    "test.beside.Light", LIGHT, "test.beside.Lamp", LAMP_WITH_MESSAGES_BESIDE}));
            machines.add(Arguments.of("raw message types", release8, new String[] {
                    "test.raw.Light", LIGHT.replace("test.beside", "test.raw"), "test.raw.Holder", HOLDER,
                    "test.raw.Lamp", RAW_LAMP}));
            machines.add(Arguments.of("deprecated types", release8, deprecated(release8)));
        }
        machines.add(Arguments.of("101 states, split into chunks", false,
                BigMachine.sources("test.chunks", "Big", 101, true)));
        return machines.stream();
    }

    @ParameterizedTest(name = "{0}, release 8: {1}")
    @MethodSource("machines")
    void compilesWithoutWarnings(String description, boolean release8, String[] sources) throws IOException {
        Generated generated = Generated.compile(options(release8), sources);

        assertThat(generated.compilation()).succeededWithoutWarnings();
        assertFalse(generated.compilation().generatedSourceFiles().isEmpty(), "no machine was written");
        for (JavaFileObject file : generated.compilation().generatedSourceFiles()) {
            assertTrue(file.getCharContent(true).toString().contains(release8 ? "import javax.annotation.Generated;"
                    : "import javax.annotation.processing.Generated;"), "the @Generated the release has");
        }
    }

    @ParameterizedTest(name = "release 8: {0}")
    @ValueSource(booleans = {false, true})
    void fuzzedMachinesCompileWithoutWarnings(boolean release8) {
        List<JavaFileObject> files = new ArrayList<>();
        for (long seed = 0; seed < FUZZED; seed++) {
            Fuzzed.sources(seed, "test.fuzzed.m" + seed)
                    .forEach((name, text) -> files.add(JavaFileObjects.forSourceString(name, text)));
        }

        // Not Generated.compile: fuzzed names are long, and its line limit is for the machines tests read.
        Compilation compilation = Compiler.javac().withProcessors(new BrainstemProcessor())
                .withOptions(options(release8)).compile(files);

        assertThat(compilation).succeededWithoutWarnings();
        long machines = compilation.generatedSourceFiles().stream()
                .filter(file -> file.getName().endsWith("Fsm.java")).count();
        assertEquals(FUZZED, machines, "machines written");
    }

    /** Every folder of golden files is a machine that {@link #machines()} compiles. */
    @Test
    void everyGoldenMachineIsCompiledHere() throws IOException {
        Set<String> folders;
        try (Stream<Path> files = Files.list(GOLDEN)) {
            folders = files.filter(Files::isDirectory).map(f -> f.getFileName().toString())
                    .collect(Collectors.toCollection(TreeSet::new));
        }
        assertEquals(folders, new TreeSet<>(Machines.golden().keySet()));
    }

    /** What the message types' layout and the deprecations look like in the generated code. */
    @Test
    void rawAndDeprecatedTypesAreWrittenSoThatJavacSaysNothing() {
        Generated raw = Generated.compile(options(false), "test.raw.Light",
                LIGHT.replace("test.beside", "test.raw"), "test.raw.Holder", HOLDER, "test.raw.Lamp", RAW_LAMP);
        String lamp = raw.source("test.raw.LampFsm");
        assertTrue(lamp.contains("List<?> m0 = (List<?>) message;"), lamp);
        assertTrue(lamp.contains("List<?>[] m2 = (List<?>[]) message;"), lamp);
        assertTrue(lamp.contains("Holder<?>.Inner m3 = (Holder<?>.Inner) message;"), lamp);
        assertFalse(lamp.contains("@SuppressWarnings"), "nothing to suppress:\n" + lamp);

        Generated old = Generated.compile(options(true), deprecated(true));
        String signals = old.source("test.dep.SignalsFsm");
        assertFalse(signals.contains("import test.dep.far."), "a deprecated class imported:\n" + signals);
        assertTrue(signals.contains("test.dep.far.Far m"), signals);
        assertTrue(signals.contains("@SuppressWarnings(\"deprecation\")"), "release 8 has no removal:\n" + signals);
        String forRemoval = Generated.compile(options(false), deprecated(false)).source("test.dep.SignalsFsm");
        assertTrue(forRemoval.contains("@SuppressWarnings({\n        \"deprecation\",\n        \"removal\"\n})"),
                forRemoval);

        Generated beside = Generated.compile(options(false), "test.beside.Light", LIGHT, "test.beside.Lamp",
                LAMP_WITH_MESSAGES_BESIDE);
        assertTrue(beside.source("test.beside.LampFsm").contains("@SuppressWarnings(\"auxiliaryclass\")"));
        assertFalse(beside.source("test.beside.LampBatch").contains("@SuppressWarnings"),
                "the batch names no message type");
    }

    private static List<String> options(boolean release8) {
        return release8
                ? List.of("--release", "8", "-Xlint:all,-processing,-options", "-Werror")
                : List.of("-Xlint:all,-processing", "-Werror");
    }

    private static final String LIGHT = """
            package test.beside;

            import dev.brainstem.States;

            @States
            enum Light { OFF, ON }
            """;

    /** The README's layout: the machine's messages are top-level classes of its file, which javac calls auxiliary. */
    private static final String LAMP_WITH_MESSAGES_BESIDE = """
            package test.beside;

            import dev.brainstem.OnMessage;
            import dev.brainstem.OnUpdate;
            import dev.brainstem.StateMachine;

            @StateMachine(Light.class)
            class Lamp {
                boolean clapped;

                @OnUpdate(value = "OFF", to = "ON")
                Light off() { return clapped ? Light.ON : null; }

                @OnMessage(value = "ON", to = "OFF")
                Light clap(Clap clap) { return Light.OFF; }

                @OnMessage
                void knock(Knock.Twice knock) { clapped = true; }
            }

            class Clap { }

            class Knock {
                static class Twice { }
            }
            """;

    private static final String HOLDER = """
            package test.raw;

            public class Holder<T> {
                public class Inner { }
            }
            """;

    /** Raw message types, as the fix of [BrainstemMessageType] suggests: the user's own code says why it may. */
    private static final String RAW_LAMP = """
            package test.raw;

            import dev.brainstem.OnMessage;
            import dev.brainstem.OnUpdate;
            import dev.brainstem.StateMachine;
            import java.util.ArrayList;
            import java.util.List;

            @SuppressWarnings("rawtypes")
            @StateMachine(Light.class)
            class Lamp {
                int words;

                @OnUpdate(value = "OFF", to = "ON")
                Light off() { return words > 2 ? Light.ON : null; }

                @OnMessage("OFF")
                void heard(List said) { words += said.size(); }

                @OnMessage(value = "ON", to = "OFF")
                Light listed(ArrayList said) { return said.isEmpty() ? Light.OFF : null; }

                @OnMessage("OFF")
                void many(List[] said) { words += said.length; }

                @OnMessage("ON")
                void held(Holder.Inner inner) { words++; }
            }
            """;

    /**
     * A deprecated entity over a deprecated enum of another package, with deprecated message types: of the
     * machine's package, of another package (imported, at release 8 javac warns), nested in a deprecated
     * class, and for removal (at release 8 there is no {@code forRemoval}). The user's code names them all
     * qualified and suppresses its own warnings.
     */
    private static String[] deprecated(boolean release8) {
        String gone = release8 ? "@Deprecated" : "@Deprecated(forRemoval = true)";
        return new String[] {
            "test.dep.far.Signal", """
                package test.dep.far;

                import dev.brainstem.States;

                @Deprecated
                @States
                public enum Signal { RED, GREEN }
                """,
            "test.dep.far.Far", """
                package test.dep.far;

                @Deprecated
                public class Far { }
                """,
            "test.dep.far.Gone", """
                package test.dep.far;

                %s
                public class Gone { }
                """.formatted(gone),
            "test.dep.Old", """
                package test.dep;

                @Deprecated
                class Old {
                    static class Letter { }
                }
                """,
            "test.dep.Signals", """
                package test.dep;

                import dev.brainstem.OnMessage;
                import dev.brainstem.OnUpdate;
                import dev.brainstem.StateMachine;

                @SuppressWarnings({"deprecation", "removal"})
                @Deprecated
                @StateMachine(test.dep.far.Signal.class)
                public class Signals {
                    boolean go;

                    @OnUpdate(value = "RED", to = "GREEN")
                    test.dep.far.Signal red() { return go ? test.dep.far.Signal.GREEN : null; }

                    @OnMessage(value = "GREEN", to = "RED")
                    test.dep.far.Signal far(test.dep.far.Far far) { return test.dep.far.Signal.RED; }

                    @OnMessage
                    void gone(test.dep.far.Gone gone) { go = true; }

                    @OnMessage("RED")
                    void old(Old.Letter letter) { go = false; }
                }
                """};
    }
}
