package dev.brainstem.processor.writing;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.brainstem.processor.model.State;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Collectors;
import javax.lang.model.element.Modifier;

/**
 * Writes a method whose body is one switch over a state ordinal, as an engineer writes it by hand:
 * states that share code fall through to it, each label commented with its state's name.
 *
 * <p>Two properties are kept for HotSpot's sake. Every state is labelled, so that the labels are dense
 * and javac always emits a {@code tableswitch}, never a {@code lookupswitch} (javac picks a
 * {@code lookupswitch} for sparse labels, and for fewer than three). And a machine of more than
 * {@value #LEAF} states is split into a tree of small switches: leaves of up to {@value #LEAF} states,
 * and above them switches of up to {@value #FANOUT} branches on {@code state / span}. Each method
 * then stays under HotSpot's limit for inlining a hot call (325 bytes of bytecode), so the JIT inlines
 * the path a caller really takes, switch after switch, down to the handler: a 1000-state machine
 * dispatches through three inlined switches rather than two calls. (HotSpot never compiles a method
 * over 8000 bytes, and hardly ever inlines one over 325.)
 */
final class StateSwitch {
    /** The most states one switch method handles itself. */
    static final int LEAF = 16;
    /** The most branches of a switch that routes to smaller ones. */
    static final int FANOUT = 16;
    private static final int MIN_TABLE_LABELS = 3;

    /**
     * Whether a live edit can change a switch's arms. Hot reload redefines method bodies only, so an
     * {@link #EDITABLE} switch of a split machine keeps its tree of methods even when its arms are all
     * alike; a {@link #FIXED} one (the arms follow which handlers serve which states, which only a
     * restart changes) collapses to one statement then.
     */
    enum Shape {
        FIXED,
        EDITABLE
    }

    private final List<State> states;

    StateSwitch(List<State> states) {
        this.states = states;
    }

    /** The code of the states in no arm of a {@code void} method: written only where a switch needs it. */
    static final CodeBlock VOID_RETURN = CodeBlock.of("return;\n");

    /**
     * Adds {@code method} to {@code type}, with a body that switches on {@code selector}.
     *
     * @param shape whether a live edit can change the arms
     * @param arms the states with code of their own
     * @param rest the code of every state in no arm
     * @param restNote the comment on the rest's first label
     * @param outOfRange the code for an ordinal that is no state
     */
    void write(Shape shape, TypeSpec.Builder type, MethodSpec.Builder method, String selector, List<Arm> arms,
            CodeBlock rest, String restNote, CodeBlock outOfRange) {
        CodeBlock same = shape == Shape.FIXED || states.size() <= LEAF ? sameForAll(arms, rest) : null;
        if (same != null) {
            // A switch whose arms are all alike says nothing: one statement does, after the check of
            // the ordinal that the switch's default made.
            if (!outOfRange.equals(same)) {
                int last = states.get(states.size() - 1).ordinal();
                method.beginControlFlow("if ($L < 0 || $L > $L)", selector, selector, last)
                        .addCode(outOfRange)
                        .endControlFlow();
            }
            if (!same.equals(VOID_RETURN)) {
                // A void method's last statement needs no return.
                method.addCode(same);
            }
        } else {
            new Tree(type, method.build(), selector, arms, rest, restNote, outOfRange).body(method, states);
        }
        type.addMethod(method.build());
    }

    /** The code every state runs, when it is the same for all; null when the states differ. */
    private CodeBlock sameForAll(List<Arm> arms, CodeBlock rest) {
        int armed = arms.stream().mapToInt(arm -> arm.states().size()).sum();
        List<CodeBlock> bodies = new ArrayList<>();
        arms.forEach(arm -> bodies.add(arm.body()));
        if (armed < states.size()) {
            bodies.add(rest);
        }
        return bodies.stream().distinct().count() == 1 ? bodies.get(0) : null;
    }

    /** How many states each branch of a switch over {@code count} states covers. */
    static int span(int count) {
        int span = LEAF;
        while ((long) span * FANOUT < count) {
            span *= FANOUT;
        }
        return span;
    }

    /** The methods of one switch tree, all with the shape (parameters, return) of the top one. */
    private static final class Tree {
        private final TypeSpec.Builder type;
        private final MethodSpec shape;
        private final String selector;
        private final List<Arm> arms;
        private final CodeBlock rest;
        private final String restNote;
        private final CodeBlock outOfRange;
        private final String arguments;

