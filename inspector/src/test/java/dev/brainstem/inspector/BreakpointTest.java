package dev.brainstem.inspector;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brainstem.inspector.sentry.Noise;
import dev.brainstem.inspector.blink.Blink;
import dev.brainstem.inspector.blink.Blinkers;
import dev.brainstem.inspector.blink.BlinkersBatch;
import dev.brainstem.inspector.sentry.SentriesBatch;
import dev.brainstem.runtime.AbstractBatch;
import dev.brainstem.runtime.Events;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Issue 41: breakpoints cost the same whether there is one or {@value Control#MAX_BREAKPOINTS}, a hit is
 * described once however many breakpoints match, and the breakpoint past the limit is refused.
 */
class BreakpointTest {
    static final int ENTITIES = 100_000, ROUNDS = 11, TICKS = 8;

    /** The probe of a batch, wired as the inspector wires it, without a server. */
    private static final class Probed {
        final AbstractBatch<?> batch;
        final Control control = new Control();
        final Watched watched;

        Probed(AbstractBatch<?> batch) {
            this.batch = batch;
            watched = new Watched(new Machine(0, batch), control);
            control.watch(new Watched[] {watched});
            batch.setProbe(watched);
        }

        void add(int from, int to, int event, long handle) {
            control.adding(new Breakpoint(0, 0, from, to, event, handle, null)).run();
        }
    }

    @Test
    void theBreakpointPastTheLimitIsRefusedNamingIt() throws Exception {
        try (Game game = new Game(100, Long.MAX_VALUE, b -> {}).start()) {
            Client client = new Client(game.inspector);
            String never = "{\"action\":\"add\",\"batch\":0,\"from\":\"STUNNED\",\"to\":\"PURSUIT\"}";
            for (int k = 0; k < Control.MAX_BREAKPOINTS; k++) {
                assertEquals(202, client.post("/api/breakpoints", never).statusCode(), "breakpoint " + (k + 1));
            }
            HttpResponse<String> refused = client.post("/api/breakpoints", never);
            assertEquals(409, refused.statusCode(), refused.body());
            assertTrue(refused.body().contains("at most " + Control.MAX_BREAKPOINTS + " breakpoints"), refused.body());
            game.await(() -> breakpoints(client) == Control.MAX_BREAKPOINTS, "the 64 breakpoints in a frame");
            client.post("/api/breakpoints", "{\"action\":\"remove\",\"id\":5}");
            game.await(() -> breakpoints(client) == Control.MAX_BREAKPOINTS - 1, "the removal");
            assertEquals(202, client.post("/api/breakpoints", never).statusCode(), "room again after a removal");
            assertEquals(409, client.post("/api/breakpoints", never).statusCode());
            client.post("/api/breakpoints", "{\"action\":\"clear\"}");
            game.await(() -> breakpoints(client) == 0, "the clear");
            assertEquals(202, client.post("/api/breakpoints", never).statusCode(), "room again after a clear");
        }
    }

    private static int breakpoints(Client client) {
        var frame = ControlTest.frameOrNull(client);
        return frame == null ? -1 : ((List<?>) frame.get("breakpoints")).size();
    }

    /**
     * 64 breakpoints that never hit, against one and against none, on blinkers (a transition at every update,
     * so that what is done per transition shows most): the same batch, rounds alternating, medians compared.
     * Most are on one entity each, of every shape (entities not in the batch), the others on transitions that
     * never happen; the one is on an entity too. Matching each against every transition made 64 cost 5.4x the
     * tick without here; the index costs what one breakpoint costs, a few nanoseconds a transition.
     */
    @Test
    void sixtyFourBreakpointsThatNeverHitCostWhatOneCosts() {
        BlinkersBatch blinkers = new BlinkersBatch(new Blinkers());
        for (int id = 0; id < ENTITIES; id++) {
            blinkers.add(id);
        }
        Probed p = new Probed(blinkers);
        int on = Blink.ON.ordinal(), off = Blink.OFF.ordinal();
        p.add(-1, -1, -1, ENTITIES);
        BreakpointIndex single = p.watched.breakpoints;
        for (int k = 1; k < 48; k++) {
            p.add(k % 3 == 0 ? -1 : k % 3 == 1 ? on : off, k % 2 == 0 ? -1 : on, k % 4 == 0 ? Events.UPDATE : -1,
                    ENTITIES + k);
        }
        for (int k = 48; k < Control.MAX_BREAKPOINTS; k++) {
            p.add(k < 56 ? on : off, on, k < 56 ? -1 : Events.GUARD, -1);
        }
        BreakpointIndex all = p.watched.breakpoints;
        double[] none = new double[ROUNDS];
        double[] one = new double[ROUNDS];
        double[] many = new double[ROUNDS];
        for (int r = -2; r < ROUNDS; r++) {
            p.watched.breakpoints = null;
            double a = nanosPerTick(p.batch, TICKS);
            p.watched.breakpoints = single;
            double b = nanosPerTick(p.batch, TICKS);
            p.watched.breakpoints = all;
            double c = nanosPerTick(p.batch, TICKS);
            if (r >= 0) {
                none[r] = a;
                one[r] = b;
                many[r] = c;
            }
        }
        p.control.proceed();
        assertEquals(null, p.control.lastHit(), "no breakpoint hit");
        assertEquals(false, p.control.paused(), "no breakpoint hit");
        double againstNone = PageFloodTest.median(many) / PageFloodTest.median(none);
        double againstOne = PageFloodTest.median(many) / PageFloodTest.median(one);
        System.out.printf("64 breakpoints that never hit: %.3fx the tick without, %.3fx the tick with one"
                + " (%.0f, %.0f and %.0f ns a tick)%n", againstNone, againstOne, PageFloodTest.median(none),
                PageFloodTest.median(one), PageFloodTest.median(many));
        String ticks = "ns a tick with 64: " + Arrays.toString(many) + ", one: " + Arrays.toString(one) + ", none: "
                + Arrays.toString(none);
        assertTrue(againstOne < 1.5, ticks);
        assertTrue(againstNone < 3, ticks);
    }

    /**
     * 64 breakpoints that all match: the hit tick costs about an ordinary one (matching stops at the first hit
     * of the tick), and the one hit kept is described once, when the game pauses on it.
     */
    @Test
    void sixtyFourBreakpointsThatAllMatchDescribeOneHitOnce() {
        Probed p = new Probed(Game.populated(ENTITIES));
        for (int k = 0; k < Control.MAX_BREAKPOINTS; k++) {
            p.add(-1, -1, k % 2 == 0 ? -1 : Events.UPDATE, -1);
        }
        BreakpointIndex with = p.watched.breakpoints;
        double[] none = new double[ROUNDS];
        double[] hit = new double[ROUNDS];
        long described = 0;
        for (int r = -2; r < ROUNDS; r++) {
            p.watched.breakpoints = null;
            double a = nanosPerTick(p.batch, 1);
            p.watched.breakpoints = with;
            p.control.resume();
            double b = nanosPerTick(p.batch, 1);
            assertTrue(p.control.holding(), "a breakpoint hit");
            assertEquals(described, p.control.described(), "nothing described during the tick");
            assertEquals(false, p.control.proceed(), "the game pauses on the hit");
            assertEquals(++described, p.control.described(), "one description for the one hit kept");
            assertNotNull(p.control.lastHit());
            assertEquals(1, p.control.lastHit().breakpoint(), "the lowest id wins: " + p.control.lastHit());
            assertTrue(p.control.lastHit().what().matches("[A-Z]+ -> [A-Z]+ on [A-Z]+"), p.control.lastHit().what());
            if (r >= 0) {
                none[r] = a;
                hit[r] = b;
            }
        }
        double ratio = PageFloodTest.median(hit) / PageFloodTest.median(none);
        System.out.printf("64 breakpoints that all match: the hit tick %.3fx an ordinary one%n", ratio);
        assertTrue(ratio < 1.5, "hit ticks " + Arrays.toString(hit) + " ns, ordinary " + Arrays.toString(none));
    }

    /** The lowest id wins among breakpoints of different shapes that match the same transition, and messages too. */
    @Test
    void theIndexFindsWhatALinearSearchFinds() {
        SentriesBatch batch = Game.populated(10);
        List<Breakpoint> list = List.of(
                new Breakpoint(1, 0, 3, -1, -1, 5, null),
                new Breakpoint(2, 0, -1, 1, Events.UPDATE, -1, null),
                new Breakpoint(3, 0, 0, 1, -1, -1, null),
                new Breakpoint(4, 0, 0, 1, -1, -1, null),
                new Breakpoint(5, 0, -1, -1, -1, -1, "Noise"),
                new Breakpoint(6, 0, -1, -1, -1, 9, "dev.brainstem.inspector.sentry.Noise"));
        BreakpointIndex index = BreakpointIndex.of(list, new Machine(0, batch).stateCount());
        assertEquals(2, index.match(0, 0, 1, Events.UPDATE).id());
        assertEquals(3, index.match(0, 0, 1, Events.GUARD).id(), "the lower of two at the same place");
        assertEquals(1, index.match(5, 3, 4, Events.GUARD).id());
        assertEquals(null, index.match(6, 3, 4, Events.GUARD), "another entity");
        assertEquals(null, index.match(6, 2, 3, Events.UPDATE));
        assertEquals(5, index.match(9, Noise.class).id());
        assertSame(null, index.match(9, String.class));
        assertEquals(null, BreakpointIndex.of(List.of(), 5), "no breakpoints, no index");
        BreakpointIndex one = BreakpointIndex.of(List.of(list.get(5)), 5);
        assertEquals(6, one.match(9, Noise.class).id(), "by the full name");
        assertEquals(null, one.match(8, Noise.class), "of another entity");
    }

    /**
     * Breakpoints on entities turn most other entities away by a filter of their handles' bits: an entity that
     * shares a named one's bit (as 5 + 1024 shares 5's, and {@code 3 << 32 | 7} shares {@code 7 << 32 | 3}'s in
     * object mode) is still told apart, and every named entity is found.
     */
    @Test
    void entitiesThatShareANamedOnesFilterBitAreToldApart() {
        long objectHandle = 7L << 32 | 3;
        List<Breakpoint> list = new ArrayList<>();
        list.add(new Breakpoint(1, 0, 0, -1, -1, 5, null));
        list.add(new Breakpoint(2, 0, 0, -1, -1, objectHandle, null));
        for (int k = 0; k < Control.MAX_BREAKPOINTS - 2; k++) {
            list.add(new Breakpoint(3 + k, 0, 0, -1, -1, 100_000 + 17L * k, null));
        }
        BreakpointIndex index = BreakpointIndex.of(list, 5);
        assertEquals(1, index.match(5, 0, 1, Events.UPDATE).id());
        assertEquals(2, index.match(objectHandle, 0, 1, Events.UPDATE).id());
        assertEquals(null, index.match(5 + 1024, 0, 1, Events.UPDATE), "the same filter bit as 5");
        assertEquals(null, index.match(3L << 32 | 7, 0, 1, Events.UPDATE), "the same filter bit as 7 << 32 | 3");
        assertEquals(null, index.match(6, 0, 1, Events.UPDATE));
        for (int k = 0; k < Control.MAX_BREAKPOINTS - 2; k++) {
            assertEquals(3 + k, index.match(100_000 + 17L * k, 0, 1, Events.UPDATE).id());
        }
    }

    private static double nanosPerTick(AbstractBatch<?> batch, int ticks) {
        long start = System.nanoTime();
        for (int t = 0; t < ticks; t++) {
            batch.tick(Game.DT);
        }
        return (System.nanoTime() - start) / (double) ticks;
    }
}
