package dev.brainstem.processor.writing;

import com.palantir.javapoet.CodeBlock;
import dev.brainstem.processor.model.Event;
import dev.brainstem.processor.model.MachineGraph;

/**
 * The design's transition algorithm, written once for both machines: {@code XFsm}'s {@code follow}
 * and {@code XBatch}'s {@code move}. From {@code current} to {@code next}, asked for by {@code event}:
 * count it against the failsafe, exit, leave the groups {@code current} leaves (innermost first),
 * record the move, enter the groups {@code next} enters (outermost first), enter, and follow the enter's
 * redirect (checked against the enter's {@code to}); on a settling machine, after a transition a
 * decision made, the new state's decision runs with the same dt. It returns the state the entity ends
 * in. A decision's result was checked where it was made ({@link DecisionCode}); a transition from
 * outside needs none. What differs between the two machines, where the state is kept and who is told,
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

        /** An expression for the entity's time in its state, before the move. */
        String time();

        /**
         * An expression for the transitions the entity already made in this tick before this chain (those
         * of its messages, on a machine that takes messages; else {@code 0}): the failsafe counts an
         * entity's transitions in one tick together, however they were asked for.
         */
        String madeBefore();

        /**
         * An expression no smaller than {@link #madeBefore} for any entity, cheaper to read once per chain
         * (the batch's count is a look-up per entity); {@code null} when {@code madeBefore} is as cheap.
         * The chain then counts its own transitions and looks {@code madeBefore} up only when they reach
         * the limit less this bound.
         */
        default String madeAtMost() {
            return null;
        }

        /** Stack states and history: an expression for the entity's index in the machine's {@code stacks} and {@code history}. */
        String stackIndex();

        /** Statements run before a handler of {@code event} (an expression) may throw; may be empty. */
        CodeBlock running(CodeBlock event);

        /**
         * Statements that record that the entity left {@code left} for {@code next} because of
         * {@code event}, and tell the listener.
         */
        CodeBlock moved();

        /**
         * The statements that run the enter of the state entered ({@code enter}: the groups' enters, then
         * the state's, setting {@code next} to the redirect it asks for), with whatever the machine does
         * once the transition from {@code left} to {@code current} is complete.
         */
        CodeBlock entering(CodeBlock enter);

        /** An expression running the decision of {@code current} with {@code dt}: STAY or {@code event << 16 | next}. */
        String decide();

        /**
         * Statements run once the entity's entry is complete, in {@code current}, the state it ends in (after
         * its enters and any redirect): arming its timer, in a machine with {@code @After}s; may be empty.
         */
        default CodeBlock entered() {
            return CodeBlock.of("");
        }
    }

    private static final CodeBlock EVENT = CodeBlock.of("event");

    /**
     * A handler of an interrupt that returned the {@code @Back} constant goes to the top of the stack:
     * resolved before the exit, which is told where the entity goes. An empty stack (only after a resume
     * into the interrupt) is refused like an undeclared target: the entity stays.
     */
    private static CodeBlock back(MachineGraph graph, Bookkeeping books) {
        if (!graph.hasStacks() || graph.back().isEmpty()) {
            return CodeBlock.of("");
        }
        CodeBlock fsm = books.statics();
        return CodeBlock.builder()
                .addStatement("boolean back = next == $LBACK", fsm)
                .beginControlFlow("if (back)")
                .addStatement("next = stacks.top($L)", books.stackIndex())
                .beginControlFlow("if (next < 0)")
                .addStatement("throw $T.nothingToGoBackTo($LNAME, $L,\nSTATES[current].name(), event, STATES[$LBACK].name())",
                        RuntimeTypes.ILLEGAL_TRANSITION, fsm, books.describe(), fsm)
                .endControlFlow()
                .endControlFlow()
                .build();
    }

    /**
     * A target that is a group's constant becomes the state entering the group by name leads to, read
     * from the histories before anything runs (docs/semantics.md, "Groups you enter, and history").
     */
    private static CodeBlock entry(MachineGraph graph, Bookkeeping books) {
        if (graph.enterableConstants().isEmpty()) {
            return CodeBlock.of("");
        }
        if (graph.entryReadsHistory()) {
            return CodeBlock.of("next = $Lentry(next, history, $L);\n", books.statics(), books.stackIndex());
        }
        return CodeBlock.of("next = $Lentry(next);\n", books.statics());
    }

    private TransitionCode() {}

    /**
     * The body of the transition method; its parameters are {@code int event}, {@code int current},
     * {@code int next} and, on a settling machine, {@code float dt}; it returns an {@code int}.
     */
    static CodeBlock body(MachineGraph graph, Bookkeeping books) {
        boolean settle = graph.model().settle();
        if (!chains(graph)) {
            return single(graph, books);
        }
        CodeBlock fsm = books.statics();
        CodeBlock.Builder code = CodeBlock.builder();
        if (settle) {
            code.add("// A transition a decision made lets the new state's decision run with the same dt.\n");
            if (graph.hasTimers()) { // a timer fires in the decision, before its other steps
                code.addStatement("boolean settling = event == $T.UPDATE || event == $T.GUARD || event == $T.AFTER",
                        RuntimeTypes.EVENTS, RuntimeTypes.EVENTS, RuntimeTypes.EVENTS);
            } else {
                code.addStatement("boolean settling = event == $T.UPDATE || event == $T.GUARD", RuntimeTypes.EVENTS,
                        RuntimeTypes.EVENTS);
            }
        }
        String atMost = books.madeAtMost();
        if (atMost == null) {
            code.addStatement("int made = $L", books.madeBefore());
        } else {
            code.add("// The transitions its messages made count too: looked up only this close to the limit.\n")
                    .addStatement("int made = 0")
                    .addStatement("int room = $LMAX_TRANSITIONS_PER_TICK - $L", fsm, atMost);
        }
        // The running event (books.running) holds the event at the top of every hop: set on the way in,
        // after the enter and after a settling decision; so the checks that throw there need not set it.
        code.beginControlFlow("while (true)");
        if (graph.entersRedirect()) {
            // Only an enter handler's redirect comes as ENTER; a machine without one has nothing to check.
            code.beginControlFlow("if (event == $T.ENTER && !$LenterMayGo(current, next))", RuntimeTypes.EVENTS, fsm)
                    .addStatement("throw new $T($LNAME, $L, STATES[current].name(), event,\nSTATES[next].name())",
                            RuntimeTypes.ILLEGAL_TRANSITION, fsm, books.describe())
                    .endControlFlow();
        }
        code.add(back(graph, books))
                .add(entry(graph, books))
                .add(atMost == null
                        ? CodeBlock.builder().beginControlFlow("if (made == $LMAX_TRANSITIONS_PER_TICK)", fsm).build()
                        : CodeBlock.builder().beginControlFlow(
                                "if (made == room && (room = $LMAX_TRANSITIONS_PER_TICK - $L) == made)", fsm,
                                books.madeBefore()).build())
                .add(limitReached(books))
                .endControlFlow()
                .addStatement("made++")
                .add(hop(graph, books, true));
        if (!graph.entersRedirect()) {
            // Settling only: the enter, then the new state's decision, which asks for the next hop (if any).
            return code.add(books.running(CodeBlock.of("$T.ENTER", RuntimeTypes.EVENTS)))
                    .add(books.entering(enter(graph, books, "")))
                    .add(books.entered())
                    .add(settled(books))
                    .endControlFlow()
                    .build();
        }
        // A redirect comes as ENTER: the check at the top of the next hop reads it.
        code.addStatement("event = $T.ENTER", RuntimeTypes.EVENTS)
                .add(books.running(EVENT))
                .add(books.entering(enter(graph, books, "next = ")));
        code.beginControlFlow("if (next == $LSTAY || next == current)", fsm)
                .add(books.entered())
                .add(settle ? settled(books) : CodeBlock.builder().addStatement("return current").build());
        return code.endControlFlow().endControlFlow().build();
    }

    /** After the enter, on a settling machine: the new state's decision, which may ask for the next hop. */
    private static CodeBlock settled(Bookkeeping books) {
        CodeBlock fsm = books.statics();
        return CodeBlock.builder()
                .beginControlFlow("if (!settling)")
                .addStatement("return current")
                .endControlFlow()
                .addStatement("int decided = $L", books.decide())
                .beginControlFlow("if (decided == $LSTAY)", fsm)
                .addStatement("return current")
                .endControlFlow()
                .addStatement("event = decided >>> 16")
                .add(books.running(EVENT))
                .addStatement("next = decided & 0xFFFF")
                .build();
    }

    /** Whether a transition may be followed by another in the same call: an enter's redirect, or settling. */
    static boolean chains(MachineGraph graph) {
        return graph.model().settle() || graph.entersRedirect();
    }

    /**
     * Whether the transition checks something that may throw before the exit runs (the failsafe, a
     * {@code @Back} with nothing to go back to): the event that asked for it is then the running one.
     */
    static boolean checksBeforeExit(MachineGraph graph) {
        return chains(graph) || graph.hasMessages() || (graph.hasStacks() && graph.back().isPresent());
    }

    /**
     * A machine whose enters never redirect and which does not settle makes one transition per call:
     * no chain to follow, so no loop and no count of its own; only the transitions its messages made
     * before it count against the failsafe.
     */
    private static CodeBlock single(MachineGraph graph, Bookkeeping books) {
        CodeBlock fsm = books.statics();
        CodeBlock.Builder code = CodeBlock.builder().add(back(graph, books)).add(entry(graph, books));
        if (graph.hasMessages()) {
            // Only an entity's messages can have used up its transitions before this one.
            String atMost = books.madeAtMost();
            // With a cheap bound, the entity's own count is looked up only when the bound is at the limit.
            code.add(atMost == null
                            ? CodeBlock.builder().beginControlFlow("if ($L == $LMAX_TRANSITIONS_PER_TICK)",
                                    books.madeBefore(), fsm).build()
                            : CodeBlock.builder().beginControlFlow("if ($L == $LMAX_TRANSITIONS_PER_TICK$W&& $L == $LMAX_TRANSITIONS_PER_TICK)",
                                    atMost, fsm, books.madeBefore(), fsm).build())
                    .add(limitReached(books))
                    .endControlFlow();
        }
        return code.add(hop(graph, books, checksBeforeExit(graph)))
                .add(books.running(CodeBlock.of("$T.ENTER", RuntimeTypes.EVENTS)))
                .add(books.entering(enter(graph, books, "")))
                .add(books.entered())
                .addStatement("return current")
                .build();
    }

    private static CodeBlock limitReached(Bookkeeping books) {
        CodeBlock fsm = books.statics();
        return CodeBlock.builder().addStatement("throw new $T($LNAME, $L, STATES[current].name(), event,\n"
                + "STATES[next].name(), $LMAX_TRANSITIONS_PER_TICK)", RuntimeTypes.TRANSITION_LIMIT, fsm, books.describe(), fsm)
                .build();
    }

    /**
     * One hop from {@code current} to {@code next}: exit, the groups left, the move recorded, the stack.
     * {@code exitRuns}: the running event is set to the exit here (else it starts as the exit).
     */
    private static CodeBlock hop(MachineGraph graph, Bookkeeping books, boolean exitRuns) {
        CodeBlock fsm = books.statics();
        String receiver = books.receiver();
        String time = graph.tracksTime() ? ", " + books.time() : "";
        CodeBlock.Builder code = CodeBlock.builder()
                .add(exitRuns ? books.running(CodeBlock.of("$T.EXIT", RuntimeTypes.EVENTS)) : CodeBlock.of(""))
                .addStatement("$LonExit($L, current, next$L)", fsm, receiver, time);
        if (!graph.groupsWith(Event.EXIT).isEmpty()) {
            code.addStatement("$LexitGroups($L, current, next$L)", fsm, receiver, time);
        }
        if (!graph.historyGroups().isEmpty()) {
            code.addStatement("$LwriteHistory(history, $L, current, next)", fsm, books.stackIndex());
        }
        code.addStatement("int left = current")
                .add(books.moved());
        if (graph.hasStacks()) {
            // Between two states that are no interrupts the stack is empty and stays so: not touched.
            String index = books.stackIndex();
            if (graph.back().isPresent()) {
                code.beginControlFlow("if (back)")
                        .addStatement("stacks.pop($L)", index)
                        .nextControlFlow("else if ($LisInterrupt(next) || $LisInterrupt(left))", fsm, fsm);
            } else {
                code.beginControlFlow("if ($LisInterrupt(next) || $LisInterrupt(left))", fsm, fsm);
            }
            code.addStatement("stacks.entered($L, left, next, $LisInterrupt(next))", index, fsm).endControlFlow();
        }
        return code.addStatement("current = next").build();
    }

    /**
     * The enters of the state an entity starts in ({@code state}, an expression; from no state): the
     * groups', then the state's, and where enters redirect, {@code follow} for a redirect in {@code next}.
     */
    static CodeBlock start(MachineGraph graph, CodeBlock fsm, String receiver, String state, CodeBlock follow) {
        return start(graph, fsm, receiver, state, follow, CodeBlock.of(""), CodeBlock.of(""));
    }

    /**
     * As {@link #start(MachineGraph, CodeBlock, String, String, CodeBlock)}, with {@code followed}, statements
     * run after {@code follow}, and {@code stayed}, run where the entity stays in {@code state} (no redirect):
     * the two ends of a complete entry, where a machine with timers arms the state the entity ends in.
     */
    static CodeBlock start(MachineGraph graph, CodeBlock fsm, String receiver, String state, CodeBlock follow,
            CodeBlock followed, CodeBlock stayed) {
        return start(graph, fsm, receiver, state, follow, followed, stayed, CodeBlock.of(""));
    }

    /**
     * As {@link #start(MachineGraph, CodeBlock, String, String, CodeBlock, CodeBlock, CodeBlock)}, with
     * {@code failed}, statements run when the enters throw ({@code failure}), which is then thrown on: where a
     * machine with timers arms the state an entry cut short ended in. Empty: the enters are not guarded.
     */
    static CodeBlock start(MachineGraph graph, CodeBlock fsm, String receiver, String state, CodeBlock follow,
            CodeBlock followed, CodeBlock stayed, CodeBlock failed) {
        CodeBlock.Builder code = CodeBlock.builder();
        boolean guarded = !failed.isEmpty();
        if (guarded) {
            if (graph.entersRedirect()) {
                code.addStatement("int next");
            }
            code.beginControlFlow("try");
        }
        if (!graph.groupsWith(Event.ENTER).isEmpty()) {
            code.addStatement("$LenterGroups($L, $L, $LSTAY)", fsm, receiver, state, fsm);
        }
        if (!graph.entersRedirect()) {
            code.addStatement("$LonEnter($L, $L, $LSTAY)", fsm, receiver, state, fsm);
            return (guarded ? guard(code, failed) : code).add(stayed).build();
        }
        code.addStatement("$Lnext = $LonEnter($L, $L, $LSTAY)", guarded ? "" : "int ", fsm, receiver, state, fsm);
        if (guarded) {
            guard(code, failed);
        }
        code.beginControlFlow("if (next != $LSTAY && next != $L)", fsm, state)
                .addStatement("$L", follow)
                .add(followed);
        if (!stayed.isEmpty()) {
            code.nextControlFlow("else").add(stayed);
        }
        return code.endControlFlow().build();
    }

    /** Ends the {@code try} of guarded enters: {@code failed}, then the failure thrown on. */
    private static CodeBlock.Builder guard(CodeBlock.Builder code, CodeBlock failed) {
        return code.nextControlFlow("catch ($T failure)", RuntimeException.class)
                .add(failed)
                .addStatement("throw failure")
                .endControlFlow();
    }

    /** The enters of the state entered: the groups', then the state's, its redirect assigned by {@code assign}. */
    private static CodeBlock enter(MachineGraph graph, Bookkeeping books, String assign) {
        CodeBlock fsm = books.statics();
        String receiver = books.receiver();
        CodeBlock.Builder enter = CodeBlock.builder();
        if (!graph.groupsWith(Event.ENTER).isEmpty()) {
            enter.addStatement("$LenterGroups($L, current, left)", fsm, receiver);
        }
        return enter.addStatement("$L$LonEnter($L, current, left)", assign, fsm, receiver).build();
    }
}
