package dev.brainstem.processor.validation;

import dev.brainstem.processor.model.MachineGraph;
import dev.brainstem.processor.model.StatesModel;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;

/**
 * The states enum is no auxiliary class (a second top-level type in a file named for another class,
 * or nested in one): javac warns, under {@code -Xlint:auxiliaryclass}, wherever another file names
 * such a class, and the generated classes name the enum in many places. Reported once, on the enum,
 * so that no warning lands in a generated file.
 *
 * <p>It runs only on a machine with no other error: the problem is the generated code's, and a machine
 * with an error gets only the stand-ins that javac, stopping at the first error, never reads closely
 * enough to warn. So the user reads it when the machine is otherwise ready to be written.
 */
final class AuxiliaryEnumCheck implements Check.OnGraph {
    @Override
    public void check(MachineGraph graph, ErrorReporter reporter) {
        StatesModel states = graph.statesModel();
        states.auxiliary().ifPresent(auxiliary -> {
            String enumName = states.enumName();
            String written = auxiliary.topLevel().equals(enumName) ? enumName : relativeName(states.enumType());
            reporter.onElement(Message.AUXILIARY_ENUM, states.enumType(), written, auxiliary.fileName(),
                    auxiliary.topLevel(), auxiliary.topLevel(), enumName);
        });
    }

    /** {@code Things.Light}: the enum as the machine's package names it. */
    private static String relativeName(TypeElement enumType) {
        StringBuilder name = new StringBuilder(enumType.getSimpleName());
        for (Element outer = enumType.getEnclosingElement(); outer instanceof TypeElement t;
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
