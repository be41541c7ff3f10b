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
 * Check 8 for groups you enter (issue 42): a group's initial, its history and its constant. Each
 * diagnostic is asserted with its exact message, file and position (on the annotation value or constant
 * at fault).
 */
class GroupEntryCheckTest {
    private static final String STATES = """
            package test;

            import dev.brainstem.*;

            @States(initial = "PATROL")
            @StateGroup(name = "COMBAT", initial = "ARMED", history = History.DEEP, states = "TAKE_COVER",
                    groups = "ARMED")
            @StateGroup(name = "ARMED", initial = "AIM", history = History.SHALLOW, states = {"AIM", "FIRE"},
                    groups = "RELOADING")
            @StateGroup(name = "RELOADING", initial = "SWAP", states = {"SWAP", "CHAMBER"})
            public enum SoldierState {
                PATROL, TAKE_COVER, AIM, FIRE, SWAP, CHAMBER, @Interrupt STUNNED, @Back RESUME,
                @EntryPoint COMBAT, ARMED, RELOADING
            }
            """;

    /** SWAP is reached only as RELOADING's initial, AIM and TAKE_COVER only through COMBAT and ARMED. */
    private static final String SOLDIER = """
            package test;

            import dev.brainstem.*;

            @StateMachine(SoldierState.class)
            public class Soldier {
                boolean enemySeen, underFire, stunned;
                int ammo = 3;

                @Transition(from = "PATROL", to = "COMBAT")
                boolean spotted() { return enemySeen; }

                @Transition(from = "COMBAT", to = "PATROL")
                boolean calm() { return !enemySeen; }

                @Transition(from = "ARMED", to = "TAKE_COVER")
                boolean takeCover() { return underFire; }

                @OnUpdate(value = "TAKE_COVER", to = "ARMED")
                SoldierState peek() { return underFire ? null : SoldierState.ARMED; }

                @OnUpdate(value = "AIM", to = "FIRE")
                SoldierState aim() { return SoldierState.FIRE; }

                @OnUpdate(value = "FIRE", to = "RELOADING")
                SoldierState fire() { return --ammo > 0 ? null : SoldierState.RELOADING; }

                @OnUpdate(value = "SWAP", to = "CHAMBER")
                SoldierState swap() { return SoldierState.CHAMBER; }

                @OnUpdate(value = "CHAMBER", to = "ARMED")
                SoldierState chamber() { return SoldierState.ARMED; }

                @Transition(from = {"PATROL", "COMBAT"}, to = "STUNNED")
                boolean hit() { return stunned; }

                @OnUpdate(value = "STUNNED", to = "RESUME")
                SoldierState dazed() { return stunned ? null : SoldierState.RESUME; }
            }
            """;

    private static JavaFileObject states(String... replacements) {
        return Compile.source("test.SoldierState", Sources.change(STATES, replacements));
    }

    private static JavaFileObject soldier(String... replacements) {
        return Compile.source("test.Soldier", Sources.change(SOLDIER, replacements));
    }

    private static void broken(Compilation compilation, int errors) {
        errorCount(compilation, errors);
        brokenWithoutOutput(compilation, "test.Soldier");
    }

    @Test
    void theValidMachineCompilesWithoutWarnings() {
        Compilation compilation = Compile.run(states(), soldier());
        CompilationSubject.assertThat(compilation).succeededWithoutWarnings();
        Compile.noCrash(compilation);
    }

    @Test
    void anInitialThatIsNoDirectMemberIsReportedOnIt() {
        JavaFileObject states = states("name = \"COMBAT\", initial = \"ARMED\"", "name = \"COMBAT\", initial = \"AIM\"");
        Compilation compilation = Compile.run(states, soldier());
        errorAt(compilation, "[BrainstemInitialNotMember] @StateGroup COMBAT has no direct member \"AIM\" to start in: "
                + "its initial names one of the states or groups the group lists itself; its members are TAKE_COVER, "
                + "ARMED", states, "\"AIM\", history = History.DEEP");
        broken(compilation, 1);
    }

    @Test
    void aMisspeltInitialGetsADidYouMean() {
        JavaFileObject states = states("initial = \"SWAP\"", "initial = \"SWAPP\"");
        Compilation compilation = Compile.run(states, soldier());
        errorAt(compilation, "[BrainstemInitialNotMember] @StateGroup RELOADING has no direct member \"SWAPP\" to start "
                + "in: its initial names one of the states or groups the group lists itself; did you mean \"SWAP\"?",
                states, "\"SWAPP\"");
        broken(compilation, 1);
    }

    @Test
    void historyWithoutAnInitialIsReportedOnTheHistory() {
        JavaFileObject states = states("history = History.SHALLOW, ", "",
                "@StateGroup(name = \"RELOADING\", initial = \"SWAP\", states",
                "@StateGroup(name = \"RELOADING\", history = History.DEEP, states");
        Compilation compilation = Compile.run(states, soldier("to = \"RELOADING\"", "to = \"SWAP\"",
                "SoldierState.RELOADING", "SoldierState.SWAP"));
        errorAt(compilation, "[BrainstemHistoryWithoutInitial] @StateGroup RELOADING has history = DEEP but no initial: "
                + "before the first visit, and for a history that holds nothing, entering it by name enters its "
                + "initial. Add initial = \"...\" naming one of its members", states,
                ".DEEP, states = {\"SWAP\"");
        broken(compilation, 2);
    }

