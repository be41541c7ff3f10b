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

    @Test
    void eachMessageTypeAddsAsManyLinesWhateverTheStates() {
        int perTypeOfFewStates = (mailLines(100, 40) - mailLines(100, 20)) / 20;
        int perTypeOfManyStates = (mailLines(400, 40) - mailLines(400, 20)) / 20;

        // The exact deliveries' budget lets each type's two handlers add up to 16 labels, and a switch is
        // written whole or not at all; a switch for every type added a line per state for each.
        assertTrue(perTypeOfManyStates <= perTypeOfFewStates + 20,
                perTypeOfFewStates + " lines a message type at 100 states, " + perTypeOfManyStates + " at 400");
    }

    /**
     * A message of a type past the exact deliveries' budget, which {@code deliver} leaves to the
     * {@code instanceof} chains, reaches the handler its state gives it, as one within the budget does.
     */
    @Test
    void everyMessageTypeReachesItsHandlersWhetherDeliveredExactlyOrNot() throws ReflectiveOperationException {
        String pkg = "test.size.mail";
        Generated generated = Generated.compile(mailMachine(pkg, 400, 40));
        String fsm = generated.source(pkg + ".MFsm");
        assertTrue(fsm.contains("deliverExact0_T0(") && !fsm.contains("deliverExact39_T39("), "budget");
        ClassLoader loader = new ClassLoader(GeneratedSizeTest.class.getClassLoader()) {
            @Override
            protected Class<?> findClass(String name) throws ClassNotFoundException {
                if (!name.startsWith(pkg + ".")) {
                    throw new ClassNotFoundException(name);
                }
                byte[] bytes = generated.classBytes(name);
                return defineClass(name, bytes, 0, bytes.length);
            }
        };
        Class<?> machine = loader.loadClass(pkg + ".M");
        java.lang.reflect.Method deliver = loader.loadClass(pkg + ".MFsm")
                .getMethod("deliver", machine, int.class, Object.class);
        java.lang.reflect.Field calls = machine.getDeclaredField("calls");
        calls.setAccessible(true);
        for (int t : new int[] {0, 39}) {
            Object message = loader.loadClass(pkg + ".Mail$T" + t).getConstructor().newInstance();
            for (int state : new int[] {t, t + 1, t + 2}) {
                Object entity = machine.getConstructor().newInstance();
                int result = (int) deliver.invoke(null, entity, state, message);
                int expected = state == t ? 1 : state == t + 1 ? 10 : 0;
                assertTrue(calls.getInt(entity) == expected && result == (expected == 0 ? -2 : -1),
                        "T" + t + " in S" + state + ": " + calls.getInt(entity) + " calls, " + result);
            }
        }
    }

    /** The lines of both generated classes of a machine of {@code states} states with {@code types} message types. */
    private static int mailLines(int states, int types) {
        String pkg = "test.size.m" + states + "t" + types;
        Generated generated = Generated.compile(mailMachine(pkg, states, types));
        return lines(generated, pkg + ".MFsm") + lines(generated, pkg + ".MBatch");
    }

    /**
     * A machine of {@code states} states, each updating to the next, and {@code types} message types
     * {@code Mail.T<t>}, each taken by one handler in state {@code t} and another in state {@code t + 1}:
     * its exact delivery switches over the states.
     */
    private static String[] mailMachine(String pkg, int states, int types) {
        StringBuilder constants = new StringBuilder();
        StringBuilder handlers = new StringBuilder();
        for (int s = 0; s < states; s++) {
            constants.append(s == 0 ? "" : s % 20 == 0 ? ",\n    " : ", ").append('S').append(s);
            handlers.append("    @OnUpdate(value = \"S").append(s).append("\", to = \"S").append((s + 1) % states)
                    .append("\") S u").append(s).append("() { return next; }\n");
        }
        StringBuilder mail = new StringBuilder();
        for (int t = 0; t < types; t++) {
            mail.append("    public static final class T").append(t).append(" {}\n");
            handlers.append("    @OnMessage(\"S").append(t).append("\") void first").append(t).append("(Mail.T").append(t)
                    .append(" m) { calls += 1; }\n")
                    .append("    @OnMessage(\"S").append(t + 1).append("\") void then").append(t).append("(Mail.T")
                    .append(t).append(" m) { calls += 10; }\n");
        }
        return new String[] {
            pkg + ".S", "package " + pkg + ";\n\n@dev.brainstem.States\npublic enum S {\n    " + constants + "\n}\n",
            pkg + ".Mail", "package " + pkg + ";\n\npublic final class Mail {\n" + mail + "}\n",
            pkg + ".M", "package " + pkg + ";\n\nimport dev.brainstem.*;\n\n@StateMachine(S.class)\npublic class M {\n"
                    + "    S next;\n    int calls;\n" + handlers + "}\n"};
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
