package dev.brainstem.inspector.star;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The checked-in star machine is what its generator writes: {@code src/build/GenerateStarMachine.java}, the
 * source of truth, is compiled and run here for the 1,000 states the tests use, and each file it writes must
 * equal the checked-in one byte for byte. A hand edit of either side fails here, with the file's name.
 */
class StarSourcesTest {
    static final Path GENERATOR = Path.of("src/build/GenerateStarMachine.java");
    static final Path CHECKED_IN = Path.of("src/test/java/dev/brainstem/inspector/star");

    @Test
    void theCheckedInStarIsWhatTheGeneratorWrites(@TempDir Path temp) throws Exception {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        Path classes = Files.createDirectories(temp.resolve("classes"));
        assertEquals(0, javac.run(null, null, null, "-d", classes.toString(), GENERATOR.toString()),
                "the generator compiles");
        Path written = temp.resolve("src");
        try (URLClassLoader loader = new URLClassLoader(new URL[] {classes.toUri().toURL()})) {
            loader.loadClass("GenerateStarMachine").getMethod("main", String[].class)
                    .invoke(null, (Object) new String[] {written.toString(), "1000"});
        }
        Path generated = written.resolve("dev/brainstem/inspector/star");
        for (String file : new String[] {"StarState.java", "Stars.java"}) {
            assertEquals(Files.readString(CHECKED_IN.resolve(file), StandardCharsets.UTF_8),
                    Files.readString(generated.resolve(file), StandardCharsets.UTF_8),
                    file + " differs from what " + GENERATOR + " writes: run it again (see its Javadoc)");
        }
    }
}
