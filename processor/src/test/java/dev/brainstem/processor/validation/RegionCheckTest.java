package dev.brainstem.processor.validation;

import static dev.brainstem.processor.validation.Compile.brokenWithoutOutput;
import static dev.brainstem.processor.validation.Compile.errorAt;
import static dev.brainstem.processor.validation.Compile.errorCount;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.CompilationSubject;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * The checks of a machine of regions (issue 42): each diagnostic with its exact message, file and
 * position, on the annotation value at fault where there is one; and the checks every region runs like a
 * machine of its own, naming the region.
 */
class RegionCheckTest {
    private static final String LEGS = """
            package test;

            import dev.brainstem.*;

            @States
            @StateGroup(name = "MOVING", states = {"WALK", "RUN"})
            public enum Legs { IDLE, WALK, RUN }
            """;

    private static final String WEAPON = """
            package test;

            import dev.brainstem.*;

            @States
            public enum Weapon { READY, AIM, FIRE }
            """;

    private static final String SOLDIER = """
            package test;

            import dev.brainstem.*;

            @StateMachine(value = Legs.class, regions = {Weapon.class})
            public class Soldier {
                boolean moving, enemy;

                @Transition(from = "IDLE", to = "WALK")
                boolean go() { return moving; }

                @OnUpdate(value = "MOVING", to = "IDLE")
                Legs stop(float dt) { return moving ? null : Legs.IDLE; }

                @OnUpdate(value = "WALK", to = "RUN")
                Legs hurry() { return Legs.RUN; }

                @Transition(from = "RUN", to = "WALK")
                boolean tired() { return !moving; }

                @Transition(from = "READY", to = "AIM")
                boolean spot() { return enemy; }

                @OnUpdate(value = "AIM", to = "FIRE")
                Weapon aim() { return Weapon.FIRE; }

                @OnUpdate(value = "FIRE", to = "READY")
                Weapon fire() { return Weapon.READY; }
            }
            """;

    private static JavaFileObject legs(String... replacements) {
        return Compile.source("test.Legs", Sources.change(LEGS, replacements));
    }

    private static JavaFileObject weapon(String... replacements) {
        return Compile.source("test.Weapon", Sources.change(WEAPON, replacements));
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
        Compilation compilation = Compile.run(legs(), weapon(), soldier());
        CompilationSubject.assertThat(compilation).succeededWithoutWarnings();
        CompilationSubject.assertThat(compilation).generatedSourceFile("test.SoldierWeaponBatch");
        CompilationSubject.assertThat(compilation).generatedSourceFile("test.SoldierWeaponFsm");
    }

    @Test
    void aStateNameInTwoRegionsIsReportedOnTheLaterRegionsConstant() {
        JavaFileObject weapon = weapon("READY, AIM", "READY, IDLE, AIM");
        Compilation compilation = Compile.run(legs(), weapon, soldier());
        errorAt(compilation, "[BrainstemRegionClash] IDLE is a state of region Legs and a state of region Weapon; "
                + "handlers name states and groups without their region, so each name belongs to one region. Rename "
                + "one of them", weapon, "IDLE, AIM");
        // Every handler naming IDLE is Legs's (the first region that has the name), so Weapon's IDLE is unreached.
        errorAt(compilation, "[BrainstemUnreachable] State IDLE of Weapon can never be reached in Soldier.Weapon: no "
                + "chain of `to` lists of @OnUpdate, @OnEnter, @Transition and @OnMessage handlers leads to it from the "
                + "initial state READY or an @EntryPoint state. Add \"IDLE\" to the `to` of a handler of a reachable "
                + "state, or mark IDLE @EntryPoint if game code sends entities there from outside (start, add, "
                + "transitionTo)", weapon, "IDLE, AIM");
        broken(compilation, 2);
    }

    @Test
    void aGroupNamedLikeAnotherRegionsStateIsReportedOnItsName() {
        JavaFileObject weapon = weapon("@States\n", "@States\n@StateGroup(name = \"RUN\", states = {\"AIM\", \"FIRE\"})\n");
        Compilation compilation = Compile.run(legs(), weapon, soldier());
        errorAt(compilation, "[BrainstemRegionClash] RUN is a state of region Legs and a group of region Weapon; "
                + "handlers name states and groups without their region, so each name belongs to one region. Rename "
                + "one of them", weapon, "\"RUN\", states");
        broken(compilation, 1);
    }