        Tree(TypeSpec.Builder type, MethodSpec shape, String selector, List<Arm> arms, CodeBlock rest,
                String restNote, CodeBlock outOfRange) {
            this.type = type;
            this.shape = shape;
            this.selector = selector;
            this.arms = arms;
            this.rest = rest;
            this.restNote = restNote;
            this.outOfRange = outOfRange;
            this.arguments = shape.parameters().stream().map(p -> p.name()).collect(Collectors.joining(", "));
        }

        /** Adds to {@code method} the switch over {@code slice}, and the methods it branches to. */
        void body(MethodSpec.Builder method, List<State> slice) {
            if (slice.size() <= LEAF) {
                List<Arm> inSlice = arms.stream()
                        .map(arm -> restrict(arm, slice))
                        .filter(arm -> !arm.states().isEmpty())
                        .toList();
                method.addCode(switchOver(selector, slice, inSlice, rest, restNote, outOfRange));
                return;
            }
            int span = span(slice.size());
            int first = slice.get(0).ordinal();
            CodeBlock.Builder branches = CodeBlock.builder().beginControlFlow("switch ($L / $L)", selector, span);
            int count = (slice.size() + span - 1) / span;
            for (int b = 0; b < count; b++) {
                List<State> part = slice.subList(b * span, Math.min(slice.size(), (b + 1) * span));
                String name = MemberNames.part(shape.name(), part.get(0).ordinal(),
                        part.get(part.size() - 1).ordinal());
                branches.add("case $L: // $L to $L\n", first / span + b, part.get(0).name(),
                        part.get(part.size() - 1).name()).indent();
                if (shape.returnType().equals(TypeName.VOID)) {
                    branches.addStatement("$N($L)", name, arguments).addStatement("return");
                } else {
                    branches.addStatement("return $N($L)", name, arguments);
                }
                branches.unindent();
                MethodSpec.Builder branch = MethodSpec.methodBuilder(name)
                        .addModifiers(Modifier.PRIVATE)
                        .returns(shape.returnType())
                        .addJavadoc("$L for states $L to $L.\n", shape.name(), part.get(0).name(),
                                part.get(part.size() - 1).name());
                if (shape.modifiers().contains(Modifier.STATIC)) {
                    branch.addModifiers(Modifier.STATIC);
                }
                for (ParameterSpec parameter : shape.parameters()) {
                    branch.addParameter(parameter);
                }
                body(branch, part);
                type.addMethod(branch.build());
            }
            for (int pad = count; pad < MIN_TABLE_LABELS; pad++) {
                branches.add("case $L: // no such states; keeps javac's tableswitch\n", first / span + pad);
            }
            method.addCode(branches.add("default:\n").indent().add(outOfRange).unindent().endControlFlow().build());
        }
    }

    private static Arm restrict(Arm arm, List<State> slice) {
        return new Arm(arm.states().stream().filter(slice::contains).toList(), arm.note(), arm.body());
    }

    private static CodeBlock switchOver(String selector, List<State> slice, List<Arm> arms, CodeBlock rest,
            String restNote, CodeBlock outOfRange) {
        List<Arm> all = new ArrayList<>(arms);
        List<State> others = slice.stream().filter(s -> arms.stream().noneMatch(a -> a.states().contains(s))).toList();
        if (!others.isEmpty()) {
            all.add(new Arm(others, restNote, rest));
        }
        all.sort(Comparator.comparingInt(Arm::first));
        CodeBlock.Builder code = CodeBlock.builder().beginControlFlow("switch ($L)", selector);
        int labels = 0;
        for (Arm arm : all) {
            for (int i = 0; i < arm.states().size(); i++) {
                State state = arm.states().get(i);
                String note = i == 0 && !arm.note().isEmpty() ? ": " + arm.note() : "";
                code.add("case $L: // $L$L\n", state.ordinal(), state.name(), note);
                labels++;
            }
            code.indent().add(arm.body()).unindent();
        }
        int next = slice.get(slice.size() - 1).ordinal() + 1;
        for (; labels < MIN_TABLE_LABELS; labels++, next++) {
            code.add("case $L: // no such state; keeps javac's tableswitch\n", next);
        }
        return code.add("default:\n").indent().add(outOfRange).unindent().endControlFlow().build();
    }
}
