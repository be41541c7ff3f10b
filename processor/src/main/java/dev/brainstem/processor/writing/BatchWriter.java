package dev.brainstem.processor.writing;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeSpec;
import com.palantir.javapoet.WildcardTypeName;
import dev.brainstem.processor.model.MachineGraph;
import dev.brainstem.processor.model.Mode;
import dev.brainstem.processor.model.State;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code XBatch}: the batch runner. The bookkeeping (handles, buckets, deferred changes, the
 * parallel tick) is {@code AbstractBatch}'s; what is written here is particular to the machine: the
 * mode's API, one loop per state that calls its update handler directly on each member of the bucket
 * ({@link BatchLoopsCode}), and the transition that calls exit and enter through {@code XFsm}'s
 * dispatcher.
 */
final class BatchWriter {
    private static final ClassName RUNTIME_LANE = RuntimeTypes.LANE;
    private static final ClassName ABSTRACT_BATCH = RuntimeTypes.ABSTRACT_BATCH;

    private final MachineGraph graph;
    private final Mode mode;
    private final ClassName entity;
    private final ClassName stateType;
    private final ClassName fsm;
    private final ClassName batch;
    private final TypeRefs refs;
    private final TypeSpec.Builder type;
    /** What a bucket's member is called: the id in id mode, the slot of the entity in object mode. */
    private final String member;
    private final RegionClasses regions;
    private final BatchRegionCode regionCode;

    BatchWriter(MachineGraph graph, ClassName entity, ClassName stateType, ClassName fsm, ClassName batch,
            TypeRefs refs, RegionClasses regions) {
        this.graph = graph;
        this.mode = graph.mode();
        this.entity = entity;
        this.stateType = stateType;
        this.fsm = fsm;
        this.batch = batch;
        this.refs = refs;
        this.type = TypeSpec.classBuilder(batch);
        this.member = mode == Mode.ID ? "id" : "slot";
        this.regions = regions;
        this.regionCode = new BatchRegionCode(graph, regions, entity, type);
    }

