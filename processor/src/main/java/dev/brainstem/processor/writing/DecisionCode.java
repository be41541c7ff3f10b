package dev.brainstem.processor.writing;

import com.palantir.javapoet.CodeBlock;
import dev.brainstem.processor.model.Event;
import dev.brainstem.processor.model.HandlerModel;
import dev.brainstem.processor.model.MachineGraph;
import dev.brainstem.processor.model.State;
import dev.brainstem.processor.model.Step;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The design's decision of an entity in one state, written once for both machines: the updates of
 * the state's groups (outermost first), its guards in order, its own update; the first that leaves the
 * state decides. The code ends in a {@code return} of {@code STAY} or of the decision packed as
 * {@code event << 16 | next}: the event that chose the next state (UPDATE or GUARD) above its
 * ordinal. A state an update returns is checked against that update's {@code to} here, where the
 * update is known; a guard's one target needs no check. What differs between the machines is the
 * {@link Seat}.
 *
 * <p>For machines of up to {@value TargetSets#MASK_STATES} states the call passes the {@code to} as a constant bit
 * mask ({@code 1L << 2 | 1L << 0}), which the check tests with a shift. A call of the machine's
 * {@code updateMayGo} switch instead is too big for HotSpot to inline where few entities move (it stays a
 * call in every state's loop, and a loop with a call in it runs markedly slower on the guard:
 * benchmarks/README.md, lab notes), so only machines of more states, whose sets do not fit a
 * {@code long}, make it.
 */
final class DecisionCode {
    /** Where a decision runs. */
    interface Seat {
        /** How the code reaches the machine's statics: empty inside {@code XFsm}, {@code XFsm.} outside. */
        CodeBlock statics();

        /** The object whose methods are the handlers: {@code entity} or {@code system}. */
        String receiver();

        /**
         * The arguments a call of the machine's own {@code updated} or {@code groupUpdated} (which check
         * a result and name the entity when it is refused) starts with: empty, or {@code slot, }.
         */
        String checkPrefix();

        /** How the handlers' parameters are given. */
        Handlers.Site site();

        /** Statements run before a step of {@code event} may throw; may be empty. */
        CodeBlock running(Event event);
    }

    private DecisionCode() {}

    private static String commentTail(MachineGraph graph, HandlerModel handler) {
        String targets = TargetSets.maskComment(graph, handler);
        return targets.isEmpty() ? "" : ", " + targets;
    }

    /** The check a group's update calls: {@code updated} where the mask names the handler's {@code to}. */
    private static String groupCheck(MachineGraph graph) {
        return TargetSets.masks(graph) ? "updated" : "groupUpdated";
    }

    /** {@code 2, }: the group's number, which the check's switch needs where the machine passes no masks. */
    private static String groupArgument(MachineGraph graph, Step.GroupUpdate group) {
        return TargetSets.masks(graph) ? "" : group.group().index() + ", ";
    }

    /**
     * The machine's {@code updated} and {@code groupUpdated}, which the decisions call: an update's
     * result checked against its {@code to}, written once for both machines.
     *
     * @param entity the parameter naming the entity ({@code slot} or {@code id}) and the expression
     *     describing it in the exception, for the batch; null for the one-entity machine
     */
    static List<com.palantir.javapoet.MethodSpec> refusals(MachineGraph graph, CodeBlock statics, String entity,
            String describe) {
        List<com.palantir.javapoet.MethodSpec> methods = new java.util.ArrayList<>();
        if (TargetSets.masks(graph)) { // the mask says which handler: one check serves the states' and the groups' updates
            if (graph.updatesMove() || graph.groupUpdatesMove()) {
                String who = graph.groupUpdatesMove() ? "the update handler of {@code state} or of one of its groups"
                        : "the update handler of {@code state}";
                methods.add(check("updated", who, "", false, statics, entity, describe));
            }
            return methods;
        }
        if (graph.updatesMove()) {
            methods.add(check("updated", "the update handler of {@code state}", "updateMayGo(state, next)", false,
                    statics, entity, describe));
        }
        if (graph.groupUpdatesMove()) {
            methods.add(check("groupUpdated", "the update handler of the group numbered {@code group}",
                    "groupUpdateMayGo(group, next)", true, statics, entity, describe));
        }
        return methods;
    }

    /** @param test the call that tells whether {@code next} is listed; empty: the {@code targets} mask does */
    private static com.palantir.javapoet.MethodSpec check(String name, String who, String test, boolean group,
            CodeBlock statics, String entity, String describe) {
        boolean mask = test.isEmpty();
        com.palantir.javapoet.MethodSpec.Builder method = com.palantir.javapoet.MethodSpec.methodBuilder(name)
                .addModifiers(javax.lang.model.element.Modifier.PRIVATE)
                .returns(int.class)
                .addJavadoc("What $L decided$L\nin {@code state} by returning {@code next}: "
                        + "{@code STAY}, or {@code UPDATE << 16 | next}.\n\n$L"
                        + "@throws $T if its {@code to()} does not list {@code next}\n", who,
                        entity == null ? "" : " for the entity {@code " + entity + "}",
                        mask ? "@param targets the states its {@code to()} lists, bit {@code n} for ordinal {@code n}\n"
                                : "", RuntimeTypes.ILLEGAL_TRANSITION);
        if (entity != null) {
            method.addParameter(int.class, entity);
        }
        if (group && !mask) {
            method.addParameter(int.class, "group");
        }
        method.addParameter(int.class, "state").addParameter(int.class, "next");
        if (mask) {
            method.addParameter(long.class, "targets");
        }
        return method.beginControlFlow("if (next == $LSTAY || next == state)", statics)
                .addStatement("return $LSTAY", statics)
                .endControlFlow()
                .beginControlFlow(mask ? "if ((targets >>> next & 1L) == 0L)" : "if (!" + statics + test + ")")
                .addStatement("throw new $T($LNAME, $L, STATES[state].name(),$L$T.UPDATE,\nSTATES[next].name())",
                        RuntimeTypes.ILLEGAL_TRANSITION, statics, describe, fitsOneLine(statics, describe) ? " " : "\n",
                        RuntimeTypes.EVENTS)
                .endControlFlow()
                .addStatement("return $T.UPDATE << 16 | next", RuntimeTypes.EVENTS)
                .build();
    }

    /** Whether the refusal's first line fits in 120 characters (a later region's long class name may not). */
    private static boolean fitsOneLine(CodeBlock statics, String describe) {
        // The class as the source names it, imported: without its package.
        String fsm = statics.toString().replaceAll("\\b[a-z_][a-z0-9_]*\\.", "");
        String line = "            throw new IllegalTransitionException(" + fsm + "NAME, " + describe
                + ", STATES[state].name(), Events.UPDATE,";
        return line.length() <= 120;
    }

    /**
     * The one state the decision of {@code state} can lead to, where its steps and timers name exactly one other
     * state (a guard's {@code to}, an update's, an {@code @After}'s) and the machine has enters to fold: the loop then passes it to the
     * transition as a constant, so that the JIT folds the enter switch to that state's enters where it inlines
     * the transition. A machine without enter handlers (nor group exits, chosen by the next state too) has no
     * switch to fold, and its loops keep the decision's target: the constant gained nothing there and measured
     * 4% slower at a million (benchmarks/README.md, "The id batch in every start").
     */
    static Optional<State> onlyTarget(MachineGraph graph, State state) {
        boolean folds = graph.states().stream().anyMatch(s -> graph.handler(Event.ENTER, s).isPresent())
                || !graph.groupsWith(Event.ENTER).isEmpty() || !graph.groupsWith(Event.EXIT).isEmpty();
        if (!folds) {
            return Optional.empty();
        }
        Set<State> targets = new LinkedHashSet<>();
        if (graph.armedTimers(state).stream().anyMatch(timer -> timer.target().equals(state))) {
            return Optional.empty(); // a timer that re-enters the state moves, where a returned state stays
        }
        graph.armedTimers(state).forEach(timer -> targets.add(timer.target()));
        for (Step step : graph.decision(state)) {
            if (step instanceof Step.Guard guard) {
                targets.add(guard.target());
            } else if (step.handler().returnsState()) {
                targets.addAll(graph.targets(step.handler()));
            }
        }
        targets.remove(state);
        return targets.size() == 1 ? Optional.of(targets.iterator().next()) : Optional.empty();
    }

    /** The events of the steps of {@code state}, in order, each once: what a failure may report. */
    static List<Event> events(MachineGraph graph, State state) {
        return graph.decision(state).stream().map(Step::event).distinct().toList();
    }

    /** The steps, a line each: {@code AGGRO's aggroTick(float),\nthen guard alarmOver(float) to PURSUIT,\nthen alarm(float)}. */
    static String summary(MachineGraph graph, State state) {
        return graph.decision(state).stream().map(step -> {
            if (step instanceof Step.GroupUpdate group) {
                return group.group().name() + "'s " + step.handler().signature();
            }
            if (step instanceof Step.Guard guard) {
                return "guard " + step.handler().signature() + " to " + guard.target().name();
            }
            return step.handler().signature();
        }).collect(Collectors.joining(",\nthen "));
    }

    /** The statements of {@code state}'s decision; they end in a return. */
    static CodeBlock body(MachineGraph graph, State state, Seat seat) {
        CodeBlock fsm = seat.statics();
        CodeBlock.Builder code = CodeBlock.builder();
        List<Step> steps = graph.decision(state);
        Event running = steps.isEmpty() ? null : steps.get(0).event();
        boolean declared = false;
        for (int i = 0; i < steps.size(); i++) {
            Step step = steps.get(i);
            boolean last = i == steps.size() - 1;
            if (step.event() != running) {
                code.add(seat.running(step.event()));
                running = step.event();
            }
            CodeBlock call = Handlers.invocation(seat.receiver(), step.handler(), seat.site());
            if (step instanceof Step.GroupUpdate group) {
                if (!step.handler().returnsState()) {
                    code.add("// $L's update\n", group.group().name()).addStatement("$L", call);
                    continue;
                }
                if (last) { // nothing after it: what it decided is the decision
                    code.add("// $L's update$L\n", group.group().name(), commentTail(graph, step.handler()))
                            .addStatement("return $L($L$L$L, $Lordinal($L)$L)", groupCheck(graph), seat.checkPrefix(),
                                    groupArgument(graph, group), state.ordinal(), fsm, call, TargetSets.mask(graph, step.handler()));
                    return code.build();
                }
                code.add("// $L's update$L\n", group.group().name(), commentTail(graph, step.handler()))
                        .addStatement("$L = $L($L$L$L, $Lordinal($L)$L)", declared ? "decided" : "int decided",
                                groupCheck(graph), seat.checkPrefix(), groupArgument(graph, group), state.ordinal(), fsm, call,
                                TargetSets.mask(graph, step.handler()));
                declared = true;
                code.beginControlFlow("if (decided != $LSTAY)", fsm).addStatement("return decided").endControlFlow();
            } else if (step instanceof Step.Guard guard) {
                code.beginControlFlow("if ($L)", call)
                        .add("return $T.GUARD << 16 | $L; // $L\n", RuntimeTypes.EVENTS, guard.target().ordinal(),
                                guard.target().name())
                        .endControlFlow();
            } else if (!step.handler().returnsState()) {
                code.addStatement("$L", call);
            } else if (last) {
                code.add(TargetSets.targetsLine(graph, step.handler()))
                        .addStatement("return updated($L$L, $Lordinal($L)$L)", seat.checkPrefix(), state.ordinal(), fsm,
                                call, TargetSets.mask(graph, step.handler()));
                return code.build();
            } else {
                throw new IllegalStateException("the state's own update is its decision's last step");
            }
        }
        return code.addStatement("return $LSTAY", fsm).build();
    }
}
