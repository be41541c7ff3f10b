package dev.brainstem.inspector;

import dev.brainstem.runtime.AbstractBatch;
import dev.brainstem.runtime.MachineInfo;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;

/**
 * A live page over running batches: each machine's diagram with the population on every state and
 * the transitions per second on every edge, time-in-state histograms, populations over the last
 * minutes, messages by type, the tick's cost, one entity's story, pause, step and breakpoints, and
 * recordings to scrub through (see {@code docs/inspector.md}).
 *
 * <pre>{@code
 * Inspector inspector = Inspector.attach(miners, wives);   // prints the page's address
 * while (running) {
 *     if (inspector.proceed()) {                            // false while paused
 *         miners.tick(dt);
 *         wives.tick(dt);
 *     }
 *     render();
 * }
 * }</pre>
 *
 * <p>The batches are read only on the game thread, in {@link #proceed()}: it runs the page's requests,
 * publishes a frame a few times a second and says whether the game should tick. Pausing never blocks
 * that thread: a paused game goes on rendering and calling {@code proceed()}. The page is served on its
 * own threads from what the game thread published; a browser that stops reading only misses frames.
 *
 * <p>Safe by default: the server listens on the loopback address, and every request must carry the
 * random token of the printed address. A batch with no inspector attached runs no code of it.
 */
public final class Inspector implements AutoCloseable {
    /** Frames per second the page gets at most. */
    static final int FRAMES_PER_SECOND = 5;
    private static final long FRAME_NANOS = 1_000_000_000L / FRAMES_PER_SECOND;
    private static final long SAMPLE_NANOS = 1_000_000_000L;

    private final Watched[] batches;
    private final Sampler[] samplers;
    private final Control control = new Control();
    private final FrameBoard board = new FrameBoard();
    private final Recorder recorder;
    private final CodeChanges changes;
    private final Frames frames;
    private final PageServer server;
    private final String address;
    private long lastFrame;
    private long lastSample = Long.MIN_VALUE;
    private boolean closed;

    private Inspector(Builder b) throws IOException {
        batches = new Watched[b.batches.length];
        samplers = new Sampler[b.batches.length];
        for (int i = 0; i < batches.length; i++) {
            Machine m = new Machine(i, b.batches[i]);
            batches[i] = new Watched(m, control);
            samplers[i] = new Sampler(m);
        }
        control.watch(batches);
        changes = new CodeChanges(samplers);
        for (Watched w : batches) {
            w.changes = changes;
        }
        recorder = new Recorder(b.recordings);
        frames = new Frames(batches, samplers, control, recorder, board, changes);
        Requests requests = new Requests(batches, samplers, control, recorder, frames);
        String token = HexFormat.of().formatHex(random());
        // The probes first: a batch that refuses one (mid-tick, or watched already) leaves nothing started.
        attachProbes();
        try {
            server = new PageServer(new InetSocketAddress(b.address, b.port), token, board, control, requests,
                    recorder, machines());
        } catch (IOException | RuntimeException failed) {
            detachProbes(batches.length);
            throw failed;
        }
        try {
            publish(System.nanoTime());
        } catch (RuntimeException | Error failed) {
            // The first frame is part of attaching: without it nothing is left listening nor attached.
            server.close();
            detachProbes(batches.length);
            throw failed;
        }
        InetSocketAddress bound = server.address();
        String host = bound.getAddress().getHostAddress();
        address = "http://" + (host.indexOf(':') >= 0 ? "[" + host + "]" : host) + ":" + bound.getPort()
                + "/?token=" + token;
    }

    /** Every batch gets its probe, or none does. */
    private void attachProbes() {
        for (int i = 0; i < batches.length; i++) {
            try {
                batches[i].machine.batch.setProbe(batches[i]);
            } catch (RuntimeException refused) {
                detachProbes(i);
                throw new IllegalStateException("the inspector cannot attach: " + refused.getMessage(), refused);
            }
        }
    }

    /**
     * Takes the probes off the first {@code count} batches, which this inspector attached in this same call on
     * this thread: none of them can be mid-change.
     */
    private void detachProbes(int count) {
        for (int i = 0; i < count; i++) {
            batches[i].machine.batch.setProbe(null);
        }
    }

    private static byte[] random() {
        byte[] bytes = new byte[16];
        new SecureRandom().nextBytes(bytes);
        return bytes;
    }

