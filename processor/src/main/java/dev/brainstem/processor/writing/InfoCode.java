package dev.brainstem.processor.writing;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import dev.brainstem.processor.model.EdgeGroup;
import dev.brainstem.processor.model.Group;
import dev.brainstem.processor.model.State;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import javax.lang.model.element.Modifier;

/**
 * {@code INFO} and {@code info()}: the machine's states, initial state, entry points, groups, message types
 * and edges, built from the graph's edge groups, in methods of their own past {@value #GROUPS_PER_METHOD}
 * handlers. All of it is built in {@code info()}, none in the static initializer, so that a hot reload
 * (which never runs a static initializer again) rebuilds it by calling {@code info()}.
 */
final class InfoCode extends FsmPiece {
    /** The most handlers whose edge groups one method of {@code info()} adds, well under 8000 bytes. */
    private static final int GROUPS_PER_METHOD = 250;
    /** The most characters of names an edge group's statement keeps on one line. */
    private static final int SHORT_NAMES = 40;

    InfoCode(FsmPiece.Site site) {
        super(site);
    }

    void info() {
        type.addField(FieldSpec.builder(RuntimeTypes.MACHINE_INFO, "INFO", Modifier.PUBLIC, Modifier.STATIC,
                        Modifier.FINAL)
                .addJavadoc("The machine's states, initial state, entry points, groups and edges; "
                        + "{@code Diagrams.of(INFO)}\n(brainstem-diagrams) draws it.\n")
                .initializer("info()")
                .build());
        ParameterizedTypeName groupList = ParameterizedTypeName.get(ClassName.get(List.class), RuntimeTypes.EDGES);
        MethodSpec.Builder info = MethodSpec.methodBuilder("info")
                .addModifiers(Modifier.STATIC)
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
        if (!regions.follows()) {
            // A leader calls its followers' info(); the others' is called reflectively, by brainstem-devtools.
            info.addModifiers(Modifier.PRIVATE);
        }
        List<EdgeGroup> groups = graph.drawnEdgeGroups();
        List<List<EdgeGroup>> parts = parts(groups);
        if (parts.size() == 1) {
            info.addCode(groupStatements(groups));
        } else {
            for (int part = 0; part < parts.size(); part++) {
                int hi = Math.min(handlerCount(), (part + 1) * GROUPS_PER_METHOD);
                String name = MemberNames.part("addEdges", part * GROUPS_PER_METHOD, hi - 1);
                type.addMethod(MethodSpec.methodBuilder(name)
                        .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                        .addParameter(groupList, "edges")
                        .addCode(groupStatements(parts.get(part))).build());
                info.addStatement("$N(edges)", name);
            }
        }
        CodeBlock description;
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
                    .addStatement("$T[] messageTypes = {$>$L$<\n}", String.class, types.build());
            description = CodeBlock.of("new $T(NAME, names,$W$S,$WentryPoints.toArray(new $T[0]),$Wgroups,"
                            + "$WmessageTypes,$Wedges.toArray(new $T[0]))",
                    RuntimeTypes.MACHINE_INFO, graph.initial().name(), String.class, RuntimeTypes.EDGES);
        } else if (graph.groups().isEmpty()) {
            description = CodeBlock.of("new $T(NAME, names,$W$S,$WentryPoints.toArray(new $T[0]),"
                            + "$Wedges.toArray(new $T[0]))",
                    RuntimeTypes.MACHINE_INFO, graph.initial().name(), String.class, RuntimeTypes.EDGES);
        } else {
            info.addComment("The groups: each with the group it is nested in and the states it lists itself.")
                    .addStatement("$T[] groups = {$>$L$<\n}", RuntimeTypes.MACHINE_INFO.nestedClass("Group"),
                            groupDeclarations());
            description = CodeBlock.of("new $T(NAME, names,$W$S,$WentryPoints.toArray(new $T[0]),$Wgroups,"
                            + "$Wedges.toArray(new $T[0]))",
                    RuntimeTypes.MACHINE_INFO, graph.initial().name(), String.class, RuntimeTypes.EDGES);
        }
        CodeBlock whole = withRegions(withTiming(withStacks(CodeBlock.of("info"))));
        if (whole.equals(CodeBlock.of("info"))) {
            info.addStatement("return $L", description);
        } else {
            info.addStatement("$T info = $L", RuntimeTypes.MACHINE_INFO, description)
                    .addStatement("return $L", whole);
        }
        type.addMethod(info.build());
    }

    /** The handlers and {@code @After}s: what {@code INFO}'s construction is split by. */
    private int handlerCount() {
        return graph.model().handlers().size() + graph.model().afters().size();
    }

    /**
     * The edge groups in order, shared evenly by one method per {@value #GROUPS_PER_METHOD} handlers (and
     * {@code @After}s): how many methods there are then hangs on the handlers alone, never on their
     * {@code to}, which hot reload may change.
     */
    private List<List<EdgeGroup>> parts(List<EdgeGroup> groups) {
        int count = Math.max(1, (handlerCount() + GROUPS_PER_METHOD - 1) / GROUPS_PER_METHOD);
        int size = (groups.size() + count - 1) / count;
        List<List<EdgeGroup>> parts = new ArrayList<>();
        for (int part = 0; part < count; part++) {
            parts.add(groups.subList(Math.min(groups.size(), part * size), Math.min(groups.size(), (part + 1) * size)));
        }
        return parts;
    }

    /** The groups, each as {@code new MachineInfo.Group(name, parent, "STATE ...")}, a line each. */
    private CodeBlock groupDeclarations() {
        CodeBlock.Builder declared = CodeBlock.builder();
        for (Group group : graph.groups()) {
            List<String> states = DiagramWriter.directStates(graph, group);
            // On one line when it fits; a long list of states gets lines of its own.
            String layout = String.join(" ", states).length() <= SHORT_NAMES ? "\nnew $T($S, $S, $L),"
                    : "\nnew $T($S, $S,\n$L),";
            if (group.initial().isPresent()) {
                // A group you enter: its initial and history too.
                layout = layout.substring(0, layout.length() - 2) + ",\n$>$>$S, $T.$L$<$<),";
                declared.add(layout, RuntimeTypes.MACHINE_INFO.nestedClass("Group"), group.name(),
                        group.parent() < 0 ? null : graph.groups().get(group.parent()).name(), Literals.names(states),
                        group.initial().get(), RuntimeTypes.MACHINE_INFO.nestedClass("History"), group.history());
                continue;
            }
            declared.add(layout, RuntimeTypes.MACHINE_INFO.nestedClass("Group"), group.name(),
                    group.parent() < 0 ? null : graph.groups().get(group.parent()).name(), Literals.names(states));
        }
        return declared.build();
    }

    /** A leader's description: with its other regions' ({@code .withRegions(SoldierWeaponFsm.info())}). */
    private CodeBlock withRegions(CodeBlock info) {
        if (!regions.leads()) {
            return info;
        }
        CodeBlock others = regions.followers().stream().map(r -> CodeBlock.of("$T.info()", regions.fsm(r)))
                .collect(CodeBlock.joining(", "));
        return CodeBlock.of("$L.withRegions($L)", info, others);
    }

    /**
     * The description of a machine with timers or time slicing: with each state's {@code every}, by ordinal, and the
     * states the tick does not visit ({@code .withTiming(new int[] {0, 4}, new String[] {"WAIT"})}).
     */
    private CodeBlock withTiming(CodeBlock info) {
        if (!graph.timing()) {
            return info;
        }
        // Joined by wrapping spaces: a machine of many states gets lines of its own.
        CodeBlock every = graph.states().stream().map(s -> CodeBlock.of("$L", graph.every(s)))
                .reduce((a, b) -> CodeBlock.of("$L,$W$L", a, b)).orElse(CodeBlock.of(""));
        CodeBlock sleeping = graph.states().stream().filter(graph::sleeps).map(s -> CodeBlock.of("$S", s.name()))
                .reduce((a, b) -> CodeBlock.of("$L,$W$L", a, b)).orElse(CodeBlock.of(""));
        return CodeBlock.of("$L.withTiming(new int[] {$L},$Wnew $T[] {$L})", info, every, String.class, sleeping);
    }

    /** The description of a machine with interrupts: with the interrupts and the {@code @Back}. */
    private CodeBlock withStacks(CodeBlock info) {
        if (!graph.hasStacks()) {
            return info;
        }
        CodeBlock interrupts = graph.interrupts().stream().map(s -> CodeBlock.of("$S", s.name()))
                .collect(CodeBlock.joining(", "));
        return CodeBlock.of("$L.withStacks(new $T[] {$L}, $S)", info, String.class, interrupts,
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

}
