package dev.brainstem.samples.westworld;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brainstem.runtime.Events;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ForkJoinPool;
import org.junit.jupiter.api.Test;

/** gdx-ai's West World on Brainstem's messages: Bob and Elsa's dialogue, the stew's delay, a town of couples. */
class WestWorldTest {
    /** The demo's frame, half a second: exact in binary, so the clocks add up exactly. */
    private static final float DT = WestWorld.DT;

    /** A town run frame by frame, keeping the frame's time of every line Bob and Elsa said. */
    private static final class Run {
        final WestWorld town;
        final List<String> lines = new ArrayList<>();
        final List<Double> times = new ArrayList<>();

        Run(int couples, int frames, ForkJoinPool pool) {
            town = new WestWorld(couples, WestWorld.SEED);
            for (int f = 0; f < frames; f++) {
                town.frame(DT, pool);
                for (int i = lines.size(); i < town.diary().size(); i++) {
                    lines.add(town.diary().get(i));
                    times.add(town.time());
                }
            }
        }

        /** The times of the lines that start with {@code prefix}. */
        List<Double> timesOf(String prefix) {
            List<Double> found = new ArrayList<>();
            for (int i = 0; i < lines.size(); i++) {
                if (lines.get(i).startsWith(prefix)) {
                    found.add(times.get(i));
                }
            }
            return found;
        }

        int indexOf(String prefix, int from) {
            for (int i = from; i < lines.size(); i++) {
                if (lines.get(i).startsWith(prefix)) {
                    return i;
                }
            }
            return -1;
        }
    }

    @Test
    void elsaHearsTheGreetingInTheFrameBobWalksIn() {
        Run run = new Run(1, 200, null);
        List<Double> walkedIn = run.timesOf("Bob: Walkin' home");
        assertTrue(walkedIn.size() >= 5, "Bob came home " + walkedIn.size() + " times");
        assertEquals(walkedIn, run.timesOf("Elsa: Hi honey. Let me make you some of mah fine country stew"));
        for (double t : walkedIn) {
            assertTrue(run.lines.contains("Elsa: Message HI_HONEY_I_M_HOME handled at time: " + t), "at " + t);
        }
        assertEquals(walkedIn.size(), run.town.miner(0).greetings());
    }

    /**
     * The stew is due 1.5 seconds of the wives' clock after she put it in (the frame of the greeting): it
     * comes at that frame's start, in the kitchen, or in the bathroom, whence she sends it to herself again
     * and takes it at the start of the next frame. Both happen in this run.
     */
    @Test
    void theStewComesOneAndAHalfSecondsOfTheWifesClockAfterTheGreeting() {
        Run run = new Run(1, 400, null);
        int inKitchen = 0, inBathroom = 0;
        for (int i = run.indexOf("Elsa: Putting the stew in the oven", 0); i >= 0;
                i = run.indexOf("Elsa: Putting the stew in the oven", i + 1)) {
            double put = run.times.get(i);
            assertTrue(run.lines.contains("Elsa: Message HI_HONEY_I_M_HOME handled at time: " + put));
            int kitchen = run.indexOf("Elsa: Message STEW_READY received", i);
            int bathroom = run.indexOf("Elsa: Ah hear the oven!", i);
            if (kitchen < 0) {
                break; // still cooking when the run ends
            }
            if (bathroom >= 0 && bathroom < kitchen) {
                inBathroom++;
                assertEquals(put + 1.5, run.times.get(bathroom), "the timer rang in the bathroom");
                assertEquals(put + 1.5 + DT, run.times.get(kitchen), "she took it out a frame later");
            } else {
                inKitchen++;
                assertEquals(put + 1.5, run.times.get(kitchen), "the timer, 1.5 s after " + put);
                assertEquals("Elsa: Message STEW_READY received at time: " + (put + 1.5), run.lines.get(kitchen));
            }
        }
        assertTrue(inKitchen >= 3 && inBathroom >= 1, inKitchen + " stews in the kitchen, " + inBathroom
                + " in the bathroom");
        assertEquals(0, run.town.wives().droppedMessages(), "no timer is lost");
    }