    TypeSpec.Builder write() {
        type.addModifiers(Modifier.FINAL)
                .superclass(ParameterizedTypeName.get(ABSTRACT_BATCH, stateType))
                .addJavadoc(javadoc());
        if (graph.model().publicType()) {
            type.addModifiers(Modifier.PUBLIC);
        }
        type.addField(FieldSpec.builder(ArrayTypeName.of(stateType), "STATES", Modifier.PRIVATE, Modifier.STATIC,
                Modifier.FINAL).initializer("$T.STATES", fsm).build());
        if (graph.hasStacks()) {
            type.addField(FieldSpec.builder(RuntimeTypes.INTERRUPT_STACKS, "stacks", Modifier.PRIVATE, Modifier.FINAL)
                    .addJavadoc("Each entity's states its interrupts suspended.\n")
                    .initializer("keepStacks($T.STACK_DEPTH)", fsm).build());
        }
        if (!graph.historyGroups().isEmpty()) {
            type.addField(FieldSpec.builder(RuntimeTypes.GROUP_HISTORY, "history", Modifier.PRIVATE, Modifier.FINAL)
                    .addJavadoc("The state each entity last left each history group from.\n")
                    .initializer("keepHistory($L)", graph.historyGroups().size()).build());
        }
        if (regions.leads()) {
            regionCode.fields();
        }
        if (mode == Mode.ID) {
            idModeApi();
        } else {
            objectModeApi();
        }
        if (regions.leads()) {
            regionCode.overloads();
        }
        type.addMethod(MethodSpec.methodBuilder("checkStartable")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PROTECTED)
                .returns(int.class)
                .addParameter(stateType, "state")
                .addStatement("return $T.checkStartable(state)", fsm)
                .build());
        if (!graph.enterableConstants().isEmpty()) {
            type.addMethod(MethodSpec.methodBuilder("entryOf")
                    .addAnnotation(Override.class)
                    .addModifiers(Modifier.PROTECTED)
                    .returns(int.class)
                    .addParameter(int.class, "target")
                    .addStatement("return $T.entry(target)", fsm)
                    .build());
        }
        BatchLoopsCode loops = new BatchLoopsCode(graph, entity, fsm, batch, refs, type, member);
        loops.loopEntry();
        for (State state : graph.states()) {
            if (BatchLoopsCode.looped(graph, state)) {
                loops.updateLoop(state);
                loops.decision(state);
            }
        }
        if (graph.model().settle()) {
            loops.decideSwitch();
        }
        type.addMethods(DecisionCode.refusals(graph, CodeBlock.of("$T.", fsm), member, "describe(" + member + ")"));
        enter();
        move();
        if (graph.hasTimers()) {
            timers();
        }
        if (graph.hasMessages()) {
            messages();
        }
        ResumeCode.batch(type, graph, fsm, entity, stateType, !regions.any());
        if (regions.leads()) {
            regionCode.resume(stateType);
        }
        regionCode.reads(stateType);
        return type;
    }

    /** The arguments that name the entity to a dispatch method of XFsm, with the other regions' states it reads. */
    private String receiver() {
        return Handlers.receiverArguments(mode, member) + RegionReads.arguments(graph, regionPattern(member));
    }

    /** How the batch's code reads another region's state of the entity {@code member}: {@code currentWeapon(slot)}. */
    static String regionPattern(String member) {
        return "current%s(" + member + ")";
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
                .add(regions.any() ? "\n" : "")
                .add(regions.javadoc(true))
                .build();
    }

    // ---------------------------------------------------------------------------------------------
    // The public API particular to the mode

    private void objectModeApi() {
        type.addField(FieldSpec.builder(ArrayTypeName.of(entity), "entities", Modifier.PRIVATE)
                .initializer("new $T[0]", entity).build());
        type.addMethod(constructor().addJavadoc(regions.follows() ? CodeBlock.of("Region $L's batch, which the machine's "
                        + "batch creates.\n", regions.enumName(regions.index())) : CodeBlock.of("An empty batch.\n"))
                .addStatement("super($T.INFO, STATES, false, $L$L)", fsm, BatchLoopsCode.bitsets(graph), BatchLoopsCode.timed(graph))
                .addCode(regions.leads() ? regionCode.link() : CodeBlock.of("")).build());
        if (regions.follows()) {
            // The machine's batch adds to every region; a region's batch refuses adds.
            objectModeAccessors(ParameterizedTypeName.get(ClassName.get(java.util.function.Consumer.class),
                    WildcardTypeName.supertypeOf(entity)));
            return;
        }
        type.addMethod(MethodSpec.methodBuilder("add").addModifiers(Modifier.PUBLIC).returns(long.class)
                .addJavadoc("Adds {@code entity} in the initial state, $L, running its enter handler.\n\n"
                        + "@return its handle\n", graph.initial().name())
                .addParameter(entity, "entity")
                .addStatement("return addEntity(entity, $L)", refs.constant(graph.initial())).build());
        type.addMethod(MethodSpec.methodBuilder("add").addModifiers(Modifier.PUBLIC).returns(long.class)
                .addJavadoc("Adds {@code entity} in {@code state}, the initial state or an entry point, running "
                        + "its enter handler.\n\n@return its handle\n")
                .addParameter(entity, "entity").addParameter(stateType, "state")
                .addStatement("return addEntity(entity, state)").build());
        objectModeAccessors(ParameterizedTypeName.get(ClassName.get(java.util.function.Consumer.class),
                WildcardTypeName.supertypeOf(entity)));
    }

    /** A public constructor; package-private for a later region's batch, which the machine's batch creates. */
    private MethodSpec.Builder constructor() {
        MethodSpec.Builder constructor = MethodSpec.constructorBuilder();
        return regions.follows() ? constructor : constructor.addModifiers(Modifier.PUBLIC);
    }

    private void objectModeAccessors(ParameterizedTypeName consumer) {
        type.addMethod(MethodSpec.methodBuilder("entity").addModifiers(Modifier.PUBLIC).returns(entity)
                .addJavadoc("The entity of {@code handle}.\n\n")
                .addJavadoc("@throws $T for a stale or unknown handle\n", IllegalArgumentException.class)
                .addParameter(long.class, "handle")
                .addStatement("return entities[slot(handle)]").build());
        type.addMethod(MethodSpec.methodBuilder("forEach").addModifiers(Modifier.PUBLIC)
                .addJavadoc("Calls {@code action} with every entity in {@code state}, in ascending handle order.\n")
                .addParameter(stateType, "state").addParameter(consumer, "action")
                .addStatement("final $T[] entities = this.entities", entity)
                .addStatement("forEachSlot(state, action == null ? null : slot -> action.accept(entities[slot]))").build());
        type.addMethod(MethodSpec.methodBuilder("attach").addAnnotation(Override.class)
                .addModifiers(Modifier.PROTECTED).addParameter(int.class, "slot").addParameter(Object.class, "entity")
                .addStatement("entities[slot] = ($T) entity", entity).build());
        type.addMethod(MethodSpec.methodBuilder("entityAt").addAnnotation(Override.class)
                .addModifiers(Modifier.PROTECTED).returns(Object.class).addParameter(int.class, "slot")
                .addStatement("return entities[slot]").build());
        type.addMethod(MethodSpec.methodBuilder("detach").addAnnotation(Override.class)
                .addModifiers(Modifier.PROTECTED).addParameter(int.class, "slot")
                .addStatement("entities[slot] = null").build());
        type.addMethod(MethodSpec.methodBuilder("grow").addAnnotation(Override.class)
                .addModifiers(Modifier.PROTECTED).addParameter(int.class, "capacity")
                .addStatement("entities = $T.copyOf(entities, capacity)", java.util.Arrays.class).build());
    }

    private void idModeApi() {
        type.addField(entity, "system", Modifier.PRIVATE, Modifier.FINAL);
        type.addMethod(constructor()
                .addJavadoc(regions.follows() ? CodeBlock.of("Region $L's batch over the entities of {@code system}, "
                        + "which the machine's batch creates.\n", regions.enumName(regions.index()))
                        : CodeBlock.of("An empty batch over the entities of {@code system}.\n"))
                .addParameter(entity, "system")
                .addStatement("super($T.INFO, STATES, true, $L$L)", fsm, BatchLoopsCode.bitsets(graph), BatchLoopsCode.timed(graph))
                .beginControlFlow("if (system == null)")
                .addStatement("throw new $T($S)", IllegalArgumentException.class,
                        batch.simpleName() + ": the system is null")
                .endControlFlow()
                .addStatement("this.system = system")
                .addCode(regions.leads() ? regionCode.link() : CodeBlock.of("")).build());
        if (!regions.follows()) {
            idModeAdds();
        }
        idModeAccessors();
    }

    private void idModeAdds() {
        type.addMethod(MethodSpec.methodBuilder("add").addModifiers(Modifier.PUBLIC).returns(long.class)
                .addJavadoc("Adds the entity {@code id} in the initial state, $L, running its enter handler.\n\n"
                        + "@return the id, which is its handle\n", graph.initial().name())
                .addParameter(int.class, "id")
                .addStatement("return addId(id, $L)", refs.constant(graph.initial())).build());
        type.addMethod(MethodSpec.methodBuilder("add").addModifiers(Modifier.PUBLIC).returns(long.class)
                .addJavadoc("Adds the entity {@code id} in {@code state}, the initial state or an entry point, "
                        + "running its enter handler.\n\n@return the id, which is its handle\n")
                .addParameter(int.class, "id").addParameter(stateType, "state")
                .addStatement("return addId(id, state)").build());
    }

    private void idModeAccessors() {
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
    // Transitions

    private void enter() {
        MethodSpec.Builder enter = MethodSpec.methodBuilder("enter")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PROTECTED)
                .addParameter(RUNTIME_LANE, "lane").addParameter(int.class, member);
        if (mode == Mode.OBJECT) {
            enter.addStatement("$T entity = entities[slot]", entity);
        }
        boolean timers = graph.hasTimers();
        CodeBlock follow = CodeBlock.of("move(lane, $L, $T.ENTER, first, next, 0f)", member, RuntimeTypes.EVENTS);
        enter.addStatement("int first = stateAt($L)", member)
                .beginControlFlow("try")
                .addCode(timers ? TransitionCode.start(graph, CodeBlock.of("$T.", fsm), receiver(), "first", follow,
                        CodeBlock.of("return; // the move armed the state it ended in\n"),
                        CodeBlock.of(""))
                        : TransitionCode.start(graph, CodeBlock.of("$T.", fsm), receiver(), "first", follow))
                .nextControlFlow("catch ($T failure)", Exception.class)
                .addStatement("failed(lane, $L, $T.ENTER, failure)", member, RuntimeTypes.EVENTS);
        if (timers) {
            // An entry cut short is armed all the same; what the arm records belongs to this failure.
            enter.addStatement("arm(lane, $L, first)", member)
                    .addStatement("cutShort(lane, failure)")
                    .addStatement("return");
        }
        enter.endControlFlow();
        if (timers) {
            enter.addStatement("arm(lane, $L, first)", member);
        }
        type.addMethod(enter.build());
    }

    /**
     * A machine with timers: {@code arm}, and the hook by which a resume (or the load of a save without
     * timers) arms an entity as its entry would have.
     */
    private void timers() {
        TimerCode.batchArm(type, graph, member, batch.simpleName());
        type.addMethod(MethodSpec.methodBuilder("resumed")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PROTECTED)
                .addParameter(RUNTIME_LANE, "lane").addParameter(int.class, member).addParameter(int.class, "state")
                .addStatement("arm(lane, $L, state)", member)
                .build());
    }

    /**
     * {@code takes} and {@code deliver}, the hooks by which {@code AbstractBatch} refuses a send and
     * delivers a message; the runtime keeps the queues and the books.
     */
    private void messages() {
        type.addMethod(MethodSpec.methodBuilder("takes")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PROTECTED)
                .returns(boolean.class)
                .addParameter(Object.class, "message")
                .addStatement("return $T.takes(message)", fsm)
                .build());
        MethodSpec.Builder deliver = MethodSpec.methodBuilder("deliver")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PROTECTED)
                .returns(boolean.class)
                .addParameter(RUNTIME_LANE, "lane").addParameter(int.class, member).addParameter(int.class, "state")
                .addParameter(Object.class, "message");
        if (mode == Mode.OBJECT) {
            deliver.addStatement("$T entity = entities[slot]", entity);
        }
        deliver.addStatement("int delivered")
                .beginControlFlow("try")
                .addStatement("delivered = $T.deliver($L, state, message$L)", fsm, receiver(),
                        graph.tracksTime() ? ", timeAt(" + member + ")" : "")
                .nextControlFlow("catch ($T failure)", Exception.class)
                .addStatement("failed(lane, $L, $T.MESSAGE, failure)", member, RuntimeTypes.EVENTS)
                .addStatement("return true")
                .endControlFlow()
                .beginControlFlow("if (delivered == $T.DROPPED)", fsm)
                .addStatement("return false")
                .endControlFlow()
                .beginControlFlow("if (delivered != $T.STAY)", fsm)
                .addStatement("int next = delivered & 0xFFFF")
                .beginControlFlow("if (!$T.messageMayGo(delivered >>> 16, next))", fsm)
                .addStatement("failed(lane, $L, $T.MESSAGE,\nnew $T($T.NAME, describe($L), STATES[state].name(),\n"
                        + "$T.MESSAGE, STATES[next].name()))", member, RuntimeTypes.EVENTS, RuntimeTypes.ILLEGAL_TRANSITION,
                        fsm, member, RuntimeTypes.EVENTS)
                .addStatement("return true")
                .endControlFlow()
                .addStatement("move(lane, $L, $T.MESSAGE, state, next, 0f)", member, RuntimeTypes.EVENTS)
                .endControlFlow()
                .addStatement("return true");
        type.addMethod(deliver.build());
    }

    /** The transition, by the algorithm both machines share, kept in the batch's books. */
    private void move() {
        MethodSpec.Builder move = MethodSpec.methodBuilder("move")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PROTECTED)
                .returns(int.class)
                .addParameter(RUNTIME_LANE, "lane").addParameter(int.class, member).addParameter(int.class, "event")
                .addParameter(int.class, "current").addParameter(int.class, "next").addParameter(float.class, "dt");
        if (mode == Mode.OBJECT) {
            move.addStatement("$T entity = entities[slot]", entity);
        }
        // The caller passes the current state: a bucket's loop knows it, and reading it here would
        // stall on a cache miss per transition in a large batch, where the write does not.
        String receiver = receiver();
        // The event of the handler running, for a failure: the handler that threw, or the one whose
        // target the checks refused.
        TransitionCode.Bookkeeping books = new TransitionCode.Bookkeeping() {
            @Override
            public CodeBlock statics() {
                return CodeBlock.of("$T.", fsm);
            }

            @Override
            public String receiver() {
                return receiver;
            }

            @Override
            public String describe() {
                return "describe(" + member + ")";
            }

            @Override
            public String time() {
                return "timeAt(" + member + ")";
            }

            @Override
            public String decide() {
                return "decide(lane, " + member + ", current, dt)";
            }

            @Override
            public String madeBefore() {
                return graph.hasMessages() ? "spent(" + member + ")" : "0";
            }

            @Override
            public String madeAtMost() {
                return graph.hasMessages() ? "spentAtMost()" : null;
            }

            @Override
            public String stackIndex() {
                return member;
            }

            @Override
            public CodeBlock running(CodeBlock event) {
                return CodeBlock.builder().addStatement("running = $L", event).build();
            }

            @Override
            public CodeBlock moved() {
                CodeBlock.Builder moved = CodeBlock.builder()
                        .addStatement(graph.timing() ? "setTimedState($L, next, left)" : "setState($L, next, left)",
                                member)
                        .addStatement("moved(lane, $L, left, next, event)", member);
                if (graph.hasTimers()) {
                    moved.addStatement("unarmed = true");
                }
                if (graph.hasMessages()) {
                    moved.addStatement("countForFailsafe(lane)");
                }
                return moved.build();
            }

            @Override
            public CodeBlock entering(CodeBlock enter) {
                // The listener heard of the move when it was recorded: an enter that throws is no matter.
                return enter;
            }

            @Override
            public CodeBlock entered() {
                if (!graph.hasTimers()) {
                    return CodeBlock.of("");
                }
                CodeBlock.Builder armed = CodeBlock.builder().addStatement("unarmed = false");
                if (!graph.model().settle()) {
                    return armed.addStatement("arm(lane, $L, current)", member).build();
                }
                // A refused delay fails the entry as an enter that throws does: no settle after it.
                return armed.beginControlFlow("if (!arm(lane, $L, current))", member)
                        .addStatement("return current")
                        .endControlFlow()
                        .build();
            }
        };
        if (TransitionCode.checksBeforeExit(graph)) {
            move.addStatement("int running = event");
        } else {
            move.addStatement("int running = $T.EXIT", RuntimeTypes.EVENTS);
        }
        if (graph.hasTimers()) {
            // Whether the entity entered a state whose timer is not armed yet (an enter's redirect comes as
            // ENTER, its state's entry not complete): a handler that throws there, or a refused redirect,
            // leaves it in that state, which then arms as any complete entry does (once per entry).
            move.addStatement("boolean unarmed = event == $T.ENTER", RuntimeTypes.EVENTS);
        }
        move.beginControlFlow("try").addCode(TransitionCode.body(graph, books));
        move.nextControlFlow("catch ($T failure)", Exception.class)
                .addStatement("failed(lane, $L, running, failure)", member);
        if (graph.hasTimers()) {
            // A transition not made keeps the timer the entity has (the runtime finds it due again next
            // tick, as polling would); an entry cut short arms the state it ended in.
            move.addStatement("int now = stateAt($L)", member)
                    .beginControlFlow("if (unarmed)")
                    .addStatement("arm(lane, $L, now)", member)
                    .addStatement("cutShort(lane, failure)")
                    .endControlFlow()
                    .addStatement("return now");
        } else {
            move.addStatement("return stateAt($L)", member);
        }
        move.endControlFlow();
        type.addMethod(move.build());
    }
}
