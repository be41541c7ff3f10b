package dev.brainstem.samples.ants;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The tutorial's ant, driven by the generated one-entity machine. */
class AntTest {
    /** A 30 by 20 field with no leaves yet, the anthill at (2, 2) and the cursor far away. */
    private final Field field = new Field(30, 20, 2, 2, 0, 1);

    private AntFsm antAt(int x, int y) {
        return AntFsm.start(new Ant(field, x, y));
    }

    private static int distance(Ant ant, int x, int y) {
        return Math.max(Math.abs(ant.x - x), Math.abs(ant.y - y));
    }

    @Test
    void walksToTheNearestLeafOneCellATick() {
        field.putLeaf(20, 10);
        field.putLeaf(12, 6);
        AntFsm ant = antAt(8, 8);
        assertEquals(AntState.FIND_LEAF, ant.update(1));
        assertEquals(9, ant.entity().x);
        assertEquals(7, ant.entity().y);
        for (int i = 0; i < 3; i++) {
            ant.update(1);
        }
        assertEquals(12, ant.entity().x);
        assertEquals(6, ant.entity().y);
        assertEquals(AntState.FIND_LEAF, ant.state());
    }

    @Test
    void picksUpTheLeafItStandsOnAndHeadsHome() {
        field.putLeaf(10, 10);
        AntFsm ant = antAt(10, 10);
        assertEquals(AntState.GO_HOME, ant.update(1));
        assertFalse(field.hasLeaf(10, 10));
        assertTrue(field.nearestLeaf(0, 0) >= 0, "another leaf grew");
        assertTrue(ant.entity().carriesLeaf(ant.state()));
    }

    @Test
    void carriesTheLeafHomeAndGoesBackForMore() {
        field.putLeaf(6, 2);
        AntFsm ant = antAt(6, 2);
        ant.update(1);
        for (int i = 0; i < 4; i++) {
            assertEquals(AntState.GO_HOME, ant.update(1));
        }
        assertEquals(2, ant.entity().x);
        assertEquals(0, field.stored());
        assertEquals(AntState.FIND_LEAF, ant.update(1));
        assertEquals(1, field.stored());
    }

    @Test
    void runsFromTheCursorAndComesBackToWhatItWasDoing() {
        field.putLeaf(20, 10);
        AntFsm ant = antAt(20, 10);
        ant.update(1);
        assertEquals(AntState.GO_HOME, ant.state());

        field.moveCursor(17, 8);
        assertEquals(AntState.RUN_AWAY, ant.update(1));
        assertEquals(AntState.GO_HOME, ant.previous());
        assertTrue(ant.entity().carriesLeaf(ant.state()), "it runs with the leaf");
        int before = distance(ant.entity(), 17, 8);
        ant.update(1);
        assertTrue(distance(ant.entity(), 17, 8) > before, "it ran away from the cursor");

        field.moveCursor(-100, -100);
        assertEquals(AntState.GO_HOME, ant.update(1), "popped back to GO_HOME, not FIND_LEAF");
    }

    @Test
    void anAntLookingForALeafGoesBackToLookingAfterRunning() {
        AntFsm ant = antAt(15, 15);
        field.moveCursor(15, 13);
        assertEquals(AntState.RUN_AWAY, ant.update(1));
        field.moveCursor(-100, -100);
        assertEquals(AntState.FIND_LEAF, ant.update(1));
        assertFalse(ant.entity().carriesLeaf(ant.state()));
    }

    @Test
    void theThreatOutranksTheLeafUnderfoot() {
        field.putLeaf(10, 10);
        field.moveCursor(11, 11);
        AntFsm ant = antAt(10, 10);
        assertEquals(AntState.RUN_AWAY, ant.update(1));
        assertTrue(field.hasLeaf(10, 10), "it did not stop to pick the leaf up");
    }

    @Test
    void aCorneredAntStaysOnTheGrid() {
        AntFsm ant = antAt(0, 0);
        field.moveCursor(1, 1);
        for (int i = 0; i < 5; i++) {
            ant.update(1);
            assertTrue(ant.entity().x >= 0 && ant.entity().y >= 0);
        }
        assertEquals(AntState.RUN_AWAY, ant.state());
    }

    @Test
    void theColonyBringsLeavesHomeWhileTheCursorSweeps() {
        Colony colony = Colony.standard(12, 7);
        int ranAway = 0;
        for (int i = 0; i < 300; i++) {
            colony.tick();
            ranAway = Math.max(ranAway, colony.count(AntState.RUN_AWAY));
            assertEquals(12, colony.count(AntState.FIND_LEAF) + colony.count(AntState.GO_HOME)
                    + colony.count(AntState.RUN_AWAY));
        }
        assertTrue(colony.field().stored() > 5, "leaves home: " + colony.field().stored());
        assertTrue(ranAway > 0, "the cursor scattered some ants");
    }

    @Test
    void aFrameShowsTheFieldTheAntsAndTheCounts() {
        Field field = new Field(10, 4, 1, 1, 0, 1);
        field.putLeaf(8, 2);
        field.moveCursor(8, 0);
        Colony colony = new Colony(field);
        colony.add(new Ant(field, 3, 3));
        colony.add(new Ant(field, 0, 3));
        assertEquals("+----------+\n"
                + "|....::::X:|\n"
                + "|.H...:::::|\n"
                + "|.....:::*:|\n"
                + "|a..a..::::|\n"
                + "+----------+\n", colony.render().substring(0, 6 * 13));
        assertTrue(colony.render().endsWith(
                "frame   0   FIND_LEAF  2  GO_HOME  0  RUN_AWAY  0   leaves home   0" + System.lineSeparator()));
    }

    @Test
    void theSameSeedDrawsTheSameFrames() {
        Colony a = Colony.standard(10, 42);
        Colony b = Colony.standard(10, 42);
        Colony c = Colony.standard(10, 43);
        for (int i = 0; i < 50; i++) {
            a.tick();
            b.tick();
            c.tick();
        }
        assertEquals(a.render(), b.render());
        assertNotEquals(a.render(), c.render());
    }

    @Test
    void onATerminalEachFrameIsDrawnOverTheLast() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        AntsDemo.run(new PrintStream(bytes, true, StandardCharsets.UTF_8), 3, true, 0);
        String text = bytes.toString(StandardCharsets.UTF_8);
        assertEquals(2, text.split("\u001b\\[18A\r", -1).length - 1, "the cursor went back up 18 lines twice");
        assertTrue(text.contains("frame   3"));
    }
}
