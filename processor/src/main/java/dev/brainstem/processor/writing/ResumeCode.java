package dev.brainstem.processor.writing;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeSpec;
import dev.brainstem.processor.model.MachineGraph;
import dev.brainstem.processor.model.Mode;
import dev.brainstem.processor.model.State;
import java.util.Optional;
import javax.lang.model.element.Modifier;

/**
 * {@code resume}: an entity placed in any state but the {@code @Back} pseudo-state, running no handler
 * (for loading saves), on the one-entity machine and on the batch; and the batch's hook that gives the
 * runtime its entity array for snapshots. Kept apart from the writers' other code.
 */
final class ResumeCode {
    private ResumeCode() {}

    /** {@code XFsm.checkResumable(S)} and {@code XFsm.resume(entity, S)}. */
    static void fsm(TypeSpec.Builder type, MachineGraph graph, ClassName fsm, ClassName entity, ClassName stateType,
            TypeRefs refs, RegionClasses regions) {
        Optional<State> back = graph.back();
        MethodSpec.Builder check = MethodSpec.methodBuilder("checkResumable")
                .addModifiers(Modifier.STATIC)
                .returns(int.class)
                .addJavadoc("The ordinal of {@code state} when a save places an entity there: any\nstate$L.\n\n",
                        back.map(b -> " but " + b.name() + ", the {@code @Back} pseudo-state").orElse(""))
                .addJavadoc("@throws $T for $L\n", IllegalArgumentException.class,
                        back.isPresent() ? "that one, or null" : "null")
                .addParameter(stateType, "state")
                .beginControlFlow("if (state == null)")
                .addStatement("throw new $T($S)", IllegalArgumentException.class,
                        fsm.simpleName() + ": cannot resume in a null state")
                .endControlFlow();
        back.ifPresent(b -> check
                .beginControlFlow("if (state == $L)", refs.constant(b))
                .addStatement("throw new $T(\n$L)", IllegalArgumentException.class, Literals.string(fsm.simpleName()
                        + ": cannot resume in " + b.name() + ": it is the @Back pseudo-state, which no entity is ever in"))
                .endControlFlow());
        for (State constant : graph.groupConstants()) {
            check.beginControlFlow("if (state == $L)", refs.constant(constant))
                    .addStatement("throw new $T(\n$L)", IllegalArgumentException.class, Literals.string(fsm.simpleName()
                            + ": cannot resume in " + constant.name() + ": it is group " + constant.name()
                            + "'s constant, which no entity is ever in; resume in one of its states"))
                    .endControlFlow();
        }
        type.addMethod(check.addStatement("return state.ordinal()").build());

        boolean id = graph.mode() == Mode.ID;
        // A machine of regions is resumed whole, by its leader's resume with a state of every region: this
        // one is its leader's own region's, private, or a later region's, for the leader.
        MethodSpec.Builder resume = MethodSpec.methodBuilder("resume")
                .addModifiers(regions.follows() ? new Modifier[] {Modifier.STATIC}
                        : regions.any() ? new Modifier[] {Modifier.PRIVATE, Modifier.STATIC}
                        : new Modifier[] {Modifier.PUBLIC, Modifier.STATIC})
                .returns(fsm)
                .addJavadoc("Places $L in {@code state}, any state but the {@code @Back}\npseudo-state, running "
                        + "no handler: for loading a save. It has no previous state, an empty stack\nand no time in "
                        + "its state yet.\n\n", id ? "entity {@code id} of {@code system}" : "{@code entity}")
                .addJavadoc("@throws $T if the $L is null or the state cannot be resumed\n",
                        IllegalArgumentException.class, id ? "system" : "entity");
        Handlers.receiverParameters(resume, graph.mode(), entity);
        resume.addParameter(stateType, "state");
        if (regions.follows()) {
            resume.addParameter(regions.fsm(0), "leader");
        }
        resume.beginControlFlow("if ($L == null)", id ? "system" : "entity")
                .addStatement("throw new $T($S)", IllegalArgumentException.class,
                        fsm.simpleName() + ": cannot resume a null " + (id ? "system" : "entity"))
                .endControlFlow()
                .addStatement("$T machine = new $T($L)", fsm, fsm, Handlers.receiverArguments(graph.mode(), "id"))
                .addStatement("machine.state = checkResumable(state)")
                .addCode(regions.follows() ? CodeBlock.of("machine.leader = leader;\n") : CodeBlock.of(""))
                .addCode(graph.hasTimers() ? CodeBlock.of("machine.arm(machine.state); // as an entry would\n")
                        : CodeBlock.of(""))
                .addStatement("return machine");
        type.addMethod(resume.build());
    }

    /** The batch's {@code resume}, its {@code checkResumable} and, in object mode, its {@code entityArray}. */
    static void batch(TypeSpec.Builder type, MachineGraph graph, ClassName fsm, ClassName entity, ClassName stateType,
            boolean publicResume) {
        boolean id = graph.mode() == Mode.ID;
        MethodSpec.Builder resume = MethodSpec.methodBuilder("resume")
                .addModifiers(Modifier.PUBLIC)
                .returns(long.class)
                .addJavadoc("Places $L in {@code state}, any state but the\n{@code @Back} pseudo-state, running "
                        + "no handler (no enter, no listener): for loading a save.\nIt has no previous state, an empty "
                        + "stack and no time in its state yet. Not during a tick.\n\n@return $L\n", id
                        ? "the entity {@code id}" : "{@code entity}", id ? "the id, which is its handle" : "its handle");
        // A machine of regions resumes every region at once: its leader's resume takes a state of each.
        if (publicResume && id) {
            type.addMethod(resume.addParameter(int.class, "id").addParameter(stateType, "state")
                    .addStatement("return resumeId(id, state)").build());
        } else if (publicResume) {
            type.addMethod(resume.addParameter(entity, "entity").addParameter(stateType, "state")
                    .addStatement("return resumeEntity(entity, state)").build());
        }
        type.addMethod(MethodSpec.methodBuilder("checkResumable").addAnnotation(Override.class)
                .addModifiers(Modifier.PROTECTED).returns(int.class).addParameter(stateType, "state")
                .addStatement("return $T.checkResumable(state)", fsm).build());
        if (!id) {
            type.addMethod(MethodSpec.methodBuilder("entityArray").addAnnotation(Override.class)
                    .addModifiers(Modifier.PROTECTED).returns(ArrayTypeName.of(Object.class))
                    .addStatement("return entities").build());
        }
    }
}
