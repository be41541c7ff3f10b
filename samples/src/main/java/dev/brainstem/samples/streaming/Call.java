package dev.brainstem.samples.streaming;

/** A call from one grazer to its friend, due a while after it is sent: a loud one startles. */
public record Call(long from, boolean loud) {}
