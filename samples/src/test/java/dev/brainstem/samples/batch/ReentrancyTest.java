package dev.brainstem.samples.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Changes asked for by enter and exit handlers: during a tick's updates, while the tick applies its
 * deferred changes, and outside a tick (in add or transitionTo). Whatever the moment, every entity is
 * in the batch once or not at all, the counts add up, and a handler that removes its own entity does
 * not bring it back.
 */
class ReentrancyTest {
    static Frail frail(String mode) {
        return mode.equals("object") ? Frail.objects() : Frail.ids(64);
    }

    private static Set<Long> without(Frail f, int... removed) {
        Set<Long> live = new HashSet<>(f.handles);
        for (int i : removed) {
            live.remove(f.handle(i));
        }
        return live;
    }

    /** CALM's exit removes its own entity while transitionTo, called by game code, moves it. */
    @ParameterizedTest
    @ValueSource(strings = {"object", "id"})
    void anExitRemovesItsEntityInTransitionTo(String mode) {
        Frail f = frail(mode);
        f.addAll(4);
        List<String> told = new ArrayList<>();
        f.batch().setListener((h, from, to, e) -> told.add(h + ":" + from + "->" + to));
        f.inHandler(i -> {
            if (i == 1 && f.contains(f.handle(1))) {
                f.remove(f.handle(1));
            }
        });
        f.transitionTo(f.handle(1), Mood.BROKEN);
        f.inHandler(null);
        assertFalse(f.contains(f.handle(1)), "removed by its own exit handler");
        f.assertWhole(without(f, 1));
        f.batch().tick(0.1f);
        f.assertWhole(without(f, 1));
    }

    /** CALM's exit removes another entity while transitionTo moves its own. */
    @ParameterizedTest
    @ValueSource(strings = {"object", "id"})
    void anExitRemovesAnotherEntityInTransitionTo(String mode) {
        Frail f = frail(mode);
        f.addAll(4);
        f.inHandler(i -> {
            if (i == 1 && f.contains(f.handle(2))) {
                f.remove(f.handle(2));
            }
        });
        f.transitionTo(f.handle(1), Mood.BROKEN);
        f.inHandler(null);
        assertEquals(Mood.BROKEN, f.stateOf(1));
        f.assertWhole(without(f, 2));
        f.batch().tick(0.1f);
        f.assertWhole(without(f, 2));
    }

    /**
     * During a tick, an update sends another entity to BROKEN (deferred); when that is applied, the
     * other entity's CALM exit removes its own entity.
     */
    @ParameterizedTest
    @ValueSource(strings = {"object", "id"})
    void anExitRemovesItsEntityWhileATickAppliesItsChanges(String mode) {
        Frail f = frail(mode);
        f.addAll(4);
        boolean[] asked = {false};
        int[] callsOf2 = {0};
        f.inHandler(i -> {
            if (i == 0 && !asked[0]) {
                asked[0] = true;
                f.transitionTo(f.handle(2), Mood.BROKEN);
            } else if (i == 2 && ++callsOf2[0] == 2) {
                // Its first handler call is its update; its second, the exit run by the deferred transitionTo.
                f.remove(f.handle(2));
            }
        });
        f.batch().tick(0.1f);
        f.inHandler(null);
        assertFalse(f.contains(f.handle(2)));
        f.assertWhole(without(f, 2));
        f.batch().tick(0.1f);
        f.assertWhole(without(f, 2));
        assertTrue(f.updates(0) == 2 && f.updates(1) == 2 && f.updates(3) == 2);
    }

    /** ANGRY's enter, run by a transition an update made, removes its own entity: deferred to the tick's end. */
    @ParameterizedTest
    @ValueSource(strings = {"object", "id"})
    void anEnterRemovesItsEntityDuringATick(String mode) {
        Frail f = frail(mode);
        f.addAll(4);
        f.angry(1, true);
        f.inHandler(i -> {
            if (i == 1 && f.stateOf(1) == Mood.ANGRY) {
                f.remove(f.handle(1));
            }
        });
        f.batch().tick(0.1f);
        f.inHandler(null);
        assertFalse(f.contains(f.handle(1)));
        f.assertWhole(without(f, 1));
        f.batch().tick(0.1f);
        f.assertWhole(without(f, 1));
    }
}
