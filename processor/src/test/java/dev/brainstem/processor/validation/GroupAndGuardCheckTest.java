package dev.brainstem.processor.validation;

import static dev.brainstem.processor.validation.Compile.brokenWithoutOutput;
import static dev.brainstem.processor.validation.Compile.errorAt;
import static dev.brainstem.processor.validation.Compile.errorCount;
import static dev.brainstem.processor.validation.Compile.warningAt;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.CompilationSubject;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Check 8 and the wave-2 parts of checks 1 to 4: groups, guards, {@code @TimeInState} and
 * {@code @Current}. Each error is asserted with its exact message, file, line and column (on the
 * annotation value at fault); each nasty but valid machine must compile, generated code included.
 */
class GroupAndGuardCheckTest {

    /** The guard's states with an AGGRO group (ALARM, and the nested HUNT: PURSUIT, SEARCH). */
    private static final String STATES = """
            package test;

            import dev.brainstem.*;

            @States(initial = "IDLE")
            @StateGroup(name = "AGGRO", states = "ALARM", groups = "HUNT")
            @StateGroup(name = "HUNT", states = {"PURSUIT", "SEARCH"})
            public enum GuardState { IDLE, ALARM, PURSUIT, SEARCH, @EntryPoint STUNNED }
            """;

    /** A valid machine over {@link #STATES}: guards, group handlers, time in state, @Current. */
    private static final String GUARD = """
            package test;

            import dev.brainstem.*;

            @StateMachine(GuardState.class)
            public class Guard {
                boolean seesPlayer;
                float distance;

                @Transition(from = "IDLE", to = "ALARM")
                boolean spotted() { return seesPlayer; }

                @Transition(from = "ALARM", to = "PURSUIT")
                boolean alarmOver(@TimeInState float t) { return t >= 0.25f; }

                @Transition(from = "HUNT", to = "SEARCH")
                boolean lostSight() { return !seesPlayer; }

                @OnUpdate(value = "AGGRO", to = "IDLE")
                GuardState giveUp() { return distance > 50 ? GuardState.IDLE : null; }

                @OnEnter("AGGRO")
                void startMusic() { }

                @OnExit("AGGRO")
                void stopMusic() { }

                @OnUpdate(value = "STUNNED", to = "IDLE")
                GuardState dazed(@TimeInState float t) { return t > 2 ? GuardState.IDLE : null; }
            }
            """;

    private static JavaFileObject states(String... replacements) {
        return Compile.source("test.GuardState", Sources.change(STATES, replacements));
    }

    private static JavaFileObject guard(String... replacements) {
        return Compile.source("test.Guard", Sources.change(GUARD, replacements));
    }

    private static void valid(Compilation compilation) {
        CompilationSubject.assertThat(compilation).succeededWithoutWarnings();
        Compile.noCrash(compilation);
    }

    private static void broken(Compilation compilation, int errors) {
        errorCount(compilation, errors);
        brokenWithoutOutput(compilation, "test.Guard");
    }

    @Test
    void theValidMachineCompiles() {
        valid(Compile.run(states(), guard()));
    }

    // ------------------------------------------------------------------ names (check 1)

    @Test
    void unknownNameInAHandlerValueSuggestsAStateOrGroup() {
        JavaFileObject guard = guard("@OnEnter(\"AGGRO\")", "@OnEnter(\"AGRO\")");
        Compilation compilation = Compile.run(states(), guard);
        errorAt(compilation, "[BrainstemUnknownName] GuardState has no state or group \"AGRO\"; did you mean \"AGGRO\"?",
                guard, "\"AGRO\"");
        broken(compilation, 1);
    }

    @Test
    void unknownNameInAGuardsFromIsReportedOnTheString() {
        JavaFileObject guard = guard("from = \"HUNT\"", "from = {\"IDLE\", \"HUNTT\"}");
        Compilation compilation = Compile.run(states(), guard);
        errorAt(compilation, "[BrainstemUnknownName] GuardState has no state or group \"HUNTT\"; did you mean \"HUNT\"?",
                guard, "\"HUNTT\"");
        broken(compilation, 1);
    }

    @Test
    void unknownNameFarFromEverythingListsStatesAndGroups() {
        JavaFileObject guard = guard("@OnExit(\"AGGRO\")", "@OnExit(\"COMBAT\")");
        Compilation compilation = Compile.run(states(), guard);
        errorAt(compilation, "[BrainstemUnknownName] GuardState has no state or group \"COMBAT\"; its states and groups "
                + "are IDLE, ALARM, PURSUIT, SEARCH, STUNNED, AGGRO, HUNT", guard, "\"COMBAT\"");
        broken(compilation, 1);
    }

