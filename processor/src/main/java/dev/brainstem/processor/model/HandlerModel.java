package dev.brainstem.processor.model;

import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.TypeMirror;

/**
 * One method annotated {@code @OnEnter}, {@code @OnUpdate}, {@code @OnExit} or {@code @Transition} (a
 * guard: event GUARD, {@code states} its {@code from}, {@code targets} its one {@code to}), with everything the
 * checks and the writers need to know of it. Types are as the machine's class sees them: a type
 * variable of a generic superclass that the machine binds to its enum is that enum.
 *
 * @param declaringClass the class that declares it: the machine's class or one of its superclasses
 * @param states the states named in {@code value}
 * @param targets the states named in {@code to}
 * @param valueAttribute {@code value} when the user wrote it
 * @param toAttribute {@code to} when the user wrote it
 * @param parameters what each parameter is, id included
 * @param returns what it returns
 * @param returnType its return type as the machine sees it, for messages
 * @param thrownChecked checked exceptions it declares
 * @param access whether the generated code, in the machine's package, can call it, and if not why
 * @param body what its {@code return} statements name, when its source could be read
 * @param bodyUnseen whether it returns a state and its body was not read although bodies are read (javac):
 *     a class compiled already, or kapt's stub of a Kotlin class; its returns are checked at run time only
 * @param alwaysTrue for a guard, whether its source was read and every {@code return} is {@code true}
 * @param message for an {@code @OnMessage} handler whose one positional parameter was found, its type;
 *     else null
 * @param ownerMayDeclare whether its declaring class may declare handlers: a machine, or an abstract
 *     class (a concrete class that is no machine declares stray ones)
 * @param everyAttribute for an {@code @OnUpdate}, its {@code every} (time slicing) when written
 */
public record HandlerModel(
        ExecutableElement method,
        TypeElement declaringClass,
        Event event,
        AnnotationMirror annotation,
        List<StateRef> states,
        List<StateRef> targets,
        Optional<AnnotationValue> valueAttribute,
        Optional<AnnotationValue> toAttribute,
        List<ParameterKind> parameters,
        List<TypeMirror> parameterTypes,
        ReturnKind returns,
        TypeMirror returnType,
        List<TypeMirror> thrownChecked,
        Access access,
        Optional<BodyReturns> body,
        boolean bodyUnseen,
        boolean alwaysTrue,
        MessageType message,
        boolean ownerMayDeclare,
        Optional<AnnotationValue> everyAttribute) {

    /**
     * Whether generated code in the machine's package can call the handler on the machine's class.
     *
     * @param between for {@link Kind#NOT_INHERITED}, the superclass of another package that stands
     *     between; null otherwise
     */
    public record Access(Kind kind, TypeElement between) {
        public static final Access ACCESSIBLE = new Access(Kind.ACCESSIBLE, null);

        public enum Kind {
            ACCESSIBLE,
            /** Declared private: the modifier check reports it. */
            PRIVATE,
            /** Neither public nor protected, in another package than the machine. */
            OTHER_PACKAGE,
            /**
             * Package-private in the machine's package, but a superclass of another package stands
             * between its class and the machine's, so Java does not make it a member of the machine's class.
             */
            NOT_INHERITED,
            /** Protected, declared in another package, and not overridden in the machine's package. */
            PROTECTED_ELSEWHERE
        }

        public boolean accessible() {
            return kind == Kind.ACCESSIBLE;
        }
    }

    public HandlerModel {
        states = List.copyOf(states);
        targets = List.copyOf(targets);
        parameters = List.copyOf(parameters);
        parameterTypes = List.copyOf(parameterTypes);
        thrownChecked = List.copyOf(thrownChecked);
    }

    public String name() {
        return method.getSimpleName().toString();
    }

    /**
     * For an {@code @OnUpdate}, its {@code every}: the states it serves decide on one tick in this many
     * (docs/semantics.md, "Time slicing"); 0 when not written.
     */
    public int every() {
        return everyAttribute.map(value -> value.getValue() instanceof Integer every ? every : 0).orElse(0);
    }

    /** Whether the first parameter is an {@code int}: the id of an id-mode system. */
    public boolean leadingInt() {
        return !parameters.isEmpty() && parameters.get(0) == ParameterKind.ID;
    }

    /** Whether it takes an {@code int} anywhere: it was meant for an id-mode system. */
    public boolean takesId() {
        return parameters.contains(ParameterKind.ID);
    }

    /** Where its {@code int} is when it is not first, or -1. */
    public int misplacedId() {
        int at = parameters.indexOf(ParameterKind.ID);
        return at > 0 ? at : -1;
    }

    /**
     * What it takes by position besides its id: nothing, one state, one float, or INVALID for anything
     * else. Annotated parameters are not positional.
     */
    public Optional<ParameterKind> argument() {
        List<ParameterKind> rest = parameters.stream().filter(k -> k != ParameterKind.ID && !k.annotated())
                .toList();
        long ids = parameters.stream().filter(k -> k == ParameterKind.ID).count();
        if (ids > 1 || rest.size() > 1) {
            return Optional.of(ParameterKind.INVALID);
        }
        return rest.isEmpty() ? Optional.empty() : Optional.of(rest.get(0));
    }

    /** Where an annotated parameter stands before a positional one, or -1: annotated ones come last. */
    public int annotatedTooEarly() {
        boolean annotatedSeen = false;
        for (int i = 0; i < parameters.size(); i++) {
            if (parameters.get(i).annotated()) {
                annotatedSeen = true;
            } else if (annotatedSeen) {
                return i;
            }
        }
        return -1;
    }

    /** Whether it takes a {@code float dt}: a sliced state's decision then keeps the clock of each decision. */
    public boolean takesDt() {
        return parameters.contains(ParameterKind.FLOAT);
    }

    /** Whether it takes {@code @TimeInState}: the machine then keeps each entity's time of entry. */
    public boolean readsTimeInState() {
        return parameters.contains(ParameterKind.TIME_IN_STATE);
    }

    /** The message type of an {@code @OnMessage} handler, when it takes one positional parameter. */
    public Optional<MessageType> messageType() {
        return Optional.ofNullable(message);
    }

    /** Where its message parameter is among its parameters, or -1. */
    public int messageIndex() {
        for (int i = 0; i < parameters.size(); i++) {
            if (parameters.get(i) == ParameterKind.MESSAGE) {
                return i;
            }
        }
        return -1;
    }

    public boolean isMessage() {
        return event == Event.MESSAGE;
    }

    public boolean isGuard() {
        return event == Event.GUARD;
    }

    public boolean takesArgument() {
        return argument().isPresent();
    }

    public boolean returnsState() {
        return returns == ReturnKind.STATE;
    }

    /**
     * How messages and generated comments name the handler: {@code alarm(float)}, and
     * {@code BaseGuard.alarm(float)} when the machine's class inherits it.
     */
    public String describe(TypeElement machineClass) {
        String own = signature();
        return declaringClass.equals(machineClass) ? own : declaringClass.getSimpleName() + "." + own;
    }

    /** {@code alarm(float)}: the name and the parameter types, simple names. */
    public String signature() {
        return name() + "(" + parameterTypes.stream().map(TypeNames::simple).collect(Collectors.joining(", ")) + ")";
    }
}
