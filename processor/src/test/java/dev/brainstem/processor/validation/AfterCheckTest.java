package dev.brainstem.processor.validation;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.brainstem.processor.validation.Compile.brokenWithoutOutput;
import static dev.brainstem.processor.validation.Compile.errorAt;
import static dev.brainstem.processor.validation.Compile.errorCount;
import static dev.brainstem.processor.validation.Compile.warningAt;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Timed transitions and time slicing at compile time: each {@code @After}'s delay (seconds or a delay
 * method of the right shape), its names, the warning of a timer another always beats, {@code every}, and
 * the timed edges in the reachability check. Every diagnostic is checked at its line and column: the value
 * at fault, also inside javac's {@code @Afters} container.
 */
class AfterCheckTest {
    /** A cat that waits, then wanders: a valid machine but for what each test changes. */
    private static final String CAT = """
            package test;

            import dev.brainstem.*;

            @StateMachine(Cat.Mood.class)
            @After(value = "NAP", seconds = 2f, to = "WANDER")
            @After(value = "WANDER", delay = "patience", to = "NAP")
            public class Cat {
                @States
                @StateGroup(name = "AWAKE", states = {"WANDER", "HUNT"})
                enum Mood { NAP, WANDER, @EntryPoint HUNT }

                float patience() { return 3f; }

                @OnUpdate("WANDER")
                void wander(float dt) { }
            }
            """;

    private static JavaFileObject cat(String... replacements) {
        return Compile.source("test.Cat", Sources.change(CAT, replacements));
    }

    private static final String DELAY_FORM = ". A delay method is `float %s`: an instance method, neither private, "
            + "static nor generic, that throws no checked exception, which the generated code calls for each entity as "
            + "it enters the state, and which returns the seconds it waits there";
    private static final String EVERY_RULE = ". A state decides on one tick in `every` (1 to 65,535; 0, the default: "
            + "every tick, whatever the entity's stride), and its decision (its groups' updates, its guards, its "
            + "update) is sliced as one: ";
    private static final String WHO_NAP = "@After(value = \"NAP\", to = \"WANDER\")";
    private static final String WHO_WANDER = "@After(value = \"WANDER\", to = \"NAP\")";

    @Test
    void theCatCompilesWithoutAWord() {
        Compilation compilation = Compile.run(cat());
        assertThat(compilation).succeededWithoutWarnings();
    }

    @Test
    void anEmptyValueIsReportedOnIt() {
        JavaFileObject cat = cat("@After(value = \"WANDER\"", "@After(value = {}");
        Compilation compilation = Compile.run(cat);
        errorAt(compilation, "[BrainstemAfterStates] @After(value = {}, to = \"NAP\") waits in no state: its "
                + "`value` is empty. Name the states (or groups) whose time in state it waits on", cat,
                "@After(value = |{}");
        errorCount(compilation, 1);
        brokenWithoutOutput(compilation, "test.Cat");
    }

    @Test
    void aNegativeWaitIsReportedOnSeconds() {
        JavaFileObject cat = cat("seconds = 2f", "seconds = -1f");
        Compilation compilation = Compile.run(cat);
        errorAt(compilation, "[BrainstemAfterDelay] " + WHO_NAP + " waits -1.0 seconds: a timed transition waits "
                + "either `seconds`, a finite number of seconds, 0 or more, or what the method named by `delay` returns "
                + "for each entity as it enters the state. Wait 0 seconds or more (for a timer that never fires, leave "
                + "the @After out)", cat, "|-1f");
        errorCount(compilation, 1);
        brokenWithoutOutput(compilation, "test.Cat");
    }

    @Test
    void anInfiniteWaitIsReportedToo() {
        JavaFileObject cat = cat("seconds = 2f", "seconds = Float.POSITIVE_INFINITY");
        Compilation compilation = Compile.run(cat);
        errorAt(compilation, "[BrainstemAfterDelay] " + WHO_NAP + " waits Infinity seconds: a timed transition waits "
                + "either `seconds`, a finite number of seconds, 0 or more, or what the method named by `delay` returns "
                + "for each entity as it enters the state. Wait 0 seconds or more (for a timer that never fires, leave "
                + "the @After out)", cat, "Float|.POSITIVE_INFINITY");
        errorCount(compilation, 1);
    }

    @Test
    void bothSecondsAndDelayAreReportedOnDelay() {
        JavaFileObject cat = cat("seconds = 2f, to", "seconds = 2f, delay = \"patience\", to");
        Compilation compilation = Compile.run(cat);
        errorAt(compilation, "[BrainstemAfterDelay] " + WHO_NAP + " gives both `seconds` and `delay`: a timed "
                + "transition waits either `seconds`, a finite number of seconds, 0 or more, or what the method named by "
                + "`delay` returns for each entity as it enters the state. Remove one of them", cat,
                "delay = |\"patience\", to = \"WANDER\"");
        errorCount(compilation, 1);
    }

