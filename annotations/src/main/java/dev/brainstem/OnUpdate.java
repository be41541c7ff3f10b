package dev.brainstem;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Runs once per tick for an entity in one of the {@link #value() states}.
 *
 * <p>Accepted forms (after the optional leading {@code int id} of an id-mode system):
 * {@code void m()}, {@code void m(float dt)}, {@code S m()}, {@code S m(float dt)}. Returning null or
 * the current state stays; any other state makes a transition and must be listed in {@link #to()}.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.METHOD)
public @interface OnUpdate {
    /** The states this handler serves. */
    String[] value();

    /** The states it may return; required when it returns a state, forbidden when void. */
    String[] to() default {};
}
