package dev.brainstem.samples.snapshot;

/** A message: {@code n % 3 == 0} sends an idle or walking entity running. */
public record Poke(int n) {}
