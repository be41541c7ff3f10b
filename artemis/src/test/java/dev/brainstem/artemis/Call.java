package dev.brainstem.artemis;

/** A call a grazer sends itself, due later: a loud one spooks it. */
record Call(boolean loud) {}
