package dev.brainstem.samples.history.v2;

import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;

/** The soldier of version v2: told by the test where to go next, as in v1. */
@StateMachine(Order.class)
public class Soldier {
    /** Where the next update goes; null stays. */
    public Order command;

    @OnUpdate(value = {"PATROL", "TAKE_COVER", "AIM", "FIRE", "RELOAD"},
            to = {"PATROL", "TAKE_COVER", "AIM", "FIRE", "RELOAD", "COMBAT"})
    Order act() {
        Order next = command;
        command = null;
        return next;
    }
}
