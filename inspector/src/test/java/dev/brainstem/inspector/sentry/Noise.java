package dev.brainstem.inspector.sentry;

/** A message that raises an idle sentry's alarm. */
public record Noise(int loudness) {}
