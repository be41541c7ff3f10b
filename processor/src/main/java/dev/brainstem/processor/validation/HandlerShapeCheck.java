package dev.brainstem.processor.validation;

import dev.brainstem.processor.model.Event;
import dev.brainstem.processor.model.HandlerModel;
import dev.brainstem.processor.model.HandlerModel.Access;
import dev.brainstem.processor.model.HandlerTable;
import dev.brainstem.processor.model.MachineModel;
import dev.brainstem.processor.model.ReturnKind;
import dev.brainstem.processor.model.TypeNames;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;

/**
 * Check 4: every handler, inherited ones included, has an accepted shape. Handlers are instance
 * methods, not {@code private}, {@code static}, {@code abstract} or generic, and declare no checked
 * exception. After the optional {@code int id}: {@code @OnEnter} takes {@code ()} or
 * {@code (S from)}, {@code @OnUpdate} {@code ()} or {@code (float dt)}, {@code @OnExit} {@code ()} or
 * {@code (S to)}; enter and update return {@code void} or {@code S}, exit returns {@code void}.
 * Returning another enum than {@code S} has its own message, because it is an easy slip; so has an id
 * in the wrong place.
 *
 * <p>An inherited handler that the generated code in the machine's package cannot call is reported on
 * the machine's class: the base class may be right for machines in its own package. A handler the
 * machine's class replaces is not called, so it is not reported for that.
 */
final class HandlerShapeCheck implements Check.OnModel {
    @Override
    public void check(MachineModel machine, ErrorReporter reporter) {
        String stateType = machine.states().map(s -> s.enumName()).orElse("S");
        HandlerTable table = machine.handlerTable();
        for (HandlerModel handler : machine.handlers()) {
            checkModifiers(machine, handler, reporter);
            checkParameters(machine, handler, stateType, reporter);
            checkReturn(machine, handler, stateType, reporter);
            checkAccess(machine, table, handler, reporter);
        }
    }

    private void checkModifiers(MachineModel machine, HandlerModel handler, ErrorReporter reporter) {
        ExecutableElement method = handler.method();
        Set<Modifier> modifiers = method.getModifiers();
        if (modifiers.contains(Modifier.PRIVATE)) {
            modifier(machine, handler, "private",
                    "The generated code calls it from outside the class; make it package-private or public", reporter);
        }
        if (modifiers.contains(Modifier.STATIC)) {
            modifier(machine, handler, "static", "A handler acts on one entity; remove `static`", reporter);
        }
        if (modifiers.contains(Modifier.ABSTRACT)) {
            modifier(machine, handler, "abstract",
                    "Give it a body, or declare the handler, annotated, in each subclass instead", reporter);
        }
        if (!method.getTypeParameters().isEmpty()) {
            reporter.onElement(Message.GENERIC_HANDLER, method, annotation(handler),
                    Text.handler(handler, machine), Text.typeParameters(method));
        }
        if (!handler.thrownChecked().isEmpty()) {
            reporter.onElement(Message.CHECKED_EXCEPTION, method, annotation(handler),
                    Text.handler(handler, machine),
                    handler.thrownChecked().stream().map(TypeNames::simple).collect(Collectors.joining(", ")));
        }
    }

    private void modifier(MachineModel machine, HandlerModel handler, String modifier, String fix,
            ErrorReporter reporter) {
        reporter.onElement(Message.HANDLER_MODIFIER, handler.method(), annotation(handler),
                Text.handler(handler, machine), modifier, fix);
    }

