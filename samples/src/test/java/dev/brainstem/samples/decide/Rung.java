package dev.brainstem.samples.decide;

import dev.brainstem.States;

@States(initial = "P")
enum Rung { P, Q, R, S }
