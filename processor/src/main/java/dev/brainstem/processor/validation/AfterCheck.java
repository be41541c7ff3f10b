package dev.brainstem.processor.validation;

import dev.brainstem.processor.model.AfterModel;
import dev.brainstem.processor.model.DelayMethod;
import dev.brainstem.processor.model.HandlerModel.Access;
import dev.brainstem.processor.model.MachineModel;
import dev.brainstem.processor.model.Mode;
import dev.brainstem.processor.model.TypeNames;
import java.util.Optional;
import java.util.stream.Collectors;
import javax.lang.model.element.Modifier;

/**
 * The delay of each {@code @After}: exactly one of {@code seconds}, a finite number of seconds, 0 or more,
 * and {@code delay}, which names a method of the machine's class of the shape the generated code calls,
 * {@code float m()} ({@code float m(int id)} in id mode). Its names are {@link StateNameCheck}'s, and
 * {@link BackCheck}'s and the region checks'.
 */
final class AfterCheck implements Check.OnModel {
    @Override
    public void check(MachineModel machine, ErrorReporter reporter) {
        for (AfterModel after : machine.afters()) {
            String who = Text.after(after);
            if (after.states().isEmpty() && after.valueAttribute().isPresent()) {
                reporter.onValue(Message.AFTER_STATES, machine.entity(), after.annotation(),
                        after.valueAttribute().get(), who);
            }
            if (after.secondsAttribute().isPresent() && after.delayAttribute().isPresent()) {
                reporter.onValue(Message.AFTER_DELAY, machine.entity(), after.annotation(),
                        after.delayAttribute().get(), who, "gives both `seconds` and `delay`", "Remove one of them");
            } else if (after.secondsAttribute().isEmpty() && after.delayAttribute().isEmpty()) {
                reporter.onAnnotation(Message.AFTER_DELAY, machine.entity(), after.annotation(), who,
                        "gives neither `seconds` nor `delay`", "Give one of them");
            } else if (after.seconds().filter(s -> !(s >= 0f && s < Float.POSITIVE_INFINITY)).isPresent()) {
                reporter.onValue(Message.AFTER_DELAY, machine.entity(), after.annotation(),
                        after.secondsAttribute().get(), who, "waits " + after.seconds().get() + " seconds",
                        "Wait 0 seconds or more (for a timer that never fires, leave the @After out)");
            } else if (after.delayAttribute().isPresent()) {
                checkMethod(machine, after, who, reporter);
            }
        }
    }

    private static void checkMethod(MachineModel machine, AfterModel after, String who, ErrorReporter reporter) {
        String name = after.delay().orElseThrow();
        String form = machine.mode() == Mode.ID ? "float " + name + "(int id)" : "float " + name + "()";
        if (after.method().isEmpty()) {
            reporter.onValue(Message.DELAY_METHOD, machine.entity(), after.annotation(),
                    after.delayAttribute().get(), who, Text.quote(name), "but " + machine.entityName()
                            + " has no method of that name (" + DidYouMean.hint(name, after.floatMethods(),
                                    "methods that return a float") + ")", form);
            return;
        }
        problem(machine, after.method().get()).ifPresent(problem -> reporter.onValue(Message.DELAY_METHOD,
                machine.entity(), after.annotation(), after.delayAttribute().get(), who,
                after.method().get().signature(), "which " + problem, form));
    }

    /** What keeps the generated code from calling {@code method} for a delay, if anything. */
    private static Optional<String> problem(MachineModel machine, DelayMethod method) {
        if (!method.returnsFloat()) {
            return Optional.of("returns " + TypeNames.simple(method.returnType()));
        }
        if (!method.takes(machine.mode())) {
            return Optional.of(machine.mode() == Mode.ID ? "does not take the entity's `int id` alone"
                    : method.parameterTypes().isEmpty() ? "takes parameters" : "takes parameters, but the handlers of "
                            + machine.entityName() + " take no id");
        }
        if (method.method().getModifiers().contains(Modifier.PRIVATE)) {
            return Optional.of("is private");
        }
        if (method.method().getModifiers().contains(Modifier.STATIC)) {
            return Optional.of("is static");
        }
        if (!method.method().getTypeParameters().isEmpty()) {
            return Optional.of("declares type parameters " + Text.typeParameters(method.method()));
        }
        if (!method.thrownChecked().isEmpty()) {
            return Optional.of("declares the checked exception(s) " + method.thrownChecked().stream()
                    .map(TypeNames::simple).collect(Collectors.joining(", ")));
        }
        Access access = method.access();
        if (!access.accessible()) {
            return Optional.of("is declared in " + method.declaringClass().getQualifiedName()
                    + ", of another package, where the generated code cannot call it (make it public)");
        }
        return Optional.empty();
    }
}