    @Test
    void aHandlerNamingTwoRegionsStatesIsReportedOnTheOtherRegionsName() {
        JavaFileObject soldier = soldier("@OnUpdate(value = \"MOVING\", to = \"IDLE\")",
                "@OnUpdate(value = {\"MOVING\", \"AIM\"}, to = \"IDLE\")");
        Compilation compilation = Compile.run(legs(), weapon(), soldier);
        errorAt(compilation, "[BrainstemRegionSpan] @OnUpdate handler stop(float) names MOVING of region Legs and AIM "
                + "of region Weapon, but a handler belongs to one region: the one whose states it names. Split it into "
                + "one handler per region", soldier, "\"AIM\"}, to = \"IDLE\"");
        broken(compilation, 1);
    }

    @Test
    void aGuardNamingTwoRegionsStatesIsReportedOnTheOtherRegionsName() {
        JavaFileObject soldier = soldier("from = \"RUN\"", "from = {\"RUN\", \"FIRE\"}");
        Compilation compilation = Compile.run(legs(), weapon(), soldier);
        errorAt(compilation, "[BrainstemRegionSpan] @Transition handler tired() names RUN of region Legs and FIRE "
                + "of region Weapon, but a guard belongs to one region: the one whose states it names. Split it into "
                + "one handler per region", soldier, "\"FIRE\"}, to = \"WALK\"");
        broken(compilation, 1);
    }

    @Test
    void aGroupNamingAnotherRegionsStateIsReportedOnThatName() {
        JavaFileObject legs = legs("states = {\"WALK\", \"RUN\"}", "states = {\"WALK\", \"RUN\", \"AIM\"}");
        Compilation compilation = Compile.run(legs, weapon(), soldier());
        errorAt(compilation, "[BrainstemRegionSpan] @StateGroup MOVING of Legs names AIM of region Weapon, but a "
                + "group belongs to one region: the one whose states it names. Declare a group of Weapon's states on "
                + "Weapon", legs, "\"AIM\"}");
        broken(compilation, 1);
    }

    @Test
    void aMessageHandlerOfAnyStateNamesNoRegion() {
        JavaFileObject soldier = soldier("    boolean moving, enemy;\n",
                "    boolean moving, enemy;\n\n    @OnMessage\n    void heard(String noise) { enemy = true; }\n");
        Compilation compilation = Compile.run(legs(), weapon(), soldier);
        errorAt(compilation, "[BrainstemRegionSpan] @OnMessage handler heard(String) names no state, so it would "
                + "take String in any state of every region, but a handler belongs to one region: the one whose states "
                + "it names. Name the states or groups of the region that takes it: for example value = {\"IDLE\", "
                + "\"WALK\", \"RUN\", \"MOVING\"}", soldier, "@OnMessage");
        broken(compilation, 1);
    }

    @Test
    void aToNamingAnotherRegionsStateIsReportedOnIt() {
        JavaFileObject soldier = soldier("@OnUpdate(value = \"MOVING\", to = \"IDLE\")",
                "@OnUpdate(value = \"MOVING\", to = {\"IDLE\", \"FIRE\"})");
        Compilation compilation = Compile.run(legs(), weapon(), soldier);
        errorAt(compilation, "[BrainstemOtherRegion] @OnUpdate handler stop(float) serves states of region Legs, but its "
                + "`to` names FIRE, a state of region Weapon; a handler moves an entity in its own region only. Change "
                + "Weapon from a guard or handler of Weapon's states, which may read @Current Legs", soldier,
                "\"FIRE\"})");
        broken(compilation, 1);
    }

    @Test
    void aGuardLeadingToAnotherRegionsStateIsReportedOnIt() {
        JavaFileObject soldier = soldier("from = \"RUN\", to = \"WALK\"", "from = \"RUN\", to = \"AIM\"");
        Compilation compilation = Compile.run(legs(), weapon(), soldier);
        errorAt(compilation, "[BrainstemOtherRegion] @Transition handler tired() serves states of region Legs, but its "
                + "`to` names AIM, a state of region Weapon; a handler moves an entity in its own region only. Change "
                + "Weapon from a guard or handler of Weapon's states, which may read @Current Legs", soldier,
                "\"AIM\")\n    boolean tired");
        broken(compilation, 1);
    }

    @Test
    void returningAnotherRegionsEnumIsReportedOnTheHandler() {
        JavaFileObject soldier = soldier("Legs stop(float dt) { return moving ? null : Legs.IDLE; }",
                "Weapon stop(float dt) { return null; }");
        Compilation compilation = Compile.run(legs(), weapon(), soldier);
        errorAt(compilation, "[BrainstemOtherRegion] @OnUpdate handler stop(float) serves states of region Legs, but it "
                + "returns Weapon, region Weapon's states; a handler moves an entity in its own region only. Return "
                + "Legs (or void)", soldier, "stop(float dt)");
        broken(compilation, 1);
    }

