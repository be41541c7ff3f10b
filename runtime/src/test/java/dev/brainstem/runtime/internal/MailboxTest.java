package dev.brainstem.runtime.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

/** The mailbox's rules: due time then post order, one delivery at a time, delays by the owner's clock. */
class MailboxTest {
    private static List<Object> deliver(Mailbox box, double clock) {
        List<Object> got = new ArrayList<>();
        box.open(clock);
        while (box.next()) {
            got.add(box.message());
        }
        return got;
    }

    @Test
    void aMessageWaitsForTheNextDeliveryAndComesInSendOrder() {
        Mailbox box = new Mailbox();
        box.send(1, "a", 0f);
        box.send(2, "b", 0f);
        box.send(1, "c", 0f);
        assertEquals(List.of("a", "b", "c"), deliver(box, 0.1));
        assertEquals(List.of(), deliver(box, 0.2));
        assertEquals(0, box.size());
    }

    @Test
    void whatIsSentDuringADeliveryWaitsForTheNextOne() {
        Mailbox box = new Mailbox();
        box.send(1, "first", 0f);
        box.open(1.0);
        List<Object> got = new ArrayList<>();
        while (box.next()) {
            got.add(box.message());
            box.send(1, "answer", 0f);
        }
        assertEquals(List.of("first"), got);
        assertEquals(List.of("answer"), deliver(box, 2.0));
    }

    @Test
    void delayedMessagesComeOnceTheClockReachesThemByDueTimeThenSendOrder() {
        Mailbox box = new Mailbox();
        box.open(10.0);
        box.send(7, "late", 1.5f);
        box.send(7, "early", 0.5f);
        box.send(7, "also early", 0.5f);
        box.send(7, "now", 0f);
        assertEquals(List.of("now"), deliver(box, 10.25));
        assertEquals(List.of("early", "also early"), deliver(box, 10.5));
        assertEquals(List.of(), deliver(box, 11.0));
        assertEquals(List.of("late"), deliver(box, 11.5));
        assertEquals(7, box.target());
    }

    @Test
    void dropsAreCounted() {
        Mailbox box = new Mailbox();
        box.drop();
        box.drop();
        assertEquals(2, box.dropped());
    }

    @Test
    void aConstantDelaysMessagesAndShorterOnesMergeByDueTime() {
        // The 1.5 s messages queue in post order beside the heap; the shorter ones overtake them.
        Mailbox box = new Mailbox();
        box.send(1, "stew1", 1.5f);
        box.send(2, "stew2", 1.5f);
        box.send(3, "soon", 0.5f);
        box.send(4, "now", 0f);
        assertEquals(List.of("now"), deliver(box, 0.25));
        box.send(5, "stew3", 1.5f);   // due 1.75
        box.send(6, "tie", 1.25f);    // due 1.5 too, sent later than stew1 and stew2
        assertEquals(List.of("soon"), deliver(box, 1.0));
        assertEquals(List.of("stew1", "stew2", "tie"), deliver(box, 1.5));
        assertEquals(List.of("stew3"), deliver(box, 2.0));
        assertEquals(0, box.size());
    }

    /** Against a plain model: a list sorted by (due, post order), taken by deliveries at rising clocks. */
    @Property(tries = 200)
    void deliveriesFollowDueTimeThenPostOrder(@ForAll @Size(max = 60) List<@IntRange(min = 0, max = 40) Integer> delays,
            @ForAll @IntRange(min = 1, max = 7) int step) {
        Mailbox box = new Mailbox();
        List<double[]> model = new ArrayList<>(); // {due, order}
        double clock = 0;
        int order = 0;
        List<Object> got = new ArrayList<>();
        List<Object> expected = new ArrayList<>();
        for (int i = 0; i < delays.size(); i++) {
            float delay = delays.get(i) / 4f;
            box.send(0, order, delay);
            model.add(new double[] {clock + delay, order++});
            if (i % 3 == 2) {
                clock += step / 4.0;
                got.addAll(deliver(box, clock));
                takeDue(model, clock, expected);
            }
        }
        for (int k = 0; k < 50; k++) {
            clock += step / 4.0;
            got.addAll(deliver(box, clock));
            takeDue(model, clock, expected);
        }
        assertEquals(expected, got);
        assertTrue(model.isEmpty());
        assertEquals(0, box.size());
        assertFalse(box.next());
    }

