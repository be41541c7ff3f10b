package dev.brainstem.samples.monsters;

import dev.brainstem.OnEnter;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;

/**
 * One monster as an object: the same machine and the same rules as {@link Monsters}, in object mode,
 * so the two can be compared entity for entity and nanosecond for nanosecond.
 */
@StateMachine(MonsterState.class)
public final class Monster {
    float x;
    float timer;
    float distance;
    int die;

    /** Monster number {@code id}, with the die {@link Monsters} would give that id. */
    public Monster(long seed, int id) {
        die = Monsters.seedOf(seed, id);
    }

    private int roll() {
        int s = die;
        s ^= s << 13;
        s ^= s >>> 17;
        s ^= s << 5;
        die = s;
        return s;
    }

    @OnEnter("IDLE")
    void rest() {
        timer = -(roll() & 255) / 256f;
    }

    @OnEnter({"WANDER", "ATTACK", "FLEE"})
    void startClock() {
        timer = 0;
    }

    @OnUpdate(value = "IDLE", to = {"WANDER", "CHASE"})
    MonsterState idle(float dt) {
        if ((roll() & 255) == 0) {
            return MonsterState.CHASE;
        }
        timer += dt;
        return timer >= Monsters.REST ? MonsterState.WANDER : null;
    }

    @OnUpdate(value = "WANDER", to = {"IDLE", "CHASE"})
    MonsterState wander(float dt) {
        if ((roll() & 511) == 0) {
            return MonsterState.CHASE;
        }
        x += Monsters.WALK * dt;
        timer += dt;
        return timer >= Monsters.ROAM ? MonsterState.IDLE : null;
    }

    @OnEnter("CHASE")
    void spotPrey() {
        distance = 2 + (roll() & 7);
    }

    @OnUpdate(value = "CHASE", to = "ATTACK")
    MonsterState chase(float dt) {
        x += Monsters.RUN * dt;
        distance -= Monsters.RUN * dt;
        return distance <= 0 ? MonsterState.ATTACK : null;
    }

    @OnUpdate(value = "ATTACK", to = {"IDLE", "FLEE"})
    MonsterState attack(float dt) {
        timer += dt;
        if (timer < Monsters.BITE) {
            return null;
        }
        return (roll() & 3) == 0 ? MonsterState.FLEE : MonsterState.IDLE;
    }

    @OnUpdate(value = "FLEE", to = "IDLE")
    MonsterState flee(float dt) {
        x -= Monsters.RUN * dt;
        timer += dt;
        return timer >= Monsters.FLEE_TIME ? MonsterState.IDLE : null;
    }

    public float x() {
        return x;
    }
}
