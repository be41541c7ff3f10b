package dev.brainstem.processor.writing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The generated {@code XFsm} source, compared character for character with a golden file, for a
 * small object-mode machine ({@code Door}) and a small id-mode one ({@code Lights}, which also
 * settles and is package-private); and the Mermaid and DOT diagrams written to the class output.
 * Only {@code XFsm} is compared: other generated files (the batch runner) have their own tests.
 *
 * <p>After an intended change to the generated code, regenerate the golden files and review their
 * diff before committing:
 *
 * <pre>
 * mvn -Dmaven.repo.local=... -pl processor test -Dtest=GoldenFileTest -Dbrainstem.updateGolden=true
 * </pre>
 *
 * <p>With {@code brainstem.updateGolden} set, each test writes what the processor generated over
 * its golden file in {@code processor/src/test/resources/golden/} and passes.
 */
class GoldenFileTest {
    private static final boolean UPDATE = Boolean.getBoolean("brainstem.updateGolden");
    private static final Path GOLDEN = Path.of(System.getProperty("basedir", System.getProperty("user.dir")))
            .resolve("src/test/resources/golden");

    @Test
    void objectMode() throws IOException {
        Generated generated = Generated.compile("test.door.DoorState", Machines.DOOR_STATE,
                "test.door.Door", Machines.DOOR);

        assertGolden("door/DoorFsm.java", generated.source("test.door.DoorFsm"));
        assertGolden("door/DoorBatch.java", generated.source("test.door.DoorBatch"));
    }

    @Test
    void idMode() throws IOException {
        Generated generated = Generated.compile("test.ids.Light", Machines.LIGHT, "test.ids.Lights", Machines.LIGHTS);

        assertGolden("ids/LightsFsm.java", generated.source("test.ids.LightsFsm"));
        assertGolden("ids/LightsBatch.java", generated.source("test.ids.LightsBatch"));
    }

    @Test
    void groupsAndGuardsObjectMode() throws IOException {
        Generated generated = Generated.compile("test.sentry.SentryState", Machines.SENTRY_STATE,
                "test.sentry.Sentry", Machines.SENTRY);

        assertGolden("sentry/SentryFsm.java", generated.source("test.sentry.SentryFsm"));
        assertGolden("sentry/SentryBatch.java", generated.source("test.sentry.SentryBatch"));
        assertGolden("sentry/test.sentry.Sentry.mmd", generated.resource("META-INF/brainstem/test.sentry.Sentry.mmd"));
        assertGolden("sentry/test.sentry.Sentry.dot", generated.resource("META-INF/brainstem/test.sentry.Sentry.dot"));
    }

    @Test
    void groupsAndGuardsIdMode() throws IOException {
        Generated generated = Generated.compile("test.posts.PostState", Machines.POST_STATE,
                "test.posts.Posts", Machines.POSTS);

        assertGolden("posts/PostsFsm.java", generated.source("test.posts.PostsFsm"));
        assertGolden("posts/PostsBatch.java", generated.source("test.posts.PostsBatch"));
        assertGolden("posts/test.posts.Posts.mmd", generated.resource("META-INF/brainstem/test.posts.Posts.mmd"));
    }

    @Test
    void messagesObjectMode() throws IOException {
        Generated generated = Generated.compile("test.mail.MinerState", Machines.MINER_STATE,
                "test.mail.Mail", Machines.MAIL, "test.mail.Miner", Machines.MINER);

        assertGolden("mail/MinerFsm.java", generated.source("test.mail.MinerFsm"));
        assertGolden("mail/MinerBatch.java", generated.source("test.mail.MinerBatch"));
        assertGolden("mail/test.mail.Miner.mmd", generated.resource("META-INF/brainstem/test.mail.Miner.mmd"));
        assertGolden("mail/test.mail.Miner.dot", generated.resource("META-INF/brainstem/test.mail.Miner.dot"));
    }

    @Test
    void messagesIdMode() throws IOException {
        Generated generated = Generated.compile("test.birds.Bird", Machines.BIRD, "test.birds.Birds", Machines.BIRDS);

        assertGolden("birds/BirdsFsm.java", generated.source("test.birds.BirdsFsm"));
        assertGolden("birds/BirdsBatch.java", generated.source("test.birds.BirdsBatch"));
    }

    @Test
    void stackStatesObjectMode() throws IOException {
        Generated generated = Generated.compile("test.ants.AntState", Machines.ANT_STATE, "test.ants.Ant", Machines.ANT);

        assertGolden("ants/AntFsm.java", generated.source("test.ants.AntFsm"));
        assertGolden("ants/AntBatch.java", generated.source("test.ants.AntBatch"));
        assertGolden("ants/test.ants.Ant.mmd", generated.resource("META-INF/brainstem/test.ants.Ant.mmd"));
    }

    @Test
    void groupsYouEnterWithHistory() throws IOException {
        Generated generated = Generated.compile("test.soldiers.SoldierState", Machines.SOLDIER_STATE,
                "test.soldiers.Soldier", Machines.SOLDIER);

        assertGolden("soldiers/SoldierFsm.java", generated.source("test.soldiers.SoldierFsm"));
        assertGolden("soldiers/SoldierBatch.java", generated.source("test.soldiers.SoldierBatch"));
        assertGolden("soldiers/test.soldiers.Soldier.mmd",
                generated.resource("META-INF/brainstem/test.soldiers.Soldier.mmd"));
    }

