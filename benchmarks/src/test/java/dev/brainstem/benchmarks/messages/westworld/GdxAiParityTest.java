package dev.brainstem.benchmarks.messages.westworld;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brainstem.samples.westworld.Miner;
import dev.brainstem.samples.westworld.MinerState;
import dev.brainstem.samples.westworld.WestWorld;
import dev.brainstem.samples.westworld.Wife;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ForkJoinPool;
import org.junit.jupiter.api.Test;

/**
 * The trace test of gdx-ai parity: gdx-ai 1.8.2's own West World test ({@link GdxAiTestWestWorld}, its Bob and Elsa
 * on gdx-ai's state machines and message dispatcher) and the Brainstem {@code westworld} sample built as a gdx-ai
 * town ({@code new WestWorld(couples, seed, true)}), both driven as gdx-ai's {@code StateMachineTest} drives them:
 * a render every {@value #DELTA} s, the timepiece advanced each render, the agents updated with the elapsed time once
 * it passes 0.8 s, then the messages due. Same dt, same seeds, each wife her own die.
 *
 * <p>For one couple they say the same lines in the same order, render by render; for a thousand couples every miner
 * and every wife is in the same state with the same fields after every update, on one thread and with the Brainstem
 * batches ticked in chunks on a pool (the build sets {@code brainstem.parallel.minEntities} to 64, so a thousand
 * entities are split).
 */
class GdxAiParityTest {
    /** A render's delta: exact in binary, so the two clocks (gdx-ai's float timepiece, the town's double) agree. */
    static final float DELTA = 0.125f;
    /** StateMachineTest's threshold: the agents update once the elapsed time passes it. */
    static final float UPDATE_AFTER = 0.8f;

    /** The Brainstem town, rendered as StateMachineTest renders. */
    private static final class BrainstemRun {
        final WestWorld town;
        final ForkJoinPool pool;
        float elapsedTime;

        BrainstemRun(int couples, ForkJoinPool pool) {
            town = new WestWorld(couples, WestWorld.SEED, true);
            this.pool = pool;
        }

        boolean render(float delta) {
            elapsedTime += delta;
            if (elapsedTime > UPDATE_AFTER) {
                town.frame(elapsedTime, pool);
                elapsedTime = 0;
                return true;
            }
            return false;
        }
    }

    /** gdx-ai's world, started as the Brainstem town of the same seed starts. */
    private static GdxAiTestWestWorld gdxAi(int couples) {
        WestWorld fresh = new WestWorld(couples, WestWorld.SEED, true);
        List<GdxAiTestWestWorld.Start> starts = new ArrayList<>();
        for (int i = 0; i < couples; i++) {
            Miner m = fresh.miner(i);
            starts.add(new GdxAiTestWestWorld.Start(m.thirst(), m.goldCarried(), m.moneyInBank(), fresh.wife(i).die()));
        }
        return new GdxAiTestWestWorld(starts);
    }

    @Test
    void bobAndElsaSayGdxAisLinesRenderByRender() {
        GdxAiTestWestWorld gdx = gdxAi(1);
        BrainstemRun brainstem = new BrainstemRun(1, null);
        int updates = 0, checked = 0;
        for (int render = 1; updates < 400; render++) {
            boolean updated = gdx.render(DELTA);
            assertEquals(updated, brainstem.render(DELTA), "render " + render);
            if (updated) {
                updates++;
                List<String> said = brainstem.town.diary();
                // The lines of this update, one by one, with what came before them when they differ.
                for (; checked < Math.max(gdx.diary.size(), said.size()); checked++) {
                    int i = checked, update = updates;
                    String expected = i < gdx.diary.size() ? gdx.diary.get(i) : "(nothing)";
                    String actual = i < said.size() ? said.get(i) : "(nothing)";
                    assertEquals(expected, actual, () -> "line " + (i + 1) + ", update " + update + " at " + gdx.time()
                            + " s; before it: " + gdx.diary.subList(Math.max(0, i - 12), i));
                }
            }
        }
        assertEquals(gdx.diary, brainstem.town.diary());
        assertEquals((double) gdx.time(), brainstem.town.time());
        List<String> lines = gdx.diary;
        // The trace goes through every path of the story at least once.
        assertTrue(count(lines, "Bob: Walkin' home") >= 10, "greetings");
        assertTrue(count(lines, "Bob: Tastes real good too!") >= 5, "stews eaten");
        assertTrue(count(lines, "Elsa: Walkin' to the can. Need to powda mah pretty li'lle nose") >= 20, "visits");
        assertTrue(follows(lines, "Elsa: Puttin' the stew on the table", "Elsa: Walkin' to the can."),
                "to the bathroom from the kitchen");
        assertTrue(follows(lines, "Bob: Smells Reaaal goood Elsa!", "Elsa: Puttin' the stew on the table"),
                "the stew to Bob, inside Elsa's handler");
    }

