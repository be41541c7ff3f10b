package dev.brainstem.samples.batch;

import dev.brainstem.Back;
import dev.brainstem.EntryPoint;
import dev.brainstem.History;
import dev.brainstem.Interrupt;
import dev.brainstem.StateGroup;
import dev.brainstem.States;

/**
 * The second region of the two-region fixtures ({@link Patrol}, {@link PatrolSystem}): the arm. {@code HOT}
 * (AIM, FIRE) keeps a shallow history and is entered by its name; {@code STUNNED} is an interrupt whose
 * {@code RECOVER} goes back.
 */
@States(initial = "READY")
@StateGroup(name = "HOT", initial = "AIM", history = History.SHALLOW, states = {"AIM", "FIRE"})
enum PatrolArm { READY, AIM, FIRE, @EntryPoint @Interrupt STUNNED, @Back RECOVER, @EntryPoint HOT }
