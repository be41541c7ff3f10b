package dev.brainstem.processor.model;

/** A {@code to} entry of an update or enter handler: a possible transition between two states. */
public record Edge(State from, State to, Event event) {}
