package dev.brainstem.samples.hardening;

import dev.brainstem.OnEnter;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;
import dev.brainstem.States;

/** A fuse whose LIT enter throws when it is wet: the listener hears the transition all the same. */
@StateMachine(Fuse.Spark.class)
public final class Fuse {
    @States
    public enum Spark { IDLE, LIT }

    boolean wet;

    @OnUpdate(value = "IDLE", to = "LIT")
    Spark strike() {
        return Spark.LIT;
    }

    @OnEnter("LIT")
    void lit() {
        if (wet) {
            throw new IllegalStateException("wet fuse");
        }
    }
}
