package dev.brainstem.processor.reading;

import dev.brainstem.processor.model.MessageType;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Types;

/** Reads the type of the message an {@code @OnMessage} handler takes, and whether generated code can test for it. */
final class MessageTypeReader {
    private final Types types;
    private final Visibility visibility;

    MessageTypeReader(Types types, Visibility visibility) {
        this.types = types;
        this.visibility = visibility;
    }

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

    /** The message type of a handler's one positional parameter, with what generated code needs to know of it. */
    MessageType messageType(TypeMirror type, TypeElement entity) {
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
        return visibility.hiddenBecause((TypeElement) types.asElement(component), entity)
                .map(why -> "which generated code in the machine's package cannot name (" + why + ")");
    }
}
