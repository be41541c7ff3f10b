package dev.brainstem.samples.ants;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brainstem.runtime.Events;
import dev.brainstem.runtime.MachineInfo;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The tutorial's stack-based ant, driven by the generated one-entity machine and by its batch. */
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
        assertEquals(List.of(), ant.stack(), "nothing interrupted");
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
    void runningAwayWhileGoingHomeGoesBackHomeWithTheLeaf() {
        field.putLeaf(20, 10);
        AntFsm ant = antAt(20, 10);
        List<String> heard = new ArrayList<>();
        ant.setListener((handle, from, to, event) -> heard.add(from + ">" + to + " " + Events.name(event)
                + " " + ant.stack()));
        ant.update(1);
        assertEquals(AntState.GO_HOME, ant.state());

        field.moveCursor(17, 8);
        assertEquals(AntState.RUN_AWAY, ant.update(1), "the guard saw the cursor");
        assertEquals(List.of(AntState.GO_HOME), ant.stack(), "entering the interrupt pushed GO_HOME");
        int before = distance(ant.entity(), 17, 8);
        assertEquals(AntState.RUN_AWAY, ant.update(1));
        assertTrue(distance(ant.entity(), 17, 8) > before, "it ran away from the cursor");
        assertEquals(List.of(AntState.GO_HOME), ant.stack(), "still suspended while it runs");

        field.moveCursor(-100, -100);
        assertEquals(AntState.GO_HOME, ant.update(1), "popped back to GO_HOME, not FIND_LEAF");
        assertEquals(AntState.RUN_AWAY, ant.previous());
        assertEquals(List.of(), ant.stack());
        assertEquals(List.of("FIND_LEAF>GO_HOME UPDATE []", "GO_HOME>RUN_AWAY GUARD [GO_HOME]",
                "RUN_AWAY>GO_HOME UPDATE []"), heard);

        // the leaf is still carried: the ant walks home with it and stores it, without looking for another
        assertFalse(field.hasLeaf(20, 10));
        int ticks = 0;
        while (ant.update(1) == AntState.GO_HOME) {
            ticks++;
            assertTrue(ticks < 40, "it never got home");
        }
        assertEquals(AntState.FIND_LEAF, ant.state());
        assertEquals(1, field.stored(), "the leaf it carried before running is home");
        assertTrue(field.isHome(ant.entity().x, ant.entity().y));
    }

    @Test
    void anAntLookingForALeafGoesBackToLookingAfterRunning() {
        field.putLeaf(25, 15);
        AntFsm ant = antAt(15, 15);
        field.moveCursor(15, 13);
        assertEquals(AntState.RUN_AWAY, ant.update(1));
        assertEquals(List.of(AntState.FIND_LEAF), ant.stack());
        assertEquals(AntState.RUN_AWAY, ant.update(1));
        assertEquals(List.of(AntState.FIND_LEAF), ant.stack());
        field.moveCursor(-100, -100);
        assertEquals(AntState.FIND_LEAF, ant.update(1), "popped back to FIND_LEAF, not GO_HOME");
        assertEquals(List.of(), ant.stack());
        assertEquals(0, field.stored());
        assertTrue(field.hasLeaf(25, 15), "it carries nothing and the leaf is still there");
        int x = ant.entity().x;
        ant.update(1);
        assertEquals(x + 1, ant.entity().x, "it walks towards the leaf again");
    }

    @Test
    void theThreatOutranksTheLeafUnderfoot() {
        field.putLeaf(10, 10);
        field.moveCursor(11, 11);
        AntFsm ant = antAt(10, 10);
        assertEquals(AntState.RUN_AWAY, ant.update(1));
        assertTrue(field.hasLeaf(10, 10), "it did not stop to pick the leaf up");
        assertEquals(List.of(AntState.FIND_LEAF), ant.stack());
    }

    @Test
    void onABatchEachAntGoesBackToItsOwnState() {
        field.putLeaf(20, 10);
        AntBatch batch = new AntBatch();
        long carrier = batch.add(new Ant(field, 20, 10));
        long seeker = batch.add(new Ant(field, 22, 12));
        long bystander = batch.add(new Ant(field, 2, 18));
        batch.tick(1);
        assertEquals(AntState.GO_HOME, batch.stateOf(carrier));
        assertEquals(AntState.FIND_LEAF, batch.stateOf(seeker));

        field.moveCursor(21, 11);
        batch.tick(1);
        assertEquals(AntState.RUN_AWAY, batch.stateOf(carrier));
        assertEquals(AntState.RUN_AWAY, batch.stateOf(seeker));
        assertEquals(AntState.FIND_LEAF, batch.stateOf(bystander));
        assertEquals(List.of(AntState.GO_HOME), batch.stackOf(carrier));
        assertEquals(List.of(AntState.FIND_LEAF), batch.stackOf(seeker));
        assertEquals(List.of(), batch.stackOf(bystander));
        assertEquals(2, batch.count(AntState.RUN_AWAY));

        field.moveCursor(-100, -100);
        batch.tick(1);
        assertEquals(AntState.GO_HOME, batch.stateOf(carrier), "the carrier goes back home");
        assertEquals(AntState.FIND_LEAF, batch.stateOf(seeker), "the seeker goes back to looking");
        assertEquals(List.of(), batch.stackOf(carrier));
        assertEquals(List.of(), batch.stackOf(seeker));
        assertEquals(0, batch.count(AntState.RESUME), "no ant is ever in the @Back pseudo-state");
    }

    @Test
    void theColonyCountsTheRunningAntsThatCarryALeaf() {
        Field field = new Field(30, 20, 2, 2, 0, 1);
        field.putLeaf(20, 10);
        Colony colony = new Colony(field);
        colony.add(new Ant(field, 20, 10));
        colony.add(new Ant(field, 22, 12));
        colony.ants().tick(1);
        field.moveCursor(21, 11);
        colony.ants().tick(1);
        assertEquals(2, colony.count(AntState.RUN_AWAY));
        assertEquals(1, colony.runningWithALeaf());
        assertTrue(colony.render().contains("RUN_AWAY  2 ( 1 with a leaf)"), colony.render());
    }

    @Test
    void theDemoTellsThePushAndThePop() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        AntsDemo.story(new PrintStream(bytes, true, StandardCharsets.UTF_8));
        String text = bytes.toString(StandardCharsets.UTF_8);
        List<String> transitions = new ArrayList<>();
        for (String line : text.split("\\R")) {
            if (line.contains("->")) {
                transitions.add(line.replaceAll("^ *tick +\\d+ +", "").replaceAll(" +", " "));
            }
        }
        assertEquals(List.of(
                "FIND_LEAF -> GO_HOME (UPDATE) at (12,3) stack [] took the leaf",
                "GO_HOME -> RUN_AWAY (GUARD) at (10,3) stack [GO_HOME] push GO_HOME",
                "RUN_AWAY -> GO_HOME (UPDATE) at (11,2) stack [] pop: RESUME goes back to GO_HOME",
                "GO_HOME -> FIND_LEAF (UPDATE) at (1,3) stack [] the leaf is home (1 stored)",
                "FIND_LEAF -> RUN_AWAY (GUARD) at (4,4) stack [FIND_LEAF] push FIND_LEAF",
                "RUN_AWAY -> FIND_LEAF (UPDATE) at (6,2) stack [] pop: RESUME goes back to FIND_LEAF",
                "FIND_LEAF -> GO_HOME (UPDATE) at (9,4) stack [] took the leaf"), transitions);
        AntsDemo.story(new PrintStream(bytes, true, StandardCharsets.UTF_8));
        assertEquals(text + text, bytes.toString(StandardCharsets.UTF_8), "the story is the same every run");
    }

    @Test
    void theMachineDescribesTheInterruptAndItsWayBack() {
        assertEquals(List.of("RUN_AWAY"), AntFsm.INFO.interrupts());
        assertEquals("RESUME", AntFsm.INFO.back());
        List<String> back = new ArrayList<>();
        for (MachineInfo.Edge edge : AntFsm.INFO.edges()) {
            if (edge.back()) {
                back.add(edge.from() + "->" + edge.to());
            }
        }
        assertEquals(List.of("RUN_AWAY->FIND_LEAF", "RUN_AWAY->GO_HOME"), back);
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
        int ranAway = 0, ranWithALeaf = 0;
        for (int i = 0; i < 300; i++) {
            colony.tick();
            ranAway = Math.max(ranAway, colony.count(AntState.RUN_AWAY));
            assertEquals(12, colony.count(AntState.FIND_LEAF) + colony.count(AntState.GO_HOME)
                    + colony.count(AntState.RUN_AWAY));
            assertTrue(colony.runningWithALeaf() <= colony.count(AntState.RUN_AWAY));
            ranWithALeaf = Math.max(ranWithALeaf, colony.runningWithALeaf());
        }
        assertTrue(colony.field().stored() > 5, "leaves home: " + colony.field().stored());
        assertTrue(ranAway > 0, "the cursor scattered some ants");
        assertTrue(ranWithALeaf > 0, "some ran while carrying a leaf home");
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
                "frame   0   FIND_LEAF  2  GO_HOME  0  RUN_AWAY  0 ( 0 with a leaf)   leaves home   0"
                        + System.lineSeparator()));
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
