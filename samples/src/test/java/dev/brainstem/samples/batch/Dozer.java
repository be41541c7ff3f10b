package dev.brainstem.samples.batch;

import dev.brainstem.After;
import dev.brainstem.OnEnter;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * An id-mode system whose handlers count their calls, for {@code VisitsPerTickTest} (issue 43):
 * {@code NAP} sleeps (no decision) until its 1 s timer takes the entity to {@code ROAM}, whose update
 * runs on one tick in four (times the entity's stride).
 */
@StateMachine(DozeState.class)
@After(value = "NAP", seconds = 1f, to = "ROAM")
final class Dozer {
    /** The ids whose ROAM update ran (a parallel tick's workers add too): cleared by the test. */
    final List<Integer> roamed = Collections.synchronizedList(new ArrayList<>());
    /** Per id: the dt its last ROAM update was given. */
    final float[] lastDt = new float[73_728];
    /** Per id: how often it entered ROAM. */
    final int[] woke = new int[73_728];

    @OnUpdate(value = "ROAM", every = 4)
    void roam(int id, float dt) {
        roamed.add(id);
        lastDt[id] = dt;
    }

    @OnEnter("ROAM")
    void wake(int id) {
        woke[id]++;
    }
}
