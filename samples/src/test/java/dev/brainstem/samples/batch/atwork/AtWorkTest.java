package dev.brainstem.samples.batch.atwork;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brainstem.runtime.BatchSaves;
import dev.brainstem.runtime.BatchSnapshot;
import dev.brainstem.runtime.MessageDelivery;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ForkJoinPool;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Issue 41: one rule for "is the batch busy" (docs/semantics.md, "At work"). Every call that takes or
 * replaces the whole batch is refused, with an IllegalStateException naming the call and what the batch
 * is doing, from every place where the batch is at work: the enter handler run by {@code add} and by
 * {@code transitionTo} from outside, an update during a tick, a message handler during {@code deliver()},
 * the listener at a tick's commit, and the error handler. The refused call changes nothing: the work
 * goes on and ends as it would have, and the same call made afterwards, at rest, succeeds.
 */
class AtWorkTest {
    private static final ForkJoinPool POOL = new ForkJoinPool(2);

    @AfterAll
    static void shutDown() {
        POOL.shutdown();
    }

    /** A call that must not run while the batch is at work. */
    enum Call {
        TICK("tick", b -> b.batch.tick(0.1f)),
        TICK_ON_A_POOL("tick", b -> b.batch.tick(0.1f, POOL)),
        TICK_IN_REGIONS("tickInRegions", b -> b.batch.tickInRegions(0.1f)),
        DELIVER("deliver", b -> b.batch.deliver()),
        SNAPSHOT("snapshot", b -> b.batch.snapshot()),
        RESTORE("restore", b -> b.batch.restore(b.earlier)),
        SAVE("BatchSaves.write", b -> save(b.batch)),
        LOAD("BatchSaves.read", b -> load(b.batch, b.saved)),
        RESUME("resume", b -> b.batch.resume(40, Errand.BUSY)),
        SET_PROBE("setProbe", b -> b.batch.setProbe(null)),
        FOR_EACH("forEach", b -> b.batch.forEach(Errand.IDLE, id -> { })),
        FOR_EACH_HANDLE("forEach", b -> b.batch.forEachHandle(Errand.IDLE, h -> { }));

        final String name;
        final Consumer<Bench> call;

        Call(String name, Consumer<Bench> call) {
            this.name = name;
            this.call = call;
        }
    }

    /** Where the batch is at work when the call is made, and the words the refusal says it in. */
    enum Place {
        ADD("add runs its handlers"),
        TRANSITION_TO("transitionTo runs its handlers"),
        TICK("the batch ticks"),
        DELIVER("the batch delivers its messages"),
        LISTENER("the batch ticks"),
        ERROR_HANDLER("from the error handler");

        final String doing;

        Place(String doing) {
            this.doing = doing;
        }
    }

    /** A batch of four errands, a snapshot and a save of it taken at rest. */
    static final class Bench {
        final Errands errands = new Errands();
        final ErrandsBatch batch = new ErrandsBatch(errands);
        final BatchSnapshot earlier;
        final byte[] saved;
        final List<RuntimeException> refused = new ArrayList<>();

        Bench() {
            for (int id = 0; id < 4; id++) {
                batch.add(id);
            }
            earlier = batch.snapshot();
            saved = save(new ErrandsBatch(new Errands()));
        }

        /** Makes {@code call} once, when the batch first gets to {@code place}, keeping what it throws. */
        void atWork(Place place, Call call) {
            boolean[] made = {false};
            Runnable attempt = () -> {
                if (!made[0]) {
                    made[0] = true;
                    try {
                        call.call.accept(this);
                    } catch (RuntimeException e) {
                        refused.add(e);
                    }
                }
            };
            switch (place) {
                case ADD:
                    errands.inside = attempt;
                    batch.add(4);
                    break;
                case TRANSITION_TO:
                    errands.inside = attempt;
                    batch.transitionTo(1, Errand.BUSY);
                    break;
                case TICK:
                    errands.inside = attempt;
                    batch.tick(0.1f);
                    break;
                case DELIVER:
                    batch.setMessageDelivery(MessageDelivery.ON_DELIVER);
                    batch.send(2, new Errands.Note());
                    batch.tick(0.1f);
                    errands.inside = attempt;
                    batch.deliver();
                    break;
                case LISTENER: {
                    // An update asks, once, to move an errand; the tick's commit makes the move and tells the listener.
                    boolean[] asked = {false};
                    errands.inside = () -> {
                        if (!asked[0]) {
                            asked[0] = true;
                            batch.transitionTo(0, Errand.BUSY);
                        }
                    };
                    batch.setListener((h, from, to, event) -> attempt.run());
                    batch.tick(0.1f);
                    break;
                }
                case ERROR_HANDLER:
                    errands.fail = true;
                    batch.setErrorHandler(e -> attempt.run());
                    batch.tick(0.1f);
                    break;
                default:
                    throw new AssertionError(place);
            }
            errands.inside = null;
            errands.fail = false;
            batch.setListener(null);
            batch.setErrorHandler(null);
            assertTrue(made[0], place + ": the call was made");
        }
    }

