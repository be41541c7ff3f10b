package dev.brainstem;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * On a parameter of the states enum's type: receives the state the handler serves at this call, for a
 * handler shared by several states (or serving a group).
 *
 * <pre>{@code
 * @OnEnter({"ALARM", "PURSUIT"})
 * void shout(@Current GuardState state) { say(state == GuardState.ALARM ? "Who's there?" : "Halt!"); }
 * }</pre>
 *
 * <p>In an update or guard it is the state the entity is deciding in; in an enter, the state entered;
 * in an exit, the state left. In a group's handler it is the member state: the one the entity is in
 * (update, guard), enters (enter) or leaves (exit). Annotated parameters follow the positional ones.
 * On a parameter of another type it is a compile error.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.PARAMETER)
public @interface Current {}
