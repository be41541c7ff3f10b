package dev.brainstem.processor.validation;

import dev.brainstem.processor.model.AuxiliaryDeclaration;
import dev.brainstem.processor.model.MachineGraph;
import dev.brainstem.processor.model.StatesModel;
import java.util.Optional;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;

/**
 * Neither the machine's class nor its states enum is an auxiliary class (a second top-level type in a
 * file named for another class, or nested in one): javac warns, under {@code -Xlint:auxiliaryclass},
 * wherever another file's declarations name such a class, where no {@code @SuppressWarnings} helps, and
 * the generated classes name both in their API. Each is reported once, on itself, so that no warning
 * lands in a generated file.
 *
 * <p>It runs only on a machine with no other error: the problem is the generated code's, and a machine
 * with an error gets no generated code that names them (no stand-ins are written where they would warn).
 * So the user reads it when the machine is otherwise ready to be written, and the examples of
 * docs/errors.md, which keep the enum beside the machine for brevity, show their one error.
 */
final class AuxiliaryClassCheck implements Check.OnGraph {
    @Override
    public void check(MachineGraph graph, ErrorReporter reporter) {
        TypeElement entity = graph.model().entity();
        Optional<AuxiliaryDeclaration> machine = graph.model().shape().auxiliary();
        machine.ifPresent(auxiliary -> reporter.onElement(Message.AUXILIARY_MACHINE, entity, relativeName(entity),
                auxiliary.fileName(), auxiliary.topLevel(), auxiliary.topLevel()));
        StatesModel states = graph.statesModel();
        // An enum nested in the machine's class moves with it: one finding.
        states.auxiliary().filter(auxiliary -> !machine.equals(Optional.of(auxiliary))).ifPresent(auxiliary -> {
            String enumName = states.enumName();
            String written = auxiliary.topLevel().equals(enumName) ? enumName : relativeName(states.enumType());
            reporter.onElement(Message.AUXILIARY_ENUM, states.enumType(), written, auxiliary.fileName(),
                    auxiliary.topLevel(), auxiliary.topLevel(), enumName);
        });
    }

    /** {@code Things.Light}: the type as its package names it. */
    private static String relativeName(TypeElement type) {
        StringBuilder name = new StringBuilder(type.getSimpleName());
        for (Element outer = type.getEnclosingElement(); outer instanceof TypeElement t;
                outer = t.getEnclosingElement()) {
            name.insert(0, t.getSimpleName() + ".");
        }
        return name.toString();
    }

    @Override
    public boolean onlyOnACleanMachine() {
        return true;
    }
}
