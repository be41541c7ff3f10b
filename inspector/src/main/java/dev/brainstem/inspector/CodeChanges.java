package dev.brainstem.inspector;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Hot reload as the page sees it: the version of the machines' description ({@code /api/machines}), bumped
 * by every batch that took a redefined machine's description; a mark at the tick each one did, which the
 * page draws on its population charts; and the notes a dev tool wrote (a change that needs a restart, a
 * build that failed), which the page shows in a banner as text. Kept bounded: the last {@value #MARKS}
 * marks and {@value #NOTES} notes. Written on the game thread, at the batches' points between ticks; read
 * there too, when a frame is written.
 */
final class CodeChanges {
    static final int MARKS = 32, NOTES = 8;
    /** The most edges a mark names one by one; the rest are counted. */
    static final int NAMED_EDGES = 4;

    /** A batch took new code's description: after {@code tick} ticks (the page's count), at population sample {@code sample}. */
    record Mark(int batch, long tick, long batchTicks, int sample, String what) {}

    private final Sampler[] samplers;
    private final ArrayDeque<Mark> marks = new ArrayDeque<>();
    private final ArrayDeque<String> notes = new ArrayDeque<>();
    private int version = 1;
    /** Whether the machines' description must be encoded again before the next frame. */
    private boolean describe;

    CodeChanges(Sampler[] samplers) {
        this.samplers = samplers;
    }

    /** The version of the machines' description: 1 as attached, one more per reload taken. */
    int version() {
        return version;
    }

    /** Batch {@code w} now runs by the machine {@code now}, which replaced {@code was}. */
    void reloaded(Watched w, Machine was, Machine now) {
        int i = now.index;
        int sample = i < samplers.length ? samplers[i].samples() : 0;
        add(marks, new Mark(i, w.ticks, now.batch.ticks(), sample, now.name + ": code reloaded" + edges(was, now)),
                MARKS);
        version++;
        describe = true;
    }

    /**
     * One of a dev tool's notes, as a batch's probe heard it. Every batch hears each note, so the one
     * already kept (the same line, the very object) is not kept twice.
     */
    void note(String line) {
        for (String kept : notes) {
            if (kept == line) {
                return;
            }
        }
        add(notes, line, NOTES);
    }

    /** Whether the machines' description changed since the last call: encode it again. */
    boolean takeDescribe() {
        boolean was = describe;
        describe = false;
        return was;
    }

    private static <T> void add(ArrayDeque<T> kept, T item, int most) {
        kept.addLast(item);
        if (kept.size() > most) {
            kept.removeFirst();
        }
    }

    /** ", edges +A -> B (cause), -C -> D (cause)": what the drawing gains and loses, the first few named. */
    static String edges(Machine was, Machine now) {
        Set<String> before = new HashSet<>();
        for (var edge : was.edges) {
            before.add(edge.toString());
        }
        Set<String> after = new HashSet<>();
        for (var edge : now.edges) {
            after.add(edge.toString());
        }
        List<String> changed = new ArrayList<>();
        for (var edge : now.edges) {
            if (!before.contains(edge.toString())) {
                changed.add("+" + edge);
            }
        }
        for (var edge : was.edges) {
            if (!after.contains(edge.toString())) {
                changed.add("-" + edge);
            }
        }
        if (changed.isEmpty()) {
            return "";
        }
        int named = Math.min(NAMED_EDGES, changed.size());
        return ", edges " + String.join(", ", changed.subList(0, named))
                + (changed.size() > named ? " and " + (changed.size() - named) + " more" : "");
    }

    /** The frame's part: {@code "version":2,"marks":[..],"notes":[..]}, after a comma. */
    void write(StringBuilder out) {
        out.append(",\"version\":").append(version).append(",\"marks\":[");
        boolean first = true;
        for (Mark m : marks) {
            out.append(first ? "" : ",").append("{\"batch\":").append(m.batch()).append(",\"tick\":").append(m.tick())
                    .append(",\"batchTicks\":").append(m.batchTicks()).append(",\"sample\":").append(m.sample())
                    .append(",\"what\":");
            Json.quote(out, m.what()).append('}');
            first = false;
        }
        out.append("],\"notes\":");
        Json.strings(out, new ArrayList<>(notes));
    }
}
