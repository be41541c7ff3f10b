package dev.brainstem.runtime.reference;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A script for the model's own tests: each handler returns one fixed state (by handler index, none:
 * null), every call is logged, a hook may act from inside a handler, and calls throw when told to.
 */
class Fixed implements Script {
    /** What a handler throws when the script says so. */
    static final class Scripted extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Scripted(int key, int call) {
            super("entity " + key + " call " + call, null, false, false);
        }
    }

    interface Hook {
        void run(Entity entity, Handler handler);
    }

    private final Map<Integer, String> returns = new HashMap<>();
    private final Map<Integer, Integer> counts = new HashMap<>();
    /** Every call as {@code h<index>(arg)} ({@code h<index>(message)} for a message handler). */
    final List<String> calls = new ArrayList<>();
    /** Every call as {@code e<key> h<index>(arg)}, and whatever the test adds (listener and error-handler calls). */
    final List<String> log;
    final List<Float> dts = new ArrayList<>();
    boolean throwAll;
    Hook hook;

    Fixed() {
        this(new ArrayList<>());
    }

    Fixed(List<String> log) {
        this.log = log;
    }

    /** Per {@code @After} delay method: what it returns (issue 43); each call is logged as {@code e<key> method()}. */
    final Map<String, Float> delays = new HashMap<>();

    @Override
    public float delay(Entity entity, Machine.Timer timer, int state) {
        log.add("e" + entity.key() + " " + timer.delay() + "()");
        Float d = delays.get(timer.delay());
        if (d == null) {
            throw new AssertionError("no delay for " + timer.delay());
        }
        return d;
    }

    Fixed returning(int handler, String state) {
        returns.put(handler, state);
        return this;
    }

    @Override
    public int call(Entity entity, Handler handler, int state, int arg, float dt) {
        String call = "h" + handler.index() + "(" + (entity.message() != null ? String.valueOf(entity.message())
                : arg == NO_ARG ? "" : arg == NULL ? "null" : "#" + arg) + ")";
        calls.add(call);
        log.add("e" + entity.key() + " " + call);
        dts.add(dt);
        int n = counts.merge(entity.key(), 1, Integer::sum) - 1;
        if (hook != null) {
            hook.run(entity, handler);
        }
        if (throwAll) {
            throw new Scripted(entity.key(), n);
        }
        String r = returns.get(handler.index());
        return r == null ? STAY : entity.machine().ordinal(r);
    }
}