    static Stream<Arguments> callsAtWork() {
        return Stream.of(Place.values()).flatMap(p -> Stream.of(Call.values()).map(c -> Arguments.of(p, c)));
    }

    @ParameterizedTest(name = "{1} from {0}")
    @MethodSource("callsAtWork")
    void everyCallThatTakesTheWholeBatchIsRefusedWhileItIsAtWork(Place place, Call call) {
        Bench b = new Bench();
        b.atWork(place, call);
        assertEquals(1, b.refused.size(), place + ", " + call + ": refused");
        RuntimeException e = b.refused.get(0);
        assertEquals(IllegalStateException.class, e.getClass(), String.valueOf(e));
        assertTrue(e.getMessage().startsWith("Errands: " + call.name + " called "), e.getMessage());
        assertTrue(e.getMessage().contains(place.doing), place + ": " + e.getMessage());
        // The work ended as it would have: the four errands and any the place added, all counted.
        int expectedSize = place == Place.ADD ? 5 : 4;
        assertEquals(expectedSize, b.batch.size(), "no entity lost or gained");
        assertEquals(expectedSize, b.batch.count(Errand.IDLE) + b.batch.count(Errand.BUSY), "the counts add up");
        // At rest, the same call is made.
        assertDoesNotThrow(() -> atRest(b, call));
    }

    /** The listener at the commit of an outside call counts as that call's work too. */
    @Test
    void theListenerOfAnOutsideCallsCommitIsAtWorkToo() {
        Bench b = new Bench();
        List<String> refused = new ArrayList<>();
        b.batch.setListener((h, from, to, event) -> {
            try {
                b.batch.snapshot();
            } catch (IllegalStateException e) {
                refused.add(e.getMessage());
            }
        });
        b.batch.transitionTo(3, Errand.BUSY);
        assertEquals(List.of("Errands: snapshot called while transitionTo runs its handlers"), refused);
    }

    /**
     * An add from the error handler reports its own failures to a nested error handler call; when that
     * is done the outer report is still under way, and the rule still holds.
     */
    @Test
    void anErrorHandlersAddDoesNotEndTheReportUnderWay() {
        Bench b = new Bench();
        List<String> refused = new ArrayList<>();
        int[] calls = {0};
        b.batch.setErrorHandler(e -> {
            if (calls[0]++ == 0) {
                // Its enter fails too: the add reports it (thrown to the error handler, as its own failure).
                b.errands.inside = () -> {
                    throw new IllegalArgumentException("enter failed, as asked");
                };
                try {
                    b.batch.add(9);
                } catch (RuntimeException own) {
                    // The add's own failure comes back to its caller.
                }
                b.errands.inside = null;
                try {
                    b.batch.snapshot();
                } catch (IllegalStateException after) {
                    refused.add(after.getMessage());
                }
            }
        });
        b.errands.fail = true;
        b.batch.tick(0.1f);
        b.errands.fail = false;
        assertEquals(List.of("Errands: snapshot called from the error handler, while the batch reports the last "
                + "tick's errors"), refused);
    }

    /** During forEach the batch may be read whole (snapshot, save) but not changed. */
    @Test
    void duringForEachReadsAreMadeAndChangesRefused() {
        Bench b = new Bench();
        List<String> refused = new ArrayList<>();
        b.batch.forEach(Errand.IDLE, id -> {
            if (id != 0) {
                return;
            }
            assertNotNull(b.batch.snapshot());
            assertTrue(save(b.batch).length > 0);
            for (Call call : List.of(Call.TICK, Call.DELIVER, Call.RESTORE, Call.LOAD, Call.RESUME, Call.SET_PROBE)) {
                try {
                    call.call.accept(b);
                } catch (IllegalStateException e) {
                    refused.add(e.getMessage());
                }
            }
            try {
                b.batch.add(7);
            } catch (IllegalStateException e) {
                refused.add(e.getMessage());
            }
        });
        assertEquals(List.of(
                "Errands: tick called during forEach, which the batch cannot change under",
                "Errands: deliver called during forEach, which the batch cannot change under",
                "Errands: restore called during forEach, which the batch cannot change under",
                "Errands: BatchSaves.read called during forEach, which the batch cannot change under",
                "Errands: resume called during forEach, which the batch cannot change under",
                "Errands: setProbe called during forEach, which the batch cannot change under",
                "Errands: add called during forEach, which the batch cannot change under"), refused);
        assertEquals(4, b.batch.size());
    }

    /** The call, made at rest; a load goes into an empty batch. */
    private static void atRest(Bench b, Call call) {
        if (call == Call.LOAD) {
            load(new ErrandsBatch(new Errands()), b.saved);
        } else if (call == Call.RESUME) {
            b.batch.resume(41, Errand.BUSY);
        } else {
            call.call.accept(b);
        }
    }

    private static byte[] save(ErrandsBatch batch) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try {
            BatchSaves.write(batch, new DataOutputStream(bytes));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return bytes.toByteArray();
    }

    private static void load(ErrandsBatch batch, byte[] saved) {
        try {
            BatchSaves.read(batch, new DataInputStream(new ByteArrayInputStream(saved)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
