package dev.brainstem.samples.mail;

import dev.brainstem.OnMessage;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;
import dev.brainstem.States;

/** Falls asleep on a lullaby; counts its updates in each state (its own fields only: safe in parallel). */
@StateMachine(Sleeper.Rest.class)
public class Sleeper {
    @States
    public enum Rest { AWAKE, ASLEEP }

    /** Sends an awake sleeper to sleep. */
    public static final class Lullaby { }

    int awakeUpdates;
    int asleepUpdates;

    @OnMessage(value = "AWAKE", to = "ASLEEP")
    Rest lull(Lullaby lullaby) {
        return Rest.ASLEEP;
    }

    @OnUpdate("AWAKE")
    void stayUp() {
        awakeUpdates++;
    }

    @OnUpdate("ASLEEP")
    void sleep() {
        asleepUpdates++;
    }
}
