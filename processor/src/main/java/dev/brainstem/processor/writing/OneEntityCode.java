package dev.brainstem.processor.writing;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeSpec;
import dev.brainstem.processor.model.Group;
import dev.brainstem.processor.model.Mode;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import javax.lang.model.element.Modifier;

/**
 * The one-entity machine: its fields, {@code start}, {@code update}, {@code transitionTo}, the
 * mailbox's methods, {@code follow} (by {@link TransitionCode}) and the accessors.
 */
final class OneEntityCode extends FsmPiece {
    OneEntityCode(FsmPiece.Site site) {
        super(site);
    }

    void oneEntityMachine() {
        boolean id = mode == Mode.ID;
        boolean settle = graph.model().settle();
        if (id) {
            type.addField(entity, "system", Modifier.PRIVATE, Modifier.FINAL);
            type.addField(int.class, "id", Modifier.PRIVATE, Modifier.FINAL);
        } else {
            type.addField(entity, "entity", Modifier.PRIVATE, Modifier.FINAL);
        }
        type.addField(int.class, "state", Modifier.PRIVATE);
        type.addField(FieldSpec.builder(int.class, "previous", Modifier.PRIVATE).initializer("STAY").build());
        boolean messages = graph.hasMessages();
        // Every machine keeps its clock, read by clock(); the mailbox's due times and the time in
        // state count on it too.
        type.addField(FieldSpec.builder(double.class, "clock", Modifier.PRIVATE)
                .addJavadoc("The sum of the dt of every update so far, in seconds.\n").build());
        if (messages) {
            type.addField(FieldSpec.builder(RuntimeTypes.MAILBOX, "mail", Modifier.PRIVATE, Modifier.FINAL)
                    .addJavadoc("The messages sent to the entity, delivered at the start of the next update once "
                            + "due.\n")
                    .initializer("new $T()", RuntimeTypes.MAILBOX).build());
            type.addField(FieldSpec.builder(boolean.class, "deliversOnUpdate", Modifier.PRIVATE)
                    .addJavadoc("Whether an update's start delivers the messages due, or only {@link #deliver()} does.\n")
                    .initializer("true").build());
            type.addField(FieldSpec.builder(int.class, "spent", Modifier.PRIVATE)
                    .addJavadoc("The transitions made in this update or transitionTo so far, its messages' included: "
                            + "the failsafe\ncounts them together.\n").build());
        }
        if (graph.keepsTime()) {
            type.addField(FieldSpec.builder(double.class, "entered", Modifier.PRIVATE)
                    .addJavadoc("The clock when the entity entered its state, written on transitions only.\n").build());
        }
        if (graph.hasStacks()) {
            type.addField(FieldSpec.builder(RuntimeTypes.INTERRUPT_STACKS, "stacks", Modifier.PRIVATE, Modifier.FINAL)
                    .addJavadoc("The states the entity's interrupts suspended.\n")
                    .initializer("new $T(STACK_DEPTH, 1)", RuntimeTypes.INTERRUPT_STACKS).build());
        }
        if (!graph.historyGroups().isEmpty()) {
            type.addField(FieldSpec.builder(RuntimeTypes.GROUP_HISTORY, "history", Modifier.PRIVATE, Modifier.FINAL)
                    .addJavadoc("The state the entity last left each history group from.\n")
                    .initializer("new $T($L, 1)", RuntimeTypes.GROUP_HISTORY, graph.historyGroups().size()).build());
        }
        type.addField(FieldSpec.builder(boolean.class, "busy", Modifier.PRIVATE)
                .addJavadoc("Whether an update or transitionTo is running, so that its handlers cannot nest another.\n")
                .build());
        ParameterizedTypeName listenerType = ParameterizedTypeName.get(RuntimeTypes.TRANSITION_LISTENER, stateType);
        type.addField(listenerType, "listener", Modifier.PRIVATE);
        OneEntityRegionCode regionCode = new OneEntityRegionCode(site);
        regionCode.fields();

        MethodSpec.Builder constructor = MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE);
        receiverParameters(constructor);
        if (id) {
            constructor.addStatement("this.system = system").addStatement("this.id = id");
        } else {
            constructor.addStatement("this.entity = entity");
        }
        type.addMethod(constructor.build());

