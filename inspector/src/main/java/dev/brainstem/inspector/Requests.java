package dev.brainstem.inspector;

import dev.brainstem.runtime.Events;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/**
 * The page's control requests, checked on the server thread against what never changes (the batches'
 * states and edges) and turned into commands the game thread runs at its next {@code proceed()}. A
 * request that is wrong in any way is refused whole with a message that names what is wrong; a breakpoint
 * past the {@value Control#MAX_BREAKPOINTS} is refused with 409. The one read that needs no command, the
 * population history, is answered here too.
 */
final class Requests {
    private final Watched[] batches;
    private final Sampler[] samplers;
    private final Control control;
    private final Recorder recorder;
    private final Frames frames;

    Requests(Watched[] batches, Sampler[] samplers, Control control, Recorder recorder, Frames frames) {
        this.batches = batches;
        this.samplers = samplers;
        this.control = control;
        this.recorder = recorder;
        this.frames = frames;
    }

    Runnable control(Map<String, Object> body) throws Json.BadRequest {
        String action = string(body, "action", true);
        known(body, "action");
        switch (action) {
            case "pause": return control::pause;
            case "resume": return control::resume;
            case "step": return control::step;
            default: throw new Json.BadRequest("unknown action \"" + action + "\": pause, resume or step");
        }
    }

    Runnable breakpoints(Map<String, Object> body) throws Json.BadRequest {
        String action = string(body, "action", true);
        switch (action) {
            case "clear":
                known(body, "action");
                return control::clear;
            case "remove": {
                known(body, "action", "id");
                int id = (int) integer(body, "id", 1, Integer.MAX_VALUE, true);
                return () -> control.remove(id);
            }
            case "add": {
                known(body, "action", "batch", "from", "to", "event", "handle", "message");
                int batch = batch(body);
                Machine m = batches[batch].machine;
                long handle = integer(body, "handle", 0, MAX_HANDLE, false);
                String message = string(body, "message", false);
                Breakpoint b;
                if (message != null) {
                    if (body.get("from") != null || body.get("to") != null || body.get("event") != null) {
                        throw new Json.BadRequest("a breakpoint is on a transition (from, to, event) or on a message, not both");
                    }
                    if (message.isEmpty() || message.length() > 200) {
                        throw new Json.BadRequest("a message breakpoint needs a type name of 1 to 200 characters");
                    }
                    b = new Breakpoint(0, batch, -1, -1, -1, handle, message);
                } else {
                    b = new Breakpoint(0, batch, state(body, "from", m), state(body, "to", m), event(body), handle, null);
                }
                Runnable add = control.adding(b);
                if (add == null) {
                    throw new Json.BadRequest(409, "at most " + Control.MAX_BREAKPOINTS
                            + " breakpoints at once: remove one (or clear them) first");
                }
                return add;
            }
            default:
                throw new Json.BadRequest("unknown action \"" + action + "\": add, remove or clear");
        }
    }

    Runnable watch(Map<String, Object> body) throws Json.BadRequest {
        known(body, "batch", "handle");
        int batch = batch(body);
        long handle = integer(body, "handle", 0, MAX_HANDLE, true);
        return () -> {
            batches[batch].watch(handle);
            frames.focus[batch] = handle;
        };
    }

    Runnable list(Map<String, Object> body) throws Json.BadRequest {
        known(body, "batch", "state", "limit");
        int batch = batch(body);
        int state = state(body, "state", batches[batch].machine);
        if (state < 0) {
            throw new Json.BadRequest("list needs a state");
        }
        int limit = body.containsKey("limit") ? (int) integer(body, "limit", 1, 1000, true) : 50;
        return () -> samplers[batch].ask(state, limit);
    }

    Runnable record(Map<String, Object> body) throws Json.BadRequest {
        known(body, "on");
        Object on = body.get("on");
        if (!(on instanceof Boolean)) {
            throw new Json.BadRequest("record needs \"on\": true or false");
        }
        return (Boolean) on ? () -> recorder.start(batches) : () -> recorder.stop(batches);
    }

