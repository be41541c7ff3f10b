package dev.brainstem.processor.validation;

import dev.brainstem.processor.model.Event;
import dev.brainstem.processor.model.HandlerModel;
import dev.brainstem.processor.model.MachineModel;
import dev.brainstem.processor.model.StateRef;
import dev.brainstem.processor.model.StatesModel;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.Map;
import javax.lang.model.element.TypeElement;

/**
 * Check 3: one class declares at most one handler for each (state, event), and (check 8) for each
 * (group, event). A subclass handler for a
 * pair an inherited handler serves is not a duplicate: it replaces the inherited one. The second
 * handler is reported, on the state name that repeats. Unknown names are check 1's.
 */
final class DuplicateHandlerCheck implements Check.OnModel {
    @Override
    public void check(MachineModel machine, ErrorReporter reporter) {
        if (machine.states().isEmpty()) {
            return;
        }
        StatesModel states = machine.states().get();
        Map<TypeElement, Map<Event, Map<String, HandlerModel>>> byClass = new HashMap<>();
        for (HandlerModel handler : machine.handlers()) {
            if (handler.isGuard() || handler.isMessage()) { // messages: MessageCheck, by (state, type)
                continue; // a state has as many guards as it likes, tried in order
            }
            Map<String, HandlerModel> seen = byClass
                    .computeIfAbsent(handler.declaringClass(), c -> new EnumMap<>(Event.class))
                    .computeIfAbsent(handler.event(), e -> new HashMap<>());
            for (StateRef ref : handler.states()) {
                if (!states.knows(ref.name())) {
                    continue;
                }
                HandlerModel first = seen.putIfAbsent(ref.name(), handler);
                if (first != null && first != handler) {
                    reporter.onValue(Message.DUPLICATE_HANDLER, handler.method(), handler.annotation(), ref.value(),
                            handler.event().annotationName(), handler.declaringClass().getSimpleName(), ref.name(),
                            Text.handler(first, machine), ref.name());
                }
            }
        }
    }
}
