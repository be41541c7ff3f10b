package dev.brainstem.processor.writing;

import com.palantir.javapoet.AnnotationSpec;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeSpec;
import dev.brainstem.processor.model.Group;
import dev.brainstem.processor.model.MachineGraph;
import dev.brainstem.processor.model.State;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * The tests of whether a state is in a group, for the groups whose enter or exit handlers run when a
 * transition crosses their boundary. A group of consecutive ordinals is a range check. For the others,
 * one switch over the states, {@code groupOf}, gives the innermost group a state is in, the groups
 * numbered in nesting order (each group, then the groups nested in it), so that a group's members are
 * the states whose group's number lies in the group's own range: each test is one line. The code
 * grows with the states plus the groups; a switch over every state for each group grew with their
 * product, and made a class javac refuses at 1000 states and 500 groups. {@code groupOf} is written
 * whenever a group is tested, even where all are ranges: a membership edit that breaks a range then
 * changes bodies only, which hot reload can redefine.
 */
final class Memberships {
    private final MachineGraph graph;
    private final StateSwitch stateSwitch;
    /** Each group's number in nesting order, by its index. */
    private final int[] number;
    /** The number of the last group nested in each group, or its own, by its index. */
    private final int[] lastNested;

    Memberships(MachineGraph graph, StateSwitch stateSwitch) {
        this.graph = graph;
        this.stateSwitch = stateSwitch;
        int count = graph.groups().size();
        this.number = new int[count];
        this.lastNested = new int[count];
        int next = 0;
        for (Group group : graph.groups()) {
            if (group.parent() < 0) {
                next = numberFrom(group, next);
            }
        }
    }

    /** Numbers {@code group} {@code next} and the groups nested in it after it; returns the next number free. */
    private int numberFrom(Group group, int next) {
        number[group.index()] = next++;
        for (Group nested : graph.groups()) {
            if (nested.parent() == group.index()) {
                next = numberFrom(nested, next);
            }
        }
        lastNested[group.index()] = next - 1;
        return next;
    }

    /** Adds to {@code type} the membership test of each of {@code groups}, and {@code groupOf}. */
    void write(TypeSpec.Builder type, List<Group> groups) {
        for (Group group : groups) {
            MethodSpec.Builder method = MethodSpec.methodBuilder(MemberNames.membership(group))
                    .addModifiers(Modifier.STATIC)
                    .returns(boolean.class)
                    .addJavadoc("Whether {@code state} is in group $L; false for {@link #STAY}.\n", group.name())
                    .addParameter(int.class, "state");
            type.addMethod(method.addCode(test(group)).build());
        }
        if (!groups.isEmpty()) {
            groupOf(type, groups.stream().allMatch(Group::isRange));
        }
    }

    private CodeBlock test(Group group) {
        State first = group.members().get(0);
        State last = group.members().get(group.members().size() - 1);
        if (group.isRange()) {
            return first == last ? CodeBlock.of("return state == $L; // $L\n", first.ordinal(), first.name())
                    : CodeBlock.of("return state >= $L && state <= $L; // $L to $L\n", first.ordinal(), last.ordinal(),
                            first.name(), last.name());
        }
        int from = number[group.index()];
        int to = lastNested[group.index()];
        if (from == to) {
            return CodeBlock.of("return groupOf(state) == $L; // $L\n", from, group.name());
        }
        return CodeBlock.builder()
                .addStatement("int group = groupOf(state)")
                .add("return group >= $L && group <= $L; // $L and the groups nested in it\n", from, to, group.name())
                .build();
    }

    /** @param unused whether no test calls it: every group is a range */
    private void groupOf(TypeSpec.Builder type, boolean unused) {
        MethodSpec.Builder method = MethodSpec.methodBuilder("groupOf")
                .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                .returns(int.class)
                .addJavadoc("The innermost group {@code state} is in, or -1 for none and for {@link #STAY}: the "
                        + "groups numbered\nin nesting order, each followed by the groups nested in it.\n")
                .addParameter(int.class, "state");
        if (unused) {
            method.addJavadoc("\n<p>No test calls it while every group is a range of ordinals: it is here for a hot "
                            + "reload's\nmembership edit that breaks a range.\n")
                    .addAnnotation(AnnotationSpec.builder(SuppressWarnings.class).addMember("value", "$S", "unused")
                            .build());
        }
        // Outermost first, so that a state ends in the arm of its innermost group.
        List<List<State>> direct = new ArrayList<>();
        graph.groups().forEach(group -> direct.add(new ArrayList<>()));
        List<Group> byDepth = graph.groups().stream().sorted(Comparator.comparingInt(Group::depth)).toList();
        Group[] innermost = new Group[graph.stateCount()];
        for (Group group : byDepth) {
            group.members().forEach(state -> innermost[state.ordinal()] = group);
        }
        for (State state : graph.states()) {
            if (innermost[state.ordinal()] != null) {
                direct.get(innermost[state.ordinal()].index()).add(state);
            }
        }
        List<Arm> arms = new ArrayList<>();
        for (Group group : graph.groups()) {
            if (!direct.get(group.index()).isEmpty()) {
                arms.add(new Arm(direct.get(group.index()), group.name(),
                        CodeBlock.of("return $L;\n", number[group.index()])));
            }
        }
        stateSwitch.write(StateSwitch.Shape.EDITABLE,
                type, method, "state", arms, CodeBlock.of("return -1;\n"), "in no group",
                CodeBlock.of("return -1;\n"));
    }
}
