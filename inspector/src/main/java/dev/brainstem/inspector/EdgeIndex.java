package dev.brainstem.inspector;

import dev.brainstem.runtime.MachineInfo;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Which drawn edge a transition takes, indexed by (from, event): each such pair holds the targets of
 * its edges, sorted, with the id of the first edge to each. Its size grows with the edges, not with the
 * square of the states (at 1,000 states an n-by-n table took 32 MB); a look-up is a binary search
 * among one state's targets for one event, a handful of them in a hand-written machine. A machine of at
 * most {@value #DENSE_STATES} states also gets the answers for every (from, event, to) in one table, at most
 * 16 KB: a look-up there is one array read, which matters at tens of thousands of transitions a tick.
 *
 * <p>An edge to a group (by its name, or its constant) stands for a transition to any state of the group:
 * the entity lands in the state the group resolved to, its initial or its history. A transition counts
 * on the first edge listed that leads to its state or to a group that holds it, for its cause.
 *
 * <p>The edges where a {@code @Back} leads are held apart: a transition out of an interrupt counts on
 * the edge drawn for the handler that made it when there is one, else on the back edge to the state
 * it returned to.
 */
final class EdgeIndex {
    /** Room for every {@code Events} constant. */
    static final int EVENTS = 8;
    /** The most states for which every answer is kept in {@link #dense}: 22 * 22 * 8 ints, about 15 KB. */
    static final int DENSE_STATES = 22;

    /** Where the entries of key k (see {@link #key}) start; {@code start[k + 1]} is where they end. */
    private final int[] start;
    /** Each entry's target ordinal, ascending within its key, each once. */
    private final int[] targets;
    /** Each entry's edge id. */
    private final int[] ids;
    /** For a small machine, {@link #edge}'s answer at {@code (from * EVENTS + event) * states + to}; else null. */
    private final int[] dense;
    private final int states;

    EdgeIndex(MachineInfo info, List<MachineInfo.Edge> edges) {
        List<String> stateNames = info.states();
        int states = stateNames.size();
        Map<String, Integer> ordinals = new HashMap<>();
        for (int i = 0; i < states; i++) {
            ordinals.put(stateNames.get(i), i);
        }
        int keys = states * EVENTS * 2;
        // Each edge packed as (key, target, id), sorted: the first of equal (key, target) is the lowest id.
        List<long[]> packed = new ArrayList<>(edges.size());
        for (MachineInfo.Edge edge : edges) {
            Integer from = ordinals.get(edge.from());
            if (from == null) {
                continue;
            }
            long key = key(from, edge.event(), edge.back());
            MachineInfo.Group group = info.group(edge.to());
            if (group != null && group.initial() != null) {
                for (String state : info.statesIn(group.name())) {
                    packed.add(new long[] {key, ordinals.get(state), edge.id()});
                }
                continue;
            }
            Integer to = ordinals.get(edge.to());
            if (to != null) {
                packed.add(new long[] {key, to, edge.id()});
            }
        }
        int count = packed.size();
        long[][] sorted = packed.toArray(new long[0][]);
        Arrays.sort(sorted, (a, b) -> a[0] != b[0] ? Long.compare(a[0], b[0])
                : a[1] != b[1] ? Long.compare(a[1], b[1]) : Long.compare(a[2], b[2]));
        int kept = 0;
        int[] keyOf = new int[count];
        int[] target = new int[count];
        int[] id = new int[count];
        for (int i = 0; i < count; i++) {
            if (kept > 0 && keyOf[kept - 1] == sorted[i][0] && target[kept - 1] == sorted[i][1]) {
                continue;
            }
            keyOf[kept] = (int) sorted[i][0];
            target[kept] = (int) sorted[i][1];
            id[kept] = (int) sorted[i][2];
            kept++;
        }
        this.targets = Arrays.copyOf(target, kept);
        this.ids = Arrays.copyOf(id, kept);
        this.start = new int[keys + 1];
        for (int i = 0; i < kept; i++) {
            start[keyOf[i] + 1]++;
        }
        for (int k = 0; k < keys; k++) {
            start[k + 1] += start[k];
        }
        this.states = states;
        if (states <= DENSE_STATES) {
            dense = new int[states * EVENTS * states];
            for (int from = 0; from < states; from++) {
                for (int event = 0; event < EVENTS; event++) {
                    for (int to = 0; to < states; to++) {
                        dense[(from * EVENTS + event) * states + to] = search(from, to, event);
                    }
                }
            }
        } else {
            dense = null;
        }
    }

    private int key(int from, int event, boolean back) {
        return ((from * EVENTS) + (event & (EVENTS - 1))) * 2 + (back ? 1 : 0);
    }

    /** The id of the edge a transition took: its own edge, else the back edge to its target; -1 for none. */
    int edge(int from, int to, int event) {
        int[] table = dense;
        return table != null ? table[(from * EVENTS + (event & (EVENTS - 1))) * states + to] : search(from, to, event);
    }

    private int search(int from, int to, int event) {
        int e = find(key(from, event, false), to);
        return e >= 0 ? e : find(key(from, event, true), to);
    }

    private int find(int key, int to) {
        int at = Arrays.binarySearch(targets, start[key], start[key + 1], to);
        return at >= 0 ? ids[at] : -1;
    }

    /** The ints it holds: what it costs, about four bytes each. */
    long footprint() {
        return (long) start.length + targets.length + ids.length + (dense == null ? 0 : dense.length);
    }
}
