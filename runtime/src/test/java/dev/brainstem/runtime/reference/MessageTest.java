package dev.brainstem.runtime.reference;

import static dev.brainstem.runtime.Events.ENTER;
import static dev.brainstem.runtime.Events.MESSAGE;
import static dev.brainstem.runtime.Events.UPDATE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brainstem.runtime.IllegalTransitionException;
import dev.brainstem.runtime.MessageDelivery;
import dev.brainstem.runtime.TransitionLimitException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Messages in the model against docs/semantics.md's "Message delivery": the lookup (level first, then the
 * most specific type, then declaration order), delivery before the decision, MESSAGE transitions,
 * drops, refusals at send, delays by the clock, (due, send) order, broadcasts, sends during a tick, a
 * throwing handler, and the failsafe counting a tick's transitions together.
 */
class MessageTest {
    interface Loud {}

    interface Near {}

    static class Noise {
        private final String name;

        Noise(String name) {
            this.name = name;
        }

        @Override
        public String toString() {
            return name;
        }
    }

    static class Shout extends Noise implements Loud {
        Shout(String name) {
            super(name);
        }
    }

    static class Whisper extends Noise implements Near {
        Whisper(String name) {
            super(name);
        }
    }

    /** Loud and Near: two incomparable interfaces match it. */
    static class Bang extends Shout implements Near {
        Bang(String name) {
            super(name);
        }
    }

    private static Handler message(int index, Class<?> type, String... to) {
        return Handler.message(index, "m" + index, type, to.length > 0, List.of(to));
    }

    /** States A, B, C, D; group G = {B, C} inside group OUTER = {G, D}. */
    private static Machine.Builder grouped() {
        return Machine.builder("T", "A", "B", "C", "D").group("OUTER", List.of("D"), List.of("G"))
                .group("G", List.of("B", "C"), List.of());
    }

    private static Entity started(Machine m, Script script, String state) {
        Entity e = new Entity(m, script, 0, 0, "E0");
        e.start(m.ordinal(state));
        return e;
    }

    @Test
    void lookupTriesTheStateThenItsGroupsInnermostFirstThenAnyState() {
        Machine m = grouped()
                .message(message(0, Noise.class), List.of())
                .message(message(1, Noise.class), List.of("OUTER"))
                .message(message(2, Noise.class), List.of("G"))
                .message(message(3, Noise.class), List.of("C"))
                .message(message(4, Object.class), List.of("A"))
                .build();
        Noise n = new Shout("s");
        assertEquals(4, m.messageHandler(m.ordinal("A"), n).index(), "A's own Object handler wins over any state");
        assertEquals(2, m.messageHandler(m.ordinal("B"), n).index(), "the innermost group");
        assertEquals(3, m.messageHandler(m.ordinal("C"), n).index(), "the state's own");
        assertEquals(1, m.messageHandler(m.ordinal("D"), n).index(), "the outer group");
        assertEquals(4, m.messageHandler(m.ordinal("A"), "a string").index());
        assertNull(m.messageHandler(m.ordinal("B"), "a string"), "nothing in B takes a String");
        assertTrue(m.takes("a string"));
        // A level's handlers all come before the next level's, whatever their types.
        Machine levels = grouped().message(message(0, Shout.class), List.of()).message(message(1, Noise.class),
                List.of("B")).build();
        assertEquals(1, levels.messageHandler(levels.ordinal("B"), new Shout("s")).index());
        assertEquals(0, levels.messageHandler(levels.ordinal("C"), new Shout("s")).index());
        assertEquals(List.of(1), levels.messageReach(levels.ordinal("B")).stream().map(Handler::index).toList(),
                "B's Noise handler shadows the any-state Shout handler");
        assertEquals(List.of(0), levels.messageReach(levels.ordinal("C")).stream().map(Handler::index).toList());
    }