    @Test
    void unknownStateInAGuardsToIsReported() {
        JavaFileObject guard = guard("to = \"PURSUIT\")", "to = \"PURSIUT\")");
        Compilation compilation = Compile.run(states(), guard);
        errorAt(compilation, "[BrainstemUnknownState] GuardState has no state \"PURSIUT\"; did you mean \"PURSUIT\"?",
                guard, "\"PURSIUT\"");
        broken(compilation, 1);
    }

    @Test
    void aGroupInAHandlersToIsReported() {
        JavaFileObject guard = guard("@OnUpdate(value = \"STUNNED\", to = \"IDLE\")",
                "@OnUpdate(value = \"STUNNED\", to = {\"IDLE\", \"HUNT\"})");
        Compilation compilation = Compile.run(states(), guard);
        errorAt(compilation, "[BrainstemTargetGroup] @OnUpdate dazed(float) names group HUNT in `to`, which cannot be "
                + "entered by its name: give HUNT an `initial` member and GuardState a constant HUNT to enter it, or "
                + "name one of its states instead: PURSUIT, SEARCH", guard, "\"HUNT\"})");
        broken(compilation, 1);
    }

    @Test
    void aGroupInAGuardsToIsReported() {
        JavaFileObject guard = guard("from = \"IDLE\", to = \"ALARM\"", "from = \"IDLE\", to = \"AGGRO\"");
        Compilation compilation = Compile.run(states(), guard);
        errorAt(compilation, "[BrainstemTargetGroup] @Transition spotted() names group AGGRO in `to`, which cannot be "
                + "entered by its name: give AGGRO an `initial` member and GuardState a constant AGGRO to enter it, or "
                + "name one of its states instead: ALARM", guard, "\"AGGRO\")\n    boolean spotted");
        broken(compilation, 1);
    }

    // ------------------------------------------------------------------ groups (check 8)

    @Test
    void unknownStateInAGroup() {
        JavaFileObject states = states("states = {\"PURSUIT\", \"SEARCH\"}", "states = {\"PURSUIT\", \"SERACH\"}");
        Compilation compilation = Compile.run(states, guard());
        errorAt(compilation, "[BrainstemUnknownState] GuardState has no state \"SERACH\"; did you mean \"SEARCH\"?",
                states, "\"SERACH\"");
        broken(compilation, 1);
    }

    @Test
    void unknownNestedGroup() {
        JavaFileObject states = states("groups = \"HUNT\"", "groups = \"HUMT\"");
        Compilation compilation = Compile.run(states, guard());
        errorAt(compilation, "[BrainstemUnknownGroup] GuardState has no group \"HUMT\" to nest in group AGGRO; did you "
                + "mean \"HUNT\"?", states, "\"HUMT\"");
        broken(compilation, 1);
    }

    /** The group that names an unknown group is not what it meant: nested in itself, it would be a cycle. */
    @Test
    void anUnknownNestedGroupIsNotTakenForTheGroupItself() {
        JavaFileObject states = states("groups = \"HUNT\"", "groups = \"AGGROO\"");
        Compilation compilation = Compile.run(states, guard());
        errorAt(compilation, "[BrainstemUnknownGroup] GuardState has no group \"AGGROO\" to nest in group AGGRO; its "
                + "other groups are HUNT", states, "\"AGGROO\"");
        broken(compilation, 1);
    }

    @Test
    void groupNamedLikeAState() {
        JavaFileObject states = states("name = \"HUNT\"", "name = \"SEARCH\"", "groups = \"HUNT\"", "groups = \"SEARCH\"",
                "states = {\"PURSUIT\", \"SEARCH\"}", "states = \"PURSUIT\"");
        JavaFileObject guard = guard("from = \"HUNT\"", "from = \"PURSUIT\"");
        Compilation compilation = Compile.run(states, guard);
        errorAt(compilation, "[BrainstemGroupName] @StateGroup name \"SEARCH\" is already the name of state SEARCH of "
                + "GuardState; a group's name differs from every state's and every other group's, since handlers name "
                + "both alike. Rename the group", states, "\"SEARCH\", states");
        broken(compilation, 1);
    }

