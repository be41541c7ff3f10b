package dev.brainstem.runtime.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/**
 * The timer wheel against polling: after every drain, the due bits of a waking state are exactly the
 * entities whose timer is due by the exact test {@code (float) (now - entered) >= delay}, whatever the
 * delays (0, float boundaries, beyond the wheel's lap, huge, {@code +Infinity}), the steps of the clock
 * (a frame, several laps at once), the cancellations, the re-arms and the growth of the slots.
 */
class TimersTest {
    private static final int SLEEPS = 0;
    private static final int DECIDES = 1;

    /** A wheel over {@code capacity} slots, every one present in {@link #SLEEPS}. */
    private static final class Rig {
        final EntryClock clock = new EntryClock(true);
        final Slots slots = new Slots(true, 2);
        final Timers timers = new Timers(clock, slots, new boolean[] {true, true}, new boolean[] {true, false},
                new String[] {"patience()", "patience()"});
        final Lane lane = new Lane(2, true, null, -1);
        /** The entities: slots {@code [0, count)}. */
        int count;

        void grow(int capacity) {
            count = capacity;
            int grown = slots.ensure(capacity);
            if (grown > 0) {
                clock.grow(grown);
                timers.grow(grown);
            }
            for (int slot = 0; slot < capacity; slot++) {
                if (!slots.present(slot)) {
                    slots.set(slot, SLEEPS, Slots.NO_PREVIOUS);
                }
            }
        }

        /** The entity in {@code slot} enters its state now, with a timer of {@code delay}. */
        void enter(int slot, float delay) {
            timers.cancel(slot, slots.state(slot));
            clock.enter(slot);
            timers.arm(lane, slot, slots.state(slot), delay, 7);
        }

        /** The due bits of SLEEPS, read through the summary as the sleeping loop reads them, then cleared. */
        TreeSet<Integer> takeDue() {
            TreeSet<Integer> due = new TreeSet<>();
            long[] words = timers.dueWords(SLEEPS);
            long[] summary = timers.summary(SLEEPS);
            for (int at = timers.summaryFrom(SLEEPS); at < timers.summaryTo(SLEEPS); at++) {
                for (long bits = summary[at]; bits != 0; bits &= bits - 1) {
                    int w = at << 6 | Long.numberOfTrailingZeros(bits);
                    for (long word = words[w]; word != 0; word &= word - 1) {
                        due.add(w << 6 | Long.numberOfTrailingZeros(word));
                    }
                    words[w] = 0L;
                }
            }
            for (long word : words) {
                assertEquals(0L, word, "a due bit outside the summary");
            }
            return due;
        }

        /** What polling finds due: every slot whose time in state, as handlers read it, reached its delay. */
        TreeSet<Integer> polled() {
            TreeSet<Integer> due = new TreeSet<>();
            for (int slot = 0; slot < count; slot++) {
                assertEquals(clock.timeAt(slot) >= timers.delay(slot), timers.due(slot), "slot " + slot);
                if (clock.timeAt(slot) >= timers.delay(slot)) {
                    due.add(slot);
                }
            }
            return due;
        }
    }

    private static final float[] STEPS = {1 / 60f, 1 / 144f, 0.1f, 1 / 3f, 0f, 0.016666668f, 30f};
    private static final float[] DELAYS = {0f, 1 / 60f, 0.1f, 0.05f, 2f, 2.5f, 3.3333333f, 5f, 7.99f, 8f,
        8.0078125f, 20f, 100f, 1e30f, Float.POSITIVE_INFINITY, Float.MIN_VALUE};

