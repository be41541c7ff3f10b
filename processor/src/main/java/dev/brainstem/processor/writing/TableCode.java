package dev.brainstem.processor.writing;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import dev.brainstem.processor.model.Event;
import dev.brainstem.processor.model.State;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import javax.lang.model.element.Modifier;

/**
 * The tables of {@code XFsm} that describe states rather than run handlers: the constants, the
 * handlers' packed keys, which states are entry points and interrupts, and the ordinal helpers.
 */
final class TableCode extends FsmPiece {
    TableCode(FsmPiece.Site site) {
        super(site);
    }

    void constants() {
        type.addField(FieldSpec.builder(int.class, "STATE_COUNT", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                .addJavadoc("How many states {@link $T} has.\n", stateType)
                .initializer("$L", graph.stateCount()).build());
        type.addField(FieldSpec.builder(int.class, "STAY", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                .addJavadoc("What a dispatch returns when the handler asks for no transition: it is void or it "
                        + "returned\nnull, or the state has no handler. A handler that returns the state the entity "
                        + "is in gets\nthat state's ordinal back, which callers treat as a stay too.\n")
                .initializer("-1").build());
        type.addField(FieldSpec.builder(int.class, "MAX_TRANSITIONS_PER_TICK",
                        Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                .addJavadoc("The most transitions one entity makes in one tick "
                        + "({@code @StateMachine.maxTransitionsPerTick}).\n")
                .initializer("$L", graph.model().maxTransitionsPerTick()).build());
        type.addField(FieldSpec.builder(boolean.class, "SETTLE", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                .addJavadoc("Whether a transition made by an update lets the new state's update run with the "
                        + "same dt\n({@code @StateMachine.settle}).\n")
                .initializer("$L", graph.model().settle()).build());
        type.addField(FieldSpec.builder(String.class, "NAME", Modifier.STATIC, Modifier.FINAL)
                .initializer("$S", graph.model().machineName()).build());
        type.addField(FieldSpec.builder(ArrayTypeName.of(stateType), "STATES", Modifier.STATIC, Modifier.FINAL)
                .addJavadoc("The states by ordinal, checked against those this class was generated for.\n")
                .initializer("$T.states($L,\n$L, $S, $S)", RuntimeTypes.STALE_CHECK, refs.values(),
                        Literals.names(graph.statesModel().names()), fsm.simpleName(),
                        graph.model().entity().getQualifiedName().toString())
                .build());
    }

    void keys() {
        for (Event event : Event.KEYED) {
            for (State state : graph.states()) {
                graph.handler(event, state).ifPresent(handler -> type.addField(FieldSpec
                        .builder(long.class, MemberNames.key(event, state), Modifier.PUBLIC, Modifier.STATIC,
                                Modifier.FINAL)
                        .addJavadoc("The packed key of $L's $L handler, {@code $L}.\n", state.name(),
                                event.name().toLowerCase(Locale.ROOT), handler.signature())
                        .initializer("(long) $T.$L << 32 | $L", RuntimeTypes.EVENTS, event.name(), state.ordinal())
                        .build()));
            }
        }
    }

    // ---------------------------------------------------------------------------------------------
    // Stack states

    void interrupts() {
        graph.back().ifPresent(back -> type.addField(FieldSpec.builder(int.class, "BACK", Modifier.PUBLIC,
                        Modifier.STATIC, Modifier.FINAL)
                .addJavadoc("The ordinal of the {@code @Back} pseudo-state, $L: returned by a handler of an "
                        + "interrupt, it goes\nback to the state on top of the entity's stack.\n", back.name())
                .initializer("$L", back.ordinal()).build()));
        type.addField(FieldSpec.builder(int.class, "STACK_DEPTH", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                .addJavadoc("The most states an entity can have suspended: the number of {@code @Interrupt} states.\n")
                .initializer("$L", graph.interrupts().size()).build());
        MethodSpec.Builder interrupt = MethodSpec.methodBuilder("isInterrupt")
                .addModifiers(Modifier.STATIC)
                .returns(boolean.class)
                .addJavadoc("Whether {@code state} is annotated {@code @Interrupt}: entering it pushes the state left.\n")
                .addParameter(int.class, "state");
        stateSwitch.write(StateSwitch.Shape.FIXED,
                type, interrupt, "state", List.of(new Arm(graph.interrupts(), "interrupt",
                CodeBlock.of("return true;\n"))), CodeBlock.of("return false;\n"), "", CodeBlock.of("return false;\n"));
    }

    // ---------------------------------------------------------------------------------------------
    // Starting states

    void startable() {
        MethodSpec.Builder entry = MethodSpec.methodBuilder("isEntryPoint")
                .addModifiers(Modifier.STATIC)
                .returns(boolean.class)
                .addJavadoc("Whether {@code state} is annotated {@code @EntryPoint}.\n")
                .addParameter(int.class, "state");
        List<State> entries = graph.entryPoints();
        List<Arm> arms = entries.isEmpty() ? List.of()
                : List.of(new Arm(entries, "entry point", CodeBlock.of("return true;\n")));
        stateSwitch.write(StateSwitch.Shape.FIXED,
                type, entry, "state", arms, CodeBlock.of("return false;\n"), "", CodeBlock.of("return false;\n"));

        String allowed = graph.startable().stream().map(State::name).collect(Collectors.joining(", "));
        type.addMethod(MethodSpec.methodBuilder("checkStartable")
                .addModifiers(Modifier.STATIC)
                .returns(int.class)
                .addJavadoc("The ordinal of {@code state} when game code may start an entity there or send it "
                        + "there:\nthe initial state or an entry point.\n\n")
                .addJavadoc("@throws $T for any other state, or null\n", IllegalArgumentException.class)
                .addParameter(stateType, "state")
                .beginControlFlow("if (state == null || (state.ordinal() != $L && !isEntryPoint(state.ordinal())))",
                        graph.initial().ordinal())
                .addStatement("throw new $T($S + state\n+ $L)", IllegalArgumentException.class,
                        fsm.simpleName() + ": ", Literals.string(" is not a state to enter from outside; only the "
                                + "initial state " + graph.initial().name() + " and the entry points can be ("
                                + allowed + ")"))
                .endControlFlow()
                .addStatement("return state.ordinal()")
                .build());
    }

    void helpers() {
        type.addMethod(MethodSpec.methodBuilder("stateAt")
                .addModifiers(Modifier.STATIC)
                .returns(stateType)
                .addJavadoc("The state of an ordinal; null for {@link #STAY}.\n")
                .addParameter(int.class, "ordinal")
                .addStatement("return ordinal == STAY ? null : STATES[ordinal]")
                .build());
        type.addMethod(MethodSpec.methodBuilder("ordinal")
                .addModifiers(Modifier.STATIC)
                .returns(int.class)
                .addJavadoc("The ordinal of a handler's result; {@link #STAY} for null.\n")
                .addParameter(stateType, "state")
                .addStatement("return state == null ? STAY : state.ordinal()")
                .build());
    }

}
