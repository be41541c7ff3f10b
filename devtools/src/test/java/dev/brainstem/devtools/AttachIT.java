package dev.brainstem.devtools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code Devtools.attach()} in a game started without any flag, and in one whose JVM refuses agents. */
class AttachIT {
    private static final String GAME = """
            package game;

            public final class Attaching {
                public static void main(String[] args) {
                    System.out.println("attached " + dev.brainstem.devtools.Devtools.attach());
                    System.out.println("again " + dev.brainstem.devtools.Devtools.attach());
                }
            }
            """;

    @TempDir
    Path dir;

    private List<String> run(String... jvmOptions) throws IOException, InterruptedException {
        assertTrue(Compiler.run(dir, Map.of("game/Attaching.java", GAME), new java.io.StringWriter()));
        List<String> command = new java.util.ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString()));
        command.addAll(List.of(jvmOptions));
        command.addAll(List.of("-cp", dir.resolve("classes") + File.pathSeparator + System.getProperty("brainstem.devtoolsJar")
                + File.pathSeparator + System.getProperty("brainstem.runtimeJar"), "game.Attaching"));
        Process game = new ProcessBuilder(command).redirectErrorStream(true).start();
        try {
            byte[] output = game.getInputStream().readAllBytes();
            assertTrue(game.waitFor(60, TimeUnit.SECONDS), "the game ends");
            return new String(output, StandardCharsets.UTF_8).lines()
                    .filter(line -> line.startsWith("[brainstem]") || line.startsWith("attached") || line.startsWith("again"))
                    .toList();
        } finally {
            game.destroyForcibly();
        }
    }

    @Test
    void attachLoadsTheAgentThroughAHelperJvmWithNoFlag() throws Exception {
        List<String> lines = run();
        assertEquals(3, lines.size(), lines.toString());
        assertTrue(lines.get(0).startsWith("[brainstem] hot reload: watching " + dir.resolve("classes")), lines.toString());
        assertEquals(List.of("attached true", "again true"), lines.subList(1, 3));
    }

    @Test
    void aJvmThatRefusesSaysSoOnceAndPointsToJavaagent() throws Exception {
        List<String> lines = run("-XX:+DisableAttachMechanism");
        assertEquals(3, lines.size(), lines.toString());
        assertTrue(lines.get(0).startsWith("[brainstem] hot reload is off: cannot load the agent into this JVM (")
                && lines.get(0).endsWith("); run with -javaagent:" + System.getProperty("brainstem.devtoolsJar")), lines.get(0));
        assertEquals(List.of("attached false", "again false"), lines.subList(1, 3));
    }
}
