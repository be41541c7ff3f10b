package dev.brainstem.inspector;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brainstem.inspector.blink.Blinkers;
import dev.brainstem.inspector.blink.BlinkersBatch;
import dev.brainstem.runtime.Events;
import dev.brainstem.runtime.MachineInfo;
import dev.brainstem.runtime.internal.Reloads;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Issue 44: the inspector follows a hot reload with no dev tool attached: the test publishes the description
 * a redefined machine's code gives ({@link Reloads#publish}), as the tool does at a point. The batch takes it
 * at its next point; the page's description ({@code /api/machines}) is encoded again with a new version, the
 * frames carry that version and a mark at the tick the code changed, the edge counts restart there while
 * the populations go on, and a tool's note reaches the frames once.
 */
class InspectorReloadTest {
    private static final int ENTITIES = 10;
    private final List<MachineInfo> published = new ArrayList<>();

    @AfterEach
    void forget() {
        Reloads.stage(null);
        for (MachineInfo loaded : published) {
            Reloads.publish(loaded, loaded);
        }
    }

    /** The blinkers' description with a guard more, as the redefined code's {@code info()} would give it. */
    private static MachineInfo withAGuard(MachineInfo was) {
        List<MachineInfo.Edges> edges = new ArrayList<>(was.edgeGroups());
        edges.add(new MachineInfo.Edges(Events.GUARD, "ON", "OFF", "tired"));
        return new MachineInfo(was.name(), was.states().toArray(new String[0]), was.initial(),
                was.entryPoints().toArray(new String[0]), was.groups().toArray(new MachineInfo.Group[0]), new String[0],
                edges.toArray(new MachineInfo.Edges[0]));
    }

    private static void nextFrame(Inspector inspector) throws InterruptedException {
        Thread.sleep(1000 / Inspector.FRAMES_PER_SECOND + 20);
        inspector.proceed();
    }

    @SuppressWarnings("unchecked")
    private static List<Map<String, Object>> list(Map<String, Object> json, String key) {
        return (List<Map<String, Object>>) json.get(key);
    }

    @SuppressWarnings("unchecked")
    private static List<Double> totals(Map<String, Object> frame) {
        return (List<Double>) list(frame, "batches").get(0).get("totals");
    }

    @Test
    void aReloadRedescribesTheMachineMarksItsTickAndRestartsTheEdgeCounts() throws Exception {
        BlinkersBatch batch = new BlinkersBatch(new Blinkers());
        for (int id = 0; id < ENTITIES; id++) {
            batch.add(id);
        }
        Inspector inspector = Inspector.of(batch).printTo(null).start();
        try {
            Client client = new Client(inspector);
            Map<String, Object> before = Json.readObject(client.get("/api/machines").body());
            assertEquals(1.0, before.get("version"));
            Map<String, Object> machineBefore = list(before, "machines").get(0);
            assertEquals(2, ((List<?>) machineBefore.get("edges")).size());
            for (int t = 0; t < 3; t++) {
                batch.tick(0.1f);
            }
            nextFrame(inspector);
            Map<String, Object> frame = client.frame();
            assertEquals(1.0, frame.get("version"));
            assertEquals(List.of(), frame.get("marks"));
            assertEquals(List.of(), frame.get("notes"));
            assertEquals(3.0 * ENTITIES, totals(frame).stream().mapToDouble(Double::doubleValue).sum());

            MachineInfo loaded = batch.info();
            MachineInfo now = withAGuard(loaded);
            published.add(loaded);
            Reloads.publish(loaded, now);
            batch.tick(0.1f);
            assertSame(now, batch.info(), "the tick's point took it");
            nextFrame(inspector);

            Map<String, Object> after = Json.readObject(client.get("/api/machines").body());
            assertEquals(2.0, after.get("version"));
            Map<String, Object> machineAfter = list(after, "machines").get(0);
            assertEquals(3, ((List<?>) machineAfter.get("edges")).size(), "the new edge is described");
            assertNotEquals(machineBefore.get("mermaid"), machineAfter.get("mermaid"));
            assertTrue(((String) machineAfter.get("mermaid")).contains("tired"), "and drawn");
            frame = client.frame();
            assertEquals(2.0, frame.get("version"));
            List<Map<String, Object>> marks = list(frame, "marks");
            assertEquals(1, marks.size());
            assertEquals(0.0, marks.get(0).get("batch"));
            assertEquals(3.0, marks.get(0).get("tick"), "after the third tick the inspector saw");
            assertEquals(3.0, marks.get(0).get("batchTicks"));
            assertEquals("Blinkers: code reloaded, edges +ON -> OFF (tired)", marks.get(0).get("what"));
            List<Double> totals = totals(frame);
            assertEquals(4, totals.size(), "one counter per new edge, and the others'");
            assertEquals(1.0 * ENTITIES, totals.stream().mapToDouble(Double::doubleValue).sum(),
                    "the counts restarted at the reload: one tick's transitions");
            assertEquals(List.of(10.0, 0.0), ((List<?>) list(frame, "batches").get(0).get("pop")),
                    "the populations went on: four ticks, all ON again");

            String restart = "Blinkers: needs a restart: new state DIM in Blink";
            Reloads.note(restart);
            nextFrame(inspector);
            nextFrame(inspector);
            frame = client.frame();
            assertEquals(List.of(restart), frame.get("notes"), "told once, by the proceed's point");
            assertEquals(2.0, frame.get("version"), "a note is no new description");
        } finally {
            inspector.close();
        }
    }

    @Test
    void aGameThatDoesNotTickTakesTheReloadAtProceed() throws Exception {
        BlinkersBatch batch = new BlinkersBatch(new Blinkers());
        batch.add(0);
        Inspector inspector = Inspector.of(batch).printTo(null).start();
        try {
            MachineInfo loaded = batch.info();
            MachineInfo now = withAGuard(loaded);
            published.add(loaded);
            Reloads.stage(() -> Reloads.publish(loaded, now));
            nextFrame(inspector);
            assertSame(now, batch.info(), "proceed() is a point");
            assertEquals(0, batch.ticks());
            assertEquals(2.0, Json.readObject(new Client(inspector).get("/api/machines").body()).get("version"));
        } finally {
            inspector.close();
        }
    }

    @Test
    void aReloadEndsARecordingWhichHoldsOneDescription() throws Exception {
        BlinkersBatch batch = new BlinkersBatch(new Blinkers());
        batch.add(0);
        Inspector inspector = Inspector.of(batch).printTo(null).start();
        try {
            Client client = new Client(inspector);
            assertEquals(202, client.post("/api/record", "{\"on\":true}").statusCode());
            client.awaitCommandsTaken(() -> nextFrame(inspector));
            batch.tick(0.1f);
            MachineInfo loaded = batch.info();
            published.add(loaded);
            Reloads.publish(loaded, withAGuard(loaded));
            batch.tick(0.1f);
            nextFrame(inspector);
            @SuppressWarnings("unchecked")
            Map<String, Object> recording = (Map<String, Object>) client.frame().get("recording");
            assertFalse((Boolean) recording.get("on"));
            assertEquals("recording stopped: the code of a machine was reloaded; a recording holds one description, "
                    + "record again", recording.get("failure"));
        } finally {
            inspector.close();
        }
    }
}
