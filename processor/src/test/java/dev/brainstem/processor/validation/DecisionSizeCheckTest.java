package dev.brainstem.processor.validation;

import static com.google.common.truth.Truth.assertThat;
import static dev.brainstem.processor.validation.Compile.brokenWithoutOutput;
import static dev.brainstem.processor.validation.Compile.errorAt;
import static dev.brainstem.processor.validation.Compile.errorCount;

import com.google.testing.compile.Compilation;
import java.util.Locale;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * The writer's limits on decisions, which it writes out in full: a state's decision runs the update
 * of every group it is in, so states deep in groups with updates make long decisions, and many of
 * them make decision code that grows with the states times the groups.
 */
class DecisionSizeCheckTest {
    @Test
    void aStateInsideMoreThan200GroupsWithUpdatesIsRefusedOnItsConstant() {
        JavaFileObject states = nestedGroups("Deep", 201, 1);
        JavaFileObject machine = updatingEveryGroup("Deep", 201);

        Compilation compilation = Compile.run(states, machine);

        errorAt(compilation, "[BrainstemDecisionTooLong] State S0's decision in Diver takes 201 steps: 201 updates "
                + "of groups it is in, 0 guards and 0 update of its own. Brainstem writes a state's decision out in "
                + "full, as one method, and keeps it to 200 steps so that HotSpot compiles it. Give fewer of the "
                + "groups around S0 @OnUpdate handlers or guards", states, "S0 }");
        errorCount(compilation, 1);
        brokenWithoutOutput(compilation, "test.Diver");
    }

    @Test
    void decisionsOfMoreThan32768StepsInAllAreRefusedOnTheMachine() {
        JavaFileObject states = nestedGroups("Deep", 200, 164);
        JavaFileObject machine = updatingEveryGroup("Deep", 200);

        Compilation compilation = Compile.run(states, machine);

        errorAt(compilation, "[BrainstemDecisionsTooLong] The decisions of Diver's states take 32800 steps in all: "
                + "each state's, the updates of the groups it is in, its guards and its update. Brainstem writes "
                + "every decision out in full and keeps a machine's to 32768 steps in all, so that its generated "
                + "classes stay a size javac compiles. Give @OnUpdate handlers and guards to fewer groups of many "
                + "states, or nest those groups less deeply", machine, "@StateMachine(Deep.class)");
        errorCount(compilation, 1);
        brokenWithoutOutput(compilation, "test.Diver");
    }

    /** docs/errors.md shows no example of these two; here each is the only error of a game that uses Diver. */
    @Test
    void aDecisionTooLongInAGameThatUsesTheMachineIsTheOnlyError() {
        Compilation compilation = Compile.run(nestedGroups("Deep", 201, 1), updatingEveryGroup("Deep", 201), GAME);

        errorCount(compilation, 1);
        assertThat(compilation.errors().get(0).getMessage(Locale.ROOT)).startsWith("[BrainstemDecisionTooLong]");
        brokenWithoutOutput(compilation, "test.Diver");
    }

    @Test
    void decisionsTooLongInAGameThatUsesTheMachineAreTheOnlyError() {
        Compilation compilation = Compile.run(nestedGroups("Deep", 200, 164), updatingEveryGroup("Deep", 200), GAME);

        errorCount(compilation, 1);
        assertThat(compilation.errors().get(0).getMessage(Locale.ROOT)).startsWith("[BrainstemDecisionsTooLong]");
        brokenWithoutOutput(compilation, "test.Diver");
    }

    /** A game that uses Diver's generated classes. */
    private static final JavaFileObject GAME = Compile.source("test.Game", """
            package test;

            class Game {
                final DiverBatch batch = new DiverBatch();
                DiverFsm machine;

                DiverBatch tick(DiverFsm fsm) {
                    batch.tick(0.5f);
                    Deep state = batch.stateOf(0L);
                    machine = fsm;
                    return batch;
                }
            }
            """);

    @Test
    void aStateInside200GroupsWithUpdatesCompiles() {
        Compilation compilation = Compile.run(nestedGroups("Deep", 200, 1), updatingEveryGroup("Deep", 200));

        errorCount(compilation, 0);
    }

    /**
     * The enum {@code test.<name>} of {@code states} states, {@code S0} first, all inside a chain of
     * {@code depth} groups, each nested in the one before; all but {@code S0} are entry points.
     */
    private static JavaFileObject nestedGroups(String name, int depth, int states) {
        StringBuilder text = new StringBuilder("package test;\n\nimport dev.brainstem.*;\n\n@States\n");
        StringBuilder constants = new StringBuilder("S0");
        StringBuilder innermost = new StringBuilder("\"S0\"");
        for (int s = 1; s < states; s++) {
            constants.append(", @EntryPoint S").append(s);
            innermost.append(", \"S").append(s).append('"');
        }
        for (int g = 0; g < depth; g++) {
            text.append("@StateGroup(name = \"G").append(g).append("\", ")
                    .append(g + 1 < depth ? "groups = \"G" + (g + 1) + "\"" : "states = {" + innermost + "}")
                    .append(")\n");
        }
        return Compile.source("test." + name, text + "public enum " + name + " { " + constants + " }\n");
    }

    /** The machine {@code test.Diver} over {@code enumName}, with an update handler for each of the groups. */
    private static JavaFileObject updatingEveryGroup(String enumName, int groups) {
        StringBuilder text = new StringBuilder("package test;\n\nimport dev.brainstem.*;\n\n@StateMachine(")
                .append(enumName).append(".class)\npublic class Diver {\n");
        for (int g = 0; g < groups; g++) {
            text.append("    @OnUpdate(\"G").append(g).append("\") void tick").append(g).append("(float dt) {}\n");
        }
        return Compile.source("test.Diver", text.append("}\n").toString());
    }
}
