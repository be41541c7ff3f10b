package dev.brainstem.processor.writing;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Methods named after the user's groups and message types: once {@code "in" + group} and
 * {@code "deliverExact" + type}, with {@code first + "To" + last} after them for the parts of a split
 * switch. A group {@code t} made a method {@code int}, {@code stanceof} one named {@code instanceof};
 * in a machine of more than 256 states, groups {@code ZONE4} and {@code ZONE424} made two methods
 * {@code inZONE4240To255}, and message types {@code Ping} and {@code Ping24} two
 * {@code deliverExactPing240To255}. Each such machine compiles, without a warning. (A group's
 * membership is no longer a switch of its own, see {@link Memberships}; the groups are kept for the
 * names.)
 */
class MemberNamesTest {
    private static final int STATES = 300;

    @Test
    void groupsNamedLikeKeywordsWithoutTheirStartCompile() {
        Generated generated = compile(List.of("t", "stanceof", "nt", "fo", "terface"), List.of());

        String fsm = generated.source("test.names.MFsm");
        assertTrue(fsm.contains("static boolean in0_t(int state)"), fsm);
        assertTrue(fsm.contains("static boolean in1_stanceof(int state)"), fsm);
    }

    @Test
    void membershipsOfGroupsWhoseNamesEndInDigitsCompile() {
        Generated generated = compile(List.of("ZONE4", "ZONE424", "ZONE42", "ZONE"), List.of());

        String fsm = generated.source("test.names.MFsm");
        assertTrue(fsm.contains("static boolean in0_ZONE4(int state)"), fsm);
        assertTrue(fsm.contains("static boolean in1_ZONE424(int state)"), fsm);
        assertTrue(fsm.contains("private static int groupOf_240To255(int state)"), fsm);
    }

    @Test
    void splitDeliveriesOfMessageTypesWhoseNamesEndInDigitsCompile() {
        Generated generated = compile(List.of(), List.of("Ping", "Ping24", "Ping2", "Ping240"));

        String fsm = generated.source("test.names.MFsm");
        assertTrue(fsm.contains("private static int deliverExact0_Ping_240To255(M entity, int state, Object message)"),
                fsm);
        assertTrue(fsm.contains("private static int deliverExact1_Ping24_0To255(M entity, int state, Object message)"),
                fsm);
    }

    /**
     * A machine of {@value #STATES} states, each updating to the next; each group lists every other
     * state from its number on (so its membership is no range) and has an enter handler; each message
     * type has a handler in state 0 and another in the states from 1 to its number (so its delivery
     * switches over the states).
     */
    private static Generated compile(List<String> groups, List<String> messageTypes) {
        StringBuilder annotations = new StringBuilder();
        for (int g = 0; g < groups.size(); g++) {
            StringBuilder states = new StringBuilder();
            for (int s = g; s < STATES; s += groups.size() + 1) {
                states.append(states.length() == 0 ? "" : ", ").append("\"S").append(s).append('"');
            }
            annotations.append("@StateGroup(name = \"").append(groups.get(g)).append("\", states = {").append(states)
                    .append("})\n");
        }
        StringBuilder constants = new StringBuilder();
        StringBuilder handlers = new StringBuilder();
        for (int s = 0; s < STATES; s++) {
            constants.append(s == 0 ? "" : s % 20 == 0 ? ",\n    " : ", ").append('S').append(s);
            handlers.append("    @OnUpdate(value = \"S").append(s).append("\", to = \"S").append((s + 1) % STATES)
                    .append("\") S u").append(s).append("() { return next; }\n");
        }
        for (int g = 0; g < groups.size(); g++) {
            handlers.append("    @OnEnter(\"").append(groups.get(g)).append("\") void enter").append(g).append("() {}\n");
        }
        StringBuilder types = new StringBuilder();
        for (int t = 0; t < messageTypes.size(); t++) {
            String type = messageTypes.get(t);
            types.append("    public static final class ").append(type).append(" {}\n");
            handlers.append("    @OnMessage(\"S0\") void first").append(t).append("(Mail.").append(type)
                    .append(" m) {}\n")
                    .append("    @OnMessage({\"S1\", \"S").append(2 + t).append("\"}) void later").append(t)
                    .append("(Mail.").append(type).append(" m) {}\n");
        }
        return Generated.compile(List.of("-Xlint:all,-processing", "-Werror"),
                "test.names.S", "package test.names;\n\nimport dev.brainstem.StateGroup;\nimport dev.brainstem.States;\n\n"
                        + "@States\n" + annotations + "public enum S {\n    " + constants + "\n}\n",
                "test.names.Mail", "package test.names;\n\npublic final class Mail {\n" + types + "}\n",
                "test.names.M", "package test.names;\n\nimport dev.brainstem.*;\n\n@StateMachine(S.class)\n"
                        + "public class M {\n    S next;\n" + handlers + "}\n");
    }
}
