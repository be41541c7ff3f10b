package dev.brainstem.ashley;

import dev.brainstem.*;

@States(initial = "IDLE")
public enum Pace { IDLE, WALK, DONE, @EntryPoint STUNNED }
