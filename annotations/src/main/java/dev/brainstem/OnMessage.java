package dev.brainstem;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Takes a message sent to an entity: {@code send(message)} on a one-entity machine,
 * {@code send(handle, message)} or {@code broadcast(message)} on a batch. The message's type is the
 * type of the handler's one positional parameter. Messages are delivered at the start of the receiver's
 * next tick (or update), before its decision, in due-time then send order.
 *
 * <p>Accepted forms (after the optional leading {@code int id} of an id-mode system), {@code M} any
 * class, interface or array type without type arguments: {@code void m(M message)} and
 * {@code S m(M message)}, each followed by any {@code @TimeInState float} and {@code @Current S}
 * parameters. Returning null or the current state stays; any other state makes a transition (event
 * MESSAGE) and must be listed in {@link #to()}; the entity's decision then runs in its new state in the
 * same tick.
 *
 * <p><b>Which handler takes a message.</b> In state {@code S}: {@code S}'s own handlers; if none of them
 * matches, those of the innermost group containing {@code S}, then the next group out; then the
 * any-state handlers (an empty {@link #value()}, gdx-ai's global state). A handler matches when its
 * parameter type is a supertype of the message's class; among the matching handlers of one level, the
 * most specific type wins, and of two types neither of which is a subtype of the other (two interfaces
 * the message implements), the one declared first (a superclass's before its subclass's). A message
 * that nothing in the state takes is dropped and counted ({@code droppedMessages()}).
 *
 * <pre>{@code
 * @OnMessage(value = "AGGRO", to = "SEARCH")
 * GuardState lostSight(LostSight m) { return GuardState.SEARCH; }
 *
 * @OnMessage                        // any state without a handler of its own for Noise
 * void heard(Noise n) { lastNoise = n.position; }
 * }</pre>
 *
 * <p>Each (state or group or any state, message type) has at most one handler in a class; a subclass
 * handler for the same pair replaces the inherited one.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.METHOD)
public @interface OnMessage {
    /** The states or groups this handler serves; empty: any state without a handler of its own for the type. */
    String[] value() default {};

    /** The states it may return; required when it returns a state, forbidden when void. */
    String[] to() default {};
}
