package dev.brainstem.artemis;

import dev.brainstem.runtime.AbstractBatch;
import dev.brainstem.runtime.MachineInfo;
import dev.brainstem.runtime.internal.Lane;
import java.util.function.IntConsumer;

/**
 * A machine of two orthogonal regions written by hand as the processor writes one (id mode, no handlers):
 * the legs' batch leads and links the arms'. Entities move only by {@code transitionTo}: enough for the
 * system's reads of any region's states.
 *
 * @param <S> the region's state enum
 */
final class Limbs<S extends Enum<S>> extends AbstractBatch<S> {
    enum Legs { STAND, RUN }

    enum Arms { REST, SWING, BLOCK }

    private Limbs(MachineInfo info, S[] states) {
        super(info, states, true, true);
    }

    static Limbs<Legs> machine() {
        MachineInfo arms = new MachineInfo("Limbs.Arms", new String[] {"REST", "SWING", "BLOCK"}, "REST",
                new String[] {"SWING", "BLOCK"});
        Limbs<Legs> legs = new Limbs<>(new MachineInfo("Limbs", new String[] {"STAND", "RUN"}, "STAND",
                new String[] {"RUN"}).withRegions(arms), Legs.values());
        legs.linkRegions(new Limbs<>(arms, Arms.values()));
        return legs;
    }

    long add(int id, S state) {
        return addId(id, state);
    }

    void forEach(S state, IntConsumer action) {
        forEachSlot(state, action);
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
}
