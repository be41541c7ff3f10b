package dev.brainstem.samples.batch;

/** The message both regions of the two-region fixtures take; {@code serial} tells the letters apart. */
record Alarm(int serial) {}
