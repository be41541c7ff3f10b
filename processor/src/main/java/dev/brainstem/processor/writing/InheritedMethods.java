package dev.brainstem.processor.writing;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeVariableName;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.TypeParameterElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;

/**
 * The public methods a generated class inherits (from {@code AbstractBatch<S>} and its superclasses),
 * as declarations of its own, for a stand-in that cannot extend the superclass because it cannot name
 * the enum of states: the game calls them on the stand-in all the same.
 */
final class InheritedMethods {
    private InheritedMethods() {}

    /**
     * The public instance methods of {@code superclass} but {@code Object}'s and those {@code declared}
     * overrides, with the superclass's type argument, {@code states}, for its type parameter.
     */
    static List<MethodSpec> of(TypeName superclass, List<MethodSpec> declared, ClassName states,
            ProcessingEnvironment env) {
        ClassName raw = superclass instanceof ParameterizedTypeName p ? p.rawType() : (ClassName) superclass;
        TypeElement type = env.getElementUtils().getTypeElement(raw.canonicalName());
        Set<String> overridden = declared.stream().map(m -> m.name() + "/" + m.parameters().size())
                .collect(Collectors.toSet());
        List<MethodSpec> methods = new ArrayList<>();
        for (ExecutableElement method : ElementFilter.methodsIn(env.getElementUtils().getAllMembers(type))) {
            Element owner = method.getEnclosingElement();
            if (!method.getModifiers().contains(Modifier.PUBLIC) || method.getModifiers().contains(Modifier.STATIC)
                    || ((TypeElement) owner).getQualifiedName().contentEquals("java.lang.Object")
                    || overridden.contains(method.getSimpleName() + "/" + method.getParameters().size())) {
                continue;
            }
            Set<String> ownerVariables = ((TypeElement) owner).getTypeParameters().stream()
                    .map(TypeParameterElement::getSimpleName).map(Object::toString).collect(Collectors.toSet());
            MethodSpec.Builder copy = MethodSpec.methodBuilder(method.getSimpleName().toString())
                    .addModifiers(Modifier.PUBLIC)
                    .returns(named(method.getReturnType(), ownerVariables, states))
                    .varargs(method.isVarArgs());
            method.getTypeParameters().forEach(v -> copy.addTypeVariable(TypeVariableName.get(v)));
            for (VariableElement parameter : method.getParameters()) {
                copy.addParameter(ParameterSpec.builder(named(parameter.asType(), ownerVariables, states),
                        parameter.getSimpleName().toString()).build());
            }
            method.getThrownTypes().forEach(thrown -> copy.addException(TypeName.get(thrown)));
            methods.add(copy.build());
        }
        return methods;
    }

    private static TypeName named(TypeMirror type, Set<String> ownerVariables, ClassName states) {
        return StandInTypes.replace(TypeName.get(type), leaf -> leaf instanceof TypeVariableName variable
                && ownerVariables.contains(variable.name()) ? states : leaf);
    }
}
