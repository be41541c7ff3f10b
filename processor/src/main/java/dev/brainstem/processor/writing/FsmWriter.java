package dev.brainstem.processor.writing;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import com.palantir.javapoet.WildcardTypeName;
import dev.brainstem.processor.model.EdgeGroup;
import dev.brainstem.processor.model.Event;
import dev.brainstem.processor.model.Group;
import dev.brainstem.processor.model.Step;
import dev.brainstem.processor.model.HandlerModel;
import dev.brainstem.processor.model.MachineGraph;
import dev.brainstem.processor.model.Mode;
import dev.brainstem.processor.model.State;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code XFsm}: the key constants, the machine description, the dispatcher (one
 * {@code tableswitch} per event over the state's ordinal) and the one-entity machine.
 */
final class FsmWriter {
    /** Machines larger than this get no state table or diagram in their Javadoc; INFO draws them. */
    private static final int DOCUMENTED_STATES = 64;
    /** A {@code to} longer than this is checked with a string of ordinals rather than comparisons. */
    private static final int INLINE_TARGETS = 4;
    /** The most edge groups one method of {@code INFO}'s construction adds, well under 8000 bytes. */
    private static final int GROUPS_PER_METHOD = 250;
    /** The labels a state and a message handler the exact deliveries' switches may have in all. */
    private static final int EXACT_LABELS = 8;
    /** The most characters of names an edge group's statement keeps on one line. */
    private static final int SHORT_NAMES = 40;

    private final MachineGraph graph;
    private final Mode mode;
    private final ClassName entity;
    private final ClassName stateType;
    private final ClassName fsm;
    private final TypeRefs refs;
    private final StateSwitch stateSwitch;
    private final TypeSpec.Builder type;
    private final boolean tracksTime;

    FsmWriter(MachineGraph graph, ClassName entity, ClassName stateType, ClassName fsm, TypeRefs refs) {
        this.graph = graph;
        this.mode = graph.mode();
        this.entity = entity;
        this.stateType = stateType;
        this.fsm = fsm;
        this.refs = refs;
        this.stateSwitch = new StateSwitch(graph.states());
        this.type = TypeSpec.classBuilder(fsm);
        this.tracksTime = graph.tracksTime();
    }

    private boolean id() {
        return mode == Mode.ID;
    }

    /** {@code , time} where a dispatch method passes the time in state on, or nothing. */
    private String timeParameter() {
        return tracksTime ? ", time" : "";
    }

    TypeSpec.Builder write() {
        type.addModifiers(Modifier.FINAL).addJavadoc(Javadocs.classJavadoc(graph, entity, stateType, DOCUMENTED_STATES));
        if (graph.model().publicType()) {
            type.addModifiers(Modifier.PUBLIC);
        }
        constants();
        keys();
        info();
        dispatcher();
        targetChecks();
        if (graph.hasMessages()) {
            messages();
        }
        groups();
        startable();
        if (graph.hasStacks()) {
            interrupts();
        }
        helpers();
        oneEntityMachine();
        ResumeCode.fsm(type, graph, fsm, entity, stateType, refs);
        return type;
    }

    // ---------------------------------------------------------------------------------------------
    // Constants and description

    private void constants() {
        type.addField(FieldSpec.builder(int.class, "STATE_COUNT", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                .addJavadoc("How many states {@link $T} has.\n", stateType)
                .initializer("$L", graph.stateCount()).build());
        type.addField(FieldSpec.builder(int.class, "STAY", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                .addJavadoc("What a dispatch returns when the handler asks for no transition: it is void or it "
                        + "returned\nnull, or the state has no handler. A handler that returns the state the entity "
                        + "is in gets\nthat state's ordinal back, which callers treat as a stay too.\n")
                .initializer("-1").build());
        type.addField(FieldSpec.builder(int.class, "MAX_TRANSITIONS_PER_TICK",
                        Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                .addJavadoc("The most transitions one entity makes in one tick "
                        + "({@code @StateMachine.maxTransitionsPerTick}).\n")
                .initializer("$L", graph.model().maxTransitionsPerTick()).build());
        type.addField(FieldSpec.builder(boolean.class, "SETTLE", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                .addJavadoc("Whether a transition made by an update lets the new state's update run with the "
                        + "same dt\n({@code @StateMachine.settle}).\n")
                .initializer("$L", graph.model().settle()).build());
        type.addField(FieldSpec.builder(String.class, "NAME", Modifier.STATIC, Modifier.FINAL)
                .initializer("$S", graph.model().entityName()).build());
        type.addField(FieldSpec.builder(ArrayTypeName.of(stateType), "STATES", Modifier.STATIC, Modifier.FINAL)
                .addJavadoc("The states by ordinal, checked against those this class was generated for.\n")
                .initializer("$T.states($L,\n$L, $S, $S)", RuntimeTypes.STALE_CHECK, refs.values(),
                        Literals.names(graph.statesModel().names()), fsm.simpleName(),
                        graph.model().entity().getQualifiedName().toString())
                .build());
    }

    private void keys() {
        for (Event event : Event.KEYED) {
            for (State state : graph.states()) {
                graph.handler(event, state).ifPresent(handler -> type.addField(FieldSpec
                        .builder(long.class, MemberNames.key(event, state), Modifier.PUBLIC, Modifier.STATIC,
                                Modifier.FINAL)
                        .addJavadoc("The packed key of $L's $L handler, {@code $L}.\n", state.name(),
                                event.name().toLowerCase(Locale.ROOT), handler.signature())
                        .initializer("(long) $T.$L << 32 | $L", RuntimeTypes.EVENTS, event.name(), state.ordinal())
                        .build()));
            }
        }
    }

    private void info() {
        type.addField(FieldSpec.builder(RuntimeTypes.MACHINE_INFO, "INFO", Modifier.PUBLIC, Modifier.STATIC,
                        Modifier.FINAL)
                .addJavadoc("The machine's states, initial state, entry points and edges; draws itself as Mermaid or "
                        + "DOT.\n")
                .initializer(graph.hasStacks() ? stackInfo() : CodeBlock.of("info()")).build());
        ParameterizedTypeName groupList = ParameterizedTypeName.get(ClassName.get(List.class), RuntimeTypes.EDGES);
        MethodSpec.Builder info = MethodSpec.methodBuilder("info")
                .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                .returns(RuntimeTypes.MACHINE_INFO)
                .addStatement("$T[] names = new $T[STATE_COUNT]", String.class, String.class)
                .addStatement("$T<$T> entryPoints = new $T<$T>()", List.class, String.class, ArrayList.class,
                        String.class)
                .beginControlFlow("for (int state = 0; state < STATE_COUNT; state++)")
                .addStatement("names[state] = STATES[state].name()")
                .beginControlFlow("if (isEntryPoint(state))")
                .addStatement("entryPoints.add(names[state])")
                .endControlFlow()
                .endControlFlow()
                .addComment("One group per handler: from every state it serves to every state its to() lists.")
                .addStatement("$T edges = new $T<$T>()", groupList, ArrayList.class, RuntimeTypes.EDGES);
        List<EdgeGroup> groups = graph.drawnEdgeGroups();
        if (groups.size() <= GROUPS_PER_METHOD) {
            info.addCode(groupStatements(groups));
        } else {
            for (int lo = 0; lo < groups.size(); lo += GROUPS_PER_METHOD) {
                int hi = Math.min(groups.size(), lo + GROUPS_PER_METHOD);
                String name = MemberNames.part("addEdges", lo, hi - 1);
                type.addMethod(MethodSpec.methodBuilder(name)
                        .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                        .addParameter(groupList, "edges")
                        .addCode(groupStatements(groups.subList(lo, hi))).build());
                info.addStatement("$N(edges)", name);
            }
        }
        if (graph.hasMessages()) {
            CodeBlock.Builder types = CodeBlock.builder();
            for (State state : graph.states()) {
                types.add("\n$S,", graph.messageLookup(state).stream()
                        .map(h -> h.messageType().orElseThrow().simpleName()).collect(Collectors.joining(" ")));
            }
            info.addComment("The groups: each with the group it is nested in and the states it lists itself.")
                    .addStatement("$T[] groups = {$>$L$<\n}", RuntimeTypes.MACHINE_INFO.nestedClass("Group"),
                            groupDeclarations())
                    .addComment("Each state's message types, in the order its lookup tries them.")
                    .addStatement("$T[] messageTypes = {$>$L$<\n}", String.class, types.build())
                    .addStatement("return new $T(NAME, names,$W$S,$WentryPoints.toArray(new $T[0]),$Wgroups,"
                                    + "$WmessageTypes,$Wedges.toArray(new $T[0]))",
                            RuntimeTypes.MACHINE_INFO, graph.initial().name(), String.class, RuntimeTypes.EDGES);
        } else if (graph.groups().isEmpty()) {
            info.addStatement("return new $T(NAME, names,$W$S,$WentryPoints.toArray(new $T[0]),"
                            + "$Wedges.toArray(new $T[0]))",
                    RuntimeTypes.MACHINE_INFO, graph.initial().name(), String.class, RuntimeTypes.EDGES);
        } else {
            info.addComment("The groups: each with the group it is nested in and the states it lists itself.")
                    .addStatement("$T[] groups = {$>$L$<\n}", RuntimeTypes.MACHINE_INFO.nestedClass("Group"),
                            groupDeclarations())
                    .addStatement("return new $T(NAME, names,$W$S,$WentryPoints.toArray(new $T[0]),$Wgroups,"
                            + "$Wedges.toArray(new $T[0]))",
                    RuntimeTypes.MACHINE_INFO, graph.initial().name(), String.class, RuntimeTypes.EDGES);
        }
        type.addMethod(info.build());
    }

    /** The groups, each as {@code new MachineInfo.Group(name, parent, "STATE ...")}, a line each. */
    private CodeBlock groupDeclarations() {
        CodeBlock.Builder declared = CodeBlock.builder();
        for (Group group : graph.groups()) {
            List<String> states = DiagramWriter.directStates(graph, group);
            // On one line when it fits; a long list of states gets lines of its own.
            String layout = String.join(" ", states).length() <= SHORT_NAMES ? "\nnew $T($S, $S, $L),"
                    : "\nnew $T($S, $S,\n$L),";
            declared.add(layout, RuntimeTypes.MACHINE_INFO.nestedClass("Group"), group.name(),
                    group.parent() < 0 ? null : graph.groups().get(group.parent()).name(), Literals.names(states));
        }
        return declared.build();
    }

    /** INFO of a machine with interrupts: its description, with the interrupts and the {@code @Back}. */
    private CodeBlock stackInfo() {
        CodeBlock interrupts = graph.interrupts().stream().map(s -> CodeBlock.of("$S", s.name()))
                .collect(CodeBlock.joining(", "));
        return CodeBlock.of("info().withStacks(new $T[] {$L}, $S)", String.class, interrupts,
                graph.back().map(State::name).orElse(null));
    }

    private CodeBlock groupStatements(List<EdgeGroup> groups) {
        CodeBlock.Builder code = CodeBlock.builder();
        for (EdgeGroup group : groups) {
            if (group.back()) {
                code.addStatement("edges.add($T.back($T.$L, $L, $L, $S))", RuntimeTypes.EDGES, RuntimeTypes.EVENTS,
                        group.event().name(), Literals.names(names(group.sources())),
                        Literals.names(names(group.targets())), group.label());
                continue;
            }
            List<String> from = names(group.sources());
            List<String> to = names(group.targets());
            // On one line when it fits; a long list of names gets lines of its own.
            String layout = String.join(" ", from).length() + String.join(" ", to).length() <= SHORT_NAMES
                    ? "edges.add(new $T($T.$L, $L, $L$L))" : "edges.add(new $T($T.$L,\n$L,\n$L$L))";
            code.addStatement(layout, RuntimeTypes.EDGES, RuntimeTypes.EVENTS, group.event().name(),
                    Literals.names(from), Literals.names(to), group.label() == null ? CodeBlock.of("")
                            : CodeBlock.of(", $S", group.label()));
        }
        return code.build();
    }

    private static List<String> names(List<State> states) {
        return states.stream().map(State::name).toList();
    }

    // ---------------------------------------------------------------------------------------------
    // The dispatcher

    private void dispatcher() {
        MethodSpec.Builder dispatch = MethodSpec.methodBuilder("dispatch")
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .returns(int.class)
                .addJavadoc("Runs the handler of the (event, state) pair that {@code key} packs, as "
                        + "{@code (long) event << 32 | ordinal}.\n\n"
                        + "@param other the ordinal of {@code from} for ENTER and of {@code to} for EXIT, "
                        + "or {@link #STAY} for none\n"
                        + "@param dt the time step, for UPDATE\n"
                        + "@return the ordinal of the state the handler asks for, or {@link #STAY}\n");
        receiverParameters(dispatch);
        dispatch.addParameter(long.class, "key").addParameter(int.class, "other").addParameter(float.class, "dt");
        String time = timeParameter();
        if (tracksTime) {
            dispatch.addJavadoc("@param time the entity's time in state, for UPDATE and EXIT\n")
                    .addParameter(float.class, "time");
        }
        dispatch.addStatement("int state = (int) key")
                .beginControlFlow("switch ((int) (key >>> 32))")
                .addCode("case $T.ENTER:\n$>return onEnter($L, state, other);\n$<", RuntimeTypes.EVENTS, receiver())
                .addCode("case $T.UPDATE:\n$>return onUpdate($L, state, dt$L);\n$<", RuntimeTypes.EVENTS, receiver(),
                        time)
                .addCode("case $T.EXIT:\n$>onExit($L, state, other$L);\nreturn STAY;\n$<", RuntimeTypes.EVENTS,
                        receiver(), time)
                .addCode("default:\n$>throw new $T($S$W+ $T.toHexString(key) + $S);\n$<",
                        IllegalArgumentException.class, fsm.simpleName() + ": key 0x", Long.class, " packs no event")
                .endControlFlow();
        type.addMethod(dispatch.build());

        eventMethod(Event.ENTER, "onEnter", int.class, "from",
                "Runs {@code state}'s enter handler, if it has one.\n\n"
                        + "@param from the ordinal of the state left, or {@link #STAY} when the entity starts\n"
                        + "@return the ordinal of the state it redirects to, or {@link #STAY}\n");
        eventMethod(Event.UPDATE, "onUpdate", float.class, "dt",
                "Runs {@code state}'s update handler, if it has one.\n\n"
                        + "@return the ordinal of the state it asks for, or {@link #STAY}\n");
        eventMethod(Event.EXIT, "onExit", int.class, "to",
                "Runs {@code state}'s exit handler, if it has one.\n\n"
                        + "@param to the ordinal of the state being entered\n");
    }

    private void eventMethod(Event event, String name, Class<?> argumentType, String argument, String javadoc) {
        boolean isVoid = event == Event.EXIT;
        MethodSpec.Builder method = MethodSpec.methodBuilder(name)
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .returns(isVoid ? TypeName.VOID : TypeName.INT)
                .addJavadoc(javadoc);
        receiverParameters(method);
        method.addParameter(int.class, "state").addParameter(argumentType, argument);
        if (tracksTime && event != Event.ENTER) {
            method.addParameter(float.class, "time");
        }
        List<Arm> arms = new ArrayList<>();
        graph.servedBy(event).forEach((handler, states) ->
                arms.add(new Arm(states, handler.signature(), Handlers.call(mode, event, handler, "time"))));
        CodeBlock rest = isVoid ? CodeBlock.of("return;\n") : CodeBlock.of("return STAY;\n");
        stateSwitch.write(type, method, "state", arms, rest, "no " + event.name().toLowerCase(Locale.ROOT) + " handler",
                CodeBlock.of("throw new $T($S + state);\n", IllegalArgumentException.class,
                        fsm.simpleName() + ": no state has ordinal "));
    }

    // ---------------------------------------------------------------------------------------------
    // Declared targets

    /**
     * {@code updateMayGo}, {@code enterMayGo} and {@code groupUpdateMayGo}: each handler's {@code to} as a
     * switch over states. The decisions of machines of up to {@value DecisionCode#MASK_STATES} states test
     * a bit mask of the same set instead ({@link DecisionCode}); the switches stay for the rest and for
     * reading.
     */
    private void targetChecks() {
        targetCheck(Event.UPDATE, "updateMayGo");
        targetCheck(Event.ENTER, "enterMayGo");
        groupTargetCheck();
    }

    /** {@code return to == 2 || to == 0; // OPEN, CLOSED}, or a string of ordinals for a long list. */
    private static CodeBlock targetTest(List<State> targets) {
        String names = targets.stream().map(State::name).collect(Collectors.joining(", "));
        if (targets.size() <= INLINE_TARGETS) {
            String test = targets.stream().map(t -> "to == " + t.ordinal()).collect(Collectors.joining(" || "));
            return CodeBlock.of("return $L; // $L\n", test, names);
        }
        // The ordinals as the chars of a string: a set tested with one call, whatever its size.
        return CodeBlock.of("return $L.indexOf(to) >= 0;\n", Literals.ordinals(targets));
    }

    /** Whether a group's update lists {@code to}; only for machines whose group updates return states. */
    private void groupTargetCheck() {
        if (!graph.groupUpdatesMove()) {
            return;
        }
        List<Group> returning = graph.groups().stream().filter(g -> graph.groupHandler(Event.UPDATE, g)
                .filter(HandlerModel::returnsState).isPresent()).toList();
        MethodSpec.Builder method = MethodSpec.methodBuilder("groupUpdateMayGo")
                .addModifiers(Modifier.STATIC)
                .returns(boolean.class)
                .addJavadoc("Whether the update handler of the group numbered {@code group} lists {@code to} in its "
                        + "{@code to()}.\n")
                .addParameter(int.class, "group").addParameter(int.class, "to")
                .beginControlFlow("switch (group)");
        for (Group group : returning) {
            HandlerModel handler = graph.groupHandler(Event.UPDATE, group).orElseThrow();
            method.addCode("case $L: // $L: $L\n", group.index(), group.name(), handler.signature())
                    .addCode("$>$L$<", targetTest(graph.targets(handler)));
        }
        type.addMethod(method.addCode("default:\n$>return false;\n$<").endControlFlow().build());
    }

    private void targetCheck(Event event, String name) {
        MethodSpec.Builder method = MethodSpec.methodBuilder(name)
                .addModifiers(Modifier.STATIC)
                .returns(boolean.class)
                .addJavadoc("Whether the $L handler of {@code from} lists {@code to} in its {@code to()}.\n",
                        event.name().toLowerCase(Locale.ROOT))
                .addParameter(int.class, "from").addParameter(int.class, "to");
        List<Arm> arms = new ArrayList<>();
        for (EdgeGroup group : graph.edgeGroups()) {
            // A state's own handlers: a group's update edges (labelled with the group) have a check of
            // their own, also when the method serves states of the group as well.
            List<State> own = group.sources().stream()
                    .filter(s -> graph.handler(event, s).filter(h -> h == group.handler()).isPresent()).toList();
            if (group.event() == event && group.label() == null && !own.isEmpty()) {
                arms.add(new Arm(own, group.handler().signature(), targetTest(group.targets())));
            }
        }
        stateSwitch.write(type, method, "from", arms, CodeBlock.of("return false;\n"),
                "no " + event.name().toLowerCase(Locale.ROOT) + " handler with a to()", CodeBlock.of("return false;\n"));
    }

    // ---------------------------------------------------------------------------------------------
    // Messages

    /**
     * {@code DROPPED}, {@code deliver} (for a message whose class is exactly a handler's type, a compare of
     * its class and then, if the states' handlers for it differ, a switch over states; for any other, a
     * switch over states whose states of one lookup share an arm, each arm a chain of {@code instanceof}
     * tests, most specific type first), {@code messageMayGo} and {@code takes}. Only for machines with
     * {@code @OnMessage} handlers.
     */
    private void messages() {
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
        java.util.Map<List<HandlerModel>, List<State>> byLookup = new java.util.LinkedHashMap<>();
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
                        .addCode("$>$L$<", targetTest(graph.targets(handler)));
            }
            mayGo.addCode("default:\n$>return false;\n$<").endControlFlow();
        }
        type.addMethod(mayGo.build());
        List<dev.brainstem.processor.model.MessageType> types = graph.messageTypes();
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
     * each state gives it. A type whose handler differs between states costs a switch over every state;
     * past {@value #EXACT_LABELS} labels a state and handler in all, the other types take the
     * {@code instanceof} chains, which pick the same handlers: so that the code grows with states plus
     * handlers (a thousand states with a message type each made a switch of a thousand states for each).
     */
    private List<ExactDelivery> exactDeliveries(List<HandlerModel> handlers) {
        int budget = EXACT_LABELS * (graph.stateCount() + handlers.size());
        int labels = 0;
        List<ExactDelivery> deliveries = new ArrayList<>();
        for (dev.brainstem.processor.model.MessageType messageType : graph.messageTypes()) {
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
            boolean sameInAll = picked.size() == 1 && pickedIn.get(0).size() == graph.stateCount();
            if (!sameInAll && labels + graph.stateCount() > budget) {
                continue;
            }
            labels += sameInAll ? 0 : graph.stateCount();
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
        stateSwitch.write(type, method, "state", arms, CodeBlock.of("return DROPPED;\n"), "takes no " + what,
                CodeBlock.of("throw new $T($S + state);\n", IllegalArgumentException.class,
                        fsm.simpleName() + ": no state has ordinal "));
    }

    /** A static method with {@code deliver}'s parameters and result. */
    private MethodSpec.Builder deliverShape(String name, Modifier access) {
        MethodSpec.Builder method = MethodSpec.methodBuilder(name)
                .addModifiers(access, Modifier.STATIC)
                .returns(int.class);
        receiverParameters(method);
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
        dev.brainstem.processor.model.MessageType messageType = handler.messageType().orElseThrow();
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

    private static boolean isObject(dev.brainstem.processor.model.MessageType type) {
        return type.name().equals("java.lang.Object");
    }

    /**
     * Whether messages of exactly this type can be sent and told by their class: a class (a record, an
     * enum) that is not abstract, named without type arguments.
     */
    private static boolean isExactClass(dev.brainstem.processor.model.MessageType type) {
        if (isObject(type) || !(type.type() instanceof javax.lang.model.type.DeclaredType declared)
                || !(TypeName.get(type.type()) instanceof ClassName)) {
            return false;
        }
        javax.lang.model.element.Element element = declared.asElement();
        javax.lang.model.element.ElementKind kind = element.getKind();
        return (kind == javax.lang.model.element.ElementKind.CLASS || kind == javax.lang.model.element.ElementKind.RECORD
                || kind == javax.lang.model.element.ElementKind.ENUM)
                && !element.getModifiers().contains(Modifier.ABSTRACT);
    }

    /** A list compared and hashed by its elements' identities. */
    private static final class IdentityList extends java.util.AbstractList<HandlerModel> {
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

    // ---------------------------------------------------------------------------------------------
    // Groups

    /**
     * Membership of the groups with enter or exit handlers, and the methods that run those handlers
     * when a transition crosses a group's boundary. A machine without them gets none of this.
     */
    private void groups() {
        List<Group> crossed = new ArrayList<>();
        for (Group group : graph.groups()) {
            if (graph.groupHandler(Event.ENTER, group).isPresent() || graph.groupHandler(Event.EXIT, group).isPresent()) {
                crossed.add(group);
            }
        }
        new Memberships(graph, stateSwitch).write(type, crossed);
        List<Group> exits = graph.groupsWith(Event.EXIT);
        if (!exits.isEmpty()) {
            MethodSpec.Builder method = MethodSpec.methodBuilder("exitGroups")
                    .addModifiers(Modifier.STATIC)
                    .addJavadoc("Runs the exit handlers of the groups that {@code state} is in and {@code to} is not, "
                            + "innermost\nfirst.\n");
            receiverParameters(method);
            method.addParameter(int.class, "state").addParameter(int.class, "to");
            if (tracksTime) {
                method.addParameter(float.class, "time");
            }
            for (Group group : exits) {
                HandlerModel handler = graph.groupHandler(Event.EXIT, group).orElseThrow();
                String test = MemberNames.membership(group);
                method.beginControlFlow("if ($N(state) && !$N(to))", test, test)
                        .addStatement("$L", Handlers.invocation(id() ? "system" : "entity", handler,
                                new Handlers.Site("id", "stateAt(to)", "time", "STATES[state]")))
                        .endControlFlow();
            }
            type.addMethod(method.build());
        }
        List<Group> enters = graph.groupsWith(Event.ENTER);
        if (!enters.isEmpty()) {
            MethodSpec.Builder method = MethodSpec.methodBuilder("enterGroups")
                    .addModifiers(Modifier.STATIC)
                    .addJavadoc("Runs the enter handlers of the groups that {@code state} is in and {@code from} is not "
                            + "(none when\nthe entity starts: {@code from} is {@link #STAY}), outermost first.\n");
            receiverParameters(method);
            method.addParameter(int.class, "state").addParameter(int.class, "from");
            for (Group group : enters) {
                HandlerModel handler = graph.groupHandler(Event.ENTER, group).orElseThrow();
                String test = MemberNames.membership(group);
                method.beginControlFlow("if ($N(state) && !$N(from))", test, test)
                        .addStatement("$L", Handlers.invocation(id() ? "system" : "entity", handler,
                                new Handlers.Site("id", "stateAt(from)", "0f", "STATES[state]")))
                        .endControlFlow();
            }
            type.addMethod(method.build());
        }
    }

    // ---------------------------------------------------------------------------------------------
    // Decisions

    /**
     * The entity's decision in its state: a switch whose states of one update handler share an arm,
     * and a method of its own for each state that decides by more than its update.
     */
    private void decisions() {
        MethodSpec.Builder decide = MethodSpec.methodBuilder("decide")
                .addModifiers(Modifier.PRIVATE)
                .returns(int.class)
                .addJavadoc("Runs the decision of {@code state}: $L.\n\n"
                        + "@return {@link #STAY}, or the event that chose the next state above its ordinal:\n"
                        + "{@code event << 16 | next}\n", graph.hasDecisions()
                        ? "the updates of its groups, its guards, its update handler; the first that\nleaves decides"
                        : "its update handler")
                .addParameter(int.class, "state").addParameter(float.class, "dt");
        List<Arm> arms = new ArrayList<>();
        java.util.Map<HandlerModel, List<State>> simple = new java.util.IdentityHashMap<>();
        List<HandlerModel> order = new ArrayList<>();
        for (State state : graph.states()) {
            List<Step> steps = graph.decision(state);
            if (steps.isEmpty()) {
                continue;
            }
            if (steps.size() == 1 && steps.get(0) instanceof Step.Update update) {
                if (!simple.containsKey(update.handler())) {
                    order.add(update.handler());
                }
                simple.computeIfAbsent(update.handler(), k -> new ArrayList<>()).add(state);
                continue;
            }
            String name = MemberNames.decision(state);
            MethodSpec.Builder method = MethodSpec.methodBuilder(name)
                    .addModifiers(Modifier.PRIVATE)
                    .returns(int.class)
                    .addJavadoc("$L's decision:\n$L.\n", state.name(), DecisionCode.summary(graph, state))
                    .addParameter(float.class, "dt")
                    .addCode(DecisionCode.body(graph, state, seat(refs.constant(state))));
            type.addMethod(method.build());
            arms.add(new Arm(List.of(state), "", CodeBlock.of("return $N(dt);\n", name)));
        }
        for (HandlerModel handler : order) {
            CodeBlock call = Handlers.invocation(id() ? "system" : "entity", handler,
                    new Handlers.Site("id", "dt", "timeInState()", "STATES[state]"));
            arms.add(new Arm(simple.get(handler), handler.signature(), handler.returnsState()
                    ? CodeBlock.of("$Lreturn updated(state, ordinal($L)$L);\n", DecisionCode.targetsLine(graph, handler),
                            call, DecisionCode.mask(graph, handler))
                    : CodeBlock.of("$L;\nreturn STAY;\n", call)));
        }
        stateSwitch.write(type, decide, "state", arms, CodeBlock.of("return STAY;\n"), "no update handler",
                CodeBlock.of("throw new $T($S + state);\n", IllegalArgumentException.class,
                        fsm.simpleName() + ": no state has ordinal "));
        type.addMethods(DecisionCode.refusals(graph, CodeBlock.of(""), null, "describe()"));
    }

    private DecisionCode.Seat seat(CodeBlock current) {
        return new DecisionCode.Seat() {
            @Override
            public CodeBlock statics() {
                return CodeBlock.of("");
            }

            @Override
            public String receiver() {
                return id() ? "system" : "entity";
            }

            @Override
            public String checkPrefix() {
                return "";
            }

            @Override
            public Handlers.Site site() {
                return new Handlers.Site("id", "dt", "timeInState()", current);
            }

            @Override
            public CodeBlock running(Event event) {
                return CodeBlock.of("");
            }
        };
    }

    // ---------------------------------------------------------------------------------------------
    // Stack states

    private void interrupts() {
        graph.back().ifPresent(back -> type.addField(FieldSpec.builder(int.class, "BACK", Modifier.PUBLIC,
                        Modifier.STATIC, Modifier.FINAL)
                .addJavadoc("The ordinal of the {@code @Back} pseudo-state, $L: returned by a handler of an "
                        + "interrupt, it goes\nback to the state on top of the entity's stack.\n", back.name())
                .initializer("$L", back.ordinal()).build()));
        type.addField(FieldSpec.builder(int.class, "STACK_DEPTH", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                .addJavadoc("The most states an entity can have suspended: the number of {@code @Interrupt} states.\n")
                .initializer("$L", graph.interrupts().size()).build());
        MethodSpec.Builder interrupt = MethodSpec.methodBuilder("isInterrupt")
                .addModifiers(Modifier.STATIC)
                .returns(boolean.class)
                .addJavadoc("Whether {@code state} is annotated {@code @Interrupt}: entering it pushes the state left.\n")
                .addParameter(int.class, "state");
        stateSwitch.write(type, interrupt, "state", List.of(new Arm(graph.interrupts(), "interrupt",
                CodeBlock.of("return true;\n"))), CodeBlock.of("return false;\n"), "", CodeBlock.of("return false;\n"));
    }

    // ---------------------------------------------------------------------------------------------
    // Starting states

    private void startable() {
        MethodSpec.Builder entry = MethodSpec.methodBuilder("isEntryPoint")
                .addModifiers(Modifier.STATIC)
                .returns(boolean.class)
                .addJavadoc("Whether {@code state} is annotated {@code @EntryPoint}.\n")
                .addParameter(int.class, "state");
        List<State> entries = graph.entryPoints();
        List<Arm> arms = entries.isEmpty() ? List.of()
                : List.of(new Arm(entries, "entry point", CodeBlock.of("return true;\n")));
        stateSwitch.write(type, entry, "state", arms, CodeBlock.of("return false;\n"), "", CodeBlock.of("return false;\n"));

        String allowed = graph.startable().stream().map(State::name).collect(Collectors.joining(", "));
        type.addMethod(MethodSpec.methodBuilder("checkStartable")
                .addModifiers(Modifier.STATIC)
                .returns(int.class)
                .addJavadoc("The ordinal of {@code state} when game code may start an entity there or send it "
                        + "there:\nthe initial state or an entry point.\n\n")
                .addJavadoc("@throws $T for any other state, or null\n", IllegalArgumentException.class)
                .addParameter(stateType, "state")
                .beginControlFlow("if (state == null || (state.ordinal() != $L && !isEntryPoint(state.ordinal())))",
                        graph.initial().ordinal())
                .addStatement("throw new $T($S + state\n+ $L)", IllegalArgumentException.class,
                        fsm.simpleName() + ": ", Literals.string(" is not a state to enter from outside; only the "
                                + "initial state " + graph.initial().name() + " and the entry points can be ("
                                + allowed + ")"))
                .endControlFlow()
                .addStatement("return state.ordinal()")
                .build());
    }

    private void helpers() {
        type.addMethod(MethodSpec.methodBuilder("stateAt")
                .addModifiers(Modifier.STATIC)
                .returns(stateType)
                .addJavadoc("The state of an ordinal; null for {@link #STAY}.\n")
                .addParameter(int.class, "ordinal")
                .addStatement("return ordinal == STAY ? null : STATES[ordinal]")
                .build());
        type.addMethod(MethodSpec.methodBuilder("ordinal")
                .addModifiers(Modifier.STATIC)
                .returns(int.class)
                .addJavadoc("The ordinal of a handler's result; {@link #STAY} for null.\n")
                .addParameter(stateType, "state")
                .addStatement("return state == null ? STAY : state.ordinal()")
                .build());
    }

    // ---------------------------------------------------------------------------------------------
    // The one-entity machine

    private void oneEntityMachine() {
        boolean id = mode == Mode.ID;
        boolean settle = graph.model().settle();
        if (id) {
            type.addField(entity, "system", Modifier.PRIVATE, Modifier.FINAL);
            type.addField(int.class, "id", Modifier.PRIVATE, Modifier.FINAL);
        } else {
            type.addField(entity, "entity", Modifier.PRIVATE, Modifier.FINAL);
        }
        type.addField(int.class, "state", Modifier.PRIVATE);
        type.addField(FieldSpec.builder(int.class, "previous", Modifier.PRIVATE).initializer("STAY").build());
        boolean messages = graph.hasMessages();
        if (tracksTime || messages) {
            type.addField(FieldSpec.builder(double.class, "clock", Modifier.PRIVATE)
                    .addJavadoc("The sum of the dt of every update so far.\n").build());
        }
        if (messages) {
            type.addField(FieldSpec.builder(RuntimeTypes.MAILBOX, "mail", Modifier.PRIVATE, Modifier.FINAL)
                    .addJavadoc("The messages sent to the entity, delivered at the start of the next update once "
                            + "due.\n")
                    .initializer("new $T()", RuntimeTypes.MAILBOX).build());
            type.addField(FieldSpec.builder(int.class, "spent", Modifier.PRIVATE)
                    .addJavadoc("The transitions made in this update or transitionTo so far, its messages' included: "
                            + "the failsafe\ncounts them together.\n").build());
        }
        if (tracksTime) {
            type.addField(FieldSpec.builder(double.class, "entered", Modifier.PRIVATE)
                    .addJavadoc("The clock when the entity entered its state, written on transitions only.\n").build());
        }
        if (graph.hasStacks()) {
            type.addField(FieldSpec.builder(RuntimeTypes.INTERRUPT_STACKS, "stacks", Modifier.PRIVATE, Modifier.FINAL)
                    .addJavadoc("The states the entity's interrupts suspended.\n")
                    .initializer("new $T(STACK_DEPTH, 1)", RuntimeTypes.INTERRUPT_STACKS).build());
        }
        type.addField(FieldSpec.builder(boolean.class, "busy", Modifier.PRIVATE)
                .addJavadoc("Whether an update or transitionTo is running, so that its handlers cannot nest another.\n")
                .build());
        ParameterizedTypeName listenerType = ParameterizedTypeName.get(RuntimeTypes.TRANSITION_LISTENER, stateType);
        type.addField(listenerType, "listener", Modifier.PRIVATE);

        MethodSpec.Builder constructor = MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE);
        receiverParameters(constructor);
        if (id) {
            constructor.addStatement("this.system = system").addStatement("this.id = id");
        } else {
            constructor.addStatement("this.entity = entity");
        }
        type.addMethod(constructor.build());

        String who = id ? "entity {@code id} of {@code system}" : "{@code entity}";
        MethodSpec.Builder start = MethodSpec.methodBuilder("start")
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .returns(fsm)
                .addJavadoc("Starts $L in the initial state, $L,\nrunning its enter handler with "
                        + "{@code from == null}.\n", who, graph.initial().name());
        receiverParameters(start);
        type.addMethod(start.addStatement("return start($L, $L)", receiver(), refs.constant(graph.initial())).build());

        MethodSpec.Builder startIn = MethodSpec.methodBuilder("start")
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .returns(fsm)
                .addJavadoc("Starts $L in {@code state},\nwhich must be the initial state or an entry point, "
                        + "running its enter handler with\n{@code from == null}.\n\n", who)
                .addJavadoc("@throws $T if the $L is null or the state cannot be entered from outside\n",
                        IllegalArgumentException.class, id ? "system" : "entity");
        receiverParameters(startIn);
        startIn.addParameter(stateType, "state")
                .beginControlFlow("if ($L == null)", id ? "system" : "entity")
                .addStatement("throw new $T($S)", IllegalArgumentException.class,
                        fsm.simpleName() + ": cannot start a null " + (id ? "system" : "entity"))
                .endControlFlow()
                .addStatement("$T machine = new $T($L)", fsm, fsm, receiver())
                .addStatement("machine.state = checkStartable(state)")
                .addCode(graph.groupsWith(Event.ENTER).isEmpty() ? CodeBlock.of("")
                        : CodeBlock.of("enterGroups($L, machine.state, STAY);\n", receiver()))
                .addStatement("int next = onEnter($L, machine.state, STAY)", receiver())
                .beginControlFlow("if (next != STAY && next != machine.state)")
                .addStatement("machine.follow($T.ENTER, machine.state, next$L)", RuntimeTypes.EVENTS,
                        settle ? ", 0f" : "")
                .endControlFlow()
                .addStatement("return machine");
        type.addMethod(startIn.build());

        type.addMethod(MethodSpec.methodBuilder("update")
                .addModifiers(Modifier.PUBLIC)
                .returns(stateType)
                .addJavadoc("Runs one tick: $Lthe current state's decision with {@code dt}$L,\nthen the "
                        + "transitions it asks for (exit, enter, redirects$L).\n\n"
                        + "@return the state after the tick\n"
                        + "@throws $T if a handler returns a state its {@code to()} does not list\n"
                        + "@throws $T after {@link #MAX_TRANSITIONS_PER_TICK} transitions\n",
                        messages ? CodeBlock.of("the messages due (see {@link #send($T, float)}), each to its "
                                + "handler,\nthen ", Object.class) : "",
                        graph.hasDecisions() ? " (its groups' updates, its guards, its update)" : " (its update "
                                + "handler)",
                        settle ? ", and the new state's decision while it moves on" : "",
                        RuntimeTypes.ILLEGAL_TRANSITION, RuntimeTypes.TRANSITION_LIMIT)
                .addParameter(float.class, "dt")
                .addStatement("$T.check(NAME, $S, dt)", RuntimeTypes.TIME_STEP, "update")
                .addStatement("claim()")
                .beginControlFlow("try")
                .addCode(tracksTime || messages ? CodeBlock.of("clock += dt;\n") : CodeBlock.of(""))
                .addCode(messages ? CodeBlock.of("spent = 0;\ndeliverMail(dt);\n") : CodeBlock.of(""))
                .addStatement("int decided = decide(state, dt)")
                .beginControlFlow("if (decided != STAY)")
                .addStatement("follow(decided >>> 16, state, decided & 0xFFFF$L)", settle ? ", dt" : "")
                .endControlFlow()
                .nextControlFlow("finally").addStatement("busy = false").endControlFlow()
                .addStatement("return STATES[state]").build());

        type.addMethod(MethodSpec.methodBuilder("transitionTo")
                .addModifiers(Modifier.PUBLIC)
                .addJavadoc("Sends the entity to {@code target} from outside, running the current state's exit "
                        + "and the target's\nenter (also when it is already there: that re-enters it). This is how "
                        + "game code stuns or\nkills.\n\n")
                .addJavadoc("@throws $T unless {@code target} is the initial state or an entry point\n",
                        IllegalArgumentException.class)
                .addParameter(stateType, "target")
                .addStatement("int next = checkStartable(target)")
                .addStatement("claim()")
                .beginControlFlow("try")
                .addCode(messages ? CodeBlock.of("spent = 0;\n") : CodeBlock.of(""))
                .addStatement("follow($T.NONE, state, next$L)", RuntimeTypes.EVENTS, settle ? ", 0f" : "")
                .nextControlFlow("finally").addStatement("busy = false").endControlFlow()
                .build());

        type.addMethod(MethodSpec.methodBuilder("setListener")
                .addModifiers(Modifier.PUBLIC)
                .addJavadoc("Calls {@code listener} after each transition of the entity, once it is complete "
                        + "(exit, state,\nenter), with the handle $L; null removes it.\n", id ? "{@code id}" : "0")
                .addParameter(listenerType, "listener")
                .addStatement("this.listener = listener")
                .build());

        type.addMethod(MethodSpec.methodBuilder("claim")
                .addModifiers(Modifier.PRIVATE)
                .addJavadoc("Refuses an update or transitionTo made from inside one of the entity's own handlers, "
                        + "which would\nnest one transition inside another.\n")
                .beginControlFlow("if (busy)")
                .addStatement("throw new $T(\n$L)", IllegalStateException.class, Literals.string(fsm.simpleName()
                        + ": update or transitionTo called from one of the entity's own handlers; a handler returns the "
                        + "next state instead"))
                .endControlFlow()
                .addStatement("busy = true")
                .build());

        follow();
        decisions();
        if (messages) {
            mailMethods(settle);
        }
        if (tracksTime) {
            type.addMethod(MethodSpec.methodBuilder("timeInState")
                    .addModifiers(Modifier.PUBLIC)
                    .returns(float.class)
                    .addJavadoc("The seconds the entity has spent in its state: the sum of the dt of the updates since "
                            + "it\nentered it (any transition, re-entry included, resets it).\n")
                    .addStatement("return (float) (clock - entered)").build());
        }

        type.addMethod(MethodSpec.methodBuilder("state")
                .addModifiers(Modifier.PUBLIC)
                .returns(stateType)
                .addJavadoc("The state the entity is in.\n")
                .addStatement("return STATES[state]").build());
        type.addMethod(MethodSpec.methodBuilder("previous")
                .addModifiers(Modifier.PUBLIC)
                .returns(stateType)
                .addJavadoc("The state the entity was in before its last transition; null before the first.\n")
                .addStatement("return stateAt(previous)").build());
        if (graph.hasStacks()) {
            type.addMethod(MethodSpec.methodBuilder("stack")
                    .addModifiers(Modifier.PUBLIC)
                    .returns(ParameterizedTypeName.get(ClassName.get(List.class), stateType))
                    .addJavadoc("The states the entity's interrupts suspended, bottom first (the current state is "
                            + "not among them);\nempty outside an interrupt.\n")
                    .addStatement("$T<$T> states = new $T<$T>(stacks.size(0))", List.class, stateType, ArrayList.class,
                            stateType)
                    .beginControlFlow("for (int k = 0; k < stacks.size(0); k++)")
                    .addStatement("states.add(STATES[stacks.at(0, k)])")
                    .endControlFlow()
                    .addStatement("return states").build());
        }
        if (id) {
            type.addMethod(MethodSpec.methodBuilder("system").addModifiers(Modifier.PUBLIC).returns(entity)
                    .addJavadoc("The system that owns the entity's data.\n").addStatement("return system").build());
            type.addMethod(MethodSpec.methodBuilder("id").addModifiers(Modifier.PUBLIC).returns(int.class)
                    .addJavadoc("The entity's id in its system.\n").addStatement("return id").build());
        } else {
            type.addMethod(MethodSpec.methodBuilder("entity").addModifiers(Modifier.PUBLIC).returns(entity)
                    .addJavadoc("The entity this machine drives.\n").addStatement("return entity").build());
        }
        type.addMethod(MethodSpec.methodBuilder("toString")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(String.class)
                .addStatement("return $S + describe() + $S + STATES[state] + $S", fsm.simpleName() + "[", " in ", "]")
                .build());
        type.addMethod(MethodSpec.methodBuilder("describe")
                .addModifiers(Modifier.PRIVATE)
                .returns(String.class)
                .addCode(id ? CodeBlock.of("return \"id \" + id;\n")
                        : CodeBlock.of("return $T.valueOf(entity);\n", String.class))
                .build());
    }

    /** {@code send}, {@code droppedMessages} and the delivery at the start of an update. */
    private void mailMethods(boolean settle) {
        type.addMethod(MethodSpec.methodBuilder("send")
                .addModifiers(Modifier.PUBLIC)
                .addJavadoc("Sends {@code message} to the entity: delivered at the start of its next update, before "
                        + "its\ndecision, to the handler its state has for the message's class.\n\n")
                .addJavadoc("@throws $T if no handler of the machine takes the message's class, or it is\nnull\n",
                        IllegalArgumentException.class)
                .addParameter(Object.class, "message")
                .addStatement("send(message, 0f)").build());
        type.addMethod(MethodSpec.methodBuilder("send")
                .addModifiers(Modifier.PUBLIC)
                .addJavadoc("Sends {@code message} to the entity, delivered at the start of the first update after "
                        + "which the\nsum of the updates' dt has grown by {@code delaySeconds}; messages due at one "
                        + "update are\ndelivered by due time, then in the order sent.\n\n")
                .addJavadoc("@throws $T if no handler of the machine takes the message's class, it is\nnull, or the "
                        + "delay is negative, infinite or NaN\n", IllegalArgumentException.class)
                .addParameter(Object.class, "message").addParameter(float.class, "delaySeconds")
                .beginControlFlow("if (!takes(message))")
                .addStatement("throw new $T(NAME + $S\n+ (message == null ? \"null\" : message.getClass().getName()))",
                        IllegalArgumentException.class, ": no @OnMessage handler takes ")
                .endControlFlow()
                .addStatement("$T.checkDelay(NAME, delaySeconds)", RuntimeTypes.TIME_STEP)
                // The mailbox counts the delay from the clock of the last update; a send from a parallel
                // tick's handler is held until that tick ends, so that sends come in the sequential order,
                // or until this machine's next update on the same thread (the entity that owns it).
                .addStatement("mail.send(0L, message, delaySeconds)").build());
        type.addMethod(MethodSpec.methodBuilder("droppedMessages")
                .addModifiers(Modifier.PUBLIC)
                .returns(long.class)
                .addJavadoc("How many messages were dropped because no handler of the entity's state took them.\n")
                .addStatement("return mail.dropped()").build());
        String time = tracksTime ? ", timeInState()" : "";
        type.addMethod(MethodSpec.methodBuilder("deliverMail")
                .addModifiers(Modifier.PRIVATE)
                .addJavadoc("Delivers the messages due by the clock, sent before this update, in due-time then send "
                        + "order;\na handler's transition (event MESSAGE) is made before the next message.\n")
                .addParameter(float.class, "dt")
                .addStatement("mail.open(clock)")
                .beginControlFlow("while (mail.next())")
                .addStatement("int delivered = deliver($L, state, mail.message()$L)", receiver(), time)
                .beginControlFlow("if (delivered == DROPPED)")
                .addStatement("mail.drop()")
                .nextControlFlow("else if (delivered != STAY)")
                .addStatement("int next = delivered & 0xFFFF")
                .beginControlFlow("if (!messageMayGo(delivered >>> 16, next))")
                .addStatement("throw new $T(NAME, describe(), STATES[state].name(), $T.MESSAGE,\nSTATES[next].name())",
                        RuntimeTypes.ILLEGAL_TRANSITION, RuntimeTypes.EVENTS)
                .endControlFlow()
                .addStatement("follow($T.MESSAGE, state, next$L)", RuntimeTypes.EVENTS, settle ? ", dt" : "")
                .endControlFlow()
                .endControlFlow()
                .build());
    }

    /** The transition, by the algorithm both machines share, kept in this machine's fields. */
    private void follow() {
        boolean settle = graph.model().settle();
        MethodSpec.Builder follow = MethodSpec.methodBuilder("follow")
                .addModifiers(Modifier.PRIVATE)
                .returns(int.class)
                .addJavadoc("Moves from {@code current} to {@code next}, asked for by a handler of {@code event} "
                        + "($T.NONE: from\noutside), then follows enter redirects$L, counting transitions\nagainst "
                        + "{@link #MAX_TRANSITIONS_PER_TICK}$L.\n\n@return the state the entity ends in\n",
                        RuntimeTypes.EVENTS, settle ? "\nand, after a decision, the new state's decision with the same dt"
                                : "", graph.hasMessages() ? " on from those made earlier in the update (its\nmessages')" : "")
                .addParameter(int.class, "event").addParameter(int.class, "current").addParameter(int.class, "next");
        if (settle) {
            follow.addParameter(float.class, "dt");
        }
        String receiver = receiver();
        String handle = mode == Mode.ID ? "id" : "0";
        follow.addCode(TransitionCode.body(graph, new TransitionCode.Bookkeeping() {
            @Override
            public CodeBlock statics() {
                return CodeBlock.of("");
            }

            @Override
            public String receiver() {
                return receiver;
            }

            @Override
            public String describe() {
                return "describe()";
            }

            @Override
            public String time() {
                return "timeInState()";
            }

            @Override
            public String decide() {
                return "decide(current, dt)";
            }

            @Override
            public String madeBefore() {
                return graph.hasMessages() ? "spent" : "0";
            }

            @Override
            public String stackIndex() {
                return "0";
            }

            @Override
            public CodeBlock running(CodeBlock event) {
                return CodeBlock.of("");
            }

            @Override
            public CodeBlock moved() {
                CodeBlock.Builder code = CodeBlock.builder()
                        .addStatement("previous = left")
                        .addStatement("state = next");
                if (tracksTime) {
                    code.addStatement("entered = clock");
                }
                if (graph.hasMessages()) {
                    code.addStatement("spent = made");
                }
                return code.addStatement("int cause = event").build();
            }

            @Override
            public CodeBlock entering(CodeBlock enter) {
                // Told once the transition is complete, enter included; also when the enter throws, as a
                // batch's listener is: the transition is made either way.
                return CodeBlock.builder()
                        .beginControlFlow("try")
                        .add(enter)
                        .nextControlFlow("finally")
                        .beginControlFlow("if (listener != null)")
                        .addStatement("listener.onTransition($L, STATES[left], STATES[current], cause)", handle)
                        .endControlFlow()
                        .endControlFlow()
                        .build();
            }
        }));
        type.addMethod(follow.build());
    }

    // ---------------------------------------------------------------------------------------------
    // Shared bits

    private void receiverParameters(MethodSpec.Builder method) {
        Handlers.receiverParameters(method, mode, entity);
    }

    private String receiver() {
        return Handlers.receiverArguments(mode, "id");
    }
}
