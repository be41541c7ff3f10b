package dev.brainstem.devtools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The watcher on real folders: a build is reported once, after the quiet spell, with every file it
 * wrote, and not before a file being written reads completely. The quiet spells are long beside the
 * test's own pauses, so that a busy machine cannot split a build; every wait has a deadline.
 */
@SuppressWarnings("try") // a watcher works on its own thread: the try only closes it
class ClassWatcherTest {
    /** Far longer than any pause between the test's writes. */
    private static final long QUIET = 400;
    private static final long DEADLINE_SECONDS = 15;

    @TempDir
    Path classes;
    private final BlockingQueue<ClassWatcher.Build> builds = new LinkedBlockingQueue<>();
    private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();

    private static byte[] aClass() throws IOException {
        try (InputStream in = ClassWatcherTest.class.getResourceAsStream("ClassWatcherTest.class")) {
            return in.readAllBytes();
        }
    }

    private ClassWatcher watch(boolean poll) throws IOException {
        return new ClassWatcher(List.of(classes), QUIET, builds::add, lines::add, poll);
    }

    private ClassWatcher.Build next() throws InterruptedException {
        ClassWatcher.Build build = builds.poll(DEADLINE_SECONDS, TimeUnit.SECONDS);
        assertNotNull(build, "a build within " + DEADLINE_SECONDS + " s");
        return build;
    }

    /** No second build within two quiet spells. */
    private void noMoreBuilds() throws InterruptedException {
        assertNull(builds.poll(2 * QUIET, TimeUnit.MILLISECONDS), "no other build");
    }

    @ParameterizedTest(name = "polling {0}")
    @ValueSource(booleans = {false, true})
    void filesWrittenCloseTogetherAreOneBuildReportedAfterTheQuietSpell(boolean poll) throws Exception {
        Path pkg = Files.createDirectories(classes.resolve("game"));
        Files.write(pkg.resolve("Old.class"), aClass());
        try (ClassWatcher watcher = watch(poll)) {
            Thread.sleep(200);
            assertTrue(builds.isEmpty(), "what was there before is no build");
            long start = System.nanoTime();
            Path errors = Files.createDirectories(classes.resolve("META-INF/brainstem")).resolve("game.Monster.errors");
            Files.write(pkg.resolve("Monster.class"), aClass());
            Thread.sleep(50);
            Files.write(pkg.resolve("MonsterFsm.class"), aClass());
            Files.writeString(errors, "");
            Files.writeString(pkg.resolve("notes.txt"), "not a class");
            Thread.sleep(50);
            Files.write(pkg.resolve("Old.class"), aClass());
            long written = System.nanoTime();
            ClassWatcher.Build build = next();
            assertTrue(System.nanoTime() - start >= TimeUnit.MILLISECONDS.toNanos(QUIET), "not before the quiet spell");
            assertTrue(build.lastChange() >= start && build.lastChange() <= System.nanoTime());
            assertTrue(build.lastChange() >= written - TimeUnit.MILLISECONDS.toNanos(QUIET),
                    "the last change is the last write's");
            assertEquals(Set.of(pkg.resolve("Monster.class"), pkg.resolve("MonsterFsm.class"), pkg.resolve("Old.class")),
                    build.classes());
            assertEquals(Set.of(errors), build.errors());
            noMoreBuilds();
        }
    }

    @ParameterizedTest(name = "polling {0}")
    @ValueSource(booleans = {false, true})
    void aClassFileStillBeingWrittenHoldsTheBuildBack(boolean poll) throws Exception {
        byte[] bytes = aClass();
        Path file = classes.resolve("Monster.class");
        try (ClassWatcher watcher = watch(poll)) {
            Files.write(file, Arrays.copyOf(bytes, bytes.length / 2));
            Files.write(classes.resolve("Other.class"), bytes);
            assertNull(builds.poll(3 * QUIET, TimeUnit.MILLISECONDS), "no build while a file is cut short");
            Files.write(file, bytes);
            ClassWatcher.Build build = next();
            assertEquals(Set.of(file, classes.resolve("Other.class")), build.classes());
            noMoreBuilds();
        }
        assertTrue(lines.isEmpty(), "nothing said: " + lines);
    }

    @Test
    void aPackageCreatedAfterTheStartIsWatchedAndDeletionsAreNoBuild() throws Exception {
        Path old = classes.resolve("Old.class");
        Files.write(old, aClass());
        try (ClassWatcher watcher = watch(false)) {
            Path deep = Files.createDirectories(classes.resolve("game/ai/deep"));
            Files.write(deep.resolve("Monster.class"), aClass());
            assertEquals(Set.of(deep.resolve("Monster.class")), next().classes());
            Files.write(deep.resolve("MonsterFsm.class"), aClass());
            assertEquals(Set.of(deep.resolve("MonsterFsm.class")), next().classes(), "its files are watched from then on");
            Files.delete(old);
            Files.delete(deep.resolve("Monster.class"));
            noMoreBuilds();
        }
    }
}
