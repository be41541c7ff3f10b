package dev.brainstem.runtime.reference;

import dev.brainstem.runtime.Events;
import java.util.List;

/**
 * One handler of a {@link Machine}, as the design's rules see it (docs/semantics.md, "Handlers"): the
 * event it serves, whether it returns a state, whether it takes its optional argument ({@code from},
 * {@code dt} or {@code to}), and the {@code to} it declares. What it does when called is its
 * {@link Script}'s business; {@code index} and {@code name} are there for scripts to tell handlers apart.
 *
 * <p>A guard ({@code @Transition}) is a handler of event {@link Events#GUARD}: it returns a state (its
 * one {@code to}, the state it leads to) when its script says true ({@link Script}), and takes no
 * positional argument. Whether a handler reads {@code @TimeInState} or {@code @Current} is for its
 * script: the model gives every call both ({@link Entity#time()}, the {@code state} of
 * {@link Script#call}).
 *
 * <p>A message handler ({@code @OnMessage}) is a handler of event {@link Events#MESSAGE} with a
 * {@code messageType}: it takes the messages that are instances of that type ({@link Entity#message()}
 * during the call), takes no positional argument besides, and may return a state (checked against its
 * {@code to}).
 *
 * @param index the handler's number in its machine, for scripts (the fuzzers' handler bodies pass it)
 * @param name the method's name, for messages
 * @param event {@link Events#ENTER}, {@link Events#UPDATE}, {@link Events#EXIT} or {@link Events#GUARD}
 * @param returnsState whether it returns a state (else it is {@code void}: the entity stays)
 * @param takesArgument whether it takes {@code from} (enter), {@code dt} (update) or {@code to} (exit)
 * @param to the states it may return (its {@code to}), in declaration order
 * @param messageType a message handler's parameter type; null for the other events
 */
public record Handler(int index, String name, int event, boolean returnsState, boolean takesArgument, List<String> to,
        Class<?> messageType) {
    public Handler {
        if (event != Events.ENTER && event != Events.UPDATE && event != Events.EXIT && event != Events.GUARD
                && event != Events.MESSAGE) {
            throw new IllegalArgumentException("not a handler's event: " + event);
        }
        if ((event == Events.MESSAGE) != (messageType != null)) {
            throw new IllegalArgumentException("a message handler, and only it, has a message type: " + name);
        }
        if (event == Events.MESSAGE && (takesArgument || messageType.isPrimitive())) {
            throw new IllegalArgumentException("a message handler takes one message of a reference type: " + name);
        }
        if (event == Events.GUARD && (!returnsState || takesArgument || to.size() != 1)) {
            throw new IllegalArgumentException("a guard leads to one state and takes no argument: " + name);
        }
        if (event == Events.EXIT && returnsState) {
            throw new IllegalArgumentException("an exit handler returns nothing: " + name);
        }
        to = List.copyOf(to);
    }

    /** A handler of {@code event} other than {@link Events#MESSAGE}. */
    public Handler(int index, String name, int event, boolean returnsState, boolean takesArgument, List<String> to) {
        this(index, name, event, returnsState, takesArgument, to, null);
    }

    /** An {@code @OnMessage} handler numbered {@code index} that takes messages of {@code type}. */
    public static Handler message(int index, String name, Class<?> type, boolean returnsState, List<String> to) {
        return new Handler(index, name, Events.MESSAGE, returnsState, false, to, type);
    }

    public boolean isMessage() {
        return event == Events.MESSAGE;
    }

    /** Whether the handler takes {@code message}: it is an instance of its message type. */
    public boolean takes(Object message) {
        return messageType != null && messageType.isInstance(message);
    }

    /** Whether {@code state} is in the handler's {@code to}: the undeclared-target rule's test. */
    public boolean allows(String state) {
        return to.contains(state);
    }

    /** A guard ({@code @Transition}) numbered {@code index} that leads to {@code to}. */
    public static Handler guard(int index, String name, String to) {
        return new Handler(index, name, Events.GUARD, true, false, List.of(to));
    }

    public boolean isGuard() {
        return event == Events.GUARD;
    }

    @Override
    public String toString() {
        return name + "[" + Events.name(event) + (messageType != null ? " " + messageType.getSimpleName() : "")
                + (returnsState ? " -> " + to : "") + (takesArgument ? ", arg" : "")
                + "]";
    }
}
