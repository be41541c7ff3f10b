package dev.brainstem.samples.reload;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brainstem.runtime.AbstractBatch;
import dev.brainstem.runtime.BatchProbe;
import dev.brainstem.runtime.BatchSaves;
import dev.brainstem.runtime.Events;
import dev.brainstem.runtime.MachineInfo;
import dev.brainstem.runtime.internal.Reloads;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ForkJoinPool;
import java.util.function.Consumer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Issue 44: hot reload's points on machines the processor generated, with no dev tool: a test stages
 * what a tool's redefinition does (publish the redefined code's description) and checks where it runs
 * and what each batch takes. A redefinition runs at a point between two ticks (a tick's, a delivery's,
 * {@code reloadPoint()}, a one-entity machine's {@code update}), never from a handler, the error handler
 * or a walk; each batch takes the description of its own machine, found by the identity of the one it was
 * built with; a machine of regions takes every region's at once; a description that needs a restart
 * leaves the batch exactly as it was.
 */
class ReloadsTest {
    private static final ForkJoinPool POOL = new ForkJoinPool(2);
    private static final float DT = 0.1f;

    /** The descriptions this test published for, put back as they were loaded after each test. */
    private final List<MachineInfo> published = new ArrayList<>();

    @AfterAll
    static void shutDown() {
        POOL.shutdown();
    }

    @AfterEach
    void forget() {
        Reloads.stage(null);
        for (MachineInfo loaded : published) {
            Reloads.publish(loaded, loaded);
        }
    }

    private void publish(MachineInfo loaded, MachineInfo now) {
        published.add(loaded);
        Reloads.publish(loaded, now);
    }

    /** A probe that writes down what hot reload tells it, and the ends of ticks. */
    static final class Heard implements BatchProbe {
        final List<String> said = new ArrayList<>();
        final List<MachineInfo> reloads = new ArrayList<>();
        final List<String> notes = new ArrayList<>();

        @Override
        public void transition(long handle, int from, int to, int event) {}

        @Override
        public void message(long handle, Object message, int outcome) {}

        @Override
        public void ticked(long nanos) {
            said.add("ticked");
        }

        @Override
        public void reloaded(MachineInfo now) {
            reloads.add(now);
            said.add("reloaded");
        }

        @Override
        public void reloadNote(String line) {
            notes.add(line);
            said.add("note");
        }
    }

    /** Each place a batch takes its point. */
    enum Point {
        TICK(b -> b.tick(DT)),
        TICK_ON_A_POOL(b -> b.tick(DT, POOL)),
        TICK_IN_REGIONS(b -> b.tickInRegions(DT)),
        DELIVER(AbstractBatch::deliver),
        RELOAD_POINT(AbstractBatch::reloadPoint);

        final Consumer<GrazersBatch> reach;

        Point(Consumer<GrazersBatch> reach) {
            this.reach = reach;
        }
    }

    private static MachineInfo withAnEdge(MachineInfo was) {
        return Described.of(was).plusEdges(new MachineInfo.Edges(Events.UPDATE, "IDLE", "FLEE")).build();
    }

    @ParameterizedTest
    @EnumSource(Point.class)
    void theBatchTakesTheNewDescriptionAtItsPointBeforeAnyHandlerRuns(Point point) {
        Grazers grazers = new Grazers();
        GrazersBatch batch = new GrazersBatch(grazers);
        for (int id = 0; id < 100; id++) {
            batch.add(id);
        }
        batch.tick(DT);
        Heard heard = new Heard();
        batch.setProbe(heard);
        MachineInfo loaded = batch.info();
        assertSame(GrazersFsm.INFO, loaded, "the batch was built with its machine's description");
        MachineInfo now = withAnEdge(loaded);
        grazers.log.clear();
        Reloads.stage(() -> {
            grazers.log.add("redefined");
            publish(loaded, now);
        });
        point.reach.accept(batch);
        assertEquals("redefined", grazers.log.get(0), "the redefinition ran first");
        boolean ticks = point != Point.DELIVER && point != Point.RELOAD_POINT;
        assertEquals(ticks ? 101 : 1, grazers.log.size(), "then every update of the tick, on the new code");
        assertSame(now, batch.info());
        assertEquals(List.of(now), heard.reloads, "the probe was told once");
        assertEquals(ticks ? List.of("reloaded", "ticked") : List.of("reloaded"), heard.said,
                "before the tick that runs the new code");
        assertEquals(ticks ? 100 : 0, batch.count(Graze.IDLE), "every entity kept its state and went on from it");
        point.reach.accept(batch);
        assertEquals(List.of(now), heard.reloads, "a point with nothing new takes nothing");
    }

    @Test
    void eachBatchTakesOnlyTheDescriptionOfTheMachineItWasBuiltFor() {
        GrazersBatch herd = new GrazersBatch(new Grazers());
        GrazerBatch one = new GrazerBatch();
        assertEquals(herd.states(), one.states(), "two machines of one state enum");
        herd.add(0);
        one.add(new Grazer());
        MachineInfo loaded = one.info();
        assertSame(GrazerFsm.INFO, loaded);
        MachineInfo now = withAnEdge(loaded);
        publish(loaded, now);
        herd.tick(DT);
        one.tick(DT);
        assertSame(GrazersFsm.INFO, herd.info(), "the other machine of the same enum keeps its own");
        assertSame(now, one.info());
        assertEquals(1, herd.count(Graze.EAT));
        assertEquals(1, one.count(Graze.EAT));
    }

    @Test
    void aBatchBuiltAfterAReloadIsDescribedByTheNewCodeFromTheStart() {
        MachineInfo loaded = GrazersFsm.INFO;
        MachineInfo now = withAnEdge(loaded);
        publish(loaded, now);
        GrazersBatch later = new GrazersBatch(new Grazers());
        assertSame(now, later.info(), "a new level's batch, built after the reload");
        MachineInfo refused = Described.of(loaded).every("EAT", 4).build();
        publish(loaded, refused);
        assertSame(loaded, new GrazersBatch(new Grazers()).info(), "never by one that needs a restart");
    }

    @Test
    void aPointReachedInsideAHandlerDoesNothing() {
        Grazers grazers = new Grazers();
        GrazersBatch batch = new GrazersBatch(grazers);
        batch.add(0);
        MachineInfo loaded = batch.info();
        MachineInfo now = withAnEdge(loaded);
        boolean[] ran = {false};
        List<String> inside = new ArrayList<>();
        grazers.inside = () -> {
            grazers.inside = null;
            // A tool may stage at any moment: here, while the batch ticks.
            Reloads.stage(() -> {
                ran[0] = true;
                publish(loaded, now);
            });
            batch.reloadPoint();
            assertThrows(IllegalStateException.class, () -> batch.tick(DT), "the at-work rule refuses a nested tick");
            assertThrows(IllegalStateException.class, batch::deliver);
            inside.add("ran " + ran[0] + ", loaded " + (batch.info() == loaded));
        };
        batch.tick(DT);
        assertEquals(List.of("ran false, loaded true"), inside);
        assertFalse(ran[0], "the tick ended on the code it began with");
        assertSame(loaded, batch.info());
        batch.tick(DT);
        assertTrue(ran[0], "the next tick's point ran it");
        assertSame(now, batch.info());
    }

    @Test
    void aPointReachedDuringAWalkDoesNothing() {
        GrazersBatch batch = new GrazersBatch(new Grazers());
        batch.add(0);
        boolean[] ran = {false};
        Reloads.stage(() -> ran[0] = true);
        batch.forEachHandle(Graze.IDLE, handle -> batch.reloadPoint());
        assertFalse(ran[0], "no redefinition while a walk reads the batch");
        batch.reloadPoint();
        assertTrue(ran[0]);
    }

    @Test
    void theErrorHandlersPointDoesNothing() {
        Grazers grazers = new Grazers();
        GrazersBatch batch = new GrazersBatch(grazers);
        batch.add(0);
        MachineInfo loaded = batch.info();
        MachineInfo now = withAnEdge(loaded);
        boolean[] ran = {false};
        List<String> heard = new ArrayList<>();
        batch.setErrorHandler(e -> {
            Reloads.stage(() -> {
                ran[0] = true;
                publish(loaded, now);
            });
            batch.reloadPoint();
            heard.add(e.getCause().getMessage() + ", ran " + ran[0]);
        });
        grazers.fail = true;
        batch.tick(DT);
        assertEquals(List.of("update failed, as asked, ran false"), heard);
        assertSame(loaded, batch.info());
        grazers.fail = false;
        batch.reloadPoint();
        assertTrue(ran[0], "at rest, the game's point runs it");
        assertSame(now, batch.info());
    }

    @Test
    void aMachineOfRegionsTakesEveryRegionsDescriptionAtItsPoint() {
        WalkersBatch legs = new WalkersBatch(new Walkers());
        AbstractBatch<Reach> arms = legs.region(Reach.class);
        legs.add(0);
        Heard heardLegs = new Heard();
        Heard heardArms = new Heard();
        legs.setProbe(heardLegs);
        arms.setProbe(heardArms);
        MachineInfo legsLoaded = legs.info();
        MachineInfo armsLoaded = arms.info();
        MachineInfo legsNow = Described.of(legsLoaded)
                .plusEdges(new MachineInfo.Edges(Events.UPDATE, "WALK", "STAND")).build();
        MachineInfo armsNow = Described.of(armsLoaded)
                .plusEdges(new MachineInfo.Edges(Events.UPDATE, "WAVE", "REST")).build();
        Reloads.stage(() -> {
            publish(legsLoaded, legsNow);
            publish(armsLoaded, armsNow);
        });
        arms.reloadPoint();
        assertSame(legsNow, legs.info(), "a region's point is the machine's: every region's");
        assertSame(armsNow, arms.info());
        assertEquals(List.of(legsNow), heardLegs.reloads);
        assertEquals(List.of(armsNow), heardArms.reloads);
        MachineInfo armsLater = Described.of(armsLoaded)
                .plusEdges(new MachineInfo.Edges(Events.UPDATE, "REST", "REST")).build();
        publish(armsLoaded, armsLater);
        legs.tick(DT);
        assertSame(armsLater, arms.info(), "the machine's tick is every region's point");
        assertSame(legsNow, legs.info());
        assertEquals(Stride.WALK, legs.stateOf(0));
        assertEquals(Reach.WAVE, arms.stateOf(0));
    }

    /** Edits that need a restart: the batch's books are sized by what each changes. */
    enum Restart {
        SLICED_STATE(was -> Described.of(was).every("EAT", 4).build(), "EAT's timing changed (its every, its timers or whether it sleeps)"),
        NEW_TIMER(was -> Described.of(was).plusEdges(new MachineInfo.Edges(Events.AFTER, "EAT", "IDLE", "after 2s"))
                .build(), "EAT's timing changed (its every, its timers or whether it sleeps)"),
        TIMER_BY_GROUP(was -> Described.of(was).groups(new MachineInfo.Group("CALM", null, "IDLE EAT FLEE"))
                .plusEdges(new MachineInfo.Edges(Events.AFTER, "IDLE EAT FLEE", "IDLE", "after 2s")).build(),
                "IDLE's timing changed (its every, its timers or whether it sleeps)"),
        GROUP_INITIAL(was -> Described.of(was).groups(new MachineInfo.Group("CALM", null, "IDLE EAT", "IDLE",
                MachineInfo.History.NONE)).build(), "group CALM's nesting, initial state or history changed"),
        NEW_GROUP(was -> Described.of(was).groups(new MachineInfo.Group("CALM", null, "IDLE EAT"),
                new MachineInfo.Group("WILD", null, "FLEE")).build(), "its groups changed: [CALM] -> [CALM, WILD]");

        final java.util.function.UnaryOperator<MachineInfo> edit;
        final String why;

        Restart(java.util.function.UnaryOperator<MachineInfo> edit, String why) {
            this.edit = edit;
            this.why = why;
        }
    }

    @ParameterizedTest
    @EnumSource(Restart.class)
    void aDescriptionThatNeedsARestartLeavesTheBatchExactlyAsItWas(Restart restart) {
        GrazersBatch refused = herd();
        GrazersBatch control = herd();
        Heard heard = new Heard();
        refused.setProbe(heard);
        MachineInfo loaded = refused.info();
        MachineInfo now = restart.edit.apply(loaded);
        assertEquals(restart.why, Reloads.refusal(loaded, now));
        publish(loaded, now);
        refused.reloadPoint();
        assertSame(loaded, refused.info());
        assertArrayEquals(save(control), save(refused), "the books are as they were");
        assertEquals(List.of("Grazers: needs a restart, the batch keeps its description: " + restart.why), heard.notes);
        for (int t = 0; t < 12; t++) {
            refused.tick(DT);
            control.tick(DT);
        }
        assertSame(loaded, refused.info());
        assertArrayEquals(save(control), save(refused), "and it goes on as it would have");
        assertEquals(1, heard.notes.size(), "told once");
        assertTrue(heard.reloads.isEmpty());
    }

    /** Twenty grazers, some scared (a timer armed), ticked a little. */
    private static GrazersBatch herd() {
        GrazersBatch batch = new GrazersBatch(new Grazers());
        for (int id = 0; id < 20; id++) {
            batch.add(id);
        }
        batch.tick(DT);
        for (int id = 0; id < 20; id += 3) {
            batch.transitionTo(id, Graze.FLEE);
        }
        batch.tick(DT);
        return batch;
    }

    private static byte[] save(GrazersBatch batch) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try {
            BatchSaves.write(batch, new DataOutputStream(bytes));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return bytes.toByteArray();
    }

    @Test
    void aStoredHistoryThatLeftItsGroupIsForgottenAtTheReload() throws IOException {
        Guards guards = new Guards();
        GuardsBatch batch = new GuardsBatch(guards);
        batch.add(0);
        batch.add(1);
        batch.transitionTo(0, Shift.PATROL);
        batch.transitionTo(0, Shift.REST);
        batch.transitionTo(1, Shift.REST);
        assertEquals(Shift.PATROL, batch.lastIn(0, "DUTY"));
        assertEquals(Shift.WATCH, batch.lastIn(1, "DUTY"));
        MachineInfo loaded = batch.info();
        MachineInfo now = Described.of(loaded).groups(new MachineInfo.Group("DUTY", null, "WATCH", "WATCH",
                MachineInfo.History.DEEP)).build();
        assertNull(Reloads.refusal(loaded, now), "a group's states apply live");
        publish(loaded, now);
        batch.reloadPoint();
        assertNull(batch.lastIn(0, "DUTY"), "PATROL is no member of DUTY now: no history");
        assertEquals(Shift.WATCH, batch.lastIn(1, "DUTY"), "a member's history stays");
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        BatchSaves.write(batch, new DataOutputStream(bytes));
        GuardsBatch loadedAgain = new GuardsBatch(new Guards());
        BatchSaves.read(loadedAgain, new java.io.DataInputStream(new java.io.ByteArrayInputStream(bytes.toByteArray())));
        assertNull(loadedAgain.lastIn(0, "DUTY"), "a save of the running game loads");
        guards.wake = true;
        batch.tick(DT);
        assertEquals(Shift.WATCH, batch.stateOf(0), "entering DUTY by name enters its initial");
    }

    @Test
    void whatAppliesLiveIsNoRefusal() {
        MachineInfo loaded = GrazersFsm.INFO;
        assertNull(Reloads.refusal(loaded, withAnEdge(loaded)), "a new edge");
        assertNull(Reloads.refusal(loaded, Described.of(loaded).groups(new MachineInfo.Group("CALM", null, "IDLE"))
                .build()), "a group's states");
        MachineInfo relabelled = Described.of(loaded).plusEdges(new MachineInfo.Edges(Events.AFTER, "FLEE", "IDLE",
                "after 3s")).build();
        assertNull(Reloads.refusal(loaded, relabelled), "another delay for a timer the state has");
        MachineInfo regions = WalkersFsm.INFO;
        assertNull(Reloads.refusal(regions, Described.of(regions).plusEdges(
                new MachineInfo.Edges(Events.UPDATE, "WALK", "STAND")).build()));
    }

    @Test
    void notesReachEachProbeOnceFromWhenItsBatchWasBuilt() {
        GrazersBatch older = new GrazersBatch(new Grazers());
        Heard heardOlder = new Heard();
        older.setProbe(heardOlder);
        String restart = "Grazers: needs a restart: new state SLEEP in Graze";
        Reloads.note(restart);
        GrazersBatch newer = new GrazersBatch(new Grazers());
        Heard heardNewer = new Heard();
        newer.setProbe(heardNewer);
        older.tick(DT);
        older.tick(DT);
        newer.tick(DT);
        assertEquals(List.of(restart), heardOlder.notes);
        assertEquals(List.of(), heardNewer.notes, "a note written before the batch was is not its");
        String failed = "build failed: Grazers.java:12: error";
        Reloads.note(failed);
        older.reloadPoint();
        newer.tick(DT);
        assertEquals(List.of(restart, failed), heardOlder.notes);
        assertEquals(List.of(failed), heardNewer.notes);
    }

    @Test
    void aFailingRedefinitionIsANoteAndTheGameGoesOn() {
        GrazersBatch batch = new GrazersBatch(new Grazers());
        batch.add(0);
        Heard heard = new Heard();
        batch.setProbe(heard);
        Reloads.stage(() -> {
            throw new IllegalStateException("the tool broke");
        });
        batch.tick(DT);
        assertEquals(Graze.EAT, batch.stateOf(0), "the tick ran");
        assertEquals(List.of("hot reload failed, the old code keeps running: java.lang.IllegalStateException: the tool broke"),
                heard.notes);
    }

    @Test
    void aOneEntityMachinesUpdateIsItsPoint() {
        Grazer grazer = new Grazer();
        GrazerFsm fsm = GrazerFsm.start(grazer);
        Reloads.stage(() -> grazer.log.add("redefined"));
        fsm.update(DT);
        assertEquals(List.of("redefined", "update"), grazer.log, "at the top of update, before its handler");
        assertNotNull(fsm);
    }
}
