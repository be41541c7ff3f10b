package dev.brainstem.processor.validation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The generated one-entity machine's messages, run: delivery at the next update and not before,
 * before the decision, which then runs in the new state; delays by the machine's clock; the lookup
 * (own state, then group, then any state; the most specific type); refusal at send; drops counted; a
 * returned state that {@code to} lacks. The mailbox is the runtime's: these tests hold the generated
 * code to the contract the runtime and the processor share.
 */
class MessageDeliveryTest {
    private static final JavaFileObject STATES = Compile.source("test.MinerState", """
            package test;

            import dev.brainstem.*;

            @States(initial = "HOME")
            @StateGroup(name = "OUT", states = "MINE")
            public enum MinerState { HOME, @EntryPoint MINE, SALOON }
            """);

    private static final JavaFileObject MESSAGES = Compile.source("test.Messages", """
            package test;

            public class Messages {
                public static class Noise { }
                public static class Shout extends Noise { }
                public static class Knock { }
                public static class Bad { }
                public record Stew(int bowls) { }
            }
            """);

    private static final JavaFileObject MINER = Compile.source("test.Miner", """
            package test;

            import dev.brainstem.*;
            import java.util.ArrayList;
            import java.util.List;
            import test.Messages.*;

            @StateMachine(MinerState.class)
            public class Miner {
                public final List<String> log = new ArrayList<>();

                @OnUpdate({"HOME", "MINE", "SALOON"})
                void update(@Current MinerState state) { log.add("update " + state); }

                @OnMessage(value = "HOME", to = "SALOON")
                MinerState stew(Stew s) { log.add("stew"); return s.bowls() > 0 ? MinerState.SALOON : null; }

                public MinerState wrong = MinerState.SALOON; // a field: only the runtime can tell

                @OnMessage(value = "HOME", to = "MINE")
                MinerState bad(Bad b) { return wrong; }

                @OnMessage
                void noise(Noise n) { log.add("any noise"); }

                @OnMessage("OUT")
                void outside(Noise n) { log.add("group noise"); }

                @OnMessage("MINE")
                void shout(Shout s) { log.add("own shout"); }

                @OnMessage("MINE")
                void knock(Knock k) { log.add("knock"); }
            }
            """);

    private static ClassLoader loader;

    @BeforeAll
    static void compile() {
        Compilation compilation = Running.compile(List.of(), STATES, MESSAGES, MINER);
        Running.succeeded(compilation);
        loader = Running.load(compilation);
    }

    private static Object miner() {
        return Running.newInstance(loader, "test.Miner");
    }

    private static Object message(String name, Object... arguments) {
        return Running.newInstance(loader, "test.Messages$" + name, arguments);
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static Object mine() {
        return Enum.valueOf((Class) Running.type(loader, "test.MinerState"), "MINE");
    }

    @SuppressWarnings("unchecked")
    private static List<String> log(Object miner) {
        return (List<String>) Running.get(miner, "log");
    }

    @Test
    void aMessageIsDeliveredAtTheNextUpdateBeforeTheDecisionWhichRunsInTheNewState() {
        Object miner = miner();
        Object machine = Running.start(loader, "test.MinerFsm", miner);
        Running.call(machine, "send", message("Stew", 2));
        assertEquals("HOME", Running.state(machine));
        assertEquals(List.of(), log(miner));

        assertEquals("SALOON", Running.update(machine, 0.1f));
        assertEquals(List.of("stew", "update SALOON"), log(miner));
    }

    @Test
    void aHandlerThatStaysLeavesTheStateAndTheDecisionRuns() {
        Object miner = miner();
        Object machine = Running.start(loader, "test.MinerFsm", miner);
        Running.call(machine, "send", message("Stew", 0));
        assertEquals("HOME", Running.update(machine, 0.1f));
        assertEquals(List.of("stew", "update HOME"), log(miner));
    }

    @Test
    void aDelayedMessageWaitsForTheMachinesClock() {
        Object miner = miner();
        Object machine = Running.start(loader, "test.MinerFsm", miner);
        Running.call(machine, "send", message("Noise"), 0.25f);
        Running.update(machine, 0.1f);
        Running.update(machine, 0.1f);
        assertEquals(List.of("update HOME", "update HOME"), log(miner));
        Running.update(machine, 0.1f);
        assertEquals(List.of("update HOME", "update HOME", "any noise", "update HOME"), log(miner));
    }

    @Test
    void lookupPrefersTheStateThenItsGroupThenAnyStateAndTheMostSpecificType() {
        Object miner = miner();
        Object machine = Running.call(Running.type(loader, "test.MinerFsm"), "start", miner,
                mine());
        log(miner).clear();
        Running.call(machine, "send", message("Shout"));
        Running.call(machine, "send", message("Noise"));
        Running.update(machine, 0.1f);
        assertEquals(List.of("own shout", "group noise", "update MINE"), log(miner));

        Object home = Running.start(loader, "test.MinerFsm", miner());
        Running.call(home, "send", message("Shout"));
        Running.update(home, 0.1f);
        assertEquals(List.of("any noise", "update HOME"), log(Running.call(home, "entity")));
    }

    @Test
    void aMessageNothingInTheStateTakesIsDroppedAndCounted() {
        Object miner = miner();
        Object machine = Running.start(loader, "test.MinerFsm", miner);
        Running.call(machine, "send", message("Knock"));
        assertEquals(0L, Running.call(machine, "droppedMessages"));
        Running.update(machine, 0.1f);
        assertEquals(1L, Running.call(machine, "droppedMessages"));
        assertEquals(List.of("update HOME"), log(miner));
    }

    @Test
    void aTypeNoHandlerTakesIsRefusedAtSendAndSoIsNull() {
        Object machine = Running.start(loader, "test.MinerFsm", miner());
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> Running.call(machine, "send", "hello"));
        assertEquals("Miner: no @OnMessage handler takes java.lang.String", refused.getMessage());
        IllegalArgumentException none = assertThrows(IllegalArgumentException.class,
                () -> Running.call(machine, "send", new Object[] {null}));
        assertTrue(none.getMessage().endsWith("takes null"), none.getMessage());
    }

    @Test
    void aReturnedStateItsToLacksIsAnIllegalTransitionAndTheEntityStays() {
        Object machine = Running.start(loader, "test.MinerFsm", miner());
        Running.call(machine, "send", message("Bad"));
        RuntimeException thrown = assertThrows(RuntimeException.class, () -> Running.update(machine, 0.1f));
        assertEquals("IllegalTransitionException", thrown.getClass().getSimpleName());
        assertEquals("HOME", Running.state(machine));
    }

    @Test
    void infoListsEachStatesMessageTypesInLookupOrder() throws ReflectiveOperationException {
        Object info = Running.type(loader, "test.MinerFsm").getField("INFO").get(null);
        assertEquals(List.of("Stew", "Bad", "Noise"), Running.call(info, "messageTypes", "HOME"));
        assertEquals(List.of("Shout", "Knock", "Noise"), Running.call(info, "messageTypes", "MINE"));
        assertEquals(List.of("Noise"), Running.call(info, "messageTypes", "SALOON"));
        assertTrue(String.valueOf(Running.call(info, "edges")).contains("HOME -> SALOON (Stew)"));
    }
}
