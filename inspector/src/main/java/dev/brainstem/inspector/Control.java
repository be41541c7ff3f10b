package dev.brainstem.inspector;

import dev.brainstem.runtime.Events;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Pause, step, resume and breakpoints. The page's requests arrive on the server's threads as
 * commands, which wait in a bounded inbox (a full inbox refuses, it never blocks) until the game
 * thread's next {@link #proceed}: every piece of the game's state is touched on the game thread only.
 * The inbox takes no lock, so that server threads busy offering never hold the game thread up.
 * A breakpoint that hits during a tick is noted, and the game pauses before its next tick.
 *
 * <p>The game thread gives the page's commands a bounded share of its time, whatever the page sends: an
 * allowance that grows by {@value #SHARE_PERCENT}% of the time between two {@code proceed()} calls, up
 * to {@value #MAX_ALLOWANCE_NANOS} ns. Each {@code proceed()} runs commands while the allowance is
 * positive and takes what each cost from it; the rest wait in the inbox for a later frame.
 */
final class Control implements Watched.Hits {
    static final int INBOX = 64, MAX_BREAKPOINTS = 64, MAX_STEPS = 1000;
    /** The page's commands take at most this share of the game thread, and at most the cap in one frame. */
    static final int SHARE_PERCENT = 1;
    static final long MAX_ALLOWANCE_NANOS = 1_000_000;

    private final ConcurrentLinkedQueue<Runnable> inbox = new ConcurrentLinkedQueue<>();
    /** Commands in the inbox, or about to be: counted first, so that it never holds more than {@link #INBOX}. */
    private final AtomicInteger inboxSize = new AtomicInteger();
    private Watched[] batches = new Watched[0];
    private volatile boolean paused;
    private int steps;
    private Hit last;
    private final List<Breakpoint> breakpoints = new ArrayList<>();
    /** Breakpoints kept plus those on their way in the inbox: the limit is checked on the server's threads. */
    private final AtomicInteger held = new AtomicInteger();
    private int nextId = 1;
    private long allowance = MAX_ALLOWANCE_NANOS;
    private long lastProceed;
    private boolean proceeded;
    /** How many hits were described: one per pause on a breakpoint, however many matched. */
    private long described;

    /** The first hit of the tick under way, undescribed (a transition's or a message's). */
    private Breakpoint pendingBreakpoint;
    private long pendingHandle, pendingTick;
    private int pendingFrom, pendingTo, pendingEvent;
    private Class<?> pendingType;

    void watch(Watched[] all) {
        this.batches = all;
    }

    /** From any thread: false when the inbox is full. */
    boolean offer(Runnable command) {
        if (inboxSize.incrementAndGet() <= INBOX) {
            inbox.add(command);
            return true;
        }
        inboxSize.decrementAndGet();
        if (command instanceof Adding) {
            held.decrementAndGet();
        }
        return false;
    }

    /**
     * On the game thread, once a frame: runs the commands that came (as many as the allowance covers),
     * pauses on a breakpoint that hit, and says whether the game should tick.
     */
    boolean proceed() {
        long now = System.nanoTime();
        if (proceeded) {
            allowance = Math.min(MAX_ALLOWANCE_NANOS, allowance + (now - lastProceed) * SHARE_PERCENT / 100);
        }
        proceeded = true;
        lastProceed = now;
        for (Runnable command; allowance > 0 && (command = inbox.poll()) != null; ) {
            inboxSize.decrementAndGet();
            long start = System.nanoTime();
            command.run();
            allowance -= System.nanoTime() - start;
        }
        if (pendingBreakpoint != null) {
            last = describe();
            pendingBreakpoint = null;
            pendingType = null;
            paused = true;
            steps = 0;
        }
        if (!paused) {
            return true;
        }
        if (steps > 0) {
            steps--;
            return true;
        }
        return false;
    }

    /** How many commands wait for a later frame. */
    int waiting() {
        return inboxSize.get();
    }

    /** How many hits were described (for the tests: one per pause on a breakpoint, however many matched). */
    long described() {
        return described;
    }

    boolean paused() {
        return paused;
    }

    Hit lastHit() {
        return last;
    }

    List<Breakpoint> breakpoints() {
        return breakpoints;
    }

    void pause() {
        paused = true;
        steps = 0;
    }

    void resume() {
        paused = false;
        steps = 0;
        last = null;
    }

    /** One more tick, then paused again. */
    void step() {
        paused = true;
        last = null;
        steps = Math.min(steps + 1, MAX_STEPS);
    }

    @Override
    public boolean holding() {
        return pendingBreakpoint != null;
    }

    /** Called by a probe during the game's work: the first hit of a tick wins, described when it is taken. */
    @Override
    public void transitionHit(Breakpoint b, long handle, int from, int to, int event, long tick) {
        if (pendingBreakpoint == null) {
            pendingBreakpoint = b;
            pendingHandle = handle;
            pendingFrom = from;
            pendingTo = to;
            pendingEvent = event;
            pendingTick = tick;
        }
    }

    @Override
    public void messageHit(Breakpoint b, long handle, Class<?> type, int outcome, long tick) {
        if (pendingBreakpoint == null) {
            pendingBreakpoint = b;
            pendingHandle = handle;
            pendingType = type;
            pendingEvent = outcome;
            pendingTick = tick;
        }
    }

    private Hit describe() {
        described++;
        Breakpoint b = pendingBreakpoint;
        List<String> states = batches[b.batch()].machine.states;
        String what = pendingType != null
                ? pendingType.getSimpleName() + (pendingEvent == Watched.DELIVERED ? " delivered" : " dropped")
                : states.get(pendingFrom) + " -> " + states.get(pendingTo) + " on " + Events.name(pendingEvent);
        return new Hit(b.id(), b.batch(), pendingHandle, what, pendingTick);
    }

    /**
     * From the server's threads: the command that adds {@code b}, its place among the
     * {@link #MAX_BREAKPOINTS} taken now; null when they are all taken (or on their way).
     */
    Runnable adding(Breakpoint b) {
        for (int now = held.get(); ; now = held.get()) {
            if (now >= MAX_BREAKPOINTS) {
                return null;
            }
            if (held.compareAndSet(now, now + 1)) {
                return new Adding(b);
            }
        }
    }

    /** An add whose place is taken: offered and refused, it gives the place back. */
    private final class Adding implements Runnable {
        private final Breakpoint b;

        Adding(Breakpoint b) {
            this.b = b;
        }

        @Override
        public void run() {
            breakpoints.add(new Breakpoint(nextId++, b.batch(), b.from(), b.to(), b.event(), b.handle(),
                    b.messageType()));
            spread();
        }
    }

    void remove(int id) {
        if (breakpoints.removeIf(b -> b.id() == id)) {
            held.decrementAndGet();
            spread();
        }
    }

    void clear() {
        held.addAndGet(-breakpoints.size());
        breakpoints.clear();
        spread();
    }

    /** Each probe holds its own batch's breakpoints, indexed, so that a batch without any tests nothing. */
    private void spread() {
        for (Watched w : batches) {
            w.breakpoints = BreakpointIndex.of(
                    breakpoints.stream().filter(b -> b.batch() == w.machine.index).toList(), w.machine.stateCount());
        }
    }
}