    /**
     * The population history of every batch, whole: what a page fetches when it opens, or when it missed the
     * frames that carried the samples after its copy. Built here, on the server's thread, from a copy of the
     * samplers' rings: the game thread does nothing for it. Encoded once per sample taken (a second): however
     * many pages ask, the answers in between are the same bytes.
     */
    byte[] history() {
        EncodedHistory last = history;
        if (last != null && last.isAt(samplers)) {
            return last.json();
        }
        int[] to = new int[samplers.length];
        StringBuilder out = new StringBuilder(64 + 2048 * samplers.length);
        out.append("{\"length\":").append(Sampler.HISTORY).append(",\"batches\":[");
        for (int i = 0; i < samplers.length; i++) {
            Sampler.History h = samplers[i].history();
            to[i] = h.to();
            out.append(i > 0 ? "," : "").append("{\"to\":").append(h.to()).append(",\"samples\":[");
            for (int s = 0; s < h.samples().length; s++) {
                out.append(s > 0 ? "," : "");
                Json.array(out, h.samples()[s], h.samples()[s].length);
            }
            out.append("]}");
        }
        EncodedHistory encoded = new EncodedHistory(to, out.append("]}").toString().getBytes(StandardCharsets.UTF_8));
        history = encoded;
        return encoded.json();
    }

    /** The last history encoded, and each batch's sample count it was taken at. */
    private volatile EncodedHistory history;

    private record EncodedHistory(int[] to, byte[] json) {
        boolean isAt(Sampler[] samplers) {
            for (int i = 0; i < samplers.length; i++) {
                if (samplers[i].taken() != to[i]) {
                    return false;
                }
            }
            return true;
        }
    }

    /** Handles are longs the page sends as JSON numbers: those a double holds exactly. */
    static final long MAX_HANDLE = (1L << 53) - 1;

    private static void known(Map<String, Object> body, String... names) throws Json.BadRequest {
        for (String key : body.keySet()) {
            if (!java.util.Arrays.asList(names).contains(key)) {
                throw new Json.BadRequest("unknown member \"" + (key.length() > 40 ? key.substring(0, 40) + "..." : key)
                        + "\"; this request takes " + String.join(", ", names));
            }
        }
    }

    private int batch(Map<String, Object> body) throws Json.BadRequest {
        return (int) integer(body, "batch", 0, batches.length - 1, true);
    }

    private static String string(Map<String, Object> body, String key, boolean required) throws Json.BadRequest {
        Object v = body.get(key);
        if (v == null) {
            if (required) {
                throw new Json.BadRequest("missing \"" + key + "\"");
            }
            return null;
        }
        if (!(v instanceof String s)) {
            throw new Json.BadRequest("\"" + key + "\" must be a string");
        }
        return s;
    }

    /** A whole number in [min, max]; -1 when absent and not required. */
    private static long integer(Map<String, Object> body, String key, long min, long max, boolean required)
            throws Json.BadRequest {
        Object v = body.get(key);
        if (v == null) {
            if (required) {
                throw new Json.BadRequest("missing \"" + key + "\"");
            }
            return -1;
        }
        if (!(v instanceof Double d) || d != Math.rint(d) || d < min || d > max) {
            throw new Json.BadRequest("\"" + key + "\" must be a whole number from " + min + " to " + max + ", not " + v);
        }
        return d.longValue();
    }

    /** A state's ordinal by name; -1 for absent (any state). */
    private static int state(Map<String, Object> body, String key, Machine m) throws Json.BadRequest {
        String name = string(body, key, false);
        if (name == null || name.equals("*")) {
            return -1;
        }
        int ordinal = m.states.indexOf(name);
        if (ordinal < 0) {
            throw new Json.BadRequest(m.name + " has no state \"" + (name.length() > 60 ? name.substring(0, 60) + "..." : name)
                    + "\"; its states are " + String.join(", ", m.states));
        }
        if (!m.isState(ordinal)) {
            throw new Json.BadRequest(m.name + ": " + name + " is a pseudo-state (" + (name.equals(m.info.back())
                    ? "its @Back" : "the constant of its group " + name + ", which sends an entity to the state the group "
                    + "resolves to") + "): no entity is ever in it");
        }
        return ordinal;
    }

    private static int event(Map<String, Object> body) throws Json.BadRequest {
        String name = string(body, "event", false);
        if (name == null || name.equals("*")) {
            return -1;
        }
        for (int e = 0; e < Machine.EVENTS; e++) {
            if (Events.name(e).equals(name)) {
                return e;
            }
        }
        throw new Json.BadRequest("no event \"" + (name.length() > 60 ? name.substring(0, 60) + "..." : name)
                + "\": UPDATE, ENTER, GUARD, MESSAGE, AFTER or NONE");
    }
}
