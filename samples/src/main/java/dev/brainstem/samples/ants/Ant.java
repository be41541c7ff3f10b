package dev.brainstem.samples.ants;

import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;
import dev.brainstem.Transition;

/**
 * The ant of the finite-state-machine tutorial: it looks for a leaf, carries it home, and runs away
 * from the mouse cursor whenever it comes close. The tutorial's first brain sent a running ant back to
 * looking for a leaf, so an ant chased while carrying one home forgot it; its second brain is a stack:
 * "run away" is pushed on top of whatever the ant was doing and popped when the danger is gone. Here
 * {@code RUN_AWAY} is an {@code @Interrupt}: the guard {@link #cursorNear()} enters it from either
 * state, which pushes that state, and {@link #runAway()} returns {@code RESUME}, the {@code @Back}
 * constant, which pops it. The ant keeps no note of its own: its state and its stack are its memory
 * (an ant in {@code GO_HOME}, or running with {@code GO_HOME} under it, carries a leaf).
 *
 * <p>The ant moves one cell a tick, in any of eight directions, on its {@link Field}.
 */
@StateMachine(AntState.class)
public class Ant {
    int x, y;
    final Field field;

    public Ant(Field field, int x, int y) {
        this.field = field;
        this.x = x;
        this.y = y;
    }

    /**
     * The push: the cursor is close, whatever the ant is doing. A guard runs before the state's own
     * update, so the danger outranks a leaf underfoot.
     */
    @Transition(from = {"FIND_LEAF", "GO_HOME"}, to = "RUN_AWAY")
    boolean cursorNear() {
        return field.threatNear(x, y);
    }

    @OnUpdate(value = "FIND_LEAF", to = "GO_HOME")
    AntState findLeaf() {
        if (field.takeLeaf(x, y)) {
            return AntState.GO_HOME;
        }
        int leaf = field.nearestLeaf(x, y);
        if (leaf >= 0) {
            stepTowards(field.xOf(leaf), field.yOf(leaf));
        }
        return null;
    }

    @OnUpdate(value = "GO_HOME", to = "FIND_LEAF")
    AntState goHome() {
        if (field.isHome(x, y)) {
            field.storeLeaf();
            return AntState.FIND_LEAF;
        }
        stepTowards(field.homeX, field.homeY);
        return null;
    }

    /** The pop: once the cursor is far enough, go back to what was interrupted, whatever it was. */
    @OnUpdate(value = "RUN_AWAY", to = "RESUME")
    AntState runAway() {
        if (!field.threatNear(x, y)) {
            return AntState.RESUME;
        }
        int dx = Integer.signum(x - field.cursorX());
        int dy = Integer.signum(y - field.cursorY());
        if (dx == 0 && dy == 0) {
            dx = x < field.width / 2 ? 1 : -1;
        }
        moveBy(dx, dy);
        return null;
    }

    private void stepTowards(int tx, int ty) {
        moveBy(Integer.signum(tx - x), Integer.signum(ty - y));
    }

    private void moveBy(int dx, int dy) {
        x = Math.max(0, Math.min(field.width - 1, x + dx));
        y = Math.max(0, Math.min(field.height - 1, y + dy));
    }

    public int x() {
        return x;
    }

    public int y() {
        return y;
    }

    @Override
    public String toString() {
        return "Ant(" + x + "," + y + ")";
    }
}
