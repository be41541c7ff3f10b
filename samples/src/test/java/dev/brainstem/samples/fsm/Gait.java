package dev.brainstem.samples.fsm;

import dev.brainstem.EntryPoint;
import dev.brainstem.States;

/** The states of {@link Runner}. */
@States
enum Gait { STAND, STEP, STRIDE, SPRINT, @EntryPoint TRIP }