    @Test
    void aThousandCouplesAreInGdxAisStatesEveryUpdate() {
        compareTowns(null);
    }

    @Test
    void aThousandCouplesTickedInChunksOnAPoolAreInGdxAisStatesEveryUpdate() {
        assertTrue(Integer.getInteger("brainstem.parallel.minEntities", 131_072) <= 1_000,
                "the build's surefire forces chunks on small batches");
        ForkJoinPool pool = new ForkJoinPool(2);
        try {
            compareTowns(pool);
        } finally {
            pool.shutdownNow();
        }
    }

    private static void compareTowns(ForkJoinPool pool) {
        int couples = 1_000;
        GdxAiTestWestWorld gdx = gdxAi(couples);
        BrainstemRun brainstem = new BrainstemRun(couples, pool);
        WestWorld town = brainstem.town;
        // Bob and Elsa's own story never has these two: other couples' do, and their states and fields say the same.
        long[] bankThenSaloon = new long[1];
        town.miners().setListener((handle, from, to, event) -> {
            if (from == MinerState.VISIT_BANK_AND_DEPOSIT_GOLD && to == MinerState.QUENCH_THIRST) {
                bankThenSaloon[0]++;
            }
        });
        int updates = 0;
        long eating = 0, cooking = 0;
        for (int render = 1; updates < 200; render++) {
            boolean updated = gdx.render(DELTA);
            assertEquals(updated, brainstem.render(DELTA), "render " + render);
            if (!updated) {
                continue;
            }
            updates++;
            for (int i = 0; i < couples; i++) {
                GdxAiTestWestWorld.Bob bob = gdx.bobs[i];
                GdxAiTestWestWorld.Elsa elsa = gdx.elsas[i];
                Miner miner = town.miner(i);
                Wife wife = town.wife(i);
                String where = "couple " + i + ", update " + updates;
                assertEquals(bob.stateMachine.getCurrentState().name(), town.miners().stateOf(miner.self).name(), where);
                assertEquals(elsa.stateMachine.getCurrentState().name(), town.wives().stateOf(wife.self).name(), where);
                assertEquals(List.of(bob.location.name(), bob.goldCarried, bob.moneyInBank, bob.thirst, bob.fatigue),
                        List.of(miner.location().name(), miner.goldCarried(), miner.moneyInBank(), miner.thirst(),
                                miner.fatigue()), where + ": location, gold, savings, thirst, fatigue");
                assertEquals(List.of(elsa.cooking, elsa.die), List.of(wife.cooking(), wife.die()),
                        where + ": cooking, die");
                eating += bob.stateMachine.getCurrentState() == GdxAiTestWestWorld.BobState.EAT_STEW ? 1 : 0;
                cooking += elsa.cooking ? 1 : 0;
            }
        }
        assertEquals(gdx.diary, town.diary());
        assertTrue(eating > couples && cooking > couples, "the stews flowed: " + eating + " " + cooking);
        assertTrue(bankThenSaloon[0] > couples / 10, "two changes in one update, the bank and on to the saloon: "
                + bankThenSaloon[0]);
        assertTrue(town.miners().droppedMessages() > 0, "a stew that found its miner gone back to the mine");
    }

    private static int count(List<String> lines, String line) {
        return Collections.frequency(lines, line);
    }

    /** Whether some line that starts with {@code first} is followed at once by one that starts with {@code second}. */
    private static boolean follows(List<String> lines, String first, String second) {
        for (int i = 0; i + 1 < lines.size(); i++) {
            if (lines.get(i).startsWith(first) && lines.get(i + 1).startsWith(second)) {
                return true;
            }
        }
        return false;
    }
}