        String who = id ? "entity {@code id} of {@code system}" : "{@code entity}";
        MethodSpec.Builder start = MethodSpec.methodBuilder("start")
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .returns(fsm)
                .addJavadoc("Starts $L in the initial state, $L,\nrunning its enter handler with "
                        + "{@code from == null}.\n", who, graph.initial().name());
        receiverParameters(start);
        if (!regions.follows()) {
            type.addMethod(start.addStatement("return start($L, $L)", receiver(), refs.constant(graph.initial())).build());
        }

        MethodSpec.Builder startIn = MethodSpec.methodBuilder("start")
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .returns(fsm)
                .addJavadoc("Starts $L in {@code state},\nwhich must be the initial state or an entry point, "
                        + "running its enter handler with\n{@code from == null}.\n\n", who)
                .addJavadoc("@throws $T if the $L is null or the state cannot be entered from outside\n",
                        IllegalArgumentException.class, id ? "system" : "entity");
        receiverParameters(startIn);
        if (regions.follows()) {
            // A later region starts in its initial state, made by the machine of region 0, its leader.
            startIn = MethodSpec.methodBuilder("start").addModifiers(Modifier.STATIC).returns(fsm)
                    .addJavadoc("Starts region $L of $L in its initial state, $L, for {@code leader},\nthe machine of "
                            + "region $L.\n", regions.enumName(regions.index()), who, graph.initial().name(),
                            regions.enumName(0));
            receiverParameters(startIn);
            startIn.addParameter(regions.fsm(0), "leader")
                    .addStatement("$T state = $L", stateType, refs.constant(graph.initial()));
        } else {
            startIn.addParameter(stateType, "state");
        }
        startIn.beginControlFlow("if ($L == null)", id ? "system" : "entity")
                .addStatement("throw new $T($S)", IllegalArgumentException.class,
                        fsm.simpleName() + ": cannot start a null " + (id ? "system" : "entity"))
                .endControlFlow()
                .addStatement("$T machine = new $T($L)", fsm, fsm, receiver())
                .addCode(regions.follows() ? CodeBlock.of("machine.leader = leader;\n") : CodeBlock.of(""))
                .addStatement(graph.enterableConstants().isEmpty() ? "machine.state = checkStartable(state)"
                        : "machine.state = entry(checkStartable(state))")
                .addCode(TransitionCode.start(graph, CodeBlock.of(""),
                        receiver() + RegionReads.arguments(graph, "machine." + RegionReads.INSTANCE), "machine.state",
                        CodeBlock.of("machine.follow($T.ENTER, machine.state, next$L)", RuntimeTypes.EVENTS,
                                settle ? ", 0f" : ""), CodeBlock.of(""), graph.hasTimers()
                                ? CodeBlock.builder().addStatement("machine.arm(machine.state)").build() : CodeBlock.of(""),
                        graph.hasTimers() ? CodeBlock.builder()
                                .add("// An entry cut short is armed as every entry is (a batch's add is too).\n")
                                .add(cutShort("machine.")).build() : CodeBlock.of("")))
                .addCode(regions.leads() ? regionCode.startFollowers() : CodeBlock.of(""))
                .addStatement("return machine");
        type.addMethod(startIn.build());

        if (regions.follows()) {
            followerUpdate(messages, settle);
        } else {
            update(messages, settle);
        }
        type.addMethod(MethodSpec.methodBuilder("transitionTo")
                .addModifiers(Modifier.PUBLIC)
                .addJavadoc("Sends the entity to {@code target} from outside, running the current state's exit "
                        + "and the target's\nenter (also when it is already there: that re-enters it). This is how "
                        + "game code stuns or\nkills.\n\n")
                .addJavadoc("@throws $T unless {@code target} is the initial state or an entry point\n",
                        IllegalArgumentException.class)
                .addParameter(stateType, "target")
                .addStatement("int next = checkStartable(target)")
                .addStatement("claim()")
                .beginControlFlow("try")
                .addCode(messages ? CodeBlock.of("spent = 0;\n") : CodeBlock.of(""))
                .addStatement("follow($T.NONE, state, next$L)", RuntimeTypes.EVENTS, settle ? ", 0f" : "")
                .nextControlFlow("finally").addStatement("busy = false").endControlFlow()
                .build());