    @Test
    void aCouplesDialogueComesInGdxAisOrder() {
        Run run = new Run(1, 400, null);
        int at = run.indexOf("Bob: Walkin' home", 0);
        assertTrue(at > 0);
        List<String> story = List.of(
                "Bob: Walkin' home",
                "Elsa: Message HI_HONEY_I_M_HOME handled at time: ",
                "Elsa: Hi honey. Let me make you some of mah fine country stew",
                "Elsa: Putting the stew in the oven",
                "Elsa: Fussin' over food",
                "Bob: ZZZZ... ",
                "Elsa: Message STEW_READY received at time: ",
                "Elsa: StewReady! Lets eat",
                "Elsa: Puttin' the stew on the table",
                "Bob: Message STEW_READY handled at time: ",
                "Bob: Okay Hun, ahm a comin'!",
                "Bob: Smells Reaaal goood Elsa!",
                "Bob: Tastes real good too!",
                "Bob: Thankya li'lle lady. Ah better get back to whatever ah wuz doin'");
        for (String line : story) {
            int next = run.indexOf(line, at);
            assertTrue(next >= at, "\"" + line + "\" after line " + at + ": "
                    + run.lines.subList(at, Math.min(at + 30, run.lines.size())));
            at = next;
        }
    }

    /** Bob hears the stew at the start of his tick after Elsa's, and eats it one frame later. */
    @Test
    void bobEatsTheFrameAfterHeSitsDown() {
        Run run = new Run(1, 400, null);
        List<Double> served = run.timesOf("Elsa: StewReady! Lets eat");
        List<Double> heard = run.timesOf("Bob: Okay Hun, ahm a comin'!");
        List<Double> eaten = run.timesOf("Bob: Tastes real good too!");
        assertTrue(heard.size() >= 2, "Bob ate " + heard.size() + " stews");
        assertEquals(heard.size(), eaten.size());
        for (int k = 0; k < heard.size(); k++) {
            assertTrue(served.contains(heard.get(k) - DT), "served a frame before " + heard.get(k));
            assertEquals(heard.get(k) + DT, eaten.get(k));
        }
        // What Bob did not hear found him gone back to the mine: dropped by the miners' batch, and counted.
        run.town.miners().tick(DT);
        assertEquals(served.size(), heard.size() + run.town.miners().droppedMessages());
        assertTrue(run.town.miners().droppedMessages() >= 1, "some stew came too late");
    }

    @Test
    void theBathroomIsAGuardOfTheBusyStatesAndTheGreetingAnAnyStateHandler() {
        WestWorld town = new WestWorld(200, WestWorld.SEED);
        List<String> told = new ArrayList<>();
        town.wives().setListener((h, from, to, event) -> told.add(from + "->" + to + " " + Events.name(event)));
        for (int f = 0; f < 120; f++) {
            town.frame(DT, null);
        }
        assertTrue(told.contains("DO_HOUSE_WORK->VISIT_BATHROOM GUARD"));
        assertTrue(told.contains("COOK_STEW->VISIT_BATHROOM GUARD"));
        assertTrue(told.contains("DO_HOUSE_WORK->COOK_STEW MESSAGE"));
        assertTrue(told.contains("VISIT_BATHROOM->COOK_STEW MESSAGE"), "greeted in the bathroom");
        assertTrue(told.contains("COOK_STEW->DO_HOUSE_WORK MESSAGE"));
        assertTrue(told.stream().noneMatch(t -> t.startsWith("VISIT_BATHROOM->VISIT_BATHROOM")));
        long visits = told.stream().filter(t -> t.endsWith("->VISIT_BATHROOM GUARD")).count();
        long decisions = 200L * 120;
        assertTrue(visits > decisions / 20 && visits < decisions / 8, visits + " visits in " + decisions + " frames");
    }

    @Test
    void theTownsPopulationAddsUpAndEveryStateIsLived() {
        WestWorld town = new WestWorld(2_000, WestWorld.SEED);
        for (int f = 0; f < 80; f++) {
            town.frame(DT, null);
        }
        int miners = 0;
        for (MinerState s : MinerState.values()) {
            assertTrue(town.miners().count(s) > 0, "no miner in " + s);
            miners += town.miners().count(s);
        }
        int wives = 0;
        for (WifeState s : WifeState.values()) {
            assertTrue(town.wives().count(s) > 0, "no wife in " + s);
            wives += town.wives().count(s);
        }
        assertEquals(2_000, miners);
        assertEquals(2_000, wives);
        for (int i = 0; i < town.couples(); i++) {
            Wife wife = town.wife(i);
            WifeState state = town.wives().stateOf(wife.self);
            boolean inKitchen = state == WifeState.COOK_STEW
                    || state == WifeState.VISIT_BATHROOM && wife.back == WifeState.COOK_STEW;
            assertEquals(inKitchen, wife.cooking(), "wife " + i + " in " + state);
            if (wife.husband >= 0) {
                assertEquals(town.miner(i).self, wife.husband, "her husband's handle came with his greeting");
            }
        }
    }

