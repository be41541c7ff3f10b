package dev.brainstem.processor.model;

import java.util.stream.Collectors;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;

/** Types as users write them in source: simple names, type arguments kept. */
public final class TypeNames {
    private TypeNames() {}

    public static String simple(TypeMirror type) {
        if (type.getKind() == TypeKind.DECLARED) {
            DeclaredType declared = (DeclaredType) type;
            String name = declared.asElement().getSimpleName().toString();
            if (declared.getTypeArguments().isEmpty()) {
                return name;
            }
            return name + declared.getTypeArguments().stream().map(TypeNames::simple)
                    .collect(Collectors.joining(", ", "<", ">"));
        }
        if (type.getKind() == TypeKind.ARRAY) {
            return simple(((ArrayType) type).getComponentType()) + "[]";
        }
        return type.toString();
    }
}
