package dev.brainstem.devtools;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.tools.JavaCompiler;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * Compiles sources with javac and the Brainstem processor, as a build does: the processor from the
 * test class path, given explicitly as the processor path (JDK 23 runs none found on the class path).
 */
final class Compiler {
    private Compiler() {}

    /** Writes {@code sources} (path in the source tree to text) under {@code dir}/src and compiles them into {@code dir}/classes. */
    static Path compile(Path dir, Map<String, String> sources) {
        StringWriter diagnostics = new StringWriter();
        boolean ok = run(dir, sources, diagnostics);
        assertTrue(ok, "the sources compile:\n" + diagnostics);
        return dir.resolve("classes");
    }

    /** Compiles into {@code dir}/classes and says whether it built, the diagnostics going to {@code diagnostics}. */
    static boolean run(Path dir, Map<String, String> sources, StringWriter diagnostics) {
        return run(dir, sources, diagnostics, dir.resolve("classes"));
    }

    /** Compiles the sources (written under {@code dir}/src) into {@code classes}, as a build does. */
    static boolean run(Path dir, Map<String, String> sources, StringWriter diagnostics, Path output) {
        try {
            Path src = dir.resolve("src");
            Path classes = Files.createDirectories(output);
            List<Path> files = new ArrayList<>();
            for (Map.Entry<String, String> source : sources.entrySet()) {
                Path file = src.resolve(source.getKey());
                Files.createDirectories(file.getParent());
                Files.writeString(file, source.getValue(), StandardCharsets.UTF_8);
                files.add(file);
            }
            JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
            String classPath = System.getProperty("java.class.path");
            try (StandardJavaFileManager manager = javac.getStandardFileManager(null, null, StandardCharsets.UTF_8)) {
                return javac.getTask(diagnostics, manager, null,
                        List.of("-d", classes.toString(), "-cp", classPath, "-processorpath", classPath,
                                "--release", "17", "-implicit:none", "-sourcepath", src.toString()),
                        null, manager.getJavaFileObjectsFromPaths(files)).call();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A compiled class's shape. */
    static ClassShape shape(Path classes, String binaryName) throws IOException {
        return ClassShape.read(Files.readAllBytes(classes.resolve(binaryName.replace('.', '/') + ".class")));
    }
}