    /**
     * The queue without delay keeps due times and post orders per segment: against a plain model, with sends
     * of no delay and delays mixed (segments broken by delayed posts), sends during a delivery, deliveries cut
     * short (a handler's exception ends the tick part-way: what was not taken waits), clocks that stand still,
     * and snapshots restored later into the same mailbox and into a fresh one.
     */
    @Property(tries = 300)
    void segmentsKeepDueTimeThenPostOrderThroughCutsAndSnapshots(
            @ForAll @Size(max = 120) List<@IntRange(min = 0, max = 99) Integer> ops) {
        Mailbox box = new Mailbox();
        List<double[]> model = new ArrayList<>(); // {due, order}
        double clock = 0;
        double boxNow = 0;
        long order = 0;
        Mailbox.Copy saved = null;
        List<double[]> savedModel = null;
        double savedClock = 0;
        long savedOrder = 0;
        for (int op : ops) {
            if (op < 45) {
                float delay = op < 30 ? 0f : (op % 4) * 0.25f;
                box.send(op, order, delay);
                model.add(new double[] {boxNow + delay, order++});
            } else if (op < 75) {
                clock += (op % 3) * 0.25;
                int take = op < 60 ? Integer.MAX_VALUE : op % 4;
                List<double[]> due = openModel(model, clock, order);
                box.open(clock);
                boxNow = clock;
                for (int k = 0; k < take && !due.isEmpty(); k++) {
                    assertTrue(box.next());
                    double[] first = due.remove(0);
                    model.remove(first);
                    assertEquals((long) first[1], box.message());
                    if (op % 5 == 0 || op % 7 == 0) {
                        // Posted during the delivery, due now or later: waits for the next one.
                        float delay = op % 5 == 0 ? 0f : (k % 3) * 0.25f;
                        box.send(1, order, delay);
                        model.add(new double[] {boxNow + delay, order++});
                    }
                }
                if (take == Integer.MAX_VALUE) {
                    assertFalse(box.next());
                }
            } else if (op < 88) {
                saved = box.copyTo(null);
                savedModel = new ArrayList<>();
                for (double[] m : model) {
                    savedModel.add(m.clone());
                }
                savedClock = boxNow;
                savedOrder = order;
            } else if (saved != null) {
                if (op % 2 == 0) {
                    box = new Mailbox();
                }
                box.restore(saved);
                model = new ArrayList<>();
                for (double[] m : savedModel) {
                    model.add(m.clone());
                }
                boxNow = savedClock;
                clock = savedClock;
                order = savedOrder;
            }
            assertEquals(model.size(), box.size());
        }
        clock = Math.max(clock, boxNow) + 10;
        List<double[]> due = openModel(model, clock, order);
        box.open(clock);
        for (double[] first : due) {
            assertTrue(box.next());
            assertEquals((long) first[1], box.message());
        }
        assertFalse(box.next());
        assertEquals(0, box.size());
    }

    /** The model's messages a delivery opened at {@code clock} takes, by due time then post order. */
    private static List<double[]> openModel(List<double[]> model, double clock, long postedBefore) {
        List<double[]> due = new ArrayList<>();
        for (double[] m : model) {
            if (m[0] <= clock && m[1] < postedBefore) {
                due.add(m);
            }
        }
        due.sort((a, b) -> a[0] != b[0] ? Double.compare(a[0], b[0]) : Double.compare(a[1], b[1]));
        return due;
    }

    private static void takeDue(List<double[]> model, double clock, List<Object> into) {
        model.sort((a, b) -> a[0] != b[0] ? Double.compare(a[0], b[0]) : Double.compare(a[1], b[1]));
        while (!model.isEmpty() && model.get(0)[0] <= clock) {
            into.add((int) model.remove(0)[1]);
        }
    }
}
