package dev.brainstem.samples.mail;

import dev.brainstem.OnMessage;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;
import dev.brainstem.States;

/** Waits for pings; one in four sends it off, and it is back the tick after. */
@StateMachine(Courier.Spot.class)
public class Courier {
    @States
    public enum Spot { WAIT, GO }

    /** A ping; {@code n == 0} sends the courier off. */
    public record Ping(int n) {}

    long pings;

    @OnMessage(value = "WAIT", to = "GO")
    Spot ping(Ping ping) {
        pings++;
        return ping.n() == 0 ? Spot.GO : null;
    }

    @OnUpdate(value = "GO", to = "WAIT")
    Spot back() {
        return Spot.WAIT;
    }
}
