package dev.brainstem.processor.validation;

import javax.tools.Diagnostic;

/**
 * The catalogue of every diagnostic the processor reports. Each message starts with its id in
 * brackets, so users can search for it and tests can match it; the id names the problem, the text
 * says what is wrong and how to fix it. Every entry is an error except the warnings {@link #UNUSED_TO},
 * {@link #DEAD_GUARD}, {@link #UNUSED_HISTORY} and {@link #SHADOWED_AFTER}, and the note
 * {@link #RETURNS_AT_RUN_TIME}.
 *
 * <p>The numbers in the comments are those of the design's list of compile-time checks.
 */
public enum Message {
    // 1. State names.
    /** Args: enum name, the unknown name, the hint ({@link DidYouMean#hint}). */
    UNKNOWN_STATE("BrainstemUnknownState", "%s has no state \"%s\"; %s"),
    /** Args: the unknown name, enum name, hint, the first constant when it is no @Back pseudo-state. */
    UNKNOWN_INITIAL("BrainstemUnknownInitial",
            "@States(initial = \"%s\") names no constant of %s (%s). Name one of its constants%s"),

    /** Args: enum name, the unknown name, the hint. */
    UNKNOWN_NAME("BrainstemUnknownName", "%s has no state or group \"%s\"; %s"),
    /** Args: who ("@OnUpdate idle()", {@link Text#after}), the group, the group, enum, the group, its states. */
    TARGET_GROUP("BrainstemTargetGroup",
            "%s names group %s in `to`, which cannot be entered by its name: give %s an `initial` member and "
                    + "%s a constant %s to enter it, or name one of its states instead: %s"),

    // 2. Reachability.
    /** Args: state, enum, machine, initial state, state, state. */
    UNREACHABLE("BrainstemUnreachable",
            "State %s of %s can never be reached in %s: no chain of `to` lists of @OnUpdate, @OnEnter, "
                    + "@Transition and @OnMessage handlers leads to it from the initial state %s or an @EntryPoint state. Add \"%s\" to "
                    + "the `to` of a handler of a reachable state, or mark %s @EntryPoint if game code sends "
                    + "entities there from outside (start, add, transitionTo)"),

    // 3. One handler per (state, event).
    /** Args: annotation, class, state, the other handler, state. */
    DUPLICATE_HANDLER("BrainstemDuplicateHandler",
            "Two @%s handlers in %s serve state %s: this one and %s. Each (state, event) has at most one "
                    + "handler; remove \"%s\" from one of them"),

    // 4. Handler shape.
    /** Args: annotation, handler, accepted forms. */
    HANDLER_PARAMETERS("BrainstemHandlerShape",
            "@%s handler %s takes parameters of no accepted form. Accepted forms: %s"),
    /** Args: annotation, handler, its return type, accepted forms. */
    HANDLER_RETURN("BrainstemHandlerReturn",
            "@%s handler %s returns %s, which is not an accepted form. Accepted forms: %s"),
    /** Args: annotation, handler, the other enum, the machine's enum, the machine's enum. */
    WRONG_STATE_ENUM("BrainstemWrongStateEnum",
            "@%s handler %s returns %s, but this machine's states are %s. Return %s (or void)"),
    /** Args: annotation, handler, the modifier, why and how to fix. */
    HANDLER_MODIFIER("BrainstemHandlerModifier",
            "@%s handler %s is %s; handlers are instance methods that are not private, static or "
                    + "abstract. %s"),
    /** Args: annotation, handler, its type parameters. */
    GENERIC_HANDLER("BrainstemGenericHandler",
            "@%s handler %s declares type parameters %s; handlers are not generic, because the generated "
                    + "code calls them without type arguments. Remove the type parameters"),
    /** Args: annotation, handler, the exceptions. */
    CHECKED_EXCEPTION("BrainstemCheckedException",
            "@%s handler %s declares the checked exception(s) %s; handlers throw only unchecked "
                    + "exceptions, which the machine passes on. Catch it in the handler, or wrap it in an "
                    + "unchecked exception"),
    /** Args: machine, annotation, handler, declaring class, why, generated class, machine's package. */
    INACCESSIBLE_HANDLER("BrainstemInaccessibleHandler",
            "%s inherits @%s handler %s from %s, but %s, so the generated %s in package %s cannot call it. "
                    + "Make it public, or replace it with a handler declared in the machine's class"),
    /** Args: annotation, handler, the signature in the right order. */
    PARAMETER_ORDER("BrainstemParameterOrder",
            "@%s handler %s takes its `int id` after another parameter; the id comes first: %s"),

