package dev.brainstem.processor;

import com.google.auto.service.AutoService;
import dev.brainstem.processor.model.MachineGraph;
import dev.brainstem.processor.model.MachineModel;
import dev.brainstem.processor.model.RegionsModel;
import dev.brainstem.processor.reading.GeneratedNames;
import dev.brainstem.processor.reading.MachineReader;
import dev.brainstem.processor.reading.Names;
import dev.brainstem.processor.reading.ReturnScanner;
import dev.brainstem.processor.reading.RoundReader;
import dev.brainstem.processor.validation.ErrorReporter;
import dev.brainstem.processor.validation.MachineValidator;
import dev.brainstem.processor.validation.RegionCheck;
import dev.brainstem.processor.validation.StrayAnnotationCheck;
import dev.brainstem.processor.writing.ErrorsFile;
import dev.brainstem.processor.writing.MachineWriter;
import dev.brainstem.processor.writing.StandInWriter;
import dev.brainstem.processor.writing.WriterOptions;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.Processor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;

/**
 * Brainstem's annotation processor. For each {@code @StateMachine} class it runs the pipeline its
 * packages show, in Dagger's shape:
 * <ol>
 * <li>read: the class, its enum and its handlers become an immutable {@code model}; the reader
 *     ({@code reading}) records every fact and reports nothing;</li>
 * <li>check the model ({@code validation}): the model's checks report every problem on the element at
 *     fault, and say whether the model is sound enough to bind;</li>
 * <li>bind: the model becomes the machine's graph ({@link MachineGraph}), who serves what and where
 *     each handler may go, built once;</li>
 * <li>check the graph: the graph's checks (reachability, returns that {@code to} lacks...);</li>
 * <li>write ({@code writing}): that same graph becomes {@code XFsm}, {@code XBatch} and the diagrams.</li>
 * </ol>
 * A machine with an error gets no generated code, only stand-ins for its two classes (with every member,
 * each body throwing), so that the game's uses of them compile and its first error is the one the user
 * reads, and a {@code META-INF/brainstem/<class>.errors} file that lists its errors for tools that watch
 * the class output (a later clean build empties it). A machine that depends on a type no round has made
 * yet (its enum, a superclass, a handler's parameter type) waits for a later round: another processor
 * may write it.
 *
 * <p>Nothing escapes {@link #process}: an internal failure becomes an error on the class being
 * processed that asks for a bug report. The processor claims its annotations.
 */
@AutoService(Processor.class)
public final class BrainstemProcessor extends AbstractProcessor {
    /** Machines waiting for a type that does not exist yet, by qualified name. */
    private final Set<String> deferred = new LinkedHashSet<>();
    private GeneratedNames generatedNames;

    @Override
    public Set<String> getSupportedAnnotationTypes() {
        // With the @Generated it writes on its own classes: claimed, so that a later round's
        // "No processor claimed any of these annotations" does not fail -Xlint:all -Werror builds.
        return Set.of(Names.STATE_MACHINE, Names.STATES, Names.ENTRY_POINT, Names.INTERRUPT, Names.BACK,
                Names.ON_ENTER, Names.ON_UPDATE, Names.ON_EXIT, Names.TRANSITION, Names.STATE_GROUP,
                Names.STATE_GROUPS, Names.TIME_IN_STATE, Names.CURRENT, Names.ON_MESSAGE, Names.AFTER, Names.AFTERS,
                "javax.annotation.processing.Generated", "javax.annotation.Generated");
    }

    @Override
    public Set<String> getSupportedOptions() {
        return Set.of(WriterOptions.DIAGRAMS);
    }

    @Override
    public SourceVersion getSupportedSourceVersion() {
        return SourceVersion.latestSupported();
    }

