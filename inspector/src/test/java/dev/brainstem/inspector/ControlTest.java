package dev.brainstem.inspector;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brainstem.inspector.sentry.Noise;
import dev.brainstem.inspector.sentry.SentryState;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** Pause, step, resume, breakpoints, watching and listing through the page's requests, and the frames. */
class ControlTest {
    @Test
    void pauseStepAndResumeWithoutBlockingTheGame() throws Exception {
        try (Game game = new Game(500, Long.MAX_VALUE, b -> {}).start()) {
            Client client = new Client(game.inspector);
            game.await(() -> game.ticked.get() > 5, "ticks");
            assertEquals(202, client.post("/api/control", "{\"action\":\"pause\"}").statusCode());
            game.await(game.inspector::paused, "the pause");
            game.settle();
            long paused = game.ticked.get();
            long frames = game.frames.get();
            game.settle();
            assertEquals(paused, game.ticked.get(), "no tick while paused");
            assertTrue(game.frames.get() > frames, "a paused game goes on with its frames");
            client.post("/api/control", "{\"action\":\"step\"}");
            game.await(() -> game.ticked.get() == paused + 1, "one step");
            game.settle();
            assertEquals(paused + 1, game.ticked.get(), "a step is one tick");
            assertTrue(game.inspector.paused());
            Map<String, Object> frame = frame(client, game);
            assertEquals(Boolean.TRUE, frame.get("paused"));
            client.post("/api/control", "{\"action\":\"resume\"}");
            game.await(() -> game.ticked.get() > paused + 10, "ticks after resume");
            assertFalse(game.inspector.paused());
        }
    }

    @Test
    void aTransitionBreakpointPausesBeforeTheNextTickAndNamesTheEntityAndTick() throws Exception {
        try (Game game = new Game(500, Long.MAX_VALUE, b -> {})) {
            Client client = new Client(game.inspector);
            AtomicLong seen = new AtomicLong(-1);
            game.batch.setListener((handle, from, to, event) -> {
                if (from == SentryState.ALARM && to == SentryState.PURSUIT && seen.get() < 0) {
                    seen.set(handle);
                }
            });
            client.post("/api/control", "{\"action\":\"pause\"}");
            client.post("/api/breakpoints", "{\"action\":\"add\",\"batch\":0,\"from\":\"ALARM\",\"to\":\"PURSUIT\"}");
            game.start();
            game.await(() -> frameOrNull(client) != null && !((List<?>) frameOrNull(client).get("breakpoints")).isEmpty(),
                    "the breakpoint in the frame");
            client.post("/api/control", "{\"action\":\"resume\"}");
            game.await(() -> seen.get() >= 0 && game.inspector.paused(), "the breakpoint to hit");
            game.settle();
            long ticks = game.ticked.get();
            game.settle();
            assertEquals(ticks, game.ticked.get(), "paused after the tick the breakpoint hit in");
            Map<String, Object> frame = frame(client, game);
            @SuppressWarnings("unchecked")
            Map<String, Object> hit = (Map<String, Object>) frame.get("hit");
            assertNotNull(hit, frame.toString());
            assertEquals((double) seen.get(), hit.get("handle"));
            assertEquals((double) ticks, hit.get("tick"));
            assertEquals("ALARM -> PURSUIT on GUARD", hit.get("what"));
            assertEquals(SentryState.PURSUIT, game.batch.stateOf(seen.get()), "the game listener still hears everything");
        }
    }

    @Test
    void aMessageBreakpointOnOneEntity() throws Exception {
        try (Game game = new Game(200, Long.MAX_VALUE, b -> {
            if (b.contains(3) && b.stateOf(3) == SentryState.IDLE && b.clock() > 0.2) {
                b.send(3, new Noise(5));
            }
        })) {
            Client client = new Client(game.inspector);
            client.post("/api/breakpoints", "{\"action\":\"add\",\"batch\":0,\"message\":\"Noise\",\"handle\":3}");
            game.start();
            game.await(game.inspector::paused, "the message breakpoint");
            @SuppressWarnings("unchecked")
            Map<String, Object> hit = (Map<String, Object>) frame(client, game).get("hit");
            assertEquals(3.0, hit.get("handle"));
            assertEquals("Noise delivered", hit.get("what"));
            @SuppressWarnings("unchecked")
            Map<String, Object> batch = ((List<Map<String, Object>>) frame(client, game).get("batches")).get(0);
            @SuppressWarnings("unchecked")
            Map<String, Object> noise = ((List<Map<String, Object>>) batch.get("messages")).get(0);
            assertEquals("Noise", noise.get("type"));
            assertEquals(1.0, noise.get("sent"));
            assertEquals(1.0, noise.get("delivered"));
            assertEquals(0.0, noise.get("dropped"));
        }
    }

    @Test
    void framesCountWhatTheBatchDid() throws Exception {
        AtomicLong transitions = new AtomicLong();
        try (Game game = new Game(3000, 120, b -> {})) {
            game.batch.setListener((handle, from, to, event) -> transitions.incrementAndGet());
            Client client = new Client(game.inspector);
            client.post("/api/watch", "{\"batch\":0,\"handle\":7}");
            game.start();
            game.await(() -> game.ticked.get() == 120, "120 ticks");
            client.post("/api/list", "{\"batch\":0,\"state\":\"IDLE\",\"limit\":10}");
            game.settle();
            Thread.sleep(250);
            game.settle();
            Map<String, Object> frame = frame(client, game);
            @SuppressWarnings("unchecked")
            Map<String, Object> batch = ((List<Map<String, Object>>) frame.get("batches")).get(0);
            assertEquals(120.0, batch.get("ticks"));
            assertEquals(3000.0, batch.get("size"));
            List<?> pop = (List<?>) batch.get("pop");
            for (SentryState s : SentryState.values()) {
                assertEquals((double) game.batch.count(s), pop.get(s.ordinal()), s.name());
            }
            double total = 0;
            for (Object t : (List<?>) batch.get("totals")) {
                total += (Double) t;
            }
            assertEquals((double) transitions.get(), total, "every transition counted on some edge");
            assertTrue(transitions.get() > 100);
            assertTrue((Double) batch.get("nsPerUpdate") > 0);
            @SuppressWarnings("unchecked")
            Map<String, Object> watch = (Map<String, Object>) batch.get("watch");
            assertEquals(7.0, watch.get("handle"));
            assertEquals(game.batch.stateOf(7).name(), watch.get("state"));
            List<?> story = (List<?>) watch.get("transitions");
            assertFalse(story.isEmpty(), "entity 7 (stunned at the start) has left STUNNED: " + watch);
            assertTrue(((Double) watch.get("timeInState")) >= 0);
            @SuppressWarnings("unchecked")
            Map<String, Object> listed = (Map<String, Object>) batch.get("list");
            assertEquals("IDLE", listed.get("state"));
            List<?> handles = (List<?>) listed.get("handles");
            assertEquals(10, handles.size());
            for (Object h : handles) {
                assertEquals(SentryState.IDLE, game.batch.stateOf(((Double) h).longValue()));
            }
            List<?> histogram = (List<?>) batch.get("histogram");
            assertEquals(SentryState.values().length, histogram.size());
        }
    }

    static Map<String, Object> frame(Client client, Game game) throws Exception {
        game.settle();
        Thread.sleep(1000 / Inspector.FRAMES_PER_SECOND + 20);
        game.settle();
        return Json.readObject(client.get("/api/frame").body());
    }

    static Map<String, Object> frameOrNull(Client client) {
        try {
            return Json.readObject(client.get("/api/frame").body());
        } catch (Exception e) {
            return null;
        }
    }
}
