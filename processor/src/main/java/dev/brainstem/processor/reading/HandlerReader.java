package dev.brainstem.processor.reading;

import dev.brainstem.processor.model.BodyReturns;
import dev.brainstem.processor.model.Event;
import dev.brainstem.processor.model.HandlerModel;
import dev.brainstem.processor.model.HandlerModel.Access;
import dev.brainstem.processor.model.HandlerModel.Access.Kind;
import dev.brainstem.processor.model.MessageType;
import dev.brainstem.processor.model.ParameterKind;
import dev.brainstem.processor.model.ReturnKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.ExecutableType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * Reads the handlers of a machine's class and its superclasses: what each serves and lists, its
 * parameters and return, and whether the generated code can call it.
 */
final class HandlerReader {
    private static final List<Map.Entry<String, Event>> HANDLER_ANNOTATIONS = List.of(
            Map.entry(Names.ON_ENTER, Event.ENTER),
            Map.entry(Names.ON_UPDATE, Event.UPDATE),
            Map.entry(Names.ON_EXIT, Event.EXIT),
            Map.entry(Names.TRANSITION, Event.GUARD),
            Map.entry(Names.ON_MESSAGE, Event.MESSAGE));

    private final Elements elements;
    private final Types types;
    private final ReturnScanner returnScanner;
    private final Visibility visibility;
    private final MessageTypeReader messageTypes;

    HandlerReader(Elements elements, Types types, ReturnScanner returnScanner, Visibility visibility) {
        this.elements = elements;
        this.types = types;
        this.returnScanner = returnScanner;
        this.visibility = visibility;
        this.messageTypes = new MessageTypeReader(types, visibility);
    }

    List<HandlerModel> readHandlers(TypeElement entity, TypeElement enumType, List<String> undefined) {
        return readHandlers(entity, enumType, List.of(), undefined);
    }

    /**
     * The handlers, {@code enumType} their region's states; {@code otherRegions} the enums of the
     * machine's other regions, which an {@code @Current} parameter may name.
     */
    List<HandlerModel> readHandlers(TypeElement entity, TypeElement enumType, List<TypeElement> otherRegions,
            List<String> undefined) {
        List<HandlerModel> handlers = new ArrayList<>();
        for (TypeElement type = entity; type != null; type = superclass(type, undefined)) {
            for (ExecutableElement method : ElementFilter.methodsIn(type.getEnclosedElements())) {
                for (Map.Entry<String, Event> kind : HANDLER_ANNOTATIONS) {
                    Optional<AnnotationMirror> mirror = AnnotationValues.find(method, kind.getKey());
                    if (mirror.isPresent()) {
                        handlers.add(readHandler(entity, type, method, kind.getValue(), mirror.get(), enumType,
                                otherRegions, undefined));
                    }
                }
            }
        }
        // A guard overridden by a guard of a subclass is that guard: calling either runs the override.
        handlers.removeIf(inherited -> inherited.isGuard() && handlers.stream().anyMatch(h -> h != inherited
                && h.isGuard() && !h.declaringClass().equals(inherited.declaringClass())
                && elements.overrides(h.method(), inherited.method(), entity)));
        return handlers;
    }

    private HandlerModel readHandler(TypeElement entity, TypeElement declaring, ExecutableElement method,
            Event event, AnnotationMirror mirror, TypeElement enumType, List<TypeElement> otherRegions,
            List<String> undefined) {
        ExecutableType seen = asSeenBy(entity, method);
        List<TypeMirror> parameterTypes = List.copyOf(seen.getParameterTypes());
        List<ParameterKind> parameters = new ArrayList<>();
        for (int i = 0; i < parameterTypes.size(); i++) {
            parameters.add(parameterKind(method.getParameters().get(i), parameterTypes.get(i), enumType,
                    otherRegions));
        }
        MessageType message = null;
        if (event == Event.MESSAGE) {
            // The one positional parameter after the optional leading id: the message.
            List<Integer> positional = new ArrayList<>();
            for (int i = 0; i < parameters.size(); i++) {
                if (!parameters.get(i).annotated() && !(i == 0 && parameters.get(i) == ParameterKind.ID)) {
                    positional.add(i);
                }
            }
            if (positional.size() == 1) {
                int at = positional.get(0);
                TypeMirror type = parameterTypes.get(at);
                if (type.getKind() == TypeKind.DECLARED || type.getKind() == TypeKind.ARRAY
                        || type.getKind() == TypeKind.TYPEVAR) {
                    parameters.set(at, ParameterKind.MESSAGE);
                }
                message = messageTypes.messageType(type, entity);
            }
        }
        TypeMirror returnType = seen.getReturnType();
        for (TypeMirror type : parameterTypes) {
            noteUndefined(type, undefined);
        }
        noteUndefined(returnType, undefined);
        ReturnKind returns = returnKind(returnType, enumType);
        List<TypeMirror> checked = method.getThrownTypes().stream().filter(this::isChecked).map(t -> (TypeMirror) t)
                .toList();
        Optional<BodyReturns> body = returns == ReturnKind.STATE
                ? returnScanner.scan(method, enumType) : Optional.empty();
        // A guard's `from` plays the part of a handler's `value`: the states it serves.
        String served = event == Event.GUARD ? "from" : "value";
        boolean alwaysTrue = event == Event.GUARD && returns == ReturnKind.BOOLEAN && returnScanner.alwaysTrue(method);
        boolean bodyUnseen = returns == ReturnKind.STATE && enumType != null && returnScanner.readsBodies()
                && body.isEmpty();
        return new HandlerModel(method, declaring, event, mirror,
                AnnotationValues.stateRefs(mirror, served), AnnotationValues.stateRefs(mirror, "to"),
                AnnotationValues.explicit(mirror, served), AnnotationValues.explicit(mirror, "to"),
                parameters, parameterTypes, returns, returnType, checked, access(entity, declaring, method), body,
                bodyUnseen, alwaysTrue, message, RoundReader.mayDeclareHandlers(declaring),
                event == Event.UPDATE ? AnnotationValues.explicit(mirror, "every") : Optional.empty());
    }

