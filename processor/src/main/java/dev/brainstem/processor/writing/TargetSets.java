package dev.brainstem.processor.writing;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import dev.brainstem.processor.model.EdgeGroup;
import dev.brainstem.processor.model.Event;
import dev.brainstem.processor.model.Group;
import dev.brainstem.processor.model.HandlerModel;
import dev.brainstem.processor.model.MachineGraph;
import dev.brainstem.processor.model.State;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import javax.lang.model.element.Modifier;

/**
 * Each handler's {@code to} as a set of states that a check tests: the one place where a {@code to}
 * becomes code. A switch arm tests a short set by comparisons and a long one as a string of ordinals
 * ({@link #test}: {@code updateMayGo}, {@code enterMayGo}, {@code groupUpdateMayGo},
 * {@code messageMayGo}); a decision of a machine of up to {@value #MASK_STATES} states passes the set as
 * a constant bit mask ({@link #mask}), which HotSpot inlines where a switch's call would stay a call.
 */
final class TargetSets extends FsmPiece {
    /** A {@code to} longer than this is checked with a string of ordinals rather than comparisons. */
    private static final int INLINE_TARGETS = 4;
    /** Machines of up to this many states pass each update's {@code to} as a bit mask. */
    static final int MASK_STATES = 64;
    /** Masks of up to this many states are written as shifts of their ordinals, with their names. */
    private static final int NAMED_TARGETS = 4;
    /** A comment naming the targets is kept under this length, so that no generated line gets too long. */
    private static final int COMMENT_LENGTH = 80;


    TargetSets(FsmPiece.Site site) {
        super(site);
    }

    // ---------------------------------------------------------------------------------------------
    // The rule: a set tested inline, as a string of ordinals, or as a bit mask

    /** Whether {@code graph}'s updates pass their {@code to} as a bit mask (else the check calls a switch). */
    static boolean masks(MachineGraph graph) {
        return graph.stateCount() <= MASK_STATES;
    }

    /**
     * {@code , 1L << 2 | 1L << 0} where the machine passes masks, else empty: the last argument of a check.
     * Long lists are a hexadecimal literal.
     */
    static CodeBlock mask(MachineGraph graph, HandlerModel handler) {
        if (!masks(graph)) {
            return CodeBlock.of("");
        }
        List<State> targets = graph.targets(handler);
        if (targets.size() > NAMED_TARGETS) {
            long bits = 0L;
            for (State target : targets) {
                bits |= 1L << target.ordinal();
            }
            return CodeBlock.of(",$W0x$LL", Long.toHexString(bits));
        }
        return CodeBlock.of(",$W$L", targets.stream().map(t -> "1L << " + t.ordinal())
                .collect(Collectors.joining(" | ")));
    }

    /**
     * {@code to OPEN, CLOSED} (or {@code to 30 states, ...} for a list too long to name) where the machine
     * passes masks, else empty.
     */
    static String maskComment(MachineGraph graph, HandlerModel handler) {
        if (!masks(graph)) {
            return "";
        }
        List<State> targets = graph.targets(handler);
        String names = "to " + targets.stream().map(State::name).collect(Collectors.joining(", "));
        return names.length() <= COMMENT_LENGTH ? names
                : "to " + targets.size() + " states, as its to() lists them";
    }

    /** {@code // to OPEN, CLOSED} as a line of its own before a check's call, or nothing. */
    static CodeBlock targetsLine(MachineGraph graph, HandlerModel handler) {
        String targets = maskComment(graph, handler);
        return targets.isEmpty() ? CodeBlock.of("") : CodeBlock.of("// $L\n", targets);
    }

    /**
     * {@code updateMayGo}, {@code enterMayGo} and {@code groupUpdateMayGo}: each handler's {@code to} as a
     * switch over states, written only where generated code calls it. The decisions of machines of up to
     * {@value #MASK_STATES} states test a bit mask of the same set instead ({@link DecisionCode}), so the
     * update switches serve only larger machines; the enter switch serves machines whose enters redirect
     * ({@link TransitionCode}). Tests read each handler's {@code to} from {@code INFO}'s edges.
     */
    void targetChecks() {
        if (!masks(graph) && graph.updatesMove()) {
            targetCheck(Event.UPDATE, "updateMayGo");
        }
        if (graph.entersRedirect()) {
            targetCheck(Event.ENTER, "enterMayGo");
        }
        if (!masks(graph) && graph.groupUpdatesMove()) {
            groupTargetCheck();
        }
    }

    /** {@code return to == 2 || to == 0; // OPEN, CLOSED}, or a string of ordinals for a long list. */
    static CodeBlock test(List<State> targets) {
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
                    .addCode("$>$L$<", test(graph.targets(handler)));
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
                arms.add(new Arm(own, group.handler().signature(), test(group.targets())));
            }
        }
        stateSwitch.write(StateSwitch.Shape.EDITABLE, type, method, "from", arms, CodeBlock.of("return false;\n"),
                "no " + event.name().toLowerCase(Locale.ROOT) + " handler with a to()", CodeBlock.of("return false;\n"));
    }

}
