package dev.brainstem.processor.validation;

import static dev.brainstem.processor.validation.Compile.brokenWithoutOutput;
import static dev.brainstem.processor.validation.Compile.errorAt;
import static dev.brainstem.processor.validation.Compile.errorCount;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.CompilationSubject;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Check 8 for messages, and the parts of checks 1 to 6 that {@code @OnMessage} handlers share with
 * updates: the parameter's shape, primitive and unfit message types, one handler per (state or group or
 * any state, type), unknown names with "did you mean", {@code to} lists, returned states and message
 * edges in the reachability graph. Each error is asserted with its exact message, file, line and column.
 */
class MessageCheckTest {

    private static final String STATES = """
            package test;

            import dev.brainstem.*;

            @States(initial = "HOME")
            @StateGroup(name = "OUT", states = {"MINE", "BANK"})
            public enum MinerState { HOME, MINE, BANK, SALOON }
            """;

    private static final String MESSAGES = """
            package test;

            public class Messages {
                public static class Noise { }
                public static class Shout extends Noise { }
                public interface Greeting { }
                public record Stew(int bowls) implements Greeting { }
            }
            """;

    /** A valid miner: SALOON is reached only by a message handler's edge. */
    private static final String MINER = """
            package test;

            import dev.brainstem.*;
            import test.Messages.*;

            @StateMachine(MinerState.class)
            public class Miner {
                boolean tired;

                @OnUpdate(value = "HOME", to = "MINE")
                MinerState rested() { return tired ? null : MinerState.MINE; }

                @OnUpdate(value = "MINE", to = "BANK")
                MinerState dug() { return MinerState.BANK; }

                @OnUpdate(value = {"BANK", "SALOON"}, to = "HOME")
                MinerState walk() { return MinerState.HOME; }

                @OnMessage(value = "OUT", to = "HOME")
                MinerState called(Shout s) { return MinerState.HOME; }

                @OnMessage(value = "HOME", to = "SALOON")
                MinerState stew(Stew s) { return MinerState.SALOON; }

                @OnMessage
                void heard(Noise n) { }

                @OnMessage("MINE")
                void anything(Object o, @TimeInState float t, @Current MinerState s) { }
            }
            """;

    private static JavaFileObject states() {
        return Compile.source("test.MinerState", STATES);
    }

    private static JavaFileObject messages() {
        return Compile.source("test.Messages", MESSAGES);
    }

    private static JavaFileObject miner(String... replacements) {
        return Compile.source("test.Miner", Sources.change(MINER, replacements));
    }

    private static void broken(Compilation compilation, int errors) {
        errorCount(compilation, errors);
        brokenWithoutOutput(compilation, "test.Miner");
    }

    @Test
    void theValidMachineCompiles() {
        Compilation compilation = Compile.run(states(), messages(), miner());
        CompilationSubject.assertThat(compilation).succeededWithoutWarnings();
        Compile.noCrash(compilation);
    }

    @Test
    void aMessageHandlerWithoutAMessageParameterListsTheAcceptedForms() {
        JavaFileObject miner = miner("void heard(Noise n) { }", "void heard() { }");
        Compilation compilation = Compile.run(states(), messages(), miner);
        errorAt(compilation, "[BrainstemHandlerShape] @OnMessage handler heard() takes parameters of no accepted "
                + "form. Accepted forms: void heard(M message), MinerState heard(M message), each followed by any "
                + "@TimeInState float and @Current MinerState parameters, M the message type: a class, interface or "
                + "array type (in a system class whose handlers all take `int id` first, the same with `int id` "
                + "first)", miner, "void |heard() { }");
        broken(compilation, 1);
    }

    @Test
    void aMessageHandlerWithTwoMessagesIsReported() {
        JavaFileObject miner = miner("void heard(Noise n) { }", "void heard(Noise n, Shout s) { }");
        Compilation compilation = Compile.run(states(), messages(), miner);
        errorAt(compilation, "[BrainstemHandlerShape] @OnMessage handler heard(Noise, Shout) takes parameters of no "
                + "accepted form. Accepted forms: void heard(M message), MinerState heard(M message), each followed "
                + "by any @TimeInState float and @Current MinerState parameters, M the message type: a class, "
                + "interface or array type (in a system class whose handlers all take `int id` first, the same with "
                + "`int id` first)", miner, "void |heard(Noise n, Shout s) { }");
        broken(compilation, 1);
    }

