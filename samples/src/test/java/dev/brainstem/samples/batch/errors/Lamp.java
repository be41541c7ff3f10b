package dev.brainstem.samples.batch.errors;

import dev.brainstem.EntryPoint;
import dev.brainstem.OnEnter;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;
import dev.brainstem.States;

/** A lamp whose update and enter throw when told to: the error handler's changes are tested on it. */
@StateMachine(Lamp.Light.class)
public class Lamp {
    @States
    public enum Light { OFF, @EntryPoint ON }

    boolean failUpdate;
    boolean failEnter;
    int updates;

    @OnUpdate("OFF")
    void off() {
        updates++;
        if (failUpdate) {
            throw new IllegalStateException("update failed");
        }
    }

    @OnEnter("ON")
    void on() {
        if (failEnter) {
            throw new IllegalStateException("enter failed");
        }
    }
}