    /**
     * The group meant as HUNT is named SEARCH, like a state: the handler that names HUNT is no misspelling
     * to report while the groups' names are wrong, so the cause is the one error.
     */
    @Test
    void aGroupNamedLikeAStateIsTheOnlyError() {
        JavaFileObject states = states("name = \"HUNT\"", "name = \"SEARCH\"", "groups = \"HUNT\"", "groups = \"SEARCH\"");
        Compilation compilation = Compile.run(states, guard());
        errorAt(compilation, "[BrainstemGroupName] @StateGroup name \"SEARCH\" is already the name of state SEARCH of "
                + "GuardState; a group's name differs from every state's and every other group's, since handlers name "
                + "both alike. Rename the group", states, "\"SEARCH\", states");
        broken(compilation, 1);
    }

    /** An unknown name's hint lists what a value may name: each name once, and not the @Back pseudo-state. */
    @Test
    void theHintOfAnUnknownNameListsWhatAValueMayName() {
        JavaFileObject states = states("@EntryPoint STUNNED }", "@EntryPoint STUNNED, @Back BACK }");
        JavaFileObject guard = guard("from = \"HUNT\"", "from = \"QQQQ\"");
        Compilation compilation = Compile.run(states, guard);
        errorAt(compilation, "[BrainstemUnknownName] GuardState has no state or group \"QQQQ\"; its states and groups are "
                + "IDLE, ALARM, PURSUIT, SEARCH, STUNNED, AGGRO, HUNT", guard, "\"QQQQ\"");
        broken(compilation, 1);
    }

    @Test
    void twoGroupsOfOneName() {
        JavaFileObject states = states("name = \"HUNT\"", "name = \"AGGRO\"", "groups = \"HUNT\"", "groups = {}");
        JavaFileObject guard = guard("from = \"HUNT\"", "from = \"PURSUIT\"");
        Compilation compilation = Compile.run(states, guard);
        errorAt(compilation, "[BrainstemGroupName] @StateGroup name \"AGGRO\" is already the name of another group of "
                + "GuardState; a group's name differs from every state's and every other group's, since handlers name "
                + "both alike. Rename the group", states, "\"AGGRO\", states = {");
        broken(compilation, 1);
    }

    @Test
    void groupNameThatIsNoJavaIdentifier() {
        JavaFileObject states = states("name = \"HUNT\"", "name = \"the hunt\"", "groups = \"HUNT\"", "groups = \"the hunt\"");
        JavaFileObject guard = guard("from = \"HUNT\"", "from = \"the hunt\"");
        Compilation compilation = Compile.run(states, guard);
        errorAt(compilation, "[BrainstemInvalidGroupName] @StateGroup name \"the hunt\" is not a Java identifier; a group "
                + "is named like the enum constants it sits beside, since handlers name both alike and the generated "
                + "code and diagrams use its name. Name it, for example, \"THE_HUNT\"", states, "\"the hunt\", states");
        broken(compilation, 1);
    }

    @Test
    void emptyGroupNameIsNoIdentifier() {
        JavaFileObject states = states("@StateGroup(name = \"HUNT\"", "@StateGroup(name = \"\", states = \"STUNNED\")\n"
                + "@StateGroup(name = \"HUNT\"");
        Compilation compilation = Compile.run(states, guard());
        errorAt(compilation, "[BrainstemInvalidGroupName] @StateGroup name \"\" is not a Java identifier; a group is named "
                + "like the enum constants it sits beside, since handlers name both alike and the generated code and "
                + "diagrams use its name. Name it, for example, \"GROUP\"", states, "\"\", states = \"STUNNED\"");
        broken(compilation, 1);
    }

    @Test
    void stateInTwoGroups() {
        JavaFileObject states = states("states = \"ALARM\"", "states = {\"ALARM\", \"SEARCH\"}");
        Compilation compilation = Compile.run(states, guard());
        errorAt(compilation, "[BrainstemGroupOverlap] State SEARCH is in two groups, AGGRO and HUNT; groups form a tree, "
                + "so a state or a group is in at most one. Remove it from one of them, or nest one group in the other",
                states, "\"SEARCH\"})");
        broken(compilation, 1);
    }

