package dev.brainstem.processor.validation;

import dev.brainstem.processor.model.Event;
import dev.brainstem.processor.model.HandlerModel;
import dev.brainstem.processor.model.MachineModel;
import dev.brainstem.processor.model.StateRef;
import dev.brainstem.processor.model.StatesModel;
import dev.brainstem.processor.model.TypeNames;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.TypeKind;

/**
 * Every piece of code a message offers as the fix, in one place: each is code that compiles where the
 * message points (SuggestedFixesTest applies each one to the source at fault). A fix names the user's own
 * states and types, never a placeholder such as {@code {...}} or {@code YourStates}; where the processor
 * cannot know what to write (the states a body it could not read returns), the message says what to do in
 * words instead.
 */
final class Fixes {
    private Fixes() {}

    /**
     * The annotation of a handler whose {@code value} (a guard's {@code from}) is empty, serving one state:
     * the first that is no {@code @Back} pseudo-state, none of its own targets, and not served by another
     * handler of its event; its {@code to} as written. Empty when every state is so taken.
     */
    static Optional<String> servingAState(HandlerModel handler, MachineModel machine) {
        List<String> targets = names(handler.targets());
        List<String> taken = machine.handlers().stream()
                .filter(other -> other != handler && other.event() == handler.event() && !handler.isGuard())
                .flatMap(other -> other.states().stream()).map(StateRef::name).toList();
        return machine.states().map(StatesModel::servableStates).orElse(List.of()).stream()
                .filter(state -> !targets.contains(state) && !taken.contains(state)).findFirst()
                .map(state -> annotation(handler, List.of(state), targets));
    }

    /**
     * The annotation of a handler that returns a state but lists no {@code to}, listing the states its body
     * returns beyond those it serves; empty when no such return was read (then only its author knows).
     */
    static Optional<String> listingItsReturns(HandlerModel handler) {
        List<String> served = names(handler.states());
        List<String> returned = handler.body().map(body -> body.constants().stream().map(c -> c.name())
                .filter(name -> !served.contains(name)).distinct().toList()).orElse(List.of());
        return returned.isEmpty() ? Optional.empty() : Optional.of(annotation(handler, served, returned));
    }

    /** {@code @OnUpdate("A")}, {@code @OnUpdate(value = "A", to = {"B", "C"})}, {@code @Transition(from = "A", to = "B")}. */
    private static String annotation(HandlerModel handler, List<String> served, List<String> targets) {
        List<String> members = new ArrayList<>();
        if (!served.isEmpty()) {
            members.add((handler.isGuard() ? "from" : "value") + " = " + Text.names(served));
        }
        if (!targets.isEmpty()) {
            members.add("to = " + Text.names(targets));
        }
        String name = "@" + handler.event().annotationName();
        if (members.size() == 1 && !served.isEmpty() && !handler.isGuard()) {
            return name + "(" + Text.names(served) + ")";
        }
        return name + "(" + String.join(", ", members) + ")";
    }

    private static List<String> names(List<StateRef> refs) {
        return refs.stream().map(StateRef::name).toList();
    }

    /** The handler's signature with its {@code int id} moved first: {@code tick(int id, float dt)}. */
    static String idFirst(HandlerModel handler) {
        List<String> parameters = new ArrayList<>();
        List<? extends VariableElement> declared = handler.method().getParameters();
        int id = handler.misplacedId();
        parameters.add("int " + declared.get(id).getSimpleName());
        for (int i = 0; i < declared.size(); i++) {
            if (i != id) {
                parameters.add(TypeNames.simple(handler.parameterTypes().get(i)) + " " + declared.get(i).getSimpleName());
            }
        }
        return handler.name() + "(" + String.join(", ", parameters) + ")";
    }

