package dev.brainstem.samples.soldier;

import dev.brainstem.Current;
import dev.brainstem.OnEnter;
import dev.brainstem.OnExit;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;
import dev.brainstem.TimeInState;
import dev.brainstem.Transition;

/**
 * A soldier whose legs and weapon are two orthogonal regions of one machine ({@link Legs}, {@link Weapon}):
 * each tick his legs decide first, then his weapon. On patrol he walks with his weapon lowered; when he sees
 * the enemy he runs for cover and his weapon enters {@code COMBAT}; he does not aim on the run, so the first
 * shot waits until he crouches. In {@code COMBAT} he aims, fires three rounds a magazine and reloads; when the
 * enemy is gone he walks on, and when it comes back his weapon picks up the fight where it left it, because
 * {@code COMBAT} keeps a deep history. The game stuns his weapon arm with {@code transitionTo(STUNNED)}: his
 * legs keep their own state, and do not charge while he is stunned.
 */
@StateMachine(value = Legs.class, regions = {Weapon.class})
public class Soldier {
    /** How long he aims before the first shot, and between shots. */
    public static final float AIM_TIME = 0.3f;
    /** How long each half of a reload takes. */
    public static final float RELOAD_STEP = 0.5f;
    /** How long a flashbang stuns him. */
    public static final float STUN_TIME = 1f;
    /** How long he runs to reach cover. */
    public static final float RUN_TIME = 0.8f;
    /** Rounds in a magazine. */
    public static final int MAGAZINE = 3;

    /** What the game tells him about the world. */
    public boolean enemyVisible;
    public boolean underFire;

    public int rounds = MAGAZINE;
    public int shotsFired;
    public boolean weaponRaised;

    // Legs

    @Transition(from = "WALK", to = "RUN")
    boolean charge(@Current Weapon weapon) {
        return enemyVisible && !underFire && weapon != Weapon.STUNNED;
    }

    @Transition(from = {"WALK", "RUN"}, to = "CROUCH")
    boolean duck() {
        return underFire;
    }

    @OnUpdate(value = "RUN", to = {"WALK", "CROUCH"})
    Legs run(@TimeInState float t) {
        if (!enemyVisible) {
            return Legs.WALK;
        }
        return t >= RUN_TIME ? Legs.CROUCH : null;
    }

    @Transition(from = "CROUCH", to = "WALK")
    boolean allClear() {
        return !enemyVisible && !underFire;
    }

    // Weapon

    @Transition(from = "LOWERED", to = "COMBAT")
    boolean spotted() {
        return enemyVisible;
    }

    @Transition(from = "COMBAT", to = "LOWERED")
    boolean enemyGone() {
        return !enemyVisible;
    }

    @OnUpdate(value = "AIM", to = "FIRE")
    Weapon aim(@TimeInState float t, @Current Legs legs) {
        return legs != Legs.RUN && t >= AIM_TIME ? Weapon.FIRE : null;
    }

    @OnEnter("FIRE")
    void fire() {
        rounds--;
        shotsFired++;
    }

    @OnUpdate(value = "FIRE", to = {"AIM", "RELOAD"})
    Weapon afterShot() {
        return rounds > 0 ? Weapon.AIM : Weapon.RELOAD;
    }

    @OnUpdate(value = "SWAP_MAGAZINE", to = "CHAMBER")
    Weapon swap(@TimeInState float t) {
        return t >= RELOAD_STEP ? Weapon.CHAMBER : null;
    }

    @OnUpdate(value = "CHAMBER", to = "AIM")
    Weapon chamber(@TimeInState float t) {
        if (t < RELOAD_STEP) {
            return null;
        }
        rounds = MAGAZINE;
        return Weapon.AIM;
    }

    @OnEnter("COMBAT")
    void raiseWeapon() {
        weaponRaised = true;
    }

    @OnExit("COMBAT")
    void lowerWeapon() {
        weaponRaised = false;
    }

    @OnUpdate(value = "STUNNED", to = "RECOVER")
    Weapon dazed(@TimeInState float t) {
        return t >= STUN_TIME ? Weapon.RECOVER : null;
    }
}
