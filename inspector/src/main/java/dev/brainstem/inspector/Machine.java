package dev.brainstem.inspector;

import dev.brainstem.runtime.AbstractBatch;
import dev.brainstem.runtime.Events;
import dev.brainstem.runtime.MachineInfo;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.LongConsumer;

/**
 * What the inspector knows of one attached batch that never changes: its states (the enum constants,
 * found from the generated class's declaration), its drawn edges and which edge a transition takes,
 * and the generated {@code timeInState} when the machine keeps time in state. Read on the game thread
 * only, except the immutable names and edges.
 */
final class Machine {
    /** Room for every {@link Events} constant. */
    static final int EVENTS = 8;

    final int index;
    final AbstractBatch<?> batch;
    final MachineInfo info;
    final String name;
    final List<String> states;
    final List<MachineInfo.Edge> edges;
    private final Enum<?>[] constants;
    /** Edge of (from, to, event); -1 when none is drawn. */
    private final int[] edgeOf;
    /** The edge a transition out of an interrupt takes back to the state it suspended, by (from, event). */
    private final int[] backEdgeOf;
    /** The slot counting transitions no drawn edge stands for: changes from outside. */
    final int otherEdge;
    private final Method timeInState;

    Machine(int index, AbstractBatch<?> batch) {
        this.index = index;
        this.batch = batch;
        this.info = batch.info();
        this.name = info.name();
        this.states = info.states();
        this.constants = batch.states().toArray(new Enum<?>[0]);
        if (constants.length != states.size()) {
            throw new IllegalArgumentException(name + ": the batch's states do not match its machine's description");
        }
        this.edges = info.edges();
        int n = states.size();
        this.edgeOf = new int[n * n * EVENTS];
        this.backEdgeOf = new int[n * EVENTS];
        Arrays.fill(edgeOf, -1);
        Arrays.fill(backEdgeOf, -1);
        for (int e = 0; e < edges.size(); e++) {
            MachineInfo.Edge edge = edges.get(e);
            int from = states.indexOf(edge.from());
            int to = states.indexOf(edge.to());
            int event = edge.event() & (EVENTS - 1);
            if (from < 0) {
                continue;
            }
            if (to < 0 || edge.back()) {
                if (backEdgeOf[from * EVENTS + event] < 0) {
                    backEdgeOf[from * EVENTS + event] = e;
                }
            } else if (edgeOf[(from * n + to) * EVENTS + event] < 0) {
                edgeOf[(from * n + to) * EVENTS + event] = e;
            }
        }
        this.otherEdge = edges.size();
        this.timeInState = timeInStateMethod(batch);
    }

    int stateCount() {
        return states.size();
    }

    /** The counter a transition adds to: its drawn edge, or {@link #otherEdge}. */
    int edge(int from, int to, int event) {
        int n = states.size();
        int e = edgeOf[(from * n + to) * EVENTS + (event & (EVENTS - 1))];
        if (e < 0) {
            e = backEdgeOf[from * EVENTS + (event & (EVENTS - 1))];
        }
        return e < 0 ? otherEdge : e;
    }

    /** {@code count(state)}: on the game thread, between ticks. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    int count(int state) {
        return ((AbstractBatch) batch).count(constants[state]);
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    void forEachHandle(int state, LongConsumer action) {
        ((AbstractBatch) batch).forEachHandle(constants[state], action);
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    List<String> stackOf(long handle) {
        List<String> names = new ArrayList<>();
        for (Object s : ((AbstractBatch) batch).stackOf(handle)) {
            names.add(((Enum<?>) s).name());
        }
        return names;
    }

    /** The entity's state's name. */
    String stateOf(long handle) {
        return batch.stateOf(handle).name();
    }

    /** The state before its last transition; null before the first. */
    String previousOf(long handle) {
        Enum<?> previous = batch.previousOf(handle);
        return previous == null ? null : previous.name();
    }

    boolean keepsTime() {
        return timeInState != null;
    }

    /** The entity's seconds in its state; NaN when the machine keeps none. */
    double timeInState(long handle) {
        if (timeInState == null) {
            return Double.NaN;
        }
        try {
            return ((Number) timeInState.invoke(batch, handle)).doubleValue();
        } catch (ReflectiveOperationException | RuntimeException e) {
            return Double.NaN;
        }
    }

    /** The generated {@code timeInState(long)}, which a batch has when a handler reads the time in state. */
    private static Method timeInStateMethod(AbstractBatch<?> batch) {
        try {
            return batch.getClass().getMethod("timeInState", long.class);
        } catch (ReflectiveOperationException | RuntimeException e) {
            return null;
        }
    }
}
