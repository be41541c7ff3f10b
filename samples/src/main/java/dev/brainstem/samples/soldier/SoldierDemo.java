package dev.brainstem.samples.soldier;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;

/**
 * The soldier's story: he spots the enemy and fights, is stunned in the middle of a reload and goes
 * back to it, loses the enemy, patrols, and when it shows again resumes the fight exactly where he
 * left it (deep history). Printed as a timeline of transitions, 10 frames a second.
 */
public final class SoldierDemo {
    /** The frame time. */
    static final float DT = 0.1f;

    private SoldierDemo() {}

    /** One frame's events: what the game tells the soldier before the frame. */
    static void script(int frame, Soldier soldier, SoldierFsm machine) {
        switch (frame) {
            case 3 -> soldier.enemyVisible = true;
            case 18 -> machine.transitionTo(SoldierState.STUNNED); // a flashbang, mid-reload
            case 50 -> soldier.underFire = true;
            case 56 -> soldier.underFire = false;
            case 58 -> soldier.underFire = true;
            case 60 -> soldier.enemyVisible = false;
            case 70 -> soldier.enemyVisible = true;
            case 75 -> soldier.underFire = false;
            default -> { }
        }
    }

    /** The story's lines: the frame, the transition and what the soldier does. */
    public static List<String> story(int frames) {
        Soldier soldier = new Soldier();
        SoldierFsm machine = SoldierFsm.start(soldier);
        List<String> lines = new ArrayList<>();
        int[] frame = {0};
        machine.setListener((handle, from, to, event) -> lines.add(String.format("t=%4.1fs %-13s -> %-13s %s",
                frame[0] * DT, from, to, why(from, to, soldier))));
        for (; frame[0] < 90; frame[0]++) {
            script(frame[0], soldier, machine);
            machine.update(DT);
        }
        lines.add(String.format("after 9 s: %s, %d shots, %d rounds left", machine.state(), soldier.shotsFired,
                soldier.rounds));
        return lines;
    }

    private static String why(SoldierState from, SoldierState to, Soldier soldier) {
        if (from == SoldierState.PATROL && to != SoldierState.STUNNED) {
            return "enemy seen: COMBAT entered by its name, at " + to;
        }
        if (to == SoldierState.PATROL) {
            return "enemy gone: weapon lowered, COMBAT remembers " + from;
        }
        if (from == SoldierState.STUNNED) {
            return "comes round: back to what the flash interrupted";
        }
        if (to == SoldierState.STUNNED) {
            return "flashbang";
        }
        if (to == SoldierState.TAKE_COVER) {
            return "under fire";
        }
        if (from == SoldierState.TAKE_COVER) {
            return "fire stops: ARMED's shallow history, " + to;
        }
        return to == SoldierState.FIRE ? "shot " + soldier.shotsFired : "";
    }

    public static void run(PrintStream out) {
        out.println("soldier: a statechart; COMBAT is a group entered by its name with deep history, ARMED and"
                + " RELOAD groups inside it, STUNNED an @Interrupt whose RESUME goes back to the interrupted state");
        for (String line : story(90)) {
            out.println("  " + line);
        }
    }
}
