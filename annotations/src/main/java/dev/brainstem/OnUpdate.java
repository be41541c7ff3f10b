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
 *
 * <p>{@link #every()} slices a batch's time: the handler's states decide (their groups' updates, their
 * guards, their updates) for each entity on one tick in {@code every}, times the entity's stride
 * ({@code setStride}), at a phase fixed by its handle: slot {@code i} (the id in id mode) decides in tick
 * {@code t} when {@code (t + turn) % (every * stride) == 0}, the turn being {@code i} below 65,536 and
 * {@code i / 1024} from there up: neighbours take turns one by one in a small crowd, and by runs of 1,024
 * in a large one, whose tick then reads only the runs in phase. The update then receives the seconds since that
 * entity last decided. Timers and messages still arrive on time. A one-entity machine has no crowd to
 * spread and decides every update. docs/semantics.md, "Time slicing", has the rules.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.METHOD)
public @interface OnUpdate {
    /** The states this handler serves. */
    String[] value();

    /** The states it may return; required when it returns a state, forbidden when void. */
    String[] to() default {};

    /**
     * In a batch, decide on one tick in this many (1 to 65,535), at each entity's own phase; 0, the
     * default, decides every tick and ignores the entity's stride. {@code every = 1} decides every tick
     * but lets the entity's stride slow it down.
     */
    int every() default 0;
}
