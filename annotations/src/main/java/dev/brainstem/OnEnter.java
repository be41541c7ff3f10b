package dev.brainstem;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Runs when an entity enters one of the {@link #value() states}.
 *
 * <p>Accepted forms (after the optional leading {@code int id} of an id-mode system):
 * {@code void m()}, {@code void m(S from)}, {@code S m()}, {@code S m(S from)}. {@code from} is null
 * when the entity starts. A non-null returned state other than the one entered redirects the entity
 * there, and must be listed in {@link #to()}.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.METHOD)
public @interface OnEnter {
    /** The states this handler serves. */
    String[] value();

    /** The states it may redirect to; required when it returns a state, forbidden when void. */
    String[] to() default {};
}
