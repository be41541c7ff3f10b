package dev.brainstem.processor.writing;

import com.palantir.javapoet.CodeBlock;
import dev.brainstem.processor.model.Event;
import dev.brainstem.processor.model.HandlerModel;
import dev.brainstem.processor.model.Mode;

/**
 * The code that calls one handler: the receiver ({@code entity}, or {@code system} with the id), the
 * argument the handler asked for, and what a dispatch case returns.
 */
final class Handlers {
    private Handlers() {}

    /** The arguments that name an entity to the dispatch methods: {@code entity}, or {@code system, id}. */
    static String receiverArguments(Mode mode, String idName) {
        return mode == Mode.ID ? "system, " + idName : "entity";
    }

    /** The case body that calls {@code handler} for {@code event}; it ends with a return. */
    static CodeBlock call(Mode mode, Event event, HandlerModel handler) {
        String call = (mode == Mode.ID ? "system" : "entity") + "." + handler.name() + "("
                + arguments(event, handler, "id") + ")";
        CodeBlock.Builder code = CodeBlock.builder();
        if (event == Event.EXIT) {
            code.addStatement("$L", call).addStatement("return");
        } else if (handler.returnsState()) {
            code.addStatement("return ordinal($L)", call);
        } else {
            code.addStatement("$L", call).addStatement("return STAY");
        }
        return code.build();
    }

    /**
     * The arguments of a call of {@code handler} for {@code event}: the id, when it takes one, named
     * {@code idName}, then {@code dt}, {@code stateAt(from)} or {@code stateAt(to)} when it asks.
     */
    static String arguments(Event event, HandlerModel handler, String idName) {
        StringBuilder arguments = new StringBuilder();
        if (handler.leadingInt()) {
            arguments.append(idName);
        }
        if (handler.takesArgument()) {
            if (arguments.length() > 0) {
                arguments.append(", ");
            }
            arguments.append(switch (event) {
                case ENTER -> "stateAt(from)";
                case UPDATE -> "dt";
                case EXIT -> "stateAt(to)";
            });
        }
        return arguments.toString();
    }
}
