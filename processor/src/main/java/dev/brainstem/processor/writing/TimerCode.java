package dev.brainstem.processor.writing;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeSpec;
import dev.brainstem.processor.model.AfterModel;
import dev.brainstem.processor.model.MachineGraph;
import dev.brainstem.processor.model.Mode;
import dev.brainstem.processor.model.State;
import dev.brainstem.processor.model.Timer;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import javax.lang.model.element.Modifier;

/**
 * Timed transitions, written once for both machines: {@code arm}, which gives an entity whose entry into a
 * state is complete the one timer of that state that falls due first (docs/semantics.md, "Timed
 * transitions"), and the test that starts a timed state's decision. Of several timers the first to fall
 * due wins, the one declared first on a tie: they are compared in declaration order, each later one
 * taking over only when strictly shorter (a constant another constant always beats is left out: the
 * processor warns of it). A per-entity delay that is NaN stays, for the check that refuses it.
 */
final class TimerCode {
    private TimerCode() {}

    /**
     * The batch's {@code arm}: a switch over the states with timers, each computing the delay and calling
     * the runtime's {@code timer}; a delay method's exception is the entity's failure, of event ENTER, as an
     * enter handler's is.
     *
     * @param member the entity's parameter: {@code slot}, or {@code id} in id mode
     */
    static void batchArm(TypeSpec.Builder type, MachineGraph graph, String member, String batchName) {
        // A settling machine's settle goes on only from an entry that did not fail: arm tells it.
        boolean settle = graph.model().settle();
        MethodSpec.Builder arm = MethodSpec.methodBuilder("arm")
                .addModifiers(Modifier.PRIVATE)
                .addJavadoc("Arms the timer of the entity {@code $L}, whose entry into {@code state} is complete: the "
                        + "first of\nthe state's {@code @After}s to fall due, counted from now.\n", member)
                .addParameter(RuntimeTypes.LANE, "lane").addParameter(int.class, member)
                .addParameter(int.class, "state");
        if (settle) {
            arm.returns(boolean.class).addJavadoc("\n@return false when its delay was refused or its delay method "
                    + "threw (the entity's failure,\nrecorded): its entry failed, and a settle stops there\n");
        }
        String call = graph.mode() == Mode.ID ? "system.%s(id)" : "entities[slot].%s()";
        List<Arm> arms = new ArrayList<>();
        for (State state : graph.states()) {
            List<Timer> timers = armed(graph, state);
            if (timers.isEmpty()) {
                continue;
            }
            CodeBlock timer = CodeBlock.builder().add(choice(timers, call))
                    .addStatement((settle ? "return " : "") + "timer(lane, $L, $L, $L, $L)", member, state.ordinal(),
                            delay(timers, call), target(timers))
                    .build();
            if (timers.stream().allMatch(Timer::constant)) {
                arms.add(new Arm(List.of(state), describe(timers),
                        settle ? timer : timer.toBuilder().addStatement("return").build()));
                continue;
            }
            CodeBlock.Builder guarded = CodeBlock.builder()
                    .beginControlFlow("try")
                    .add(timer)
                    .nextControlFlow("catch ($T failure)", Exception.class)
                    .addStatement("failed(lane, $L, $T.ENTER, failure)", member, RuntimeTypes.EVENTS);
            arms.add(new Arm(List.of(state), describe(timers), settle
                    ? guarded.addStatement("return false").endControlFlow().build()
                    : guarded.endControlFlow().addStatement("return").build()));
        }
        new StateSwitch(graph.states()).write(StateSwitch.Shape.EDITABLE, type, arm, "state", arms,
                settle ? CodeBlock.of("return true;\n") : StateSwitch.VOID_RETURN, "no timer",
                CodeBlock.of("throw new $T($S + state);\n", IllegalArgumentException.class,
                        batchName + ": no state has ordinal "));
    }