    @Property(tries = 200)
    void drainedBitsAreExactlyThePolledTimers(@ForAll long seed, @ForAll @IntRange(min = 1, max = 300) int entities) {
        Random random = new Random(seed);
        Rig rig = new Rig();
        rig.grow(entities);
        float step = STEPS[random.nextInt(STEPS.length - 1)];
        for (int slot = 0; slot < entities; slot++) {
            rig.enter(slot, delay(random));
        }
        for (int tick = 0; tick < 400; tick++) {
            float dt = random.nextInt(50) == 0 ? STEPS[random.nextInt(STEPS.length)] : step;
            rig.clock.advance(dt);
            rig.timers.drain();
            // A message's transition at the tick's delivery: a 0 delay is due in this very tick.
            if (random.nextInt(4) == 0) {
                rig.enter(random.nextInt(rig.count), random.nextBoolean() ? 0f : delay(random));
            }
            TreeSet<Integer> polled = rig.polled();
            assertEquals(polled, rig.takeDue(), "tick " + tick + " at " + rig.clock.now());
            rig.timers.loopsStart();
            for (int slot : polled) {
                // The timer fires: the entity leaves, and re-enters a state with a new timer or none.
                rig.enter(slot, random.nextInt(3) == 0 ? Float.POSITIVE_INFINITY : delay(random));
            }
            if (random.nextInt(3) == 0) {
                int slot = random.nextInt(rig.count);
                rig.enter(slot, delay(random)); // left and re-entered: a fresh timer
            }
            if (random.nextInt(5) == 0) {
                rig.timers.cancel(random.nextInt(rig.count), SLEEPS);
            }
            if (random.nextInt(60) == 0) {
                int more = rig.count + 1 + random.nextInt(100);
                int before = rig.count;
                rig.grow(more);
                for (int slot = before; slot < more; slot++) {
                    rig.enter(slot, delay(random));
                }
            }
        }
    }

    private static float delay(Random random) {
        if (random.nextBoolean()) {
            return DELAYS[random.nextInt(DELAYS.length)];
        }
        return random.nextInt(5) == 0 ? random.nextFloat() * 40f : 2f + 3f * random.nextFloat();
    }

    @Property(tries = 2000)
    void theDueClockIsTheFirstClockAtWhichTheTimeInStateReachesTheDelay(@ForAll long seed) {
        Random random = new Random(seed);
        double entered = random.nextBoolean() ? random.nextInt(1000) / 60.0 : random.nextDouble() * 1e6;
        float delay = random.nextBoolean() ? DELAYS[random.nextInt(DELAYS.length - 2)]
                : Float.intBitsToFloat(random.nextInt(0x7F800000));
        double due = DueTime.of(entered, delay);
        assertTrue((float) (due - entered) >= delay, entered + " + " + delay);
        assertTrue((float) (Math.nextDown(due) - entered) < delay, entered + " + " + delay);
    }

    @Test
    void aTimerFiresAtTheFirstTickItsTimeInStateReachesTheDelayNotBefore() {
        // At 1/60 s a frame the float sum of frames and the double clock differ in their last bits: the
        // timer must fire exactly where the time in state, as handlers read it, reaches the delay.
        for (float delay : new float[] {1 / 60f, 0.05f, 0.1f, 0.5f, 1f, 2.5f, 3f, 10f}) {
            Rig rig = new Rig();
            rig.grow(1);
            rig.enter(0, delay);
            int fired = -1;
            for (int tick = 1; tick < 1000 && fired < 0; tick++) {
                rig.clock.advance(1 / 60f);
                rig.timers.drain();
                if (!rig.takeDue().isEmpty()) {
                    fired = tick;
                }
                rig.timers.loopsStart();
            }
            assertTrue(fired > 0, "fired at " + delay);
            assertTrue(rig.clock.timeAt(0) >= delay, "not before: " + delay);
            EntryClock earlier = new EntryClock(true);
            earlier.grow(1);
            for (int tick = 1; tick < fired; tick++) {
                earlier.advance(1 / 60f);
            }
            assertTrue(earlier.timeAt(0) < delay, "not later: " + delay + " fired at tick " + fired);
        }
    }