    @Test
    void aGroupsConstantThatIsAnInterruptIsReportedOnTheConstant() {
        JavaFileObject states = states("@EntryPoint COMBAT", "@Interrupt COMBAT");
        Compilation compilation = Compile.run(states, soldier());
        errorAt(compilation, "[BrainstemGroupConstant] COMBAT is group COMBAT's constant, a pseudo-state no entity is "
                + "ever in, so it cannot be an @Interrupt. Remove the mark, or name the constant differently from the "
                + "group", states, "@Interrupt COMBAT");
        broken(compilation, 1);
    }

    @Test
    void aGroupsConstantListedAsAStateOfAGroupIsReported() {
        JavaFileObject states = states("states = \"TAKE_COVER\",\n", "states = {\"TAKE_COVER\", \"RELOADING\"},\n");
        Compilation compilation = Compile.run(states, soldier());
        errorAt(compilation, "[BrainstemGroupConstant] RELOADING is group RELOADING's constant, a pseudo-state no entity "
                + "is ever in, so it cannot be listed in the states of group COMBAT. Nest the group there instead: "
                + "groups = \"RELOADING\"", states, "\"RELOADING\"},");
        broken(compilation, 1);
    }

    @Test
    void aHistoryNothingEntersByNameIsAWarning() {
        // Without the guard to COMBAT and its entry point, only states inside COMBAT are ever targeted.
        JavaFileObject states = states("@EntryPoint COMBAT", "COMBAT");
        Compilation compilation = Compile.run(states, soldier(
                "@Transition(from = \"PATROL\", to = \"COMBAT\")", "@Transition(from = \"PATROL\", to = \"TAKE_COVER\")"));
        CompilationSubject.assertThat(compilation).succeeded();
        warningAt(compilation, "[BrainstemUnusedHistory] @StateGroup COMBAT keeps history = DEEP, but nothing enters it by "
                + "its name: no `to`, initial state or entry point names its constant COMBAT, and no group enters it "
                + "as its initial or history. Target the group's constant, or remove the history", states,
                ".DEEP, states");
        CompilationSubject.assertThat(compilation).hadWarningCount(1);
    }

    @Test
    void aGroupWithoutInitialInAToIsReportedWithHowToEnterIt() {
        JavaFileObject states = states("history = History.SHALLOW, ", "",
                "@StateGroup(name = \"RELOADING\", initial = \"SWAP\", states", "@StateGroup(name = \"RELOADING\", states",
                "ARMED, RELOADING\n", "ARMED\n");
        JavaFileObject soldier = soldier("SoldierState.RELOADING", "SoldierState.SWAP");
        Compilation compilation = Compile.run(states, soldier);
        errorAt(compilation, "[BrainstemTargetGroup] @OnUpdate fire() names group RELOADING in `to`, which cannot be "
                + "entered by its name: give RELOADING an `initial` member and SoldierState a constant RELOADING to "
                + "enter it, or name one of its states instead: SWAP, CHAMBER", soldier, "\"RELOADING\")");
        broken(compilation, 1);
    }

    @Test
    void aStateOnlyAGroupsInitialReachesIsReachable() {
        // Without FIRE's `to`, RELOADING is never entered: SWAP and CHAMBER are unreachable.
        JavaFileObject soldier = soldier("@OnUpdate(value = \"FIRE\", to = \"RELOADING\")", "@OnUpdate(\"FIRE\")",
                "SoldierState fire() { return --ammo > 0 ? null : SoldierState.RELOADING; }", "void fire() { ammo--; }");
        JavaFileObject states = states();
        Compilation compilation = Compile.run(states, soldier);
        errorAt(compilation, "[BrainstemUnreachable] State SWAP of SoldierState can never be reached in Soldier: no chain "
                + "of `to` lists of @OnUpdate, @OnEnter, @Transition and @OnMessage handlers leads to it from the initial "
                + "state PATROL or an @EntryPoint state. Add \"SWAP\" to the `to` of a handler of a reachable state, or "
                + "mark SWAP @EntryPoint if game code sends entities there from outside (start, add, transitionTo)",
                states, "SWAP, CHAMBER, @Interrupt");
        errorCount(compilation, 2);
    }

    @Test
    void aNestedGroupEnteredByNameWithoutAnInitialIsReportedWhereItIsNested() {
        JavaFileObject states = states("@StateGroup(name = \"RELOADING\", initial = \"SWAP\", states",
                "@StateGroup(name = \"RELOADING\", states", "ARMED, RELOADING\n", "ARMED\n");
        Compilation compilation = Compile.run(states, soldier("to = \"RELOADING\"", "to = \"SWAP\"",
                "SoldierState.RELOADING", "SoldierState.SWAP"));
        errorAt(compilation, "[BrainstemNestedWithoutInitial] Group RELOADING is entered by its name when group ARMED's "
                + "shallow history resumes it, but has no initial to enter. Give RELOADING an initial member", states,
                "\"RELOADING\")");
        broken(compilation, 1);
    }
}