    @Test
    void neitherIsReportedOnTheAnnotation() {
        JavaFileObject cat = cat("seconds = 2f, to", "to");
        Compilation compilation = Compile.run(cat);
        errorAt(compilation, "[BrainstemAfterDelay] " + WHO_NAP + " gives neither `seconds` nor `delay`: a timed "
                + "transition waits either `seconds`, a finite number of seconds, 0 or more, or what the method named by "
                + "`delay` returns for each entity as it enters the state. Give one of them", cat,
                "@After(value = \"NAP\"");
        errorCount(compilation, 1);
    }

    @Test
    void aMisspelledDelayMethodGetsDidYouMean() {
        JavaFileObject cat = cat("delay = \"patience\"", "delay = \"patiense\"");
        Compilation compilation = Compile.run(cat);
        errorAt(compilation, "[BrainstemDelayMethod] " + WHO_WANDER + " names the delay method \"patiense\", but Cat "
                + "has no method of that name (did you mean \"patience\"?)" + DELAY_FORM.replace("%s", "patiense()"),
                cat, "|\"patiense\"");
        errorCount(compilation, 1);
        brokenWithoutOutput(compilation, "test.Cat");
    }

    @Test
    void aDelayMethodOfTheWrongShapeSaysWhat() {
        JavaFileObject cat = cat("float patience() { return 3f; }", "static float patience() { return 3f; }");
        Compilation compilation = Compile.run(cat);
        errorAt(compilation, "[BrainstemDelayMethod] " + WHO_WANDER + " names the delay method patience(), which is "
                + "static" + DELAY_FORM.replace("%s", "patience()"), cat, "|\"patience\"");
        errorCount(compilation, 1);
    }

    @Test
    void aDelayMethodReturningAnotherTypeIsReported() {
        JavaFileObject cat = cat("float patience() { return 3f; }", "double patience() { return 3; }");
        Compilation compilation = Compile.run(cat);
        errorAt(compilation, "[BrainstemDelayMethod] " + WHO_WANDER + " names the delay method patience(), which "
                + "returns double" + DELAY_FORM.replace("%s", "patience()"), cat, "|\"patience\"");
        errorCount(compilation, 1);
    }

    @Test
    void inIdModeTheDelayMethodTakesTheId() {
        JavaFileObject cat = cat("void wander(float dt) { }", "void wander(int id, float dt) { }");
        Compilation compilation = Compile.run(cat);
        errorAt(compilation, "[BrainstemDelayMethod] " + WHO_WANDER + " names the delay method patience(), which does "
                + "not take the entity's `int id` alone" + DELAY_FORM.replace("%s", "patience(int id)"), cat,
                "|\"patience\"");
        errorCount(compilation, 1);
    }

    @Test
    void anUnknownStateInValueGetsDidYouMean() {
        JavaFileObject cat = cat("value = \"NAP\"", "value = \"NAPP\"");
        Compilation compilation = Compile.run(cat);
        errorAt(compilation, "[BrainstemUnknownName] Mood has no state or group \"NAPP\"; did you mean \"NAP\"?", cat,
                "|\"NAPP\"");
        errorCount(compilation, 1);
        brokenWithoutOutput(compilation, "test.Cat");
    }

    @Test
    void anUnknownTargetIsReportedOnTo() {
        JavaFileObject cat = cat("to = \"WANDER\")", "to = \"WANDR\")");
        Compilation compilation = Compile.run(cat);
        errorAt(compilation, "[BrainstemUnknownState] Mood has no state \"WANDR\"; did you mean \"WANDER\"?", cat,
                "|\"WANDR\"");
        errorCount(compilation, 1);
    }

    @Test
    void aGroupWithoutInitialCannotBeATarget() {
        JavaFileObject cat = cat("to = \"WANDER\")", "to = \"AWAKE\")");
        Compilation compilation = Compile.run(cat);
        errorAt(compilation, "[BrainstemTargetGroup] @After(value = \"NAP\", to = \"AWAKE\") names group AWAKE in `to`, "
                + "which cannot be entered by its name: give AWAKE an `initial` member and Mood a constant AWAKE to "
                + "enter it, or name one of its states instead: WANDER, HUNT", cat, "|\"AWAKE\")");
        errorCount(compilation, 1);
    }

