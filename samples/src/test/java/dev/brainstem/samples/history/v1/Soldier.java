package dev.brainstem.samples.history.v1;

import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;

/** A soldier told by the test where to go next: each update returns {@link #command} once. */
@StateMachine(Order.class)
public class Soldier {
    /** Where the next update goes; null stays. */
    public Order command;

    @OnUpdate(value = {"PATROL", "TAKE_COVER", "AIM", "FIRE", "RELOAD"},
            to = {"PATROL", "TAKE_COVER", "AIM", "FIRE", "RELOAD", "COMBAT", "STUNNED"})
    Order act() {
        return take();
    }

    @OnUpdate(value = "STUNNED", to = {"RESUME", "PATROL", "COMBAT"})
    Order stunned() {
        return take();
    }

    private Order take() {
        Order next = command;
        command = null;
        return next;
    }
}