    @Test
    void aRegionsUnreachableStateIsReportedInItsRegionsName() {
        JavaFileObject weapon = weapon("READY, AIM, FIRE", "READY, AIM, FIRE, JAMMED");
        Compilation compilation = Compile.run(legs(), weapon, soldier());
        errorAt(compilation, "[BrainstemUnreachable] State JAMMED of Weapon can never be reached in Soldier.Weapon: "
                + "no chain of `to` lists of @OnUpdate, @OnEnter, @Transition and @OnMessage handlers leads to it from "
                + "the initial state READY or an @EntryPoint state. Add \"JAMMED\" to the `to` of a handler of a "
                + "reachable state, or mark JAMMED @EntryPoint if game code sends entities there from outside (start, "
                + "add, transitionTo)", weapon, "JAMMED");
        broken(compilation, 1);
    }

    @Test
    void aRegionWithoutStatesIsReportedOnItsEntry() {
        JavaFileObject weapon = weapon("@States\n", "");
        JavaFileObject soldier = soldier();
        Compilation compilation = Compile.run(legs(), weapon, soldier);
        errorAt(compilation, "[BrainstemRegionNotStates] @StateMachine names Weapon as a region, which is not "
                + "annotated @States, but each region of a machine is an enum of its own annotated @States. Annotate "
                + "it: @States enum Weapon", soldier, "Weapon|.class})");
        broken(compilation, 1);
    }

    @Test
    void theValueRepeatedInRegionsIsReportedOnTheEntry() {
        JavaFileObject soldier = soldier("regions = {Weapon.class}", "regions = {Weapon.class, Legs.class}");
        Compilation compilation = Compile.run(legs(), weapon(), soldier);
        errorAt(compilation, "[BrainstemRegionNotStates] @StateMachine names Legs in both value and regions, but "
                + "each region of a machine is an enum of its own annotated @States. Remove this entry", soldier,
                "Legs|.class})");
        broken(compilation, 1);
    }

    @Test
    void aRegionRepeatedIsReportedOnTheSecondEntry() {
        JavaFileObject soldier = soldier("regions = {Weapon.class}", "regions = {Weapon.class, Weapon.class}");
        Compilation compilation = Compile.run(legs(), weapon(), soldier);
        errorAt(compilation, "[BrainstemRegionNotStates] @StateMachine names Weapon twice in regions, but each region "
                + "of a machine is an enum of its own annotated @States. Remove this entry", soldier,
                ", Weapon|.class})");
        broken(compilation, 1);
    }

    @Test
    void theRegionsOfAMachineShareOneMode() {
        // The weapon's handlers all take an id, the legs' none: each region agrees with itself, not the machine.
        JavaFileObject soldier = soldier("boolean spot() {", "boolean spot(int id) {", "Weapon aim() {",
                "Weapon aim(int id) {", "Weapon fire() {", "Weapon fire(int id) {");
        Compilation compilation = Compile.run(legs(), weapon(), soldier);
        errorAt(compilation, "[BrainstemMixedModes] @Transition handler spot(int) takes an int first, but the "
                + "handlers of this machine disagree (3 of 7 take an int id first). A class mixes no modes: either "
                + "every handler takes `int id` first (the class is a system that owns its entities' data) or none "
                + "does (each object is an entity)", soldier, "int |id) { return enemy");
        broken(compilation, 3);
    }

    @Test
    void aRegionsGeneratedNamesAreClaimedLikeAMachines() {
        JavaFileObject other = Compile.source("test.SoldierWeapon", """
                package test;

                import dev.brainstem.*;

                @StateMachine(Legs.class)
                public class SoldierWeapon {
                    @OnUpdate(value = "IDLE", to = "WALK")
                    Legs idle() { return Legs.WALK; }

                    @OnUpdate(value = "WALK", to = "RUN")
                    Legs walk() { return Legs.RUN; }
                }
                """);
        JavaFileObject soldier = soldier();
        Compilation compilation = Compile.run(legs(), weapon(), soldier, other);
        errorAt(compilation, "[BrainstemNameTaken] Brainstem generates SoldierWeaponFsm and SoldierWeaponBatch for "
                + "@StateMachine class test.Soldier, but @StateMachine class test.SoldierWeapon makes the same names. "
                + "Rename Soldier or the other class", soldier, "@StateMachine");
        errorAt(compilation, "[BrainstemNameTaken] Brainstem generates SoldierWeaponFsm and SoldierWeaponBatch for "
                + "@StateMachine class test.SoldierWeapon, but @StateMachine class test.Soldier makes the same names. "
                + "Rename SoldierWeapon or the other class", other, "@StateMachine");
        errorCount(compilation, 2);
        Compile.noCrash(compilation);
    }
}
