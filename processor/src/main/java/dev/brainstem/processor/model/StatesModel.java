package dev.brainstem.processor.model;

import java.util.List;
import java.util.Optional;
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
 */
public record StatesModel(
        TypeElement enumType,
        List<State> states,
        Optional<AnnotationMirror> statesAnnotation,
        Optional<StateRef> initial,
        Optional<String> hiddenBecause,
        List<GroupModel> groups) {

    public StatesModel {
        states = List.copyOf(states);
        groups = List.copyOf(groups);
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

    public String enumName() {
        return enumType.getSimpleName().toString();
    }
}