    // 5. `to` lists.
    /** Args: annotation, handler, enum, ", for example" and the fix ({@link Fixes#listingItsReturns}), or "". */
    MISSING_TO("BrainstemMissingTo",
            "@%s handler %s returns %s but its `to` is empty; list every state it may go to%s, or make it void"),
    /** Args: annotation, handler, enum. */
    VOID_WITH_TO("BrainstemVoidWithTo",
            "@%s handler %s is void but lists `to`; a void handler never changes the state. Return %s "
                    + "from it, or remove `to`"),
    /** Args: annotation, handler, "value" or "from", ", for example" and the fix ({@link Fixes#servingAState}), or "". */
    NO_HANDLER_STATES("BrainstemNoHandlerStates",
            "@%s handler %s serves no state: its %s is empty. Name the states it handles%s"),

    // 6. Bodies.
    /** Args: handler, enum, constant, constant, the `to` list. */
    UNDECLARED_RETURN("BrainstemUndeclaredReturn",
            "%s returns %s.%s, but its `to` does not list \"%s\" (to = %s). Add it to `to`, or return null "
                    + "to stay"),
    /** Args: "the body of h()" or "the bodies of h() and g(float)". A note, once per machine. */
    RETURNS_AT_RUN_TIME("BrainstemReturnsAtRunTime", Diagnostic.Kind.NOTE,
            "Brainstem cannot read %s, so the states returned there are checked when the machine runs, not now: "
                    + "a state that the handler's `to` does not list throws IllegalTransitionException. (kapt "
                    + "hands Kotlin classes to processors as stubs whose bodies are placeholders; a class compiled "
                    + "already has no source here.)"),
    /** Args: handler, state, enum, state. A warning. */
    UNUSED_TO("BrainstemUnusedTo", Diagnostic.Kind.WARNING,
            "%s lists \"%s\" in `to` but never returns %s.%s. Remove it from `to`, or return it where it "
                    + "applies"),

