package dev.brainstem.benchmarks.messages.westworld;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;

/**
 * The gdx-ai code of docs/migrating-from-gdx-ai.md (the "before" of each step) compiles against gdx-ai,
 * which only this module has: the samples' ReadmeTest compiles the Brainstem blocks and leaves these.
 */
class GdxAiDocsTest {
    private static final Pattern BLOCK = Pattern.compile("```java\\n(.*?)```", Pattern.DOTALL);
    /**
     * All lints but JDK 21's this-escape: gdx-ai's idiom, as the guide shows it, hands {@code this} to its
     * state machine in the constructor.
     */
    private static final String LINT = Runtime.version().feature() >= 21 ? "-Xlint:all,-this-escape" : "-Xlint:all";
    private static final Pattern TYPE = Pattern.compile("(?m)^public (?:final |abstract )*(?:class|interface|enum|record) (\\w+)");

    @Test
    void theGuidesGdxAiBlocksCompileCleanlyAgainstGdxAi() throws IOException {
        Path guide = root().resolve("docs/migrating-from-gdx-ai.md");
        String text = Files.readString(guide, StandardCharsets.UTF_8);
        Path dir = Files.createTempDirectory("gdx-ai-docs");
        List<Path> sources = new ArrayList<>();
        Matcher block = BLOCK.matcher(text);
        int index = 0;
        while (block.find()) {
            String code = block.group(1);
            if (!code.contains("import com.badlogic.") || code.startsWith("// excerpt of ")) {
                continue;
            }
            Matcher type = TYPE.matcher(code);
            Path file = dir.resolve("block" + index++).resolve((type.find() ? type.group(1) : "Block") + ".java");
            Files.createDirectories(file.getParent());
            Files.writeString(file, code, StandardCharsets.UTF_8);
            sources.add(file);
        }
        assertTrue(sources.size() >= 2, "the guide shows gdx-ai's code: " + sources.size() + " blocks");
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        for (Path source : sources) {
            DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
            try (StandardJavaFileManager files = javac.getStandardFileManager(diagnostics, null, StandardCharsets.UTF_8)) {
                Path out = Files.createDirectories(source.getParent().resolve("out"));
                boolean ok = javac.getTask(new StringWriter(), files, diagnostics,
                        List.of(LINT, "-proc:none", "-classpath", System.getProperty("java.class.path"), "-d",
                                out.toString()),
                        null, files.getJavaFileObjects(source)).call();
                List<String> problems = new ArrayList<>();
                for (Diagnostic<? extends JavaFileObject> d : diagnostics.getDiagnostics()) {
                    if (d.getKind() != Diagnostic.Kind.NOTE) {
                        problems.add(d.getKind() + " line " + d.getLineNumber() + ": " + d.getMessage(null));
                    }
                }
                assertEquals(List.of(), problems, source.getFileName() + " of the guide");
                assertTrue(ok);
            }
        }
    }

    private static Path root() {
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            if (Files.exists(dir.resolve("docs/migrating-from-gdx-ai.md"))) {
                return dir;
            }
        }
        throw new IllegalStateException("no docs/ above " + Path.of("").toAbsolutePath());
    }
}
