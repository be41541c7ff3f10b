package dev.brainstem;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks an entity class whose {@link OnEnter}, {@link OnUpdate} and {@link OnExit} methods form a
 * machine over the states of {@link #value()}. For a class {@code Guard} the processor writes
 * {@code GuardFsm} (the dispatcher and the one-entity machine) and {@code GuardBatch} (the batch
 * runner) into Guard's package, with Guard's visibility.
 *
 * <p>When every handler's first parameter is an {@code int}, the class is an <em>id-mode system</em>:
 * that parameter is the entity id, and the class owns the entities' data in arrays.
 *
 * <p>The class must be a top-level or static nested class, not private, not an interface or enum.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
public @interface StateMachine {
    /**
     * The enum of states; it must be annotated {@link States}. With {@link #regions()}, the first
     * region's states.
     */
    Class<? extends Enum<?>> value();

    /**
     * Orthogonal regions: the enums of the machine's other regions, each annotated {@link States}. An
     * entity is in one state of {@link #value()} and one state of each of these at once; each handler,
     * guard and group belongs to the region of the states it names. A tick updates the regions in this
     * order, {@link #value()} first (docs/semantics.md, "Orthogonal regions"). Empty for a machine of one
     * region.
     */
    Class<? extends Enum<?>>[] regions() default {};

    /**
     * How many transitions one entity may make in one tick (updates, enter redirects and settling
     * all count). The transition that would go past it is not made and a
     * {@code TransitionLimitException} is thrown. Must be at least 1.
     */
    int maxTransitionsPerTick() default 8;

    /**
     * When true, after a transition caused by an update the new state's update runs with the same
     * {@code dt}, until an update stays: exactly one state consumes each tick's time.
     */
    boolean settle() default false;
}