    @Override
    public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
        if (generatedNames == null) {
            generatedNames = new GeneratedNames(processingEnv.getElementUtils(), processingEnv.getTypeUtils());
        }
        ReturnScanner returns = ReturnScanner.create(processingEnv);
        ErrorReporter reporter = new ErrorReporter(processingEnv.getMessager(), returns.trees());
        safely(reporter, null, () -> StrayAnnotationCheck.check(
                new RoundReader(processingEnv, returns.trees()).strays(round), reporter));
        TypeElement machineAnnotation = processingEnv.getElementUtils().getTypeElement(Names.STATE_MACHINE);
        if (machineAnnotation == null) {
            return true;
        }
        Set<Element> machines = machinesOf(round, machineAnnotation);
        safely(reporter, null, () -> generatedNames.claim(machines));
        MachineReader reader = new MachineReader(processingEnv, returns, generatedNames);
        MachineWriter writer = new MachineWriter(processingEnv, WriterOptions.of(processingEnv));
        StandInWriter standIns = new StandInWriter(processingEnv);
        ErrorsFile errorsFile = new ErrorsFile(processingEnv);
        for (Element element : machines) {
            if (MachineReader.hasRegions((TypeElement) element)) {
                safely(reporter, element, () -> processRegions(reader.readRegions((TypeElement) element), round,
                        reporter, writer, standIns, errorsFile));
                continue;
            }
            safely(reporter, element, () -> {
                MachineModel model = reader.read((TypeElement) element);
                if (!model.undefined().isEmpty() && !round.processingOver()) {
                    deferred.add(model.entity().getQualifiedName().toString());
                    return;
                }
                int errorsBefore = reporter.errorCount();
                MachineValidator.ModelVerdict verdict = MachineValidator.checkModel(model, reporter);
                Optional<MachineGraph> graph = verdict.bindable() ? Optional.of(MachineGraph.of(model)) : Optional.empty();
                if (graph.isPresent() && MachineValidator.checkGraph(graph.get(), reporter, verdict.clean())
                        && verdict.clean()) {
                    writer.write(graph.get());
                    errorsFile.clear(model.entity());
                } else {
                    reporter.firstErrorAfter(errorsBefore).ifPresent(error -> standIns.write(model, graph, error));
                    writeErrors(errorsFile, model.entity(), reporter, errorsBefore);
                }
            });
        }
        return true;
    }

    /**
     * A machine of regions: the checks across regions, then each region's model and graph checked like a
     * machine of its own; written only when every region is clean, else stand-ins for the leader's classes.
     */
    private void processRegions(RegionsModel machine, RoundEnvironment round, ErrorReporter reporter,
            MachineWriter writer, StandInWriter standIns, ErrorsFile errorsFile) {
        if (!machine.undefined().isEmpty() && !round.processingOver()) {
            deferred.add(machine.entity().getQualifiedName().toString());
            return;
        }
        int errorsBefore = reporter.errorCount();
        RegionCheck.check(machine, reporter);
        List<Optional<MachineGraph>> graphs = new ArrayList<>();
        boolean clean = reporter.errorCount() == errorsBefore;
        for (MachineModel region : machine.regions()) {
            MachineValidator.ModelVerdict verdict = MachineValidator.checkModel(region, reporter);
            Optional<MachineGraph> graph = verdict.bindable() ? Optional.of(MachineGraph.of(region)) : Optional.empty();
            // The checks of the generated code alone wait for a machine clean in every region so far.
            boolean cleanSoFar = reporter.errorCount() == errorsBefore;
            clean &= graph.isPresent() && MachineValidator.checkGraph(graph.get(), reporter, cleanSoFar)
                    && verdict.clean();
            graphs.add(graph);
        }
        if (clean && !machine.regions().isEmpty()) {
            writer.writeRegions(graphs.stream().map(Optional::orElseThrow).toList());
            errorsFile.clear(machine.entity());
        } else if (!machine.regions().isEmpty()) {
            reporter.firstErrorAfter(errorsBefore).ifPresent(error -> standIns.writeRegions(machine.regions(), graphs,
                    error));
            writeErrors(errorsFile, machine.entity(), reporter, errorsBefore);
        }
    }

    /** The machine's {@code .errors} file, with the errors reported after the first {@code errorsBefore}, if any. */
    private static void writeErrors(ErrorsFile errorsFile, TypeElement entity, ErrorReporter reporter,
            int errorsBefore) {
        List<String> errors = reporter.errorLinesAfter(errorsBefore);
        if (!errors.isEmpty()) {
            errorsFile.write(entity, errors);
        }
    }

    /** This round's machines, and those deferred from earlier rounds, as this round sees them. */
    private Set<Element> machinesOf(RoundEnvironment round, TypeElement machineAnnotation) {
        Set<Element> machines = new LinkedHashSet<>();
        for (String name : deferred) {
            TypeElement type = processingEnv.getElementUtils().getTypeElement(name);
            if (type != null) {
                machines.add(type);
            }
        }
        deferred.clear();
        for (Element element : round.getElementsAnnotatedWith(machineAnnotation)) {
            if (element instanceof TypeElement) {
                machines.add(element);
            }
        }
        return machines;
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