    @Test
    void groupNestedInTwoGroups() {
        JavaFileObject states = states("@StateGroup(name = \"HUNT\"",
                "@StateGroup(name = \"ALERT\", states = \"STUNNED\", groups = \"HUNT\")\n@StateGroup(name = \"HUNT\"");
        Compilation compilation = Compile.run(states, guard());
        errorAt(compilation, "[BrainstemGroupOverlap] Group HUNT is in two groups, AGGRO and ALERT; groups form a tree, "
                + "so a state or a group is in at most one. Remove it from one of them, or nest one group in the other",
                states, "\"HUNT\")\n@StateGroup(name = \"HUNT\"");
        broken(compilation, 1);
    }

    @Test
    void aStateListedTwiceInOneGroupIsInItOnce() {
        valid(Compile.run(states("states = {\"PURSUIT\", \"SEARCH\"}", "states = {\"PURSUIT\", \"SEARCH\", \"PURSUIT\"}"),
                guard()));
    }

    @Test
    void groupsInACycle() {
        JavaFileObject states = states("states = {\"PURSUIT\", \"SEARCH\"})", "states = {\"PURSUIT\", \"SEARCH\"}, "
                + "groups = \"AGGRO\")");
        Compilation compilation = Compile.run(states, guard());
        errorAt(compilation, "[BrainstemGroupCycle] Group AGGRO contains itself (AGGRO > HUNT > AGGRO); groups nest as a "
                + "tree. Remove \"AGGRO\" from the groups of HUNT", states, "\"AGGRO\", states");
        broken(compilation, 1);
    }

    @Test
    void groupInsideItself() {
        JavaFileObject states = states("@StateGroup(name = \"HUNT\"",
                "@StateGroup(name = \"LOOP\", states = \"STUNNED\", groups = \"LOOP\")\n@StateGroup(name = \"HUNT\"");
        Compilation compilation = Compile.run(states, guard());
        errorAt(compilation, "[BrainstemGroupCycle] Group LOOP contains itself (LOOP > LOOP); groups nest as a tree. "
                + "Remove \"LOOP\" from the groups of LOOP", states, "\"LOOP\", states");
        broken(compilation, 1);
    }

    @Test
    void emptyGroup() {
        JavaFileObject states = states("@StateGroup(name = \"HUNT\"", "@StateGroup(name = \"NONE\")\n@StateGroup(name = \"HUNT\"");
        Compilation compilation = Compile.run(states, guard());
        errorAt(compilation, "[BrainstemEmptyGroup] Group NONE has no states: its states and groups are empty. List its "
                + "states, or remove it", states, "@StateGroup(name = \"NONE\")");
        broken(compilation, 1);
    }

    @Test
    void groupErrorsOfASingleStateGroupAreOnTheValueToo() {
        // One @StateGroup, not repeated: javac itself places the message; a repeated one is placed by Brainstem.
        JavaFileObject states = Compile.source("test.GuardState", """
                package test;

                import dev.brainstem.*;

                @States(initial = "IDLE")
                @StateGroup(name = "AGGRO", states = {"ALARM", "PURSUIT", "SERACH"})
                public enum GuardState { IDLE, ALARM, PURSUIT, SEARCH, @EntryPoint STUNNED }
                """);
        Compilation compilation = Compile.run(states, guard("from = \"HUNT\"", "from = \"AGGRO\""));
        errorAt(compilation, "[BrainstemUnknownState] GuardState has no state \"SERACH\"; did you mean \"SEARCH\"?",
                states, "\"SERACH\"");
        broken(compilation, 1);
    }

    @Test
    void groupErrorsInAnExplicitContainerAreOnTheValue() {
        JavaFileObject states = Compile.source("test.GuardState", """
                package test;

                import dev.brainstem.*;

                @States(initial = "IDLE")
                @StateGroups({@StateGroup(name = "AGGRO", states = "ALARM", groups = "HUNT"),
                        @StateGroup(name = "HUNT", states = {"PURSUIT", "SERACH"})})
                public enum GuardState { IDLE, ALARM, PURSUIT, SEARCH, @EntryPoint STUNNED }
                """);
        Compilation compilation = Compile.run(states, guard());
        errorAt(compilation, "[BrainstemUnknownState] GuardState has no state \"SERACH\"; did you mean \"SEARCH\"?",
                states, "\"SERACH\"");
        broken(compilation, 1);
    }

