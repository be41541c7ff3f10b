package dev.brainstem;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a constant of a {@link States} enum as a state that game code may enter from outside the
 * machine's graph: with {@code start(entity, state)}, {@code add(entity, state)} or
 * {@code transitionTo(state)}. This is how game code stuns, kills or respawns an entity.
 *
 * <p>An entry point counts as reachable, so it needs no incoming {@code to} edge.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.FIELD)
public @interface EntryPoint {}
