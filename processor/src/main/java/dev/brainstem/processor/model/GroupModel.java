package dev.brainstem.processor.model;

import java.util.List;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;

/**
 * One {@code @StateGroup} of the states enum, as read: names only, each with the annotation value that
 * holds it, so that check 8 can underline the very string.
 *
 * @param annotation the {@code @StateGroup} mirror (inside the {@code @StateGroups} container when repeated)
 * @param nameValue the value of {@code name}
 * @param states the states named in {@code states}
 * @param groups the groups named in {@code groups}: nested in this one
 * @param initial the member {@code initial} names, when given: the group can then be entered by its name
 * @param history what entering it by name resumes
 * @param historyValue the value of {@code history}, when written
 */
public record GroupModel(String name, AnnotationMirror annotation, AnnotationValue nameValue, List<StateRef> states,
        List<StateRef> groups, Optional<StateRef> initial, HistoryKind history, Optional<AnnotationValue> historyValue) {
    public GroupModel {
        states = List.copyOf(states);
        groups = List.copyOf(groups);
    }
}
