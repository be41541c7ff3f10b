package dev.brainstem.samples.decide;

import dev.brainstem.States;

@States(initial = "P")
enum Ring { P, Q }
