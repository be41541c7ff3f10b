package dev.brainstem.samples.stack;

import dev.brainstem.Back;
import dev.brainstem.EntryPoint;
import dev.brainstem.Interrupt;
import dev.brainstem.OnEnter;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;
import dev.brainstem.States;

/**
 * An interrupt whose enter may go straight back (a redirect to {@code @Back}), and a limit of two
 * transitions per tick: WORK to PEEK, PEEK's enter back to WORK, and WORK's update again would be three.
 */
@StateMachine(value = Bouncer.Spot.class, maxTransitionsPerTick = 2)
public class Bouncer {
    @States
    public enum Spot { WORK, @Interrupt @EntryPoint PEEK, @Back BACK }

    boolean peek;
    boolean stayInPeek;

    @OnUpdate(value = "WORK", to = "PEEK")
    Spot work() {
        return peek ? Spot.PEEK : null;
    }

    @OnEnter(value = "PEEK", to = "BACK")
    Spot peeked() {
        return stayInPeek ? null : Spot.BACK;
    }
}
