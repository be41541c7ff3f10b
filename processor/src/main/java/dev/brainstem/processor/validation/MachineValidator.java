package dev.brainstem.processor.validation;

import dev.brainstem.processor.model.MachineModel;
import dev.brainstem.processor.model.StatesModel;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.Element;

/**
 * Checks one {@code @StateMachine} against the design's rules and reports every problem, each on the
 * element at fault. A machine is written only when it reports no error. One validator serves one
 * machine: errors count from its creation.
 *
 * <p>The checks, by the design's numbers: {@link StateNameCheck} (1), {@link ReachabilityCheck} (2),
 * {@link DuplicateHandlerCheck} (3), {@link HandlerShapeCheck} (4), {@link TargetListCheck} (5),
 * {@link ReturnedStateCheck} (6), {@link MachineClassCheck}, {@link StateEnumCheck}, {@link ModeCheck}
 * and {@link StrayAnnotationCheck} (7), and the warning {@link UnusedTargetCheck}. Checks that would
 * only repeat an earlier finding in other words are skipped: the state names must be known before
 * bodies and reachability are checked, and the {@code to} lists well formed before reachability.
 */
public final class MachineValidator {
    private final ProcessingEnvironment env;
    private final ErrorReporter reporter;
    private final int errorsBefore;

    public MachineValidator(ProcessingEnvironment env, ErrorReporter reporter) {
        this.env = env;
        this.reporter = reporter;
        this.errorsBefore = reporter.errorCount();
    }

    /**
     * Check 7, on the annotated type alone. Returns false when it cannot be read as a machine at all
     * (not a class, or javac rejected its annotation); a class it can read but that has errors (private,
     * inner, generic) returns true, so that {@link #validate} reports the rest of its problems too.
     */
    public boolean validateClass(Element element) {
        return new MachineClassCheck(reporter).check(element);
    }

    /**
     * Reports every problem of the machine; returns whether it is valid: it has states, and no error
     * was reported since this validator was made.
     */
    public boolean validate(MachineModel machine) {
        new MachineClassCheck(reporter).checkLimit(machine);
        new ModeCheck(reporter).check(machine);
        boolean ownsItsHandlers = new StrayAnnotationCheck(env, reporter).checkInherited(machine);
        boolean hasStates = new StateEnumCheck(reporter).check(machine);
        boolean resolved = true;
        if (hasStates) {
            StatesModel states = machine.states().orElseThrow();
            resolved = new HandlerShapeCheck(reporter).check(machine, states);
            boolean targetsWellFormed = new TargetListCheck(reporter).check(machine, states);
            new DuplicateHandlerCheck(reporter).check(machine, states);
            if (new StateNameCheck(reporter).check(machine, states)) {
                new ReturnedStateCheck(reporter).check(machine, states);
                new UnusedTargetCheck(reporter).check(machine, states);
                if (targetsWellFormed) {
                    new ReachabilityCheck(reporter).check(machine);
                }
            }
        }
        // Some problems are reported elsewhere, yet the machine must not be written: without states (a
        // value naming a class that does not exist: javac reports it), with a handler naming a missing
        // type (javac again), with handlers of a concrete class that is not a machine (the stray check
        // reports them on that class).
        return hasStates && resolved && ownsItsHandlers && reporter.errorCount() == errorsBefore;
    }
}
