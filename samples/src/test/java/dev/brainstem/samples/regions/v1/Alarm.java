package dev.brainstem.samples.regions.v1;

/** A message both regions take. */
public record Alarm(int level) {}