    @Test
    void aGroupInValueTimesEachOfItsStatesAndTheirEdgesCountForReachability() {
        // HUNT is reached only through the group's timer, and NAP only through WANDER's.
        JavaFileObject cat = cat("@After(value = \"NAP\", seconds = 2f, to = \"WANDER\")",
                "@After(value = \"NAP\", seconds = 2f, to = \"WANDER\")\n@After(value = \"AWAKE\", seconds = 9f, to = \"HUNT\")",
                "@EntryPoint HUNT", "HUNT");
        Compilation compilation = Compile.run(cat);
        assertThat(compilation).succeededWithoutWarnings();
    }

    @Test
    void aStateNoTimerLeadsToIsUnreachable() {
        JavaFileObject cat = cat("@EntryPoint HUNT", "HUNT");
        Compilation compilation = Compile.run(cat);
        errorAt(compilation, "[BrainstemUnreachable] State HUNT of Mood can never be reached in Cat: no chain of `to` "
                + "lists of @OnUpdate, @OnEnter, @Transition and @OnMessage handlers leads to it from the initial state "
                + "NAP or an @EntryPoint state. Add \"HUNT\" to the `to` of a handler of a reachable state, or mark HUNT "
                + "@EntryPoint if game code sends entities there from outside (start, add, transitionTo)", cat,
                "HUNT }");
        errorCount(compilation, 1);
    }

    @Test
    void aConstantTimerAnotherAlwaysBeatsIsAWarning() {
        JavaFileObject cat = cat("@After(value = \"NAP\", seconds = 2f, to = \"WANDER\")",
                "@After(value = \"NAP\", seconds = 2f, to = \"WANDER\")\n@After(value = {\"NAP\", \"HUNT\"}, seconds = 5f, "
                        + "to = \"WANDER\")");
        Compilation compilation = Compile.run(cat);
        assertThat(compilation).succeeded();
        warningAt(compilation, "[BrainstemShadowedAfter] @After(value = {\"NAP\", \"HUNT\"}, to = \"WANDER\") never "
                + "fires in state NAP: its 5s wait is never the first to end there, since @After(value = \"NAP\", to = "
                + "\"WANDER\") waits 2s (of equal waits, the one declared first fires). Remove the state from one of them, "
                + "or shorten this wait", cat, "|5f");
        assertThat(compilation).hadWarningCount(1);
    }

    @Test
    void anEqualWaitDeclaredLaterNeverFires() {
        JavaFileObject cat = cat("@After(value = \"NAP\", seconds = 2f, to = \"WANDER\")",
                "@After(value = \"NAP\", seconds = 2f, to = \"WANDER\")\n@After(value = \"NAP\", seconds = 2.0f, to = "
                        + "\"HUNT\")", "@EntryPoint HUNT", "HUNT");
        Compilation compilation = Compile.run(cat);
        warningAt(compilation, "[BrainstemShadowedAfter] @After(value = \"NAP\", to = \"HUNT\") never fires in state "
                + "NAP: its 2s wait is never the first to end there, since @After(value = \"NAP\", to = \"WANDER\") waits "
                + "2s (of equal waits, the one declared first fires). Remove the state from one of them, or shorten this "
                + "wait", cat, "|2.0f");
    }

    @Test
    void backFromAStateThatIsNoInterrupt() {
        JavaFileObject cat = cat("@EntryPoint HUNT }", "@EntryPoint @Interrupt HUNT, @Back BACK }",
                "to = \"WANDER\")", "to = \"BACK\")");
        Compilation compilation = Compile.run(cat);
        errorAt(compilation, "[BrainstemBackOutsideInterrupt] @After(value = \"NAP\", to = \"BACK\") lists BACK (@Back) "
                + "in its `to` but serves NAP, which is not an @Interrupt state, so it has nothing to go back to. Serve "
                + "interrupt states only, or return the state to go to", cat, "|\"BACK\")");
        errorCount(compilation, 1);
    }

    @Test
    void anInterruptTimesOutBackToWhereItWas() {
        JavaFileObject cat = cat("@EntryPoint HUNT }", "@EntryPoint @Interrupt HUNT, @Back BACK }",
                "@After(value = \"NAP\", seconds = 2f, to = \"WANDER\")",
                "@After(value = \"NAP\", seconds = 2f, to = \"WANDER\")\n@After(value = \"HUNT\", seconds = 4f, to = \"BACK\")");
        assertThat(Compile.run(cat)).succeededWithoutWarnings();
    }

    @Test
    void everyOutOfRange() {
        JavaFileObject cat = cat("@OnUpdate(\"WANDER\")", "@OnUpdate(value = \"WANDER\", every = 70000)");
        Compilation compilation = Compile.run(cat);
        errorAt(compilation, "[BrainstemEvery] @OnUpdate handler wander(float) has every = 70000" + EVERY_RULE
                + "use a value in that range", cat, "|70000");
        errorCount(compilation, 1);
        brokenWithoutOutput(compilation, "test.Cat");
    }

