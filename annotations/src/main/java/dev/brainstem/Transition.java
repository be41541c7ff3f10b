package dev.brainstem;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A guarded transition: a {@code boolean} method that, when it returns true, moves the entity from one
 * of the {@link #from()} states to the {@link #to()} state. The XNA seed's
 * {@code idle.AddTransition(lead, () -> Leader == null)}, declared on the method that is the condition.
 *
 * <pre>{@code
 * @Transition(from = "IDLE", to = "ALARM")
 * boolean seesPlayer() { return eyes.canSee(player); }
 *
 * @Transition(from = "ALARM", to = "PURSUIT")
 * boolean alarmOver(@TimeInState float t) { return t >= 0.25f; }
 * }</pre>
 *
 * <p>Each tick, an entity in state S decides in this order: the {@link OnUpdate} handlers of the groups
 * that contain S (outermost first), then S's guards in declaration order (a superclass's before the
 * subclass's), then S's own {@link OnUpdate}. The first that leaves S makes the transition (event
 * GUARD for a guard) and the rest do not run. A guard whose {@code from} names a {@link StateGroup}
 * guards each state of the group, in its own declaration place, except the state it leads to.
 *
 * <p>Accepted form: {@code boolean m()}, after the optional leading {@code int id} of an id-mode
 * system, followed by any {@link TimeInState} and {@link Current} parameters. A guard leads to one
 * state, so it needs no {@code to} list to check at run time; its edge is part of the reachability
 * check. A guard that can never run because an earlier guard of the same state returns the constant
 * {@code true} is a warning. A subclass method that overrides a guard and is annotated
 * {@code @Transition} itself replaces it.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.METHOD)
public @interface Transition {
    /** The states (or groups) this guard is checked in. */
    String[] from();

    /** The one state it leads to; not one of the states named in {@link #from()}. */
    String to();
}
