package dev.brainstem.processor.model;

import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Which handler serves each (event, state or group name): the design's "a subclass handler for the same
 * (state, event) replaces the inherited one". The one place that rule lives; the checks and the graph
 * ask it. Handlers come most derived class first, so the first one seen for a pair wins.
 */
public final class HandlerTable {
    private final Map<Event, Map<String, HandlerModel>> serving = new EnumMap<>(Event.class);
    /** Message handlers by (state or group name, or "" for any state) and message type name. */
    private final Map<String, HandlerModel> messages = new HashMap<>();

    HandlerTable(List<HandlerModel> handlers) {
        for (Event event : Event.KEYED) {
            serving.put(event, new HashMap<>());
        }
        for (HandlerModel handler : handlers) {
            if (handler.event() == Event.GUARD) {
                continue; // guards are many per state: MachineGraph orders them
            }
            if (handler.event() == Event.MESSAGE) {
                if (handler.messageType().isPresent()) {
                    for (String key : messageKeys(handler)) {
                        messages.putIfAbsent(key + "\0" + handler.messageType().get().name(), handler);
                    }
                }
                continue;
            }
            Map<String, HandlerModel> row = serving.get(handler.event());
            for (StateRef ref : handler.states()) {
                row.putIfAbsent(ref.name(), handler);
            }
        }
    }

    /** The handler that serves {@code state} (or group) for {@code event}, by its name; none for guards. */
    public Optional<HandlerModel> serving(Event event, String state) {
        Map<String, HandlerModel> row = serving.get(event);
        return row == null ? Optional.empty() : Optional.ofNullable(row.get(state));
    }

    /** The names a message handler serves: its states and groups, or "" for any state. */
    static List<String> messageKeys(HandlerModel handler) {
        return handler.states().isEmpty() ? List.of("") : handler.states().stream().map(StateRef::name).toList();
    }

    /**
     * The message handler of {@code type} for a state or group name ("" for any state): a subclass
     * handler for the same (name, type) replaces the inherited one.
     */
    public Optional<HandlerModel> message(String name, String type) {
        return Optional.ofNullable(messages.get(name + "\0" + type));
    }

    /** Whether the machine calls it: it serves some (event, state) no more derived handler serves. */
    public boolean isCalled(HandlerModel handler) {
        if (handler.event() == Event.MESSAGE) {
            return handler.messageType().isEmpty() || messageKeys(handler).stream().anyMatch(key ->
                    message(key, handler.messageType().get().name()).orElse(null) == handler);
        }
        return handler.event() == Event.GUARD || handler.states().isEmpty() || handler.states().stream()
                .anyMatch(ref -> serving(handler.event(), ref.name()).orElse(null) == handler);
    }
}