        type.addMethod(MethodSpec.methodBuilder("setListener")
                .addModifiers(Modifier.PUBLIC)
                .addJavadoc("Calls {@code listener} after each transition of the entity, once it is complete "
                        + "(exit, state,\nenter), with the handle $L; null removes it.\n", id ? "{@code id}" : "0")
                .addParameter(listenerType, "listener")
                .addStatement("this.listener = listener")
                .build());

        type.addMethod(MethodSpec.methodBuilder("claim")
                .addModifiers(Modifier.PRIVATE)
                .addJavadoc("Refuses an update or transitionTo made from inside one of the entity's own handlers, "
                        + "which would\nnest one transition inside another.\n")
                .beginControlFlow("if (busy)")
                .addStatement("throw new $T(\n$L)", IllegalStateException.class, Literals.string(fsm.simpleName()
                        + ": update or transitionTo called from one of the entity's own handlers; a handler returns the "
                        + "next state instead"))
                .endControlFlow()
                .addStatement("busy = true")
                .build());

        follow();
        regionCode.reads();
        if (regions.leads()) {
            regionCode.leaderApi();
        }
        new DecideCode(site).decisions();
        if (messages) {
            new MailboxCode(site).write(settle);
        } else if (regions.leads() && new RegionMail(regions).any()) {
            regionCode.leaderMailOnly();
        }
        if (graph.hasTimers()) {
            TimerCode.fsmTimer(type, graph, fsm.simpleName());
        }
        if (graph.keepsTime()) {
            type.addMethod(MethodSpec.methodBuilder("timeInState")
                    .addModifiers(Modifier.PUBLIC)
                    .returns(float.class)
                    .addJavadoc("The seconds the entity has spent in its state: the sum of the dt of the updates since "
                            + "it\nentered it (any transition, re-entry included, resets it).\n")
                    .addStatement("return (float) (clock - entered)").build());
        }