    /**
     * The one-entity machine's timer: its fields, {@code arm} and the {@code timer} it calls, which refuses a
     * per-entity delay that is NaN or negative as the batch's runtime does, by throwing as an enter
     * handler's failure is thrown.
     */
    static void fsmTimer(TypeSpec.Builder type, MachineGraph graph, String fsmName) {
        type.addField(FieldSpec.builder(float.class, "timerDelay", Modifier.PRIVATE)
                .addJavadoc("The time in its state at which the entity's timer fires; infinite while it has none.\n")
                .initializer("$T.POSITIVE_INFINITY", Float.class).build());
        type.addField(FieldSpec.builder(int.class, "timerTo", Modifier.PRIVATE)
                .addJavadoc("The state the timer leads to.\n").build());
        MethodSpec.Builder arm = MethodSpec.methodBuilder("arm")
                .addModifiers(Modifier.PRIVATE)
                .addJavadoc("Arms the entity's timer in {@code state}, whose entry is complete: the first of the "
                        + "state's\n{@code @After}s to fall due, counted from now.\n\n"
                        + "@throws $T if a delay method returned NaN or a negative; no timer is set\n",
                        IllegalArgumentException.class)
                .addParameter(int.class, "state");
        String call = graph.mode() == Mode.ID ? "system.%s(id)" : "entity.%s()";
        List<Arm> arms = new ArrayList<>();
        boolean methods = false;
        for (State state : graph.states()) {
            List<Timer> timers = armed(graph, state);
            if (timers.isEmpty()) {
                continue;
            }
            CodeBlock.Builder body = CodeBlock.builder();
            if (timers.stream().allMatch(Timer::constant)) {
                // A constant delay was checked at compile time.
                body.addStatement("timerDelay = $L", delay(timers, call)).addStatement("timerTo = $L", target(timers));
            } else if (timers.size() == 1) {
                methods = true;
                body.addStatement("timer($L, $L, $L, $S)", state.ordinal(), delay(timers, call), target(timers),
                        timers.get(0).method() + "()");
            } else {
                // A block of its own: another case may declare its delay and target too.
                methods = true;
                body.add("{\n").indent().add(choice(timers, call))
                        .addStatement("timer($L, delay, to, $S)", state.ordinal(), timers.stream()
                                .filter(t -> !t.constant()).map(t -> t.method() + "()")
                                .collect(Collectors.joining(" or ")))
                        .unindent().add("}\n");
            }
            arms.add(new Arm(List.of(state), describe(timers), body.addStatement("return").build()));
        }
        new StateSwitch(graph.states()).write(StateSwitch.Shape.EDITABLE,
                type, arm, "state", arms, StateSwitch.VOID_RETURN, "no timer",
                CodeBlock.of("throw new $T($S + state);\n", IllegalArgumentException.class,
                        fsmName + ": no state has ordinal "));
        if (methods) {
            type.addMethod(MethodSpec.methodBuilder("timer")
                    .addModifiers(Modifier.PRIVATE)
                    .addJavadoc("Sets the entity's timer in {@code state}: {@code delay} seconds, which {@code origin} "
                            + "returned, to {@code to}.\n\n@throws $T if the delay is NaN or negative; no timer is "
                            + "set\n", IllegalArgumentException.class)
                    .addParameter(int.class, "state").addParameter(float.class, "delay").addParameter(int.class, "to")
                    .addParameter(String.class, "origin")
                    .beginControlFlow("if (!(delay >= 0f))")
                    .addStatement("throw new $T(NAME + $S + STATES[state].name() + $S + origin\n+ $S + delay + $S + "
                            + "describe()\n+ $S)", IllegalArgumentException.class, ": the @After delay of ", ", ",
                            ", is ", " seconds for ", "; a delay is 0 or more (+Infinity: never): no timer is set")
                    .endControlFlow()
                    .addStatement("timerDelay = delay")
                    .addStatement("timerTo = to")
                    .build());
        }
    }

