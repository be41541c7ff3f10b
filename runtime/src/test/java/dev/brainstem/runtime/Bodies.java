package dev.brainstem.runtime;

import dev.brainstem.runtime.internal.Lane;
import java.util.Arrays;

/**
 * A machine of two orthogonal regions written by hand the way the processor writes one: a batch per
 * region, the first ({@code Legs}) leading and linking the second ({@code Arms}). Each region's loops,
 * enters and message handlers do what the test's scripts say; a script reads the other region's state of
 * the same entity as generated code does ({@link #currentAt}: {@code present}, then {@code stateAt}).
 * Both modes; bitset loops.
 *
 * @param <S> the region's state enum
 */
final class Bodies<S extends Enum<S>> extends AbstractBatch<S> {
    enum Legs { IDLE, WALK, RUN }

    enum Arms { READY, AIM, FIRE }

    /** Messages: Move is the legs', Shoot the arms', Halt both regions'; nothing takes an Integer. */
    record Move(Legs to) {}

    record Shoot(Arms to) {}

    record Halt() {}

    /** What the entity in {@code slot} does in its update, in {@code state}: a state to go to, or null. */
    interface Script<S extends Enum<S>> {
        S update(Bodies<S> region, int slot, S state);
    }

    /** What an enter does; may throw. */
    interface Enter<S extends Enum<S>> {
        void enter(Bodies<S> region, int slot, S state);
    }

    /** What a message does in {@code state}: the state it leads to (itself: taken, no move), or null: not taken. */
    interface Receive<S extends Enum<S>> {
        S receive(Bodies<S> region, int slot, S state, Object message);
    }

    private final S[] values;
    private final Class<?> takes;
    Script<S> script = (region, slot, state) -> null;
    Enter<S> onEnter = (region, slot, state) -> {};
    Receive<S> onMessage = (region, slot, state, message) -> state;
    private Object[] entities = new Object[0];
    /** The other region's batch. */
    Bodies<?> other;

    private Bodies(MachineInfo info, S[] values, Class<?> takes, boolean idMode) {
        super(info, values, idMode, true);
        this.values = values;
        this.takes = takes;
    }

    static MachineInfo legsInfo() {
        return new MachineInfo("Body", new String[] {"IDLE", "WALK", "RUN"}, "IDLE", new String[] {"WALK", "RUN"});
    }

    static MachineInfo armsInfo() {
        return new MachineInfo("Body.Arms", new String[] {"READY", "AIM", "FIRE"}, "READY",
                new String[] {"AIM", "FIRE"});
    }

    /** The machine: its batch (the legs'), which has created and linked the arms'. */
    static Bodies<Legs> machine(boolean idMode) {
        return machine(idMode, armsInfo());
    }

    /** The machine, its arms described by {@code arms}. */
    static Bodies<Legs> machine(boolean idMode, MachineInfo armsInfo) {
        Bodies<Legs> legs = new Bodies<>(legsInfo().withRegions(armsInfo), Legs.values(), Move.class, idMode);
        Bodies<Arms> arms = new Bodies<>(armsInfo, Arms.values(), Shoot.class, idMode);
        legs.linkRegions(arms);
        legs.other = arms;
        arms.other = legs;
        return legs;
    }

    /** The same two regions as separate, unlinked batches: the legs' alone. */
    static Bodies<Legs> legsAlone(boolean idMode) {
        return new Bodies<>(legsInfo(), Legs.values(), Move.class, idMode);
    }

    @SuppressWarnings("unchecked")
    Bodies<Arms> arms() {
        return (Bodies<Arms>) region(Arms.class);
    }

    long add(int id, S state) {
        return addId(id, state);
    }

    long add(Object entity, S state) {
        return addEntity(entity, state);
    }

    long resume(int id, S state, Enum<?>... others) {
        return resumeId(id, state, others);
    }

    long resumeObject(Object entity, S state, Enum<?>... others) {
        return resumeEntity(entity, state, others);
    }

    long resumeOne(int id, S state) {
        return resumeId(id, state);
    }

    /** The state of the entity in {@code slot} in this region, or null while an add has not entered it. */
    S currentAt(int slot) {
        return present(slot) ? values[stateAt(slot)] : null;
    }

    /** The handle of the entity in {@code slot}. */
    long handleAt(int slot) {
        return books().slots().handleOf(slot);
    }

    @Override
    protected int checkStartable(S state) {
        if (state == null) {
            throw new IllegalArgumentException(name() + ": no state");
        }
        return state.ordinal();
    }

    @Override
    protected boolean takes(Object message) {
        return takes.isInstance(message) || message instanceof Halt;
    }

    @Override
    protected boolean deliver(Lane lane, int slot, int state, Object message) {
        S next;
        try {
            next = onMessage.receive(this, slot, values[state], message);
        } catch (Exception failure) {
            failed(lane, slot, Events.MESSAGE, failure);
            return true;
        }
        if (next == null) {
            return false;
        }
        if (next.ordinal() != state) {
            move(lane, slot, Events.MESSAGE, state, next.ordinal(), 0f);
        }
        return true;
    }

    @Override
    protected void updateWords(Lane lane, int state, long[] members, long[] leavers, int lo, int hi, float dt) {
        int went = Lane.NOWHERE;
        int first = hi;
        int last = lo;
        for (int w = lo; w < hi; w++) {
            long left = 0L;
            for (long rest = members[w]; rest != 0; rest &= rest - 1) {
                int slot = w << 6 | Long.numberOfTrailingZeros(rest);
                S next;
                try {
                    next = script.update(this, slot, values[state]);
                } catch (Exception failure) {
                    failed(lane, slot, Events.UPDATE, failure);
                    continue;
                }
                if (next != null && next.ordinal() != state) {
                    int now = move(lane, slot, Events.UPDATE, state, next.ordinal(), dt);
                    if (now != state) {
                        left |= rest & -rest;
                        went = went == now || went == Lane.NOWHERE ? now : Lane.MIXED;
                    }
                }
            }
            if (left != 0L) {
                members[w] &= ~left;
                leavers[w] |= left;
                first = Math.min(first, w);
                last = w;
            }
        }
        if (went != Lane.NOWHERE) {
            lane.left(first, last + 1, went);
        }
    }

    @Override
    protected void enter(Lane lane, int slot) {
        try {
            onEnter.enter(this, slot, values[stateAt(slot)]);
        } catch (Exception failure) {
            failed(lane, slot, Events.ENTER, failure);
        }
    }

    @Override
    protected int move(Lane lane, int slot, int event, int current, int next, float dt) {
        setState(slot, next, current);
        moved(lane, slot, current, next, event);
        try {
            onEnter.enter(this, slot, values[next]);
        } catch (Exception failure) {
            failed(lane, slot, Events.ENTER, failure);
        }
        return next;
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
