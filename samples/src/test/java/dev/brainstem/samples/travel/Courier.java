package dev.brainstem.samples.travel;

import static dev.brainstem.samples.travel.Moves.NO_ARG;
import static dev.brainstem.samples.travel.Moves.NO_DT;

import dev.brainstem.After;
import dev.brainstem.Current;
import dev.brainstem.OnEnter;
import dev.brainstem.OnExit;
import dev.brainstem.OnMessage;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;

/**
 * The travel fixture in object mode, every handler driven by its script ({@link Moves}); {@link
 * CourierSpec} describes it to the reference model, handlers named and numbered as here. A per-entity
 * timer, a group's timer, one to {@code @Back}, a sliced state, a history group, a stack and a message.
 */
@StateMachine(Leg.class)
@After(value = "REST", delay = "patience", to = "ROAM")
@After(value = "JOB", seconds = 1.5f, to = "REST")
@After(value = "HIT", seconds = 1f, to = "BACK")
final class Courier {
    private static final Leg[] V = Leg.values();

    final Moves moves;
    /** What names it to its script: the game's stable key, which travels with it. */
    final int key;

    Courier(Moves moves, int key) {
        this.moves = moves;
        this.key = key;
    }

    private static int arg(Leg s) {
        return s == null ? Moves.NULL : s.ordinal();
    }

    private static Leg as(int ordinal) {
        return ordinal < 0 ? null : V[ordinal];
    }

    float patience() {
        return moves.delay(key, "patience");
    }

    @OnUpdate(value = "ROAM", to = {"REST", "JOB"}, every = 2)
    Leg roam(float dt) {
        return as(moves.call(key, "roam", Leg.ROAM.ordinal(), NO_ARG, dt, -1));
    }

    @OnUpdate(value = "LOAD", to = "HAUL")
    Leg load(float dt) {
        return as(moves.call(key, "load", Leg.LOAD.ordinal(), NO_ARG, dt, -1));
    }

    @OnUpdate(value = "HAUL", to = {"LOAD", "ROAM"})
    Leg haul(float dt) {
        return as(moves.call(key, "haul", Leg.HAUL.ordinal(), NO_ARG, dt, -1));
    }

    @OnUpdate(value = "HIT", to = "BACK")
    Leg hit(float dt) {
        return as(moves.call(key, "hit", Leg.HIT.ordinal(), NO_ARG, dt, -1));
    }

    @OnEnter("HAUL")
    void enterHaul(Leg from) {
        moves.call(key, "enterHaul", Leg.HAUL.ordinal(), arg(from), NO_DT, -1);
    }

    @OnExit("ROAM")
    void exitRoam(Leg to) {
        moves.call(key, "exitRoam", Leg.ROAM.ordinal(), arg(to), NO_DT, -1);
    }

    @OnMessage(value = {"REST", "ROAM", "LOAD", "HAUL"}, to = {"HIT", "JOB"})
    Leg pinged(Ping ping, @Current Leg state) {
        return as(moves.call(key, "pinged", state.ordinal(), NO_ARG, NO_DT, ping.serial()));
    }
}