    @Test
    void anExplicitContainerIsTheRepeatedAnnotation() {
        valid(Compile.run(Compile.source("test.GuardState", """
                package test;

                import dev.brainstem.*;

                @States(initial = "IDLE")
                @StateGroups({@StateGroup(name = "AGGRO", states = "ALARM", groups = "HUNT"),
                        @StateGroup(name = "HUNT", states = {"PURSUIT", "SEARCH"})})
                public enum GuardState { IDLE, ALARM, PURSUIT, SEARCH, @EntryPoint STUNNED }
                """), guard()));
    }

    @Test
    void groupEnterThatReturnsAState() {
        JavaFileObject guard = guard("@OnEnter(\"AGGRO\")\n    void startMusic() { }",
                "@OnEnter(value = \"AGGRO\", to = \"IDLE\")\n    GuardState startMusic() { return null; }");
        Compilation compilation = Compile.run(states(), guard);
        errorAt(compilation, "[BrainstemGroupEnterReturns] @OnEnter handler startMusic() serves group AGGRO and returns "
                + "GuardState, but a group's enter runs inside a transition and cannot redirect it. Make it void, or "
                + "serve the group's states instead of the group", guard, "\"AGGRO\", to = \"IDLE\")\n    GuardState startMusic");
        broken(compilation, 1);
    }

    /** Without `to`, the cause is still the group's enter returning: a `to` would not help. */
    @Test
    void groupEnterReturningAStateWithoutToIsOneError() {
        JavaFileObject guard = guard("@OnEnter(\"AGGRO\")\n    void startMusic() { }",
                "@OnEnter(\"AGGRO\")\n    GuardState startMusic() { return null; }");
        Compilation compilation = Compile.run(states(), guard);
        errorAt(compilation, "[BrainstemGroupEnterReturns] @OnEnter handler startMusic() serves group AGGRO and returns "
                + "GuardState, but a group's enter runs inside a transition and cannot redirect it. Make it void, or "
                + "serve the group's states instead of the group", guard, "\"AGGRO\")\n    GuardState startMusic");
        broken(compilation, 1);
    }

    @Test
    void handlerForAGroupAndAStateOfIt() {
        JavaFileObject guard = guard("@OnEnter(\"AGGRO\")", "@OnEnter({\"AGGRO\", \"SEARCH\"})");
        Compilation compilation = Compile.run(states(), guard);
        errorAt(compilation, "[BrainstemGroupAndMember] @OnEnter handler startMusic() serves both group AGGRO and state "
                + "SEARCH, which is in AGGRO, so it would run twice there: once as the group's handler and once as the "
                + "member's. Name only the group, or only the states that need it", guard, "\"SEARCH\"})");
        broken(compilation, 1);
    }

    @Test
    void updateForAGroupAndANestedGroup() {
        JavaFileObject guard = guard("@OnUpdate(value = \"AGGRO\", to = \"IDLE\")",
                "@OnUpdate(value = {\"HUNT\", \"AGGRO\"}, to = \"IDLE\")");
        Compilation compilation = Compile.run(states(), guard);
        errorAt(compilation, "[BrainstemGroupAndMember] @OnUpdate handler giveUp() serves both group AGGRO and group "
                + "HUNT, which is in AGGRO, so it would run twice there: once as the group's handler and once as the "
                + "member's. Name only the group, or only the states that need it", guard, "\"HUNT\", \"AGGRO\"}");
        broken(compilation, 1);
    }

    @Test
    void aGuardFromAGroupAndAStateOfItGuardsTheStateOnce() {
        valid(Compile.run(states(), guard("from = \"HUNT\"", "from = {\"HUNT\", \"PURSUIT\"}")));
    }

    @Test
    void twoUpdatesOfOneGroup() {
        JavaFileObject guard = guard("@OnEnter(\"AGGRO\")", "@OnUpdate(\"AGGRO\")");
        Compilation compilation = Compile.run(states(), guard);
        errorAt(compilation, "[BrainstemDuplicateHandler] Two @OnUpdate handlers in Guard serve state AGGRO: this one and "
                + "giveUp(). Each (state, event) has at most one handler; remove \"AGGRO\" from one of them", guard,
                "\"AGGRO\")\n    void startMusic");
        broken(compilation, 1);
    }

    @Test
    void aGroupHandlerAndAStateHandlerOfTheSameEventAreNoDuplicates() {
        valid(Compile.run(states(), guard("@OnEnter(\"AGGRO\")\n    void startMusic() { }",
                "@OnEnter(\"AGGRO\")\n    void startMusic() { }\n\n    @OnEnter(\"ALARM\")\n    void shout() { }")));
    }

