package dev.brainstem.processor.writing;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeVariableName;
import dev.brainstem.processor.model.MachineGraph;
import dev.brainstem.processor.model.Mode;
import java.util.stream.Collectors;
import javax.lang.model.element.Modifier;

/**
 * What a machine of regions adds to its one-entity machines. The leader ({@code SoldierFsm}, region 0's)
 * holds the other regions' machines, which its {@code start} and {@code resume} start and place after its
 * own region, and which its {@code update} runs after its own, region after region; it takes their
 * states in {@code transitionTo} overloads and {@code state(Weapon.class)}, and sends a message to every
 * region that takes its type. A follower ({@code SoldierWeaponFsm}) knows its leader, through which its
 * handlers read the other regions' states ({@code @Current}).
 */
final class OneEntityRegionCode extends FsmPiece {
    OneEntityRegionCode(FsmPiece.Site site) {
        super(site);
    }

    /** The leader's fields of its followers' machines; a follower's field of its leader. */
    void fields() {
        if (regions.leads()) {
            for (int r : regions.followers()) {
                type.addField(FieldSpec.builder(regions.fsm(r), regions.field(r), Modifier.PRIVATE)
                        .addJavadoc("Region $L's machine; null until this machine's start or resume made it.\n",
                                regions.enumName(r)).build());
            }
        } else if (regions.follows()) {
            type.addField(FieldSpec.builder(regions.fsm(0), "leader", Modifier.PRIVATE)
                    .addJavadoc("The machine of region $L, which made this one and reads the others.\n",
                            regions.enumName(0)).build());
        }
    }

    /** The arguments of a follower's start or resume, after the entity's: {@code machine}, the leader. */
    private String followerArguments() {
        return receiver() + ", machine";
    }

    /** The leader's start and resume, at their end: start or place each follower, with the leader. */
    CodeBlock startFollowers() {
        CodeBlock.Builder code = CodeBlock.builder();
        for (int r : regions.followers()) {
            code.addStatement("machine.$N = $T.start($L)", regions.field(r), regions.fsm(r), followerArguments());
        }
        return code.build();
    }

    /** {@code currentWeapon()} for each region the handlers read: null while that region is not started. */
    void reads() {
        for (int r : RegionReads.of(graph)) {
            CodeBlock state = regions.leads() ? CodeBlock.of("state($T.class)", regions.states(r))
                    : CodeBlock.of("leader.state($T.class)", regions.states(r));
            type.addMethod(MethodSpec.methodBuilder(String.format(RegionReads.STATIC, regions.enumName(r)))
                    .addModifiers(Modifier.PRIVATE).returns(regions.states(r))
                    .addJavadoc("The entity's state in region $L; null until that region is started.\n",
                            regions.enumName(r))
                    .addStatement("return $L", state).build());
        }
    }

    /** The leader's API of the other regions. */
    void leaderApi() {
        TypeVariableName r = TypeVariableName.get("R", com.palantir.javapoet.ParameterizedTypeName.get(
                ClassName.get(Enum.class), TypeVariableName.get("R")));
        MethodSpec.Builder state = MethodSpec.methodBuilder("state").addModifiers(Modifier.PUBLIC)
                .addTypeVariable(r).returns(r)
                .addJavadoc("The state the entity is in, in the region of states {@code region}: {@code state($T.class)} "
                        + "is\n{@link #state()}; null for a region not started yet (while the entity starts).\n\n"
                        + "@throws $T when no region of the machine has those states\n", regions.states(0),
                        IllegalArgumentException.class)
                .addParameter(com.palantir.javapoet.ParameterizedTypeName.get(ClassName.get(Class.class), r), "region")
                .beginControlFlow("if (region == $T.class)", regions.states(0))
                .addStatement("return region.cast(state())")
                .endControlFlow();
        for (int k : regions.followers()) {
            state.beginControlFlow("if (region == $T.class)", regions.states(k))
                    .addStatement("return region.cast($N == null ? null : $N.state())", regions.field(k),
                            regions.field(k))
                    .endControlFlow();
        }
        String names = regions.graphs().stream().map(g -> g.statesModel().enumName()).collect(Collectors.joining(", "));
        type.addMethod(state.addStatement("throw new $T(NAME + $S + region\n+ $S)", IllegalArgumentException.class,
                ": no region of states ", "; its regions' states: " + names).build());
        for (int k : regions.followers()) {
            type.addMethod(MethodSpec.methodBuilder(regions.field(k)).addModifiers(Modifier.PUBLIC)
                    .returns(regions.fsm(k))
                    .addJavadoc("Region $L's machine, to read and hear that region: its {@code state()}, {@code previous()},\n"
                            + "{@code stack()}, {@code lastIn(group)}, {@code timeInState()} and {@code setListener}. "
                            + "This machine\nstarts, updates and resumes it.\n",
                            regions.enumName(k))
                    .addStatement("return $N", regions.field(k)).build());
            type.addMethod(MethodSpec.methodBuilder("transitionTo").addModifiers(Modifier.PUBLIC)
                    .addJavadoc("Sends the entity to {@code target} of region $L from outside, running that region's "
                            + "exit and\nenter; its other regions do not change.\n\n@throws $T unless {@code target} is "
                            + "that region's initial state or an entry point\n", regions.enumName(k),
                            IllegalArgumentException.class)
                    .addParameter(regions.states(k), "target")
                    .addStatement("$N.transitionTo(target)", regions.field(k)).build());
        }
    }

