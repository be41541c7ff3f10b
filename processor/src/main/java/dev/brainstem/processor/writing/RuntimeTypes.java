package dev.brainstem.processor.writing;

import com.palantir.javapoet.ClassName;

/**
 * The runtime's types that generated code names, in one place. They are names only: the processor
 * never loads the runtime's classes (it runs from its one jar), except {@code MachineInfo}, which it
 * carries inside, to draw diagrams as the generated {@code INFO} does.
 */
final class RuntimeTypes {
    private static final String PACKAGE = "dev.brainstem.runtime";
    /** What only generated code names: not API (see the runtime's package comments). */
    private static final String INTERNAL = PACKAGE + ".internal";

    static final ClassName ABSTRACT_BATCH = ClassName.get(PACKAGE, "AbstractBatch");
    static final ClassName EVENTS = ClassName.get(PACKAGE, "Events");
    static final ClassName ILLEGAL_TRANSITION = ClassName.get(PACKAGE, "IllegalTransitionException");
    static final ClassName LANE = ClassName.get(INTERNAL, "Lane");
    static final ClassName MAILBOX = ClassName.get(INTERNAL, "Mailbox");
    static final ClassName INTERRUPT_STACKS = ClassName.get(INTERNAL, "InterruptStacks");
    static final ClassName GROUP_HISTORY = ClassName.get(INTERNAL, "GroupHistory");
    static final ClassName MACHINE_INFO = ClassName.get(PACKAGE, "MachineInfo");
    static final ClassName MESSAGE_DELIVERY = ClassName.get(PACKAGE, "MessageDelivery");
    static final ClassName EDGES = MACHINE_INFO.nestedClass("Edges");
    static final ClassName STALE_CHECK = ClassName.get(INTERNAL, "StaleCheck");
    static final ClassName TRANSITION_LIMIT = ClassName.get(PACKAGE, "TransitionLimitException");
    static final ClassName TIME_STEP = ClassName.get(INTERNAL, "TimeStep");
    static final ClassName TRANSITION_LISTENER = ClassName.get(PACKAGE, "TransitionListener");
    static final ClassName WORD_LOOP = ClassName.get(INTERNAL, "WordLoop");

    private RuntimeTypes() {}
}
