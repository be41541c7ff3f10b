package dev.brainstem.inspector;

import dev.brainstem.inspector.sentry.SentriesBatch;
import dev.brainstem.inspector.sentry.Sentries;
import dev.brainstem.inspector.sentry.SentryState;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;

/**
 * A game for the tests: sentries ticked by a loop on their own thread, which calls the inspector's
 * {@code proceed()} once a frame, as a game does, until it has made {@code ticks} ticks or is closed.
 */
final class Game implements AutoCloseable {
    static final float DT = 1f / 60f;

    final SentriesBatch batch;
    final Inspector inspector;
    final AtomicLong ticked = new AtomicLong();
    final AtomicLong frames = new AtomicLong();
    private final Thread thread;
    private final long ticks;
    private final Consumer<SentriesBatch> everyFrame;
    private volatile boolean stop;
    private volatile Throwable failure;

    Game(int entities, long ticks, Consumer<SentriesBatch> everyFrame) {
        this(entities, ticks, everyFrame, b -> b);
    }

    /** With the inspector's options ({@code recordTo}, say) set by {@code options}. */
    Game(int entities, long ticks, Consumer<SentriesBatch> everyFrame,
            java.util.function.UnaryOperator<Inspector.Builder> options) {
        this.batch = populated(entities);
        this.ticks = ticks;
        this.everyFrame = everyFrame;
        this.inspector = options.apply(Inspector.of(batch).printTo(null)).start();
        this.thread = new Thread(this::loop, "test-game");
    }

    Game start() {
        thread.start();
        return this;
    }

    static SentriesBatch populated(int entities) {
        SentriesBatch batch = new SentriesBatch(new Sentries(entities));
        for (int id = 0; id < entities; id++) {
            batch.add(id, id % 50 == 7 ? SentryState.STUNNED : SentryState.IDLE);
        }
        return batch;
    }

    private void loop() {
        try {
            while (!stop && ticked.get() < ticks) {
                everyFrame.accept(batch);
                if (inspector.proceed()) {
                    batch.tick(DT);
                    ticked.incrementAndGet();
                }
                frames.incrementAndGet();
                if (inspector.paused()) {
                    Thread.sleep(2);
                }
            }
            // Frames go on after the last tick, as a game's rendering does: the page's requests are still taken.
            while (!stop) {
                inspector.proceed();
                frames.incrementAndGet();
                Thread.sleep(2);
            }
        } catch (Throwable t) {
            failure = t;
        }
    }

    /** Waits until {@code done} holds, failing after a while; rethrows the game thread's failure. */
    void await(java.util.function.BooleanSupplier done, String what) throws InterruptedException {
        long deadline = System.nanoTime() + 20_000_000_000L;
        while (!done.getAsBoolean()) {
            check();
            if (System.nanoTime() > deadline) {
                throw new AssertionError("timed out waiting for " + what);
            }
            Thread.sleep(5);
        }
        check();
    }

    void check() {
        if (failure != null) {
            throw new AssertionError("the game thread failed", failure);
        }
    }

    /**
     * Waits until the game thread has taken every command queued before (a frame published after this call says
     * none waits: the game takes them within its allowance, over as many frames as that needs), then a few more
     * frames.
     */
    void settle() throws Exception {
        new Client(inspector).awaitCommandsTaken(() -> {
            check();
            Thread.sleep(5);
        });
        long target = frames.get() + 3;
        await(() -> frames.get() >= target, "three frames");
    }

    @Override
    public void close() {
        stop = true;
        try {
            thread.join(10_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        inspector.close();
        check();
    }
}
