package dev.brainstem.processor;

import com.google.auto.service.AutoService;
import dev.brainstem.processor.model.MachineGraph;
import dev.brainstem.processor.model.MachineModel;
import dev.brainstem.processor.reading.MachineReader;
import dev.brainstem.processor.reading.Names;
import dev.brainstem.processor.reading.ReturnScanner;
import dev.brainstem.processor.validation.ErrorReporter;
import dev.brainstem.processor.validation.MachineValidator;
import dev.brainstem.processor.validation.StrayAnnotationCheck;
import dev.brainstem.processor.writing.MachineWriter;
import java.util.LinkedHashSet;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.Processor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;

/**
 * Brainstem's annotation processor. For each {@code @StateMachine} class it runs the pipeline that its
 * packages show: {@code reading} turns elements into an immutable model, {@code validation} checks the
 * model and reports every problem on the element at fault, and {@code writing} turns a checked model
 * into {@code XFsm} and {@code XBatch}. A machine with an error gets no generated code.
 *
 * <p>Nothing escapes {@link #process}: an internal failure becomes an error on the class being
 * processed that asks for a bug report.
 */
@AutoService(Processor.class)
public final class BrainstemProcessor extends AbstractProcessor {
    /** Machines whose states enum does not exist yet, by qualified name. */
    private final Set<String> deferred = new LinkedHashSet<>();

    @Override
    public Set<String> getSupportedAnnotationTypes() {
        return Set.of(Names.STATE_MACHINE, Names.STATES, Names.ENTRY_POINT,
                Names.ON_ENTER, Names.ON_UPDATE, Names.ON_EXIT);
    }

    @Override
    public SourceVersion getSupportedSourceVersion() {
        return SourceVersion.latestSupported();
    }

    @Override
    public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
        ReturnScanner returns = ReturnScanner.create(processingEnv);
        ErrorReporter reporter = new ErrorReporter(processingEnv.getMessager(), returns.trees());
        safely(reporter, null, () -> new StrayAnnotationCheck(processingEnv, reporter).check(round));
        TypeElement machineAnnotation = processingEnv.getElementUtils().getTypeElement(Names.STATE_MACHINE);
        if (machineAnnotation == null) {
            return false;
        }
        MachineReader reader = new MachineReader(processingEnv, returns);
        for (Element element : machinesOf(round, machineAnnotation)) {
            if (!round.processingOver() && element instanceof TypeElement type && MachineReader.awaitsStates(type)) {
                // Another processor may write the enum in a later round: come back to it then.
                deferred.add(type.getQualifiedName().toString());
                continue;
            }
            safely(reporter, element, () -> processMachine(element, reader, reporter));
        }
        return false;
    }

    /** This round's machines, and those deferred from earlier rounds. */
    private Set<Element> machinesOf(RoundEnvironment round, TypeElement machineAnnotation) {
        Set<Element> machines = new LinkedHashSet<>();
        for (String name : deferred) {
            TypeElement type = processingEnv.getElementUtils().getTypeElement(name);
            if (type != null) {
                machines.add(type);
            }
        }
        deferred.clear();
        machines.addAll(round.getElementsAnnotatedWith(machineAnnotation));
        return machines;
    }

    private void processMachine(Element element, MachineReader reader, ErrorReporter reporter) {
        MachineValidator validator = new MachineValidator(processingEnv, reporter);
        if (!validator.validateClass(element)) {
            return;
        }
        MachineModel model = reader.read((TypeElement) element);
        if (validator.validate(model)) {
            new MachineWriter(processingEnv).write(MachineGraph.of(model));
        }
    }

    private static void safely(ErrorReporter reporter, Element element, Runnable step) {
        try {
            step.run();
        } catch (Throwable bug) {
            String what = bug + (bug.getStackTrace().length > 0 ? " at " + bug.getStackTrace()[0] : "");
            reporter.internalError(element, what);
        }
    }
}
