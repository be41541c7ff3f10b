package dev.brainstem.devtools;

import static dev.brainstem.devtools.MonsterSources.MONSTER;
import static dev.brainstem.devtools.MonsterSources.edit;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.eclipse.jdt.core.compiler.batch.BatchCompiler;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** How a failed build shows: the processor's .errors file, its stand-ins, the Eclipse compiler's problem classes. */
class BuildCheckTest {
    @TempDir
    Path dir;

    private static void age(Path file, long secondsAgo) throws IOException {
        Files.setLastModifiedTime(file, FileTime.fromMillis(System.currentTimeMillis() - secondsAgo * 1000));
    }

    private Path errorsFile(String entity, String text) throws IOException {
        Path errors = Files.createDirectories(dir.resolve("META-INF/brainstem")).resolve(entity + ".errors");
        Files.writeString(errors, text);
        return errors;
    }

    @Test
    void anErrorsFileNewerThanTheEntitysClassIsTheBuildsFailure() throws IOException {
        Path entity = Files.createDirectories(dir.resolve("game")).resolve("Monster.class");
        Files.write(entity, new byte[] {1});
        age(entity, 60);
        Path errors = errorsFile("game.Monster", "\nMonster.java:12:5: [BrainstemUnknownState] no state SLEEP\nMonster.java:20:5: x\n");
        assertEquals("Monster.java:12:5: [BrainstemUnknownState] no state SLEEP", BuildCheck.errorsFile(errors));
        ClassWatcher.Build build = new ClassWatcher.Build(Set.of(), Set.of(errors), 0);
        assertEquals("Monster.java:12:5: [BrainstemUnknownState] no state SLEEP", BuildCheck.firstError(build, Map.of()));

        age(errors, 120);
        assertNull(BuildCheck.errorsFile(errors), "older than the class: an earlier build's, fixed since");
        Files.writeString(errors, "");
        assertNull(BuildCheck.errorsFile(errors), "empty: the machine built cleanly");
        assertNull(BuildCheck.firstError(build, Map.of()));
    }

    @Test
    void aNestedEntitysClassIsFoundByItsBinaryName() throws IOException {
        Path entity = Files.createDirectories(dir.resolve("game")).resolve("World$Monster.class");
        Files.write(entity, new byte[] {1});
        Path errors = errorsFile("game.World.Monster", "World.java:3:1: broken");
        age(errors, 60);
        assertNull(BuildCheck.errorsFile(errors), "compared with game/World$Monster.class, which is newer");
        age(entity, 120);
        assertEquals("World.java:3:1: broken", BuildCheck.errorsFile(errors));
    }

    @Test
    void theEclipseCompilersProblemClassesAndTheProcessorsStandInsAreFailures() throws IOException {
        Map<String, String> broken = edit(MonsterSources.base(), MONSTER, "x += 2 * dt;", "x += 2 * speed;");
        broken = edit(broken, MONSTER, "@OnUpdate(value = \"ATTACK\", to = \"IDLE\")", "@OnUpdate(value = \"ATTACK\", to = \"SLEEP\")");
        Path classes = ecj(broken);
        ClassShape monster = Compiler.shape(classes, "game.Monster");
        assertEquals("Monster: speed cannot be resolved to a variable", BuildCheck.problemClass(monster));
        ClassShape fsm = Compiler.shape(classes, "game.MonsterFsm");
        String standIn = BuildCheck.standIn(fsm);
        assertTrue(standIn != null && standIn.contains("SLEEP"), "the stand-in's reason names the unknown state: " + standIn);
        Map<Path, ClassShape> shapes = new LinkedHashMap<>();
        shapes.put(classes.resolve("game/MonsterFsm.class"), fsm);
        shapes.put(classes.resolve("game/Monster.class"), monster);
        assertEquals(standIn, BuildCheck.firstError(new ClassWatcher.Build(shapes.keySet(), Set.of(), 0), shapes));
    }

    @Test
    void aCleanBuildHasNoError() throws IOException {
        Path classes = Compiler.compile(dir, MonsterSources.base());
        Map<Path, ClassShape> shapes = new LinkedHashMap<>();
        for (String name : List.of("game.Monster", "game.MonsterFsm", "game.MonsterBatch", "game.MonsterState")) {
            Path file = classes.resolve(name.replace('.', '/') + ".class");
            shapes.put(file, Compiler.shape(classes, name));
            assertNull(BuildCheck.standIn(shapes.get(file)));
            assertNull(BuildCheck.problemClass(shapes.get(file)));
        }
        assertNull(BuildCheck.firstError(new ClassWatcher.Build(shapes.keySet(), Set.of(), 0), shapes));
    }

    /** Compiles as Eclipse does while editing: errors reported, and classes written anyway. */
    private Path ecj(Map<String, String> sources) throws IOException {
        Path src = dir.resolve("src");
        Path classes = Files.createDirectories(dir.resolve("classes"));
        List<String> args = new ArrayList<>(List.of("-classpath", System.getProperty("java.class.path"),
                "-processorpath", System.getProperty("java.class.path"), "-s",
                Files.createDirectories(dir.resolve("generated")).toString(), "-d", classes.toString(),
                "--release", "17", "-proceedOnError", "-warn:none"));
        for (Map.Entry<String, String> source : sources.entrySet()) {
            Path file = src.resolve(source.getKey());
            Files.createDirectories(file.getParent());
            Files.writeString(file, source.getValue());
            args.add(file.toString());
        }
        StringWriter out = new StringWriter();
        boolean built = BatchCompiler.compile(args.toArray(new String[0]), new PrintWriter(out), new PrintWriter(out), null);
        assertTrue(!built, "the build fails:\n" + out);
        assertTrue(Files.exists(classes.resolve("game/Monster.class")), "ECJ wrote the classes anyway:\n" + out
                + "\n" + String.join(File.pathSeparator, args));
        return classes;
    }
}
