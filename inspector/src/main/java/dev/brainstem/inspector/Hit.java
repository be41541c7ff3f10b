package dev.brainstem.inspector;

/**
 * A breakpoint that hit: which, the entity, what it did (a transition or a message reaching it) and
 * the tick, counted from the inspector's attach; the game pauses before its next tick.
 */
record Hit(int breakpoint, int batch, long handle, String what, long tick) {}
