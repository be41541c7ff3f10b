package dev.brainstem.samples.batch;

import dev.brainstem.runtime.Events;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A fixture machine as the reference model sees it, written by hand from its annotations (and checked
 * against the generated {@code XFsm.INFO} by {@code SpecTest}): which handler each (state, event) has,
 * whether it returns a state, whether it takes its argument, and its {@code to}.
 */
record Spec(String name, List<String> states, int initial, int[] entryPoints, boolean settle, int maxTransitions,
        Handler[] update, Handler[] enter, Handler[] exit) {

    /** One (state, event)'s handler; {@link #NONE} when there is none. */
    record Handler(boolean present, boolean returns, boolean takesArgument, int[] to) {
        static final Handler NONE = new Handler(false, false, false, new int[0]);

        static Handler returning(boolean takesArgument, int... to) {
            return new Handler(true, true, takesArgument, to);
        }

        static Handler plain(boolean takesArgument) {
            return new Handler(true, false, takesArgument, new int[0]);
        }

        boolean allows(int target) {
            for (int t : to) {
                if (t == target) {
                    return true;
                }
            }
            return false;
        }
    }

    static final int A = 0, B = 1, C = 2, D = 3, E = 4;
    static final int P = 0, Q = 1, R = 2, S = 3, T = 4;

    /** {@link Settler} and {@link SettlerSystem}: settle = true, maxTransitionsPerTick = 3. */
    static Spec settler(String name) {
        return new Spec(name, List.of("A", "B", "C", "D", "E"), A, new int[] {D}, true, 3,
                new Handler[] {
                    Handler.returning(true, B, C),
                    Handler.returning(true, A, C, E),
                    Handler.returning(false, A),
                    Handler.returning(true, A, E),
                    Handler.plain(true),
                },
                new Handler[] {
                    Handler.plain(true),
                    Handler.returning(true, C),
                    Handler.NONE,
                    Handler.plain(true),
                    Handler.returning(false, A),
                },
                new Handler[] {
                    Handler.plain(true),
                    Handler.NONE,
                    Handler.plain(false),
                    Handler.NONE,
                    Handler.plain(true),
                });
    }

    /** {@link Redirector} and {@link RedirectorSystem}: enter redirects, maxTransitionsPerTick = 2. */
    static Spec redirector(String name) {
        return new Spec(name, List.of("P", "Q", "R", "S", "T"), P, new int[] {S, T}, false, 2,
                new Handler[] {
                    Handler.returning(false, Q),
                    Handler.plain(true),
                    Handler.returning(true, P, T),
                    Handler.returning(true, P),
                    Handler.NONE,
                },
                new Handler[] {
                    Handler.plain(false),
                    Handler.returning(true, R, S),
                    Handler.returning(true, Q),
                    Handler.plain(true),
                    Handler.returning(false, P),
                },
                new Handler[] {
                    Handler.plain(false),
                    Handler.plain(true),
                    Handler.NONE,
                    Handler.NONE,
                    Handler.plain(true),
                });
    }

    int stateCount() {
        return states.size();
    }

    boolean startable(int state) {
        return state == initial || Arrays.stream(entryPoints).anyMatch(e -> e == state);
    }

    /** The states an entity may be started in or sent to from outside, initial first. */
    int[] startables() {
        List<Integer> all = new ArrayList<>();
        all.add(initial);
        for (int e : entryPoints) {
            if (e != initial) {
                all.add(e);
            }
        }
        return all.stream().mapToInt(Integer::intValue).toArray();
    }

    Handler handler(int event, int state) {
        switch (event) {
            case Events.ENTER: return enter[state];
            case Events.UPDATE: return update[state];
            case Events.EXIT: return exit[state];
            default: throw new IllegalArgumentException("event " + event);
        }
    }

    String stateName(int ordinal) {
        return states.get(ordinal);
    }
}