    /**
     * Attaches an inspector to {@code batches} (one page for all of them), on the loopback address and a
     * free port, prints the page's address on {@code System.out} and returns it. Call on the game's
     * thread, between ticks. The batch of a machine of orthogonal regions brings every region: each is
     * shown as a machine of its own ({@code Soldier}, then {@code Soldier.Weapon}), with its populations,
     * edges and breakpoints.
     *
     * @throws IllegalArgumentException for no batch, a null one or the same one twice (a machine of regions
     *     counts once, whichever of its regions' batches is given)
     * @throws IllegalStateException during a tick or another change of a batch, or when a batch has an inspector
     *     (or another probe) already: one inspector per batch; nothing is attached nor started then
     * @throws UncheckedIOException when the server cannot start; nothing is attached then
     */
    public static Inspector attach(AbstractBatch<?>... batches) {
        return of(batches).start();
    }

    /** The options: {@link Builder#start()} attaches. */
    public static Builder of(AbstractBatch<?>... batches) {
        return new Builder(batches);
    }

    /**
     * The game loop's one call, once a frame on the game thread: runs what the page asked for, publishes
     * a frame now and then, and says whether to tick now. False while paused (true once per step);
     * a breakpoint that hit in the last tick pauses here.
     */
    public boolean proceed() {
        if (closed) {
            return true;
        }
        boolean go = control.proceed();
        // A paused game takes hot reloads here too: its page redraws the new code's machine.
        for (Watched w : batches) {
            if (w.machine.region == 0) {
                w.machine.batch.reloadPoint();
            }
        }
        long now = System.nanoTime();
        if (now - lastFrame >= FRAME_NANOS) {
            publish(now);
        }
        return go;
    }

    private void publish(long now) {
        if (lastSample == Long.MIN_VALUE || now - lastSample >= SAMPLE_NANOS) {
            lastSample = now;
            for (Sampler s : samplers) {
                s.samplePopulation();
                s.sampleTimes();
            }
        }
        lastFrame = now;
        if (changes.takeDescribe()) {
            // Before the frame that carries the new version, so that the page that sees it fetches the new one.
            server.describe(machines());
            recorder.stopReloaded(batches, "the code of a machine was reloaded");
        }
        board.publish(frames.write(now));
    }

    /** Whether the page paused the game (or a breakpoint did). */
    public boolean paused() {
        return control.paused();
    }

    /** How many of the server's exchanges run now (for the tests). */
    int exchanges() {
        return server.exchanges();
    }

    /** The page's address, token included: what {@link #attach} printed. */
    public String address() {
        return address;
    }

