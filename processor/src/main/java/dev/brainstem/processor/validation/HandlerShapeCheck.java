package dev.brainstem.processor.validation;

import dev.brainstem.processor.model.Event;
import dev.brainstem.processor.model.HandlerModel;
import dev.brainstem.processor.model.MachineModel;
import dev.brainstem.processor.model.ReturnKind;
import dev.brainstem.processor.model.StateRef;
import dev.brainstem.processor.model.StatesModel;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.TypeKind;

/**
 * Check 4: every handler, inherited ones included, has an accepted shape. Handlers are instance
 * methods, not {@code private}, {@code static}, {@code abstract} or generic, and declare no checked
 * exception. After the optional {@code int id}: {@code @OnEnter} takes {@code ()} or
 * {@code (S from)}, {@code @OnUpdate} {@code ()} or {@code (float dt)}, {@code @OnExit} {@code ()} or
 * {@code (S to)}; enter and update return {@code void} or {@code S}, exit returns {@code void}.
 * Returning another enum than {@code S} has its own message, because it is an easy slip.
 *
 * <p>An inherited handler that the generated code in the machine's package cannot call (not public,
 * declared in another package) is reported on the machine's class: the base class may be right for
 * machines in its own package. A handler the machine's class replaces is not called, so it is not
 * reported for that.
 */
final class HandlerShapeCheck {
    private final ErrorReporter reporter;

    HandlerShapeCheck(ErrorReporter reporter) {
        this.reporter = reporter;
    }

    /**
     * Reports every handler of the wrong shape. Returns false when a handler's signature names a type
     * javac cannot find: javac reports that ("cannot find symbol"), and the machine is not written.
     */
    boolean check(MachineModel machine, StatesModel states) {
        String stateType = states.enumType().getSimpleName().toString();
        boolean resolved = true;
        for (HandlerModel handler : machine.handlers()) {
            checkModifiers(machine, handler);
            if (namesMissingType(handler.method())) {
                resolved = false;
            } else {
                checkParameters(machine, handler, stateType);
                checkReturn(machine, handler, stateType);
            }
            checkAccess(machine, handler);
        }
        return resolved;
    }

    /** Whether the signature names a type javac cannot find. */
    private static boolean namesMissingType(ExecutableElement method) {
        return method.getReturnType().getKind() == TypeKind.ERROR
                || method.getParameters().stream().anyMatch(p -> p.asType().getKind() == TypeKind.ERROR);
    }

    private void checkModifiers(MachineModel machine, HandlerModel handler) {
        ExecutableElement method = handler.method();
        Set<Modifier> modifiers = method.getModifiers();
        if (modifiers.contains(Modifier.PRIVATE)) {
            modifier(machine, handler, "private",
                    "The generated code calls it from outside the class; make it package-private or public");
        }
        if (modifiers.contains(Modifier.STATIC)) {
            modifier(machine, handler, "static", "A handler acts on one entity; remove `static`");
        }
        if (modifiers.contains(Modifier.ABSTRACT)) {
            modifier(machine, handler, "abstract",
                    "Give it a body, or declare the handler, annotated, in each subclass instead");
        }
        if (!method.getTypeParameters().isEmpty()) {
            reporter.onElement(Message.GENERIC_HANDLER, method, annotation(handler),
                    Text.handler(handler, machine), Text.typeParameters(method));
        }
        if (!handler.thrownChecked().isEmpty()) {
            reporter.onElement(Message.CHECKED_EXCEPTION, method, annotation(handler),
                    Text.handler(handler, machine),
                    handler.thrownChecked().stream().map(Text::type).collect(Collectors.joining(", ")));
        }
    }

    private void modifier(MachineModel machine, HandlerModel handler, String modifier, String fix) {
        reporter.onElement(Message.HANDLER_MODIFIER, handler.method(), annotation(handler),
                Text.handler(handler, machine), modifier, fix);
    }

    private void checkParameters(MachineModel machine, HandlerModel handler, String stateType) {
        boolean accepted = switch (handler.argument()) {
            case NONE -> true;
            case STATE -> handler.event() != Event.UPDATE;
            case FLOAT -> handler.event() == Event.UPDATE;
            case INVALID -> false;
        };
        if (!accepted) {
            reporter.onElement(Message.HANDLER_PARAMETERS, handler.method(), annotation(handler),
                    Text.handler(handler, machine), Text.acceptedForms(handler, stateType));
        }
    }

    private void checkReturn(MachineModel machine, HandlerModel handler, String stateType) {
        ReturnKind returns = handler.returns();
        String returned = Text.type(handler.method().getReturnType());
        if (returns == ReturnKind.OTHER_ENUM && handler.event().mayReturnState()) {
            reporter.onElement(Message.WRONG_STATE_ENUM, handler.method(), annotation(handler),
                    Text.handler(handler, machine), returned, stateType, stateType);
        } else if (returns == ReturnKind.INVALID || returns != ReturnKind.VOID && !handler.event().mayReturnState()) {
            reporter.onElement(Message.HANDLER_RETURN, handler.method(), annotation(handler),
                    Text.handler(handler, machine), returned, Text.acceptedForms(handler, stateType));
        }
    }

    private void checkAccess(MachineModel machine, HandlerModel handler) {
        if (handler.accessible() || handler.method().getModifiers().contains(Modifier.PRIVATE)
                || !isCalled(machine, handler)) {
            return;
        }
        TypeElement declaring = handler.declaringClass();
        reporter.onAnnotation(Message.INACCESSIBLE_HANDLER, machine.entity(), machine.annotation(),
                machine.entityName(), annotation(handler), Text.handler(handler, machine),
                declaring.getQualifiedName(), declaring.getSimpleName(), machine.fsmName(),
                machine.packageName().isEmpty() ? "(unnamed)" : machine.packageName());
    }

    /** Whether some (event, state) it serves is not served by a handler of a more derived class. */
    private static boolean isCalled(MachineModel machine, HandlerModel handler) {
        Set<String> replaced = new HashSet<>();
        for (HandlerModel other : machine.handlers()) {
            if (other == handler) {
                break;
            }
            if (other.event() == handler.event() && !other.declaringClass().equals(handler.declaringClass())) {
                other.states().stream().map(StateRef::name).forEach(replaced::add);
            }
        }
        List<String> served = handler.states().stream().map(StateRef::name).toList();
        return served.isEmpty() || !replaced.containsAll(served);
    }

    private static String annotation(HandlerModel handler) {
        return handler.event().annotationName();
    }
}
