package dev.brainstem.samples.guard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The design's guard, run as issue 2's main class and issue 3's million-guard run show it. */
class GuardDemoTest {

    private static String run(int expectedCode, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = GuardDemo.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(expectedCode, code, err.toString(StandardCharsets.UTF_8));
        return expectedCode == 0 ? out.toString(StandardCharsets.UTF_8) : err.toString(StandardCharsets.UTF_8);
    }

    @Test
    void theScenePrintsEveryTransitionOfTheDesignsGuard() {
        assertEquals(String.join(System.lineSeparator(),
                " 0.50 s  guard 0: IDLE -> ALARM (UPDATE)",
                " 0.75 s  guard 0: ALARM -> PURSUIT (UPDATE)",
                " 1.00 s  guard 2: IDLE -> STUNNED (transitionTo)",
                " 1.08 s  guard 0: PURSUIT -> SEARCH (UPDATE)",
                " 1.48 s  guard 2: STUNNED -> IDLE (UPDATE)",
                " 1.58 s  guard 0: SEARCH -> IDLE (UPDATE)",
                "after 2.5 s: 3 idle, 0 searching, 0 stunned", ""), run(0));
    }

    @Test
    void manyGuardsInIdModeAndObjectModeEndInTheSameStates() {
        String out = run(0, "--million", "--entities", "20000", "--ticks", "120");
        assertTrue(out.contains("20,000 guards, 120 ticks"), out);
        assertTrue(out.matches("(?s).*id mode \\(GuardsBatch\\): +\\d+\\.\\d\\d ns per entity-update.*"), out);
        assertTrue(out.matches("(?s).*object mode \\(RollingGuardBatch\\): +\\d+\\.\\d\\d ns per entity-update.*"), out);
        assertTrue(out.contains("both modes end in the same states"), out);
        // The die raises about 2% of idle guards each tick: after two seconds every state is populated.
        for (GuardState state : new GuardState[] {GuardState.ALARM, GuardState.PURSUIT, GuardState.SEARCH}) {
            assertTrue(!out.contains(state + " 0 "), out);
        }
    }

    @Test
    void badArgumentsPrintUsageAndExitTwo() {
        assertTrue(run(2, "--fast").contains("usage: GuardDemo"));
        assertTrue(run(2, "--million", "--ticks", "0").contains("usage: GuardDemo"));
        assertTrue(run(2, "--ticks").contains("usage: GuardDemo"));
    }
}
