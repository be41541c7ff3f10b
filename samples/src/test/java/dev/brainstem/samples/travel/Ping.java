package dev.brainstem.samples.travel;

/** The travel fixtures' message: its serial names it in the trace. */
record Ping(int serial) {}
