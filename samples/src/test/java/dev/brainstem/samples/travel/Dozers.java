package dev.brainstem.samples.travel;

import dev.brainstem.After;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;

/**
 * An id-mode crowd that waits: each entity sleeps in {@code DOZE}, its timer in the wheel, for as long as
 * its id says. What an import costs is measured on it ({@code TravelCostTest}).
 */
@StateMachine(Doze.class)
@After(value = "DOZE", delay = "dozeFor", to = "UP")
public final class Dozers {
    /** How many decisions {@code UP} made. */
    int ups;

    float dozeFor(int id) {
        return 30f + (id & 1023) / 64f;
    }

    @OnUpdate("UP")
    void up(int id) {
        ups++;
    }
}
