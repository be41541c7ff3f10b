package dev.brainstem.samples.soldier;

import dev.brainstem.Back;
import dev.brainstem.EntryPoint;
import dev.brainstem.History;
import dev.brainstem.Interrupt;
import dev.brainstem.StateGroup;
import dev.brainstem.States;

/**
 * A soldier's behaviour as a statechart. {@code COMBAT} is a group you enter by its name, with deep
 * history: a soldier who leaves the fight and comes back resumes exactly what he was doing (aiming,
 * reloading, behind cover); the first time, he starts {@code ARMED}, which starts at {@code AIM}.
 * {@code RELOAD} is a group of its own inside {@code ARMED}: the magazine comes out, then the round is
 * chambered. {@code ARMED} keeps a shallow history: back from cover, he goes back to aiming, firing, or
 * reloading, and a reload he was in starts over ({@code RELOAD} itself keeps none). {@code STUNNED} is an {@code @Interrupt} game code sends him into when a flashbang goes
 * off; {@code RESUME}, its {@code @Back}, returns him to the very state the flash interrupted.
 *
 * <p>The constants {@code COMBAT}, {@code ARMED} and {@code RELOAD} are the groups' constants: no
 * soldier is ever in them; a transition to one enters the group. Game code may send a soldier into
 * {@code COMBAT} ({@code @EntryPoint}): an alarm.
 */
@States(initial = "PATROL")
@StateGroup(name = "COMBAT", initial = "ARMED", history = History.DEEP, states = "TAKE_COVER", groups = "ARMED")
@StateGroup(name = "ARMED", initial = "AIM", history = History.SHALLOW, states = {"AIM", "FIRE"}, groups = "RELOAD")
@StateGroup(name = "RELOAD", initial = "SWAP_MAGAZINE", states = {"SWAP_MAGAZINE", "CHAMBER"})
public enum SoldierState {
    PATROL,
    TAKE_COVER,
    AIM,
    FIRE,
    SWAP_MAGAZINE,
    CHAMBER,
    @EntryPoint @Interrupt STUNNED,
    @Back RESUME,
    @EntryPoint COMBAT,
    ARMED,
    RELOAD
}
