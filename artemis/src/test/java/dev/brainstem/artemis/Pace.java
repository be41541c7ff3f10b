package dev.brainstem.artemis;

import dev.brainstem.*;

@States(initial = "IDLE")
public enum Pace { IDLE, WALK, DONE, @EntryPoint STUNNED }
