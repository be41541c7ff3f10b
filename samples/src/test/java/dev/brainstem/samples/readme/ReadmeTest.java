package dev.brainstem.samples.readme;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.brainstem.diagrams.Diagrams;
import dev.brainstem.samples.ants.AntFsm;
import dev.brainstem.samples.ants.AntsDemo;
import dev.brainstem.samples.formation.FlyerFsm;
import dev.brainstem.samples.guard.GuardFsm;
import dev.brainstem.samples.guards.EnemyFsm;
import dev.brainstem.samples.guards.GuardsDemo;
import dev.brainstem.samples.monsters.MonstersFsm;
import dev.brainstem.samples.soldier.SoldierFsm;
import dev.brainstem.samples.westworld.MinerFsm;
import dev.brainstem.samples.westworld.WifeFsm;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
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
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Keeps the README and docs/ honest (every {@code .md} file of docs/, read in name order after the
 * README). Their Java blocks are of three kinds, told apart by their first line:
 * <ul>
 *   <li>{@code // error: [BrainstemX]} or {@code // warning: [BrainstemX]}: compiled alone with the
 *       processor (split into files at {@code // file: path} lines, if it has any), which must report
 *       exactly the Brainstem diagnostics of the {@code text} block that follows it, and nothing else
 *       for a machine that has only a warning;
 *   <li>{@code // excerpt of PATH}: lines of a generated file, which must appear in it in order;
 *   <li>anything else: compiled with the processor, together with the other blocks of the same
 *       {@code package}, with no error and no warning under {@code -Xlint:all}.
 * </ul>
 * Their Mermaid blocks must be the diagrams the samples' generated machines draw, docs/errors.md
 * has one section for each id of the processor's message catalogue and none for an id it lacks, and
 * every relative link (of these, CONTRIBUTING.md and CHANGELOG.md) leads to a file, and to a heading
 * of it when it names one.
 */
class ReadmeTest {
    /**
     * Whether the README's diagnostic ids have been synced with the processor's catalogue. While false, an
     * example whose id the catalogue lacks is skipped (reported as such) rather than failed.
     */
    static final boolean CATALOGUE_FINAL = true;

    private static final Pattern FENCE = Pattern.compile("^```(\\w*)\\s*$");
    private static final Pattern EXPECTED = Pattern.compile("^// (error|warning): \\[(Brainstem\\w+)]");
    private static final Pattern PACKAGE = Pattern.compile("(?m)^package ([\\w.]+);");
    private static final Pattern PUBLIC_TYPE = Pattern.compile(
            "(?m)^public (?:final |abstract )*(?:class|interface|enum|record|@interface) (\\w+)");
    private static final String EXCERPT = "// excerpt of ";
    /** What gdx-ai's code imports; such blocks are compiled where gdx-ai is, in the benchmarks. */
    static final String GDX_AI = "import com.badlogic.";
    private static final Pattern FILE = Pattern.compile("(?m)^// file: (\\S+)$");
    /** The first line of an excerpt of the ants' or the guards' demo: a tick or a time. */
    private static final Pattern DEMO_LINE = Pattern.compile("^  (tick +\\d+|t= *[0-9.]+s) ");

    /** A fenced block of a document: its file, its language, the line its text starts on, and its text. */
    record Block(String file, String language, int line, String text) {
        String firstLine() {
            int end = text.indexOf('\n');
            return end < 0 ? text : text.substring(0, end);
        }

        String where() {
            return file + ":" + line;
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

    /** The README, then every Markdown file of docs/ in name order. */
    static List<Path> documents() throws IOException {
        List<Path> documents = new ArrayList<>();
        documents.add(readme());
        Path docs = root().resolve("docs");
        if (Files.isDirectory(docs)) {
            try (Stream<Path> files = Files.list(docs)) {
                files.filter(f -> f.getFileName().toString().endsWith(".md")).sorted().forEach(documents::add);
            }
        }
        return documents;
    }

    private static String name(Path document) {
        return root().relativize(document).toString().replace('\\', '/');
    }

    static List<Block> blocks() throws IOException {
        List<Block> blocks = new ArrayList<>();
        for (Path document : documents()) {
            blocks.addAll(blocks(document));
        }
        return blocks;
    }

    static List<Block> blocks(Path document) throws IOException {
        String file = name(document);
        List<String> lines = Files.readAllLines(document, StandardCharsets.UTF_8);
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
                    throw new AssertionError(file + ":" + (i + 1) + ": a code block is never closed");
                }
                blocks.add(new Block(file, open.group(1), i + 2, text.toString()));
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

    /** An example's files: split at {@code // file: path} lines, or one file named after its public type. */
    private static Map<String, String> files(Block block) {
        String text = block.text();
        List<String> names = new ArrayList<>();
        List<Integer> starts = new ArrayList<>();
        List<Integer> ends = new ArrayList<>();
        Matcher marker = FILE.matcher(text);
        while (marker.find()) {
            names.add(marker.group(1));
            starts.add(marker.start());
            ends.add(Math.min(marker.end() + 1, text.length()));
        }
        Map<String, String> files = new LinkedHashMap<>();
        if (names.isEmpty()) {
            files.put(fileName(text, 0), text);
        }
        for (int i = 0; i < names.size(); i++) {
            files.put(names.get(i), text.substring(ends.get(i), i + 1 < names.size() ? starts.get(i + 1) : text.length()));
        }
        return files;
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
            if (EXPECTED.matcher(block.firstLine()).find() || block.firstLine().startsWith(EXCERPT)
                    || block.text().contains(GDX_AI)) {
                // gdx-ai's own code, the "before" of the migration guide: the benchmarks, which have gdx-ai,
                // compile it (GdxAiDocsTest).
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
                        String file = fileName(block.text(), index++);
                        // Two blocks of one package declaring one public type: the later would hide the earlier.
                        assertFalse(sources.containsKey(file), block.where() + ": a second " + file + " in its package");
                        sources.put(file, block.text());
                    }
                    InMemoryJavac.Result result = InMemoryJavac.compile(sources);
                    List<String> problems = new ArrayList<>(result.messages(Diagnostic.Kind.ERROR, true));
                    problems.addAll(result.messages(Diagnostic.Kind.WARNING, true));
                    problems.addAll(result.messages(Diagnostic.Kind.MANDATORY_WARNING, true));
                    assertEquals(List.of(), problems, "the README's blocks at " + group.getValue().stream()
                            .map(Block::where).toList() + " do not compile cleanly");
                    assertTrue(result.success());
                    assertTrue(result.outputs().keySet().stream().anyMatch(name -> name.endsWith("Fsm.java"))
                                    || group.getValue().stream().noneMatch(b -> b.text().contains("@StateMachine")),
                            "the processor wrote no machine: " + result.outputs().keySet());
                }));
    }

    /** The messages of a {@code text} block: lines starting {@code error: } or {@code warning: }, with their indented continuations. */
    private static List<String> shownMessages(Block text) {
        List<String> messages = new ArrayList<>();
        for (String line : text.text().split("\n")) {
            if (line.startsWith(" ") && !messages.isEmpty()) {
                messages.set(messages.size() - 1, messages.get(messages.size() - 1) + " " + line.trim());
            } else if (!line.isBlank()) {
                messages.add(line.trim());
            }
        }
        return messages.stream().map(ReadmeTest::normalize).toList();
    }

    private static String normalize(String message) {
        return message.trim().replaceAll("\\s+", " ");
    }

    @TestFactory
    Stream<DynamicTest> theErrorExamplesReportWhatTheReadmeShows() throws IOException {
        Set<String> catalogue = catalogue();
        List<Block> all = blocks();
        List<DynamicTest> tests = new ArrayList<>();
        for (int i = 0; i < all.size(); i++) {
            Block block = all.get(i);
            Matcher expected = EXPECTED.matcher(block.firstLine());
            if (!block.language().equals("java") || !expected.find()) {
                continue;
            }
            boolean error = expected.group(1).equals("error");
            String id = "[" + expected.group(2) + "]";
            Block shown = i + 1 < all.size() && all.get(i + 1).file().equals(block.file()) ? all.get(i + 1) : null;
            tests.add(DynamicTest.dynamicTest(id + " at " + block.where(), () -> {
                if (!CATALOGUE_FINAL && !catalogue.contains(expected.group(2))) {
                    Assumptions.abort(id + " is not in the processor's catalogue yet " + catalogue);
                }
                assertTrue(catalogue.contains(expected.group(2)), id + " is not in the processor's catalogue " + catalogue);
                assertTrue(shown != null && shown.language().equals("text"),
                        block.where() + ": the example is not followed by a text block with the message");
                InMemoryJavac.Result result = InMemoryJavac.compile(files(block));
                List<String> reported = new ArrayList<>();
                for (Diagnostic.Kind kind : List.of(Diagnostic.Kind.ERROR, Diagnostic.Kind.WARNING)) {
                    for (String message : result.messages(kind, false)) {
                        if (message.startsWith("[Brainstem")) {
                            reported.add(normalize(kind.name().toLowerCase(java.util.Locale.ROOT) + ": " + message));
                        }
                    }
                }
                assertEquals(shownMessages(shown), reported, block.where() + ": javac's Brainstem diagnostics");
                assertTrue(reported.stream().anyMatch(m -> m.startsWith(expected.group(1) + ": " + id)));
                List<String> errors = result.messages(Diagnostic.Kind.ERROR, true);
                if (error) {
                    assertFalse(result.success());
                    assertTrue(result.outputs().entrySet().stream().noneMatch(output -> output.getKey().endsWith(".mmd")
                                    || output.getKey().endsWith("Fsm.java") && !isStandIn(output.getValue())),
                            "a machine with an error was written: " + result.outputs().keySet());
                } else {
                    assertEquals(List.of(), errors);
                    assertTrue(result.outputs().keySet().stream().anyMatch(n -> n.endsWith("Fsm.java")),
                            "a machine with only a warning was not written: " + result.outputs().keySet());
                }
            }));
        }
        assertTrue(tests.size() >= 25, "only " + tests.size() + " error examples");
        return tests.stream();
    }

    /** Whether a generated source is the stand-in Brainstem writes for a machine with errors. */
    private static boolean isStandIn(String source) {
        return source.contains(" * Stands in for the class Brainstem generates, while the machine has errors");
    }

    /**
     * The ids whose machine gets no stand-in that the game's uses compile against, as docs/errors.md
     * says, and the reason: there each use of the generated classes is javac's "cannot find symbol"
     * after the cause, and the test asserts exactly those.
     */
    static final Map<String, String> NO_STAND_INS = Map.of(
            "BrainstemUndefined", "javac defers the game's unresolved names to the last round and reports them "
                    + "before the processor knows that no round made the type; classes written then come too late",
            "BrainstemLocalClass", "javac shows processors no element for a local class: nothing to write from");

    /**
     * The ids no example of docs/errors.md shows, and where each is tried in a game that uses its machine
     * (or why it needs no such case).
     */
    static final Map<String, String> TRIED_ELSEWHERE = Map.of(
            "BrainstemDecisionTooLong", "DecisionSizeCheckTest#aDecisionTooLongInAGameThatUsesTheMachineIsTheOnlyError",
            "BrainstemDecisionsTooLong", "DecisionSizeCheckTest#decisionsTooLongInAGameThatUsesTheMachineAreTheOnlyError",
            "BrainstemNotEnum", "StandInTest#aValueThatIsNoEnumIsJavacsErrorThenEachUseCannotFindTheClasses",
            "BrainstemReturnsAtRunTime", "a note: the machine is written",
            "BrainstemInternalError", "a bug in Brainstem: no input makes it on purpose, and after it the processor "
                    + "writes nothing for the machine");

    private static final Pattern MACHINE_CLASS = Pattern.compile("(?m)^( *)@StateMachine\\b[^\\n]*\\n(?:\\1@[^\\n]*\\n)*\\1"
            + "(?:public |protected |private |abstract |final |static )*(?:class|interface|enum|record|@interface) "
            + "(\\w+)(<[^>{]*>)?");
    private static final Pattern TOP_LEVEL = Pattern.compile(
            "(?m)^(?=@|public |abstract |final |class |enum |interface |record )");
    private static final Pattern DECLARED = Pattern.compile("\\b(?:class|enum|interface|record) (\\w+)");
    /** javac's message for a use of a generated class that was not written: the class, where it is used. */
    private static final Pattern CANNOT_FIND = Pattern.compile(
            "cannot find symbol\\s+symbol:\\s+class (\\w+)\\s+location:\\s+class (\\w+)");

    /**
     * Each error and warning example, in a project whose game uses the machine's generated classes (fields,
     * parameters, results, a constructor and calls): the errors javac reports are the example's, and nothing
     * more; for the ids of {@link #NO_STAND_INS}, exactly javac's "cannot find symbol" at each use besides. The
     * example's top-level types go to files of their own first, as in a project, so that none is an auxiliary
     * class. An example without a machine (a handler or an enum without one) has no generated classes to use:
     * it is compiled alone.
     */
    @TestFactory
    Stream<DynamicTest> anErrorExampleInAGameThatUsesItsMachineReportsOnlyItsErrors() throws IOException {
        List<Block> all = blocks();
        List<DynamicTest> tests = new ArrayList<>();
        for (int i = 0; i + 1 < all.size(); i++) {
            Block block = all.get(i);
            Matcher expected = EXPECTED.matcher(block.firstLine());
            if (!block.language().equals("java") || !expected.find()) {
                continue;
            }
            Block shown = all.get(i + 1);
            String id = expected.group(2);
            tests.add(DynamicTest.dynamicTest("[" + id + "] at " + block.where(), () -> {
                Map<String, String> files = new LinkedHashMap<>();
                for (Map.Entry<String, String> file : files(block).entrySet()) {
                    // The examples of a type declared beside another keep it so.
                    files.putAll(id.startsWith("BrainstemAuxiliary") ? Map.of(file.getKey(), file.getValue())
                            : oneFileEachType(file.getValue()));
                }
                List<String> uses = new ArrayList<>();
                files.entrySet().stream().filter(f -> MACHINE_CLASS.matcher(f.getValue()).find()).findFirst()
                        .ifPresent(machine -> uses.addAll(addGame(machine.getValue(), files)));
                InMemoryJavac.Result result = InMemoryJavac.compile(files);
                List<String> errors = new ArrayList<>();
                List<String> followUps = new ArrayList<>();
                for (Diagnostic<? extends JavaFileObject> d : result.diagnostics()) {
                    String message = d.getMessage(java.util.Locale.ROOT);
                    String source = d.getSource() == null ? "" : d.getSource().toUri().toString();
                    boolean inUsersFile = files.keySet().stream().anyMatch(name -> source.endsWith("/" + name));
                    if (d.getKind() == Diagnostic.Kind.ERROR && message.startsWith("[Brainstem")) {
                        if (!errors.contains(normalize("error: " + message))) {
                            errors.add(normalize("error: " + message));
                        }
                    } else if (d.getKind() == Diagnostic.Kind.ERROR && source.contains("/GameOf")) {
                        Matcher use = CANNOT_FIND.matcher(message);
                        followUps.add(use.find() ? "line " + d.getLineNumber() + ": " + use.group(1) : d.toString());
                    } else if (d.getKind() == Diagnostic.Kind.ERROR) {
                        // javac's own error on the user's code stands (a type that does not exist).
                        assertTrue(inUsersFile && !message.contains("Fsm") && !message.contains("Batch"),
                                block.where() + ": " + d);
                    } else {
                        assertTrue(inUsersFile, block.where() + ": a diagnostic in a generated file: " + d);
                    }
                }
                List<String> shownErrors = shownMessages(shown).stream().filter(m -> m.startsWith("error:")).toList();
                assertEquals(shownErrors, errors, block.where() + ": the example's errors");
                assertEquals(NO_STAND_INS.containsKey(id) ? uses : List.of(), followUps,
                        block.where() + ": javac's errors at the game's uses of the generated classes");
            }));
        }
        assertTrue(tests.size() >= 55, "only " + tests.size() + " error examples");
        return tests.stream();
    }

    /**
     * Adds to {@code files} a game beside the machine declared in {@code machineFile} that uses its
     * generated classes, as a game would; returns each use javac can report ("line 4: LampBatch").
     */
    private static List<String> addGame(String machineFile, Map<String, String> files) {
        Matcher inFile = MACHINE_CLASS.matcher(machineFile);
        inFile.find();
        String prefix = inFile.group(1).isEmpty() ? inFile.group(2) : declaredFirst(machineFile) + "_" + inFile.group(2);
        // A generic machine's classes take its type parameters.
        String arguments = inFile.group(3) == null ? "" : inFile.group(3).replaceAll("[^<>,]+", "?");
        String batch = prefix + "Batch" + arguments;
        String fsm = prefix + "Fsm" + arguments;
        Matcher pkg = PACKAGE.matcher(machineFile);
        String packageName = pkg.find() ? pkg.group(1) : "";
        String header = packageName.isEmpty() ? "" : "package " + packageName + ";\n\n";
        files.put((packageName.isEmpty() ? "" : packageName.replace('.', '/') + "/") + "GameOf" + prefix + ".java",
                header
                + "class GameOf" + prefix + " {\n"
                + "    final " + batch + " batch = new " + prefix + "Batch" + (arguments.isEmpty() ? "" : "<>") + "();\n"
                + "    " + fsm + " machine;\n\n"
                + "    " + batch + " tick(" + fsm + " fsm) {\n"
                + "        batch.tick(0.5f);\n"
                + "        Object state = batch.stateOf(0L);\n"
                + "        int population = batch.size() + batch.states().size();\n"
                + "        machine = fsm;\n"
                + "        return batch;\n"
                + "    }\n"
                + "}\n");
        int first = header.isEmpty() ? 2 : 4;
        return List.of("line " + first + ": " + prefix + "Batch", "line " + (first + 1) + ": " + prefix + "Fsm",
                "line " + (first + 3) + ": " + prefix + "Fsm", "line " + (first + 3) + ": " + prefix + "Batch");
    }

    /**
     * Every id of the catalogue is tried in a game that uses its machine: by an example of docs/errors.md
     * ({@link #anErrorExampleInAGameThatUsesItsMachineReportsOnlyItsErrors}), or, for an id no example shows,
     * where {@link #TRIED_ELSEWHERE} says.
     */
    @Test
    void everyIdOfTheCatalogueIsTriedInAGameThatUsesItsMachine() throws IOException {
        Set<String> shown = new LinkedHashSet<>();
        for (Block block : blocks()) {
            Matcher expected = EXPECTED.matcher(block.firstLine());
            if (block.language().equals("java") && expected.find()) {
                shown.add(expected.group(2));
            }
        }
        for (String id : TRIED_ELSEWHERE.keySet()) {
            assertFalse(shown.contains(id), "[" + id + "] has an example now: take it out of TRIED_ELSEWHERE");
        }
        Set<String> tried = new TreeSet<>(shown);
        tried.addAll(TRIED_ELSEWHERE.keySet());
        assertEquals(new TreeSet<>(catalogue()), tried, "the ids tried in a game that uses the machine");
        assertTrue(shown.containsAll(NO_STAND_INS.keySet()), NO_STAND_INS.keySet()::toString);
    }

    /** A one-file example as a project has it: each top-level type in a file of its own, with the header. */
    private static Map<String, String> oneFileEachType(String text) {
        Matcher start = TOP_LEVEL.matcher(text);
        List<Integer> starts = new ArrayList<>();
        while (start.find()) {
            // A declaration starts after a blank line (annotations and modifiers start its first line).
            if (start.start() < 2 || text.charAt(start.start() - 2) == '\n') {
                starts.add(start.start());
            }
        }
        Matcher pkg = PACKAGE.matcher(text);
        String dir = pkg.find() ? pkg.group(1).replace('.', '/') + "/" : "";
        String header = starts.isEmpty() ? "" : text.substring(0, starts.get(0));
        Map<String, String> files = new LinkedHashMap<>();
        for (int i = 0; i < starts.size(); i++) {
            String type = text.substring(starts.get(i), i + 1 < starts.size() ? starts.get(i + 1) : text.length());
            files.put(dir + declaredFirst(type) + ".java", header + type);
        }
        return files;
    }

    private static String declaredFirst(String text) {
        Matcher declared = DECLARED.matcher(text.replaceAll("(?m)^//.*$", ""));
        if (!declared.find()) {
            throw new AssertionError("no type declared in\n" + text);
        }
        return declared.group(1);
    }

    /**
     * CONTRIBUTING.md's table of modules is the root pom's list of modules, in its order, and says a module
     * is published exactly when the release does not leave it out ({@code excludeArtifacts}).
     */
    @Test
    void theModuleTableIsTheRootPomsModules() throws IOException {
        String pom = Files.readString(root().resolve("pom.xml"), StandardCharsets.UTF_8);
        List<String> modules = new ArrayList<>();
        Matcher module = Pattern.compile("<module>([^<]+)</module>").matcher(pom);
        while (module.find()) {
            modules.add(module.group(1).trim());
        }
        Set<String> unpublished = new LinkedHashSet<>();
        Matcher excluded = Pattern.compile("<excludeArtifact>brainstem-([^<]+)</excludeArtifact>").matcher(pom);
        while (excluded.find()) {
            unpublished.add(excluded.group(1).trim());
        }
        String contributing = Files.readString(root().resolve("CONTRIBUTING.md"), StandardCharsets.UTF_8);
        String table = contributing.substring(contributing.indexOf("## The modules"));
        table = table.substring(0, table.indexOf("\n## ", 1));
        List<String> listed = new ArrayList<>();
        Matcher row = Pattern.compile("(?m)^\\| `([^`]+)` \\|.*\\| (yes|no) \\|$").matcher(table);
        while (row.find()) {
            listed.add(row.group(1));
            assertEquals(unpublished.contains(row.group(1)) ? "no" : "yes", row.group(2),
                    "CONTRIBUTING.md says whether " + row.group(1) + " is published");
        }
        assertTrue(modules.size() >= 10, "the root pom's modules: " + modules);
        assertEquals(modules, listed, "CONTRIBUTING.md's table of modules");
    }

    /** A section of docs/errors.md: {@code ## `[BrainstemX]` ...}. */
    private static final Pattern ERROR_SECTION = Pattern.compile("(?m)^## `\\[(Brainstem\\w+)]`");

    @Test
    void everyIdOfTheCatalogueHasASectionInTheErrorsDocument() throws IOException {
        Assumptions.assumeTrue(CATALOGUE_FINAL, "the documents' ids are not synced with the catalogue yet");
        String text = Files.readString(root().resolve("docs/errors.md"), StandardCharsets.UTF_8);
        Set<String> sections = new LinkedHashSet<>();
        Matcher section = ERROR_SECTION.matcher(text);
        while (section.find()) {
            assertTrue(sections.add(section.group(1)), "docs/errors.md has two sections for [" + section.group(1) + "]");
        }
        Set<String> catalogue = catalogue();
        for (String id : catalogue) {
            assertTrue(sections.contains(id), "[" + id + "] has no section in docs/errors.md");
        }
        for (String id : sections) {
            assertTrue(catalogue.contains(id), "docs/errors.md has a section for [" + id + "], which the catalogue lacks");
        }
    }

    /** Every id a document names is one the processor reports: no id outlives its message. */
    @Test
    void everyIdTheDocumentsNameIsInTheCatalogue() throws IOException {
        Set<String> catalogue = catalogue();
        Pattern named = Pattern.compile("\\[(Brainstem[A-Z]\\w*)]");
        for (Path document : documents()) {
            Matcher id = named.matcher(Files.readString(document, StandardCharsets.UTF_8));
            while (id.find()) {
                assertTrue(catalogue.contains(id.group(1)), name(document) + " names [" + id.group(1)
                        + "], which is not in the processor's catalogue");
            }
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
        machines.put("Guard", Diagrams.of(GuardFsm.INFO).toMermaid());
        machines.put("Enemy", Diagrams.of(EnemyFsm.INFO).toMermaid());
        machines.put("Ant", Diagrams.of(AntFsm.INFO).toMermaid());
        machines.put("Flyer", Diagrams.of(FlyerFsm.INFO).toMermaid());
        machines.put("Monsters", Diagrams.of(MonstersFsm.INFO).toMermaid());
        machines.put("Miner", Diagrams.of(MinerFsm.INFO).toMermaid());
        machines.put("Wife", Diagrams.of(WifeFsm.INFO).toMermaid());
        machines.put("Soldier", Diagrams.of(SoldierFsm.INFO).toMermaid());
        List<String> diagrams = blocks().stream().filter(b -> b.language().equals("mermaid")).map(Block::text).toList();
        for (String diagram : diagrams) {
            assertTrue(machines.containsValue(diagram), "a Mermaid block is no sample's diagram:\n" + diagram);
        }
        machines.forEach((name, diagram) ->
                assertTrue(diagrams.contains(diagram), "the README and docs lack " + name + "'s diagram:\n" + diagram));
    }

    /** A Markdown link or image: {@code [text](target)}; the target is what this test resolves. */
    private static final Pattern LINK = Pattern.compile("\\]\\(([^)\\s]+)\\)");
    private static final Pattern HEADING = Pattern.compile("^#{1,6} +(.+?) *#* *$");
    private static final Pattern INLINE_LINK = Pattern.compile("\\[([^\\]]*)]\\([^)]*\\)");

    /** The documents whose links are checked: the README, docs/, CONTRIBUTING.md and CHANGELOG.md. */
    private static List<Path> linkingDocuments() throws IOException {
        List<Path> documents = new ArrayList<>(documents());
        for (String other : List.of("CONTRIBUTING.md", "CHANGELOG.md")) {
            if (Files.isRegularFile(root().resolve(other))) {
                documents.add(root().resolve(other));
            }
        }
        return documents;
    }

    /** The lines of a Markdown file outside its fenced blocks. */
    private static List<String> prose(Path document) throws IOException {
        List<String> lines = new ArrayList<>();
        boolean fenced = false;
        for (String line : Files.readAllLines(document, StandardCharsets.UTF_8)) {
            if (line.startsWith("```")) {
                fenced = !fenced;
            } else if (!fenced) {
                lines.add(line);
            }
        }
        return lines;
    }

    /** The anchors GitHub gives a Markdown file's headings: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
    static Set<String> anchors(Path document) throws IOException {
        Set<String> anchors = new LinkedHashSet<>();
        Map<String, Integer> seen = new LinkedHashMap<>();
        for (String line : prose(document)) {
            Matcher heading = HEADING.matcher(line);
            if (!heading.matches()) {
                continue;
            }
            String text = INLINE_LINK.matcher(heading.group(1)).replaceAll("$1").toLowerCase(java.util.Locale.ROOT);
            StringBuilder slug = new StringBuilder();
            text.codePoints().forEach(c -> {
                if (Character.isLetterOrDigit(c) || c == '-' || c == '_') {
                    slug.appendCodePoint(c);
                } else if (c == ' ') {
                    slug.append('-');
                }
            });
            String anchor = slug.toString();
            int repeats = seen.merge(anchor, 1, Integer::sum) - 1;
            anchors.add(repeats == 0 ? anchor : anchor + "-" + repeats);
        }
        return anchors;
    }

    @Test
    void everyRelativeLinkPointsAtAFileAndAnAnchorThatExist() throws IOException {
        List<String> broken = new ArrayList<>();
        int checked = 0;
        for (Path document : linkingDocuments()) {
            for (String line : prose(document)) {
                Matcher link = LINK.matcher(line);
                while (link.find()) {
                    String target = link.group(1);
                    if (target.matches("^[a-z]+:.*")) {
                        continue; // https:, mailto:: not this repository's
                    }
                    checked++;
                    int hash = target.indexOf('#');
                    String path = hash < 0 ? target : target.substring(0, hash);
                    Path file = path.isEmpty() ? document : document.getParent().resolve(path).normalize();
                    if (!Files.exists(file)) {
                        broken.add(name(document) + ": " + target + " (no such file)");
                    } else if (hash >= 0 && file.toString().endsWith(".md")
                            && !anchors(file).contains(target.substring(hash + 1))) {
                        broken.add(name(document) + ": " + target + " (no such heading)");
                    }
                }
            }
        }
        assertEquals(List.of(), broken, "links that lead nowhere");
        assertTrue(checked >= 50, "only " + checked + " relative links found");
    }

    /** The README's excerpts of the ants' and the guards' demo output: lines the demos print. */
    @Test
    void theDemoOutputExcerptsAreWhatTheDemosPrint() throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        AntsDemo.run(out, 1, false, 0);
        GuardsDemo.run(out);
        Set<String> printed = new LinkedHashSet<>(List.of(bytes.toString(StandardCharsets.UTF_8).split("\\R")));
        int checked = 0;
        for (Block block : blocks()) {
            if (block.language().equals("text") && DEMO_LINE.matcher(block.firstLine()).find()) {
                for (String line : block.text().split("\n")) {
                    assertTrue(printed.contains(line), block.where() + ": the demos print no line\n" + line);
                    checked++;
                }
            }
        }
        assertTrue(checked >= 10, "the ants' and the guards' excerpts: " + checked + " lines");
    }

    @Test
    void theCommandsAreTheOnesThisBuildRuns() throws IOException {
        String text = Files.readString(readme(), StandardCharsets.UTF_8);
        assertTrue(text.contains("mvn -q install -DskipTests && java -jar samples/target/brainstem-samples.jar\n"));
        assertTrue(text.contains("\n.ci/summary mvn -q install\n"));
        assertTrue(Files.isExecutable(root().resolve(".ci/summary")), ".ci/summary is not an executable script");
        String ci = Files.readString(root().resolve(".ci/run"), StandardCharsets.UTF_8);
        assertTrue(ci.contains(".ci/summary mvn -B -ntp -q clean install"), "CI no longer runs what the README says");
        assertTrue(text.contains("`.ci/summary mvn -B -ntp -q clean install`"));
        assertTrue(text.split("\n", -1).length <= 401, "the README is longer than 400 lines");
    }
}