    // 7. The machine's class and its enum.
    /** Args: the kind, the class, the hint. */
    NOT_A_CLASS("BrainstemNotAClass",
            "@StateMachine is on %s %s, but it belongs on a class: %s"),
    /** Args: the class, "is private" or "is nested in private class X", the private class. */
    PRIVATE_CLASS("BrainstemPrivateClass",
            "@StateMachine class %s %s, but the generated classes in its package must reach it. Make %s "
                    + "package-private or public"),
    /** Args: the class. */
    INNER_CLASS("BrainstemInnerClass",
            "@StateMachine class %s is an inner (non-static) class: the generated classes cannot make or "
                    + "hold it without an outer instance. Make it static"),
    /** Args: the class, its type parameters. */
    GENERIC_MACHINE("BrainstemGenericMachine",
            "@StateMachine class %s declares type parameters %s; the generated classes would use it as a raw "
                    + "type. Remove them, or annotate a non-generic subclass"),
    /** Args: the type named. */
    NOT_ENUM("BrainstemNotEnum",
            "@StateMachine(%s.class) must name an enum annotated @States; %s is not an enum"),
    /** Args: the enum, the fix ({@link Fixes#statesEnum}). */
    MISSING_STATES("BrainstemMissingStates",
            "@StateMachine names %s, which is not annotated @States. Annotate it: %s"),
    /** Args: the enum. */
    NO_STATES("BrainstemNoStates",
            "%s has no constants; a machine needs at least one state. Add its states as enum constants"),
    /** Args: the enum, the reason, the machine's package. */
    INACCESSIBLE_STATES("BrainstemInaccessibleStates",
            "The states enum %s is %s, so the generated classes in package %s cannot name it. Make it "
                    + "package-private or public"),
    /** Args: the enum (Outer.Light when nested), its file, the top-level class to move, the same, the enum. */
    AUXILIARY_ENUM("BrainstemAuxiliaryEnum",
            "The states enum %s is declared in %s, a file named for another class, so the generated classes, which "
                    + "name it, would make javac warn [auxiliaryclass] (an error under -Werror). Move %s to a file "
                    + "of its own, %s.java, or nest %s in the @StateMachine class"),
    /** Args: the class (Outer.Lamp when nested), its file, the top-level class to move, the same. */
    AUXILIARY_MACHINE("BrainstemAuxiliaryMachine",
            "@StateMachine class %s is declared in %s, a file named for another class, so the generated classes, "
                    + "which name it, would make javac warn [auxiliaryclass] (an error under -Werror). Move %s to a "
                    + "file of its own, %s.java"),
    /** Args: who ({@link Text#after}). */
    AFTER_STATES("BrainstemAfterStates",
            "%s waits in no state: its `value` is empty. Name the states (or groups) whose time in state it "
                    + "waits on"),
    /** Args: who ({@link Text#after}), what is wrong, the fix. */
    AFTER_DELAY("BrainstemAfterDelay",
            "%s %s: a timed transition waits either `seconds`, a finite number of seconds, 0 or more, or what the "
                    + "method named by `delay` returns for each entity as it enters the state. %s"),
    /**
     * Args: who ({@link Text#after}), the method ({@code "burnTme"} when missing, else its signature), what is
     * wrong ("but Lamp has no method of that name (did you mean ...)", "which is static"), the form.
     */
    DELAY_METHOD("BrainstemDelayMethod",
            "%s names the delay method %s, %s. A delay method is `%s`: an instance method, neither private, static nor "
                    + "generic, that throws no checked exception, which the generated code calls for each entity as "
                    + "it enters the state, and which returns the seconds it waits there"),
    /** Args: who, the state, its wait, the other, the other's wait. A warning. */
    SHADOWED_AFTER("BrainstemShadowedAfter", Diagnostic.Kind.WARNING,
            "%s never fires in state %s: its %s wait is never the first to end there, since %s waits %s (of equal "
                    + "waits, the one declared first fires). Remove the state from one of them, or shorten this wait"),
    /** Args: handler, what is wrong ("has every = 70000", two updates that disagree), the fix. */
    EVERY("BrainstemEvery",
            "@OnUpdate handler %s %s. A state decides on one tick in `every` (1 to 65,535; 0, the default: every "
                    + "tick, whatever the entity's stride), and its decision (its groups' updates, its guards, its "
                    + "update) is sliced as one: %s"),
    /** Args: the value. */
    TRANSITION_LIMIT("BrainstemTransitionLimit",
            "maxTransitionsPerTick is %d; an entity must be allowed at least one transition per tick. Use 1 "
                    + "or more (the default is 8)"),
    /** Args: annotation, handler, what it takes, how many handlers take an id, how many handlers. */
    MIXED_MODES("BrainstemMixedModes",
            "@%s handler %s %s, but the handlers of this machine disagree (%d of %d take an int id first). "
                    + "A class mixes no modes: either every handler takes `int id` first (the class "
                    + "is a system that owns its entities' data) or none does (each object is an entity)"),
    /** Args: annotation, method, class kind, class, the consequence and the fix ({@link #STRAY_HANDLER_FIX}). */
    STRAY_HANDLER("BrainstemStrayHandler",
            "@%s on %s has no effect: %s %s is not a @StateMachine, so nothing %s"),
    /** Args: the element, why it has no effect. */
    STRAY_ENTRY_POINT("BrainstemStrayEntryPoint",
            "@%s on %s has no effect: %s. It belongs on a constant of an enum annotated @States"),
    /** Args: kind, type. */
    STATES_NOT_ENUM("BrainstemStatesNotEnum",
            "@States is on %s %s, but it belongs on the enum whose constants are the states"),

