package dev.brainstem.samples.regions.v2;

import dev.brainstem.OnMessage;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;

/**
 * A trooper of two regions told by the test where each goes next: each update returns its region's command
 * once. An {@link Alarm} is taken by both regions: the stance crouches, the gun engages.
 */
@StateMachine(value = Stance.class, regions = {Gun.class})
public class Trooper {
    /** Where the next update of each region goes; null stays. */
    public Stance stance;
    public Gun gun;
    /** The alarms each region took, in order: "stance", "gun". */
    public final java.util.List<String> alarms = new java.util.ArrayList<>();

    @OnUpdate(value = {"PRONE", "STAND", "CRAWL", "CROUCH"}, to = {"PRONE", "STAND", "CRAWL", "CROUCH"})
    Stance move() {
        Stance next = stance;
        stance = null;
        return next;
    }

    @OnUpdate(value = {"SAFE", "READY"}, to = {"SAFE", "READY", "ENGAGED", "JAMMED"})
    Gun handle() {
        Gun next = gun;
        gun = null;
        return next;
    }

    @OnUpdate(value = "JAMMED", to = {"CLEARED", "SAFE"})
    Gun jammed() {
        Gun next = gun;
        gun = null;
        return next;
    }

    @OnMessage(value = "STAND", to = "CROUCH")
    Stance duck(Alarm alarm) {
        alarms.add("stance");
        return Stance.CROUCH;
    }

    @OnMessage(value = "SAFE", to = "ENGAGED")
    Gun engage(Alarm alarm) {
        alarms.add("gun");
        return Gun.ENGAGED;
    }
}
