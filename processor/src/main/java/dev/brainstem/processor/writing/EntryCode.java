package dev.brainstem.processor.writing;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import dev.brainstem.processor.model.Group;
import dev.brainstem.processor.model.HistoryKind;
import dev.brainstem.processor.model.MachineGraph;
import dev.brainstem.processor.model.State;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.Modifier;

/**
 * Groups you enter (docs/semantics.md, "Groups you enter, and history"): {@code entry}, the state a
 * transition naming a group's constant enters, one switch over the constants with the initials already
 * followed; for each history group a method that reads its history; and {@code writeHistory}, the one
 * store per transition that leaves a history group. Every group with an {@code initial} is in the
 * switch, named by a {@code to} or not, so that a {@code to} edit changes bodies only (hot reload). A
 * machine without such groups gets none of the first two; one without history groups none of the last.
 */
final class EntryCode extends FsmPiece {
    private static final String HISTORY = "history, entity";

    EntryCode(Site site) {
        super(site);
    }

    void write() {
        List<State> constants = graph.enterableConstants();
        if (!constants.isEmpty()) {
            type.addMethod(entry(constants, false));
            if (graph.entryReadsHistory()) {
                type.addMethod(entry(constants, true));
                for (Group group : graph.enterableByName()) {
                    if (group.keepsHistory()) {
                        type.addMethod(resume(group));
                    }
                }
            }
        }
        if (!graph.historyGroups().isEmpty()) {
            type.addMethod(writeHistory());
        }
    }

    /** {@code entry(target)} for a new entity (no history), or with {@code history} that of {@code entity}. */
    private MethodSpec entry(List<State> constants, boolean withHistory) {
        MethodSpec.Builder method = MethodSpec.methodBuilder("entry")
                .addModifiers(Modifier.STATIC)
                .returns(int.class)
                .addParameter(int.class, "target");
        if (withHistory) {
            method.addJavadoc("The state an entity enters when a transition names {@code target}: {@code target} "
                            + "itself, or for\na group's constant the state the group's history or initial leads to.\n")
                    .addParameter(RuntimeTypes.GROUP_HISTORY, "history")
                    .addParameter(int.class, "entity");
        } else {
            method.addJavadoc("The state a new entity enters when it starts in {@code target}: {@code target} "
                    + "itself, or for a\ngroup's constant the state the group's initials lead to"
                    + (graph.entryReadsHistory() ? " (a new entity has no history)" : "") + ".\n");
        }
        method.beginControlFlow("switch (target)");
        for (State constant : constants) {
            Group group = graph.groupOf(constant);
            method.addCode("case $L: // $L\n", constant.ordinal(), constant.name()).addCode("$>");
            method.addCode(withHistory ? byName(group) : first(group)).addCode("$<");
        }
        return method.addCode("default:\n$>return target;\n$<").endControlFlow().build();
    }

    /** The statement returning where entering {@code group} by name leads, its histories read. */
    private CodeBlock byName(Group group) {
        Optional<Group> deciding = graph.decidingHistory(group);
        if (deciding.isEmpty()) {
            return first(group);
        }
        return CodeBlock.of("return $L($L);\n", MemberNames.groupEntry(deciding.get()), HISTORY);
    }

    /** The statement returning the state {@code group}'s initials lead to. */
    private CodeBlock first(Group group) {
        State first = graph.firstState(group);
        return CodeBlock.of("return $L; // $L\n", first.ordinal(), first.name());
    }

    /** The method that reads history group {@code group}'s history. */
    private MethodSpec resume(Group group) {
        int index = graph.historyGroups().indexOf(group);
        boolean deep = group.history() == HistoryKind.DEEP;
        Group initial = graph.initialGroup(group).orElse(null);
        String otherwise = initial != null ? "its initial " + initial.name() + " by its name"
                : "its initial, " + group.initial().orElseThrow();
        MethodSpec.Builder method = MethodSpec.methodBuilder(MemberNames.groupEntry(group))
                .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                .returns(int.class)
                .addJavadoc("The state entering group $L by its name enters:\n$L, else $L.\n", group.name(),
                        deep ? "the state the entity last left it from (deep history)"
                                : "the member it last left it from (shallow history: a nested group by its name)",
                        otherwise)
                .addParameter(RuntimeTypes.GROUP_HISTORY, "history")
                .addParameter(int.class, "entity")
                .addStatement("int last = history.last(entity, $L)", index)
                // A state that left the group in a reload's membership edit is no history of it.
                .beginControlFlow("if (last < 0 || !$L(last))", MemberNames.membership(group))
                .addCode(initial != null ? byName(initial) : first(group))
                .endControlFlow();
        if (!deep) {
            for (Group nested : graph.nested(group)) {
                method.beginControlFlow("if ($L(last))", MemberNames.membership(nested))
                        .addCode(byName(nested))
                        .endControlFlow();
            }
        }
        return method.addStatement("return last").build();
    }

    private MethodSpec writeHistory() {
        MethodSpec.Builder method = MethodSpec.methodBuilder("writeHistory")
                .addModifiers(Modifier.STATIC)
                .addJavadoc("Keeps, for each history group that a transition from {@code state} to {@code next} "
                        + "leaves, the state\nit left it from.\n")
                .addParameter(RuntimeTypes.GROUP_HISTORY, "history")
                .addParameter(int.class, "entity")
                .addParameter(int.class, "state")
                .addParameter(int.class, "next");
        List<Group> groups = graph.historyGroups();
        for (int i = 0; i < groups.size(); i++) {
            String in = MemberNames.membership(groups.get(i));
            method.beginControlFlow("if ($L(state) && !$L(next))", in, in)
                    .addStatement("history.left(entity, $L, state)", i)
                    .endControlFlow();
        }
        return method.build();
    }

    /** The groups whose membership test the code above calls: the history groups and the groups nested in shallow ones. */
    static List<Group> tested(MachineGraph graph) {
        List<Group> tested = new ArrayList<>(graph.historyGroups());
        if (graph.entryReadsHistory()) {
            for (Group group : graph.enterableByName()) {
                if (group.history() == HistoryKind.SHALLOW) {
                    graph.nested(group).stream().filter(g -> !tested.contains(g)).forEach(tested::add);
                }
            }
        }
        return tested;
    }
}
