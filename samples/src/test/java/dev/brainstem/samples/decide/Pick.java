package dev.brainstem.samples.decide;

import dev.brainstem.States;

@States(initial = "A")
enum Pick { A, B, C, D, E }