    @Test
    void withinALevelSubtypesAreTriedBeforeTheirSupertypesElseInDeclarationOrder() {
        Machine m = Machine.builder("T", "A")
                .message(message(0, Noise.class), List.of())
                .message(message(1, Near.class), List.of())
                .message(message(2, Loud.class), List.of())
                .message(message(3, Shout.class), List.of())
                .build();
        int a = m.ordinal("A");
        assertEquals(0, m.messageHandler(a, new Noise("n")).index());
        assertEquals(0, m.messageHandler(a, new Whisper("w")).index(), "Noise and Near are incomparable: the first");
        assertEquals(3, m.messageHandler(a, new Shout("s")).index(), "Shout is more specific than Loud and Noise");
        // Tried Shout, Loud, Noise, Near (each moved up before its first supertype): Bang, a Shout and a
        // Near, goes to Shout, though Near is declared first; a fixed order cannot do otherwise.
        assertEquals(3, m.messageHandler(a, new Bang("b")).index());
        assertFalse(m.takes("text"));
        assertThrows(IllegalArgumentException.class, () -> Machine.builder("T", "A")
                .message(message(0, Noise.class), List.of("A")).message(message(1, Noise.class), List.of("A")).build());
    }

    @Test
    void oneEntityDeliversAtTheNextUpdateBeforeTheDecisionAndTheDecisionRunsInTheNewState() {
        Machine m = Machine.builder("T", "A", "B", "C")
                .on(new Handler(0, "a", UPDATE, true, false, List.of("C")), "A")
                .on(new Handler(1, "b", UPDATE, true, false, List.of("C")), "B")
                .on(new Handler(2, "enterB", ENTER, false, false, List.of()), "B")
                .message(message(3, Shout.class, "B"), List.of("A"))
                .message(message(4, Noise.class), List.of("A"))
                .build();
        Fixed script = new Fixed().returning(3, "B");
        Entity e = started(m, script, "A");
        e.send(new Noise("n1"), 0f);
        e.send(new Shout("s1"), 0f);
        assertEquals(List.of(), script.calls, "nothing is delivered before the update");
        e.update(0.5f);
        assertEquals(List.of("h4(n1)", "h3(s1)", "h2()", "h1()"), script.calls);
        assertEquals(m.ordinal("B"), e.state());
        assertEquals(0, e.mail().size());
        script.calls.clear();
        e.send(new Shout("s2"), 0f);
        e.update(0.5f);
        assertEquals(List.of("h1()"), script.calls, "B takes no Shout: dropped");
        assertEquals(1, e.mail().dropped());
        assertThrows(IllegalArgumentException.class, () -> e.send(null, 0f));
        assertThrows(IllegalArgumentException.class, () -> e.send(new Noise("n"), -1f));
        assertThrows(IllegalArgumentException.class, () -> e.send(new Noise("n"), Float.NaN));
        assertThrows(IllegalArgumentException.class, () -> e.send("text", 0f));
        assertEquals(0, e.mail().size());
    }

    @Test
    void delayedMessagesComeAtTheFirstUpdateThatReachesTheirDueTimeByDueThenSendOrder() {
        Machine m = Machine.builder("T", "A").message(message(0, Noise.class), List.of()).build();
        Fixed script = new Fixed();
        Entity e = started(m, script, "A");
        e.send(new Noise("late"), 1f);
        e.send(new Noise("soon"), 0.5f);
        e.send(new Noise("now"), 0f);
        e.send(new Noise("soon2"), 0.5f);
        e.update(0.25f);
        assertEquals(List.of("h0(now)"), script.calls);
        // The delay counts from the clock of the last update: 0.25 + 0.25 is due at 0.5.
        e.send(new Noise("after"), 0.25f);
        e.update(0.25f);
        assertEquals(List.of("h0(now)", "h0(soon)", "h0(soon2)", "h0(after)"), script.calls);
        e.update(0.25f);
        assertEquals(4, script.calls.size());
        e.update(0.25f);
        assertEquals("h0(late)", script.calls.get(4));
    }

