package dev.brainstem.samples.regions.v2;

/** A message both regions take. */
public record Alarm(int level) {}
