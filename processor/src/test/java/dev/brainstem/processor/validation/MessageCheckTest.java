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
}