    @Test
    void aMessageTransitionIsCheckedAgainstItsToAndCountsTowardsTheTicksFailsafe() {
        Machine undeclared = Machine.builder("T", "A", "B", "C").message(message(0, Noise.class, "B"), List.of())
                .build();
        Entity e = started(undeclared, new Fixed().returning(0, "C"), "A");
        e.send(new Noise("n"), 0f);
        Refusal r = assertThrows(Refusal.class, () -> e.update(0f));
        assertSame(IllegalTransitionException.class, r.kind());
        assertEquals(MESSAGE, r.event());
        assertEquals(undeclared.ordinal("A"), e.state());

        // Limit 2: the message's transition and its redirect use it up; the decision's is refused.
        Machine m = Machine.builder("T", "A", "B", "C").maxTransitionsPerTick(2)
                .message(message(0, Noise.class, "B"), List.of("A"))
                .on(new Handler(1, "enterB", ENTER, true, false, List.of("C")), "B")
                .on(new Handler(2, "c", UPDATE, true, false, List.of("A")), "C")
                .build();
        Fixed script = new Fixed().returning(0, "B").returning(1, "C").returning(2, "A");
        Entity f = started(m, script, "A");
        f.send(new Noise("n"), 0f);
        Refusal limit = assertThrows(Refusal.class, () -> f.update(0f));
        assertSame(TransitionLimitException.class, limit.kind());
        assertEquals(UPDATE, limit.event());
        assertEquals(m.ordinal("C"), f.state());
        // The next update counts anew.
        script.calls.clear();
        assertEquals(m.ordinal("A"), f.update(0f));
    }

    /** semantics.md, "A delivery point the game places", on a one-entity machine: the West World's frame. */
    @Test
    void oneEntityOnDeliverLeavesDeliveryToDeliverAndSwitchingBackDeliversWhatWaitsAtTheNextUpdate() {
        Machine m = Machine.builder("T", "A", "B").message(message(0, Noise.class, "B"), List.of())
                .on(new Handler(1, "a", UPDATE, false, false, List.of()), "A")
                .on(new Handler(2, "b", UPDATE, false, false, List.of()), "B").build();
        Fixed script = new Fixed().returning(0, "B");
        Entity e = started(m, script, "A");
        e.setMessageDelivery(MessageDelivery.ON_DELIVER);
        e.send(new Noise("now"), 0f);
        e.send(new Noise("later"), 0.15f);
        assertEquals(m.ordinal("A"), e.update(0.1f));
        assertEquals(List.of("h1()"), script.calls, "the update delivers nothing");
        e.deliverDue();
        assertEquals(List.of("h1()", "h0(now)"), script.calls, "deliver: what is due, no decision");
        assertEquals(m.ordinal("B"), e.state());
        e.update(0.1f);
        assertEquals(List.of("h1()", "h0(now)", "h2()"), script.calls, "due at 0.15, yet the update at 0.2 leaves it");
        e.setMessageDelivery(MessageDelivery.TICK_START);
        e.update(0.1f);
        assertEquals(List.of("h1()", "h0(now)", "h2()", "h0(later)", "h2()"), script.calls,
                "back to the default: the update's start delivers what waits, then decides");
    }

    @Test
    void oneEntityHandlerExceptionEndsTheUpdateAndTheRestComeFirstNextTime() {
        Machine m = Machine.builder("T", "A").message(message(0, Noise.class), List.of())
                .on(new Handler(1, "a", UPDATE, false, false, List.of()), "A").build();
        Fixed script = new Fixed();
        Entity e = started(m, script, "A");
        e.send(new Noise("one"), 0f);
        e.send(new Noise("two"), 0f);
        script.throwAll = true;
        assertThrows(Fixed.Scripted.class, () -> e.update(0f));
        assertEquals(MESSAGE, e.failedEvent());
        assertEquals(List.of("h0(one)"), script.calls);
        assertEquals(1, e.mail().size());
        script.throwAll = false;
        e.send(new Noise("three"), 0f);
        e.update(0f);
        assertEquals(List.of("h0(one)", "h0(two)", "h0(three)", "h1()"), script.calls);
    }

