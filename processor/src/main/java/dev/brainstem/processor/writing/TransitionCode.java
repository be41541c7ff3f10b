package dev.brainstem.processor.writing;

import com.palantir.javapoet.CodeBlock;
import dev.brainstem.processor.model.MachineGraph;

/**
 * The design's transition algorithm, written once for both machines: {@code XFsm}'s {@code follow}
 * and {@code XBatch}'s {@code move}. From {@code current}, asked for {@code next} by a handler of
 * {@code event}: check the target against the handler's {@code to}, count it against the failsafe,
 * exit, record the move, enter, and follow the enter's redirect; on a settling machine, after a
 * transition an update made, the new state's update runs with the same dt. It returns the state the
 * entity ends in. What differs between the two machines, where the state is kept and who is told,
 * is the {@link Bookkeeping}.
 */
final class TransitionCode {
    /** What one machine does around the shared algorithm. */
    interface Bookkeeping {
        /** How the code reaches the machine's statics: empty inside {@code XFsm}, {@code XFsm.} outside. */
        CodeBlock statics();

        /** The arguments that name the entity to a dispatch method: {@code entity}, or {@code system, id}. */
        String receiver();

        /** An expression naming the entity in exceptions. */
        String describe();

        /** Statements run before a handler of {@code event} (an expression) may throw; may be empty. */
        CodeBlock running(CodeBlock event);

        /**
         * Statements that record that the entity left {@code left} for {@code next} because of
         * {@code event}, and tell the listener.
         */
        CodeBlock moved();

        /**
         * Statements run once the enter of the state entered has run (a redirect it asks for is the
         * next transition): the transition from {@code left} to {@code current} is complete.
         */
        CodeBlock entered();
    }

    private static final CodeBlock EVENT = CodeBlock.of("event");

    private TransitionCode() {}

    /**
     * The body of the transition method; its parameters are {@code int event}, {@code int current},
     * {@code int next} and, on a settling machine, {@code float dt}; it returns an {@code int}.
     */
    static CodeBlock body(MachineGraph graph, Bookkeeping books) {
        boolean settle = graph.model().settle();
        CodeBlock fsm = books.statics();
        String receiver = books.receiver();
        CodeBlock.Builder code = CodeBlock.builder();
        if (settle) {
            code.add("// A transition made by an update lets the new state's update run with the same dt.\n")
                    .addStatement("boolean settling = event == $T.UPDATE", RuntimeTypes.EVENTS);
        }
        code.addStatement("int made = 0")
                .beginControlFlow("while (true)")
                .beginControlFlow("if (event != $T.NONE && !$LmayGo(event, current, next))", RuntimeTypes.EVENTS, fsm)
                .add(books.running(EVENT))
                .addStatement("throw new $T($LNAME, $L, STATES[current].name(), event,\nSTATES[next].name())",
                        RuntimeTypes.ILLEGAL_TRANSITION, fsm, books.describe())
                .endControlFlow()
                .beginControlFlow("if (made == $LMAX_TRANSITIONS_PER_TICK)", fsm)
                .add(books.running(EVENT))
                .addStatement("throw new $T($LNAME, $L, STATES[current].name(), event,\n"
                        + "STATES[next].name(), $LMAX_TRANSITIONS_PER_TICK)", RuntimeTypes.TRANSITION_LIMIT, fsm, books.describe(), fsm)
                .endControlFlow()
                .addStatement("made++")
                .add(books.running(CodeBlock.of("$T.EXIT", RuntimeTypes.EVENTS)))
                .addStatement("$LonExit($L, current, next)", fsm, receiver)
                .addStatement("int left = current")
                .add(books.moved())
                .addStatement("current = next")
                .addStatement("event = $T.ENTER", RuntimeTypes.EVENTS)
                .add(books.running(EVENT))
                .addStatement("next = $LonEnter($L, current, left)", fsm, receiver)
                .add(books.entered())
                .beginControlFlow("if (next == $LSTAY || next == current)", fsm);
        if (settle) {
            code.beginControlFlow("if (settling)")
                    .addStatement("event = $T.UPDATE", RuntimeTypes.EVENTS)
                    .add(books.running(EVENT))
                    .addStatement("next = $LonUpdate($L, current, dt)", fsm, receiver)
                    .endControlFlow()
                    .beginControlFlow("if (next == $LSTAY || next == current)", fsm)
                    .addStatement("return current")
                    .endControlFlow();
        } else {
            code.addStatement("return current");
        }
        return code.endControlFlow().endControlFlow().build();
    }

}
