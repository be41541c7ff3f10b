package dev.brainstem.processor.validation;

import dev.brainstem.processor.model.MachineGraph;
import dev.brainstem.processor.model.MachineModel;
import java.util.List;
import java.util.Optional;

/**
 * Checks one {@code @StateMachine} against the design's rules and reports every problem, each on the
 * element at fault, in the order of {@link #CHECKS}: the model's checks ({@link #checkModel}) before
 * the graph is bound, the graph's ({@link #checkGraph}) on it after. The pipeline in
 * {@code BrainstemProcessor} runs the steps one by one; {@link #validate} runs them in one call. A
 * machine is written only when it reports no error.
 */
public final class MachineValidator {
    /**
     * Every check, by the design's numbers in brackets. Order matters where a later check would only
     * repeat an earlier finding: undefined types before everything, the class before its handlers.
     */
    static final List<Check> CHECKS = List.of(
            new UndefinedTypeCheck(),       // types another processor was to write; [BrainstemUndefined]
            new MachineKindCheck(),         // (7) a class, not an interface, enum, record...
            new MachineClassCheck(),        // (7) the class: reachable, static, not generic
            new GeneratedNameCheck(),       // (9) the names it generates are free
            new StateEnumCheck(),           // (7) the value names an enum of states
            new ModeCheck(),                // (7) id or object mode, not both
            new InheritedHandlerCheck(),    // (7) handlers inherited from a class that is no machine
            new HandlerShapeCheck(),        // (4) parameters, return, modifiers, access
            new AfterCheck(),               // timed transitions: seconds or a delay method of the right shape
            new GroupCheck(),               // (8) groups form a tree of known names: before the names they explain
            new GroupEntryCheck(),          // (8) groups you enter: initials, history, the groups' constants
            new TargetListCheck(),          // (5) `to` lists
            new DuplicateHandlerCheck(),    // (3) one handler per (state or group, event)
            new MessageCheck(),             // (8) message types; one handler per (state or group, type)
            new StateNameCheck(),           // (1) names, with "did you mean"
            new GuardCheck(),               // (8) a guard leads out of its states
            new BackCheck(),                // (8) @Back: one pseudo-state, gone back to from interrupts only
            new ReturnedStateCheck(),       // (6) returns that `to` lacks
            new UnusedTargetCheck(),        // the warning: `to` entries never returned
            new UnseenBodyCheck(),          // the note: returns left to the run time (kapt, compiled classes)
            new ReachabilityCheck(),        // (2) every state reachable
            new DeadGuardCheck(),           // the warning: guards after one that is always true
            new ShadowedAfterCheck(),       // the warning: an @After another always beats
            new EveryCheck(),               // time slicing: every in range, one per state
            new UnusedHistoryCheck(),       // the warning: a history nothing enters by name reads
            new RedirectCycleCheck(),       // (10) enter redirects that always loop
            new DecisionSizeCheck(),        // the writer's limits: decisions written out in full
            new AuxiliaryClassCheck());     // the generated code names the class and enum quietly; clean machines only

    private MachineValidator() {}

    /**
     * What the model's checks leave for the next steps of the pipeline.
     *
     * @param bindable whether the graph can be built: the model has states, and no check whose error
     *     leaves nothing to build it from failed (the graph checks would only repeat the finding)
     * @param clean whether they reported no error, so that the machine may be written
     */
    public record ModelVerdict(boolean bindable, boolean clean) {}

    /** Runs the model's checks, in order, and says whether the graph can be bound. */
    public static ModelVerdict checkModel(MachineModel machine, ErrorReporter reporter) {
        int before = reporter.errorCount();
        boolean bindable = true;
        for (Check check : CHECKS) {
            if (check instanceof Check.OnModel onModel) {
                int errors = reporter.errorCount();
                onModel.check(machine, reporter);
                boolean failed = reporter.errorCount() != errors;
                if (failed && onModel.stopsOnError()) {
                    return new ModelVerdict(false, false);
                }
                bindable &= !(failed && onModel.graphNeedsIt());
            }
        }
        return new ModelVerdict(bindable && machine.states().isPresent(), reporter.errorCount() == before);
    }

    /**
     * Runs the graph's checks, in order; true when they report no error.
     *
     * @param modelClean whether the model's checks reported no error ({@link ModelVerdict#clean})
     */
    public static boolean checkGraph(MachineGraph graph, ErrorReporter reporter, boolean modelClean) {
        int before = reporter.errorCount();
        for (Check check : CHECKS) {
            if (check instanceof Check.OnGraph onGraph
                    && !(onGraph.onlyOnACleanMachine() && (!modelClean || reporter.errorCount() != before))) {
                onGraph.check(graph, reporter);
            }
        }
        return reporter.errorCount() == before;
    }

    /**
     * The steps {@code BrainstemProcessor} runs, after reading, in one call: check the model, bind its
     * graph, check the graph. Returns the graph when the machine has no error, for the writers.
     */
    public static Optional<MachineGraph> validate(MachineModel machine, ErrorReporter reporter) {
        ModelVerdict verdict = checkModel(machine, reporter);
        if (!verdict.bindable()) {
            return Optional.empty();
        }
        MachineGraph graph = MachineGraph.of(machine);
        return checkGraph(graph, reporter, verdict.clean()) && verdict.clean() ? Optional.of(graph) : Optional.empty();
    }
}
