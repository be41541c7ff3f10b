package dev.brainstem.samples.mail;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import org.junit.jupiter.api.Test;

/**
 * Steady-state messaging allocates nothing but the user's messages: after warm-up, 1,000 ticks of
 * 10,000 couriers, each sent one message per tick (one in ten of them delayed, a broadcast every tick,
 * a quarter of the messages taken by a state change, those to couriers away dropped), allocate at most
 * 4 KB in all on the ticking thread. The messages are made before the measure, so anything allocated
 * is the runtime's: the queue and the heap grow to the largest backlog in the warm-up, and not again.
 */
class MailAllocationTest {
    private static final int ENTITIES = 10_000;
    private static final int TICKS = 1_000;
    private static final long BUDGET = 4 * 1024;
    private static final Courier.Ping[] PINGS = {
        new Courier.Ping(0), new Courier.Ping(1), new Courier.Ping(2), new Courier.Ping(3)};

    private static long allocated() {
        return ((com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean())
                .getThreadAllocatedBytes(Thread.currentThread().getId());
    }

    @Test
    void batchTicksWithOneMessagePerEntityAllocateNothingButTheMessages() {
        CourierBatch batch = new CourierBatch();
        Courier[] couriers = new Courier[ENTITIES];
        long[] handles = new long[ENTITIES];
        for (int i = 0; i < ENTITIES; i++) {
            couriers[i] = new Courier();
            handles[i] = batch.add(couriers[i]);
        }
        for (int t = 0; t < 3_000; t++) {
            sendAll(batch, handles, t);
            batch.tick(0.01f);
        }
        long pingsBefore = pings(couriers);
        long droppedBefore = batch.droppedMessages();
        long start = allocated();
        for (int t = 0; t < TICKS; t++) {
            sendAll(batch, handles, t);
            batch.tick(0.01f);
        }
        long bytes = allocated() - start;
        long taken = pings(couriers) - pingsBefore;
        long dropped = batch.droppedMessages() - droppedBefore;
        System.out.println("[allocation] batch mail: " + TICKS + " ticks of " + ENTITIES + " entities, " + taken
                + " messages taken, " + dropped + " dropped: " + bytes + " bytes allocated on the ticking thread");
        assertTrue(taken > (long) TICKS * ENTITIES / 2, "most messages are taken: " + taken);
        assertTrue(dropped > 0, "those to couriers away are dropped: " + dropped);
        assertTrue(bytes <= BUDGET, bytes + " bytes allocated in " + TICKS + " ticks; at most " + BUDGET);
    }

    @Test
    void oneEntityUpdatesWithMessagesAllocateNothingButTheMessages() {
        CourierFsm[] machines = new CourierFsm[ENTITIES / 10];
        for (int i = 0; i < machines.length; i++) {
            machines[i] = CourierFsm.start(new Courier());
        }
        for (int t = 0; t < 3_000; t++) {
            updateAll(machines, t);
        }
        long start = allocated();
        for (int t = 0; t < TICKS; t++) {
            updateAll(machines, t);
        }
        long bytes = allocated() - start;
        long taken = 0;
        for (CourierFsm machine : machines) {
            taken += machine.entity().pings;
        }
        System.out.println("[allocation] one-entity mail: " + TICKS + " updates of " + machines.length
                + " machines: " + bytes + " bytes allocated");
        assertTrue(taken > 0);
        assertTrue(bytes <= BUDGET, bytes + " bytes allocated in " + TICKS + " updates; at most " + BUDGET);
    }

    private static void sendAll(CourierBatch batch, long[] handles, int tick) {
        for (int i = 0; i < handles.length; i++) {
            Courier.Ping ping = PINGS[(i + tick) & 3];
            if (i % 10 == 0) {
                batch.send(handles[i], ping, 0.035f);
            } else {
                batch.send(handles[i], ping);
            }
        }
        batch.broadcast(PINGS[1 + (tick % 3)]);
    }

    private static void updateAll(CourierFsm[] machines, int tick) {
        for (int i = 0; i < machines.length; i++) {
            machines[i].send(PINGS[(i + tick) & 3], i % 10 == 0 ? 0.035f : 0f);
            assertEquals(true, machines[i].update(0.01f) != null);
        }
    }

    private static long pings(Courier[] couriers) {
        long sum = 0;
        for (Courier courier : couriers) {
            sum += courier.pings;
        }
        return sum;
    }
}
