package dev.brainstem.samples.streaming;

import dev.brainstem.Back;
import dev.brainstem.EntryPoint;
import dev.brainstem.Interrupt;
import dev.brainstem.States;

/** A grazer's moods: {@code STARTLED} interrupts whatever it did, {@code SETTLE} goes back to it. */
@States(initial = "GRAZE")
public enum Mood { GRAZE, WANDER, REST, @Interrupt @EntryPoint STARTLED, @Back SETTLE }
