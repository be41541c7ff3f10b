package dev.brainstem.processor.reading;

import dev.brainstem.processor.model.AfterModel;
import dev.brainstem.processor.model.DelayMethod;
import dev.brainstem.processor.model.Mode;
import dev.brainstem.processor.model.StateRef;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.ExecutableType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;

/**
 * Reads the {@code @After}s of a machine's class (written once, or repeated in javac's {@code @Afters}
 * container), in the order written, and the method each one's {@code delay} names. A base class's
 * {@code @After} is not read: the annotation belongs on the machine's own class, where the round
 * reader finds any other as stray.
 */
final class AfterReader {
    private final HandlerReader handlers;

    AfterReader(HandlerReader handlers) {
        this.handlers = handlers;
    }

    /** The class's {@code @After}s, each with its delay method looked up as {@code mode} calls it. */
    List<AfterModel> read(TypeElement entity, Mode mode) {
        List<AnnotationMirror> mirrors = new ArrayList<>();
        for (AnnotationMirror mirror : entity.getAnnotationMirrors()) {
            String name = ((TypeElement) mirror.getAnnotationType().asElement()).getQualifiedName().toString();
            if (name.equals(Names.AFTER)) {
                mirrors.add(mirror);
            } else if (name.equals(Names.AFTERS)) {
                AnnotationValues.explicit(mirror, "value").ifPresent(value -> {
                    if (value.getValue() instanceof List<?> list) {
                        list.stream().filter(AnnotationValue.class::isInstance)
                                .map(item -> ((AnnotationValue) item).getValue())
                                .filter(AnnotationMirror.class::isInstance).map(AnnotationMirror.class::cast)
                                .forEach(mirrors::add);
                    }
                });
            }
        }
        if (mirrors.isEmpty()) {
            return List.of();
        }
        List<String> floatMethods = floatMethods(entity);
        List<AfterModel> afters = new ArrayList<>();
        for (AnnotationMirror mirror : mirrors) {
            Optional<AnnotationValue> seconds = AnnotationValues.explicit(mirror, "seconds");
            Optional<AnnotationValue> delay = AnnotationValues.explicit(mirror, "delay");
            List<StateRef> to = AnnotationValues.stateRefs(mirror, "to");
            afters.add(new AfterModel(mirror, afters.size(), AnnotationValues.stateRefs(mirror, "value"),
                    AnnotationValues.explicit(mirror, "value"),
                    seconds.map(AnnotationValue::getValue).filter(Float.class::isInstance).map(Float.class::cast),
                    seconds, delay, to.stream().findFirst(),
                    delay.flatMap(d -> method(entity, String.valueOf(d.getValue()), mode)), floatMethods));
        }
        return afters;
    }

    /**
     * The method named {@code name} the generated code would call: of the methods of that name of the class
     * and its superclasses (most derived first), the first of the shape {@code mode} calls, else the first.
     */
    private Optional<DelayMethod> method(TypeElement entity, String name, Mode mode) {
        List<DelayMethod> found = new ArrayList<>();
        for (TypeElement type = entity; type != null; type = handlers.superclass(type, null)) {
            for (ExecutableElement method : ElementFilter.methodsIn(type.getEnclosedElements())) {
                if (method.getSimpleName().contentEquals(name)) {
                    ExecutableType seen = handlers.asSeenBy(entity, method);
                    List<TypeMirror> checked = method.getThrownTypes().stream().filter(handlers::isChecked)
                            .map(t -> (TypeMirror) t).toList();
                    found.add(new DelayMethod(method, type, List.copyOf(seen.getParameterTypes()),
                            seen.getReturnType(), checked, handlers.access(entity, type, method)));
                }
            }
        }
        return found.stream().filter(m -> m.returnsFloat() && m.takes(mode)).findFirst()
                .or(() -> found.stream().findFirst());
    }

    /** The names of the methods that return a {@code float}, each once: what a misspelled {@code delay} meant. */
    private List<String> floatMethods(TypeElement entity) {
        List<String> names = new ArrayList<>();
        for (TypeElement type = entity; type != null; type = handlers.superclass(type, null)) {
            for (ExecutableElement method : ElementFilter.methodsIn(type.getEnclosedElements())) {
                String name = method.getSimpleName().toString();
                if (method.getReturnType().getKind() == TypeKind.FLOAT && !names.contains(name)) {
                    names.add(name);
                }
            }
        }
        return names;
    }
}
