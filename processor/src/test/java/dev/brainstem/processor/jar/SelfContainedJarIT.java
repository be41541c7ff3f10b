package dev.brainstem.processor.jar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.Locale;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Collectors;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.eclipse.jdt.core.compiler.batch.BatchCompiler;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The published processor jar works alone: javac (through {@code javax.tools}) and ECJ (through its batch
 * compiler) with {@code -processorpath} that one jar, and the annotations and the runtime on the class path,
 * process a small machine, compile what it writes, and the machine runs.
 *
 * <p>An integration test (failsafe, after {@code package}) in the processor module rather than a test in
 * {@code samples}: it needs the shaded jar, which exists only once this module is packaged, and here the
 * failsafe configuration can keep this JVM's class path free of the processor's classes, JavaPoet, the
 * runtime and the annotations ({@code classesDirectory} and {@code classpathDependencyExcludes} in the POM).
 * That matters because javac and ECJ load processors in a class loader whose parent is the one that holds
 * the compiler, the application class loader: were the processor or JavaPoet on the test class path, a
 * jar that lacked them would still pass. {@link #theTestClassPathHoldsNoneOfWhatTheJarMustBring} checks
 * that it does not.
 */
class SelfContainedJarIT {
    private static Path processorJar;
    private static Path annotationsJar;
    private static Path runtimeJar;

    static final String STATES = """
            package it.door;

            import dev.brainstem.States;

            @States(initial = "CLOSED")
            public enum DoorState { CLOSED, OPENING, OPEN }
            """;

    static final String DOOR = """
            package it.door;

            import dev.brainstem.OnEnter;
            import dev.brainstem.OnUpdate;
            import dev.brainstem.StateMachine;

            @StateMachine(DoorState.class)
            public class Door {
                public boolean wanted;
                public float progress;
                public int openings;

                @OnUpdate(value = "CLOSED", to = "OPENING")
                DoorState closed() {
                    return wanted ? DoorState.OPENING : null;
                }

                @OnEnter("OPENING")
                void startOpening() {
                    progress = 0;
                    openings++;
                }

                @OnUpdate(value = "OPENING", to = "OPEN")
                DoorState opening(float dt) {
                    progress += dt;
                    return progress >= 1 ? DoorState.OPEN : null;
                }
            }
            """;

    @BeforeAll
    static void jars() {
        processorJar = jar("brainstem.processorJar");
        annotationsJar = jar("brainstem.annotationsJar");
        runtimeJar = jar("brainstem.runtimeJar");
    }

    private static Path jar(String property) {
        String value = System.getProperty(property);
        assertTrue(value != null && !value.isEmpty() && !value.contains("${"), property + " is not set: " + value);
        Path path = Path.of(value);
        assertTrue(Files.isRegularFile(path), property + " is not a file: " + path);
        return path;
    }

    @Test
    void theTestClassPathHoldsNoneOfWhatTheJarMustBring() {
        for (String name : List.of("dev.brainstem.processor.BrainstemProcessor", "com.palantir.javapoet.JavaFile",
                "dev.brainstem.runtime.MachineInfo", "dev.brainstem.diagrams.StateDiagram", "dev.brainstem.StateMachine")) {
            assertThrows(ClassNotFoundException.class, () -> Class.forName(name, false, ClassLoader.getSystemClassLoader()),
                    name + " is on the test class path: this test would not show that the jar works alone");
        }
    }

    @Test
    void theJarHoldsTheProcessorAndTheDrawingButNoRuntimeClassAndNothingUnderItsOwnName() throws IOException {
        List<String> problems = new ArrayList<>();
        boolean sawWriterLiteral = false;
        try (JarFile jar = new JarFile(processorJar.toFile())) {
            assertEquals("dev.brainstem.processor",
                    jar.getManifest().getMainAttributes().getValue("Automatic-Module-Name"));
            assertTrue(jar.getJarEntry("META-INF/services/javax.annotation.processing.Processor") != null);
            assertTrue(jar.getJarEntry("dev/brainstem/processor/shaded/diagrams/StateDiagram.class") != null);
            assertTrue(jar.getJarEntry("dev/brainstem/processor/shaded/javapoet/JavaFile.class") != null);
            for (Enumeration<JarEntry> entries = jar.entries(); entries.hasMoreElements(); ) {
                JarEntry entry = entries.nextElement();
                String name = entry.getName();
                if (name.startsWith("com/palantir/") || name.startsWith("dev/brainstem/runtime/")
                        || name.startsWith("dev/brainstem/diagrams/") || name.contains("/shaded/runtime/")) {
                    problems.add("entry " + name);
                }
                if (name.endsWith("/Diagrams.class")) {
                    problems.add("the drawing's MachineInfo adapter, which needs the runtime: " + name);
                }
                if (!name.endsWith(".class")) {
                    continue;
                }
                String text;
                try (InputStream in = jar.getInputStream(entry)) {
                    // Class names and string constants are in the constant pool as (modified) UTF-8.
                    text = new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
                }
                if (text.contains("com/palantir/") || text.contains("dev/brainstem/runtime/")
                        || text.contains("dev/brainstem/diagrams/")) {
                    problems.add(name + " refers to a class of JavaPoet, the diagrams or the runtime under its own name");
                }
                // The relocation is of class names only: a string constant rewritten to the shaded name
                // would make generated code name a class users do not have.
                if (text.contains("dev.brainstem.processor.shaded.runtime")
                        || text.contains("dev.brainstem.processor.shaded.diagrams")) {
                    problems.add(name + " has a string constant naming the shaded runtime or diagrams");
                }
                // The writers' package name for the runtime types of generated code: a constant pool entry
                // of exactly these 21 (0x15) bytes, untouched by the relocation.
                sawWriterLiteral |= name.startsWith("dev/brainstem/processor/") && !name.contains("/shaded/")
                        && text.contains("\u0000\u0015dev.brainstem.runtime");
            }
        }
        assertTrue(problems.isEmpty(), String.join("\n", problems));
        assertTrue(sawWriterLiteral, "no processor class has the string constant \"dev.brainstem.runtime\" any more");
    }

    @Test
    void javacWithTheJarAloneOnTheProcessorPath(@TempDir Path work) throws Exception {
        Path sources = writeSources(work.resolve("src"));
        Path generated = Files.createDirectories(work.resolve("generated"));
        Path classes = Files.createDirectories(work.resolve("classes"));
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        StringWriter out = new StringWriter();
        boolean success;
        try (StandardJavaFileManager files = javac.getStandardFileManager(diagnostics, Locale.ROOT, StandardCharsets.UTF_8)) {
            List<String> options = List.of(
                    "-processorpath", processorJar.toString(),
                    "-classpath", annotationsJar + File.pathSeparator + runtimeJar,
                    "-s", generated.toString(),
                    "-d", classes.toString(),
                    "--release", "8",
                    "-Xlint:all,-processing,-options",
                    "-Werror");
            success = javac.getTask(out, files, diagnostics, options, null,
                    files.getJavaFileObjects(sources.resolve("it/door/DoorState.java"), sources.resolve("it/door/Door.java")))
                    .call();
        }
        String report = out + diagnostics.getDiagnostics().stream().map(Object::toString).collect(Collectors.joining("\n"));
        assertTrue(success, "javac failed:\n" + report);
        assertTrue(diagnostics.getDiagnostics().isEmpty(), report);
        checkOutputs(generated, classes);
    }

    @Test
    void ecjWithTheJarAloneOnTheProcessorPath(@TempDir Path work) throws Exception {
        Path sources = writeSources(work.resolve("src"));
        Path generated = Files.createDirectories(work.resolve("generated"));
        Path classes = Files.createDirectories(work.resolve("classes"));
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        // -classpath before -processorpath: ECJ ignores a -processorpath given before it (Eclipse bug
        // 573833; Maven's plexus-compiler-eclipse orders them so too).
        boolean success = BatchCompiler.compile(new String[] {
                "-classpath", annotationsJar + File.pathSeparator + runtimeJar,
                "-processorpath", processorJar.toString(),
                "-s", generated.toString(),
                "-d", classes.toString(),
                "--release", "17",
                "-warn:-unusedImport",
                sources.resolve("it/door/DoorState.java").toString(),
                sources.resolve("it/door/Door.java").toString()},
                new PrintWriter(out), new PrintWriter(err), null);
        String report = "ECJ out:\n" + out + "\nECJ err:\n" + err;
        assertTrue(success, "ECJ failed:\n" + report);
        assertFalse(report.contains("ERROR"), report);
        checkOutputs(generated, classes);
    }

    private static Path writeSources(Path root) throws IOException {
        Path dir = Files.createDirectories(root.resolve("it/door"));
        Files.writeString(dir.resolve("DoorState.java"), STATES);
        Files.writeString(dir.resolve("Door.java"), DOOR);
        return root;
    }

    /**
     * The processor wrote DoorFsm and DoorBatch naming the runtime by its own package, and the diagrams
     * (drawn by the shaded brainstem-diagrams); the compiler compiled them; and the machine runs.
     */
    private static void checkOutputs(Path generated, Path classes) throws Exception {
        for (String name : List.of("DoorFsm", "DoorBatch")) {
            Path source = generated.resolve("it/door/" + name + ".java");
            assertTrue(Files.isRegularFile(source), "no " + source);
            String text = Files.readString(source);
            assertTrue(text.contains("dev.brainstem.runtime."), name + " does not use the runtime:\n" + text);
            assertFalse(text.contains("shaded"), name + " names a shaded class:\n" + text);
            assertTrue(Files.isRegularFile(classes.resolve("it/door/" + name + ".class")), "no " + name + ".class");
        }
        assertTrue(Files.isRegularFile(classes.resolve("META-INF/brainstem/it.door.Door.mmd")), "no Mermaid diagram");

        URL[] path = {classes.toUri().toURL(), runtimeJar.toUri().toURL(), annotationsJar.toUri().toURL()};
        try (URLClassLoader loader = new URLClassLoader(path, ClassLoader.getPlatformClassLoader())) {
            Class<?> doorClass = loader.loadClass("it.door.Door");
            Class<?> fsmClass = loader.loadClass("it.door.DoorFsm");
            Object door = doorClass.getConstructor().newInstance();
            Field wanted = doorClass.getField("wanted");
            Method start = fsmClass.getMethod("start", doorClass);
            Method update = fsmClass.getMethod("update", float.class);
            Method state = fsmClass.getMethod("state");

            Object fsm = start.invoke(null, door);
            assertEquals("CLOSED", state.invoke(fsm).toString());
            assertEquals("CLOSED", update.invoke(fsm, 0.5f).toString());
            wanted.setBoolean(door, true);
            assertEquals("OPENING", update.invoke(fsm, 0.5f).toString());
            assertEquals("OPENING", update.invoke(fsm, 0.5f).toString());
            assertEquals("OPEN", update.invoke(fsm, 0.6f).toString());
            assertEquals("OPEN", state.invoke(fsm).toString());
            assertEquals(1, doorClass.getField("openings").getInt(door));
        }
    }
}
