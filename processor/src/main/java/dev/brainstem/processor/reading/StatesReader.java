package dev.brainstem.processor.reading;

import dev.brainstem.processor.model.GroupModel;
import dev.brainstem.processor.model.HistoryKind;
import dev.brainstem.processor.model.State;
import dev.brainstem.processor.model.StateRef;
import dev.brainstem.processor.model.StatesModel;
import dev.brainstem.processor.model.StatesReference;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Types;

/**
 * Reads what {@code @StateMachine(value)} names: the enum of states, its constants with their marks,
 * {@code @States} and its groups, and where it is declared.
 */
final class StatesReader {
    private final Types types;
    private final ReturnScanner returnScanner;
    private final Visibility visibility;
    private final SourceFiles sourceFiles;

    StatesReader(Types types, ReturnScanner returnScanner, Visibility visibility, SourceFiles sourceFiles) {
        this.types = types;
        this.returnScanner = returnScanner;
        this.visibility = visibility;
        this.sourceFiles = sourceFiles;
    }

    /** The one place that interprets {@code @StateMachine.value}. */
    StatesReference statesReference(Optional<AnnotationValue> value, TypeElement entity) {
        if (value.isEmpty()) {
            return new StatesReference(StatesReference.Kind.MISSING, Optional.empty(), "");
        }
        // An unresolvable class arrives as an error type, or from some compilers as the string "<error>".
        if (!(value.get().getValue() instanceof TypeMirror type) || type.getKind() == TypeKind.ERROR) {
            String written = returnScanner.written(entity, AnnotationValues.find(entity, Names.STATE_MACHINE)
                    .orElseThrow(), value.get());
            written = written.endsWith(".class") ? written.substring(0, written.length() - ".class".length()) : written;
            return new StatesReference(StatesReference.Kind.UNRESOLVED, Optional.empty(), written);
        }
        if (type.getKind() == TypeKind.DECLARED && types.asElement(type).getKind() == ElementKind.ENUM) {
            TypeElement enumType = (TypeElement) types.asElement(type);
            return new StatesReference(StatesReference.Kind.ENUM, Optional.of(readStates(enumType, entity)),
                    enumType.getSimpleName().toString());
        }
        String name = type.getKind() == TypeKind.DECLARED
                ? types.asElement(type).getSimpleName().toString() : type.toString();
        return new StatesReference(StatesReference.Kind.NOT_ENUM, Optional.empty(), name);
    }

    private StatesModel readStates(TypeElement enumType, TypeElement entity) {
        List<GroupModel> groups = readGroups(enumType);
        List<String> enterable = groups.stream().filter(g -> g.initial().isPresent()).map(GroupModel::name).toList();
        List<State> states = new ArrayList<>();
        for (Element member : enumType.getEnclosedElements()) {
            if (member.getKind() == ElementKind.ENUM_CONSTANT) {
                boolean entry = AnnotationValues.find(member, Names.ENTRY_POINT).isPresent();
                boolean interrupt = AnnotationValues.find(member, Names.INTERRUPT).isPresent();
                boolean back = AnnotationValues.find(member, Names.BACK).isPresent();
                String name = member.getSimpleName().toString();
                states.add(new State(name, states.size(), entry, interrupt, back, enterable.contains(name),
                        (VariableElement) member));
            }
        }
        Optional<AnnotationMirror> annotation = AnnotationValues.find(enumType, Names.STATES);
        Optional<StateRef> initial = annotation
                .flatMap(mirror -> AnnotationValues.explicit(mirror, "initial"))
                .filter(v -> v.getValue() instanceof String s && !s.isEmpty())
                .map(v -> new StateRef((String) v.getValue(), v));
        return new StatesModel(enumType, states, annotation, initial, visibility.hiddenBecause(enumType, entity),
                groups, sourceFiles.auxiliary(enumType));
    }

    /** The enum's {@code @StateGroup}s, written once or repeated (javac then wraps them in {@code @StateGroups}). */
    private static List<GroupModel> readGroups(TypeElement enumType) {
        List<AnnotationMirror> mirrors = new ArrayList<>();
        AnnotationValues.find(enumType, Names.STATE_GROUP).ifPresent(mirrors::add);
        AnnotationValues.find(enumType, Names.STATE_GROUPS)
                .flatMap(container -> AnnotationValues.explicit(container, "value"))
                .ifPresent(value -> {
                    if (value.getValue() instanceof List<?> list) {
                        for (Object item : list) {
                            if (item instanceof AnnotationValue v && v.getValue() instanceof AnnotationMirror m) {
                                mirrors.add(m);
                            }
                        }
                    }
                });
        List<GroupModel> groups = new ArrayList<>();
        for (AnnotationMirror mirror : mirrors) {
            Optional<AnnotationValue> name = AnnotationValues.explicit(mirror, "name");
            if (name.isPresent() && name.get().getValue() instanceof String text) {
                Optional<StateRef> initial = AnnotationValues.explicit(mirror, "initial")
                        .filter(v -> v.getValue() instanceof String s && !s.isEmpty())
                        .map(v -> new StateRef((String) v.getValue(), v));
                Optional<AnnotationValue> history = AnnotationValues.explicit(mirror, "history");
                HistoryKind kind = history.map(AnnotationValue::getValue)
                        .filter(v -> v instanceof VariableElement)
                        .map(v -> HistoryKind.valueOf(((VariableElement) v).getSimpleName().toString()))
                        .orElse(HistoryKind.NONE);
                groups.add(new GroupModel(text, mirror, name.get(), AnnotationValues.stateRefs(mirror, "states"),
                        AnnotationValues.stateRefs(mirror, "groups"), initial, kind, history));
            }
        }
        return groups;
    }
}
