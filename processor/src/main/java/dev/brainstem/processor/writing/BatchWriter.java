package dev.brainstem.processor.writing;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeSpec;
import com.palantir.javapoet.WildcardTypeName;
import dev.brainstem.processor.model.Event;
import dev.brainstem.processor.model.HandlerModel;
import dev.brainstem.processor.model.MachineGraph;
import dev.brainstem.processor.model.Mode;
import dev.brainstem.processor.model.State;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code XBatch}: the batch runner. The bookkeeping (handles, buckets, deferred changes, the
 * parallel tick) is {@code AbstractBatch}'s; what is written here is particular to the machine: one
 * loop per state that calls its update handler directly on each member of the bucket, and the
 * transition that calls exit and enter through {@code XFsm}'s dispatcher.
 */
final class BatchWriter {
    private static final ClassName RUNTIME_LANE = ClassName.get("dev.brainstem.runtime", "Lane");
    private static final ClassName ABSTRACT_BATCH = ClassName.get("dev.brainstem.runtime", "AbstractBatch");
    private static final ClassName ILLEGAL_TRANSITION =
            ClassName.get("dev.brainstem.runtime", "IllegalTransitionException");
    private static final ClassName TRANSITION_LIMIT = ClassName.get("dev.brainstem.runtime", "TransitionLimitException");

    private final MachineGraph graph;
    private final Mode mode;
    private final ClassName entity;
    private final ClassName stateType;
    private final ClassName fsm;
    private final ClassName batch;
    private final TypeSpec.Builder type;

    BatchWriter(MachineGraph graph, ClassName entity, ClassName stateType, ClassName fsm, ClassName batch) {
        this.graph = graph;
        this.mode = graph.mode();
        this.entity = entity;
        this.stateType = stateType;
        this.fsm = fsm;
        this.batch = batch;
        this.type = TypeSpec.classBuilder(batch);
    }

