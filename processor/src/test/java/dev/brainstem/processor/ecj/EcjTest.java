package dev.brainstem.processor.ecj;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import dev.brainstem.processor.BrainstemProcessor;
import dev.brainstem.processor.fuzz.EcjSupport;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.eclipse.jdt.internal.compiler.tool.EclipseCompiler;
import org.junit.jupiter.api.Test;

/**
 * The processor under the Eclipse compiler (ECJ, {@code org.eclipse.jdt:ecj}, run through its
 * {@code javax.tools} face): the design's Guard machine gets exactly the sources javac gets, misuse
 * is still reported as errors on the user's source (check 6 aside: javac's trees do not exist under
 * ECJ, so the runtime check stands alone), and nothing crashes.
 */
class EcjTest {

    static String resource(String name) {
        try (InputStream in = EcjTest.class.getResourceAsStream("/ecj/guard/" + name + ".java.txt")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static List<JavaFileObject> guard() {
        return guard(resource("Guard"), resource("GuardState"));
    }

    static List<JavaFileObject> guard(String guard, String guardState) {
        Map<String, String> files = new java.util.LinkedHashMap<>();
        files.put("dev.brainstem.samples.guard.Guard", guard);
        files.put("dev.brainstem.samples.guard.GuardState", guardState);
        return EcjSupport.sources(files);
    }

    static Compilation javac(List<JavaFileObject> sources) {
        return Compiler.javac().withProcessors(new BrainstemProcessor())
                .withOptions("--release", "17", "-Xlint:all")
                .withClasspath(EcjSupport.CLASSPATH)
                .compile(sources);
    }

    static Compilation ecj(List<JavaFileObject> sources) {
        return Compiler.compiler(new EclipseCompiler()).withProcessors(new BrainstemProcessor())
                .withOptions("--release", "17", "-warn:-unusedImport")
                .withClasspath(EcjSupport.CLASSPATH)
                .compile(sources);
    }

    /** The generated sources of a compilation, by path below SOURCE_OUTPUT. */
    static Map<String, String> generatedSources(Compilation compilation) {
        Map<String, String> sources = new TreeMap<>();
        for (JavaFileObject file : compilation.generatedSourceFiles()) {
            try {
                sources.put(file.toUri().getPath().replaceFirst("^/SOURCE_OUTPUT/", ""),
                        file.getCharContent(true).toString());
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return sources;
    }

    static String describe(Compilation compilation) {
        StringBuilder out = new StringBuilder();
        for (Diagnostic<? extends JavaFileObject> d : compilation.diagnostics()) {
            out.append(d.getKind()).append(' ').append(d.getSource() == null ? "-" : d.getSource().toUri().getPath())
                    .append(':').append(d.getLineNumber()).append(": ").append(d.getMessage(null)).append('\n');
        }
        return out.toString();
    }

    @Test
    void guardGetsTheSameSourcesUnderEcjAsUnderJavac() {
        Compilation byJavac = javac(guard());
        Compilation byEcj = ecj(guard());
        assertEquals(Compilation.Status.SUCCESS, byJavac.status(), describe(byJavac));
        assertEquals(Compilation.Status.SUCCESS, byEcj.status(), describe(byEcj));
        assertTrue(byEcj.errors().isEmpty(), describe(byEcj));
        assertTrue(byEcj.warnings().isEmpty(), describe(byEcj));
        assertTrue(byJavac.warnings().stream().noneMatch(d -> d.getSource() != null), describe(byJavac));
        Map<String, String> javacSources = generatedSources(byJavac);
        Map<String, String> ecjSources = generatedSources(byEcj);
        assertEquals(List.of("dev/brainstem/samples/guard/GuardBatch.java", "dev/brainstem/samples/guard/GuardFsm.java"),
                new ArrayList<>(javacSources.keySet()));
        assertEquals(javacSources.keySet(), ecjSources.keySet());
        javacSources.forEach((path, text) -> assertEquals(text, ecjSources.get(path), path));
        // And ECJ compiled them: the classes are there.
        assertTrue(byEcj.generatedFiles().stream()
                .anyMatch(f -> f.toUri().getPath().endsWith("dev/brainstem/samples/guard/GuardBatch.class")));
    }

    /** A two-region machine: the legs and the weapon, each reading the other, and a message both take. */
    static List<JavaFileObject> regions(String soldierChange) {
        Map<String, String> files = new java.util.LinkedHashMap<>();
        files.put("ecj.regions.Legs", "package ecj.regions;\n\nimport dev.brainstem.*;\n\n"
                + "@States\npublic enum Legs { IDLE, WALK }\n");
        files.put("ecj.regions.Weapon", "package ecj.regions;\n\nimport dev.brainstem.*;\n\n"
                + "@States\npublic enum Weapon { READY, AIM }\n");
        files.put("ecj.regions.Soldier", ("""
                package ecj.regions;

                import dev.brainstem.*;

                @StateMachine(value = Legs.class, regions = {Weapon.class})
                public class Soldier {
                    public static final class Alarm { }
                    boolean moving, enemy;

                    @Transition(from = "IDLE", to = "WALK")
                    boolean go(@Current Weapon weapon) { return moving || weapon == Weapon.AIM; }

                    @OnUpdate(value = "WALK", to = "IDLE")
                    Legs stop() { return moving ? null : Legs.IDLE; }

                    @Transition(from = "READY", to = "AIM")
                    boolean spot(@Current Legs legs) { return enemy && legs == Legs.IDLE; }

                    @OnMessage(value = "AIM", to = "READY")
                    Weapon lower(Alarm alarm, @Current Legs legs) { return Weapon.READY; }

                    @OnEnter("WALK")
                    void walk(@Current Weapon weapon) { }
                }
                """).replace("@OnEnter(\"WALK\")", soldierChange));
        return EcjSupport.sources(files);
    }

    @Test
    void aMachineOfRegionsGetsTheSameSourcesUnderEcjAndItsMisuseIsAnError() {
        Compilation byJavac = javac(regions("@OnEnter(\"WALK\")"));
        Compilation byEcj = ecj(regions("@OnEnter(\"WALK\")"));
        assertEquals(Compilation.Status.SUCCESS, byJavac.status(), describe(byJavac));
        assertEquals(Compilation.Status.SUCCESS, byEcj.status(), describe(byEcj));
        assertTrue(byEcj.warnings().isEmpty(), describe(byEcj));
        Map<String, String> javacSources = generatedSources(byJavac);
        assertEquals(List.of("ecj/regions/SoldierBatch.java", "ecj/regions/SoldierFsm.java",
                "ecj/regions/SoldierWeaponBatch.java", "ecj/regions/SoldierWeaponFsm.java"),
                new ArrayList<>(javacSources.keySet()));
        Map<String, String> ecjSources = generatedSources(byEcj);
        javacSources.forEach((path, text) -> assertEquals(text, ecjSources.get(path), path));

        Compilation spanning = ecj(regions("@OnEnter({\"WALK\", \"AIM\"})"));
        assertTrue(spanning.errors().stream().anyMatch(d -> d.getMessage(null).contains("[BrainstemRegionSpan]")
                && d.getSource() != null && !d.getSource().toUri().getPath().startsWith("/SOURCE_OUTPUT/")),
                describe(spanning));
        assertFalse(describe(spanning).contains("BrainstemInternalError"), describe(spanning));
    }

    /** One misuse of the Guard machine, the message id the processor reports for it, and where. */
    record Misuse(String name, String from, String to, String id) {}

    static final List<Misuse> MISUSES = List.of(
            new Misuse("misspelt state", "@OnUpdate(value = \"PURSUIT\", to = \"SEARCH\")",
                    "@OnUpdate(value = \"PURSUIT\", to = \"SERACH\")", "BrainstemUnknownState"),
            new Misuse("misspelt initial", "initial = \"IDLE\"", "initial = \"IDEL\"", "BrainstemUnknownInitial"),
            new Misuse("duplicate handler", "@OnExit(\"SEARCH\")", "@OnExit(\"ALARM\") void again() {}\n"
                    + "    @OnExit({\"SEARCH\", \"ALARM\"})", "BrainstemDuplicateHandler"),
            new Misuse("private handler", "GuardState pursue(float dt)", "private GuardState pursue(float dt)",
                    "BrainstemHandlerModifier"),
            new Misuse("wrong parameter", "void forget(GuardState next)", "void forget(float next)",
                    "BrainstemHandlerShape"),
            new Misuse("void handler with a to", "@OnEnter({\"ALARM\", \"SEARCH\", \"STUNNED\"})",
                    "@OnEnter(value = {\"ALARM\", \"SEARCH\", \"STUNNED\"}, to = \"IDLE\")", "BrainstemVoidWithTo"),
            new Misuse("unreachable state", "@OnUpdate(value = \"PURSUIT\", to = \"SEARCH\")",
                    "@OnUpdate(value = \"PURSUIT\", to = \"IDLE\")", "BrainstemUnreachable"),
            new Misuse("checked exception", "void resetTimer()", "void resetTimer() throws Exception",
                    "BrainstemCheckedException"));

    @Test
    void misuseIsStillAnErrorOnTheUsersSourceUnderEcj() {
        List<String> problems = new ArrayList<>();
        for (Misuse misuse : MISUSES) {
            String guard = resource("Guard");
            String state = resource("GuardState");
            String file = state.contains(misuse.from()) ? "GuardState" : "Guard";
            String source = file.equals("Guard") ? guard : state;
            assertTrue(source.contains(misuse.from()), misuse.name() + ": the mutation does not apply");
            source = source.replace(misuse.from(), misuse.to());
            List<JavaFileObject> sources = guard(file.equals("Guard") ? source : guard,
                    file.equals("GuardState") ? source : state);
            for (boolean ecj : new boolean[] {false, true}) {
                Compilation compilation = ecj ? ecj(sources) : javac(sources);
                String text = describe(compilation);
                String compiler = ecj ? "ECJ" : "javac";
                boolean reported = compilation.errors().stream().anyMatch(d -> d.getMessage(null).contains(misuse.id())
                        && d.getSource() != null && !d.getSource().toUri().getPath().startsWith("/SOURCE_OUTPUT/"));
                if (!reported) {
                    problems.add(compiler + ", " + misuse.name() + ": no " + misuse.id() + " error on the user's source:\n"
                            + text);
                }
                if (text.contains("BrainstemInternalError") || text.contains("threw an uncaught exception")
                        || text.contains("/SOURCE_OUTPUT/")) {
                    problems.add(compiler + ", " + misuse.name() + ": crashed or wrote code that does not compile:\n"
                            + text);
                }
            }
        }
        assertTrue(problems.isEmpty(), String.join("\n", problems));
    }

    /**
     * Check 6 reads method bodies through javac's trees: under ECJ it is skipped without a word, the
     * machine is written, and the runtime check stands.
     */
    @Test
    void anUndeclaredReturnIsLeftToTheRuntimeUnderEcj() {
        String guard = resource("Guard").replace("return x >= 1 ? GuardState.SEARCH : null;",
                "return x >= 1 ? GuardState.IDLE : null;");
        List<JavaFileObject> sources = guard(guard, resource("GuardState"));
        Compilation byJavac = javac(sources);
        assertTrue(byJavac.errors().stream().anyMatch(d -> d.getMessage(null).contains("BrainstemUndeclaredReturn")),
                describe(byJavac));
        Compilation byEcj = ecj(sources);
        assertTrue(byEcj.errors().isEmpty(), describe(byEcj));
        assertFalse(generatedSources(byEcj).isEmpty());
    }

    /**
     * A deprecated machine class (its handlers too), then one for removal: the generated classes suppress
     * the one warning each names, and ECJ, which warns of a suppression that suppresses nothing, and javac
     * say nothing of the generated code.
     */
    @Test
    void deprecatedMachinesGetNoWarningInTheGeneratedCode() {
        for (String deprecated : List.of("@Deprecated", "@Deprecated(forRemoval = true)")) {
            String guard = resource("Guard").replace("public class Guard", deprecated + "\npublic class Guard");
            List<JavaFileObject> sources = guard(guard, resource("GuardState"));
            for (Compilation compilation : List.of(javac(sources), ecj(sources))) {
                assertEquals(Compilation.Status.SUCCESS, compilation.status(), describe(compilation));
                assertTrue(compilation.warnings().stream().noneMatch(d -> d.getSource() != null
                        && d.getSource().toUri().getPath().startsWith("/SOURCE_OUTPUT/")), deprecated + "\n"
                        + describe(compilation));
            }
            String fsm = generatedSources(javac(sources)).get("dev/brainstem/samples/guard/GuardFsm.java");
            assertTrue(fsm.contains(deprecated.equals("@Deprecated") ? "@SuppressWarnings(\"deprecation\")"
                    : "@SuppressWarnings(\"removal\")"), fsm);
        }
    }

    /** Random machines from the differential fuzzer: ECJ and javac write the same sources for every one. */
    @Test
    void randomMachinesGetTheSameSourcesUnderEcj() {
        List<String> problems = EcjSupport.compareRandomMachines(Integer.getInteger("brainstem.fuzz.ecjMachines", 40));
        assertTrue(problems.isEmpty(), String.join("\n", problems));
    }

    /** The same for statechart machines (groups you enter, SHALLOW and DEEP history, groups' constants). */
    @Test
    void randomStatechartMachinesGetTheSameSourcesUnderEcj() {
        List<String> problems = EcjSupport.compareRandomMachines(Integer.getInteger("brainstem.fuzz.ecjMachines", 40),
                true);
        assertTrue(problems.isEmpty(), String.join("\n", problems));
    }
}