    /**
     * Takes the probes off the batches, which then run as if never inspected, stops the recording and the server,
     * and returns once the server's threads and the recording's writer have ended. Call on the game's thread,
     * between ticks: during a tick (from a handler, say) it is refused and the inspector goes on whole, still
     * attached and serving; once closed, closing again does nothing.
     *
     * @throws IllegalStateException when a batch is mid-change; nothing is closed then
     */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        for (int i = 0; i < batches.length; i++) {
            try {
                batches[i].machine.batch.setProbe(null);
            } catch (RuntimeException refused) {
                for (int j = 0; j < i; j++) {
                    batches[j].machine.batch.setProbe(batches[j]);
                }
                throw new IllegalStateException("the inspector cannot close now, it stays attached: "
                        + refused.getMessage() + "; close it between ticks", refused);
            }
        }
        closed = true;
        server.close();
        recorder.close(batches);
    }

    private String machines() {
        StringBuilder out = new StringBuilder("{\"version\":").append(changes.version()).append(",\"bins\":");
        Json.array(out, Sampler.BINS).append(",\"machines\":[");
        for (int i = 0; i < batches.length; i++) {
            Machine m = batches[i].machine;
            out.append(i > 0 ? "," : "").append("{\"name\":");
            Json.quote(out, m.name);
            if (m.regions > 1) {
                out.append(",\"region\":{\"machine\":");
                Json.quote(out, m.machine).append(",\"index\":").append(m.region).append(",\"of\":")
                        .append(m.regions).append('}');
            }
            out.append(",\"states\":");
            Json.strings(out, m.states).append(",\"interrupts\":");
            Json.strings(out, m.info.interrupts()).append(",\"back\":");
            (m.info.back() == null ? out.append("null") : Json.quote(out, m.info.back()))
                    .append(",\"pseudo\":");
            List<String> pseudo = new ArrayList<>();
            for (int s = 0; s < m.stateCount(); s++) {
                if (!m.isState(s)) {
                    pseudo.add(m.states.get(s));
                }
            }
            Json.strings(out, pseudo).append(",\"groups\":[");
            for (int g = 0; g < m.info.groups().size(); g++) {
                MachineInfo.Group group = m.info.groups().get(g);
                out.append(g > 0 ? "," : "").append("{\"name\":");
                Json.quote(out, group.name()).append(",\"parent\":");
                (group.parent() == null ? out.append("null") : Json.quote(out, group.parent())).append(",\"initial\":");
                (group.initial() == null ? out.append("null") : Json.quote(out, group.initial()))
                        .append(",\"history\":");
                Json.quote(out, group.history().name()).append('}');
            }
            out.append("],\"timed\":").append(m.keepsTime())
                    .append(",\"edges\":[");
            for (int e = 0; e < m.edges.size(); e++) {
                var edge = m.edges.get(e);
                out.append(e > 0 ? "," : "").append("{\"from\":");
                Json.quote(out, edge.from()).append(",\"to\":");
                Json.quote(out, edge.to()).append(",\"event\":");
                Json.quote(out, dev.brainstem.runtime.Events.name(edge.event())).append('}');
            }
            out.append("],\"mermaid\":");
            Json.quote(out, Diagram.mermaid(m)).append('}');
        }
        return out.append("]}").toString();
    }

    /** Where the page is served, where recordings go, and where the address is printed. */
    public static final class Builder {
        private final AbstractBatch<?>[] batches;
        private InetAddress address = InetAddress.getLoopbackAddress();
        private int port;
        /** Null: a new private temporary directory, made at the first recording. */
        private Path recordings;
        private PrintStream out = System.out;

        private Builder(AbstractBatch<?>[] batches) {
            if (batches == null || batches.length == 0) {
                throw new IllegalArgumentException("the inspector needs at least one batch to attach to");
            }
            for (int i = 0; i < batches.length; i++) {
                if (batches[i] == null) {
                    throw new IllegalArgumentException("batch " + i + " of the inspector's is null");
                }
                for (int j = 0; j < i; j++) {
                    if (batches[j] == batches[i]) {
                        throw new IllegalArgumentException(batches[i].info().name() + ": the same batch twice");
                    }
                }
            }
            this.batches = withRegions(batches);
        }

        /**
         * Every region of each machine, the machine's batch first and its regions' right after it: a machine of
         * regions is watched whole, whichever of its batches was given.
         */
        private static AbstractBatch<?>[] withRegions(AbstractBatch<?>[] batches) {
            List<AbstractBatch<?>> all = new ArrayList<>();
            for (AbstractBatch<?> batch : batches) {
                for (AbstractBatch<?> region : batch.regions()) {
                    for (AbstractBatch<?> seen : all) {
                        if (seen == region) {
                            String machine = batch.regions().get(0).info().name();
                            throw new IllegalArgumentException(batch.info().name() + ": the same machine twice: "
                                    + machine + "'s batch brings every region of " + machine + ", "
                                    + region.info().name() + " among them; give one of its batches once");
                        }
                    }
                    all.add(region);
                }
            }
            return all.toArray(new AbstractBatch<?>[0]);
        }

        /** The address to listen on; the loopback address unless told otherwise (other hosts can then reach the page). */
        public Builder bind(InetAddress address) {
            if (address == null) {
                throw new IllegalArgumentException("bind(null): give an address, InetAddress.getLoopbackAddress() say");
            }
            this.address = address;
            return this;
        }

        /** The port; 0 (the default) takes a free one. */
        public Builder port(int port) {
            if (port < 0 || port > 65535) {
                throw new IllegalArgumentException("port " + port + " is not a TCP port (0 to 65535)");
            }
            this.port = port;
            return this;
        }

        /**
         * The directory recordings are written to; by default a new temporary directory that only this user may
         * read and write, made at the first recording. Each recording is a new file there, never one that exists.
         */
        public Builder recordTo(Path directory) {
            if (directory == null || !Files.isDirectory(directory)) {
                throw new IllegalArgumentException("recordTo(" + directory + "): not a directory");
            }
            this.recordings = directory;
            return this;
        }

        /** Where the page's address is printed; null prints nothing. */
        public Builder printTo(PrintStream out) {
            this.out = out;
            return this;
        }

        /**
         * Attaches the probes and starts the server, or does neither (see {@link Inspector#attach}); prints the
         * address.
         */
        public Inspector start() {
            Inspector inspector;
            try {
                inspector = new Inspector(this);
            } catch (IOException e) {
                throw new UncheckedIOException("the inspector's server could not start on " + address.getHostAddress()
                        + ":" + port + ": " + e.getMessage(), e);
            }
            if (out != null) {
                out.println("Brainstem inspector: " + inspector.address());
            }
            return inspector;
        }
    }
}
