package dev.brainstem;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * On a {@code float} parameter of a handler or guard: receives the seconds the entity has spent in its
 * current state, the sum of the dt of the ticks since it entered it (a transition of any kind, re-entry
 * included, resets it).
 *
 * <pre>{@code
 * @Transition(from = "ALARM", to = "PURSUIT")
 * boolean alarmOver(@TimeInState float t) { return t >= 0.25f; }
 * }</pre>
 *
 * <p>A tick first adds its dt to the clock, so an update or guard sees the time including the current
 * tick's dt; a state entered during the tick (a settling machine's next state) sees 0. An enter
 * handler sees 0; an exit handler sees the time spent in the state it leaves. A group handler sees the
 * time in the member state the entity is in.
 *
 * <p>Only a machine that has a {@code @TimeInState} parameter keeps the time (one {@code double} per
 * entity, the clock at entry, written on transitions only); its generated classes then offer
 * {@code timeInState()} (one-entity) and {@code timeInState(handle)} (batch). Annotated parameters
 * follow the positional ones. On a parameter that is not a {@code float} it is a compile error.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.PARAMETER)
public @interface TimeInState {}
