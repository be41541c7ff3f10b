package dev.brainstem.samples.soldier;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;

/**
 * The soldier's story, his legs and his weapon as two regions of one machine: he sees the enemy, runs for
 * cover and fights from it; a flashbang stuns his weapon in the middle of a reload while his legs stay
 * crouched, and his weapon goes back to the reload; he loses the enemy and walks on, ducks under a stray
 * shot while his weapon stays lowered, and when the enemy shows again
 * his weapon resumes the fight exactly where it left it (deep history). Printed as a timeline of both regions'
 * transitions, 10 frames a second, from a batch of one soldier.
 */
public final class SoldierDemo {
    /** The frame time. */
    static final float DT = 0.1f;

    private SoldierDemo() {}

    /** One frame's events: what the game tells the soldier before the frame. */
    static void script(int frame, Soldier soldier, SoldierBatch soldiers, long handle) {
        switch (frame) {
            case 3 -> soldier.enemyVisible = true;
            case 22 -> soldiers.transitionTo(handle, Weapon.STUNNED); // a flashbang, mid-reload
            case 60 -> soldier.enemyVisible = false;
            case 63 -> soldier.underFire = true; // a stray shot while he walks
            case 66 -> soldier.underFire = false;
            case 70 -> soldier.enemyVisible = true;
            default -> { }
        }
    }

    /** The story's lines: the frame, the region, the transition and what the soldier does. */
    public static List<String> story(int frames) {
        Soldier soldier = new Soldier();
        SoldierBatch soldiers = new SoldierBatch();
        List<String> lines = new ArrayList<>();
        int[] frame = {0};
        long handle = soldiers.add(soldier);
        soldiers.setListener((h, from, to, event) -> lines.add(String.format("t=%4.1fs legs   %-13s -> %-13s %s",
                frame[0] * DT, from, to, why(from, to, soldier))));
        soldiers.region(Weapon.class).setListener((h, from, to, event) -> lines.add(String.format(
                "t=%4.1fs weapon %-13s -> %-13s %s", frame[0] * DT, from, to, why(from, to, soldier))));
        for (; frame[0] < frames; frame[0]++) {
            script(frame[0], soldier, soldiers, handle);
            soldiers.tick(DT);
        }
        lines.add(String.format("after %.0f s: legs %s, weapon %s, %d shots, %d rounds left", frames * DT,
                soldiers.stateOf(handle), soldiers.stateOf(handle, Weapon.class), soldier.shotsFired, soldier.rounds));
        return lines;
    }

    private static String why(Legs from, Legs to, Soldier soldier) {
        return switch (to) {
            case RUN -> "enemy seen: runs for cover";
            case CROUCH -> soldier.underFire ? "under fire: ducks" : "in cover";
            case WALK -> from == Legs.RUN ? "enemy gone" : "all clear: walks on";
        };
    }

    private static String why(Weapon from, Weapon to, Soldier soldier) {
        if (from == Weapon.LOWERED) {
            return "COMBAT entered by its name, at " + to;
        }
        if (to == Weapon.LOWERED) {
            return "enemy gone: weapon lowered, COMBAT remembers " + from;
        }
        if (from == Weapon.STUNNED) {
            return "comes round: back to what the flash interrupted";
        }
        if (to == Weapon.STUNNED) {
            return "flashbang (his legs stay as they are)";
        }
        return to == Weapon.FIRE ? "shot " + soldier.shotsFired : "";
    }

    public static void run(PrintStream out) {
        out.println("soldier: two regions, legs and weapon, in one machine; the weapon's COMBAT is a group entered by"
                + " its name with deep history, STUNNED an @Interrupt whose RECOVER goes back to the interrupted state");
        for (String line : story(90)) {
            out.println("  " + line);
        }
    }
}