        type.addMethod(MethodSpec.methodBuilder("clock")
                .addModifiers(Modifier.PUBLIC)
                .returns(double.class)
                .addJavadoc("The entity's clock: the sum of the dt of its updates so far, in seconds.\n")
                .addStatement("return clock").build());
        type.addMethod(MethodSpec.methodBuilder("state")
                .addModifiers(Modifier.PUBLIC)
                .returns(stateType)
                .addJavadoc("The state the entity is in.\n")
                .addStatement("return STATES[state]").build());
        type.addMethod(MethodSpec.methodBuilder("previous")
                .addModifiers(Modifier.PUBLIC)
                .returns(stateType)
                .addJavadoc("The state the entity was in before its last transition; null before the first.\n")
                .addStatement("return stateAt(previous)").build());
        if (graph.hasStacks()) {
            type.addMethod(MethodSpec.methodBuilder("stack")
                    .addModifiers(Modifier.PUBLIC)
                    .returns(ParameterizedTypeName.get(ClassName.get(List.class), stateType))
                    .addJavadoc("The states the entity's interrupts suspended, bottom first (the current state is "
                            + "not among them);\nempty outside an interrupt.\n")
                    .addStatement("$T<$T> states = new $T<$T>(stacks.size(0))", List.class, stateType, ArrayList.class,
                            stateType)
                    .beginControlFlow("for (int k = 0; k < stacks.size(0); k++)")
                    .addStatement("states.add(STATES[stacks.at(0, k)])")
                    .endControlFlow()
                    .addStatement("return states").build());
        }
        if (!graph.historyGroups().isEmpty()) {
            lastIn(type);
        }
        if (id) {
            type.addMethod(MethodSpec.methodBuilder("system").addModifiers(Modifier.PUBLIC).returns(entity)
                    .addJavadoc("The system that owns the entity's data.\n").addStatement("return system").build());
            type.addMethod(MethodSpec.methodBuilder("id").addModifiers(Modifier.PUBLIC).returns(int.class)
                    .addJavadoc("The entity's id in its system.\n").addStatement("return id").build());
        } else {
            type.addMethod(MethodSpec.methodBuilder("entity").addModifiers(Modifier.PUBLIC).returns(entity)
                    .addJavadoc("The entity this machine drives.\n").addStatement("return entity").build());
        }
        type.addMethod(MethodSpec.methodBuilder("toString")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(String.class)
                .addStatement("return $S + describe() + $S + STATES[state] + $S", fsm.simpleName() + "[", " in ", "]")
                .build());
        type.addMethod(MethodSpec.methodBuilder("describe")
                .addModifiers(Modifier.PRIVATE)
                .returns(String.class)
                .addCode(id ? CodeBlock.of("return \"id \" + id;\n")
                        : CodeBlock.of("return $T.valueOf(entity);\n", String.class))
                .build());
    }

    /** The one-entity machine's {@code update}: a plain machine's, or a leader's, which runs its followers too. */
    private void update(boolean messages, boolean settle) {
        type.addMethod(MethodSpec.methodBuilder("update")
                .addModifiers(Modifier.PUBLIC)
                .returns(stateType)
                .addJavadoc("Runs one tick: $Lthe current state's decision with {@code dt}$L,\nthen the "
                        + "transitions it asks for (exit, enter, redirects$L).\n\n"
                        + "@return the state after the tick\n"
                        + "@throws $T if a handler returns a state its {@code to()} does not list\n"
                        + "@throws $T after {@link #MAX_TRANSITIONS_PER_TICK} transitions\n",
                        messages ? CodeBlock.of("the messages due (see {@link #send($T, float)}), each to its "
                                + "handler\n(unless {@link #setMessageDelivery} leaves them to {@link #deliver()}),\n"
                                + "then ", Object.class) : "",
                        decisionNote(),
                        settle ? ", and the new state's decision while it moves on" : "",
                        RuntimeTypes.ILLEGAL_TRANSITION, RuntimeTypes.TRANSITION_LIMIT)
                .addParameter(float.class, "dt")
                .addStatement("$T.check(NAME, $S, dt)", RuntimeTypes.TIME_STEP, "update")
                .addStatement("claim()")
                .beginControlFlow("try")
                .addCode(regions.leads() ? beginFollowers() : CodeBlock.of(""))
                .addStatement("clock += dt")
                .addCode(messages ? CodeBlock.builder().addStatement("spent = 0")
                        .beginControlFlow("if (deliversOnUpdate)").addStatement("deliverMail()").endControlFlow()
                        .build() : CodeBlock.of(""))
                .addCode(decideAndFollow(settle))
                .nextControlFlow("finally").addStatement("busy = false").endControlFlow()
                .addCode(regions.leads() ? updateFollowers() : CodeBlock.of(""))
                .addStatement("return STATES[state]").build());
    }

    /** What the update's Javadoc says the decision is: its steps, its timer, and why it is never sliced. */
    private String decisionNote() {
        String steps = graph.hasDecisions() ? "its groups' updates, its guards, its update" : "its update handler";
        String note = graph.hasTimers() ? " (its timer, once it fell due, alone;\nelse " + steps + ")" : " (" + steps + ")";
        return graph.slices() ? note + ",\nat every update (@OnUpdate(every) slices a batch's crowd; one entity has none)"
                : note;
    }

    /**
     * A follower's update, which only its leader calls, after {@code begin}: that region's messages opened at
     * the update's start, then its decision; the leader advanced its clock before any region decided.
     */
    private void followerUpdate(boolean messages, boolean settle) {
        type.addMethod(MethodSpec.methodBuilder("begin")
                .addJavadoc("The start of the leader's update, before any region decides: this region's clock moves "
                        + "on\nby {@code dt}$L.\n", messages ? ", and the messages due by it and sent before now are "
                        + "the ones\nits update delivers" : "")
                .addParameter(float.class, "dt")
                .addStatement("clock += dt")
                .addCode(messages ? CodeBlock.builder().addStatement("spent = 0")
                        .beginControlFlow("if (deliversOnUpdate)").addStatement("mail.open(clock)").endControlFlow()
                        .build() : CodeBlock.of(""))
                .build());
        type.addMethod(MethodSpec.methodBuilder("update")
                .returns(stateType)
                .addJavadoc("This region's part of the leader's update, after {@code begin} and the earlier regions' "
                        + "parts:\n$Lits decision with {@code dt}, then the transitions it asks for.\n\n"
                        + "@return the state after the tick\n", messages ? "the messages {@code begin} opened, then " : "")
                .addParameter(float.class, "dt")
                .addStatement("claim()")
                .beginControlFlow("try")
                .addCode(messages ? CodeBlock.builder()
                        .beginControlFlow("if (deliversOnUpdate)").addStatement("deliverOpened()").endControlFlow()
                        .build() : CodeBlock.of(""))
                .addCode(decideAndFollow(settle))
                .nextControlFlow("finally").addStatement("busy = false").endControlFlow()
                .addStatement("return STATES[state]").build());
    }

    /** An update's decision, and the transition it asks for. */
    private static CodeBlock decideAndFollow(boolean settle) {
        return CodeBlock.builder()
                .addStatement("int decided = decide(state, dt)")
                .beginControlFlow("if (decided != STAY)")
                .addStatement("follow(decided >>> 16, state, decided & 0xFFFF$L)", settle ? ", dt" : "")
                .endControlFlow()
                .build();
    }

    /** The leader's update, before its own region decides: every other region's clock and messages, in order. */
    private CodeBlock beginFollowers() {
        CodeBlock.Builder code = CodeBlock.builder();
        for (int r : regions.followers()) {
            code.addStatement("$N.begin(dt)", regions.field(r));
        }
        return code.build();
    }

    /** The leader's update, after its own region's: each other region's, in order. */
    private CodeBlock updateFollowers() {
        CodeBlock.Builder code = CodeBlock.builder();
        for (int r : regions.followers()) {
            code.addStatement("$N.update(dt)", regions.field(r));
        }
        return code.build();
    }

    /** What {@code follow} does, for its Javadoc: one transition, or a chain counted against the failsafe. */
    private CodeBlock followJavadoc(boolean settle) {
        CodeBlock asked = CodeBlock.of("Moves from {@code current} to {@code next}, asked for by a handler of {@code event} "
                + "($T.NONE: from\noutside)", RuntimeTypes.EVENTS);
        if (!TransitionCode.chains(graph)) {
            return CodeBlock.of("$L$L.\n\n@return the state the entity ends in\n", asked, graph.hasMessages()
                    ? ", unless its messages made {@link #MAX_TRANSITIONS_PER_TICK} transitions\nin this update already" : "");
        }
        return CodeBlock.of("$L, then follows enter redirects$L, counting transitions\nagainst "
                + "{@link #MAX_TRANSITIONS_PER_TICK}$L.\n\n@return the state the entity ends in\n", asked,
                settle ? "\nand, after a decision, the new state's decision with the same dt" : "",
                graph.hasMessages() ? " on from those made earlier in the update (its\nmessages')" : "");
    }

    /** The transition, by the algorithm both machines share, kept in this machine's fields. */
    void follow() {
        boolean settle = graph.model().settle();
        MethodSpec.Builder follow = MethodSpec.methodBuilder("follow")
                .addModifiers(Modifier.PRIVATE)
                .returns(int.class)
                .addJavadoc(followJavadoc(settle))
                .addParameter(int.class, "event").addParameter(int.class, "current").addParameter(int.class, "next");
        if (settle) {
            follow.addParameter(float.class, "dt");
        }
        String receiver = machineArguments();
        String handle = mode == Mode.ID ? "id" : "0";
        if (graph.hasTimers()) {
            // Whether the entity entered a state whose timer is not armed yet (an enter's redirect comes as
            // ENTER): an entry cut short (its enter threw, its redirect was refused) arms the state it ended
            // in, once, as a batch's does.
            follow.addStatement("boolean unarmed = event == $T.ENTER", RuntimeTypes.EVENTS).beginControlFlow("try");
        }
        follow.addCode(TransitionCode.body(graph, new TransitionCode.Bookkeeping() {
            @Override
            public CodeBlock statics() {
                return CodeBlock.of("");
            }

            @Override
            public String receiver() {
                return receiver;
            }

            @Override
            public String describe() {
                return "describe()";
            }

            @Override
            public String time() {
                return "timeInState()";
            }

            @Override
            public String decide() {
                return "decide(current, dt)";
            }

            @Override
            public String madeBefore() {
                return graph.hasMessages() ? "spent" : "0";
            }

            @Override
            public String stackIndex() {
                return "0";
            }

            @Override
            public CodeBlock running(CodeBlock event) {
                return CodeBlock.of("");
            }

            @Override
            public CodeBlock moved() {
                CodeBlock.Builder code = CodeBlock.builder()
                        .addStatement("previous = left")
                        .addStatement("state = next");
                if (graph.keepsTime()) {
                    code.addStatement("entered = clock");
                }
                if (graph.hasTimers()) {
                    // Leaving cancels the timer; the entry, once complete, arms the new state's.
                    code.addStatement("timerDelay = $T.POSITIVE_INFINITY", Float.class)
                            .addStatement("unarmed = true");
                }
                if (graph.hasMessages()) {
                    // One more than the count at the hop's top, which the chain's own count (made) starts from.
                    code.addStatement("spent++");
                }
                // Where enters redirect, event is ENTER before the listener is told: it hears of the one that asked.
                return graph.entersRedirect() ? code.addStatement("int cause = event").build() : code.build();
            }

            @Override
            public CodeBlock entered() {
                return graph.hasTimers() ? CodeBlock.builder().addStatement("unarmed = false")
                        .addStatement("arm(current)").build() : CodeBlock.of("");
            }

            @Override
            public CodeBlock entering(CodeBlock enter) {
                // Told once the transition is complete, enter included; also when the enter throws, as a
                // batch's listener is: the transition is made either way.
                return CodeBlock.builder()
                        .beginControlFlow("try")
                        .add(enter)
                        .nextControlFlow("finally")
                        .beginControlFlow("if (listener != null)")
                        .addStatement("listener.onTransition($L, STATES[left], STATES[current], $L)", handle,
                                graph.entersRedirect() ? "cause" : "event")
                        .endControlFlow()
                        .endControlFlow()
                        .build();
            }
        }));
        if (graph.hasTimers()) {
            follow.nextControlFlow("catch ($T failure)", RuntimeException.class)
                    .beginControlFlow("if (unarmed)")
                    .addCode(cutShort(""))
                    .endControlFlow()
                    .addStatement("throw failure")
                    .endControlFlow();
        }
        type.addMethod(follow.build());
    }

    /**
     * An entry cut short by {@code failure} arms the state the entity is in, as a complete one would; a delay
     * it refuses then is suppressed in {@code failure}, which is the one thrown. {@code machine}: the
     * receiver, {@code "machine."} in the static start.
     */
    private static CodeBlock cutShort(String machine) {
        return CodeBlock.builder()
                .beginControlFlow("try")
                .addStatement("$Larm($Lstate)", machine, machine)
                .nextControlFlow("catch ($T refused)", IllegalArgumentException.class)
                .addStatement("failure.addSuppressed(refused)")
                .endControlFlow()
                .build();
    }


    /** {@code lastIn(group)}: what a history group holds for the entity, as the batch's {@code lastIn} answers. */
    private void lastIn(TypeSpec.Builder type) {
        List<Group> groups = graph.historyGroups();
        MethodSpec.Builder method = MethodSpec.methodBuilder("lastIn")
                .addModifiers(Modifier.PUBLIC)
                .returns(stateType)
                .addParameter(String.class, "group")
                .addJavadoc("The state the entity last left history group {@code group} from; null before it first "
                        + "leaves it.\n\n@throws $T if {@code group} is no history group of the machine\n",
                        IllegalArgumentException.class)
                .beginControlFlow("switch ($T.valueOf(group))", String.class);
        for (int i = 0; i < groups.size(); i++) {
            method.addCode("case $S:\n$>return stateAt(history.last(0, $L));\n$<", groups.get(i).name(), i);
        }
        String names = groups.stream().map(Group::name).collect(Collectors.joining(", "));
        method.addCode("default:\n$>throw new $T($S + group\n+ $S);\n$<", IllegalArgumentException.class,
                fsm.simpleName() + ": no history group ", "; the machine's are " + names);
        type.addMethod(method.endControlFlow().build());
    }
}
