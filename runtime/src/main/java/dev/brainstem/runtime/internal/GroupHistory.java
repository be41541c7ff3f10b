package dev.brainstem.runtime.internal;

import java.util.Arrays;

/**
 * Each entity's history in the groups of a machine that have one ({@code @StateGroup(history = ...)};
 * docs/semantics.md, "Groups you enter, and history"): per history group, the state the entity was in
 * when it last left the group, or none. A history group is known by its index: its place among the
 * machine's groups that have a history, in the order of the {@code @StateGroup} annotations (the order of
 * {@code MachineInfo.groups()}). A one-entity machine keeps one entity's; a batch one per slot.
 *
 * <p>Storage is flat, entity after entity, one {@code char} per history group holding the state's
 * ordinal plus one, 0 for none: an array fresh from {@code new} holds no history, and a cleared entity
 * is a fill with 0. A {@code char} holds any ordinal: a Java enum cannot have 65,535 constants (each needs
 * several entries of its class file's constant pool, which holds at most 65,535). A parallel tick's
 * chunks write the histories of their own entities only: elements of one array, which Java writes
 * without tearing their neighbours. Machines without history groups have none of this.
 */
public final class GroupHistory {
    /** The most states a machine whose entities keep a history may have: every ordinal + 1 fits a char. */
    public static final int MAX_STATES = Character.MAX_VALUE;

    private final int groups;
    private char[] cells;

    /** Histories of {@code groups} history groups for {@code entities} entities (1 for a one-entity machine). */
    public GroupHistory(int groups, int entities) {
        if (groups < 1) {
            throw new IllegalArgumentException("a history of " + groups
                    + " groups; a machine that keeps one has 1 or more");
        }
        this.groups = groups;
        this.cells = new char[Math.toIntExact((long) groups * Math.max(1, entities))];
    }

    /** How many history groups each entity has a history in. */
    public int groups() {
        return groups;
    }

    /** Makes the histories of entities below {@code capacity} usable; the new ones hold nothing. */
    public void grow(int capacity) {
        if ((long) capacity * groups > cells.length) {
            cells = Arrays.copyOf(cells, Slots.cells(Math.max((long) capacity * groups,
                    Math.min(2L * cells.length, Integer.MAX_VALUE - 8))));
        }
    }

    /** The ordinal of the state {@code entity} was in when it last left history group {@code group}; -1: none. */
    public int last(int entity, int group) {
        return cells[entity * groups + group] - 1;
    }

    /** A transition took {@code entity} out of history group {@code group} from the state of ordinal {@code state}. */
    public void left(int entity, int group, int state) {
        cells[entity * groups + group] = (char) (state + 1);
    }

    /**
     * Hot reload: the history of group {@code group} of each entity below {@code entities} that holds a state
     * not among {@code members} (by ordinal) holds nothing from now on: a group's states changed, and a
     * stored history that is no longer a member of its group is no history.
     */
    public void forgetOutside(int group, boolean[] members, int entities) {
        for (int e = 0; e < Math.min(entities, cells.length / groups); e++) {
            int last = cells[e * groups + group] - 1;
            if (last >= 0 && !members[last]) {
                cells[e * groups + group] = 0;
            }
        }
    }

    /** Every history of {@code entity} holds nothing: a new entity, one removed, one placed by a resume. */
    public void clear(int entity) {
        int base = entity * groups;
        Arrays.fill(cells, base, base + groups, (char) 0);
    }

    /**
     * Replaces the history of {@code entity} with {@code states}, one ordinal per history group, -1 for
     * none (a load). @throws IllegalArgumentException when {@code states} is not one per group
     */
    public void set(int entity, int[] states) {
        if (states.length != groups) {
            throw new IllegalArgumentException("a history of " + states.length + " groups; this machine's has "
                    + groups);
        }
        int base = entity * groups;
        for (int g = 0; g < groups; g++) {
            cells[base + g] = (char) (states[g] + 1);
        }
    }

    /** Copies every history below {@code entities} into {@code into} when it is large enough, else a new array. */
    public char[] copyInto(char[] into, int entities) {
        int length = entities * groups;
        char[] copy = into != null && into.length >= length ? into : new char[length];
        System.arraycopy(cells, 0, copy, 0, length);
        return copy;
    }

    /** Puts back the histories below {@code entities} {@link #copyInto copied} before; the rest hold nothing. */
    public void restore(char[] copied, int entities) {
        int length = entities * groups;
        grow(entities);
        System.arraycopy(copied, 0, cells, 0, length);
        Arrays.fill(cells, length, cells.length, (char) 0);
    }

    /** A copy of every history below {@code entities}, for a snapshot. */
    public char[] copy(int entities) {
        return Arrays.copyOf(cells, entities * groups);
    }

    /** Puts back histories {@link #copy copied} before; the rest hold nothing. */
    public void restore(char[] copied) {
        restore(copied, copied.length / groups);
    }
}