    TypeSpec.Builder write() {
        type.addModifiers(Modifier.FINAL)
                .superclass(ParameterizedTypeName.get(ABSTRACT_BATCH, stateType))
                .addJavadoc(javadoc());
        if (graph.model().publicType()) {
            type.addModifiers(Modifier.PUBLIC);
        }
        type.addField(FieldSpec.builder(ArrayTypeName.of(stateType), "STATES", Modifier.PRIVATE, Modifier.STATIC,
                Modifier.FINAL).initializer("$T.values()", stateType).build());
        if (mode == Mode.ID) {
            idModeApi();
        } else {
            objectModeApi();
        }
        type.addMethod(MethodSpec.methodBuilder("checkStartable")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PROTECTED)
                .returns(int.class)
                .addParameter(stateType, "state")
                .addStatement("return $T.checkStartable(state)", fsm)
                .build());
        updateSwitch();
        for (State state : graph.states()) {
            graph.handler(Event.UPDATE, state).ifPresent(handler -> updateLoop(state, handler));
        }
        enter();
        move();
        return type;
    }

    private CodeBlock javadoc() {
        return CodeBlock.builder()
                .add("Runs many {@link $T} $L that share one machine, bucketed by state, so that each state's\n"
                        + "update handler runs in a tight loop over its own bucket.\n\n", entity,
                        mode == Mode.ID ? "entities (by id)" : "entities")
                .add("<p>A tick visits the states in ordinal order and, within a state, the entities in ascending\n"
                        + "$L order, each once. See {@link $T} for changes made during a tick, errors and the\n"
                        + "parallel tick, and {@link $T} for the machine itself.\n", mode == Mode.ID ? "id" : "handle",
                        ABSTRACT_BATCH, fsm)
                .build();
    }

    // ---------------------------------------------------------------------------------------------
    // The public API particular to the mode

    private void objectModeApi() {
        type.addField(FieldSpec.builder(ArrayTypeName.of(entity), "entities", Modifier.PRIVATE)
                .initializer("new $T[0]", entity).build());
        type.addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PUBLIC)
                .addJavadoc("An empty batch.\n")
                .addStatement("super($T.NAME, STATES, false)", fsm).build());
        type.addMethod(MethodSpec.methodBuilder("add").addModifiers(Modifier.PUBLIC).returns(int.class)
                .addJavadoc("Adds {@code entity} in the initial state, $L, running its enter handler.\n\n"
                        + "@return its handle\n", graph.initial().name())
                .addParameter(entity, "entity")
                .addStatement("return addEntity(entity, $T.$L)", stateType, graph.initial().name()).build());
        type.addMethod(MethodSpec.methodBuilder("add").addModifiers(Modifier.PUBLIC).returns(int.class)
                .addJavadoc("Adds {@code entity} in {@code state}, the initial state or an entry point, running "
                        + "its enter handler.\n\n@return its handle\n")
                .addParameter(entity, "entity").addParameter(stateType, "state")
                .addStatement("return addEntity(entity, state)").build());
        type.addMethod(MethodSpec.methodBuilder("entity").addModifiers(Modifier.PUBLIC).returns(entity)
                .addJavadoc("The entity of {@code handle}.\n\n"
                        + "@throws IllegalArgumentException for a stale or unknown handle\n")
                .addParameter(int.class, "handle")
                .addStatement("return entities[slot(handle)]").build());
        ParameterizedTypeName consumer = ParameterizedTypeName.get(ClassName.get(java.util.function.Consumer.class),
                WildcardTypeName.supertypeOf(entity));
        type.addMethod(MethodSpec.methodBuilder("forEach").addModifiers(Modifier.PUBLIC)
                .addJavadoc("Calls {@code action} with every entity in {@code state}, in ascending handle order.\n")
                .addParameter(stateType, "state").addParameter(consumer, "action")
                .addStatement("final $T[] entities = this.entities", entity)
                .addStatement("forEachSlot(state, action == null ? null : slot -> action.accept(entities[slot]))").build());
        type.addMethod(MethodSpec.methodBuilder("attach").addAnnotation(Override.class)
                .addModifiers(Modifier.PROTECTED).addParameter(int.class, "slot").addParameter(Object.class, "entity")
                .addStatement("entities[slot] = ($T) entity", entity).build());
        type.addMethod(MethodSpec.methodBuilder("detach").addAnnotation(Override.class)
                .addModifiers(Modifier.PROTECTED).addParameter(int.class, "slot")
                .addStatement("entities[slot] = null").build());
        type.addMethod(MethodSpec.methodBuilder("grow").addAnnotation(Override.class)
                .addModifiers(Modifier.PROTECTED).addParameter(int.class, "capacity")
                .addStatement("entities = $T.copyOf(entities, capacity)", java.util.Arrays.class).build());
    }

    private void idModeApi() {
        type.addField(entity, "system", Modifier.PRIVATE, Modifier.FINAL);
        type.addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PUBLIC)
                .addJavadoc("An empty batch over the entities of {@code system}.\n")
                .addParameter(entity, "system")
                .addStatement("super($T.NAME, STATES, true)", fsm)
                .beginControlFlow("if (system == null)")
                .addStatement("throw new $T($S)", IllegalArgumentException.class,
                        batch.simpleName() + ": the system is null")
                .endControlFlow()
                .addStatement("this.system = system").build());
        type.addMethod(MethodSpec.methodBuilder("add").addModifiers(Modifier.PUBLIC).returns(int.class)
                .addJavadoc("Adds the entity {@code id} in the initial state, $L, running its enter handler.\n\n"
                        + "@return the id, which is its handle\n", graph.initial().name())
                .addParameter(int.class, "id")
                .addStatement("return addId(id, $T.$L)", stateType, graph.initial().name()).build());
        type.addMethod(MethodSpec.methodBuilder("add").addModifiers(Modifier.PUBLIC).returns(int.class)
                .addJavadoc("Adds the entity {@code id} in {@code state}, the initial state or an entry point, "
                        + "running its enter handler.\n\n@return the id, which is its handle\n")
                .addParameter(int.class, "id").addParameter(stateType, "state")
                .addStatement("return addId(id, state)").build());
        type.addMethod(MethodSpec.methodBuilder("system").addModifiers(Modifier.PUBLIC).returns(entity)
                .addJavadoc("The system that owns the entities' data.\n")
                .addStatement("return system").build());
        type.addMethod(MethodSpec.methodBuilder("forEach").addModifiers(Modifier.PUBLIC)
                .addJavadoc("Calls {@code action} with the id of every entity in {@code state}, in ascending order.\n")
                .addParameter(stateType, "state")
                .addParameter(java.util.function.IntConsumer.class, "action")
                .addStatement("forEachSlot(state, action)").build());
    }

    // ---------------------------------------------------------------------------------------------
    // The tick

    private void updateSwitch() {
        MethodSpec.Builder method = MethodSpec.methodBuilder("update")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PROTECTED)
                .returns(int.class)
                .addParameter(RUNTIME_LANE, "lane").addParameter(int.class, "state")
                .addParameter(int[].class, "members").addParameter(int.class, "lo").addParameter(int.class, "hi")
                .addParameter(float.class, "dt");
        List<Arm> arms = new ArrayList<>();
        for (State state : graph.states()) {
            graph.handler(Event.UPDATE, state).ifPresent(handler -> arms.add(new Arm(List.of(state),
                    FsmWriter.signature(handler),
                    CodeBlock.of("return $N(lane, members, lo, hi, dt);\n", loopName(state)))));
        }
        new StateSwitch(graph.states()).write(type, method, "state", arms, CodeBlock.of("return hi - lo;\n"),
                "no update handler: all stay", CodeBlock.of("throw new $T($S + state);\n",
                        IllegalArgumentException.class, batch.simpleName() + ": no state has ordinal "));
    }

    private static String loopName(State state) {
        return "update" + state.ordinal() + "_" + state.name();
    }

    /**
     * The loop over one state's bucket: a direct call of its update handler on each member, the
     * stayers compacted at the front of the range in order, the leavers sent to their new state.
     */
    private void updateLoop(State state, HandlerModel handler) {
        boolean id = mode == Mode.ID;
        String call = (id ? "system." : "entities[slot].") + handler.name() + "(" + Handlers.arguments(Event.UPDATE, handler, "slot") + ")";
        MethodSpec.Builder loop = MethodSpec.methodBuilder(loopName(state))
                .addModifiers(Modifier.PRIVATE)
                .returns(int.class)
                .addJavadoc("$L: {@code $L} on members {@code lo} to {@code hi} of the bucket; returns how many stay.\n",
                        state.name(), FsmWriter.signature(handler))
                .addParameter(RUNTIME_LANE, "lane").addParameter(int[].class, "members")
                .addParameter(int.class, "lo").addParameter(int.class, "hi").addParameter(float.class, "dt");
        if (id) {
            loop.addStatement("$T system = this.system", entity);
        } else {
            loop.addStatement("$T[] entities = this.entities", entity);
        }
        if (!handler.returnsState()) {
            // A void update never leaves: every member stays where it is.
            loop.beginControlFlow("for (int i = lo; i < hi; i++)")
                    .addStatement("int slot = members[i]")
                    .beginControlFlow("try")
                    .addStatement("$L", call)
                    .nextControlFlow("catch ($T failure)", Throwable.class)
                    .beginControlFlow("if (failed(lane, slot, failure))")
                    .addStatement("return stop(lane, members, lo, i, i, hi, $L)", state.ordinal())
                    .endControlFlow()
                    .endControlFlow()
                    .endControlFlow()
                    .addStatement("return hi - lo");
            type.addMethod(loop.build());
            return;
        }
        loop.addStatement("int kept = lo")
                .beginControlFlow("for (int i = lo; i < hi; i++)")
                .addStatement("int slot = members[i]")
                .addStatement("int next")
                .beginControlFlow("try")
                .addStatement("next = $T.ordinal($L)", fsm, call)
                .beginControlFlow("if (next != $T.STAY && next != $L)", fsm, state.ordinal())
                .addCode("next = move(lane, slot, $T.UPDATE, $L, next, dt); // from $L\n", FsmWriter.EVENTS,
                        state.ordinal(), state.name())
                .endControlFlow()
                .nextControlFlow("catch ($T failure)", Throwable.class)
                .beginControlFlow("if (failed(lane, slot, failure))")
                .addStatement("return stop(lane, members, lo, kept, i, hi, $L)", state.ordinal())
                .endControlFlow()
                .addStatement("next = stateAt(slot)")
                .endControlFlow()
                .beginControlFlow("if (next == $T.STAY || next == $L)", fsm, state.ordinal())
                .addStatement("members[kept++] = slot")
                .nextControlFlow("else")
                .addStatement("lane.arrive(next, slot)")
                .endControlFlow()
                .endControlFlow()
                .addStatement("return kept - lo");
        type.addMethod(loop.build());
    }

    // ---------------------------------------------------------------------------------------------
    // Transitions

    private String receiver() {
        return mode == Mode.ID ? "system, slot" : "entity";
    }

    private void enter() {
        MethodSpec.Builder enter = MethodSpec.methodBuilder("enter")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PROTECTED)
                .addParameter(RUNTIME_LANE, "lane").addParameter(int.class, "slot");
        if (mode == Mode.OBJECT) {
            enter.addStatement("$T entity = entities[slot]", entity);
        }
        type.addMethod(enter
                .addStatement("int first = stateAt(slot)")
                .addStatement("lane.event = $T.ENTER", FsmWriter.EVENTS)
                .addStatement("int next = $T.onEnter($L, first, $T.STAY)", fsm, receiver(), fsm)
                .beginControlFlow("if (next != $T.STAY && next != first)", fsm)
                .addStatement("move(lane, slot, $T.ENTER, first, next, 0f)", FsmWriter.EVENTS)
                .endControlFlow()
                .addStatement("lane.event = 0")
                .build());
    }

    private void move() {
        boolean settle = graph.model().settle();
        MethodSpec.Builder move = MethodSpec.methodBuilder("move")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PROTECTED)
                .returns(int.class)
                .addParameter(RUNTIME_LANE, "lane").addParameter(int.class, "slot").addParameter(int.class, "event")
                .addParameter(int.class, "current").addParameter(int.class, "next").addParameter(float.class, "dt");
        if (mode == Mode.OBJECT) {
            move.addStatement("$T entity = entities[slot]", entity);
        }
        if (settle) {
            move.addComment("A transition made by an update lets the new state's update run with the same dt.")
                    .addStatement("boolean settling = event == $T.UPDATE", FsmWriter.EVENTS);
        }
        // The caller passes the current state: a bucket's loop knows it, and reading state[slot] here
        // would stall on a cache miss per transition in a large batch, where the write below does not.
        move.addStatement("int made = 0")
                .beginControlFlow("while (true)")
                .beginControlFlow("if (event != $T.NONE && !$T.mayGo(event, current, next))", FsmWriter.EVENTS, fsm)
                .addStatement("lane.event = event")
                .addStatement("throw new $T($T.NAME, describe(slot), STATES[current].name(), event, "
                        + "STATES[next].name())", ILLEGAL_TRANSITION, fsm)
                .endControlFlow()
                .beginControlFlow("if (made == $T.MAX_TRANSITIONS_PER_TICK)", fsm)
                .addStatement("lane.event = event")
                .addStatement("throw new $T($T.NAME, describe(slot), STATES[current].name(), event, "
                        + "STATES[next].name(), $T.MAX_TRANSITIONS_PER_TICK)", TRANSITION_LIMIT, fsm, fsm)
                .endControlFlow()
                .addStatement("made++")
                .addStatement("lane.event = $T.EXIT", FsmWriter.EVENTS)
                .addStatement("$T.onExit($L, current, next)", fsm, receiver())
                .addStatement("int left = current")
                .addStatement("setState(slot, next, left)")
                .addStatement("moved(lane, slot, left, next, event)")
                .addStatement("current = next")
                .addStatement("event = $T.ENTER", FsmWriter.EVENTS)
                .addStatement("lane.event = $T.ENTER", FsmWriter.EVENTS)
                .addStatement("next = $T.onEnter($L, current, left)", fsm, receiver())
                .beginControlFlow("if (next == $T.STAY || next == current)", fsm);
        if (settle) {
            move.beginControlFlow("if (settling)")
                    .addStatement("event = $T.UPDATE", FsmWriter.EVENTS)
                    .addStatement("lane.event = $T.UPDATE", FsmWriter.EVENTS)
                    .addStatement("next = $T.onUpdate($L, current, dt)", fsm, receiver())
                    .endControlFlow()
                    .beginControlFlow("if (next == $T.STAY || next == current)", fsm)
                    .addStatement("lane.event = 0")
                    .addStatement("return current")
                    .endControlFlow();
        } else {
            move.addStatement("lane.event = 0").addStatement("return current");
        }
        move.endControlFlow().endControlFlow();
        type.addMethod(move.build());
    }
}
