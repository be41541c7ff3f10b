package dev.brainstem.runtime.internal;

import java.util.Arrays;

/**
 * The histories of entities of a machine with history groups (docs/semantics.md, "Groups you enter, and
 * history"): per entity and history group, the state it last left the group from. A one-entity machine
 * keeps one entity's; a batch one per slot, flat. Machines without history groups have none of this.
 */
public final class GroupHistory {
    private final int groups;
    /** Per entity, per group: the state's ordinal + 1, so that 0 (a new array's) means none. */
    private int[] cells;

    /** Histories of {@code groups} groups for {@code entities} entities (1 for a one-entity machine). */
    public GroupHistory(int groups, int entities) {
        this.groups = groups;
        this.cells = new int[groups * Math.max(1, entities)];
    }

    public int groups() {
        return groups;
    }

    /** Makes the histories of entities below {@code capacity} usable; the new ones hold nothing. */
    public void grow(int capacity) {
        if ((long) capacity * groups > cells.length) {
            cells = Arrays.copyOf(cells, Math.toIntExact(Math.max((long) capacity * groups, 2L * cells.length)));
        }
    }

    /** The ordinal of the state {@code entity} last left history group {@code group} from; -1 for none. */
    public int last(int entity, int group) {
        return cells[entity * groups + group] - 1;
    }

    /** {@code entity} left history group {@code group} from {@code state}. */
    public void left(int entity, int group, int state) {
        cells[entity * groups + group] = state + 1;
    }

    /** Forgets every history of {@code entity} (removed, or placed by a resume). */
    public void clear(int entity) {
        Arrays.fill(cells, entity * groups, (entity + 1) * groups, 0);
    }
}