    /** The leader's {@code resume}, with a state of every region. */
    void leaderResume() {
        boolean id = mode == Mode.ID;
        MethodSpec.Builder resume = MethodSpec.methodBuilder("resume")
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .returns(fsm)
                .addJavadoc("Places $L in {@code state} and in a state of each other region, any state but a\n"
                        + "{@code @Back} pseudo-state, running no handler: for loading a save. It has no previous "
                        + "state,\nan empty stack and no time in its states yet.\n\n", id
                        ? "entity {@code id} of {@code system}" : "{@code entity}")
                .addJavadoc("@throws $T if the $L is null or a state cannot be resumed\n",
                        IllegalArgumentException.class, id ? "system" : "entity");
        receiverParameters(resume);
        resume.addParameter(stateType, "state");
        for (int k : regions.followers()) {
            resume.addParameter(regions.states(k), regions.field(k).replace("Region", "State"));
        }
        if (regions.graphs().stream().anyMatch(MachineGraph::hasTimers)) {
            // Placing a region arms its timer (a delay method may run): every state is checked first, so that
            // a refused resume runs nothing.
            for (int k : regions.followers()) {
                resume.addStatement("$T.checkResumable($N)", regions.fsm(k), regions.field(k).replace("Region", "State"));
            }
        }
        resume.addStatement("$T machine = resume($L, state)", fsm, receiver());
        for (int k : regions.followers()) {
            resume.addStatement("machine.$N = $T.resume($L, $N, machine)", regions.field(k), regions.fsm(k), receiver(),
                    regions.field(k).replace("Region", "State"));
        }
        type.addMethod(resume.addStatement("return machine").build());
    }

    /**
     * The leader's mailbox when its own region takes no message and another does: each call goes to the
     * regions that take messages ({@link RegionMail}).
     */
    void leaderMailOnly() {
        RegionMail mail = new RegionMail(regions);
        type.addMethod(MethodSpec.methodBuilder("send").addModifiers(Modifier.PUBLIC)
                .addJavadoc("Sends {@code message} to the entity's regions whose machines take its class, as "
                        + "{@link #send(Object, float)}\nwith no delay.\n")
                .addParameter(Object.class, "message")
                .addStatement("send(message, 0f)").build());
        type.addMethod(MethodSpec.methodBuilder("send").addModifiers(Modifier.PUBLIC)
                .addJavadoc("Sends {@code message} to each of the entity's regions whose machine takes its class, "
                        + "delivered at\nthe start of that region's first update after {@code delaySeconds}.\n\n"
                        + "@throws $T if no region takes the message's class, it is null, or the delay is\nnegative, "
                        + "infinite or NaN\n", IllegalArgumentException.class)
                .addParameter(Object.class, "message").addParameter(float.class, "delaySeconds")
                .beginControlFlow("if (true$L)", mail.takenElsewhere())
                .addStatement("throw new $T(NAME + $S\n+ (message == null ? \"null\" : message.getClass().getName()))",
                        IllegalArgumentException.class, ": no @OnMessage handler takes ")
                .endControlFlow()
                .addStatement("$T.checkDelay(NAME, delaySeconds)", RuntimeTypes.TIME_STEP)
                .addCode(mail.send()).build());
        type.addMethod(MethodSpec.methodBuilder("droppedMessages").addModifiers(Modifier.PUBLIC).returns(long.class)
                .addJavadoc("How many messages the entity's regions dropped because no handler of the region's state "
                        + "took them.\n")
                .addStatement("return 0L$L", mail.dropped()).build());
        type.addMethod(MethodSpec.methodBuilder("setMessageDelivery").addModifiers(Modifier.PUBLIC)
                .addJavadoc("When the entity's regions deliver their messages: at the start of every update (the "
                        + "default), or\nonly at {@link #deliver()}.\n")
                .addParameter(RuntimeTypes.MESSAGE_DELIVERY, "when")
                .addCode(mail.each("setMessageDelivery(when)")).build());
        type.addMethod(MethodSpec.methodBuilder("deliver").addModifiers(Modifier.PUBLIC)
                .addJavadoc("Delivers now the messages due in each of the entity's regions that take messages, in "
                        + "region order.\n")
                .addCode(mail.each("deliver()")).build());
    }
}
