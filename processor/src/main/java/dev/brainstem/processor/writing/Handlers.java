package dev.brainstem.processor.writing;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import dev.brainstem.processor.model.Event;
import dev.brainstem.processor.model.HandlerModel;
import dev.brainstem.processor.model.Mode;
import dev.brainstem.processor.model.ParameterKind;

/**
 * The code that calls one handler: the receiver ({@code entity}, or {@code system} with the id), the
 * argument the handler asked for, and what a dispatch case returns.
 */
final class Handlers {
    private Handlers() {}

    /**
     * What the code around a call has to give a handler's parameters, as expressions.
     *
     * @param id the entity's id (id mode)
     * @param positional the positional argument: {@code dt}, {@code stateAt(from)} or {@code stateAt(to)}
     * @param time the time in state, for {@code @TimeInState}
     * @param current the state served, for {@code @Current}
     * @param regions another region's state, for {@code @Current} of that region's enum: a pattern with
     *     {@code %s} for the enum's simple name ({@link RegionReads})
     */
    record Site(String id, String positional, String time, CodeBlock current, String regions) {
        Site(String id, String positional, String time, CodeBlock current) {
            this(id, positional, time, current, RegionReads.STATIC);
        }

        Site(String id, String positional, String time, String current) {
            this(id, positional, time, CodeBlock.of("$L", current));
        }

        /** The same site, where another region's state is read by {@code pattern}. */
        Site readingRegions(String pattern) {
            return new Site(id, positional, time, current, pattern);
        }

        /** The site of a dispatch method of {@code event}, whose selector is {@code state}. */
        static Site dispatch(Event event, String time) {
            String positional = switch (event) {
                case ENTER -> "stateAt(from)";
                case UPDATE -> "dt";
                default -> "stateAt(to)";
            };
            return new Site("id", positional, event == Event.ENTER ? "0f" : time, "STATES[state]");
        }
    }

    /** The arguments that name an entity to the dispatch methods: {@code entity}, or {@code system, id}. */
    static String receiverArguments(Mode mode, String idName) {
        return mode == Mode.ID ? "system, " + idName : "entity";
    }

    /** The parameters that name an entity to a method of XFsm: {@code E entity}, or {@code E system, int id}. */
    static void receiverParameters(MethodSpec.Builder method, Mode mode, ClassName entity) {
        if (mode == Mode.ID) {
            method.addParameter(entity, "system").addParameter(int.class, "id");
        } else {
            method.addParameter(entity, "entity");
        }
    }

    /**
     * The case body that calls {@code handler} for {@code event}; it ends with a return: a plain one in a
     * {@code void} method ({@code isVoid}), else the state asked for or {@code STAY}.
     */
    static CodeBlock call(Mode mode, Event event, HandlerModel handler, String time, boolean isVoid) {
        CodeBlock call = invocation(mode == Mode.ID ? "system" : "entity", handler, Site.dispatch(event, time));
        CodeBlock.Builder code = CodeBlock.builder();
        if (isVoid) {
            code.addStatement("$L", call).addStatement("return");
        } else if (handler.returnsState()) {
            code.addStatement("return ordinal($L)", call);
        } else {
            code.addStatement("$L", call).addStatement("return STAY");
        }
        return code.build();
    }

    /** {@code receiver.name(arguments)}. */
    static CodeBlock invocation(String receiver, HandlerModel handler, Site site) {
        return CodeBlock.of("$L.$N($L)", receiver, handler.name(), arguments(handler, site));
    }

    /**
     * The arguments of a call of {@code handler}, parameter by parameter: the id, the positional
     * argument, the time in state, the current state.
     */
    static CodeBlock arguments(HandlerModel handler, Site site) {
        java.util.List<CodeBlock> arguments = new java.util.ArrayList<>();
        for (int i = 0; i < handler.parameters().size(); i++) {
            ParameterKind kind = handler.parameters().get(i);
            arguments.add(switch (kind) {
                case ID -> CodeBlock.of("$L", site.id());
                case TIME_IN_STATE -> CodeBlock.of("$L", site.time());
                case CURRENT -> site.current();
                case CURRENT_REGION -> CodeBlock.of("$L", String.format(site.regions(), ((javax.lang.model.type.DeclaredType)
                        handler.parameterTypes().get(i)).asElement().getSimpleName()));
                default -> CodeBlock.of("$L", site.positional());
            });
        }
        return CodeBlock.join(arguments, ", ");
    }
}
