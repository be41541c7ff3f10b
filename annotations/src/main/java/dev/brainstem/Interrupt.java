package dev.brainstem;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a constant of a {@link States} enum as an interrupt: entering it from a state S (by any
 * transition, or by {@code transitionTo} when it is also an {@link EntryPoint}) pushes S on the entity's
 * stack, and a handler of the interrupt that returns the {@link Back} constant goes back to S.
 *
 * <pre>{@code
 * @States(initial = "IDLE")
 * public enum GuardState { IDLE, PURSUIT, @EntryPoint @Interrupt STUNNED, @Back RESUME }
 *
 * @OnUpdate(value = "STUNNED", to = "RESUME")
 * GuardState dazed(@TimeInState float t) { return t > 2 ? GuardState.RESUME : null; }
 * }</pre>
 *
 * <p>A transition from an interrupt to a state that is not one clears the stack; one to another
 * interrupt pushes again (interrupts nest). An interrupt is never on the stack twice: entering the
 * current one again re-enters it without pushing, and entering one suspended lower down cuts the stack
 * back to where it was first entered. So an entity's stack is at most as deep as the machine has
 * interrupts, and it is fixed storage, kept only by machines that have interrupts.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.FIELD)
public @interface Interrupt {}