    /** The method's type as a member of the machine's class: type variables it binds are bound. */
    ExecutableType asSeenBy(TypeElement entity, ExecutableElement method) {
        try {
            return (ExecutableType) types.asMemberOf((DeclaredType) entity.asType(), method);
        } catch (IllegalArgumentException notAMember) {
            return (ExecutableType) method.asType();
        }
    }

    private static void noteUndefined(TypeMirror type, List<String> undefined) {
        if (type.getKind() == TypeKind.ERROR && !undefined.contains(type.toString())) {
            undefined.add(type.toString());
        }
    }

    private static ParameterKind parameterKind(VariableElement parameter, TypeMirror type, TypeElement enumType,
            List<TypeElement> otherRegions) {
        if (AnnotationValues.find(parameter, Names.TIME_IN_STATE).isPresent()) {
            return type.getKind() == TypeKind.FLOAT ? ParameterKind.TIME_IN_STATE : ParameterKind.TIME_IN_STATE_NOT_FLOAT;
        }
        if (AnnotationValues.find(parameter, Names.CURRENT).isPresent()) {
            if (otherRegions.stream().anyMatch(region -> isEnum(type, region))) {
                return ParameterKind.CURRENT_REGION;
            }
            return isEnum(type, enumType) ? ParameterKind.CURRENT : ParameterKind.CURRENT_NOT_STATE;
        }
        if (type.getKind() == TypeKind.INT) {
            return ParameterKind.ID;
        }
        if (type.getKind() == TypeKind.FLOAT) {
            return ParameterKind.FLOAT;
        }
        return isEnum(type, enumType) ? ParameterKind.STATE : ParameterKind.INVALID;
    }

    private ReturnKind returnKind(TypeMirror type, TypeElement enumType) {
        if (type.getKind() == TypeKind.VOID) {
            return ReturnKind.VOID;
        }
        if (type.getKind() == TypeKind.BOOLEAN) {
            return ReturnKind.BOOLEAN;
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

    boolean isChecked(TypeMirror thrown) {
        TypeMirror runtime = elements.getTypeElement("java.lang.RuntimeException").asType();
        TypeMirror error = elements.getTypeElement("java.lang.Error").asType();
        return !types.isAssignable(thrown, runtime) && !types.isAssignable(thrown, error);
    }

    /**
     * Whether code in the machine's package can call the handler on a reference of the machine's
     * class, by Java's rules of access and inheritance: an override in the machine's package (with or
     * without the annotation) is what such a call reaches; a package-private method is a member of the
     * machine's class only when no class of another package stands between.
     */
    Access access(TypeElement entity, TypeElement declaring, ExecutableElement method) {
        java.util.Set<Modifier> modifiers = method.getModifiers();
        if (modifiers.contains(Modifier.PRIVATE)) {
            return new Access(Kind.PRIVATE, null);
        }
        if (modifiers.contains(Modifier.PUBLIC)) {
            return Access.ACCESSIBLE;
        }
        PackageElement machinePackage = packageOf(entity);
        TypeElement between = null;
        for (TypeElement type = entity; type != null && !type.equals(declaring); type = superclass(type, null)) {
            if (between == null && !packageOf(type).equals(machinePackage)) {
                between = type;
            }
            if (between == null && overrides(type, method, entity)) {
                return Access.ACCESSIBLE;
            }
        }
        boolean samePackage = packageOf(declaring).equals(machinePackage);
        if (modifiers.contains(Modifier.PROTECTED)) {
            return samePackage ? Access.ACCESSIBLE : new Access(Kind.PROTECTED_ELSEWHERE, null);
        }
        if (!samePackage) {
            return new Access(Kind.OTHER_PACKAGE, null);
        }
        return between == null ? Access.ACCESSIBLE : new Access(Kind.NOT_INHERITED, between);
    }

    /** Whether {@code type} declares a non-private method that overrides {@code method}. */
    private boolean overrides(TypeElement type, ExecutableElement method, TypeElement entity) {
        for (ExecutableElement candidate : ElementFilter.methodsIn(type.getEnclosedElements())) {
            if (candidate.getSimpleName().equals(method.getSimpleName())
                    && !candidate.getModifiers().contains(Modifier.PRIVATE)
                    && elements.overrides(candidate, method, entity)) {
                return true;
            }
        }
        return false;
    }

    /** The superclass, or null at Object; one that does not exist (yet) is noted in {@code undefined}. */
    TypeElement superclass(TypeElement type, List<String> undefined) {
        TypeMirror superclass = type.getSuperclass();
        if (superclass.getKind() == TypeKind.ERROR && undefined != null) {
            noteUndefined(superclass, undefined);
        }
        if (superclass.getKind() != TypeKind.DECLARED) {
            return null;
        }
        TypeElement element = (TypeElement) types.asElement(superclass);
        return element.getQualifiedName().contentEquals("java.lang.Object") ? null : element;
    }

    private PackageElement packageOf(Element element) {
        return visibility.packageOf(element);
    }
}
