package dev.brainstem.processor.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Which handler takes a message in each state: each state's lookup, the order in which its message
 * handlers are tried, and the handlers some lookup reaches.
 */
final class MessageLookup {
    /** Each state's message handlers in the order its lookup tries them; by ordinal. */
    private final List<List<HandlerModel>> lookups;
    /** The message handlers some state's lookup reaches, in declaration order (superclasses first). */
    private final List<HandlerModel> reached;

    /**
     * Each state's message lookup: its own handlers, then those of its groups (innermost first), then
     * the any-state handlers; within each level the most specific type first, and of incomparable types
     * the one declared first. A handler that an earlier one in the list always catches is left out.
     */
    MessageLookup(List<State> states, List<HandlerModel> handlers, GroupTree groups, HandlerTable table) {
        List<HandlerModel> declared = DeclarationOrder.superclassesFirst(handlers,
                h -> h.isMessage() && h.messageType().isPresent());
        List<List<HandlerModel>> all = new ArrayList<>();
        for (State state : states) {
            List<String> levels = new ArrayList<>();
            // A group's constant shares its name with the group, whose handlers serve the group's states:
            // like the @Back constant, it has only the any-state level.
            if (!state.groupConstant()) {
                levels.add(state.name());
            }
            List<Group> outerFirst = groups.groupsOf(state);
            for (int i = outerFirst.size() - 1; i >= 0; i--) {
                levels.add(outerFirst.get(i).name());
            }
            levels.add("");
            List<HandlerModel> lookup = new ArrayList<>();
            for (String level : levels) {
                List<HandlerModel> here = new ArrayList<>();
                for (HandlerModel handler : declared) {
                    String type = handler.messageType().get().name();
                    if (HandlerTable.messageKeys(handler).contains(level)
                            && table.message(level, type).orElse(null) == handler) {
                        here.add(handler);
                    }
                }
                for (HandlerModel handler : mostSpecificFirst(here)) {
                    MessageType type = handler.messageType().get();
                    if (lookup.stream().noneMatch(h -> type.isSubtypeOf(h.messageType().get()))) {
                        lookup.add(handler);
                    }
                }
            }
            all.add(List.copyOf(lookup));
        }
        this.lookups = List.copyOf(all);
        List<HandlerModel> reachedInOrder = new ArrayList<>();
        for (HandlerModel handler : declared) {
            if (!reachedInOrder.contains(handler) && lookups.stream().anyMatch(l -> l.contains(handler))) {
                reachedInOrder.add(handler);
            }
        }
        this.reached = List.copyOf(reachedInOrder);
    }

    /**
     * One level's handlers in the order the lookup tries them (docs/semantics.md, "Further rules": which
     * message handler takes a message), a stable order in which no handler comes after one whose type is a
     * strict supertype of its own: declaration order, each handler moved up to just before the first handler already placed
     * whose type is a supertype of its own. So a subtype's handler is always tried before its supertype's,
     * and the order is one fixed chain of instanceof tests. (The rule "the most specific matching type, of
     * incomparable ones the first declared" cannot be one fixed chain: with handlers for M, X and Msub
     * declared in that order, a message that is M and X needs M before X, one that is Msub and X needs X
     * before Msub, and Msub must precede M.)
     */
    private static List<HandlerModel> mostSpecificFirst(List<HandlerModel> handlers) {
        List<HandlerModel> order = new ArrayList<>();
        for (HandlerModel handler : handlers) {
            MessageType type = handler.messageType().get();
            int at = order.size();
            for (int i = 0; i < order.size(); i++) {
                if (type.isSubtypeOf(order.get(i).messageType().get())) {
                    at = i;
                    break;
                }
            }
            order.add(at, handler);
        }
        return order;
    }

    List<HandlerModel> lookup(State state) {
        return lookups.get(state.ordinal());
    }

    Optional<HandlerModel> handler(State state, MessageType type) {
        return lookup(state).stream()
                .filter(h -> h.messageType().get().name().equals("java.lang.Object") || type.isSubtypeOf(h.messageType().get()))
                .findFirst();
    }

    List<HandlerModel> reached() {
        return reached;
    }

    List<MessageType> types() {
        List<MessageType> types = new ArrayList<>();
        for (HandlerModel handler : reached) {
            MessageType type = handler.messageType().get();
            if (types.stream().noneMatch(t -> t.name().equals(type.name()))) {
                types.add(type);
            }
        }
        return List.copyOf(types);
    }
}
