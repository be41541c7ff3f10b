package dev.brainstem;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Runs when an entity leaves one of the {@link #value() states}, before the next state's
 * {@link OnEnter}.
 *
 * <p>Accepted forms (after the optional leading {@code int id} of an id-mode system):
 * {@code void m()} and {@code void m(S to)}, where {@code to} is the state being entered.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.METHOD)
public @interface OnExit {
    /** The states this handler serves. */
    String[] value();
}
