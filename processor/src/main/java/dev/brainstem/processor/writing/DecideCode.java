package dev.brainstem.processor.writing;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import dev.brainstem.processor.model.Event;
import dev.brainstem.processor.model.Step;
import dev.brainstem.processor.model.HandlerModel;
import dev.brainstem.processor.model.MachineGraph;
import dev.brainstem.processor.model.State;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.Modifier;

/**
 * The one-entity machine's {@code decide}: a switch whose states of one update handler share an arm,
 * and a method of its own for each state that decides by more than its update ({@link DecisionCode}),
 * and for every state where a live edit can change its steps ({@link MachineGraph#decidesAlone}).
 */
final class DecideCode extends FsmPiece {
    DecideCode(FsmPiece.Site site) {
        super(site);
    }

    /**
     * The entity's decision in its state: a switch whose states of one update handler share an arm,
     * and a method of its own for each state that decides by more than its update.
     */
    void decisions() {
        MethodSpec.Builder decide = MethodSpec.methodBuilder("decide")
                .addModifiers(Modifier.PRIVATE)
                .returns(int.class)
                .addJavadoc("Runs the decision of {@code state}: $L.\n\n"
                        + "@return {@link #STAY}, or the event that chose the next state above its ordinal:\n"
                        + "{@code event << 16 | next}\n", (graph.hasTimers() ? "its timer, once it fell due (event AFTER);\n"
                                + "else " : "") + (graph.hasDecisions()
                        ? "the updates of its groups, its guards, its update handler; the first that\nleaves decides"
                        : "its update handler"))
                .addParameter(int.class, "state").addParameter(float.class, "dt");
        if (graph.hasTimers()) {
            // Only a state with timers arms one; elsewhere the delay is infinite. The one-entity machine decides at
            // every update: @OnUpdate(every) slices a batch's crowd, and one entity has none.
            decide.beginControlFlow("if (timeInState() >= timerDelay)")
                    .addStatement("return $T.AFTER << 16 | timerTo", RuntimeTypes.EVENTS)
                    .endControlFlow();
        }
        List<Arm> arms = new ArrayList<>();
        Map<HandlerModel, List<State>> simple = new IdentityHashMap<>();
        List<HandlerModel> order = new ArrayList<>();
        for (State state : graph.states()) {
            List<Step> steps = graph.decision(state);
            boolean alone = graph.decidesAlone(state);
            if (steps.isEmpty() && !alone) {
                continue;
            }
            if (!alone && steps.size() == 1 && steps.get(0) instanceof Step.Update update) {
                if (!simple.containsKey(update.handler())) {
                    order.add(update.handler());
                }
                simple.computeIfAbsent(update.handler(), k -> new ArrayList<>()).add(state);
                continue;
            }
            String name = MemberNames.decision(state);
            MethodSpec.Builder method = MethodSpec.methodBuilder(name)
                    .addModifiers(Modifier.PRIVATE)
                    .returns(int.class)
                    .addJavadoc(steps.isEmpty() ? CodeBlock.of("$L has no decision: it stays.\n", state.name())
                            : CodeBlock.of("$L's decision:\n$L.\n", state.name(), DecisionCode.summary(graph, state)))
                    .addParameter(float.class, "dt")
                    .addCode(DecisionCode.body(graph, state, seat(refs.constant(state))));
            type.addMethod(method.build());
            arms.add(new Arm(List.of(state), "", CodeBlock.of("return $N(dt);\n", name)));
        }
        for (HandlerModel handler : order) {
            CodeBlock call = Handlers.invocation(id() ? "system" : "entity", handler,
                    new Handlers.Site("id", "dt", "timeInState()", "STATES[state]").readingRegions(RegionReads.INSTANCE));
            arms.add(new Arm(simple.get(handler), handler.signature(), handler.returnsState()
                    ? CodeBlock.of("$Lreturn updated(state, ordinal($L)$L);\n", TargetSets.targetsLine(graph, handler),
                            call, TargetSets.mask(graph, handler))
                    : CodeBlock.of("$L;\nreturn STAY;\n", call)));
        }
        stateSwitch.write(StateSwitch.Shape.EDITABLE,
                type, decide, "state", arms, CodeBlock.of("return STAY;\n"), "no update handler",
                CodeBlock.of("throw new $T($S + state);\n", IllegalArgumentException.class,
                        fsm.simpleName() + ": no state has ordinal "));
        type.addMethods(DecisionCode.refusals(graph, CodeBlock.of(""), null, "describe()"));
    }

    private DecisionCode.Seat seat(CodeBlock current) {
        return new DecisionCode.Seat() {
            @Override
            public CodeBlock statics() {
                return CodeBlock.of("");
            }

            @Override
            public String receiver() {
                return id() ? "system" : "entity";
            }

            @Override
            public String checkPrefix() {
                return "";
            }

            @Override
            public Handlers.Site site() {
                return new Handlers.Site("id", "dt", "timeInState()", current).readingRegions(RegionReads.INSTANCE);
            }

            @Override
            public CodeBlock running(Event event) {
                return CodeBlock.of("");
            }
        };
    }

}