    /** Args: the class. */
    LOCAL_CLASS("BrainstemLocalClass",
            "@StateMachine is on local class %s, declared in a method, which the generated classes cannot name. "
                    + "Declare it as a top-level class, or as a static class nested in one"),
    /** Args: machine, the missing types, generated class. */
    UNDEFINED("BrainstemUndefined",
            "@StateMachine class %s needs %s, which javac could not resolve by the last round (it is missing or "
                    + "misspelled, not accessible here, or the processor meant to write it did not), so %s was not "
                    + "generated. Fix the name, or the processor that should write it"),

    // 8. Groups, guards and annotated parameters.
    /** Args: enum, the unknown group, the group being declared, the hint. */
    UNKNOWN_GROUP("BrainstemUnknownGroup",
            "%s has no group \"%s\" to nest in group %s; %s"),
    /** Args: the name, "state X" or "another group", enum. */
    GROUP_NAME_TAKEN("BrainstemGroupName",
            "@StateGroup name \"%s\" is already the name of %s of %s; a group's name differs from every state's "
                    + "and every other group's, since handlers name both alike. Rename the group"),
    /** Args: "State" or "Group", name, first group, second group. */
    GROUP_OVERLAP("BrainstemGroupOverlap",
            "%s %s is in two groups, %s and %s; groups form a tree, so a state or a group is in at most one. "
                    + "Remove it from one of them, or nest one group in the other"),
    /** Args: the group, the chain, the group, the group that names it. */
    GROUP_CYCLE("BrainstemGroupCycle",
            "Group %s contains itself (%s); groups nest as a tree. Remove \"%s\" from the groups of %s"),
    /** Args: the name, a suggestion. */
    INVALID_GROUP_NAME("BrainstemInvalidGroupName",
            "@StateGroup name \"%s\" is not a Java identifier; a group is named like the enum constants it sits "
                    + "beside, since handlers name both alike and the generated code and diagrams use its name. "
                    + "Name it, for example, %s"),
    /** Args: annotation, handler, the group, "state X" or "group Y", the group. */
    GROUP_AND_MEMBER("BrainstemGroupAndMember",
            "@%s handler %s serves both group %s and %s, which is in %s, so it would run twice there: once as the "
                    + "group's handler and once as the member's. Name only the group, or only the states that need it"),
    /** Args: the group, the name, the hint. */
    INITIAL_NOT_MEMBER("BrainstemInitialNotMember",
            "@StateGroup %s has no direct member \"%s\" to start in: its initial names one of the states or "
                    + "groups the group lists itself; %s"),
    /** Args: the group, the history. */
    HISTORY_WITHOUT_INITIAL("BrainstemHistoryWithoutInitial",
            "@StateGroup %s has history = %s but no initial: before the first visit, and for a history that "
                    + "holds nothing, entering it by name enters its initial. Add initial = \"...\" naming one of "
                    + "its members"),
    /** Args: the group, how it is entered by name, the group. */
    NESTED_WITHOUT_INITIAL("BrainstemNestedWithoutInitial",
            "Group %s is entered by its name %s, but has no initial to enter. Give %s an initial member"),
    /** Args: the constant, the group, what is wrong, the fix. */
    GROUP_CONSTANT("BrainstemGroupConstant",
            "%s is group %s's constant, a pseudo-state no entity is ever in, so it cannot be %s. %s"),
    /** Args: the group, the history, the group. */
    UNUSED_HISTORY("BrainstemUnusedHistory", Diagnostic.Kind.WARNING,
            "@StateGroup %s keeps history = %s, but nothing enters it by its name: no `to`, initial state or "
                    + "entry point names its constant %s, and no group enters it as its initial or history. "
                    + "Target the group's constant, or remove the history"),
    /** Args: the group. */
    EMPTY_GROUP("BrainstemEmptyGroup",
            "Group %s has no states: its states and groups are empty. List its states, or remove it"),
    /** Args: handler, group, return type. */
    GROUP_ENTER_RETURNS("BrainstemGroupEnterReturns",
            "@OnEnter handler %s serves group %s and returns %s, but a group's enter runs inside a transition "
                    + "and cannot redirect it. Make it void, or serve the group's states instead of the group"),
    /** Args: constant, first @Back constant, constant. */
    BACK_TWICE("BrainstemBackTwice",
            "@Back marks %s, but %s is the machine's @Back already; a machine has one pseudo-state for going back. "
                    + "Remove @Back from %s"),
    /** Args: constant, what it also is. */
    BACK_STATE("BrainstemBackState",
            "%s is marked @Back and is %s; the @Back constant is a pseudo-state no entity is ever in. Mark another "
                    + "constant @Back"),
    /** Args: where, back constant. */
    BACK_IN_VALUE("BrainstemBackInValue",
            "%s names %s, the @Back pseudo-state, which no entity is ever in. Name the interrupt states whose "
                    + "handlers go back instead"),
    /** Args: handler, back constant, state. */
    BACK_OUTSIDE_INTERRUPT("BrainstemBackOutsideInterrupt",
            "%s lists %s (@Back) in its `to` but serves %s, which is not an @Interrupt state, so it has nothing to "
                    + "go back to. Serve interrupt states only, or return the state to go to"),
    /** Args: guard, target, target. */
    GUARD_TO_ITSELF("BrainstemGuardToItself",
            "@Transition %s leads to %s, which its `from` names too; a guard leads out of the states it guards. "
                    + "Remove \"%s\" from `from`, or lead the guard elsewhere"),
    /** Args: parameter, handler, its type, the fix ({@link Fixes#timeInState}). */
    TIME_IN_STATE_TYPE("BrainstemTimeInStateType",
            "@TimeInState parameter %s of %s is %s, but the time in state is a float (seconds). Declare it "
                    + "`%s`"),
    /** Args: parameter, handler, its type, enum, the fix ({@link Fixes#current}). */
    CURRENT_TYPE("BrainstemCurrentType",
            "@Current parameter %s of %s is %s, but it receives the state the handler serves, a %s. Declare it "
                    + "`%s`"),
    /** Args: annotation, handler, the annotated parameter, the signature in the right order. */
    ANNOTATED_PARAMETER_ORDER("BrainstemAnnotatedParameterOrder",
            "@%s handler %s takes its annotated parameter %s before a positional one; @TimeInState and "
                    + "@Current parameters come last: %s"),
    /** Args: handler, its parameter type, the parameter type's box ({@link Fixes#box}). */
    MESSAGE_PRIMITIVE("BrainstemMessagePrimitive",
            "@OnMessage handler %s takes a message of primitive type %s; a message is an object, matched by its "
                    + "class. Take a class or record of yours that holds the value (or %s)"),
    /** Args: handler, the message type, why it does not fit. */
    MESSAGE_TYPE("BrainstemMessageType",
            "@OnMessage handler %s takes messages of type %s, %s; the generated code finds a message's handler "
                    + "by its class with instanceof, so a message type is a class, interface or array type that "
                    + "the machine's package can name, without type arguments. Take such a type"),
    /** Args: class, message type, where ("state X", "group G", "any state"), the other handler, how to fix. */
    DUPLICATE_MESSAGE("BrainstemDuplicateMessage",
            "Two @OnMessage handlers in %s take %s in %s: this one and %s. Each (state or group, message type) "
                    + "has at most one handler; %s"),
    /** Args: guard, state, the earlier guard. A warning. */
    DEAD_GUARD("BrainstemDeadGuard", Diagnostic.Kind.WARNING,
            "@Transition %s never runs in state %s: the earlier guard %s always returns true there. Remove one "
                    + "of them, or put this one first"),

