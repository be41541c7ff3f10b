package dev.brainstem.ashley;

import com.badlogic.ashley.core.Component;
import dev.brainstem.runtime.AbstractBatch;
import dev.brainstem.runtime.MachineInfo;
import dev.brainstem.runtime.internal.Lane;
import java.util.Arrays;
import java.util.function.Consumer;

/**
 * A machine of two orthogonal regions written by hand as the processor writes one (object mode, no
 * handlers): the legs' batch leads and links the arms'. Entities move only by {@code transitionTo}: enough
 * for the system's reads of any region's states.
 *
 * @param <S> the region's state enum
 */
final class Limbs<S extends Enum<S>> extends AbstractBatch<S> {
    enum Legs { STAND, RUN }

    enum Arms { REST, SWING, BLOCK }

    /** The machine object of an entity: its component. */
    static final class Body implements Component {}

    private Object[] bodies = new Object[0];

    private Limbs(MachineInfo info, S[] states) {
        super(info, states, false, true);
    }

    static Limbs<Legs> machine() {
        MachineInfo arms = new MachineInfo("Limbs.Arms", new String[] {"REST", "SWING", "BLOCK"}, "REST",
                new String[] {"SWING", "BLOCK"});
        Limbs<Legs> legs = new Limbs<>(new MachineInfo("Limbs", new String[] {"STAND", "RUN"}, "STAND",
                new String[] {"RUN"}).withRegions(arms), Legs.values());
        legs.linkRegions(new Limbs<>(arms, Arms.values()));
        return legs;
    }

    long add(Body body, S state) {
        return addEntity(body, state);
    }

    void forEach(S state, Consumer<Body> action) {
        forEachSlot(state, slot -> action.accept((Body) bodies[slot]));
    }

    @Override
    protected void updateWords(Lane lane, int state, long[] members, long[] leavers, int lo, int hi, float dt) {}

    @Override
    protected void enter(Lane lane, int slot) {}

    @Override
    protected int move(Lane lane, int slot, int event, int current, int next, float dt) {
        setState(slot, next, current);
        moved(lane, slot, current, next, event);
        return next;
    }

    @Override
    protected int checkStartable(S state) {
        if (state == null) {
            throw new IllegalArgumentException("Limbs: no state");
        }
        return state.ordinal();
    }

    @Override
    protected void attach(int slot, Object entity) {
        bodies[slot] = entity;
    }

    @Override
    protected void detach(int slot) {
        bodies[slot] = null;
    }

    @Override
    protected Object entityAt(int slot) {
        return bodies[slot];
    }

    @Override
    protected void grow(int capacity) {
        bodies = Arrays.copyOf(bodies, capacity);
    }

    @Override
    protected Object[] entityArray() {
        return bodies;
    }
}