    private void checkParameters(MachineModel machine, HandlerModel handler, String stateType,
            ErrorReporter reporter) {
        boolean accepted = handler.isMessage() ? handler.messageType().isPresent() : handler.argument().map(kind -> switch (kind) {
            case STATE -> handler.event() == Event.ENTER || handler.event() == Event.EXIT;
            case FLOAT -> handler.event() == Event.UPDATE;
            default -> false;
        }).orElse(true);
        List<? extends VariableElement> declared = handler.method().getParameters();
        for (int i = 0; i < handler.parameters().size(); i++) {
            VariableElement parameter = declared.get(i);
            String type = TypeNames.simple(handler.parameterTypes().get(i));
            switch (handler.parameters().get(i)) {
                case TIME_IN_STATE_NOT_FLOAT -> reporter.onElement(Message.TIME_IN_STATE_TYPE, parameter,
                        parameter.getSimpleName(), Text.handler(handler, machine), type,
                        Fixes.timeInState(parameter.getSimpleName()));
                case CURRENT_NOT_STATE -> reporter.onElement(Message.CURRENT_TYPE, parameter,
                        parameter.getSimpleName(), Text.handler(handler, machine), type, stateType,
                        Fixes.current(stateType, parameter.getSimpleName()));
                default -> { }
            }
        }
        int early = handler.annotatedTooEarly();
        if (accepted && early >= 0) {
            int annotated = handler.parameters().subList(0, early).indexOf(handler.parameters().stream()
                    .filter(k -> k.annotated()).findFirst().orElseThrow());
            reporter.onElement(Message.ANNOTATED_PARAMETER_ORDER, handler.method(), annotation(handler),
                    Text.handler(handler, machine), declared.get(annotated).getSimpleName(), Fixes.annotatedLast(handler));
        } else if (accepted && handler.misplacedId() > 0) {
            reporter.onElement(Message.PARAMETER_ORDER, handler.method(), annotation(handler),
                    Text.handler(handler, machine), Fixes.idFirst(handler));
        } else if (!accepted) {
            reporter.onElement(Message.HANDLER_PARAMETERS, handler.method(), annotation(handler),
                    Text.handler(handler, machine), Fixes.acceptedForms(handler, stateType));
        }
    }

    private void checkReturn(MachineModel machine, HandlerModel handler, String stateType, ErrorReporter reporter) {
        ReturnKind returns = handler.returns();
        String returned = TypeNames.simple(handler.returnType());
        if (handler.isGuard()) {
            if (returns != ReturnKind.BOOLEAN) {
                reporter.onElement(Message.HANDLER_RETURN, handler.method(), annotation(handler),
                        Text.handler(handler, machine), returned, Fixes.acceptedForms(handler, stateType));
            }
            return;
        }
        if (returns == ReturnKind.BOOLEAN) {
            reporter.onElement(Message.HANDLER_RETURN, handler.method(), annotation(handler),
                    Text.handler(handler, machine), returned, Fixes.acceptedForms(handler, stateType));
        } else if (returns == ReturnKind.OTHER_ENUM && handler.event().mayReturnState()) {
            reporter.onElement(Message.WRONG_STATE_ENUM, handler.method(), annotation(handler),
                    Text.handler(handler, machine), returned, stateType, stateType);
        } else if (returns == ReturnKind.INVALID || returns != ReturnKind.VOID && !handler.event().mayReturnState()) {
            reporter.onElement(Message.HANDLER_RETURN, handler.method(), annotation(handler),
                    Text.handler(handler, machine), returned, Fixes.acceptedForms(handler, stateType));
        }
    }

    private void checkAccess(MachineModel machine, HandlerTable table, HandlerModel handler, ErrorReporter reporter) {
        Access access = handler.access();
        if (access.accessible() || access.kind() == Access.Kind.PRIVATE || !table.isCalled(handler)) {
            return;
        }
        TypeElement declaring = handler.declaringClass();
        String why = switch (access.kind()) {
            case NOT_INHERITED -> "it is package-private and " + access.between().getQualifiedName()
                    + ", of another package, stands between " + declaring.getSimpleName() + " and "
                    + machine.entityName() + " (Java makes it no member of " + machine.entityName() + ")";
            default -> "it is not public and " + declaring.getSimpleName() + " is in another package";
        };
        reporter.onAnnotation(Message.INACCESSIBLE_HANDLER, machine.entity(), machine.annotation(),
                machine.entityName(), annotation(handler), Text.handler(handler, machine),
                declaring.getQualifiedName(), why, machine.fsmName(),
                machine.packageName().isEmpty() ? "(unnamed)" : machine.packageName());
    }

    private static String annotation(HandlerModel handler) {
        return handler.event().annotationName();
    }
}
