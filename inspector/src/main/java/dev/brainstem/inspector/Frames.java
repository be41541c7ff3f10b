package dev.brainstem.inspector;

import dev.brainstem.runtime.Events;
import java.util.List;
import java.util.Map;

/**
 * Writes the page's frame, on the game thread between ticks: the state of every attached batch (its
 * populations, each edge's transitions per second since the last frame, messages by type, the tick's
 * cost, the population samples of the last seconds), what the control holds (paused, the breakpoint that
 * hit, the breakpoints), the watched entity and the last listing, taken here when the page asked for one.
 * The JSON is a string the server thread sends as it is.
 */
final class Frames {
    private final Watched[] batches;
    private final Sampler[] samplers;
    private final Control control;
    private final Recorder recorder;
    private final FrameBoard board;
    private final CodeChanges changes;
    private final long[][] edgesBefore;
    /** Per batch, the hot reloads its {@link #edgesBefore} counts are of. */
    private final int[] reloadsBefore;
    private final long[] ticksBefore;
    private final long[] nanosBefore;
    private long before;
    /** The entity the page watches, per batch: -1 for none. */
    final long[] focus;

    Frames(Watched[] batches, Sampler[] samplers, Control control, Recorder recorder, FrameBoard board) {
        this(batches, samplers, control, recorder, board, new CodeChanges(samplers));
    }

    Frames(Watched[] batches, Sampler[] samplers, Control control, Recorder recorder, FrameBoard board,
            CodeChanges changes) {
        this.changes = changes;
        this.batches = batches;
        this.samplers = samplers;
        this.control = control;
        this.recorder = recorder;
        this.board = board;
        this.edgesBefore = new long[batches.length][];
        this.reloadsBefore = new int[batches.length];
        this.ticksBefore = new long[batches.length];
        this.nanosBefore = new long[batches.length];
        this.focus = new long[batches.length];
        for (int i = 0; i < batches.length; i++) {
            edgesBefore[i] = batches[i].edgeCounts.clone();
            focus[i] = -1;
        }
        this.before = System.nanoTime();
    }

    String write(long now) {
        double seconds = Math.max(1e-9, (now - before) / 1e9);
        before = now;
        StringBuilder out = new StringBuilder(4096);
        out.append("{\"seq\":").append(board.latest().seq() + 1);
        out.append(",\"paused\":").append(control.paused());
        out.append(",\"framesDropped\":").append(board.dropped());
        out.append(",\"commandsWaiting\":").append(control.waiting());
        changes.write(out);
        out.append(",\"hit\":");
        hit(out, control.lastHit());
        out.append(",\"breakpoints\":");
        breakpoints(out, control.breakpoints());
        out.append(",\"recording\":{\"on\":").append(recorder.recording()).append(",\"file\":");
        if (recorder.file() == null) {
            out.append("null");
        } else {
            Json.quote(out, recorder.file().toString());
        }
        out.append(",\"lines\":").append(recorder.written()).append(",\"dropped\":").append(recorder.dropped())
                .append(",\"failure\":");
        if (recorder.failure() == null) {
            out.append("null");
        } else {
            Json.quote(out, recorder.failure());
        }
        out.append("},\"batches\":[");
        for (int i = 0; i < batches.length; i++) {
            out.append(i > 0 ? "," : "");
            batch(out, i, seconds);
        }
        return out.append("]}").toString();
    }