    // ------------------------------------------------------------------ guards (checks 4 and 8)

    @Test
    void guardToItsOwnFrom() {
        JavaFileObject guard = guard("from = \"ALARM\", to = \"PURSUIT\"", "from = {\"ALARM\", \"PURSUIT\"}, to = \"PURSUIT\"");
        Compilation compilation = Compile.run(states(), guard);
        errorAt(compilation, "[BrainstemGuardToItself] @Transition alarmOver(float) leads to PURSUIT, which its `from` "
                + "names too; a guard leads out of the states it guards. Remove \"PURSUIT\" from `from`, or lead the "
                + "guard elsewhere", guard, "\"PURSUIT\")\n    boolean alarmOver");
        broken(compilation, 1);
    }

    @Test
    void guardFromAGroupThatHoldsItsTargetGuardsTheOthers() {
        // lostSight from HUNT to SEARCH guards PURSUIT only; the machine is valid and compiles.
        valid(Compile.run(states(), guard("from = \"HUNT\", to = \"SEARCH\"", "from = \"AGGRO\", to = \"SEARCH\"")));
    }

    @Test
    void guardThatReturnsNoBoolean() {
        JavaFileObject guard = guard("boolean spotted() { return seesPlayer; }", "int spotted() { return 1; }");
        Compilation compilation = Compile.run(states(), guard);
        errorAt(compilation, "[BrainstemHandlerReturn] @Transition handler spotted() returns int, which is not an accepted "
                + "form. Accepted forms: boolean spotted(), each followed by any @TimeInState float and @Current "
                + "GuardState parameters (in a system class whose handlers all take `int id` first, the same with "
                + "`int id` first)", guard, "int |spotted");
        broken(compilation, 1);
    }

    @Test
    void guardThatReturnsAState() {
        JavaFileObject guard = guard("boolean spotted() { return seesPlayer; }",
                "GuardState spotted() { return GuardState.ALARM; }");
        Compilation compilation = Compile.run(states(), guard);
        errorAt(compilation, "[BrainstemHandlerReturn] @Transition handler spotted() returns GuardState, which is not an "
                + "accepted form. Accepted forms: boolean spotted(), each followed by any @TimeInState float and "
                + "@Current GuardState parameters (in a system class whose handlers all take `int id` first, the same "
                + "with `int id` first)", guard, "GuardState |spotted");
        broken(compilation, 1);
    }

    @Test
    void guardThatTakesDt() {
        JavaFileObject guard = guard("boolean spotted() {", "boolean spotted(float dt) {");
        Compilation compilation = Compile.run(states(), guard);
        errorAt(compilation, "[BrainstemHandlerShape] @Transition handler spotted(float) takes parameters of no accepted "
                + "form. Accepted forms: boolean spotted(), each followed by any @TimeInState float and @Current "
                + "GuardState parameters (in a system class whose handlers all take `int id` first, the same with "
                + "`int id` first)", guard, "boolean |spotted(float dt)");
        broken(compilation, 1);
    }

    @Test
    void anUpdateThatReturnsBoolean() {
        JavaFileObject guard = guard("GuardState giveUp() { return distance > 50 ? GuardState.IDLE : null; }",
                "boolean giveUp() { return distance > 50; }", "@OnUpdate(value = \"AGGRO\", to = \"IDLE\")",
                "@OnUpdate(\"AGGRO\")", "@OnUpdate(value = \"STUNNED\", to = \"IDLE\")", "@Transition(from = \"STUNNED\", to = \"IDLE\")",
                "GuardState dazed(@TimeInState float t) { return t > 2 ? GuardState.IDLE : null; }",
                "boolean dazed(@TimeInState float t) { return t > 2; }");
        Compilation compilation = Compile.run(states(), guard);
        errorAt(compilation, "[BrainstemHandlerReturn] @OnUpdate handler giveUp() returns boolean, which is not an "
                + "accepted form. Accepted forms: void giveUp(), void giveUp(float dt), GuardState giveUp(), GuardState "
                + "giveUp(float dt) (in a system class whose handlers all take `int id` first, the same with `int id` "
                + "first)", guard, "boolean |giveUp");
        broken(compilation, 1);
    }