    @Test
    void twoEveryOfOneStateDisagree() {
        JavaFileObject cat = cat("@OnUpdate(\"WANDER\")", "@OnUpdate(value = \"WANDER\", every = 8)",
                "float patience() { return 3f; }",
                "float patience() { return 3f; }\n\n    @OnUpdate(value = \"AWAKE\", every = 4)\n    void look() { }");
        Compilation compilation = Compile.run(cat);
        errorAt(compilation, "[BrainstemEvery] @OnUpdate handler wander(float) decides on one tick in 8, but state "
                + "WANDER also runs look(), which decides on one tick in 4" + EVERY_RULE + "give both the same every, or "
                + "leave one at 0 to follow the other", cat, "|8)");
        errorCount(compilation, 1);
    }

    @Test
    void aGroupsEveryIsFollowedByAnUpdateThatGivesNone() {
        JavaFileObject cat = cat("float patience() { return 3f; }",
                "float patience() { return 3f; }\n\n    @OnUpdate(value = \"AWAKE\", every = 4)\n    void look() { }");
        assertThat(Compile.run(cat)).succeededWithoutWarnings();
    }

    @Test
    void anAfterOnAClassThatIsNoMachineHasNoEffect() {
        JavaFileObject helper = Sources.file("Helper", """
                @After(value = "IDLE", seconds = 1f, to = "ALARM")
                class Helper { }
                """);
        Compilation compilation = Compile.run(Sources.GUARD_STATE, helper);
        errorAt(compilation, "[BrainstemStrayHandler] @After on class Helper has no effect: class Helper is not a "
                + "@StateMachine, so nothing reads it. Put it on the @StateMachine class whose states it names (a machine "
                + "reads the @After of its own class, not of its superclasses)", helper, "@After");
        errorCount(compilation, 1);
    }

    private static final String LAMP_REGIONS = """
            package test;

            import dev.brainstem.*;

            @StateMachine(value = Lamp.Light.class, regions = {Lamp.Fan.class})
            @After(value = "ON", seconds = 5f, to = "OFF")
            public class Lamp {
                @States enum Light { OFF, ON }
                @States enum Fan { STILL, SPIN }

                boolean switchedOn;

                @OnUpdate(value = "OFF", to = "ON")
                Light off() { return switchedOn ? Light.ON : null; }

                @OnUpdate(value = "STILL", to = "SPIN")
                Fan still() { return switchedOn ? Fan.SPIN : null; }

                @OnUpdate(value = "SPIN", to = "STILL")
                Fan spin() { return switchedOn ? null : Fan.STILL; }
            }
            """;

    @Test
    void anAfterThatLeadsToAnotherRegionsState() {
        JavaFileObject lamp = Compile.source("test.Lamp", Sources.change(LAMP_REGIONS, "to = \"OFF\")",
                "to = \"STILL\")"));
        Compilation compilation = Compile.run(lamp);
        errorAt(compilation, "[BrainstemOtherRegion] @After(value = \"ON\", to = \"STILL\") serves states of region "
                + "Light, but its `to` names STILL, a state of region Fan; a timed transition moves an entity in its "
                + "own region only. Time a state of Fan with an @After of its own", lamp, "5f, to = |\"STILL\"");
        brokenWithoutOutput(compilation, "test.Lamp");
    }

    @Test
    void anAfterThatTimesTwoRegionsStates() {
        JavaFileObject lamp = Compile.source("test.Lamp", Sources.change(LAMP_REGIONS, "value = \"ON\"",
                "value = {\"ON\", \"SPIN\"}"));
        Compilation compilation = Compile.run(lamp);
        errorAt(compilation, "[BrainstemRegionSpan] @After(value = {\"ON\", \"SPIN\"}, to = \"OFF\") names ON of "
                + "region Light and SPIN of region Fan, but an @After belongs to one region: the one whose states it "
                + "names. Split it into one @After per region", lamp, "|\"SPIN\"}");
        brokenWithoutOutput(compilation, "test.Lamp");
    }

    @Test
    void aRepeatedAfterIsReportedOnItsOwnValueInsideJavacsContainer() {
        JavaFileObject cat = cat("to = \"NAP\")", "to = \"NAPP\")");
        Compilation compilation = Compile.run(cat);
        errorAt(compilation, "[BrainstemUnknownState] Mood has no state \"NAPP\"; did you mean \"NAP\"?", cat,
                "|\"NAPP\")");
        errorCount(compilation, 1);
    }
}
