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
            "formation now", "westworld --couples", "westworld --frames 0", "westworld --fast"})
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
        assertTrue(out().contains("guard 2  AGGRO_TELEGRAPH_ALARM -> STUNNED (NONE), music stops, stack"
                + " [AGGRO_TELEGRAPH_ALARM]\n"), out());
        assertTrue(out().contains("guard 3  STUNNED -> STUNNED (NONE), stack [AGGRO_PURSUIT]\n"), out());
        assertTrue(out().contains("guard 3  STUNNED -> AGGRO_PURSUIT (UPDATE), music starts, stack []\n"), out());
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
        assertTrue(out().contains("GO_HOME   -> RUN_AWAY  (GUARD)  at (10,3)  stack [GO_HOME]   push GO_HOME\n"),
                out());
        assertTrue(out().contains("RUN_AWAY  -> GO_HOME   (UPDATE) at (11,2)  stack []          pop: RESUME goes back"
                + " to GO_HOME\n"), out());
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
    void westworldTellsBobAndElsasStoryAndCountsTheTown() {
        assertEquals(0, run("westworld", "--couples", "300", "--frames", "24"));
        String text = out();
        assertTrue(text.startsWith("westworld: gdx-ai's West World, Bob and Elsa and 299 other couples"), text);
        assertTrue(text.contains("   7.5 s  Bob: Walkin' home\n"), text);
        assertTrue(text.contains("   7.5 s  Elsa: Message HI_HONEY_I_M_HOME handled at time: 7.5\n"), text);
        assertTrue(text.contains("  10.0 s  Bob: Okay Hun, ahm a comin'!\n"), text);
        assertTrue(text.contains("  10.5 s  Bob: Tastes real good too!\n"), text);
        assertTrue(text.contains("after 24 frames (12.0 s), all 300 couples:\n  miners  ENTER_MINE_AND_DIG_FOR_NUGGET "),
                text);
        assertTrue(text.contains("\n  wives   DO_HOUSE_WORK "), text);
        assertTrue(text.contains("the same frames on one thread end the same, every entity and message: "), text);
    }

    @Test
    void theTourShowsAllFive() {
        Demo.tour(new PrintStream(out, true, StandardCharsets.UTF_8), false, 1_000, 5);
        String text = out();
        for (String sample : new String[] {"guards:", "ants:", "formation:", "monsters:", "westworld:"}) {
            assertTrue(text.contains("\n" + sample), sample + " missing from the tour");
        }
        assertTrue(text.contains("music starts") && text.contains("music stops"), "the guards' group music");
        assertTrue(text.contains("STUNNED -> AGGRO_PURSUIT (UPDATE), music starts, stack []"),
                "the guard's @Back");
        assertTrue(text.contains("pop: RESUME goes back to GO_HOME"), "the ant's @Back");
        assertTrue(text.contains("guard formedUp"), "the flyers' guards");
        assertTrue(text.contains("Elsa: Message STEW_READY received at time: "), "the wife's delayed stew");
    }
}
