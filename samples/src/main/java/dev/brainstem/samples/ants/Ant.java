package dev.brainstem.samples.ants;

import dev.brainstem.OnEnter;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;

/**
 * The ant of the finite-state-machine tutorial: it looks for a leaf, carries it home, and runs away
 * from the mouse cursor whenever it comes close. The tutorial's stack-based brain pushes
 * {@code runAway} on top of whatever the ant was doing and pops it when the danger is gone; here
 * {@code RUN_AWAY}'s enter handler keeps the state it came from (the push), and its update returns
 * to it (the pop).
 *
 * <p>The ant moves one cell a tick, in any of eight directions, on its {@link Field}.
 */
@StateMachine(AntState.class)
public class Ant {
    int x, y;
    final Field field;
    /** What the ant was doing before it ran: the state under the top of the tutorial's stack. */
    AntState resume = AntState.FIND_LEAF;

    public Ant(Field field, int x, int y) {
        this.field = field;
        this.x = x;
        this.y = y;
    }

    @OnUpdate(value = "FIND_LEAF", to = {"GO_HOME", "RUN_AWAY"})
    AntState findLeaf() {
        if (field.threatNear(x, y)) {
            return AntState.RUN_AWAY;
        }
        if (field.takeLeaf(x, y)) {
            return AntState.GO_HOME;
        }
        int leaf = field.nearestLeaf(x, y);
        if (leaf >= 0) {
            stepTowards(field.xOf(leaf), field.yOf(leaf));
        }
        return null;
    }

    @OnUpdate(value = "GO_HOME", to = {"FIND_LEAF", "RUN_AWAY"})
    AntState goHome() {
        if (field.threatNear(x, y)) {
            return AntState.RUN_AWAY;
        }
        if (field.isHome(x, y)) {
            field.storeLeaf();
            return AntState.FIND_LEAF;
        }
        stepTowards(field.homeX, field.homeY);
        return null;
    }

    /** The push: remember what to go back to. */
    @OnEnter("RUN_AWAY")
    void panic(AntState from) {
        resume = from;
    }

    /** The pop: once the cursor is far enough, go back to what was interrupted. */
    @OnUpdate(value = "RUN_AWAY", to = {"FIND_LEAF", "GO_HOME"})
    AntState runAway() {
        if (!field.threatNear(x, y)) {
            return resume;
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

    /** Whether the ant has a leaf: it is taking one home, or ran away while doing so. */
    public boolean carriesLeaf(AntState state) {
        return state == AntState.GO_HOME || state == AntState.RUN_AWAY && resume == AntState.GO_HOME;
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
