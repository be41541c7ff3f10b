package dev.brainstem.processor.writing;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The generated code grows with the states plus the groups, not with their product: a membership
 * test written as a switch over every state, one per group, made a class of 962,000 lines at 1000
 * states and 500 groups, which javac refused ("too many constants").
 */
class GeneratedSizeTest {
    @Test
    void aThousandStatesInFiveHundredGroupsCompile() {
        Generated generated = Generated.compile(GroupedMachine.sources("test.size.wide", 1000, 500, false));

        int lines = lines(generated, "test.size.wide.MFsm") + lines(generated, "test.size.wide.MBatch");
        assertTrue(lines < 150_000, lines + " lines");
    }

    @Test
    void eachGroupAddsAsManyLinesWhateverTheStates() {
        int perGroupOfFewStates = (lines(100, 40) - lines(100, 20)) / 20;
        int perGroupOfManyStates = (lines(400, 40) - lines(400, 20)) / 20;

        assertTrue(perGroupOfManyStates <= perGroupOfFewStates + 2,
                perGroupOfFewStates + " lines a group at 100 states, " + perGroupOfManyStates + " at 400");
    }

    @Test
    void eachStateAddsAsManyLinesWhateverTheGroups() {
        int perStateInFewGroups = (lines(400, 10) - lines(200, 10)) / 200;
        int perStateInManyGroups = (lines(400, 80) - lines(200, 80)) / 200;

        assertTrue(perStateInManyGroups <= perStateInFewGroups + 1,
                perStateInFewGroups + " lines a state with 10 groups, " + perStateInManyGroups + " with 80");
    }

    /**
     * A decision at the processor's limit, 200 steps ({@code [BrainstemDecisionTooLong]} above), each a
     * group's update of the largest kind (it returns a state, and takes the time in state and the
     * current state), stays a method HotSpot compiles: under 8000 bytes.
     */
    @Test
    void aDecisionOf200StepsIsAMethodHotSpotCompiles() {
        StringBuilder groups = new StringBuilder();
        StringBuilder handlers = new StringBuilder();
        for (int g = 0; g < 200; g++) {
            groups.append("@StateGroup(name = \"G").append(g).append("\", ")
                    .append(g < 199 ? "groups = \"G" + (g + 1) + "\"" : "states = \"DEEP\"").append(")\n");
            handlers.append("    @OnUpdate(value = \"G").append(g).append("\", to = \"OUT\")\n    D tick").append(g)
                    .append("(float dt, @TimeInState float t, @Current D d) { return next; }\n");
        }
        Generated generated = Generated.compile("test.deep.D", "package test.deep;\n\nimport dev.brainstem.*;\n\n"
                        + "@States\n" + groups + "public enum D { DEEP, @EntryPoint OUT }\n",
                "test.deep.M", "package test.deep;\n\nimport dev.brainstem.*;\n\n@StateMachine(D.class)\n"
                        + "public class M {\n    D next;\n" + handlers + "}\n");

        for (String type : new String[] {"test.deep.MFsm", "test.deep.MBatch"}) {
            ClassFile.Method decision = generated.classFile(type).method("decide0_DEEP");
            assertTrue(decision.codeLength() < 8000, type + "." + decision + " is " + decision.codeLength() + " bytes");
        }
    }

    /** The lines of both generated classes of a machine of {@code states} states in {@code groups} groups. */
    private static int lines(int states, int groups) {
        String pkg = "test.size.s" + states + "g" + groups;
        Generated generated = Generated.compile(GroupedMachine.sources(pkg, states, groups, false));
        return lines(generated, pkg + ".MFsm") + lines(generated, pkg + ".MBatch");
    }

    private static int lines(Generated generated, String type) {
        return generated.source(type).split("\n", -1).length;
    }
}
