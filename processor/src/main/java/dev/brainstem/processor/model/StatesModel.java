package dev.brainstem.processor.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.TypeElement;

/**
 * The enum of states as the processor read it.
 *
 * @param statesAnnotation the enum's {@code @States}, absent when the enum lacks it (an error)
 * @param initial the {@code initial} element when it was given explicitly
 * @param groups its {@code @StateGroup}s, in the order written
 * @param hiddenBecause why the generated classes in the machine's package cannot name the enum, when
 *     they cannot: "declared private", "protected in Base, of package q", ...
 * @param auxiliary where the enum, or the top-level class it is nested in, is declared in a file named
 *     for another class (an auxiliary class, which the generated classes cannot name without a warning)
 */
public record StatesModel(
        TypeElement enumType,
        List<State> states,
        Optional<AnnotationMirror> statesAnnotation,
        Optional<StateRef> initial,
        Optional<String> hiddenBecause,
        List<GroupModel> groups,
        Optional<AuxiliaryDeclaration> auxiliary) {

    public StatesModel {
        states = List.copyOf(states);
        groups = List.copyOf(groups);
    }

    /**
     * The same enum without its groups, and without an {@code initial} that names no constant (then the
     * first constant is initial): an enum a graph can always be bound to. An enum without constants gets
     * one, with no element: a placeholder that only the stand-ins' bodies, which never run, name.
     */
    public StatesModel withoutGroupsNorUnknownInitial() {
        // Without its groups a group's constant is an ordinary constant of the enum.
        List<State> bindable = states.isEmpty() ? List.of(new State("NONE", 0, false, false, false, false, null))
                : states.stream().map(s -> new State(s.name(), s.ordinal(), s.entryPoint(), s.interrupt(), s.back(),
                        false, s.element())).toList();
        return new StatesModel(enumType, bindable, statesAnnotation,
                initial.filter(ref -> find(ref.name()).isPresent()), hiddenBecause, List.of(), auxiliary);
    }

    /** What is wrong with a group's name, which handlers use as they use a state's. */
    public enum GroupNameProblem { NOT_AN_IDENTIFIER, A_STATES_NAME, AN_EARLIER_GROUPS_NAME }

    /** What is wrong with {@code group}'s name, if anything; of two groups of one name, the later one's. */
    public Optional<GroupNameProblem> nameProblem(GroupModel group) {
        if (!SourceVersion.isName(group.name())) {
            return Optional.of(GroupNameProblem.NOT_AN_IDENTIFIER);
        }
        if (find(group.name()).isPresent() && group.initial().isEmpty()) {
            // With an initial, the constant of the group's name is the group's constant.
            return Optional.of(GroupNameProblem.A_STATES_NAME);
        }
        boolean earlier = groups.subList(0, groups.indexOf(group)).stream()
                .anyMatch(other -> other.name().equals(group.name()));
        return earlier ? Optional.of(GroupNameProblem.AN_EARLIER_GROUPS_NAME) : Optional.empty();
    }

    /**
     * Whether every group has a name of its own: otherwise a name a handler gives is no evidence of a
     * misspelling, since it may be the name the misnamed group was meant to have.
     */
    public boolean groupsWellNamed() {
        return groups.stream().allMatch(group -> nameProblem(group).isEmpty());
    }

    public Optional<GroupModel> findGroup(String name) {
        return groups.stream().filter(g -> g.name().equals(name)).findFirst();
    }

    public List<String> groupNames() {
        return groups.stream().map(GroupModel::name).toList();
    }

    /** Whether {@code name} is a state or a group: what a handler's {@code value} may name. */
    public boolean knows(String name) {
        return find(name).isPresent() || findGroup(name).isPresent();
    }

    public Optional<State> find(String name) {
        return states.stream().filter(s -> s.name().equals(name)).findFirst();
    }

    /** The initial state's name: the explicit one, or the first constant's. */
    public String initialName() {
        return initial.map(StateRef::name).orElse(states.isEmpty() ? "" : states.get(0).name());
    }

    public List<String> names() {
        return states.stream().map(State::name).toList();
    }

    /**
     * The states a handler's {@code value}, a guard's {@code from} or a group may name: all but the
     * pseudo-states ({@code @Back}, groups' constants), which no entity is ever in.
     */
    public List<String> servableStates() {
        return states.stream().filter(s -> !s.pseudo()).map(State::name).toList();
    }

    /** The constant of {@code group}: the enum's constant of its name, when the group has an initial. */
    public Optional<State> constantOf(GroupModel group) {
        return find(group.name()).filter(State::groupConstant);
    }

    /** What a handler's {@code value} or a guard's {@code from} may name: {@link #servableStates} and the groups, each once. */
    public List<String> servable() {
        List<String> servable = new ArrayList<>(servableStates());
        groupNames().stream().filter(name -> !servable.contains(name)).distinct().forEach(servable::add);
        return servable;
    }

    public String enumName() {
        return enumType.getSimpleName().toString();
    }
}
