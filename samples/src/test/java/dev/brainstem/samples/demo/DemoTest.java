package dev.brainstem.samples.demo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brainstem.samples.Demo;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The demo's command line, through {@link Demo#run}, which returns the exit code instead of exiting. */
class DemoTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        return Demo.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    private String err() {
        return err.toString(StandardCharsets.UTF_8);
    }

    @ParameterizedTest
    @ValueSource(strings = {"bogus", "Guards", "guards extra", "ants --fast", "ants --frames", "ants --frames 0",
            "ants --frames many", "monsters --ticks", "monsters --ticks -3", "monsters --entities 1 --speed 2",
            "formation now"})
    void aWrongArgumentPrintsTheUsageAndFails(String line) {
        assertEquals(2, run(line.split(" ")));
        assertTrue(err().startsWith("brainstem demo: "), err());
        assertTrue(err().contains("usage: java -jar brainstem-samples.jar"), err());
        assertEquals("", out());
    }

    @Test
    void helpPrintsTheUsageAndSucceeds() {
        assertEquals(0, run("--help"));
        assertTrue(out().startsWith("usage: "));
        assertTrue(out().contains("monsters"));
        assertEquals("", err());
    }

    @Test
    void guardsTellsTheCorridorStory() {
        assertEquals(0, run("guards"));
        assertTrue(out().contains("guard 2  AGGRO_TELEGRAPH_ALARM -> STUNNED (NONE), music stops"), out());
        assertTrue(out().contains("guard 3  IDLE -> AGGRO_TELEGRAPH_ALARM (UPDATE), music starts"), out());
        assertTrue(out().contains("guard 3  AGGRO_TELEGRAPH_ALARM -> AGGRO_PURSUIT (GUARD)\n"), out());
        assertTrue(out().contains("group AGGRO: [AGGRO_TELEGRAPH_ALARM, AGGRO_PURSUIT, AGGRO_LOOK_FOR_PLAYER]"), out());
        assertTrue(out().contains("alarms cut short by the stun: 1"), out());
    }

    @Test
    void formationFliesTheSortie() {
        assertEquals(0, run("formation"));
        assertTrue(out().contains("Red 1  PATROL  -> ATTACK"), out());
        assertTrue(out().contains("guard banditInRange\n"), out());
        assertTrue(out().contains("Red 2  FOLLOW  -> LEAD    at (  1.8,  27.0)  guard isLeader"), out());
        assertTrue(out().contains("Red 2 leads"), out());
    }

    @Test
    void antsPrintsPlainFrames() {
        assertEquals(0, run("ants", "--frames", "10", "--plain"));
        assertTrue(out().contains("frame  10"), out());
        assertTrue(!out().contains("\u001b["), "no ANSI codes in plain frames");
        assertEquals(5, out().split("\\+-{48}\\+\n", -1).length / 2);
    }

    @Test
    void monstersTimesAllFourRunsWithProgress() {
        assertEquals(0, run("monsters", "--entities", "2_000", "--ticks", "20"));
        String text = out();
        assertTrue(text.startsWith("monsters: 2,000 entities, 20 ticks"), text);
        assertEquals(4, text.split("\\[#{20}\\] +[0-9.]+ ns per entity-update", -1).length - 1, text);
        assertTrue(text.contains("id mode yes, object mode yes; id and object mode agree: yes"), text);
    }

    @Test
    void theTourShowsAllFour() {
        Demo.tour(new PrintStream(out, true, StandardCharsets.UTF_8), false, 1_000, 5);
        String text = out();
        for (String sample : new String[] {"guards:", "ants:", "formation:", "monsters:"}) {
            assertTrue(text.contains("\n" + sample), sample + " missing from the tour");
        }
        assertTrue(text.contains("music starts") && text.contains("music stops"), "the guards' group music");
        assertTrue(text.contains("guard formedUp"), "the flyers' guards");
    }
}