    /**
     * Both batches on a pool, from the first frame: the miners' greetings sent from a parallel tick to the
     * wives' batch, and the stews back. In the first frames no wife is cooking yet, so a greeting
     * moves one into a state that was empty when the tick began (see {@code mail.ParallelDeliveryTest}).
     */
    @Test
    void aParallelTownEqualsTheSequentialOneFromTheFirstFrame() {
        ForkJoinPool pool = new ForkJoinPool(2);
        try {
            WestWorld sequential = new WestWorld(1_000, WestWorld.SEED);
            WestWorld parallel = new WestWorld(1_000, WestWorld.SEED);
            for (int f = 0; f < 100; f++) {
                sequential.frame(DT, null);
                parallel.frame(DT, pool);
                assertTrue(parallel.sameAs(sequential), "frame " + (f + 1));
            }
        } finally {
            pool.shutdownNow();
        }
    }

    /**
     * The same, once every state of both machines has entities in it at every frame's start (after a
     * sequential warm-up of 40 frames), where the runtime bug above cannot bite: the sends made by
     * handlers on the pool's threads (greetings to the other batch, stews back, the oven to her own
     * batch) are delivered exactly as after sequential ticks.
     */
    @Test
    void aParallelTownEqualsTheSequentialOneOnceEveryStateIsLived() {
        ForkJoinPool pool = new ForkJoinPool(2);
        try {
            WestWorld sequential = new WestWorld(1_000, WestWorld.SEED);
            WestWorld parallel = new WestWorld(1_000, WestWorld.SEED);
            for (int f = 0; f < 140; f++) {
                sequential.frame(DT, null);
                parallel.frame(DT, f < 40 ? null : pool);
                assertTrue(parallel.sameAs(sequential), "frame " + (f + 1));
            }
            assertTrue(sequential.miners().droppedMessages() > 0);
            assertEquals(sequential.diary(), parallel.diary());
        } finally {
            pool.shutdownNow();
        }
    }

    /**
     * A town run as gdx-ai's test (its step for step match with gdx-ai is the benchmarks' GdxAiParityTest):
     * created with no enter, delivering only at its frame's {@code deliver()} calls, and a parallel run of it
     * equal to the sequential one, every entity, message and line.
     */
    @Test
    void aGdxAiTownDeliversOnlyWhereItsFrameSaysAndRunsTheSameInParallel() {
        WestWorld town = new WestWorld(1, WestWorld.SEED, true);
        assertTrue(town.gdxAi());
        assertEquals(0, town.miner(0).greetings());
        town.wives().send(town.wife(0).self, new HiHoneyImHome(town.miner(0).self));
        town.wives().tick(DT);
        assertEquals(WifeState.DO_HOUSE_WORK, town.wives().stateOf(town.wife(0).self), "a tick delivers nothing");
        town.wives().deliver();
        assertEquals(WifeState.COOK_STEW, town.wives().stateOf(town.wife(0).self), "deliver() does");
        ForkJoinPool pool = new ForkJoinPool(2);
        try {
            WestWorld sequential = new WestWorld(1_000, WestWorld.SEED, true);
            WestWorld parallel = new WestWorld(1_000, WestWorld.SEED, true);
            for (int f = 0; f < 100; f++) {
                sequential.frame(0.875f, null);
                parallel.frame(0.875f, pool);
                assertTrue(parallel.sameAs(sequential), "frame " + (f + 1));
            }
            assertTrue(sequential.miners().droppedMessages() > 0);
            assertEquals(0, sequential.wives().droppedMessages());
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void aTownRunsTheSameEveryTimeAndAnotherSeedIsAnotherTown() {
        assertEquals(new Run(50, 100, null).lines, new Run(50, 100, null).lines);
        WestWorld a = new WestWorld(50, WestWorld.SEED);
        WestWorld b = new WestWorld(50, WestWorld.SEED + 1);
        for (int f = 0; f < 100; f++) {
            a.frame(DT, null);
            b.frame(DT, null);
        }
        assertFalse(a.sameAs(b), "another seed, another town");
    }

    @Test
    void aMessageOfATypeNoHandlerTakesIsRefusedAtSend() {
        WestWorld town = new WestWorld(1, WestWorld.SEED);
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> town.miners().send(town.miner(0).self, new HiHoneyImHome(0)));
        assertTrue(refused.getMessage().contains(HiHoneyImHome.class.getName()), refused.getMessage());
    }
}
