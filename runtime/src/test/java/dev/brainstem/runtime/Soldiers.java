package dev.brainstem.runtime;

import dev.brainstem.runtime.internal.GroupHistory;
import dev.brainstem.runtime.internal.Lane;
import java.util.Arrays;
import java.util.List;

/**
 * A batch written by hand the way the processor writes one with groups you enter and history, for the
 * runtime's side of them (the histories' books, snapshots, saves): no handlers, a transition from
 * outside resolves a group's constant per docs/semantics.md ("Groups you enter, and history") and
 * writes the histories of the groups it leaves, then moves. Its description is the test's: several
 * versions of one machine ({@code Soldier}) load each other's saves.
 *
 * @param <S> the version's state enum
 */
final class Soldiers<S extends Enum<S>> extends AbstractBatch<S> {
    /** The first version: COMBAT (deep) holds TAKE_COVER and ARMED (shallow: AIM, FIRE); STUNNED is outside. */
    enum V1 { PATROL, TAKE_COVER, AIM, FIRE, STUNNED, COMBAT }

    static MachineInfo v1() {
        return new MachineInfo("Soldier", names(V1.values()), "PATROL", new String[] {"STUNNED", "COMBAT"},
                new MachineInfo.Group[] {
                    new MachineInfo.Group("COMBAT", null, "TAKE_COVER", "ARMED", MachineInfo.History.DEEP),
                    new MachineInfo.Group("ARMED", "COMBAT", "AIM FIRE", "AIM", MachineInfo.History.SHALLOW),
                });
    }

    static String[] names(Enum<?>[] states) {
        return Arrays.stream(states).map(Enum::name).toArray(String[]::new);
    }

    private final GroupHistory history;
    private Object[] entities = new Object[0];

    Soldiers(MachineInfo info, S[] values, boolean idMode) {
        super(info, values, idMode, true);
        int groups = info.historyGroups().size();
        this.history = groups == 0 ? null : keepHistory(groups);
    }

    static Soldiers<V1> v1(boolean idMode) {
        return new Soldiers<>(v1(), V1.values(), idMode);
    }

    long add(int id, S state) {
        return addId(id, state);
    }

    long add(Object entity, S state) {
        return addEntity(entity, state);
    }

    long resume(int id, S state) {
        return resumeId(id, state);
    }

    long resume(Object entity, S state) {
        return resumeEntity(entity, state);
    }

    @Override
    protected void updateWords(Lane lane, int state, long[] members, long[] leavers, int lo, int hi, float dt) {}

    @Override
    protected void enter(Lane lane, int slot) {}

    @Override
    protected int checkStartable(S state) {
        if (state == null) {
            throw new IllegalArgumentException("Soldier: no state");
        }
        return state.ordinal();
    }

    @Override
    protected int checkResumable(S state) {
        if (state == null || info.isPseudoState(state.name())) {
            throw new IllegalArgumentException("Soldier: cannot resume in " + state);
        }
        return state.ordinal();
    }

    @Override
    protected int entryOf(int target) {
        return resolve(-1, target);
    }

    @Override
    protected int move(Lane lane, int slot, int event, int current, int next, float dt) {
        int resolved = resolve(slot, next);
        List<MachineInfo.Group> kept = info.historyGroups();
        for (int g = 0; g < kept.size(); g++) {
            List<String> in = info.statesIn(kept.get(g).name());
            if (in.contains(states[current].name()) && !in.contains(states[resolved].name())) {
                history.left(slot, g, current);
            }
        }
        setState(slot, resolved, current);
        moved(lane, slot, current, resolved, event);
        return resolved;
    }

    /** The state {@code target} leads the entity in {@code slot} to (-1: an entity without history). */
    private int resolve(int slot, int target) {
        String name = states[target].name();
        return info.isGroupConstant(name) ? enterGroup(slot, info.group(name)) : target;
    }

    private int enterGroup(int slot, MachineInfo.Group group) {
        int index = info.historyGroups().indexOf(group);
        int last = slot < 0 || index < 0 ? -1 : history.last(slot, index);
        if (last >= 0 && group.history() == MachineInfo.History.DEEP) {
            return last;
        }
        if (last >= 0) {
            return member(slot, group, states[last].name());
        }
        return member(slot, group, group.initial());
    }

    /** Enters {@code group}'s direct member {@code name}, or the one that holds the state {@code name}. */
    private int member(int slot, MachineInfo.Group group, String name) {
        for (MachineInfo.Group nested : info.groups()) {
            if (group.name().equals(nested.parent())
                    && (nested.name().equals(name) || info.statesIn(nested.name()).contains(name))) {
                return enterGroup(slot, nested);
            }
        }
        return info.states().indexOf(name);
    }

    @Override
    protected void attach(int slot, Object entity) {
        entities[slot] = entity;
    }

    @Override
    protected void detach(int slot) {
        entities[slot] = null;
    }

    @Override
    protected Object entityAt(int slot) {
        return entities[slot];
    }

    @Override
    protected void grow(int capacity) {
        entities = Arrays.copyOf(entities, capacity);
    }

    @Override
    protected Object[] entityArray() {
        return books().idMode() ? null : entities;
    }
}
