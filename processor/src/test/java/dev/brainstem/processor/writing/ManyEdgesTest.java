package dev.brainstem.processor.writing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Machines with very many edges stay small: the generated code grows with states and handlers, not
 * with edges. The two machines of the issue that broke the processor: a thousand states whose one
 * shared update lists every state in {@code to} (a million edges; it made 73.5 MB of source), and 4,103
 * states with an all-to-all enter (16.8 million edges; javac ran out of its default heap).
 */
class ManyEdgesTest {
    private static final long FIVE_MB = 5L * 1024 * 1024;

    @Test
    void aThousandStatesWhoseSharedUpdateListsEveryState() {
        Generated generated = Generated.compile("test.many.S", states(1000), "test.many.M", machine(1000, "OnUpdate"));
        long bytes = sourceBytes(generated);
        assertTrue(bytes < FIVE_MB, "generated " + bytes + " bytes of source");
        String mermaid = generated.resource("META-INF/brainstem/test.many.M.mmd");
        assertTrue(mermaid.contains("1000000 edges left out"), mermaid.lines().limit(5).collect(Collectors.joining("\n")));
    }

    /**
     * Compiled by a javac of its own, in a process with javac's default heap, as a user's build would.
     */
    @Test
    void fourThousandStatesWithAnAllToAllEnterCompileInJavacsDefaultHeap(@TempDir Path dir)
            throws IOException, InterruptedException {
        Path src = Files.createDirectories(dir.resolve("src/test/many"));
        Files.writeString(src.resolve("S.java"), states(4103));
        Files.writeString(src.resolve("M.java"), machine(4103, "OnEnter"));
        Path javac = Path.of(System.getProperty("java.home"), "bin", "javac");
        String classPath = System.getProperty("java.class.path");
        List<String> command = new ArrayList<>(List.of(javac.toString(), "-proc:full", "-cp", classPath,
                "-processorpath", classPath, "-d", dir.resolve("classes").toString(),
                "-s", Files.createDirectories(dir.resolve("generated")).toString(),
                src.resolve("S.java").toString(), src.resolve("M.java").toString()));
        if (Runtime.version().feature() < 21) {
            command.remove("-proc:full"); // javac runs found processors by default before 21
        }
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, process.waitFor(), output);
        long bytes;
        try (Stream<Path> files = Files.walk(dir.resolve("generated"))) {
            bytes = files.filter(Files::isRegularFile).mapToLong(ManyEdgesTest::size).sum();
        }
        // Grows with states: about a thousand bytes a state, where the edges would be 73.5 MB a thousand.
        assertTrue(bytes < 4103 * 2500L, "generated " + bytes + " bytes of source");
    }

    private static long size(Path file) {
        try {
            return Files.size(file);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static long sourceBytes(Generated generated) {
        long bytes = 0;
        for (JavaFileObject file : generated.compilation().generatedSourceFiles()) {
            try {
                bytes += file.getCharContent(true).length();
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }
        return bytes;
    }

    private static String states(int count) {
        return "package test.many;\n\nimport dev.brainstem.States;\n\n@States\npublic enum S {\n    "
                + IntStream.range(0, count).mapToObj(i -> "S" + i).collect(Collectors.joining(",\n    ")) + "\n}\n";
    }

    /** One handler that serves every state and lists every state in {@code to}. */
    private static String machine(int count, String annotation) {
        String all = IntStream.range(0, count).mapToObj(i -> "\"S" + i + "\"").collect(Collectors.joining(",\n            "));
        return "package test.many;\n\nimport dev.brainstem." + annotation + ";\nimport dev.brainstem.StateMachine;\n\n"
                + "@StateMachine(S.class)\npublic class M {\n    int next = -1;\n\n"
                + "    @" + annotation + "(value = {\n            " + all + "},\n        to = {\n            " + all + "})\n"
                + "    S go() {\n        return next < 0 ? null : S.values()[next];\n    }\n}\n";
    }
}
