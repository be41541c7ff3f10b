package dev.brainstem.processor.reading;

import dev.brainstem.processor.model.StateRef;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;

/** Small helpers for reading annotation mirrors without reflection on the annotation classes. */
public final class AnnotationValues {
    private AnnotationValues() {}

    public static Optional<AnnotationMirror> find(Element element, String qualifiedName) {
        for (AnnotationMirror mirror : element.getAnnotationMirrors()) {
            TypeElement type = (TypeElement) mirror.getAnnotationType().asElement();
            if (type.getQualifiedName().contentEquals(qualifiedName)) {
                return Optional.of(mirror);
            }
        }
        return Optional.empty();
    }

    /** The value the user wrote for {@code name}, absent when the default applies. */
    public static Optional<AnnotationValue> explicit(AnnotationMirror mirror, String name) {
        for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> entry
                : mirror.getElementValues().entrySet()) {
            if (entry.getKey().getSimpleName().contentEquals(name)) {
                return Optional.of(entry.getValue());
            }
        }
        return Optional.empty();
    }

    /** The strings of a {@code String[]} element, each with its own annotation value. */
    public static List<StateRef> stateRefs(AnnotationMirror mirror, String name) {
        List<StateRef> refs = new ArrayList<>();
        explicit(mirror, name).ifPresent(array -> {
            Object value = array.getValue();
            if (value instanceof List<?> list) {
                for (Object item : list) {
                    if (item instanceof AnnotationValue element && element.getValue() instanceof String s) {
                        refs.add(new StateRef(s, element));
                    }
                }
            } else if (value instanceof String s) {
                refs.add(new StateRef(s, array));
            }
        });
        return refs;
    }
}
