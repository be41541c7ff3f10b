package dev.brainstem.processor.writing;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeVariableName;
import com.palantir.javapoet.WildcardTypeName;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.UnaryOperator;

/**
 * How a stand-in's signatures name the machine's types, where the real classes' way would not compile
 * or would warn:
 * <ul>
 * <li>a generic machine class: the stand-ins declare its type parameters, and name it, and each other,
 *     with them ({@code LampBatch<T>}, {@code add(Lamp<T> entity)}; a static method declares them
 *     itself);</li>
 * <li>a class or an enum the generated classes cannot name (private, or hidden from their package, or
 *     an auxiliary class, which javac warns of at every naming even fully qualified and despite
 *     {@code @SuppressWarnings}): each method names it by a type variable of its own
 *     ({@code <E> long add(E entity)}, {@code <S extends Enum<S>> S stateOf(long handle)}), which
 *     accepts what the game passes and gives it what it expects; a field by {@code Object}.</li>
 * </ul>
 * The stand-ins are never run, so such signatures cost nothing; they only let the game's code compile.
 *
 * @param entity the machine's class
 * @param entityParameters its type parameters, empty unless it is generic
 * @param entityHidden whether the stand-ins cannot name it
 * @param states the enum of states
 * @param statesHidden whether the stand-ins cannot name it
 * @param generated the two generated classes, which name each other
 */
record StandInTypes(ClassName entity, List<TypeVariableName> entityParameters, boolean entityHidden,
        ClassName states, boolean statesHidden, Set<ClassName> generated) {

    StandInTypes {
        entityParameters = List.copyOf(entityParameters);
        generated = Set.copyOf(generated);
    }

    /**
     * {@code type} as a method's signature writes it, with {@code variables} the type variables that
     * stand for hidden types ({@code entity} and {@code states}, as named in this method); adds to
     * {@code used} the variables it needs of its own (those, and a generic class's parameters).
     */
    TypeName inMethod(TypeName type, Map<ClassName, TypeVariableName> variables, Set<TypeVariableName> used) {
        return replace(type, leaf -> {
            if (leaf instanceof ClassName name && variables.containsKey(name)) {
                used.add(variables.get(name));
                return variables.get(name).withoutAnnotations();
            }
            if (leaf instanceof ClassName name) {
                return withParameters(name, used);
            }
            if (leaf instanceof TypeVariableName variable && entityParameters.contains(variable)) {
                used.add(variable);
            }
            return leaf;
        });
    }

    /** {@code type} with each class and type variable in it replaced by what {@code leaves} makes of it. */
    static TypeName replace(TypeName type, UnaryOperator<TypeName> leaves) {
        if (type instanceof ParameterizedTypeName parameterized) {
            return ParameterizedTypeName.get(parameterized.rawType(), parameterized.typeArguments().stream()
                    .map(argument -> replace(argument, leaves)).toArray(TypeName[]::new));
        }
        if (type instanceof WildcardTypeName wildcard) {
            return wildcard.lowerBounds().isEmpty()
                    ? WildcardTypeName.subtypeOf(replace(wildcard.upperBounds().get(0), leaves))
                    : WildcardTypeName.supertypeOf(replace(wildcard.lowerBounds().get(0), leaves));
        }
        if (type instanceof ArrayTypeName array) {
            return ArrayTypeName.of(replace(array.componentType(), leaves));
        }
        return type instanceof ClassName || type instanceof TypeVariableName ? leaves.apply(type) : type;
    }

    /**
     * {@code type} as a field writes it: a hidden type is {@code Object}, or {@code ?} as a type argument;
     * a generic class's type parameters are {@code ?} in a static field.
     */
    TypeName inField(TypeName type, boolean isStatic) {
        if (type instanceof ClassName name) {
            if (hidden(name)) {
                return ClassName.OBJECT;
            }
            TypeName parameterized = withParameters(name, new LinkedHashSet<>());
            return !isStatic || parameterized.equals(name) ? parameterized : ParameterizedTypeName.get(name,
                    entityParameters.stream().map(p -> WildcardTypeName.subtypeOf(Object.class)).toArray(TypeName[]::new));
        }
        if (type instanceof ParameterizedTypeName parameterized) {
            return ParameterizedTypeName.get(parameterized.rawType(), parameterized.typeArguments().stream()
                    .map(argument -> argument instanceof ClassName name && hidden(name)
                            ? WildcardTypeName.subtypeOf(Object.class) : inField(argument, isStatic))
                    .toArray(TypeName[]::new));
        }
        if (type instanceof ArrayTypeName array) {
            return ArrayTypeName.of(inField(array.componentType(), isStatic));
        }
        return type;
    }

    /** Whether the stand-ins cannot name {@code name}. */
    boolean hidden(ClassName name) {
        return entityHidden && name.equals(entity) || statesHidden && name.equals(states);
    }

    /** Whether a stand-in of the real {@code superclass} cannot extend it: it names a hidden type. */
    boolean hidesSuperclass(TypeName superclass) {
        return superclass instanceof ParameterizedTypeName parameterized
                && parameterized.typeArguments().stream().anyMatch(a -> a instanceof ClassName n && hidden(n));
    }

    /** The entity, or one of the generated classes, with a generic entity's type parameters. */
    private TypeName withParameters(ClassName name, Set<TypeVariableName> used) {
        if (entityParameters.isEmpty() || !name.equals(entity) && !generated.contains(name)) {
            return name;
        }
        used.addAll(entityParameters);
        return ParameterizedTypeName.get(name, entityParameters.stream()
                .map(TypeVariableName::withoutAnnotations).toArray(TypeName[]::new));
    }
}
