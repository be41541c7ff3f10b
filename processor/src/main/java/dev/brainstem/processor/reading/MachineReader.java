package dev.brainstem.processor.reading;

import dev.brainstem.processor.model.BodyReturns;
import dev.brainstem.processor.model.ClassShape;
import dev.brainstem.processor.model.Event;
import dev.brainstem.processor.model.GroupModel;
import dev.brainstem.processor.model.HandlerModel;
import dev.brainstem.processor.model.HandlerModel.Access;
import dev.brainstem.processor.model.HandlerModel.Access.Kind;
import dev.brainstem.processor.model.MachineModel;
import dev.brainstem.processor.model.MessageType;
import dev.brainstem.processor.model.ParameterKind;
import dev.brainstem.processor.model.ReturnKind;
import dev.brainstem.processor.model.State;
import dev.brainstem.processor.model.StateRef;
import dev.brainstem.processor.model.StatesModel;
import dev.brainstem.processor.model.StatesReference;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.NestingKind;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.TypeParameterElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.ExecutableType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * Reads a {@code @StateMachine} class, its enum of states and its handlers (its own and its
 * superclasses') into a {@link MachineModel}. It never reports and never fails: whatever is wrong is
 * kept in the model for the checks. It is the only place that reads Brainstem's annotations on a
 * machine.
 */
public final class MachineReader {
    private static final List<Map.Entry<String, Event>> HANDLER_ANNOTATIONS = List.of(
            Map.entry(Names.ON_ENTER, Event.ENTER),
            Map.entry(Names.ON_UPDATE, Event.UPDATE),
            Map.entry(Names.ON_EXIT, Event.EXIT),
            Map.entry(Names.TRANSITION, Event.GUARD),
            Map.entry(Names.ON_MESSAGE, Event.MESSAGE));

    private final Elements elements;
    private final Types types;
    private final ReturnScanner returnScanner;
    private final GeneratedNames generatedNames;
    private final SourceFiles sourceFiles;

    public MachineReader(ProcessingEnvironment env, ReturnScanner returnScanner, GeneratedNames generatedNames) {
        this.elements = env.getElementUtils();
        this.types = env.getTypeUtils();
        this.returnScanner = returnScanner;
        this.generatedNames = generatedNames;
        this.sourceFiles = new SourceFiles(returnScanner.trees());
    }

    public MachineModel read(TypeElement entity) {
        AnnotationMirror annotation = AnnotationValues.find(entity, Names.STATE_MACHINE).orElseThrow();
        Optional<AnnotationValue> value = AnnotationValues.explicit(annotation, "value");
        StatesReference states = statesReference(value, entity);
        Optional<AnnotationValue> max = AnnotationValues.explicit(annotation, "maxTransitionsPerTick");
        int maxTransitions = max.map(v -> v.getValue() instanceof Integer i ? i : 8).orElse(8);
        boolean settle = AnnotationValues.explicit(annotation, "settle")
                .map(v -> Boolean.TRUE.equals(v.getValue())).orElse(false);
        TypeElement enumType = states.states().map(StatesModel::enumType).orElse(null);
        List<String> undefined = new ArrayList<>();
        if (states.kind() == StatesReference.Kind.UNRESOLVED) {
            undefined.add(states.typeName());
        }
        List<HandlerModel> handlers = readHandlers(entity, enumType, undefined);
        String prefix = GeneratedNames.prefix(entity);
        String pkg = packageOf(entity).getQualifiedName().toString();
        return new MachineModel(entity, annotation, shape(entity), pkg, prefix, isPublicAllTheWay(entity), states,
                value, maxTransitions, max, settle, handlers, undefined, generatedNames.taken(entity, pkg, prefix));
    }

    private ClassShape shape(TypeElement type) {
        Optional<TypeElement> privateType = Optional.empty();
        for (Element e = type; e instanceof TypeElement t; e = e.getEnclosingElement()) {
            if (t.getModifiers().contains(Modifier.PRIVATE)) {
                privateType = Optional.of(t);
                break;
            }
        }
        String typeParameters = type.getTypeParameters().isEmpty() ? "" : type.getTypeParameters().stream()
                .map(TypeParameterElement::getSimpleName).map(Object::toString)
                .collect(Collectors.joining(", ", "<", ">"));
        return new ClassShape(type.getKind(), privateType, isInner(type), typeParameters, sourceFiles.auxiliary(type));
    }

    private static boolean isInner(TypeElement type) {
        if (type.getNestingKind() != NestingKind.MEMBER || type.getModifiers().contains(Modifier.STATIC)) {
            return false;
        }
        // A class nested in an interface is static without saying so.
        ElementKind outer = type.getEnclosingElement().getKind();
        return outer != ElementKind.INTERFACE && outer != ElementKind.ANNOTATION_TYPE;
    }

    /** The one place that interprets {@code @StateMachine.value}. */
    private StatesReference statesReference(Optional<AnnotationValue> value, TypeElement entity) {
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
        List<State> states = new ArrayList<>();
        for (Element member : enumType.getEnclosedElements()) {
            if (member.getKind() == ElementKind.ENUM_CONSTANT) {
                boolean entry = AnnotationValues.find(member, Names.ENTRY_POINT).isPresent();
                boolean interrupt = AnnotationValues.find(member, Names.INTERRUPT).isPresent();
                boolean back = AnnotationValues.find(member, Names.BACK).isPresent();
                states.add(new State(member.getSimpleName().toString(), states.size(), entry, interrupt, back,
                        (VariableElement) member));
            }
        }
        Optional<AnnotationMirror> annotation = AnnotationValues.find(enumType, Names.STATES);
        Optional<StateRef> initial = annotation
                .flatMap(mirror -> AnnotationValues.explicit(mirror, "initial"))
                .filter(v -> v.getValue() instanceof String s && !s.isEmpty())
                .map(v -> new StateRef((String) v.getValue(), v));
        return new StatesModel(enumType, states, annotation, initial, hiddenBecause(enumType, entity),
                readGroups(enumType), sourceFiles.auxiliary(enumType));
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
                groups.add(new GroupModel(text, mirror, name.get(), AnnotationValues.stateRefs(mirror, "states"),
                        AnnotationValues.stateRefs(mirror, "groups")));
            }
        }
        return groups;
    }

    /**
     * Why code in the machine's package, in a class that extends nothing of the user's, cannot name
     * the type: the generated classes are such code.
     */
    private Optional<String> hiddenBecause(TypeElement type, TypeElement entity) {
        PackageElement machinePackage = packageOf(entity);
        for (Element e = type; e instanceof TypeElement t; e = e.getEnclosingElement()) {
            java.util.Set<Modifier> modifiers = t.getModifiers();
            String which = t == type ? "" : "nested in ";
            if (modifiers.contains(Modifier.PRIVATE)) {
                return Optional.of(t == type ? "declared private" : "nested in private class " + t.getSimpleName());
            }
            if (!modifiers.contains(Modifier.PUBLIC) && !packageOf(t).equals(machinePackage)) {
                String how = modifiers.contains(Modifier.PROTECTED) ? "protected" : "package-private";
                String where = t.getEnclosingElement() instanceof TypeElement outer
                        ? " in " + outer.getQualifiedName() : ", of package " + packageOf(t).getQualifiedName();
                return Optional.of(which + how + (which.isEmpty() ? "" : " class " + t.getSimpleName()) + where);
            }
        }
        return Optional.empty();
    }

    private List<HandlerModel> readHandlers(TypeElement entity, TypeElement enumType, List<String> undefined) {
        List<HandlerModel> handlers = new ArrayList<>();
        for (TypeElement type = entity; type != null; type = superclass(type, undefined)) {
            for (ExecutableElement method : ElementFilter.methodsIn(type.getEnclosedElements())) {
                for (Map.Entry<String, Event> kind : HANDLER_ANNOTATIONS) {
                    Optional<AnnotationMirror> mirror = AnnotationValues.find(method, kind.getKey());
                    if (mirror.isPresent()) {
                        handlers.add(readHandler(entity, type, method, kind.getValue(), mirror.get(), enumType,
                                undefined));
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
            Event event, AnnotationMirror mirror, TypeElement enumType, List<String> undefined) {
        ExecutableType seen = asSeenBy(entity, method);
        List<TypeMirror> parameterTypes = List.copyOf(seen.getParameterTypes());
        List<ParameterKind> parameters = new ArrayList<>();
        for (int i = 0; i < parameterTypes.size(); i++) {
            parameters.add(parameterKind(method.getParameters().get(i), parameterTypes.get(i), enumType));
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
                message = messageType(type, entity);
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
                bodyUnseen, alwaysTrue, message, RoundReader.mayDeclareHandlers(declaring));
    }

    /** The message type of a handler's one positional parameter, with what generated code needs to know of it. */
    /** Whether {@code type} is a class, a record or an enum that is not abstract. */
    private static boolean concreteClass(TypeMirror type) {
        if (!(type instanceof DeclaredType declared)) {
            return false;
        }
        Element element = declared.asElement();
        ElementKind kind = element.getKind();
        return (kind == ElementKind.CLASS || kind == ElementKind.RECORD
                || kind == ElementKind.ENUM)
                && !element.getModifiers().contains(Modifier.ABSTRACT);
    }

    private MessageType messageType(TypeMirror type, TypeElement entity) {
        if (type.getKind().isPrimitive()) {
            return new MessageType(type, type.toString(), java.util.Set.of(), true, Optional.empty(), false);
        }
        Optional<String> unfit = unfit(type, entity);
        TypeMirror erased = types.erasure(type);
        java.util.Set<String> supertypes = new java.util.HashSet<>();
        java.util.ArrayDeque<TypeMirror> open = new java.util.ArrayDeque<>(List.of(erased));
        while (!open.isEmpty() && unfit.isEmpty()) {
            TypeMirror next = types.erasure(open.pop());
            if (next.getKind() != TypeKind.ERROR && supertypes.add(next.toString())) {
                open.addAll(types.directSupertypes(next));
            }
        }
        supertypes.add("java.lang.Object");
        return new MessageType(type, erased.toString(), supertypes, false, unfit, concreteClass(type));
    }

    /** Why generated code cannot test a message with {@code instanceof} this type and pass it on, or empty. */
    private Optional<String> unfit(TypeMirror type, TypeElement entity) {
        TypeMirror component = type;
        while (component.getKind() == TypeKind.ARRAY) {
            component = ((javax.lang.model.type.ArrayType) component).getComponentType();
        }
        if (component.getKind().isPrimitive()) {
            return Optional.empty();
        }
        if (component.getKind() == TypeKind.TYPEVAR) {
            return Optional.of("a type variable, which is erased at run time");
        }
        if (component.getKind() != TypeKind.DECLARED) {
            return Optional.of("not a class, interface or array type");
        }
        for (TypeMirror t = component; t instanceof DeclaredType declared; t = declared.getEnclosingType()) {
            if (!declared.getTypeArguments().isEmpty()) {
                return Optional.of("which has type arguments, erased at run time");
            }
        }
        return hiddenBecause((TypeElement) types.asElement(component), entity)
                .map(why -> "which generated code in the machine's package cannot name (" + why + ")");
    }

    /** The method's type as a member of the machine's class: type variables it binds are bound. */
    private ExecutableType asSeenBy(TypeElement entity, ExecutableElement method) {
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

    private static ParameterKind parameterKind(VariableElement parameter, TypeMirror type, TypeElement enumType) {
        if (AnnotationValues.find(parameter, Names.TIME_IN_STATE).isPresent()) {
            return type.getKind() == TypeKind.FLOAT ? ParameterKind.TIME_IN_STATE : ParameterKind.TIME_IN_STATE_NOT_FLOAT;
        }
        if (AnnotationValues.find(parameter, Names.CURRENT).isPresent()) {
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

    private boolean isChecked(TypeMirror thrown) {
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
    private Access access(TypeElement entity, TypeElement declaring, ExecutableElement method) {
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
    private TypeElement superclass(TypeElement type, List<String> undefined) {
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
        return elements.getPackageOf(element);
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
