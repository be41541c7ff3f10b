package dev.brainstem.samples.soldier;

import dev.brainstem.Back;
import dev.brainstem.EntryPoint;
import dev.brainstem.History;
import dev.brainstem.Interrupt;
import dev.brainstem.StateGroup;
import dev.brainstem.States;

/**
 * The soldier's weapon, the second region of his machine, a statechart. {@code COMBAT} is a group you enter
 * by its name, with deep history: a soldier who loses the enemy and finds it again resumes exactly what his
 * weapon was doing (aiming, firing, halfway through a reload); the first time, he starts at {@code AIM}.
 * {@code RELOAD} is a group of its own inside {@code COMBAT}: the magazine comes out, then the round is
 * chambered. {@code STUNNED} is an {@code @Interrupt} game code sends the weapon into when a flashbang goes
 * off; {@code RECOVER}, its {@code @Back}, returns it to the very state the flash interrupted. His
 * {@link Legs} keep moving meanwhile: they are another region.
 *
 * <p>The constants {@code COMBAT} and {@code RELOAD} are the groups' constants: no soldier's weapon is ever
 * in them; a transition to one enters the group. Game code may send a weapon into {@code COMBAT}
 * ({@code @EntryPoint}): an alarm.
 */
@States(initial = "LOWERED")
@StateGroup(name = "COMBAT", initial = "AIM", history = History.DEEP, states = {"AIM", "FIRE"}, groups = "RELOAD")
@StateGroup(name = "RELOAD", initial = "SWAP_MAGAZINE", states = {"SWAP_MAGAZINE", "CHAMBER"})
public enum Weapon {
    LOWERED,
    AIM,
    FIRE,
    SWAP_MAGAZINE,
    CHAMBER,
    @EntryPoint @Interrupt STUNNED,
    @Back RECOVER,
    @EntryPoint COMBAT,
    RELOAD
}
