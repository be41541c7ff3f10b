package dev.brainstem.samples.decide;

import dev.brainstem.States;

@States(initial = "A")
enum Line { A, B, C }
