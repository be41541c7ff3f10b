package dev.brainstem.processor.writing;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import dev.brainstem.processor.model.Event;
import dev.brainstem.processor.model.Group;
import dev.brainstem.processor.model.HandlerModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javax.lang.model.element.Modifier;

/**
 * {@code dispatch} and the event methods it calls (one {@code tableswitch} per event over the state's
 * ordinal), and the group enter and exit handlers a transition runs when it crosses a group's boundary.
 */
final class DispatchCode extends FsmPiece {
    DispatchCode(FsmPiece.Site site) {
        super(site);
    }

    void dispatcher() {
        MethodSpec.Builder dispatch = MethodSpec.methodBuilder("dispatch")
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .returns(int.class)
                .addJavadoc("Runs the handler of the (event, state) pair that {@code key} packs, as "
                        + "{@code (long) event << 32 | ordinal}.\n\n"
                        + "@param other the ordinal of {@code from} for ENTER and of {@code to} for EXIT, "
                        + "or {@link #STAY} for none\n"
                        + "@param dt the time step, for UPDATE\n"
                        + "@return the ordinal of the state the handler asks for, or {@link #STAY}\n");
        dispatchParameters(dispatch);
        dispatch.addParameter(long.class, "key").addParameter(int.class, "other").addParameter(float.class, "dt");
        String time = timeParameter();
        if (tracksTime) {
            dispatch.addJavadoc("@param time the entity's time in state, for UPDATE and EXIT\n")
                    .addParameter(float.class, "time");
        }
        dispatch.addStatement("int state = (int) key")
                .beginControlFlow("switch ((int) (key >>> 32))")
                .addCode(graph.entersRedirect() ? CodeBlock.of("case $T.ENTER:\n$>return onEnter($L, state, other);\n$<",
                        RuntimeTypes.EVENTS, dispatchArguments()) : CodeBlock.of("case $T.ENTER:\n$>onEnter($L, state, other);\nreturn STAY;\n$<",
                        RuntimeTypes.EVENTS, dispatchArguments()))
                .addCode("case $T.UPDATE:\n$>return onUpdate($L, state, dt$L);\n$<", RuntimeTypes.EVENTS, dispatchArguments(),
                        time)
                .addCode("case $T.EXIT:\n$>onExit($L, state, other$L);\nreturn STAY;\n$<", RuntimeTypes.EVENTS,
                        dispatchArguments(), time)
                .addCode("default:\n$>throw new $T($S$W+ $T.toHexString(key) + $S);\n$<",
                        IllegalArgumentException.class, fsm.simpleName() + ": key 0x", Long.class, " packs no event")
                .endControlFlow();
        type.addMethod(dispatch.build());

        eventMethod(Event.ENTER, "onEnter", int.class, "from",
                "Runs {@code state}'s enter handler, if it has one.\n\n"
                        + "@param from the ordinal of the state left, or {@link #STAY} when the entity starts\n"
                        + (graph.entersRedirect() ? "@return the ordinal of the state it redirects to, or {@link #STAY}\n" : ""));
        eventMethod(Event.UPDATE, "onUpdate", float.class, "dt",
                "Runs {@code state}'s update handler, if it has one.\n\n"
                        + "@return the ordinal of the state it asks for, or {@link #STAY}\n");
        eventMethod(Event.EXIT, "onExit", int.class, "to",
                "Runs {@code state}'s exit handler, if it has one.\n\n"
                        + "@param to the ordinal of the state being entered\n");
    }

    private void eventMethod(Event event, String name, Class<?> argumentType, String argument, String javadoc) {
        // An exit never moves; an enter only on a machine where some enter handler redirects.
        boolean isVoid = event == Event.EXIT || (event == Event.ENTER && !graph.entersRedirect());
        MethodSpec.Builder method = MethodSpec.methodBuilder(name)
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .returns(isVoid ? TypeName.VOID : TypeName.INT)
                .addJavadoc(javadoc);
        dispatchParameters(method);
        method.addParameter(int.class, "state").addParameter(argumentType, argument);
        if (tracksTime && event != Event.ENTER) {
            method.addParameter(float.class, "time");
        }
        List<Arm> arms = new ArrayList<>();
        graph.servedBy(event).forEach((handler, states) ->
                arms.add(new Arm(states, handler.signature(), Handlers.call(mode, event, handler, "time", isVoid))));
        CodeBlock rest = isVoid ? StateSwitch.VOID_RETURN : CodeBlock.of("return STAY;\n");
        stateSwitch.write(StateSwitch.Shape.FIXED, type, method, "state", arms, rest,
                "no " + event.name().toLowerCase(Locale.ROOT) + " handler",
                CodeBlock.of("throw new $T($S + state);\n", IllegalArgumentException.class,
                        fsm.simpleName() + ": no state has ordinal "));
    }

    // ---------------------------------------------------------------------------------------------
    // Groups

    /**
     * Membership of the groups with enter or exit handlers, and the methods that run those handlers
     * when a transition crosses a group's boundary. A machine without them gets none of this.
     */
    void groups() {
        List<Group> crossed = new ArrayList<>();
        for (Group group : graph.groups()) {
            if (graph.groupHandler(Event.ENTER, group).isPresent() || graph.groupHandler(Event.EXIT, group).isPresent()) {
                crossed.add(group);
            }
        }
        EntryCode.tested(graph).stream().filter(g -> !crossed.contains(g)).forEach(crossed::add);
        new Memberships(graph, stateSwitch).write(type, crossed);
        List<Group> exits = graph.groupsWith(Event.EXIT);
        if (!exits.isEmpty()) {
            MethodSpec.Builder method = MethodSpec.methodBuilder("exitGroups")
                    .addModifiers(Modifier.STATIC)
                    .addJavadoc("Runs the exit handlers of the groups that {@code state} is in and {@code to} is not, "
                            + "innermost\nfirst.\n");
            dispatchParameters(method);
            method.addParameter(int.class, "state").addParameter(int.class, "to");
            if (tracksTime) {
                method.addParameter(float.class, "time");
            }
            type.addMethod(crossings(method, Event.EXIT, exits, "to", "time").build());
        }
        List<Group> enters = graph.groupsWith(Event.ENTER);
        if (!enters.isEmpty()) {
            MethodSpec.Builder method = MethodSpec.methodBuilder("enterGroups")
                    .addModifiers(Modifier.STATIC)
                    .addJavadoc("Runs the enter handlers of the groups that {@code state} is in and {@code from} is not "
                            + "(none when\nthe entity starts: {@code from} is {@link #STAY}), outermost first.\n");
            dispatchParameters(method);
            method.addParameter(int.class, "state").addParameter(int.class, "from");
            type.addMethod(crossings(method, Event.ENTER, enters, "from", "0f").build());
        }
    }

    /**
     * For each of {@code groups} in order: its {@code event} handler, run when {@code state} is in the
     * group and {@code other} (the state left or gone to) is not.
     */
    private MethodSpec.Builder crossings(MethodSpec.Builder method, Event event, List<Group> groups, String other,
            String time) {
        for (Group group : groups) {
            HandlerModel handler = graph.groupHandler(event, group).orElseThrow();
            String test = MemberNames.membership(group);
            method.beginControlFlow("if ($N(state) && !$N($L))", test, test, other)
                    .addStatement("$L", Handlers.invocation(id() ? "system" : "entity", handler,
                            new Handlers.Site("id", "stateAt(" + other + ")", time, "STATES[state]")))
                    .endControlFlow();
        }
        return method;
    }

}
