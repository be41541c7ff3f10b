package dev.brainstem.samples.decide;

import dev.brainstem.EntryPoint;
import dev.brainstem.States;

@States(initial = "A")
enum Clock { A, B, @EntryPoint C }
