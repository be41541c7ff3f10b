package dev.brainstem.processor.writing;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeSpec;
import com.palantir.javapoet.WildcardTypeName;
import dev.brainstem.processor.model.MachineGraph;
import dev.brainstem.processor.model.Mode;
import java.util.function.Consumer;
import java.util.function.IntConsumer;
import java.util.function.LongConsumer;
import java.util.stream.Collectors;
import javax.lang.model.element.Modifier;

/**
 * What a machine of regions adds to its batches ({@code AbstractBatch.linkRegions}, docs/semantics.md
 * "Orthogonal regions"). The leader, region 0's batch, which the game holds, creates and links the
 * others and takes their states in overloads: {@code count(Weapon)}, {@code forEach(Weapon, ...)},
 * {@code forEachHandle(Weapon, ...)}, {@code transitionTo(long, Weapon)}, and {@code resume} with a
 * state of every region. A region whose state another region's handler reads ({@code @Current}) tells
 * it through {@code currentAt(slot)}; the reader asks through {@code currentWeapon(slot)}.
 */
final class BatchRegionCode {
    private final MachineGraph graph;
    private final RegionClasses regions;
    private final ClassName entity;
    private final TypeSpec.Builder type;

    BatchRegionCode(MachineGraph graph, RegionClasses regions, ClassName entity, TypeSpec.Builder type) {
        this.graph = graph;
        this.regions = regions;
        this.entity = entity;
        this.type = type;
    }

    /** The leader's fields of its followers' batches. */
    void fields() {
        for (int r : regions.followers()) {
            type.addField(FieldSpec.builder(regions.batch(r), regions.field(r), Modifier.PRIVATE, Modifier.FINAL)
                    .addJavadoc("Region $L's batch, which this one adds to, ticks and reads.\n", regions.enumName(r))
                    .build());
        }
    }

    /** The leader constructor's end: creates its followers and links them, in region order. */
    CodeBlock link() {
        CodeBlock.Builder code = CodeBlock.builder();
        for (int r : regions.followers()) {
            code.addStatement("this.$N = new $T($L)", regions.field(r), regions.batch(r),
                    graph.mode() == Mode.ID ? "system" : "");
        }
        return code.addStatement("linkRegions($L)", regions.followers().stream().map(regions::field)
                .collect(Collectors.joining(", "))).build();
    }

    /** The leader's overloads of the followers' states. */
    void overloads() {
        for (int r : regions.followers()) {
            ClassName states = regions.states(r);
            String field = regions.field(r);
            type.addMethod(MethodSpec.methodBuilder("count").addModifiers(Modifier.PUBLIC).returns(int.class)
                    .addJavadoc("How many entities are in {@code state} of region $L.\n", regions.enumName(r))
                    .addParameter(states, "state")
                    .addStatement("return $N.count(state)", field).build());
            if (graph.mode() == Mode.ID) {
                type.addMethod(MethodSpec.methodBuilder("forEach").addModifiers(Modifier.PUBLIC)
                        .addJavadoc("Calls {@code action} with the id of every entity in {@code state} of region $L, in "
                                + "ascending order.\n", regions.enumName(r))
                        .addParameter(states, "state").addParameter(IntConsumer.class, "action")
                        .addStatement("$N.forEach(state, action)", field).build());
            } else {
                ParameterizedTypeName consumer = ParameterizedTypeName.get(ClassName.get(Consumer.class),
                        WildcardTypeName.supertypeOf(entity));
                type.addMethod(MethodSpec.methodBuilder("forEach").addModifiers(Modifier.PUBLIC)
                        .addJavadoc("Calls {@code action} with every entity in {@code state} of region $L, in ascending "
                                + "handle order.\n", regions.enumName(r))
                        .addParameter(states, "state").addParameter(consumer, "action")
                        .addStatement("$N.forEach(state, action)", field).build());
            }
            type.addMethod(MethodSpec.methodBuilder("forEachHandle").addModifiers(Modifier.PUBLIC)
                    .addJavadoc("Calls {@code action} with the handle of every entity in {@code state} of region $L, in "
                            + "ascending\norder.\n", regions.enumName(r))
                    .addParameter(states, "state").addParameter(LongConsumer.class, "action")
                    .addStatement("$N.forEachHandle(state, action)", field).build());
            type.addMethod(MethodSpec.methodBuilder("transitionTo").addModifiers(Modifier.PUBLIC)
                    .addJavadoc("Sends the entity to {@code target} of region $L (its initial state or an entry point), "
                            + "running\nthat region's exit and enter; its other regions do not change. During a tick, at "
                            + "its end.\n", regions.enumName(r))
                    .addParameter(long.class, "handle").addParameter(states, "target")
                    .addStatement("$N.transitionTo(handle, target)", field).build());
        }
    }

    /** The leader's {@code resume}, with a state of every region. */
    void resume(ClassName stateType) {
        boolean id = graph.mode() == Mode.ID;
        MethodSpec.Builder resume = MethodSpec.methodBuilder("resume").addModifiers(Modifier.PUBLIC).returns(long.class)
                .addJavadoc("Places $L in {@code state} and in a state of each other region, any state but a\n"
                        + "{@code @Back} pseudo-state, running no handler (no enter, no listener): for loading a save.\n"
                        + "It has no previous state, an empty stack and no time in its states yet. Not during a "
                        + "tick.\n\n@return $L\n", id ? "the entity {@code id}" : "{@code entity}",
                        id ? "the id, which is its handle" : "its handle");
        if (id) {
            resume.addParameter(int.class, "id");
        } else {
            resume.addParameter(entity, "entity");
        }
        resume.addParameter(regions.states(0), "state");
        for (int r : regions.followers()) {
            resume.addParameter(regions.states(r), regions.field(r).replace("Region", "State"));
        }
        String others = regions.followers().stream().map(r -> regions.field(r).replace("Region", "State"))
                .collect(Collectors.joining(", "));
        type.addMethod(resume.addStatement(id ? "return resumeId(id, state, $L)" : "return resumeEntity(entity, state, $L)",
                others).build());
    }

    /**
     * {@code currentAt(slot)} when another region reads this one's state, and {@code currentWeapon(slot)} for
     * each region this one's handlers read.
     */
    void reads(ClassName stateType) {
        if (regions.readByOthers()) {
            type.addMethod(MethodSpec.methodBuilder("currentAt").returns(stateType)
                    .addJavadoc("The state of the entity in {@code slot}, for another region's handler that reads it; "
                            + "null while\nan add has not entered this region yet.\n")
                    .addParameter(int.class, "slot")
                    .addStatement("return present(slot) ? STATES[stateAt(slot)] : null").build());
        }
        for (int r : RegionReads.of(graph)) {
            ClassName batch = regions.batch(r);
            CodeBlock region = regions.leads() ? CodeBlock.of("$N", regions.field(r))
                    : CodeBlock.of("(($T) regions().get($L))", batch, r);
            type.addMethod(MethodSpec.methodBuilder(String.format(RegionReads.STATIC, regions.enumName(r)))
                    .addModifiers(Modifier.PRIVATE).returns(regions.states(r))
                    .addJavadoc("The entity's state in region $L.\n", regions.enumName(r))
                    .addParameter(int.class, "slot")
                    .addStatement("return $L.currentAt(slot)", region).build());
        }
    }
}
