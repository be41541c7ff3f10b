package dev.brainstem.processor.model;

import java.util.List;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;

/**
 * The method an {@code @After}'s {@code delay} names, as read: what the check of its shape needs. Of
 * several methods of that name, the one the reader found first, most derived class first, preferring
 * one of the shape the machine's mode asks for.
 *
 * @param declaringClass the class that declares it: the machine's class or one of its superclasses
 * @param parameterTypes its parameter types as the machine's class sees them
 * @param returnType its return type as the machine's class sees it
 * @param thrownChecked the checked exceptions it declares
 * @param access whether the generated code, in the machine's package, can call it, and if not why
 */
public record DelayMethod(ExecutableElement method, TypeElement declaringClass, List<TypeMirror> parameterTypes,
        TypeMirror returnType, List<TypeMirror> thrownChecked, HandlerModel.Access access) {
    public DelayMethod {
        parameterTypes = List.copyOf(parameterTypes);
        thrownChecked = List.copyOf(thrownChecked);
    }

    public String name() {
        return method.getSimpleName().toString();
    }

    public boolean returnsFloat() {
        return returnType.getKind() == TypeKind.FLOAT;
    }

    /** Whether it takes exactly what {@code mode} passes: nothing, or the entity's {@code int} id. */
    public boolean takes(Mode mode) {
        return mode == Mode.ID ? parameterTypes.size() == 1 && parameterTypes.get(0).getKind() == TypeKind.INT
                : parameterTypes.isEmpty();
    }

    /** {@code patience(int)}: the name and the parameter types, simple names. */
    public String signature() {
        return name() + "(" + String.join(", ", parameterTypes.stream().map(TypeNames::simple).toList()) + ")";
    }
}
