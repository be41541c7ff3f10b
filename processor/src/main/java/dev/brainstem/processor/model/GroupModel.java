package dev.brainstem.processor.model;

import java.util.List;
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
 */
public record GroupModel(String name, AnnotationMirror annotation, AnnotationValue nameValue, List<StateRef> states,
        List<StateRef> groups) {
    public GroupModel {
        states = List.copyOf(states);
        groups = List.copyOf(groups);
    }
}
