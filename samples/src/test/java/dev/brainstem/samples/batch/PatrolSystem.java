package dev.brainstem.samples.batch;

import static dev.brainstem.samples.batch.PatrolCalls.NONE;
import static dev.brainstem.samples.batch.PatrolCalls.NO_LETTER;
import static dev.brainstem.samples.batch.PatrolCalls.o;

import dev.brainstem.Current;
import dev.brainstem.OnEnter;
import dev.brainstem.OnExit;
import dev.brainstem.OnMessage;
import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;
import dev.brainstem.Transition;

/**
 * A two-region fixture in id mode ({@link PatrolLegs}, {@link PatrolArm}), every handler driven by
 * its script ({@link PatrolCalls}) and reading the other region's state; {@link Alarm} is taken by both
 * regions. {@link RegionsDriver#spec} describes it to the model, handlers numbered as here.
 */
@StateMachine(value = PatrolLegs.class, regions = {PatrolArm.class})
final class PatrolSystem {
    private static final PatrolLegs[] L = PatrolLegs.values();
    private static final PatrolArm[] A = PatrolArm.values();

    final PatrolCalls h;

    PatrolSystem(PatrolCalls h) {
        this.h = h;
    }

    private static PatrolLegs legs(int ordinal) {
        return ordinal < 0 ? null : L[ordinal];
    }

    private static PatrolArm arm(int ordinal) {
        return ordinal < 0 ? null : A[ordinal];
    }

    // Legs

    @OnUpdate(value = "IDLE", to = {"WALK", "DUCK"})
    PatrolLegs updateIdle(int key, float dt, @Current PatrolArm arm) {
        return legs(h.call(key, 0, o(arm), NONE, dt, NO_LETTER));
    }

    @OnUpdate(value = "WALK", to = {"IDLE", "DUCK"})
    PatrolLegs updateWalk(int key, float dt, @Current PatrolArm arm) {
        return legs(h.call(key, 1, o(arm), NONE, dt, NO_LETTER));
    }

    @OnUpdate(value = "DUCK", to = "IDLE")
    PatrolLegs updateDuck(int key, @Current PatrolArm arm) {
        return legs(h.call(key, 2, o(arm), NONE, -1f, NO_LETTER));
    }

    @OnEnter("DUCK")
    void enterDuck(int key, PatrolLegs from, @Current PatrolArm arm) {
        h.call(key, 3, o(arm), o(from), -1f, NO_LETTER);
    }

    @OnExit("WALK")
    void exitWalk(int key, PatrolLegs to, @Current PatrolArm arm) {
        h.call(key, 4, o(arm), o(to), -1f, NO_LETTER);
    }

    @OnMessage(value = {"IDLE", "WALK"}, to = "DUCK")
    PatrolLegs alarmLegs(int key, Alarm alarm, @Current PatrolArm arm) {
        return legs(h.call(key, 5, o(arm), NONE, -1f, alarm.serial()));
    }

    // Arm

    @OnUpdate(value = "READY", to = "HOT")
    PatrolArm updateReady(int key, float dt, @Current PatrolLegs legs) {
        return arm(h.call(key, 10, o(legs), NONE, dt, NO_LETTER));
    }

    @OnUpdate(value = "AIM", to = {"FIRE", "READY"})
    PatrolArm updateAim(int key, float dt, @Current PatrolLegs legs) {
        return arm(h.call(key, 11, o(legs), NONE, dt, NO_LETTER));
    }

    @OnUpdate(value = "FIRE", to = {"AIM", "READY"})
    PatrolArm updateFire(int key, @Current PatrolLegs legs) {
        return arm(h.call(key, 12, o(legs), NONE, -1f, NO_LETTER));
    }

    @OnUpdate(value = "STUNNED", to = "RECOVER")
    PatrolArm updateStunned(int key, float dt, @Current PatrolLegs legs) {
        return arm(h.call(key, 13, o(legs), NONE, dt, NO_LETTER));
    }

    @OnEnter("AIM")
    void enterAim(int key, PatrolArm from, @Current PatrolLegs legs) {
        h.call(key, 14, o(legs), o(from), -1f, NO_LETTER);
    }

    @OnEnter("STUNNED")
    void enterStunned(int key, @Current PatrolLegs legs) {
        h.call(key, 15, o(legs), NONE, -1f, NO_LETTER);
    }

    @OnExit("HOT")
    void exitHot(int key, PatrolArm to, @Current PatrolLegs legs) {
        h.call(key, 16, o(legs), o(to), -1f, NO_LETTER);
    }

    @OnMessage(value = "READY", to = "AIM")
    PatrolArm alarmArm(int key, Alarm alarm, @Current PatrolLegs legs) {
        return arm(h.call(key, 17, o(legs), NONE, -1f, alarm.serial()));
    }

    @Transition(from = "HOT", to = "READY")
    boolean holster(int key, @Current PatrolLegs legs) {
        return h.call(key, 18, o(legs), NONE, -1f, NO_LETTER) >= 0;
    }
}
