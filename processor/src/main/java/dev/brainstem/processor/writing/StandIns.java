package dev.brainstem.processor.writing;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import com.palantir.javapoet.TypeVariableName;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.ElementFilter;

/**
 * Turns a generated class into its stand-in: the same class, the same fields and methods with the same
 * signatures (all but the private ones, and the constructors), so that every use a game makes of the
 * class compiles, but every body throws
 * {@link IllegalStateException} with the reason the real class was not written. Constants keep their
 * values (a game may switch on them); every other field holds its type's default.
 */
final class StandIns {
    /** The name of the stand-in's one member of its own, the reason; another name where the class has it. */
    private static final String REASON = "NOT_GENERATED";

    private StandIns() {}

    static TypeSpec.Builder of(TypeSpec real, String why, StandInTypes types, ProcessingEnvironment env) {
        return of(real, why, types, env, Set.of());
    }

    /**
     * The stand-in of {@code real}, less its methods whose signatures name one of {@code unwritten}: the
     * classes of other regions that no stand-in is written for ({@code [BrainstemNameTaken]}), which the
     * game's code cannot be using either.
     */
    static TypeSpec.Builder of(TypeSpec real, String why, StandInTypes types, ProcessingEnvironment env,
            Set<ClassName> unwritten) {
        String reason = REASON;
        while (hasMember(real, reason)) {
            reason += "_";
        }
        TypeSpec.Builder standIn = TypeSpec.classBuilder(real.name())
                .addModifiers(real.modifiers().toArray(new Modifier[0]))
                .addTypeVariables(real.typeVariables())
                .addTypeVariables(types.entityParameters())
                .addSuperinterfaces(real.superinterfaces())
                .addJavadoc("Stands in for the class Brainstem generates, while the machine has errors: every member "
                        + "is here, so that\nthe code that uses it compiles, and every body throws "
                        + "{@link IllegalStateException}.\nFix the first error, below, and build again.\n")
                .addField(FieldSpec.builder(String.class, reason, Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                        .addJavadoc("Why the real class was not written: the machine's first error.\n")
                        .initializer(inLines(why))
                        .build());
        String fail = "notGenerated";
        while (hasMember(real, fail)) {
            fail += "_";
        }
        // A superclass that names a hidden type is left out, and its public methods written here.
        TypeName superclass = types.hidesSuperclass(real.superclass()) ? ClassName.OBJECT : real.superclass();
        if (!superclass.equals(ClassName.OBJECT)) {
            // Its constructors call the superclass's with this as their first argument.
            TypeVariableName t = TypeVariableName.get("T");
            standIn.superclass(superclass).addMethod(MethodSpec.methodBuilder(fail)
                    .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                    .addTypeVariable(t)
                    .returns(t)
                    .addStatement("throw new $T($N)", IllegalStateException.class, reason)
                    .build());
        }
        real.alwaysQualifiedNames().forEach(standIn::alwaysQualify);
        real.annotations().forEach(standIn::addAnnotation);
        // What the class keeps to itself, no other class can use; what it keeps from its package, XFsm
        // and XBatch use in each other.
        for (FieldSpec field : real.fieldSpecs()) {
            if (!field.modifiers().contains(Modifier.PRIVATE)) {
                standIn.addField(field(field, types));
            }
        }
        List<MethodSpec> methods = new ArrayList<>(real.methodSpecs().stream()
                .filter(method -> !method.modifiers().contains(Modifier.PRIVATE) || method.isConstructor())
                .filter(method -> !names(method, unwritten)).toList());
        if (!superclass.equals(real.superclass())) {
            // What it overrides for its superclass only, it no longer has.
            methods.removeIf(method -> method.modifiers().contains(Modifier.PROTECTED));
            methods.addAll(InheritedMethods.of(real.superclass(), methods, types.states(), env));
        }
        for (MethodSpec method : methods) {
            standIn.addMethod(method(method, reason, fail, superclass, !superclass.equals(real.superclass()), types,
                    real.typeVariables(), env));
        }
        return standIn;
    }

    /** A string literal as lines that keep the generated code's line length: pieces joined with {@code +}. */
    private static CodeBlock inLines(String text) {
        List<CodeBlock> pieces = new ArrayList<>();
        int start = 0;
        while (start < text.length()) {
            int end = Math.min(text.length(), start + 60);
            int space = text.lastIndexOf(' ', end);
            if (end < text.length() && space > start) {
                end = space + 1;
            }
            pieces.add(CodeBlock.of("$S", text.substring(start, end)));
            start = end;
        }
        return CodeBlock.join(pieces, "\n        + ");
    }

    private static boolean hasMember(TypeSpec type, String name) {
        return type.fieldSpecs().stream().anyMatch(f -> f.name().equals(name))
                || type.methodSpecs().stream().anyMatch(m -> m.name().equals(name));
    }

    /** A constant keeps its value; any other field gets its type's default (final fields need one). */
    private static FieldSpec field(FieldSpec real, StandInTypes types) {
        boolean constant = real.modifiers().containsAll(Set.of(Modifier.STATIC, Modifier.FINAL))
                && (real.type().isPrimitive() || real.type().equals(ClassName.get(String.class)))
                && real.initializer() != null && !real.initializer().isEmpty();
        TypeName type = types.inField(real.type(), real.modifiers().contains(Modifier.STATIC));
        FieldSpec.Builder field = FieldSpec.builder(type, real.name(), real.modifiers().toArray(new Modifier[0]))
                .addAnnotations(real.annotations());
        if (constant) {
            field.initializer(real.initializer());
        } else if (real.modifiers().contains(Modifier.FINAL)) {
            field.initializer(defaultOf(type));
        }
        return field.build();
    }

    private static CodeBlock defaultOf(TypeName type) {
        if (type.equals(TypeName.BOOLEAN)) {
            return CodeBlock.of("false");
        }
        return CodeBlock.of(type.isPrimitive() ? "0" : "null");
    }

    /**
     * The same signature, but for the types {@link StandInTypes} renames, and a body that throws. A
     * constructor first calls its superclass's: one that takes nothing, or the first it may call, with
     * arguments that fail first.
     */
    private static boolean names(MethodSpec method, Set<ClassName> classes) {
        if (classes.isEmpty()) {
            return false;
        }
        List<TypeName> types = new ArrayList<>();
        types.add(method.returnType());
        method.parameters().forEach(parameter -> types.add(parameter.type()));
        boolean[] found = {false};
        for (TypeName type : types) {
            StandInTypes.replace(type, leaf -> {
                found[0] |= leaf instanceof ClassName name && classes.contains(name);
                return leaf;
            });
        }
        return found[0];
    }

    private static MethodSpec method(MethodSpec real, String reason, String fail, TypeName superclass,
            boolean superclassLeftOut, StandInTypes types, List<TypeVariableName> classVariables,
            ProcessingEnvironment env) {
        Set<String> taken = new HashSet<>();
        classVariables.forEach(v -> taken.add(v.name()));
        types.entityParameters().forEach(v -> taken.add(v.name()));
        real.typeVariables().forEach(v -> taken.add(v.name()));
        Map<ClassName, TypeVariableName> variables = new HashMap<>();
        if (types.entityHidden()) {
            variables.put(types.entity(), TypeVariableName.get(fresh("E", taken)));
        }
        if (types.statesHidden()) {
            String s = fresh("S", taken);
            variables.put(types.states(), TypeVariableName.get(s,
                    ParameterizedTypeName.get(ClassName.get(Enum.class), TypeVariableName.get(s))));
        }
        Set<TypeVariableName> used = new LinkedHashSet<>();
        MethodSpec.Builder method = real.isConstructor() ? MethodSpec.constructorBuilder()
                : MethodSpec.methodBuilder(real.name()).returns(types.inMethod(real.returnType(), variables, used));
        method.addModifiers(real.modifiers())
                .addAnnotations(real.annotations().stream()
                        .filter(a -> !superclassLeftOut || !a.type().equals(ClassName.get(Override.class))).toList())
                .addTypeVariables(real.typeVariables());
        for (ParameterSpec parameter : real.parameters()) {
            method.addParameter(ParameterSpec.builder(types.inMethod(parameter.type(), variables, used),
                    parameter.name(), parameter.modifiers().toArray(new Modifier[0]))
                    .addAnnotations(parameter.annotations()).build());
        }
        for (TypeVariableName variable : used) {
            // The class's own type parameters are in scope in its instance methods only.
            if (variables.containsValue(variable) || real.modifiers().contains(Modifier.STATIC)) {
                method.addTypeVariable(variable);
            }
        }
        method.addExceptions(real.exceptions()).varargs(real.varargs());
        if (real.isConstructor() && !superclass.equals(ClassName.OBJECT)) {
            method.addStatement("super($L)", failingArguments(superclass, fail, env));
        }
        return method.addStatement("throw new $T($N)", IllegalStateException.class, reason).build();
    }

    /** {@code name}, or it with a number, so that it is not one of {@code taken}; then taken too. */
    private static String fresh(String name, Set<String> taken) {
        String fresh = name;
        for (int i = 2; taken.contains(fresh); i++) {
            fresh = name + i;
        }
        taken.add(fresh);
        return fresh;
    }

    /**
     * The arguments of a call to the superclass's shortest constructor that is not private: the first
     * fails, so that the stand-in's own reason is what a caller reads.
     */
    private static String failingArguments(TypeName superclass, String fail, ProcessingEnvironment env) {
        ClassName raw = superclass instanceof ParameterizedTypeName p ? p.rawType()
                : (ClassName) superclass;
        TypeElement type = env.getElementUtils().getTypeElement(raw.canonicalName());
        ExecutableElement constructor = ElementFilter.constructorsIn(type.getEnclosedElements()).stream()
                .filter(c -> !c.getModifiers().contains(Modifier.PRIVATE))
                .min(Comparator.comparingInt(c -> c.getParameters().size()))
                .orElseThrow();
        List<String> arguments = new ArrayList<>();
        for (int i = 0; i < constructor.getParameters().size(); i++) {
            arguments.add(i == 0 ? fail + "()" : constructor.getParameters().get(i).asType().getKind().isPrimitive()
                    ? defaultOf(TypeName.get(constructor.getParameters().get(i).asType())).toString() : "null");
        }
        return arguments.stream().collect(Collectors.joining(", "));
    }
}
