package dev.brainstem;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks the one constant of a {@link States} enum that means "back": a pseudo-state no entity is ever
 * in. A handler of an {@link Interrupt} state that returns it (listing it in its {@code to}) pops the
 * entity's stack: the entity goes back to the state the interrupt was entered from, by an ordinary
 * transition (the interrupt's exit with that state as {@code to}, its enter with the interrupt as
 * {@code from}, the listener).
 *
 * <p>It may not be the initial state, an entry point or an interrupt, may not appear in a handler's
 * {@code value}, and only handlers that serve interrupts alone may list it in {@code to}.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.FIELD)
public @interface Back {}