    @Test
    void theBatchDeliversByDueAndSendOrderBroadcastsInHandleOrderAndDropsWhatIsNotTaken() {
        Machine m = Machine.builder("T", "A", "B")
                .message(message(0, Noise.class, "B"), List.of("A"))
                .on(new Handler(1, "b", UPDATE, false, false, List.of()), "B")
                .build();
        List<String> log = new ArrayList<>();
        Fixed script = new Fixed(log).returning(0, "B");
        Batch batch = new Batch(m, script);
        batch.setListener((handle, from, to, event) -> log.add("told " + handle + " " + from + "->" + to + " " + event));
        assertTrue(batch.add(20, 2, 0).ok());
        assertTrue(batch.add(10, 1, 0).ok());
        assertTrue(batch.add(30, 3, 0).ok());
        assertTrue(batch.send(30, new Noise("to30"), 0f).ok());
        assertTrue(batch.broadcast(new Noise("all"), 0f).ok());
        assertTrue(batch.send(99, new Noise("nobody"), 0f).ok());
        assertTrue(batch.remove(20).ok());
        assertFalse(batch.send(-1, new Noise("negative"), 0f).ok());
        assertFalse(batch.send(10, "text", 0f).ok());
        assertFalse(batch.broadcast(new Noise("late"), -0.5f).ok());
        assertTrue(batch.tick(0.1f).ok());
        // 30 moves to B on its own message, so the broadcast finds it in B (nothing there takes Noise);
        // entity 20 is gone and 99 never was. B's update runs for all three in the tick.
        assertEquals(List.of("e3 h0(to30)", "e1 h0(all)", "e1 h1()", "e3 h1()", "told 30 0->1 4", "told 10 0->1 4"),
                log);
        assertEquals(2, batch.droppedMessages());
    }

    @Test
    void sendsDuringATickWaitForTheNextAndAFailingHandlerIsRecordedWhileDeliveryGoesOn() {
        Machine m = Machine.builder("T", "A")
                .message(message(0, Noise.class), List.of())
                .on(new Handler(1, "a", UPDATE, false, false, List.of()), "A")
                .build();
        Fixed script = new Fixed();
        Batch batch = new Batch(m, script);
        script.hook = (entity, handler) -> {
            if (handler.index() == 1) {
                batch.send(entity.handle(), new Noise("from update " + entity.handle()), 0f);
                assertThrows(IllegalArgumentException.class, () -> batch.send(entity.handle(), null, 0f));
            } else if (entity.message().toString().equals("boom")) {
                throw new IllegalStateException("boom");
            }
        };
        assertTrue(batch.add(1, 1, 0).ok());
        assertTrue(batch.add(2, 2, 0).ok());
        batch.send(1, new Noise("boom"), 0f);
        batch.send(2, new Noise("quiet"), 0f);
        Outcome first = batch.tick(1f);
        Failure.OfHandler failure = assertInstanceOf(Failure.OfHandler.class, first.thrown());
        assertEquals(1, failure.handle());
        assertEquals(MESSAGE, failure.event());
        assertEquals(List.of("h0(boom)", "h0(quiet)", "h1()", "h1()"), script.calls);
        script.calls.clear();
        assertTrue(batch.tick(1f).ok());
        assertEquals(List.of("h0(from update 1)", "h0(from update 2)", "h1()", "h1()"), script.calls);
        assertEquals(0, batch.droppedMessages());
    }

    @Test
    void theBatchFailsafeCountsAnEntitysMessagesAndDecisionTogether() {
        Machine m = Machine.builder("T", "A", "B").maxTransitionsPerTick(2)
                .message(message(0, Noise.class, "A", "B"), List.of())
                .on(new Handler(1, "a", UPDATE, true, false, List.of("B")), "A")
                .on(new Handler(2, "b", UPDATE, true, false, List.of("A")), "B")
                .build();
        Fixed script = new Fixed();
        script.hook = (entity, handler) -> {
            if (handler.index() == 0) {
                script.returning(0, entity.state() == 0 ? "B" : "A");
            }
        };
        script.returning(1, "B").returning(2, "A");
        Batch batch = new Batch(m, script);
        assertTrue(batch.add(1, 1, 0).ok());
        batch.send(1, new Noise("n1"), 0f);
        batch.send(1, new Noise("n2"), 0f);
        Outcome outcome = batch.tick(0f);
        Failure.OfHandler failure = assertInstanceOf(Failure.OfHandler.class, outcome.thrown());
        Refusal limit = assertInstanceOf(Refusal.class, failure.cause());
        assertSame(TransitionLimitException.class, limit.kind());
        assertEquals(UPDATE, failure.event());
        assertEquals(0, batch.entity(1).state(), "A to B to A by messages; A's decision to B is refused");
        assertTrue(batch.tick(0f).ok(), "the next tick counts anew");
        assertEquals(1, batch.entity(1).state());
    }
}
