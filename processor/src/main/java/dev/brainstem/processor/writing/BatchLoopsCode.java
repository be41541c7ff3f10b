package dev.brainstem.processor.writing;

import com.palantir.javapoet.AnnotationSpec;
import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeSpec;
import dev.brainstem.processor.model.Event;
import dev.brainstem.processor.model.MachineGraph;
import dev.brainstem.processor.model.Mode;
import dev.brainstem.processor.model.State;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * The tick of {@code XBatch}: one loop per state that calls its update handler directly on each
 * member of the state's bucket, each state's decision, and a settling machine's decision of an entity
 * in any state. The runtime reaches the loops through {@link #loopEntry}.
 */
final class BatchLoopsCode {
    private static final ClassName RUNTIME_LANE = RuntimeTypes.LANE;
    /** The comment on a state without a decision, whose entities all stay. */
    private static final String ALL_STAY = "no update handler: all stay";
    /** The comment on a state without a decision whose timers wake its entities. */
    private static final String SLEEPS = "no decision: it sleeps, and only its timers wake it";
    /** The most states a machine keeps its members as bitsets for. */
    static final int BITSET_STATES = 64;

    private final MachineGraph graph;
    private final Mode mode;
    private final ClassName entity;
    private final ClassName fsm;
    private final ClassName batch;
    private final TypeRefs refs;
    private final TypeSpec.Builder type;
    /** What a bucket's member is called: the id in id mode, the slot of the entity in object mode. */
    private final String member;

    BatchLoopsCode(MachineGraph graph, ClassName entity, ClassName fsm, ClassName batch, TypeRefs refs,
            TypeSpec.Builder type, String member) {
        this.graph = graph;
        this.mode = graph.mode();
        this.entity = entity;
        this.fsm = fsm;
        this.batch = batch;
        this.refs = refs;
        this.type = type;
        this.member = member;
    }

    /** {@code , true} when the batch keeps each entity's time of entry, for {@code @TimeInState} or its timers. */
    static String timed(MachineGraph graph) {
        return graph.keepsTime() ? ", true" : "";
    }

    /**
     * Whether the batch keeps its members as a bitset per state, and its loops walk the words: for
     * machines of up to {@value #BITSET_STATES} states. Above, a bitset per state would cost more than
     * eight bytes an entity, so the runtime sorts the slots by state before each tick and the loops
     * walk that order.
     */
    static boolean bitsets(MachineGraph graph) {
        return graph.stateCount() <= BITSET_STATES;
    }

    /**
     * Whether {@code state} has a loop and a decision method: it decides, or a live edit may come to make it
     * decide ({@link MachineGraph#decidesAlone}). Such a state's loop walks nothing until a hot reload gives
     * it a decision: the classes keep their shape.
     */
    static boolean looped(MachineGraph graph, State state) {
        return !graph.decision(state).isEmpty() || graph.decidesAlone(state);
    }

    /** The runtime's entry to the loops: {@code updateWords} over bitset words, else {@code update}. */
    void loopEntry() {
        if (bitsets(graph)) {
            wordLoops();
        } else {
            entityLoops();
        }
    }

    /** The method the runtime calls to run one state's loop over {@code members[lo..hi)}. */
    private MethodSpec.Builder updateMethod(boolean words) {
        MethodSpec.Builder method = MethodSpec.methodBuilder(words ? "updateWords" : "update")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PROTECTED)
                .addParameter(RUNTIME_LANE, "lane").addParameter(int.class, "state")
                .addParameter(words ? long[].class : int[].class, "members");
        if (words) {
            method.addParameter(long[].class, "leavers");
        }
        return method.addParameter(int.class, "lo").addParameter(int.class, "hi")
                .addParameter(float.class, "dt");
    }

    /** A machine of many states: a switch from the state to its loop over the sorted slots. */
    private void entityLoops() {
        List<Arm> arms = new ArrayList<>();
        for (State state : graph.states()) {
            if (looped(graph, state)) {
                arms.add(new Arm(List.of(state), "", CodeBlock.of("$N(lane, members, lo, hi, dt);\nreturn;\n",
                        MemberNames.loop(state))));
            } else if (!graph.timers(state).isEmpty()) {
                arms.add(new Arm(List.of(state), SLEEPS, CodeBlock.of("fireTimers(lane, state, members, lo, hi, dt);\n"
                        + "return;\n")));
            }
        }
        new StateSwitch(graph.states()).write(StateSwitch.Shape.EDITABLE,
                type, updateMethod(false), "state", arms, CodeBlock.of("return;\n"),
                ALL_STAY, CodeBlock.of("throw new $T($S + state);\n",
                        IllegalArgumentException.class, batch.simpleName() + ": no state has ordinal "));
    }

    /**
     * A machine of few states reaches each state's loop through an array of {@code WordLoop}s rather than
     * a switch, so that HotSpot compiles each loop on its own instead of inlining them all into the
     * runtime's tick (the measurement is in {@code WordLoop}'s Javadoc).
     */
    private void wordLoops() {
        CodeBlock.Builder loops = CodeBlock.builder().add("{\n$>$>");
        for (State state : graph.states()) {
            if (looped(graph, state)) {
                loops.add("this::$N,\n", MemberNames.loop(state));
            } else if (!graph.timers(state).isEmpty()) {
                loops.add("timersOnly($L), // $L: $L\n", state.ordinal(), state.name(), SLEEPS);
            } else {
                loops.add("$T.STAY, // $L: $L\n", RuntimeTypes.WORD_LOOP, state.name(), ALL_STAY);
            }
        }
        type.addField(FieldSpec.builder(ArrayTypeName.of(RuntimeTypes.WORD_LOOP), "loops", Modifier.PRIVATE,
                        Modifier.FINAL)
                .addJavadoc("Each state's loop, by ordinal: called through these, each is compiled on its own "
                        + "(see {@link $T}).\n", RuntimeTypes.WORD_LOOP)
                .initializer(loops.add("$<$<}").build())
                .build());
        type.addMethod(updateMethod(true)
                .addStatement("loops[state].update(lane, members, leavers, lo, hi, dt)").build());
    }

    /**
     * The loop over the entities of one state: its decision on each, and the transition it makes; an
     * entity that leaves is handed to the lane.
     */
    void updateLoop(State state) {
        boolean words = bitsets(graph);
        boolean decides = !graph.decision(state).isEmpty();
        MethodSpec.Builder loop = MethodSpec.methodBuilder(MemberNames.loop(state))
                .addModifiers(Modifier.PRIVATE)
                .addJavadoc(!decides ? "$L has no decision: its loop walks no entity until a hot reload gives it one.\n"
                        : words ? "$L: the decision of each entity of the words {@code members[lo..hi)}; those that\n"
                        + "leave move to {@code leavers}.\n"
                        : "$L: the decision of each entity of {@code members[lo..hi)}.\n", state.name())
                .addParameter(RUNTIME_LANE, "lane").addParameter(words ? long[].class : int[].class, "members");
        if (words) {
            loop.addParameter(long[].class, "leavers");
        }
        loop.addParameter(int.class, "lo").addParameter(int.class, "hi").addParameter(float.class, "dt");
        if (!decides) {
            type.addMethod(loop.build());
            return;
        }
        int every = graph.every(state);
        boolean sliced = words && every > 0;
        boolean due = sliced && !graph.timers(state).isEmpty();
        if (due) {
            loop.addStatement("long[] due = dueWords($L)", state.ordinal());
        }
        if (words) {
            // Each set bit is an entity. The leavers of a word are gathered in `left` and moved to `leavers` once
            // the word is done (`rest` is the loop's own copy of the word); the lane hears of the words once, at the
            // end: a word with leavers costs two stores, not a call.
            loop.addStatement("int went = $T.NOWHERE", RUNTIME_LANE)
                    .addStatement("int first = hi")
                    .addStatement("int last = lo")
                    .beginControlFlow("for (int w = lo; w < hi; w++)")
                    .addStatement("long left = 0L");
            if (due) {
                loop.addComment("Only those whose phase falls in this tick decide, and those whose timer fell "
                        + "due.")
                        .beginControlFlow("for (long rest = members[w] & (slice($L, w) | due[w]); rest != 0; "
                                + "rest &= rest - 1)", every);
            } else if (sliced) {
                loop.addComment("Only those whose phase falls in this tick decide.")
                        .beginControlFlow("for (long rest = members[w] & slice($L, w); rest != 0; rest &= rest - 1)",
                                every);
            } else {
                loop.beginControlFlow("for (long rest = members[w]; rest != 0; rest &= rest - 1)");
            }
            loop.addStatement("int $L = w << 6 | $T.numberOfTrailingZeros(rest)", member, Long.class);
        } else {
            loop.beginControlFlow("for (int i = lo; i < hi; i++)")
                    .addStatement("int $L = members[i]", member);
        }
        loop.addStatement(every > 0 ? "int decided = $N(lane, $L)" : "int decided = $N(lane, $L, dt)",
                MemberNames.decision(state), member);
        // Where the decision can lead to one state only, it is a constant the JIT folds the enters with.
        CodeBlock target = DecisionCode.onlyTarget(graph, state)
                .map(only -> CodeBlock.of("$L, dt); // from $L to $L", only.ordinal(), state.name(), only.name()))
                .orElse(CodeBlock.of("decided & 0xFFFF, dt); // from $L", state.name()));
        loop.beginControlFlow("if (decided != $T.STAY)", fsm)
                .addCode("int next = move(lane, $L, decided >>> 16, $L, $L\n", member, state.ordinal(), target)
                .beginControlFlow("if (next != $L)", state.ordinal());
        if (words) {
            loop.addStatement("left |= rest & -rest")
                    .addStatement("went = went == next || went == $T.NOWHERE ? next : $T.MIXED", RUNTIME_LANE,
                            RUNTIME_LANE);
        } else {
            loop.addStatement("lane.arrive(next, $L)", member);
        }
        loop.endControlFlow()
                .endControlFlow()
                .endControlFlow();
        if (words) {
            loop.beginControlFlow("if (left != 0L)")
                    .addStatement("members[w] &= ~left")
                    .addStatement("leavers[w] |= left")
                    .addStatement("first = $T.min(first, w)", Math.class)
                    .addStatement("last = w")
                    .endControlFlow()
                    .endControlFlow()
                    .beginControlFlow("if (went != $T.NOWHERE)", RUNTIME_LANE)
                    .addStatement("lane.left(first, last + 1, went)")
                    .endControlFlow();
        }
        type.addMethod(loop.build());
    }

    /**
     * The decision of an entity in one state, by {@link DecisionCode}: a handler's exception is given
     * to {@code failed} with the event of the step that threw, and the entity stays.
     */
    void decision(State state) {
        if (graph.decision(state).isEmpty()) {
            type.addMethod(MethodSpec.methodBuilder(MemberNames.decision(state))
                    .addAnnotation(AnnotationSpec.builder(SuppressWarnings.class).addMember("value", "$S", "unused")
                            .build())
                    .addModifiers(Modifier.PRIVATE)
                    .returns(int.class)
                    .addJavadoc("$L has no decision: it stays. Its loop calls this once a hot reload gives it one.\n\n"
                            + "@return {@code STAY}\n", state.name())
                    .addParameter(RUNTIME_LANE, "lane").addParameter(int.class, member).addParameter(float.class, "dt")
                    .addStatement("return $T.STAY", fsm)
                    .build());
            return;
        }
        List<Event> events = DecisionCode.events(graph, state);
        boolean several = events.size() > 1;
        int every = graph.every(state);
        MethodSpec.Builder method = MethodSpec.methodBuilder(MemberNames.decision(state))
                .addModifiers(Modifier.PRIVATE)
                .returns(int.class)
                .addJavadoc("$L's decision:\n$L$L.\n\n@return {@code STAY}, or {@code event << 16 | next}\n",
                        state.name(), graph.timers(state).isEmpty() ? "" : "its timer, then ",
                        DecisionCode.summary(graph, state))
                .addParameter(RUNTIME_LANE, "lane").addParameter(int.class, member);
        if (every == 0) {
            method.addParameter(float.class, "dt");
        }
        method.addCode(TimerCode.dueTest(graph, state, "timerDue(" + member + ")", "timerTarget(" + member + ")"));
        if (every > 0) {
            // The loop's slice selected the entity's run where no timer reached it and the loop walks bitsets.
            boolean selected = bitsets(graph) && graph.timers(state).isEmpty();
            boolean takesDt = graph.decision(state).stream().anyMatch(step -> step.handler().takesDt());
            method.addComment("Sliced: it decides at its phase, on one tick in $L times its stride$L", every,
                    takesDt ? ", with the seconds" : ".");
            if (takesDt) {
                method.addComment("since it last decided here (or entered).");
            }
            method.beginControlFlow(selected ? "if (!strideDue($L, $L))" : "if (!phaseDue($L, $L))", member, every)
                    .addStatement("return $T.STAY", fsm)
                    .endControlFlow();
            if (takesDt) {
                method.addStatement("float dt = sinceUpdate($L)", member);
            }
        }
        if (mode == Mode.OBJECT) {
            method.addStatement("$T entity = entities[slot]", entity);
        }
        boolean timed = graph.decision(state).stream().anyMatch(step -> step.handler().readsTimeInState());
        if (timed) {
            method.addStatement("float time = timeAt($L)", member);
        }
        if (several) {
            method.addStatement("int event = $T.$L", RuntimeTypes.EVENTS, events.get(0).name());
        }
        // The constant itself, which the JIT folds where a handler compares it, as an array element it cannot.
        CodeBlock current = refs.constant(state);
        method.beginControlFlow("try")
                .addCode(DecisionCode.body(graph, state, new DecisionCode.Seat() {
                    @Override
                    public CodeBlock statics() {
                        return CodeBlock.of("$T.", fsm);
                    }

                    @Override
                    public String receiver() {
                        return mode == Mode.ID ? "system" : "entity";
                    }

                    @Override
                    public String checkPrefix() {
                        return member + ", ";
                    }

                    @Override
                    public Handlers.Site site() {
                        return new Handlers.Site(member, "dt", "time", current).readingRegions(BatchWriter.regionPattern(member));
                    }

                    @Override
                    public CodeBlock running(Event event) {
                        return several ? CodeBlock.builder().addStatement("event = $T.$L", RuntimeTypes.EVENTS,
                                event.name()).build() : CodeBlock.of("");
                    }
                }))
                .nextControlFlow("catch ($T failure)", Exception.class)
                .addStatement("failed(lane, $L, $L, failure)", member,
                        several ? "event" : CodeBlock.of("$T.$L", RuntimeTypes.EVENTS, events.get(0).name()))
                .addStatement("return $T.STAY", fsm)
                .endControlFlow();
        type.addMethod(method.build());
    }

    /** A settling machine's decision of an entity in any state, after a transition a decision made. */
    void decideSwitch() {
        MethodSpec.Builder method = MethodSpec.methodBuilder("decide")
                .addModifiers(Modifier.PRIVATE)
                .returns(int.class)
                .addJavadoc("The decision of the entity {@code $L}, now in {@code state}.\n\n"
                        + "@return {@code STAY}, or {@code event << 16 | next}\n", member)
                .addParameter(RUNTIME_LANE, "lane").addParameter(int.class, member).addParameter(int.class, "state")
                .addParameter(float.class, "dt");
        List<Arm> arms = new ArrayList<>();
        for (State state : graph.states()) {
            boolean sleeps = graph.decision(state).isEmpty();
            if (!sleeps && graph.every(state) == 0) {
                arms.add(new Arm(List.of(state), "", CodeBlock.of("return $N(lane, $L, dt);\n",
                        MemberNames.decision(state), member)));
            } else if (!sleeps || !graph.timers(state).isEmpty()) {
                // A sliced state decides at its phase, never in the tick it was entered: only its timer may fire.
                arms.add(new Arm(List.of(state), sleeps ? "its timer only" : "sliced: its timer only, it decides at "
                        + "its phase", CodeBlock.builder()
                        .add(TimerCode.dueTest(graph, state, "timerDue(" + member + ")", "timerTarget(" + member + ")"))
                        .addStatement("return $T.STAY", fsm).build()));
            }
        }
        new StateSwitch(graph.states()).write(StateSwitch.Shape.EDITABLE,
                type, method, "state", arms, CodeBlock.of("return $T.STAY;\n", fsm),
                "no update handler", CodeBlock.of("throw new $T($S + state);\n", IllegalArgumentException.class,
                        batch.simpleName() + ": no state has ordinal "));
    }

}
