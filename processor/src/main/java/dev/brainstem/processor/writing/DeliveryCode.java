package dev.brainstem.processor.writing;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.WildcardTypeName;
import dev.brainstem.processor.model.HandlerModel;
import dev.brainstem.processor.model.MessageType;
import dev.brainstem.processor.model.State;
import java.util.AbstractList;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import javax.lang.model.element.Modifier;

/**
 * How a message reaches its handler: {@code DROPPED}, {@code deliver} and its exact-class helpers,
 * {@code mailed}, {@code messageMayGo} and {@code takes}. Only for machines with {@code @OnMessage}
 * handlers.
 */
final class DeliveryCode extends FsmPiece {
    /** The labels a state and a message handler the exact deliveries' switches may have in all. */
    private static final int EXACT_LABELS = 8;

    DeliveryCode(FsmPiece.Site site) {
        super(site);
    }

    /**
     * {@code DROPPED}, {@code deliver} (for a message whose class is exactly a handler's type, a compare of
     * its class and then, if the states' handlers for it differ, a switch over states; for any other, a
     * switch over states whose states of one lookup share an arm, each arm a chain of {@code instanceof}
     * tests, most specific type first), {@code messageMayGo} and {@code takes}. Only for machines with
     * {@code @OnMessage} handlers.
     */
    void messages() {
        List<HandlerModel> handlers = graph.messageHandlers();
        type.addField(FieldSpec.builder(int.class, "DROPPED", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                .addJavadoc("What {@link #deliver} returns when no handler of the state takes the message.\n")
                .initializer("-2").build());
        MethodSpec.Builder deliver = deliverShape("deliver", Modifier.PUBLIC)
                .addJavadoc("Runs the message handler that takes {@code message} in {@code state}: the state's own, "
                        + "else its\ngroups' (innermost first), else an any-state handler; of one level's handlers "
                        + "the most\nspecific type that the message is an instance of.\n\n"
                        + "@return {@link #STAY} when the handler stays, {@link #DROPPED} when no handler takes the "
                        + "message,\nor {@code handler << 16 | next}: the handler's number for {@link #messageMayGo} "
                        + "and the\nordinal of the state it returned\n");
        if (tracksTime) {
            deliver.addJavadoc("@param time the entity's time in state\n");
        }
        String arguments = deliver.build().parameters().stream().map(p -> p.name()).collect(Collectors.joining(", "));
        Map<List<HandlerModel>, List<State>> byLookup = new LinkedHashMap<>();
        for (State state : graph.states()) {
            List<HandlerModel> lookup = graph.messageLookup(state);
            if (!lookup.isEmpty()) {
                // Lists of records compare by value; the same handlers in the same order share an arm.
                byLookup.computeIfAbsent(new IdentityList(lookup), k -> new ArrayList<>()).add(state);
            }
        }
        List<Arm> arms = new ArrayList<>();
        byLookup.forEach((lookup, states) -> {
            CodeBlock.Builder chain = CodeBlock.builder();
            boolean takesAll = false;
            for (HandlerModel handler : lookup) {
                // An Object handler takes every message (never null): no test, and it ends the chain.
                takesAll = isObject(handler.messageType().orElseThrow());
                chain.add(messageCall(handler, handlers.indexOf(handler), !takesAll));
            }
            if (!takesAll) {
                chain.addStatement("return DROPPED");
            }
            arms.add(new Arm(states, "", chain.build()));
        });
        // A message whose class is exactly one of the handlers' types (the usual case) is told by one compare of
        // its class, then needs a switch on the state only when the states' handlers for it differ: not a chain
        // of instanceof tests in every state.
        List<ExactDelivery> exact = exactDeliveries(handlers);
        if (exact.isEmpty()) {
            writeDeliverSwitch(deliver, arms, "message");
        } else {
            deliver.addStatement("$T type = message.getClass()",
                    ParameterizedTypeName.get(ClassName.get(Class.class), WildcardTypeName.subtypeOf(Object.class)));
            for (ExactDelivery delivery : exact) {
                deliver.beginControlFlow("if (type == $T.class)", delivery.type())
                        .addStatement("return $N($L)", delivery.method(), arguments)
                        .endControlFlow();
            }
            deliver.addStatement("return deliverInstance($L)", arguments);
            type.addMethod(deliver.build());
            for (ExactDelivery delivery : exact) {
                writeDeliverSwitch(deliverShape(delivery.method(), Modifier.PRIVATE)
                                .addJavadoc("{@link #deliver} for a message whose class is exactly {@code $L}.\n",
                                        delivery.type().simpleName()),
                        delivery.arms(), delivery.type().simpleName());
            }
            writeDeliverSwitch(deliverShape("deliverInstance", Modifier.PRIVATE)
                    .addJavadoc("{@link #deliver} for a message of any other class: each state's "
                            + "chain of instanceof tests.\n"), arms, "message");
        }
        if (handlers.stream().anyMatch(HandlerModel::returnsState)) {
            type.addMethod(MethodSpec.methodBuilder("mailed")
                    .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                    .returns(int.class)
                    .addJavadoc("What message handler {@code handler} decided in {@code state} by returning "
                            + "{@code next}.\n")
                    .addParameter(int.class, "handler").addParameter(int.class, "state").addParameter(int.class, "next")
                    .addStatement("return next == STAY || next == state ? STAY : handler << 16 | next")
                    .build());
        }
        MethodSpec.Builder mayGo = MethodSpec.methodBuilder("messageMayGo")
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .returns(boolean.class)
                .addJavadoc("Whether the message handler numbered {@code handler} (as {@link #deliver} numbers them) "
                        + "lists\n{@code to} in its {@code to()}.\n")
                .addParameter(int.class, "handler").addParameter(int.class, "to");
        List<HandlerModel> moving = handlers.stream().filter(HandlerModel::returnsState).toList();
        if (moving.isEmpty()) {
            mayGo.addStatement("return false");
        } else {
            mayGo.beginControlFlow("switch (handler)");
            for (HandlerModel handler : moving) {
                mayGo.addCode("case $L: // $L\n", handlers.indexOf(handler), handler.signature())
                        .addCode("$>$L$<", TargetSets.test(graph.targets(handler)));
            }
            mayGo.addCode("default:\n$>return false;\n$<").endControlFlow();
        }
        type.addMethod(mayGo.build());
        List<MessageType> types = graph.messageTypes();
        MethodSpec.Builder takes = MethodSpec.methodBuilder("takes")
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .returns(boolean.class)
                .addJavadoc("Whether some message handler of the machine takes {@code message}'s class; false for "
                        + "null.\n")
                .addParameter(Object.class, "message");
        if (types.isEmpty()) {
            takes.addStatement("return false");
        } else {
            CodeBlock.Builder test = CodeBlock.builder();
            if (types.stream().anyMatch(t -> t.name().equals("java.lang.Object"))) {
                types = List.of(); // every message, null aside
                test.add("message != null");
            }
            // Not short-circuit: a game that sends its types in no order would mispredict each ||.
            for (int i = 0; i < types.size(); i++) {
                test.add(i == 0 ? "$L instanceof $T" : "\n| $L instanceof $T", "message",
                        TypeName.get(types.get(i).type()));
            }
            takes.addStatement("return $L", test.build());
        }
        type.addMethod(takes.build());
    }

    /** The delivery of messages of exactly one class: the method's name, and its arms by state. */
    private record ExactDelivery(ClassName type, String method, List<Arm> arms) {}

    /**
     * The message types that {@code deliver} tells by one compare of their class, each with the handler
     * each state gives it. Each type costs a switch over every state; past {@value #EXACT_LABELS} labels
     * a state and handler in all, the other types take the
     * {@code instanceof} chains, which pick the same handlers: so that the code grows with states plus
     * handlers (a thousand states with a message type each made a switch of a thousand states for each).
     */
    private List<ExactDelivery> exactDeliveries(List<HandlerModel> handlers) {
        int budget = EXACT_LABELS * (graph.stateCount() + handlers.size());
        int labels = 0;
        List<ExactDelivery> deliveries = new ArrayList<>();
        for (MessageType messageType : graph.messageTypes()) {
            if (!isExactClass(messageType)) {
                continue;
            }
            List<HandlerModel> picked = new ArrayList<>();
            List<List<State>> pickedIn = new ArrayList<>();
            for (State state : graph.states()) {
                HandlerModel handler = graph.messageHandler(state, messageType).orElse(null);
                if (handler == null) {
                    continue;
                }
                int at = 0;
                while (at < picked.size() && picked.get(at) != handler) {
                    at++;
                }
                if (at == picked.size()) {
                    picked.add(handler);
                    pickedIn.add(new ArrayList<>());
                }
                pickedIn.get(at).add(state);
            }
            // Every type is charged its switch, even one whose states all share a handler (that switch folds to a
            // call): which types get a method then hangs on the types alone, never on a handler's states, which
            // hot reload may change.
            if (labels + graph.stateCount() > budget) {
                continue;
            }
            labels += graph.stateCount();
            List<Arm> arms = new ArrayList<>();
            for (int k = 0; k < picked.size(); k++) {
                HandlerModel handler = picked.get(k);
                arms.add(new Arm(pickedIn.get(k), "", messageCall(handler, handlers.indexOf(handler), false)));
            }
            ClassName typeName = (ClassName) TypeName.get(messageType.type());
            deliveries.add(new ExactDelivery(typeName, MemberNames.exactDelivery(
                    graph.messageTypes().indexOf(messageType), typeName.simpleName()), arms));
        }
        return deliveries;
    }

    /** Adds {@code method}: a switch over states, {@code DROPPED} for those in no arm ("takes no {@code what}"). */
    private void writeDeliverSwitch(MethodSpec.Builder method, List<Arm> arms, String what) {
        stateSwitch.write(StateSwitch.Shape.EDITABLE,
                type, method, "state", arms, CodeBlock.of("return DROPPED;\n"), "takes no " + what,
                CodeBlock.of("throw new $T($S + state);\n", IllegalArgumentException.class,
                        fsm.simpleName() + ": no state has ordinal "));
    }

    /** A static method with {@code deliver}'s parameters and result. */
    private MethodSpec.Builder deliverShape(String name, Modifier access) {
        MethodSpec.Builder method = MethodSpec.methodBuilder(name)
                .addModifiers(access, Modifier.STATIC)
                .returns(int.class);
        dispatchParameters(method);
        method.addParameter(int.class, "state").addParameter(Object.class, "message");
        if (tracksTime) {
            method.addParameter(float.class, "time");
        }
        return method;
    }

    /**
     * The call of message handler {@code number}, with the cast of the message to its type, and its
     * result; {@code tested}: inside an {@code instanceof} test of that type.
     */
    private CodeBlock messageCall(HandlerModel handler, int number, boolean tested) {
        MessageType messageType = handler.messageType().orElseThrow();
        boolean any = isObject(messageType);
        String variable = any ? "message" : "m" + number;
        CodeBlock call = Handlers.invocation(id() ? "system" : "entity", handler,
                new Handlers.Site("id", variable, "time", "STATES[state]"));
        CodeBlock.Builder code = CodeBlock.builder().add("// $L\n", handler.signature());
        TypeName typeName = TypeName.get(messageType.type());
        if (tested && !any) {
            // A test and a cast, not a pattern: generated code compiles for Java 8 too.
            code.beginControlFlow("if (message instanceof $T)", typeName);
        }
        if (!any) {
            TypeName held = Wildcards.of(messageType.type());
            code.addStatement("$T $L = ($T) message", held, variable, held);
        }
        if (handler.returnsState()) {
            code.addStatement("return mailed($L, state, ordinal($L))", number, call);
        } else {
            code.addStatement("$L", call).addStatement("return STAY");
        }
        if (tested && !any) {
            code.endControlFlow();
        }
        return code.build();
    }

    private static boolean isObject(MessageType type) {
        return type.name().equals("java.lang.Object");
    }

    /**
     * Whether messages of exactly this type can be sent and told by their class: a class (a record, an
     * enum) that is not abstract, named without type arguments.
     */
    private static boolean isExactClass(MessageType type) {
        // A type named with type arguments has no class literal to compare with.
        return !isObject(type) && type.concreteClass() && TypeName.get(type.type()) instanceof ClassName;
    }

    /** A list compared and hashed by its elements' identities. */
    private static final class IdentityList extends AbstractList<HandlerModel> {
        private final List<HandlerModel> items;

        IdentityList(List<HandlerModel> items) {
            this.items = items;
        }

        @Override
        public HandlerModel get(int index) {
            return items.get(index);
        }

        @Override
        public int size() {
            return items.size();
        }

        @Override
        public boolean equals(Object other) {
            if (!(other instanceof IdentityList list) || list.size() != size()) {
                return false;
            }
            for (int i = 0; i < size(); i++) {
                if (items.get(i) != list.items.get(i)) {
                    return false;
                }
            }
            return true;
        }

        @Override
        public int hashCode() {
            int hash = 1;
            for (HandlerModel item : items) {
                hash = 31 * hash + System.identityHashCode(item);
            }
            return hash;
        }
    }

}