    /** The handler's signature with its annotated parameters moved last. */
    static String annotatedLast(HandlerModel handler) {
        List<String> first = new ArrayList<>();
        List<String> last = new ArrayList<>();
        List<? extends VariableElement> declared = handler.method().getParameters();
        for (int i = 0; i < declared.size(); i++) {
            boolean annotated = handler.parameters().get(i).annotated();
            String text = (annotated ? "@" + (handler.parameters().get(i).name().startsWith("TIME") ? "TimeInState"
                    : "Current") + " " : "") + TypeNames.simple(handler.parameterTypes().get(i)) + " "
                    + declared.get(i).getSimpleName();
            (annotated ? last : first).add(text);
        }
        first.addAll(last);
        return handler.name() + "(" + String.join(", ", first) + ")";
    }

    /**
     * Every accepted form of a handler of this event, with the handler's own name; in id mode with
     * {@code int id} first. In object mode it says that id mode takes the same forms with the id.
     */
    static String acceptedForms(HandlerModel handler, String stateType) {
        Event event = handler.event();
        String name = handler.name();
        String id = handler.leadingInt() ? "int id" : "";
        String annotated = ", each followed by any @TimeInState float and @Current " + stateType + " parameters";
        String idMode = handler.leadingInt() ? ""
                : " (in a system class whose handlers all take `int id` first, the same with `int id` first)";
        if (event == Event.GUARD) {
            return "boolean " + name + "(" + id + ")" + annotated + idMode;
        }
        if (event == Event.MESSAGE) {
            String withId = id.isEmpty() ? "M message" : id + ", M message";
            return "void " + name + "(" + withId + "), " + stateType + " " + name + "(" + withId + ")" + annotated
                    + ", M the message type: a class, interface or array type" + idMode;
        }
        String argument = switch (event) {
            case ENTER -> stateType + " from";
            case UPDATE -> "float dt";
            default -> stateType + " to";
        };
        String withArgument = id.isEmpty() ? argument : id + ", " + argument;
        StringBuilder forms = new StringBuilder();
        forms.append("void ").append(name).append('(').append(id).append("), ")
                .append("void ").append(name).append('(').append(withArgument).append(')');
        if (event.mayReturnState()) {
            forms.append(", ").append(stateType).append(' ').append(name).append('(').append(id).append("), ")
                    .append(stateType).append(' ').append(name).append('(').append(withArgument).append(')');
        }
        return forms.append(idMode).toString();
    }

    /** The class a primitive message boxes to: {@code Integer} for {@code int}. */
    static String box(TypeKind kind) {
        return switch (kind) {
            case INT -> "Integer";
            case CHAR -> "Character";
            default -> {
                String name = kind.name().toLowerCase(Locale.ROOT);
                yield Character.toUpperCase(name.charAt(0)) + name.substring(1);
            }
        };
    }

    /** A {@code @TimeInState} parameter as it is declared: {@code @TimeInState float t}. */
    static String timeInState(CharSequence parameter) {
        return "@TimeInState float " + parameter;
    }

    /** A {@code @Current} parameter as it is declared: {@code @Current GuardState s}. */
    static String current(String stateType, CharSequence parameter) {
        return "@Current " + stateType + " " + parameter;
    }

    /** The enum of states as it is declared: {@code @States enum GuardState}. */
    static String statesEnum(String enumName) {
        return "@States enum " + enumName;
    }

    /** The machine's annotation over {@code enumName}: {@code @StateMachine(GuardState.class)}. */
    static String machine(String enumName) {
        return "@StateMachine(" + enumName + ".class)";
    }

    /**
     * A group name made of the identifier characters of {@code name}, upper case ({@code "aggro range"} gives
     * {@code "AGGRO_RANGE"}), that no state or group of the enum has.
     */
    static String groupName(String name, StatesModel states) {
        String cleaned = name.trim().toUpperCase(Locale.ROOT).replaceAll("[^A-Z0-9_$]+", "_")
                .replaceAll("^_+|_+$", "");
        if (!cleaned.isEmpty() && !SourceVersion.isName(cleaned)) {
            cleaned = "GROUP_" + cleaned;
        }
        String base = cleaned.isEmpty() || !SourceVersion.isName(cleaned) ? "GROUP" : cleaned;
        String free = base;
        for (int n = 2; states.knows(free); n++) {
            free = base + "_" + n;
        }
        return Text.quote(free);
    }
}
