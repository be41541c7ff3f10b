package dev.brainstem.inspector;

import dev.brainstem.runtime.AbstractBatch;
import dev.brainstem.runtime.Events;
import dev.brainstem.runtime.MachineInfo;
import java.util.ArrayList;
import java.util.List;
import java.util.function.LongConsumer;

/**
 * What the inspector knows of one attached batch, made again only when a hot reload gives the batch new
 * code (then its edges may differ, never its states): its states (the enum constants,
 * in the order of its description), its edges as the description lists them and which edge a
 * transition takes ({@link EdgeIndex}), and whether it keeps time in state. One region of a machine
 * of orthogonal regions is a machine here: its batch, its description ({@code Soldier.Weapon}), its
 * states and edges. Read on the game thread only, except the immutable names and edges.
 */
final class Machine {
    /** Room for every {@link Events} constant. */
    static final int EVENTS = EdgeIndex.EVENTS;

    final int index;
    final AbstractBatch<?> batch;
    final MachineInfo info;
    final String name;
    final List<String> states;
    final List<MachineInfo.Edge> edges;
    private final Enum<?>[] constants;
    private final EdgeIndex edgeIndex;
    /** The slot counting transitions no drawn edge stands for: changes from outside. */
    final int otherEdge;
    private final boolean keepsTime;
    /**
     * Orthogonal regions: the machine's name (its first region's), this region's index and the machine's
     * count of regions; a machine without regions is its own one region.
     */
    final String machine;
    final int region;
    final int regions;

    Machine(int index, AbstractBatch<?> batch) {
        this(index, batch, batch.info());
    }

    /** The batch's machine as {@code info}, the description of the code it runs, tells it. */
    Machine(int index, AbstractBatch<?> batch, MachineInfo info) {
        this.index = index;
        this.batch = batch;
        this.info = info;
        this.name = info.name();
        List<AbstractBatch<?>> all = batch.regions();
        this.machine = all.get(0).info().name();
        this.region = all.indexOf(batch);
        this.regions = all.size();
        this.states = info.states();
        this.constants = batch.states().toArray(new Enum<?>[0]);
        if (constants.length != states.size()) {
            throw new IllegalArgumentException(name + ": the batch's states do not match its machine's description");
        }
        this.edges = info.edges();
        this.edgeIndex = new EdgeIndex(info, edges);
        this.otherEdge = edges.size();
        this.keepsTime = batch.keepsTimeInState();
    }

    int stateCount() {
        return states.size();
    }

    /** Whether the machine has timed transitions or time-sliced states: the page then shows what sleeps and what the tick visits. */
    boolean timed() {
        return info.timed();
    }

    /** How many entities sleep in {@code state}: all of it when the tick does not visit it, else none. */
    int sleeping(int state) {
        return info.sleeps(states.get(state)) ? count(state) : 0;
    }

    /**
     * Whether {@code state} is one an entity can be in: every state but the pseudo-states (the
     * {@code @Back} one, the groups' constants).
     */
    boolean isState(int state) {
        return !info.isPseudoState(states.get(state));
    }

    /** The counter a transition adds to: its drawn edge, or {@link #otherEdge}. */
    int edge(int from, int to, int event) {
        int e = edgeIndex.edge(from, to, event);
        return e < 0 ? otherEdge : e;
    }

    /** The ints the edge index holds: what finding a transition's edge costs in memory. */
    long edgeIndexFootprint() {
        return edgeIndex.footprint();
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
        return keepsTime;
    }

    /** The entity's seconds in its state; NaN when the machine keeps none or the handle is stale. */
    double timeInState(long handle) {
        if (!keepsTime) {
            return Double.NaN;
        }
        try {
            return batch.timeInState(handle);
        } catch (IllegalArgumentException stale) {
            return Double.NaN;
        }
    }
}
