package dev.brainstem.samples.fsm;

import dev.brainstem.EntryPoint;
import dev.brainstem.States;

/** The states of {@link Actor}: a platformer character. HURT and DEAD are entered by game code. */
@States(initial = "IDLE")
enum Phase { IDLE, WALK, RUN, JUMP, FALL, LAND, @EntryPoint HURT, @EntryPoint DEAD }