    @Test
    void aPrimitiveMessageIsReportedOnTheParameter() {
        JavaFileObject miner = miner("void heard(Noise n) { }", "void heard(float loudness) { }");
        Compilation compilation = Compile.run(states(), messages(), miner);
        errorAt(compilation, "[BrainstemMessagePrimitive] @OnMessage handler heard(float) takes a message of "
                + "primitive type float; a message is an object, matched by its class. Take a class or record of "
                + "yours that holds the value (or Float)", miner, "float |loudness");
        broken(compilation, 1);
    }

    @Test
    void aMessageTypeWithTypeArgumentsIsReported() {
        JavaFileObject miner = miner("void heard(Noise n) { }", "void heard(java.util.List<String> words) { }");
        Compilation compilation = Compile.run(states(), messages(), miner);
        errorAt(compilation, "[BrainstemMessageType] @OnMessage handler heard(List<String>) takes messages of type "
                + "List<String>, which has type arguments, erased at run time; the generated code finds a message's "
                + "handler by its class with instanceof, so a message type is a class, interface or array type that "
                + "the machine's package can name, without type arguments. Take such a type", miner,
                "java.util.List<String> |words");
        broken(compilation, 1);
    }

    @Test
    void aPrivateMessageTypeIsReported() {
        JavaFileObject miner = miner("void heard(Noise n) { }", "void heard(Secret s) { }\n"
                + "    private static class Secret { }");
        Compilation compilation = Compile.run(states(), messages(), miner);
        errorAt(compilation, "[BrainstemMessageType] @OnMessage handler heard(Secret) takes messages of type Secret, "
                + "which generated code in the machine's package cannot name (declared private); the generated code "
                + "finds a message's handler by its class with instanceof, so a message type is a class, interface "
                + "or array type that the machine's package can name, without type arguments. Take such a type",
                miner, "Secret |s)");
        broken(compilation, 1);
    }

    @Test
    void twoHandlersForOneTypeInOneStateAreReportedOnTheState() {
        JavaFileObject miner = miner("@OnMessage(\"MINE\")", "@OnMessage(\"MINE\")\n"
                + "    void again(Object o) { }\n\n    @OnMessage({\"BANK\", \"MINE\"})");
        Compilation compilation = Compile.run(states(), messages(), miner);
        errorAt(compilation, "[BrainstemDuplicateMessage] Two @OnMessage handlers in Miner take Object in state MINE: "
                + "this one and again(Object). Each (state or group, message type) has at most one handler; remove "
                + "\"MINE\" from one of them", miner, "\"BANK\", |\"MINE\"}");
        broken(compilation, 1);
    }

    @Test
    void twoHandlersForOneTypeInOneGroupAreReported() {
        JavaFileObject miner = miner("void heard(Noise n) { }", "void heard(Noise n) { }\n\n"
                + "    @OnMessage(\"OUT\") void outside(Shout s) { }");
        Compilation compilation = Compile.run(states(), messages(), miner);
        errorAt(compilation, "[BrainstemDuplicateMessage] Two @OnMessage handlers in Miner take Shout in group OUT: "
                + "this one and called(Shout). Each (state or group, message type) has at most one handler; remove "
                + "\"OUT\" from one of them", miner, "@OnMessage(|\"OUT\") void outside");
        broken(compilation, 1);
    }

    @Test
    void twoAnyStateHandlersForOneTypeAreReported() {
        JavaFileObject miner = miner("void heard(Noise n) { }", "void heard(Noise n) { }\n\n"
                + "    @OnMessage void heardToo(Noise n) { }");
        Compilation compilation = Compile.run(states(), messages(), miner);
        errorAt(compilation, "[BrainstemDuplicateMessage] Two @OnMessage handlers in Miner take Noise in any state: "
                + "this one and heard(Noise). Each (state or group, message type) has at most one handler; give one "
                + "of them a `value`, or remove one", miner, "@OnMessage void heardToo");
        broken(compilation, 1);
    }

    @Test
    void aSubclassHandlerForTheSamePairReplacesTheInheritedOne() {
        JavaFileObject base = Compile.source("test.BaseMiner", """
                package test;

                import dev.brainstem.*;
                import test.Messages.*;

                public abstract class BaseMiner {
                    @OnMessage
                    void heard(Noise n) { }
                }
                """);
        JavaFileObject miner = miner("public class Miner {", "public class Miner extends BaseMiner {",
                "void heard(Noise n) { }", "void heard(Noise n) { super.heard(n); }");
        Compilation compilation = Compile.run(states(), messages(), base, miner);
        CompilationSubject.assertThat(compilation).succeededWithoutWarnings();
        Compile.noCrash(compilation);
    }

