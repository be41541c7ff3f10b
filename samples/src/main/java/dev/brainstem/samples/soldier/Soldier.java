package dev.brainstem.samples.soldier;

import dev.brainstem.OnEnter;
import dev.brainstem.OnExit;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;
import dev.brainstem.TimeInState;
import dev.brainstem.Transition;

/**
 * A soldier on patrol who fights when he sees the enemy (see {@link SoldierState}). In {@code COMBAT}
 * he aims, fires three rounds a magazine, reloads, and takes cover while under fire; when the enemy is
 * gone he patrols again, and when it comes back he picks up the fight where he left it, because
 * {@code COMBAT} keeps a deep history. The game stuns him with {@code transitionTo(STUNNED)}.
 */
@StateMachine(SoldierState.class)
public class Soldier {
    /** How long he aims before the first shot, and between shots. */
    public static final float AIM_TIME = 0.3f;
    /** How long each half of a reload takes. */
    public static final float RELOAD_STEP = 0.5f;
    /** How long a flashbang stuns him. */
    public static final float STUN_TIME = 1f;
    /** Rounds in a magazine. */
    public static final int MAGAZINE = 3;

    /** What the game tells him about the world. */
    public boolean enemyVisible;
    public boolean underFire;

    public int rounds = MAGAZINE;
    public int shotsFired;
    public boolean weaponRaised;

    @Transition(from = "PATROL", to = "COMBAT")
    boolean spotted() {
        return enemyVisible;
    }

    @Transition(from = "COMBAT", to = "PATROL")
    boolean enemyGone() {
        return !enemyVisible;
    }

    @Transition(from = "ARMED", to = "TAKE_COVER")
    boolean shotAt() {
        return underFire;
    }

    @OnUpdate(value = "TAKE_COVER", to = "ARMED")
    SoldierState stayDown() {
        return underFire ? null : SoldierState.ARMED;
    }

    @OnUpdate(value = "AIM", to = "FIRE")
    SoldierState aim(@TimeInState float t) {
        return t >= AIM_TIME ? SoldierState.FIRE : null;
    }

    @OnEnter("FIRE")
    void fire() {
        rounds--;
        shotsFired++;
    }

    @OnUpdate(value = "FIRE", to = {"AIM", "RELOAD"})
    SoldierState afterShot() {
        return rounds > 0 ? SoldierState.AIM : SoldierState.RELOAD;
    }

    @OnUpdate(value = "SWAP_MAGAZINE", to = "CHAMBER")
    SoldierState swap(@TimeInState float t) {
        return t >= RELOAD_STEP ? SoldierState.CHAMBER : null;
    }

    @OnUpdate(value = "CHAMBER", to = "AIM")
    SoldierState chamber(@TimeInState float t) {
        if (t < RELOAD_STEP) {
            return null;
        }
        rounds = MAGAZINE;
        return SoldierState.AIM;
    }

    @OnEnter("COMBAT")
    void raiseWeapon() {
        weaponRaised = true;
    }

    @OnExit("COMBAT")
    void lowerWeapon() {
        weaponRaised = false;
    }

    @OnUpdate(value = "STUNNED", to = "RESUME")
    SoldierState dazed(@TimeInState float t) {
        return t >= STUN_TIME ? SoldierState.RESUME : null;
    }
}