    private void batch(StringBuilder out, int i, double seconds) {
        Watched w = batches[i];
        Machine m = w.machine;
        int n = m.stateCount();
        out.append("{\"name\":");
        Json.quote(out, m.name).append(",\"size\":").append(m.batch.size()).append(",\"ticks\":").append(w.ticks)
                .append(",\"clock\":");
        Json.number(out, m.batch.clock());
        long ticks = w.ticks - ticksBefore[i];
        long nanos = w.tickNanosTotal - nanosBefore[i];
        ticksBefore[i] = w.ticks;
        nanosBefore[i] = w.tickNanosTotal;
        double tickNs = ticks == 0 ? w.lastTickNanos : (double) nanos / ticks;
        out.append(",\"tickNs\":");
        Json.number(out, tickNs).append(",\"nsPerUpdate\":");
        Json.number(out, m.batch.size() == 0 ? 0 : tickNs / m.batch.size());
        out.append(",\"pop\":[");
        for (int s = 0; s < n; s++) {
            out.append(s > 0 ? "," : "").append(m.count(s));
        }
        out.append(']');
        if (m.timed()) {
            out.append(",\"sleeping\":[");
            for (int s = 0; s < n; s++) {
                out.append(s > 0 ? "," : "").append(m.sleeping(s));
            }
            out.append("],\"visited\":");
            Json.array(out, w.visited, n);
        } else {
            out.append(",\"sleeping\":null,\"visited\":null");
        }
        out.append(",\"rates\":[");
        long[] counts = w.edgeCounts;
        if (reloadsBefore[i] != w.reloads) {
            // New code, new edges: their counts started at 0 at the reload.
            reloadsBefore[i] = w.reloads;
            edgesBefore[i] = new long[counts.length];
        }
        for (int e = 0; e < counts.length; e++) {
            out.append(e > 0 ? "," : "");
            Json.number(out, Math.round((counts[e] - edgesBefore[i][e]) / seconds * 10) / 10.0);
            edgesBefore[i][e] = counts[e];
        }
        out.append("],\"totals\":");
        Json.array(out, counts, counts.length);
        Sampler sampler = samplers[i];
        // Only the last samples: the page keeps its copy, and fetches the whole from /api/history when its copy
        // ends before them (opened late, or missed frames for longer).
        int to = sampler.samples();
        int recent = Math.min(to, Sampler.RECENT);
        out.append(",\"history\":{\"to\":").append(to).append(",\"recent\":[");
        for (int s = 0; s < n; s++) {
            out.append(s > 0 ? ",[" : "[");
            for (int k = to - recent; k < to; k++) {
                out.append(k > to - recent ? "," : "").append(sampler.population(s, k));
            }
            out.append(']');
        }
        out.append("]},\"histogram\":");
        if (m.keepsTime()) {
            out.append('[');
            for (int s = 0; s < n; s++) {
                out.append(s > 0 ? "," : "");
                Json.array(out, sampler.histogram[s], sampler.histogram[s].length);
            }
            out.append(']');
        } else {
            out.append("null");
        }
        out.append(",\"messages\":[");
        boolean first = true;
        for (Map.Entry<Class<?>, long[]> e : w.messages.entrySet()) {
            first = message(out, first, e.getKey().getSimpleName(), e.getValue());
        }
        if (w.otherMessages[0] + w.otherMessages[1] + w.otherMessages[2] > 0) {
            message(out, first, "(other types)", w.otherMessages);
        }
        out.append("],\"watch\":");
        watch(out, w, focus[i]);
        sampler.listAsked();
        out.append(",\"list\":");
        if (sampler.listState < 0) {
            out.append("null");
        } else {
            out.append("{\"state\":");
            Json.quote(out, m.states.get(sampler.listState)).append(",\"handles\":");
            Json.array(out, sampler.listed, sampler.listedCount).append('}');
        }
        out.append('}');
    }

    private static boolean message(StringBuilder out, boolean first, String type, long[] c) {
        out.append(first ? "" : ",").append("{\"type\":");
        Json.quote(out, type).append(",\"sent\":").append(c[0]).append(",\"delivered\":").append(c[1])
                .append(",\"dropped\":").append(c[2]).append('}');
        return false;
    }

    private static void watch(StringBuilder out, Watched w, long handle) {
        if (handle < 0) {
            out.append("null");
            return;
        }
        Machine m = w.machine;
        out.append("{\"handle\":").append(handle);
        if (!m.batch.contains(handle)) {
            out.append(",\"present\":false}");
            return;
        }
        out.append(",\"present\":true,\"state\":");
        Json.quote(out, m.stateOf(handle)).append(",\"previous\":");
        String previous = m.previousOf(handle);
        if (previous == null) {
            out.append("null");
        } else {
            Json.quote(out, previous);
        }
        out.append(",\"stack\":");
        Json.strings(out, m.stackOf(handle)).append(",\"timeInState\":");
        double time = m.timeInState(handle);
        if (Double.isNaN(time)) {
            out.append("null");
        } else {
            Json.number(out, time);
        }
        out.append(",\"transitions\":[");
        Watched.History h = w.history(handle);
        if (h != null) {
            int kept = (int) Math.min(h.total, Watched.HISTORY);
            for (int k = 0; k < kept; k++) {
                int at = Math.floorMod(h.next - 1 - k, Watched.HISTORY);
                out.append(k > 0 ? "," : "").append("{\"tick\":").append(h.tick[at]).append(",\"from\":");
                Json.quote(out, m.states.get(h.from[at])).append(",\"to\":");
                Json.quote(out, m.states.get(h.to[at])).append(",\"event\":");
                Json.quote(out, Events.name(h.event[at])).append('}');
            }
        }
        out.append("]}");
    }

    private void hit(StringBuilder out, Hit hit) {
        if (hit == null) {
            out.append("null");
            return;
        }
        out.append("{\"breakpoint\":").append(hit.breakpoint()).append(",\"batch\":").append(hit.batch())
                .append(",\"machine\":");
        Json.quote(out, batches[hit.batch()].machine.name).append(",\"handle\":").append(hit.handle())
                .append(",\"what\":");
        Json.quote(out, hit.what()).append(",\"tick\":").append(hit.tick()).append('}');
    }

    private void breakpoints(StringBuilder out, List<Breakpoint> list) {
        out.append('[');
        for (int k = 0; k < list.size(); k++) {
            Breakpoint b = list.get(k);
            Machine m = batches[b.batch()].machine;
            out.append(k > 0 ? "," : "").append("{\"id\":").append(b.id()).append(",\"batch\":").append(b.batch())
                    .append(",\"text\":");
            String text = b.onMessage() ? "message " + b.messageType()
                    : (b.from() < 0 ? "*" : m.states.get(b.from())) + " -> " + (b.to() < 0 ? "*" : m.states.get(b.to()))
                    + (b.event() < 0 ? "" : " on " + Events.name(b.event()));
            Json.quote(out, m.name + ": " + text + (b.handle() < 0 ? "" : " of " + b.handle())).append('}');
        }
        out.append(']');
    }
}
