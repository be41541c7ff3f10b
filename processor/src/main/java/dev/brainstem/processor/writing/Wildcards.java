package dev.brainstem.processor.writing;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.WildcardTypeName;
import java.util.List;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.NestingKind;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeMirror;

/**
 * A message type as generated code holds a message of it: a raw type ({@code List}, which the
 * {@code [BrainstemMessageType]} fix suggests) becomes its wildcard form ({@code List<?>}), so that the
 * cast and the variable are no {@code [rawtypes]} warning. A {@code List<?>} is passed to a handler that
 * takes a {@code List} without a warning either; an {@code instanceof} test or a class literal of a raw type
 * is none, and keeps the type as written.
 */
final class Wildcards {
    private Wildcards() {}

    static TypeName of(TypeMirror type) {
        if (type instanceof ArrayType array) {
            return ArrayTypeName.of(of(array.getComponentType()));
        }
        if (type instanceof DeclaredType declared && declared.getTypeArguments().isEmpty()) {
            return of((TypeElement) declared.asElement());
        }
        return TypeName.get(type);
    }

    private static TypeName of(TypeElement type) {
        TypeName[] arguments = type.getTypeParameters().stream()
                .map(parameter -> WildcardTypeName.subtypeOf(Object.class)).toArray(TypeName[]::new);
        boolean inner = type.getNestingKind() == NestingKind.MEMBER && !type.getModifiers().contains(Modifier.STATIC)
                && type.getEnclosingElement().getKind() == ElementKind.CLASS;
        TypeName outer = inner ? of((TypeElement) type.getEnclosingElement()) : null;
        if (outer instanceof ParameterizedTypeName parameterized) {
            return parameterized.nestedClass(type.getSimpleName().toString(), List.of(arguments));
        }
        return arguments.length == 0 ? ClassName.get(type) : ParameterizedTypeName.get(ClassName.get(type), arguments);
    }
}