    // 9. Generated names.
    /** Args: generated name, machine, who holds it, machine's simple name. */
    NAME_TAKEN("BrainstemNameTaken",
            "Brainstem generates %s for @StateMachine class %s, but %s. Rename %s or the other class"),

    // 10. Enter redirects.
    /** Args: the states, the first state's enter handler, the first state. */
    REDIRECT_CYCLE("BrainstemRedirectCycle",
            "The enter handlers of %s always redirect to one another: %s, the enter of %s, returns one of these "
                    + "states on every path, and so does each of the others. An entity that enters one never "
                    + "settles: it always ends in TransitionLimitException. Return null (stay) on some path, or "
                    + "redirect out of them"),

    // Orthogonal regions (docs/semantics.md, "Orthogonal regions").
    /** Args: the name, "a state" or "a group", the earlier region's enum, "a state" or "a group", the later's. */
    REGION_CLASH("BrainstemRegionClash",
            "%s is %s of region %s and %s of region %s; handlers name states and groups without their region, so "
                    + "each name belongs to one region. Rename one of them"),
    /** Args: who ("@OnUpdate handler aim(float)", "@StateGroup MOVING"), what it names, "a handler" or "a group", the fix. */
    REGION_SPAN("BrainstemRegionSpan",
            "%s %s, but %s belongs to one region: the one whose states it names. %s"),
    /**
     * Args: who ("@Transition handler heat()", {@link Text#after}), its region's enum, what names the other
     * region, "a handler" or "a timed transition", the fix.
     */
    OTHER_REGION("BrainstemOtherRegion",
            "%s serves states of region %s, but %s; %s moves an entity in its own region only. %s"),
    /** Args: the type named, what is wrong with it, the fix. */
    REGION_NOT_STATES("BrainstemRegionNotStates",
            "@StateMachine names %s %s, but each region of a machine is an enum of its own annotated @States. %s"),