    @Test
    void deadGuardIsAWarningOnItsAnnotation() {
        JavaFileObject guard = guard("boolean spotted() { return seesPlayer; }",
                "boolean spotted() { return true; }\n\n    @Transition(from = \"IDLE\", to = \"STUNNED\")\n"
                        + "    boolean hit() { return seesPlayer; }");
        Compilation compilation = Compile.run(states(), guard);
        warningAt(compilation, "[BrainstemDeadGuard] @Transition hit() never runs in state IDLE: the earlier guard "
                + "spotted() always returns true there. Remove one of them, or put this one first", guard,
                "@Transition(from = \"IDLE\", to = \"STUNNED\")");
        errorCount(compilation, 0);
        CompilationSubject.assertThat(compilation).succeeded();
    }

    @Test
    void aGuardAfterOneThatIsTrueOnlySometimesIsAlive() {
        valid(Compile.run(states(), guard("boolean spotted() { return seesPlayer; }",
                "boolean spotted() { if (seesPlayer) { return true; } return false; }\n\n"
                        + "    @Transition(from = \"IDLE\", to = \"STUNNED\")\n    boolean hit() { return seesPlayer; }")));
    }

    // ------------------------------------------------------------------ annotated parameters (check 8)

    @Test
    void timeInStateThatIsNoFloat() {
        JavaFileObject guard = guard("boolean alarmOver(@TimeInState float t)", "boolean alarmOver(@TimeInState double t)",
                "t >= 0.25f", "t >= 0.25");
        Compilation compilation = Compile.run(states(), guard);
        errorAt(compilation, "[BrainstemTimeInStateType] @TimeInState parameter t of alarmOver(double) is double, but the "
                + "time in state is a float (seconds). Declare it `@TimeInState float t`", guard, "t) { return t >= 0.25;");
        broken(compilation, 1);
    }

    @Test
    void currentOfAnotherType() {
        JavaFileObject guard = guard("void startMusic() { }", "void startMusic(@Current String state) { }");
        Compilation compilation = Compile.run(states(), guard);
        errorAt(compilation, "[BrainstemCurrentType] @Current parameter state of startMusic(String) is String, but it "
                + "receives the state the handler serves, a GuardState. Declare it `@Current GuardState state`", guard,
                "state) { }");
        broken(compilation, 1);
    }

    @Test
    void annotatedParameterBeforeAPositionalOne() {
        JavaFileObject guard = guard("GuardState dazed(@TimeInState float t)", "GuardState dazed(@TimeInState float t, float dt)");
        Compilation compilation = Compile.run(states(), guard);
        errorAt(compilation, "[BrainstemAnnotatedParameterOrder] @OnUpdate handler dazed(float, float) takes its annotated "
                + "parameter t before a positional one; @TimeInState and @Current parameters come last: "
                + "dazed(float dt, @TimeInState float t)", guard, "GuardState |dazed(");
        broken(compilation, 1);
    }

    @Test
    void currentAndTimeInStateEverywhere() {
        // @Current in enter, exit, update and guards, of states and of groups; @TimeInState in exit and enter.
        valid(Compile.run(states(), guard(
                "void startMusic() { }", "void startMusic(@Current GuardState state, @TimeInState float t) { }",
                "void stopMusic() { }", "void stopMusic(GuardState to, @TimeInState float t, @Current GuardState s) { }",
                "boolean lostSight() {", "boolean lostSight(@Current GuardState state) {",
                "GuardState giveUp() {", "GuardState giveUp(@Current GuardState state, @TimeInState float t) {",
                "boolean spotted() { return seesPlayer; }",
                "boolean spotted() { return seesPlayer; }\n\n    @OnExit(\"SEARCH\")\n"
                        + "    void leave(@TimeInState float t, @Current GuardState state) { }\n\n"
                        + "    @OnEnter(\"IDLE\")\n    void rest(GuardState from, @Current GuardState state) { }")));
    }

    // ------------------------------------------------------------------ id mode

    private static final String SYSTEM = """
            package test;

            import dev.brainstem.*;

            @StateMachine(GuardState.class)
            public class Guards {
                final boolean[] sees = new boolean[8];

                @Transition(from = "IDLE", to = "ALARM")
                boolean spotted(int id, @Current GuardState state) { return sees[id]; }

                @Transition(from = "AGGRO", to = "PURSUIT")
                boolean chase(int id, @TimeInState float t) { return t > 1; }

                @Transition(from = "HUNT", to = "SEARCH")
                boolean lost(int id) { return !sees[id]; }

                @OnUpdate(value = "AGGRO", to = "IDLE")
                GuardState giveUp(int id, float dt, @Current GuardState state) { return sees[id] ? null : GuardState.IDLE; }

                @OnEnter("HUNT")
                void hunt(int id, @Current GuardState state) { }

                @OnUpdate(value = "STUNNED", to = "IDLE")
                GuardState dazed(int id, @TimeInState float t) { return t > 2 ? GuardState.IDLE : null; }
            }
            """;

