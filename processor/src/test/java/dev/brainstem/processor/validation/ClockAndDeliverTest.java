package dev.brainstem.processor.validation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.google.testing.compile.Compilation;
import dev.brainstem.runtime.MessageDelivery;
import java.util.Arrays;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The one-entity machine's {@code clock()} (the sum of its updates' dt, on every machine) and
 * {@code deliver()} (the messages due now, as an update's start delivers them, without a decision and
 * without moving the clock), run on generated code; a machine that takes no messages has no
 * {@code deliver()}.
 */
class ClockAndDeliverTest {
    private static final JavaFileObject STATES = Compile.source("test.CookState", """
            package test;

            import dev.brainstem.*;

            @States(initial = "IDLE")
            public enum CookState { IDLE, COOKING }
            """);

    private static final JavaFileObject COOK = Compile.source("test.Cook", """
            package test;

            import dev.brainstem.*;
            import java.util.ArrayList;
            import java.util.List;

            @StateMachine(CookState.class)
            public class Cook {
                public static class Order { }
                public static class Chat { }
                public final List<String> log = new ArrayList<>();

                @OnUpdate({"IDLE", "COOKING"})
                void update(@Current CookState state) { log.add("update " + state); }

                @OnMessage(value = "IDLE", to = "COOKING")
                CookState order(Order o) { log.add("order"); return CookState.COOKING; }

                @OnMessage
                void chat(Chat c) { log.add("chat"); }
            }
            """);

    /** No messages, no time in state: the clock is kept all the same. */
    private static final JavaFileObject LAMP = Compile.source("test.Lamp", """
            package test;

            import dev.brainstem.*;

            @StateMachine(CookState.class)
            public class Lamp {
                public boolean lit;

                @OnUpdate(value = "IDLE", to = "COOKING")
                CookState idle() { return lit ? CookState.COOKING : null; }
            }
            """);

    private static ClassLoader loader;

    @BeforeAll
    static void compile() {
        Compilation compilation = Running.compile(List.of(), STATES, COOK, LAMP);
        Running.succeeded(compilation);
        loader = Running.load(compilation);
    }

    @SuppressWarnings("unchecked")
    private static List<String> log(Object cook) {
        return (List<String>) Running.get(cook, "log");
    }

    private static Object message(String name) {
        return Running.newInstance(loader, "test.Cook$" + name);
    }

    @Test
    void theClockIsTheSumOfTheUpdatesDtOnEveryMachine() {
        Object lamp = Running.start(loader, "test.LampFsm", Running.newInstance(loader, "test.Lamp"));
        assertEquals(0.0, Running.call(lamp, "clock"));
        Running.update(lamp, 0.25f);
        Running.update(lamp, 0.5f);
        assertEquals(0.75, (double) Running.call(lamp, "clock"), 1e-9);

        Object cook = Running.start(loader, "test.CookFsm", Running.newInstance(loader, "test.Cook"));
        Running.update(cook, 0.125f);
        assertEquals(0.125, (double) Running.call(cook, "clock"), 1e-9);
    }

    @Test
    void deliverDeliversTheMessagesDueWithoutADecisionAndWithoutMovingTheClock() {
        Object cook = Running.newInstance(loader, "test.Cook");
        Object machine = Running.start(loader, "test.CookFsm", cook);
        Running.call(machine, "send", message("Chat"));
        Running.call(machine, "send", message("Order"));
        Running.call(machine, "deliver");
        assertEquals(List.of("chat", "order"), log(cook));
        assertEquals("COOKING", Running.state(machine));
        assertEquals(0.0, Running.call(machine, "clock"));

        // Delivered once: the next update has nothing left to deliver, and decides.
        Running.update(machine, 0.1f);
        assertEquals(List.of("chat", "order", "update COOKING"), log(cook));
    }

    @Test
    void deliverLeavesAMessageThatIsNotDueYet() {
        Object cook = Running.newInstance(loader, "test.Cook");
        Object machine = Running.start(loader, "test.CookFsm", cook);
        Running.call(machine, "send", message("Chat"), 0.25f);
        Running.call(machine, "deliver");
        assertEquals(List.of(), log(cook));
        Running.update(machine, 0.5f);
        assertEquals(List.of("chat", "update IDLE"), log(cook));
    }

    /**
     * With ON_DELIVER an update delivers nothing and deliver() is the delivery point, as a gdx-ai game's
     * agents update and then MessageManager.update() runs; back to TICK_START, the next update's start
     * delivers what waits, then decides in the new state.
     */
    @Test
    void onDeliverLeavesDeliveryToDeliverAndTickStartTakesItBack() {
        Object cook = Running.newInstance(loader, "test.Cook");
        Object machine = Running.start(loader, "test.CookFsm", cook);
        Running.call(machine, "setMessageDelivery", MessageDelivery.ON_DELIVER);
        Running.call(machine, "send", message("Order"));
        Running.update(machine, 0.1f);
        assertEquals(List.of("update IDLE"), log(cook));
        assertEquals("IDLE", Running.state(machine));
        Running.call(machine, "deliver");
        assertEquals(List.of("update IDLE", "order"), log(cook));
        assertEquals("COOKING", Running.state(machine));

        Running.call(machine, "send", message("Chat"));
        Running.update(machine, 0.1f);
        assertEquals(List.of("update IDLE", "order", "update COOKING"), log(cook), "still left to deliver()");
        Running.call(machine, "setMessageDelivery", MessageDelivery.TICK_START);
        Running.update(machine, 0.1f);
        assertEquals(List.of("update IDLE", "order", "update COOKING", "chat", "update COOKING"), log(cook));
    }

    @Test
    void setMessageDeliveryRefusesNullAndChangesNothing() {
        Object cook = Running.newInstance(loader, "test.Cook");
        Object machine = Running.start(loader, "test.CookFsm", cook);
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> Running.call(machine, "setMessageDelivery", (Object) null));
        assertEquals("Cook: setMessageDelivery(null)", refused.getMessage());
        Running.call(machine, "send", message("Order"));
        Running.update(machine, 0.1f);
        assertEquals(List.of("order", "update COOKING"), log(cook), "still delivered at the update's start");
    }

    @Test
    void deliverIsRefusedFromInsideAnUpdate() {
        Object machine = Running.start(loader, "test.CookFsm", Running.newInstance(loader, "test.Cook"));
        Running.set(machine, "busy", true);
        assertThrows(IllegalStateException.class, () -> Running.call(machine, "deliver"));
    }

    @Test
    void aMachineThatTakesNoMessagesHasNoDeliverNorDeliveryMode() {
        Class<?> lamp = Running.type(loader, "test.LampFsm");
        assertFalse(Arrays.stream(lamp.getMethods()).anyMatch(m -> m.getName().equals("deliver")));
        assertFalse(Arrays.stream(lamp.getMethods()).anyMatch(m -> m.getName().equals("setMessageDelivery")));
    }
}
