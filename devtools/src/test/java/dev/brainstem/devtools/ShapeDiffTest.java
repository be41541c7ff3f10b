package dev.brainstem.devtools;

import static dev.brainstem.devtools.MonsterSources.MONSTER;
import static dev.brainstem.devtools.MonsterSources.STATE;
import static dev.brainstem.devtools.MonsterSources.edit;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What devtools says about a build, on real edits of a machine compiled with the processor. */
class ShapeDiffTest {
    @TempDir
    static Path dir;
    private static Path before;
    private static int builds;

    @BeforeAll
    static void compileTheMachine() {
        before = Compiler.compile(dir.resolve("before"), MonsterSources.base());
    }

    /** The restart reason for the edited machine against the base one, its changed classes read as the agent reads them. */
    private static String reason(Map<String, String> edited) throws IOException {
        Path after = Compiler.compile(dir.resolve("after" + builds++), edited);
        List<ShapeDiff.Change> changes = new ArrayList<>();
        List<Path> files;
        try (var walk = Files.walk(after)) {
            files = walk.filter(file -> file.toString().endsWith(".class")).toList();
        }
        for (Path file : files) {
            Path old = before.resolve(after.relativize(file));
            if (Files.exists(old) && !Arrays.equals(Files.readAllBytes(old), Files.readAllBytes(file))) {
                changes.add(new ShapeDiff.Change(ClassShape.read(Files.readAllBytes(old)),
                        ClassShape.read(Files.readAllBytes(file))));
            }
        }
        assertTrue(!changes.isEmpty(), "the edit changed some class");
        return ShapeDiff.restartReason(changes);
    }

    @Test
    void aHandlersBodyAppliesLive() throws IOException {
        assertNull(reason(edit(MonsterSources.base(), MONSTER, "x += 2 * dt;", "x += 3 * dt;")));
    }

    @Test
    void aLambdaThatCapturesNothingAppliesLiveOneThatCapturesTheEntityDoesNot() throws IOException {
        // javac writes the first as a private static method, which HotSpot lets a redefinition add.
        assertNull(reason(edit(MonsterSources.base(), MONSTER, "x += 2 * dt;",
                "java.util.function.IntUnaryOperator twice = v -> v * 2; x += twice.applyAsInt(2) * dt;")));
        assertEquals("Monster: method lambda$chase$0() added", reason(edit(MonsterSources.base(), MONSTER,
                "x += 2 * dt;", "Runnable step = () -> x += 2; step.run();")));
    }

    @Test
    void aNewStateIsNamedWithItsEnum() throws IOException {
        Map<String, String> edited = edit(MonsterSources.base(), STATE, "IDLE, CHASE, ATTACK }", "IDLE, CHASE, ATTACK, SLEEP }");
        edited = edit(edited, MONSTER, "@OnUpdate(value = \"ATTACK\", to = \"IDLE\")",
                "@OnUpdate(value = \"ATTACK\", to = {\"IDLE\", \"SLEEP\"})");
        assertEquals("new state SLEEP in MonsterState", reason(edited));
    }

    @Test
    void aNewHandlerIsNamedWithItsAnnotation() throws IOException {
        assertEquals("new handler spot() @OnEnter(\"CHASE\")", reason(edit(MonsterSources.base(), MONSTER,
                "    @Transition(", "    @dev.brainstem.OnEnter(\"CHASE\")\n    void spot() {\n        distance = 5;\n    }\n\n    @Transition(")));
    }

    @Test
    void aRemovedGuardIsNamedWithItsAnnotation() throws IOException {
        assertEquals("guard lost() @Transition(from = \"CHASE\", to = \"IDLE\") removed", reason(edit(MonsterSources.base(),
                MONSTER, "@Transition(from = \"CHASE\", to = \"IDLE\")\n    boolean lost() {\n        return distance > 10;\n    }", "")));
    }

    @Test
    void aNewOrRemovedGroupIsNamed() throws IOException {
        assertEquals("new group REST in MonsterState", reason(edit(MonsterSources.base(), STATE, "name = \"CALM\"", "name = \"REST\"")));
        assertEquals("group CALM removed from MonsterState", reason(edit(MonsterSources.base(), STATE,
                "@StateGroup(name = \"CALM\", states = {\"IDLE\"})\n", "")));
    }

    @Test
    void anythingElseTheJvmRefusesIsSaidAsTheJvmSeesIt() throws IOException {
        assertEquals("Monster: method foo(int, String[]) added", reason(edit(MonsterSources.base(), MONSTER,
                "    float x;", "    float x;\n\n    int foo(int a, String[] b) {\n        return a;\n    }")));
        assertEquals("Monster: field speed added", reason(edit(MonsterSources.base(), MONSTER, "    float x;", "    float x;\n    float speed;")));
    }
}