    @Test
    void twoRegions() throws IOException {
        Generated generated = Generated.compile("test.regions.Legs", Machines.LEGS, "test.regions.Weapon",
                Machines.WEAPON, "test.regions.Soldier", Machines.REGION_SOLDIER);

        assertGolden("regions/SoldierFsm.java", generated.source("test.regions.SoldierFsm"));
        assertGolden("regions/SoldierBatch.java", generated.source("test.regions.SoldierBatch"));
        assertGolden("regions/SoldierWeaponFsm.java", generated.source("test.regions.SoldierWeaponFsm"));
        assertGolden("regions/SoldierWeaponBatch.java", generated.source("test.regions.SoldierWeaponBatch"));
    }

    @Test
    void timedTransitionsAndTimeSlicing() throws IOException {
        Generated generated = Generated.compile("test.timers.WatchState", Machines.TIMED_WATCH_STATE,
                "test.timers.Watchman", Machines.WATCHMAN);

        assertGolden("timers/WatchmanFsm.java", generated.source("test.timers.WatchmanFsm"));
        assertGolden("timers/WatchmanBatch.java", generated.source("test.timers.WatchmanBatch"));
        assertGolden("timers/test.timers.Watchman.mmd",
                generated.resource("META-INF/brainstem/test.timers.Watchman.mmd"));
    }

    @Test
    void timedTransitionsAndTimeSlicingIdMode() throws IOException {
        Generated generated = Generated.compile("test.timedids.Lamp", Machines.TIMED_LAMP, "test.timedids.Lamps",
                Machines.TIMED_LAMPS);

        assertGolden("timedids/LampsFsm.java", generated.source("test.timedids.LampsFsm"));
        assertGolden("timedids/LampsBatch.java", generated.source("test.timedids.LampsBatch"));
    }

    /** No golden line is longer than 120 characters: the design's limit for generated code. */
    @Test
    void goldenLinesFitIn120Characters() throws IOException {
        try (var files = Files.walk(GOLDEN)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
                for (int i = 0; i < lines.size(); i++) {
                    if (lines.get(i).length() > 120) {
                        fail(GOLDEN.relativize(file) + ":" + (i + 1) + " is " + lines.get(i).length()
                                + " characters long:\n" + lines.get(i));
                    }
                }
            }
        }
    }

    @Test
    void diagramsInTheClassOutput() throws IOException {
        Generated door = Generated.compile("test.door.DoorState", Machines.DOOR_STATE, "test.door.Door", Machines.DOOR);
        assertGolden("door/test.door.Door.mmd", door.resource("META-INF/brainstem/test.door.Door.mmd"));
        assertGolden("door/test.door.Door.dot", door.resource("META-INF/brainstem/test.door.Door.dot"));

        Generated lights = Generated.compile("test.ids.Light", Machines.LIGHT, "test.ids.Lights", Machines.LIGHTS);
        assertGolden("ids/test.ids.Lights.mmd", lights.resource("META-INF/brainstem/test.ids.Lights.mmd"));
        assertGolden("ids/test.ids.Lights.dot", lights.resource("META-INF/brainstem/test.ids.Lights.dot"));
    }

    @Test
    void theDiagramsAreTheOnesInTheJavadoc() throws IOException {
        Generated door = Generated.compile("test.door.DoorState", Machines.DOOR_STATE, "test.door.Door", Machines.DOOR);
        String javadocDiagram = " * " + door.resource("META-INF/brainstem/test.door.Door.mmd").strip()
                .replace("\n", "\n * ") + "\n";
        String source = door.source("test.door.DoorFsm");
        if (!source.contains(javadocDiagram)) {
            fail("DoorFsm's Javadoc lacks the diagram\n" + javadocDiagram + "in\n" + source);
        }
    }

    private static void assertGolden(String name, String actual) throws IOException {
        Path file = GOLDEN.resolve(name);
        if (UPDATE) {
            Files.createDirectories(file.getParent());
            Files.writeString(file, actual, StandardCharsets.UTF_8);
            return;
        }
        if (!Files.exists(file)) {
            fail("no golden file " + file + "; run with -Dbrainstem.updateGolden=true to write it. Generated:\n"
                    + actual);
        }
        String expected = Files.readString(file, StandardCharsets.UTF_8);
        if (!expected.equals(actual)) {
            String[] want = expected.split("\n", -1);
            String[] got = actual.split("\n", -1);
            int line = 0;
            while (line < want.length && line < got.length && want[line].equals(got[line])) {
                line++;
            }
            fail(name + " differs from the generated source at line " + (line + 1) + ":\n  golden:    "
                    + (line < want.length ? want[line] : "<end of file>") + "\n  generated: "
                    + (line < got.length ? got[line] : "<end of file>")
                    + "\nIf the change is intended, regenerate with -Dbrainstem.updateGolden=true and review the diff.");
        }
        assertEquals(expected, actual);
    }
}