    // The writer's limits.
    /** Args: state, machine, steps, group updates, guards, own updates (0 or 1), the limit, state. */
    DECISION_TOO_LONG("BrainstemDecisionTooLong",
            "State %s's decision in %s takes %d steps: %d updates of groups it is in, %d guards and %d update of "
                    + "its own. Brainstem writes a state's decision out in full, as one method, and keeps it to %d "
                    + "steps so that HotSpot compiles it. Give fewer of the groups around %s @OnUpdate handlers or "
                    + "guards"),
    /** Args: machine, steps, the limit. */
    DECISIONS_TOO_LONG("BrainstemDecisionsTooLong",
            "The decisions of %s's states take %d steps in all: each state's, the updates of the groups it is in, "
                    + "its guards and its update. Brainstem writes every decision out in full and keeps a "
                    + "machine's to %d steps in all, so that its generated classes stay a size javac compiles. Give "
                    + "@OnUpdate handlers and guards to fewer groups of many states, or nest those groups less deeply"),

    /** Args: where, what. */
    INTERNAL_ERROR("BrainstemInternalError",
            "Brainstem failed on %s: %s. This is a bug in Brainstem; please report it with this class");

    /** The end of {@link #STRAY_HANDLER} for a handler. */
    static final String STRAY_HANDLER_FIX = "calls it. Annotate the class @StateMachine, naming its enum of states, "
            + "or, if it is a base class whose handlers @StateMachine subclasses inherit, make it abstract";
    /** The end of {@link #STRAY_HANDLER} for an {@code @After}, which a machine reads on its own class only. */
    static final String STRAY_AFTER_FIX = "reads it. Put it on the @StateMachine class whose states it names (a "
            + "machine reads the @After of its own class, not of its superclasses)";

    private final String id;
    private final Diagnostic.Kind kind;
    private final String template;

    Message(String id, String template) {
        this(id, Diagnostic.Kind.ERROR, template);
    }

    Message(String id, Diagnostic.Kind kind, String template) {
        this.id = id;
        this.kind = kind;
        this.template = template;
    }

    /** The id in brackets that starts the message, without the brackets. */
    public String id() {
        return id;
    }

    /** ERROR for every entry but the warnings and the note. */
    public Diagnostic.Kind kind() {
        return kind;
    }

    public String format(Object... args) {
        return "[" + id + "] " + String.format(template, args);
    }
}