    @Test
    void anUnknownNameInAMessageValueSuggestsAStateOrGroup() {
        JavaFileObject miner = miner("@OnMessage(value = \"OUT\", to = \"HOME\")",
                "@OnMessage(value = \"OTU\", to = \"HOME\")");
        Compilation compilation = Compile.run(states(), messages(), miner);
        errorAt(compilation, "[BrainstemUnknownName] MinerState has no state or group \"OTU\"; did you mean \"OUT\"?",
                miner, "\"OTU\"");
        broken(compilation, 1);
    }

    @Test
    void anUnknownStateInAMessageToIsReported() {
        JavaFileObject miner = miner("@OnMessage(value = \"HOME\", to = \"SALOON\")",
                "@OnMessage(value = \"HOME\", to = \"SALON\")");
        Compilation compilation = Compile.run(states(), messages(), miner);
        errorAt(compilation, "[BrainstemUnknownState] MinerState has no state \"SALON\"; did you mean \"SALOON\"?",
                miner, "\"SALON\"");
        broken(compilation, 1);
    }

    @Test
    void aMessageHandlerReturningAStateNeedsTo() {
        JavaFileObject miner = miner("@OnMessage(value = \"HOME\", to = \"SALOON\")", "@OnMessage(\"HOME\")");
        Compilation compilation = Compile.run(states(), messages(), miner);
        errorAt(compilation, "[BrainstemMissingTo] @OnMessage handler stew(Stew) returns MinerState but its `to` is "
                + "empty; list every state it may go to, for example @OnMessage(value = \"HOME\", to = "
                + "\"SALOON\"), or make it void", miner, "@OnMessage(\"HOME\")\n    MinerState stew");
        broken(compilation, 1);
    }

    @Test
    void aVoidMessageHandlerWithToIsReported() {
        JavaFileObject miner = miner("@OnMessage\n", "@OnMessage(to = \"HOME\")\n");
        Compilation compilation = Compile.run(states(), messages(), miner);
        errorAt(compilation, "[BrainstemVoidWithTo] @OnMessage handler heard(Noise) is void but lists `to`; a void "
                + "handler never changes the state. Return MinerState from it, or remove `to`", miner,
                "\"HOME\")\n    void heard");
        broken(compilation, 1);
    }

    @Test
    void aStateReachedOnlyByAMessageIsUnreachableWithoutIt() {
        JavaFileObject miner = miner("@OnMessage(value = \"HOME\", to = \"SALOON\")\n    MinerState stew(Stew s) "
                + "{ return MinerState.SALOON; }", "@OnMessage(\"HOME\")\n    void stew(Stew s) { }");
        JavaFileObject states = states();
        Compilation compilation = Compile.run(states, messages(), miner);
        errorAt(compilation, "[BrainstemUnreachable] State SALOON of MinerState can never be reached in Miner: no "
                + "chain of `to` lists of @OnUpdate, @OnEnter, @Transition and @OnMessage handlers leads to it from "
                + "the initial state HOME or an @EntryPoint state. Add \"SALOON\" to the `to` of a handler of a "
                + "reachable state, or mark SALOON @EntryPoint if game code sends entities there from outside "
                + "(start, add, transitionTo)", states, "SALOON }");
        broken(compilation, 1);
    }

    @Test
    void aMessageHandlerReturningAStateItsToLacksIsReportedOnTheReturn() {
        JavaFileObject miner = miner("MinerState stew(Stew s) { return MinerState.SALOON; }",
                "MinerState stew(Stew s) { return s.bowls() > 9 ? MinerState.BANK : MinerState.SALOON; }");
        Compilation compilation = Compile.run(states(), messages(), miner);
        errorAt(compilation, "[BrainstemUndeclaredReturn] stew(Stew) returns MinerState.BANK, but its `to` does not "
                + "list \"BANK\" (to = \"SALOON\"). Add it to `to`, or return null to stay", miner,
                "MinerState|.BANK :");
        broken(compilation, 1);
    }

    @Test
    void aMessageToEntryThatIsNeverReturnedIsWarned() {
        JavaFileObject miner = miner("@OnMessage(value = \"OUT\", to = \"HOME\")",
                "@OnMessage(value = \"OUT\", to = {\"HOME\", \"SALOON\"})");
        Compilation compilation = Compile.run(states(), messages(), miner);
        CompilationSubject.assertThat(compilation).succeeded();
        Compile.warningAt(compilation, "[BrainstemUnusedTo] called(Shout) lists \"SALOON\" in `to` but never "
                + "returns MinerState.SALOON. Remove it from `to`, or return it where it applies", miner,
                "\"SALOON\"})\n    MinerState called");
        Compile.noCrash(compilation);
    }
}
