package dev.brainstem.processor.model;

import java.util.List;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.TypeMirror;

/**
 * One method annotated {@code @OnEnter}, {@code @OnUpdate} or {@code @OnExit}, with everything the
 * checks and the writer need to know of its shape.
 *
 * @param declaringClass the class that declares it: the machine's class or one of its superclasses
 * @param states the states named in {@code value}
 * @param targets the states named in {@code to}
 * @param leadingInt whether the first parameter is an {@code int} (the id of an id-mode system)
 * @param argument what follows the optional id
 * @param parameterCount all parameters, id included
 * @param returns what it returns
 * @param thrownChecked checked exceptions it declares
 * @param accessible whether the generated code, in the machine's package, can call it
 * @param body what its {@code return} statements name, when its source could be read
 */
public record HandlerModel(
        ExecutableElement method,
        TypeElement declaringClass,
        Event event,
        AnnotationMirror annotation,
        List<StateRef> states,
        List<StateRef> targets,
        boolean leadingInt,
        ParameterKind argument,
        int parameterCount,
        ReturnKind returns,
        List<TypeMirror> thrownChecked,
        boolean accessible,
        Optional<BodyReturns> body) {

    public HandlerModel {
        states = List.copyOf(states);
        targets = List.copyOf(targets);
        thrownChecked = List.copyOf(thrownChecked);
    }

    public String name() {
        return method.getSimpleName().toString();
    }

    public boolean returnsState() {
        return returns == ReturnKind.STATE;
    }

    public boolean takesArgument() {
        return argument != ParameterKind.NONE;
    }

    /** {@code name()} with its declaring class when it is inherited, for messages. */
    public String describe(TypeElement machineClass) {
        return declaringClass.equals(machineClass)
                ? name() + "()"
                : declaringClass.getSimpleName() + "." + name() + "()";
    }
}
