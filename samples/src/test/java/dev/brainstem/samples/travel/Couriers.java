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
 * The travel fixture in id mode ({@link Courier}'s twin), every handler driven by its script ({@link Moves}); {@link
 * CourierSpec} describes it to the reference model, handlers named and numbered as here. A per-entity
 * timer, a group's timer, one to {@code @Back}, a sliced state, a history group, a stack and a message.
 */
@StateMachine(Leg.class)
@After(value = "REST", delay = "patience", to = "ROAM")
@After(value = "JOB", seconds = 1.5f, to = "REST")
@After(value = "HIT", seconds = 1f, to = "BACK")
final class Couriers {
    private static final Leg[] V = Leg.values();

    final Moves moves;
    /** Per id: the game's stable key of the entity, what names it to its script; the game moves it with the entity. */
    final java.util.Map<Integer, Integer> keys = new java.util.HashMap<>();

    Couriers(Moves moves) {
        this.moves = moves;
    }

    private int key(int id) {
        Integer key = keys.get(id);
        if (key == null) {
            throw new AssertionError("id " + id + " has no key");
        }
        return key;
    }

    private static int arg(Leg s) {
        return s == null ? Moves.NULL : s.ordinal();
    }

    private static Leg as(int ordinal) {
        return ordinal < 0 ? null : V[ordinal];
    }

    float patience(int id) {
        return moves.delay(key(id), "patience");
    }

    @OnUpdate(value = "ROAM", to = {"REST", "JOB"}, every = 2)
    Leg roam(int id, float dt) {
        return as(moves.call(key(id), "roam", Leg.ROAM.ordinal(), NO_ARG, dt, -1));
    }

    @OnUpdate(value = "LOAD", to = "HAUL")
    Leg load(int id, float dt) {
        return as(moves.call(key(id), "load", Leg.LOAD.ordinal(), NO_ARG, dt, -1));
    }

    @OnUpdate(value = "HAUL", to = {"LOAD", "ROAM"})
    Leg haul(int id, float dt) {
        return as(moves.call(key(id), "haul", Leg.HAUL.ordinal(), NO_ARG, dt, -1));
    }

    @OnUpdate(value = "HIT", to = "BACK")
    Leg hit(int id, float dt) {
        return as(moves.call(key(id), "hit", Leg.HIT.ordinal(), NO_ARG, dt, -1));
    }

    @OnEnter("HAUL")
    void enterHaul(int id, Leg from) {
        moves.call(key(id), "enterHaul", Leg.HAUL.ordinal(), arg(from), NO_DT, -1);
    }

    @OnExit("ROAM")
    void exitRoam(int id, Leg to) {
        moves.call(key(id), "exitRoam", Leg.ROAM.ordinal(), arg(to), NO_DT, -1);
    }

    @OnMessage(value = {"REST", "ROAM", "LOAD", "HAUL"}, to = {"HIT", "JOB"})
    Leg pinged(int id, Ping ping, @Current Leg state) {
        return as(moves.call(key(id), "pinged", state.ordinal(), NO_ARG, NO_DT, ping.serial()));
    }
}