    @Test
    void aCancelledTimerNeverFiresAndItsEntryIsDroppedWhenItsBucketIsWalked() {
        Rig rig = new Rig();
        rig.grow(3);
        rig.enter(0, 1f);
        rig.enter(1, 1f);
        rig.enter(2, 1f);
        rig.timers.cancel(1, SLEEPS);
        rig.enter(2, 3f); // re-armed: the 1 s entry is stale
        assertEquals(4, rig.timers.entries());
        List<Integer> firedAt = new ArrayList<>();
        for (int tick = 1; tick <= 240; tick++) {
            rig.clock.advance(1 / 60f);
            rig.timers.drain();
            for (int slot : rig.takeDue()) {
                firedAt.add(slot * 1000 + tick);
                rig.timers.cancel(slot, SLEEPS);
            }
            rig.timers.loopsStart();
        }
        assertEquals(List.of(60, 2180), firedAt);
        assertEquals(0, rig.timers.entries(), "every entry walked and dropped");
    }

    @Test
    void infiniteDelaysTakeNoPlaceAndHugeOnesWaitTheirLap() {
        Rig rig = new Rig();
        rig.grow(2);
        rig.enter(0, Float.POSITIVE_INFINITY);
        rig.enter(1, 1e30f);
        assertEquals(1, rig.timers.entries());
        for (int tick = 0; tick < 100; tick++) {
            rig.clock.advance(30f); // four laps a tick
            rig.timers.drain();
            assertTrue(rig.takeDue().isEmpty());
            rig.timers.loopsStart();
        }
        assertFalse(rig.timers.due(0));
        assertEquals(1, rig.timers.entries(), "the huge one stays in its bucket");
    }

    @Test
    void manyTimersInOneBucketAllFireInOneTick() {
        Rig rig = new Rig();
        rig.grow(10_000);
        for (int slot = 0; slot < 10_000; slot++) {
            rig.enter(slot, 2f);
        }
        int tick = 0;
        TreeSet<Integer> due;
        do {
            rig.clock.advance(1 / 60f);
            rig.timers.drain();
            due = rig.takeDue();
            rig.timers.loopsStart();
            tick++;
        } while (due.isEmpty());
        assertEquals(10_000, due.size());
        assertEquals(120, tick);
    }

    @Test
    void aStateThatDecidesEveryTickTestsItsTimersItselfAndPutsNoneInTheWheel() {
        Rig rig = new Rig();
        rig.grow(1);
        rig.slots.set(0, DECIDES, SLEEPS);
        rig.enter(0, 0.5f);
        assertEquals(0, rig.timers.entries());
        assertFalse(rig.timers.due(0));
        rig.clock.advance(0.5f);
        assertTrue(rig.timers.due(0));
        assertEquals(7, rig.timers.target(0));
    }

    @Test
    void aTimerArmedOnAParallelChunkReachesTheWheelAfterTheChunks() {
        Rig rig = new Rig();
        rig.grow(1);
        Lane chunk = new Lane(2, true, null, 0);
        rig.clock.enter(0);
        rig.timers.arm(chunk, 0, SLEEPS, 0.5f, 3);
        assertEquals(0, rig.timers.entries());
        assertEquals(1, chunk.deferredArms());
        rig.timers.applyDeferred(chunk);
        assertEquals(1, rig.timers.entries());
        rig.clock.advance(0.5f);
        rig.timers.drain();
        assertEquals(new TreeSet<>(List.of(0)), rig.takeDue());
    }

    @Test
    void aRebuildPutsEveryTimerBackAsItWas() {
        Rig rig = new Rig();
        rig.grow(50);
        Random random = new Random(3);
        for (int slot = 0; slot < 50; slot++) {
            rig.enter(slot, 5f * random.nextFloat());
            rig.clock.advance(0.01f);
        }
        rig.timers.rebuild();
        for (int tick = 0; tick < 600; tick++) {
            rig.clock.advance(1 / 60f);
            rig.timers.drain();
            TreeSet<Integer> polled = rig.polled();
            assertEquals(polled, rig.takeDue());
            for (int slot : polled) {
                rig.timers.cancel(slot, SLEEPS);
            }
            rig.timers.loopsStart();
        }
    }
}
