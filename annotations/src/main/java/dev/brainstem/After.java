package dev.brainstem;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Repeatable;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A timed transition, on the machine's class: an entity that has spent its delay in one of the
 * {@link #value() states} moves to {@link #to()} (XState's {@code after}, gdx-ai's self-addressed
 * delayed {@code Telegram}). The delay is {@link #seconds()}, or what the method {@link #delay()} names
 * returns for the entity when it enters the state.
 *
 * <pre>{@code
 * @StateMachine(GuardState.class)
 * @After(value = "STUNNED", seconds = 1f, to = "IDLE")
 * @After(value = "WAIT", delay = "patience", to = "PATROL")
 * public class Guard {
 *     float patience() { return 2f + 3f * random(); }
 * }
 * }</pre>
 *
 * <p>It fires at the first tick in which the entity's time in state reaches its delay, before
 * anything else of that tick's decision (the groups' updates, the guards, the update), with event
 * {@code AFTER}; leaving the state any other way cancels it. A state's entities that have only timers,
 * messages or nothing to do are not visited by a batch's tick at all: they sleep until their timer
 * falls due or a message arrives. docs/semantics.md, "Timed transitions", has the rules.
 *
 * <p>A group in {@link #value()} gives each of its states the timer (the time in the member state, as
 * a group's handlers see it). Exactly one of {@link #seconds()} and {@link #delay()} is given; the
 * method is {@code float m()} ({@code float m(int id)} in id mode), not private, not static. Two
 * timers of one state: the one that falls due first fires (on a tie, the one declared first).
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
@Repeatable(Afters.class)
public @interface After {
    /** The states (or groups) whose entities wait. */
    String[] value();

    /** The wait in seconds, finite and 0 or more; not given with {@link #delay()}. */
    float seconds() default 0f;

    /**
     * A method of the machine's class that returns the wait in seconds for an entity as it enters the
     * state (after its enter handlers ran); not given with {@link #seconds()}.
     */
    String delay() default "";

    /**
     * The state it leads to: a state, a group entered by its name (its initial and its constant, as in any
     * {@code to}), or an interrupt's {@code @Back}.
     */
    String to();
}