    /**
     * The test that starts the decision of a state with timers: a timer that fell due makes the transition,
     * and nothing else of the decision runs. Empty for a state without timers.
     *
     * @param due the test, {@code timerDue(slot)}
     * @param target the timer's target where the state's timers lead to several states: {@code timerTarget(slot)}
     */
    static CodeBlock dueTest(MachineGraph graph, State state, String due, String target) {
        List<Timer> timers = armed(graph, state);
        if (timers.isEmpty()) {
            return CodeBlock.of("");
        }
        Optional<State> only = onlyTarget(timers);
        return CodeBlock.builder().beginControlFlow("if ($L)", due)
                .add(only.map(to -> CodeBlock.of("return $T.AFTER << 16 | $L; // $L\n", RuntimeTypes.EVENTS,
                        to.ordinal(), to.name())).orElse(CodeBlock.of("return $T.AFTER << 16 | $L;\n",
                                RuntimeTypes.EVENTS, target)))
                .endControlFlow().build();
    }

    /**
     * The timers of {@code state} that can fire, as arm compares them: those the graph arms, and of two of the
     * same delay method the first (the later one always ties it).
     */
    static List<Timer> armed(MachineGraph graph, State state) {
        List<Timer> armed = new ArrayList<>();
        for (Timer timer : graph.armedTimers(state)) {
            if (timer.constant() || armed.stream().noneMatch(t -> !t.constant() && t.method().equals(timer.method()))) {
                armed.add(timer);
            }
        }
        return armed;
    }

    /** The one state {@code timers} lead to, if they all lead to one. */
    static Optional<State> onlyTarget(List<Timer> timers) {
        return timers.stream().map(Timer::target).distinct().count() == 1 ? Optional.of(timers.get(0).target())
                : Optional.empty();
    }

    /** {@code after 2s to IDLE, after patience() to SEARCH}: the case label's note. */
    private static String describe(List<Timer> timers) {
        return timers.stream().map(Timer::describe).collect(Collectors.joining(", "));
    }

    /**
     * Of several timers, the statements that leave the first to fall due in {@code delay} and {@code to};
     * nothing for one timer, whose delay and target are written where they are used.
     */
    private static CodeBlock choice(List<Timer> timers, String call) {
        if (timers.size() == 1) {
            return CodeBlock.of("");
        }
        Timer first = timers.get(0);
        CodeBlock.Builder code = CodeBlock.builder()
                .addStatement("float delay = $L", value(first, call))
                .add("int to = $L; // $L\n", first.target().ordinal(), first.target().name())
                .add("// A later timer wins only when shorter: on a tie the first declared fires.\n")
                .add(timers.stream().anyMatch(t -> !t.constant()) ? "// A NaN stays, to be refused.\n" : "");
        for (Timer timer : timers.subList(1, timers.size())) {
            if (timer.constant()) {
                code.beginControlFlow("if ($L < delay)", value(timer, call));
                code.addStatement("delay = $L", value(timer, call));
            } else {
                String local = timer.method() + "Delay";
                code.addStatement("float $L = $L", local, value(timer, call))
                        .beginControlFlow("if ($L < delay || $T.isNaN($L))", local, Float.class, local)
                        .addStatement("delay = $L", local);
            }
            code.add("to = $L; // $L\n", timer.target().ordinal(), timer.target().name()).endControlFlow();
        }
        return code.build();
    }

    /** The delay {@code timer} of {@link #choice} leaves: {@code delay}, or the one timer's own. */
    private static String delay(List<Timer> timers, String call) {
        return timers.size() == 1 ? value(timers.get(0), call) : "delay";
    }

    private static CodeBlock target(List<Timer> timers) {
        return timers.size() == 1 ? CodeBlock.of("$L", timers.get(0).target().ordinal()) : CodeBlock.of("to");
    }

    /** A timer's delay as code: {@code 2.5f}, or the call of its method. */
    private static String value(Timer timer, String call) {
        if (timer.constant()) {
            return AfterModel.printed(timer.seconds()) + "f";
        }
        return String.format(call, timer.method());
    }
}
