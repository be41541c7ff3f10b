package dev.brainstem.processor.validation;

import dev.brainstem.processor.model.MachineGraph;
import dev.brainstem.processor.model.MachineModel;
import java.util.List;
import java.util.Optional;

/**
 * Checks one {@code @StateMachine} against the design's rules and reports every problem, each on the
 * element at fault. The checks run in the order of {@link #CHECKS}: the model's first, then, when
 * their findings leave a sound model, the machine's graph is built once and the graph's checks run on
 * it. The writers get that same graph. A machine is written only when it reports no error.
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
            new GroupCheck(),               // (8) groups form a tree of known names: before the names they explain
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
            new RedirectCycleCheck(),       // (10) enter redirects that always loop
            new DecisionSizeCheck());       // the writer's limits: decisions written out in full

    private MachineValidator() {}

    /**
     * Reports every problem of the machine; returns its graph when it has none, for the writers.
     */
    public static Optional<MachineGraph> validate(MachineModel machine, ErrorReporter reporter) {
        int before = reporter.errorCount();
        boolean graphable = true;
        MachineGraph graph = null;
        for (Check check : CHECKS) {
            if (check instanceof Check.OnModel onModel) {
                int errors = reporter.errorCount();
                onModel.check(machine, reporter);
                boolean failed = reporter.errorCount() != errors;
                if (failed && onModel.stopsOnError()) {
                    return Optional.empty();
                }
                graphable &= !(failed && onModel.graphNeedsIt());
            } else if (graphable && machine.states().isPresent()) {
                if (graph == null) {
                    graph = MachineGraph.of(machine);
                }
                ((Check.OnGraph) check).check(graph, reporter);
            }
        }
        return graphable && graph != null && reporter.errorCount() == before ? Optional.of(graph) : Optional.empty();
    }
}
