package dev.brainstem.samples.travel;

/** A message to a hiker; an even {@code n} alarms it. */
record Shout(int n) {}
