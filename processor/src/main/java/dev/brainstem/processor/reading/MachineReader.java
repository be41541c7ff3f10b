package dev.brainstem.processor.reading;

import dev.brainstem.processor.model.BodyReturns;
import dev.brainstem.processor.model.Event;
import dev.brainstem.processor.model.HandlerModel;
import dev.brainstem.processor.model.MachineModel;
import dev.brainstem.processor.model.ParameterKind;
import dev.brainstem.processor.model.ReturnKind;
import dev.brainstem.processor.model.State;
import dev.brainstem.processor.model.StateRef;
import dev.brainstem.processor.model.StatesModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * Reads a {@code @StateMachine} class, its enum of states and its handlers (its own and its
 * superclasses') into a {@link MachineModel}. It never reports and never fails: whatever is wrong is
 * kept in the model for the checks.
 */
public final class MachineReader {
    private static final List<Map.Entry<String, Event>> HANDLER_ANNOTATIONS = List.of(
            Map.entry(Names.ON_ENTER, Event.ENTER),
            Map.entry(Names.ON_UPDATE, Event.UPDATE),
            Map.entry(Names.ON_EXIT, Event.EXIT));

    private final Elements elements;
    private final Types types;
    private final ReturnScanner returnScanner;

    public MachineReader(ProcessingEnvironment env, ReturnScanner returnScanner) {
        this.elements = env.getElementUtils();
        this.types = env.getTypeUtils();
        this.returnScanner = returnScanner;
    }

    public MachineModel read(TypeElement entity) {
        AnnotationMirror annotation = AnnotationValues.find(entity, Names.STATE_MACHINE).orElseThrow();
        AnnotationValue value = valueWithDefault(annotation, "value");
        Optional<StatesModel> states = stateEnum(value).map(this::readStates);
        Optional<AnnotationValue> max = AnnotationValues.explicit(annotation, "maxTransitionsPerTick");
        int maxTransitions = max.map(v -> v.getValue() instanceof Integer i ? i : 8).orElse(8);
        boolean settle = AnnotationValues.explicit(annotation, "settle")
                .map(v -> Boolean.TRUE.equals(v.getValue())).orElse(false);
        TypeElement enumType = states.map(StatesModel::enumType).orElse(null);
        return new MachineModel(entity, annotation, packageOf(entity).getQualifiedName().toString(),
                generatedPrefix(entity), isPublicAllTheWay(entity), states, value, maxTransitions, max, settle,
                readHandlers(entity, enumType));
    }

    /**
     * Whether the machine's {@code value} names a class that does not exist (yet): another processor
     * may write it in a later round.
     */
    public static boolean awaitsStates(TypeElement entity) {
        return AnnotationValues.find(entity, Names.STATE_MACHINE)
                .flatMap(mirror -> AnnotationValues.explicit(mirror, "value"))
                .map(value -> !(value.getValue() instanceof TypeMirror type) || type.getKind() == TypeKind.ERROR)
                .orElse(false);
    }

    /** Whether the method carries {@code @OnEnter}, {@code @OnUpdate} or {@code @OnExit}. */
    public static boolean hasHandlerAnnotation(Element method) {
        return HANDLER_ANNOTATIONS.stream().anyMatch(kind -> AnnotationValues.find(method, kind.getKey()).isPresent());
    }

    private AnnotationValue valueWithDefault(AnnotationMirror mirror, String name) {
        for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> entry
                : elements.getElementValuesWithDefaults(mirror).entrySet()) {
            if (entry.getKey().getSimpleName().contentEquals(name)) {
                return entry.getValue();
            }
        }
        throw new IllegalStateException("@StateMachine has no " + name);
    }

    private static Optional<TypeElement> stateEnum(AnnotationValue value) {
        // An unresolvable class arrives as an error type or as the string "<error>".
        if (value.getValue() instanceof DeclaredType type
                && type.getKind() == TypeKind.DECLARED
                && type.asElement().getKind() == ElementKind.ENUM) {
            return Optional.of((TypeElement) type.asElement());
        }
        return Optional.empty();
    }

    private StatesModel readStates(TypeElement enumType) {
        List<State> states = new ArrayList<>();
        for (Element member : enumType.getEnclosedElements()) {
            if (member.getKind() == ElementKind.ENUM_CONSTANT) {
                boolean entry = AnnotationValues.find(member, Names.ENTRY_POINT).isPresent();
                states.add(new State(member.getSimpleName().toString(), states.size(), entry,
                        (VariableElement) member));
            }
        }
        Optional<AnnotationMirror> annotation = AnnotationValues.find(enumType, Names.STATES);
        Optional<StateRef> initial = annotation
                .flatMap(mirror -> AnnotationValues.explicit(mirror, "initial"))
                .filter(v -> v.getValue() instanceof String s && !s.isEmpty())
                .map(v -> new StateRef((String) v.getValue(), v));
        return new StatesModel(enumType, states, annotation, initial);
    }

    private List<HandlerModel> readHandlers(TypeElement entity, TypeElement enumType) {
        List<HandlerModel> handlers = new ArrayList<>();
        for (TypeElement type = entity; type != null; type = superclass(type)) {
            for (ExecutableElement method : ElementFilter.methodsIn(type.getEnclosedElements())) {
                for (Map.Entry<String, Event> kind : HANDLER_ANNOTATIONS) {
                    Optional<AnnotationMirror> mirror = AnnotationValues.find(method, kind.getKey());
                    if (mirror.isPresent()) {
                        handlers.add(readHandler(entity, type, method, kind.getValue(), mirror.get(), enumType));
                    }
                }
            }
        }
        return handlers;
    }

    private HandlerModel readHandler(TypeElement entity, TypeElement declaring, ExecutableElement method,
            Event event, AnnotationMirror mirror, TypeElement enumType) {
        List<? extends VariableElement> parameters = method.getParameters();
        boolean leadingInt = !parameters.isEmpty() && parameters.get(0).asType().getKind() == TypeKind.INT;
        List<? extends VariableElement> rest = leadingInt ? parameters.subList(1, parameters.size()) : parameters;
        ParameterKind argument = rest.isEmpty() ? ParameterKind.NONE
                : rest.size() > 1 ? ParameterKind.INVALID
                : parameterKind(rest.get(0).asType(), enumType);
        ReturnKind returns = returnKind(method.getReturnType(), enumType);
        List<TypeMirror> checked = method.getThrownTypes().stream().filter(this::isChecked).map(t -> (TypeMirror) t)
                .toList();
        Optional<BodyReturns> body = returns == ReturnKind.STATE
                ? returnScanner.scan(method, enumType) : Optional.empty();
        return new HandlerModel(method, declaring, event, mirror,
                AnnotationValues.stateRefs(mirror, "value"), AnnotationValues.stateRefs(mirror, "to"),
                leadingInt, argument, parameters.size(), returns, checked, accessible(entity, declaring, method),
                body);
    }

    private ParameterKind parameterKind(TypeMirror type, TypeElement enumType) {
        if (type.getKind() == TypeKind.FLOAT) {
            return ParameterKind.FLOAT;
        }
        return isEnum(type, enumType) ? ParameterKind.STATE : ParameterKind.INVALID;
    }

    private ReturnKind returnKind(TypeMirror type, TypeElement enumType) {
        if (type.getKind() == TypeKind.VOID) {
            return ReturnKind.VOID;
        }
        if (isEnum(type, enumType)) {
            return ReturnKind.STATE;
        }
        if (type.getKind() == TypeKind.DECLARED && types.asElement(type).getKind() == ElementKind.ENUM) {
            return ReturnKind.OTHER_ENUM;
        }
        return ReturnKind.INVALID;
    }

    private static boolean isEnum(TypeMirror type, TypeElement enumType) {
        return enumType != null && type.getKind() == TypeKind.DECLARED
                && ((DeclaredType) type).asElement().equals(enumType);
    }

    private boolean isChecked(TypeMirror thrown) {
        TypeMirror runtime = elements.getTypeElement("java.lang.RuntimeException").asType();
        TypeMirror error = elements.getTypeElement("java.lang.Error").asType();
        return !types.isAssignable(thrown, runtime) && !types.isAssignable(thrown, error);
    }

    /** Whether code in the entity's package can call the method on an entity reference. */
    private boolean accessible(TypeElement entity, TypeElement declaring, ExecutableElement method) {
        if (method.getModifiers().contains(Modifier.PRIVATE)) {
            return false;
        }
        return method.getModifiers().contains(Modifier.PUBLIC) || packageOf(declaring).equals(packageOf(entity));
    }

    private TypeElement superclass(TypeElement type) {
        TypeMirror superclass = type.getSuperclass();
        if (superclass.getKind() != TypeKind.DECLARED) {
            return null;
        }
        TypeElement element = (TypeElement) types.asElement(superclass);
        return element.getQualifiedName().contentEquals("java.lang.Object") ? null : element;
    }

    private PackageElement packageOf(Element element) {
        return elements.getPackageOf(element);
    }

    /** {@code Guard}, or {@code Outer_Guard} for a class nested in {@code Outer}. */
    private static String generatedPrefix(TypeElement entity) {
        StringBuilder name = new StringBuilder(entity.getSimpleName());
        for (Element outer = entity.getEnclosingElement(); outer instanceof TypeElement type;
                outer = outer.getEnclosingElement()) {
            name.insert(0, type.getSimpleName() + "_");
        }
        return name.toString();
    }

    private static boolean isPublicAllTheWay(TypeElement entity) {
        for (Element e = entity; e instanceof TypeElement; e = e.getEnclosingElement()) {
            if (!e.getModifiers().contains(Modifier.PUBLIC)) {
                return false;
            }
        }
        return true;
    }
}
