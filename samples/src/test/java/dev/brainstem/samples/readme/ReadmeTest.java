package dev.brainstem.samples.readme;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.brainstem.samples.ants.AntFsm;
import dev.brainstem.samples.formation.FlyerFsm;
import dev.brainstem.samples.guard.GuardFsm;
import dev.brainstem.samples.guards.EnemyFsm;
import dev.brainstem.samples.monsters.MonstersFsm;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Keeps the README honest. Its Java blocks are of three kinds, told apart by their first line:
 * <ul>
 *   <li>{@code // error: [BrainstemX]} or {@code // warning: [BrainstemX]}: compiled alone with the
 *       processor, which must report that diagnostic (and, for a warning, no error);
 *   <li>{@code // excerpt of PATH}: lines of a generated file, which must appear in it in order;
 *   <li>anything else: compiled with the processor, together with the other blocks of the same
 *       {@code package}, with no error and no warning under {@code -Xlint:all}.
 * </ul>
 * Its Mermaid blocks must be the diagrams the samples' generated machines draw.
 */
class ReadmeTest {
    /**
     * Whether the README's diagnostic ids have been synced with the processor's catalogue. Until then an
     * example whose id the catalogue lacks is skipped (reported as such) rather than failed.
     * TODO(lead): set to true once the README's ids match processor/.../validation/Message.java.
     */
    static final boolean CATALOGUE_FINAL = false;

    private static final Pattern FENCE = Pattern.compile("^```(\\w*)\\s*$");
    private static final Pattern EXPECTED = Pattern.compile("^// (error|warning): \\[(Brainstem\\w+)]");
    private static final Pattern PACKAGE = Pattern.compile("(?m)^package ([\\w.]+);");
    private static final Pattern PUBLIC_TYPE = Pattern.compile(
            "(?m)^public (?:final |abstract )*(?:class|interface|enum|record|@interface) (\\w+)");
    private static final String EXCERPT = "// excerpt of ";

    /** A fenced block of the README: its language, the line its text starts on, and its text. */
    record Block(String language, int line, String text) {
        String firstLine() {
            int end = text.indexOf('\n');
            return end < 0 ? text : text.substring(0, end);
        }

        String where() {
            return "README.md:" + line;
        }
    }

    private static Path readme() {
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            Path candidate = dir.resolve("README.md");
            if (Files.isRegularFile(candidate) && Files.isDirectory(dir.resolve("samples"))) {
                return candidate;
            }
        }
        throw new IllegalStateException("no README.md above " + Path.of("").toAbsolutePath());
    }

    /** The repository root: the README's folder. */
    private static Path root() {
        return readme().getParent();
    }

    static List<Block> blocks() throws IOException {
        List<String> lines = Files.readAllLines(readme(), StandardCharsets.UTF_8);
        List<Block> blocks = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            Matcher open = FENCE.matcher(lines.get(i));
            if (open.matches()) {
                StringBuilder text = new StringBuilder();
                int j = i + 1;
                while (j < lines.size() && !lines.get(j).startsWith("```")) {
                    text.append(lines.get(j)).append('\n');
                    j++;
                }
                if (j == lines.size()) {
                    throw new AssertionError("README.md:" + (i + 1) + ": a code block is never closed");
                }
                blocks.add(new Block(open.group(1), i + 2, text.toString()));
                i = j;
            }
        }
        return blocks;
    }

    private static List<Block> javaBlocks() throws IOException {
        return blocks().stream().filter(b -> b.language().equals("java")).toList();
    }

    private static Set<String> catalogue() {
        try {
            Class<?> messages = Class.forName("dev.brainstem.processor.validation.Message");
            Set<String> ids = new LinkedHashSet<>();
            for (Object message : messages.getEnumConstants()) {
                ids.add((String) messages.getMethod("id").invoke(message));
            }
            return ids;
        } catch (ReflectiveOperationException e) {
            throw new AssertionError("the processor's message catalogue moved; update ReadmeTest.catalogue()", e);
        }
    }

    private static String fileName(String source, int index) {
        Matcher type = PUBLIC_TYPE.matcher(source);
        return (type.find() ? type.group(1) : "ReadmeBlock" + index) + ".java";
    }

    @Test
    void everyJavaBlockIsOneOfTheCheckedKinds() throws IOException {
        List<Block> java = javaBlocks();
        assertTrue(java.size() >= 20, "only " + java.size() + " Java blocks found");
        for (Block block : java) {
            assertFalse(block.text().isBlank(), block.where() + ": an empty block");
        }
        for (Block block : blocks()) {
            assertFalse(block.language().isEmpty(), block.where() + ": a block without a language");
        }
    }

    @TestFactory
    Stream<DynamicTest> theJavaBlocksCompileWithTheProcessor() throws IOException {
        Map<String, List<Block>> byPackage = new TreeMap<>();
        int alone = 0;
        for (Block block : javaBlocks()) {
            if (EXPECTED.matcher(block.firstLine()).find() || block.firstLine().startsWith(EXCERPT)) {
                continue;
            }
            Matcher pkg = PACKAGE.matcher(block.text());
            byPackage.computeIfAbsent(pkg.find() ? pkg.group(1) : "(no package " + alone++ + ")",
                    k -> new ArrayList<>()).add(block);
        }
        assertFalse(byPackage.isEmpty());
        return byPackage.entrySet().stream().map(group -> DynamicTest.dynamicTest(
                "package " + group.getKey() + " at " + group.getValue().stream().map(Block::where).toList(), () -> {
                    Map<String, String> sources = new LinkedHashMap<>();
                    int index = 0;
                    for (Block block : group.getValue()) {
                        sources.put(fileName(block.text(), index++), block.text());
                    }
                    InMemoryJavac.Result result = InMemoryJavac.compile(sources);
                    List<String> problems = new ArrayList<>(result.messages(Diagnostic.Kind.ERROR));
                    problems.addAll(result.messages(Diagnostic.Kind.WARNING));
                    problems.addAll(result.messages(Diagnostic.Kind.MANDATORY_WARNING));
                    assertEquals(List.of(), problems, "the README's blocks at " + group.getValue().stream()
                            .map(Block::where).toList() + " do not compile cleanly");
                    assertTrue(result.success());
                    assertTrue(result.outputs().keySet().stream().anyMatch(name -> name.endsWith("Fsm.java"))
                                    || group.getValue().stream().noneMatch(b -> b.text().contains("@StateMachine")),
                            "the processor wrote no machine: " + result.outputs().keySet());
                }));
    }

    @TestFactory
    Stream<DynamicTest> theErrorExamplesFailWithTheirIds() throws IOException {
        Set<String> catalogue = catalogue();
        List<DynamicTest> tests = new ArrayList<>();
        for (Block block : javaBlocks()) {
            Matcher expected = EXPECTED.matcher(block.firstLine());
            if (!expected.find()) {
                continue;
            }
            boolean error = expected.group(1).equals("error");
            String id = "[" + expected.group(2) + "]";
            tests.add(DynamicTest.dynamicTest(id + " at " + block.where(), () -> {
                if (!CATALOGUE_FINAL && !catalogue.contains(expected.group(2))) {
                    Assumptions.abort(id + " is not in the processor's catalogue yet " + catalogue);
                }
                InMemoryJavac.Result result = InMemoryJavac.compile(Map.of(fileName(block.text(), 0), block.text()));
                List<String> errors = result.messages(Diagnostic.Kind.ERROR);
                List<String> reported = error ? errors : result.messages(Diagnostic.Kind.WARNING);
                boolean found = reported.stream().anyMatch(m -> m.contains(id));
                assertTrue(found, block.where() + ": expected " + expected.group(1) + " " + id + ", got errors "
                        + errors + " and warnings " + result.messages(Diagnostic.Kind.WARNING));
                if (error) {
                    assertFalse(result.success());
                    assertTrue(result.outputs().keySet().stream().noneMatch(n -> n.endsWith("Fsm.java")),
                            "a machine with an error was written: " + result.outputs().keySet());
                } else {
                    assertEquals(List.of(), errors);
                }
            }));
        }
        assertTrue(tests.size() >= 15, "only " + tests.size() + " error examples");
        return tests.stream();
    }

    @Test
    void everyIdOfTheCatalogueHasAnExample() throws IOException {
        Assumptions.assumeTrue(CATALOGUE_FINAL, "the README's ids are not synced with the catalogue yet");
        String text = Files.readString(readme(), StandardCharsets.UTF_8);
        for (String id : catalogue()) {
            assertTrue(text.contains("[" + id + "]"), id + " has no example in the README");
        }
    }

    @Test
    void theExcerptsAreOfTheRealGeneratedFiles() throws IOException {
        int excerpts = 0;
        for (Block block : javaBlocks()) {
            if (!block.firstLine().startsWith(EXCERPT)) {
                continue;
            }
            excerpts++;
            Path file = root().resolve(block.firstLine().substring(EXCERPT.length()).trim());
            assertTrue(Files.isRegularFile(file), block.where() + ": no file " + file);
            List<String> actual = Files.readAllLines(file, StandardCharsets.UTF_8);
            String[] lines = block.text().split("\n");
            int at = 0;
            for (int i = 1; i < lines.length; i++) {
                String wanted = lines[i];
                if (wanted.trim().equals("...") || wanted.isBlank()) {
                    continue;
                }
                while (at < actual.size() && !actual.get(at).equals(wanted)) {
                    at++;
                }
                if (at == actual.size()) {
                    fail(block.where() + ": line " + (i + 1) + " of the excerpt is not in " + file + " (in order): "
                            + wanted);
                }
                at++;
            }
        }
        assertTrue(excerpts >= 1);
    }

    @Test
    void theDiagramsAreTheOnesTheSamplesDraw() throws IOException {
        Map<String, String> machines = new LinkedHashMap<>();
        machines.put("Guard", GuardFsm.INFO.toMermaid());
        machines.put("Enemy", EnemyFsm.INFO.toMermaid());
        machines.put("Ant", AntFsm.INFO.toMermaid());
        machines.put("Flyer", FlyerFsm.INFO.toMermaid());
        machines.put("Monsters", MonstersFsm.INFO.toMermaid());
        List<String> diagrams = blocks().stream().filter(b -> b.language().equals("mermaid")).map(Block::text).toList();
        for (String diagram : diagrams) {
            assertTrue(machines.containsValue(diagram), "a Mermaid block is no sample's diagram:\n" + diagram);
        }
        machines.forEach((name, diagram) ->
                assertTrue(diagrams.contains(diagram), "the README lacks " + name + "'s diagram:\n" + diagram));
    }

    @Test
    void theCommandsAreTheOnesThisBuildRuns() throws IOException {
        String text = Files.readString(readme(), StandardCharsets.UTF_8);
        assertTrue(text.contains("mvn -q install -DskipTests && java -jar samples/target/brainstem-samples.jar\n"));
        assertTrue(text.contains("\nmvn install\n"));
        String ci = Files.readString(root().resolve(".ci/run"), StandardCharsets.UTF_8);
        assertTrue(ci.contains("mvn -B -ntp clean install"), "CI no longer runs what the README says");
        assertTrue(text.contains("`mvn -B -ntp clean install`"));
    }
}
