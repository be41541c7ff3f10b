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
 * {@code lookupswitch} for sparse labels, and for fewer than three). And no method grows past
 * {@value #CHUNK} states: a larger machine's switch is split into one method per {@value #CHUNK}
 * states behind a switch on {@code state / }{@value #CHUNK}, because HotSpot never compiles a method
 * over 8000 bytes of bytecode.
 */
final class StateSwitch {
    static final int CHUNK = 100;
    private static final int MIN_TABLE_LABELS = 3;

    private final List<State> states;

    StateSwitch(List<State> states) {
        this.states = states;
    }

    /**
     * Adds {@code method} to {@code type}, with a body that switches on {@code selector}.
     *
     * @param arms the states with code of their own
     * @param rest the code of every state in no arm
     * @param restNote the comment on the rest's first label
     * @param outOfRange the code for an ordinal that is no state
     */
    void write(TypeSpec.Builder type, MethodSpec.Builder method, String selector, List<Arm> arms,
            CodeBlock rest, String restNote, CodeBlock outOfRange) {
        MethodSpec shape = method.build();
        if (states.size() <= CHUNK) {
            type.addMethod(method.addCode(switchOver(selector, states, arms, rest, restNote, outOfRange)).build());
            return;
        }
        CodeBlock.Builder chunks = CodeBlock.builder().beginControlFlow("switch ($L / $L)", selector, CHUNK);
        int count = (states.size() + CHUNK - 1) / CHUNK;
        String arguments = shape.parameters().stream().map(p -> p.name()).collect(Collectors.joining(", "));
        for (int chunk = 0; chunk < count; chunk++) {
            List<State> slice = states.subList(chunk * CHUNK, Math.min(states.size(), (chunk + 1) * CHUNK));
            String name = shape.name() + slice.get(0).ordinal() + "To" + slice.get(slice.size() - 1).ordinal();
            chunks.add("case $L: // $L to $L\n", chunk, slice.get(0).name(), slice.get(slice.size() - 1).name())
                    .indent();
            if (shape.returnType().equals(TypeName.VOID)) {
                chunks.addStatement("$N($L)", name, arguments).addStatement("return");
            } else {
                chunks.addStatement("return $N($L)", name, arguments);
            }
            chunks.unindent();
            List<Arm> inSlice = arms.stream()
                    .map(arm -> restrict(arm, slice))
                    .filter(arm -> !arm.states().isEmpty())
                    .toList();
            MethodSpec.Builder part = MethodSpec.methodBuilder(name)
                    .addModifiers(Modifier.PRIVATE)
                    .returns(shape.returnType())
                    .addJavadoc("$L for states $L to $L.\n", shape.name(), slice.get(0).name(),
                            slice.get(slice.size() - 1).name());
            if (shape.modifiers().contains(Modifier.STATIC)) {
                part.addModifiers(Modifier.STATIC);
            }
            for (ParameterSpec parameter : shape.parameters()) {
                part.addParameter(parameter);
            }
            type.addMethod(part.addCode(switchOver(selector, slice, inSlice, rest, restNote, outOfRange)).build());
        }
        for (int pad = count; pad < MIN_TABLE_LABELS; pad++) {
            chunks.add("case $L: // no such states; keeps javac's tableswitch\n", pad);
        }
        chunks.add("default:\n").indent().add(outOfRange).unindent().endControlFlow();
        type.addMethod(method.addCode(chunks.build()).build());
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