    @Test
    void guardsInIdMode() {
        valid(Compile.run(states(), Compile.source("test.Guards", SYSTEM)));
    }

    @Test
    void aGuardWithoutTheIdInAnIdSystem() {
        JavaFileObject system = Compile.source("test.Guards", Sources.change(SYSTEM,
                "boolean lost(int id) { return !sees[id]; }", "boolean lost() { return !sees[0]; }"));
        Compilation compilation = Compile.run(states(), system);
        errorAt(compilation, "[BrainstemMixedModes] @Transition handler lost() takes no int id first, but the handlers of "
                + "this machine disagree (5 of 6 take an int id first). A class mixes no modes: either every handler "
                + "takes `int id` first (the class is a system that owns its entities' data) or none does (each object "
                + "is an entity)", system, "boolean |lost()");
        errorCount(compilation, 1);
        brokenWithoutOutput(compilation, "test.Guards");
    }

    @Test
    void anIdAfterAnAnnotatedParameter() {
        JavaFileObject system = Compile.source("test.Guards", Sources.change(SYSTEM,
                "boolean chase(int id, @TimeInState float t)", "boolean chase(@TimeInState float t, int id)"));
        Compilation compilation = Compile.run(states(), system);
        errorAt(compilation, "[BrainstemAnnotatedParameterOrder] @Transition handler chase(float, int) takes its annotated "
                + "parameter t before a positional one; @TimeInState and @Current parameters come last: "
                + "chase(int id, @TimeInState float t)", system, "boolean |chase(");
        errorCount(compilation, 1);
        brokenWithoutOutput(compilation, "test.Guards");
    }

    // ------------------------------------------------------------------ reachability (check 2)

    private static String unreachable(String state) {
        return "[BrainstemUnreachable] State " + state + " of GuardState can never be reached in Guard: no chain of "
                + "`to` lists of @OnUpdate, @OnEnter, @Transition and @OnMessage handlers leads to it from the initial "
                + "state IDLE "
                + "or an @EntryPoint state. Add \"" + state + "\" to the `to` of a handler of a reachable state, or mark "
                + state + " @EntryPoint if game code sends entities there from outside (start, add, transitionTo)";
    }

    @Test
    void aStateReachedOnlyThroughAGuardIsReachable() {
        // ALARM is reached only by the guard spotted(): no update lists it.
        valid(Compile.run(states(), guard()));
    }

    @Test
    void aStateReachedOnlyThroughAGroupUpdateIsReachable() {
        // STUNNED is no entry point; only AGGRO's update leads to it.
        JavaFileObject states = states("@EntryPoint STUNNED", "STUNNED");
        JavaFileObject guard = guard("@OnUpdate(value = \"AGGRO\", to = \"IDLE\")", "@OnUpdate(value = \"AGGRO\", to = {\"IDLE\", \"STUNNED\"})",
                "return distance > 50 ? GuardState.IDLE : null;",
                "return distance > 50 ? GuardState.IDLE : distance < 0 ? GuardState.STUNNED : null;");
        valid(Compile.run(states, guard));
    }

    @Test
    void aStateNoGuardOrGroupUpdateLeadsToIsStillReported() {
        JavaFileObject states = states("@EntryPoint STUNNED", "STUNNED");
        Compilation compilation = Compile.run(states, guard());
        errorAt(compilation, unreachable("STUNNED"), states, "STUNNED }");
        broken(compilation, 1);
    }

    @Test
    void aStateOnlyGroupMembershipTouchesIsStillUnreachable() {
        // SEARCH is in HUNT and AGGRO, whose handlers only leave it: with no guard to it, nothing reaches it.
        JavaFileObject states = states();
        JavaFileObject guard = guard("from = \"HUNT\", to = \"SEARCH\"", "from = \"HUNT\", to = \"IDLE\"");
        Compilation compilation = Compile.run(states, guard);
        errorAt(compilation, unreachable("SEARCH"), states, "SEARCH,");
        broken(compilation, 1);
    }
}
