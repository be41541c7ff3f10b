package dev.brainstem.samples.fsm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brainstem.diagrams.Diagrams;
import dev.brainstem.runtime.MachineInfo;
import dev.brainstem.samples.guard.Guard;
import dev.brainstem.samples.guard.GuardBatch;
import dev.brainstem.samples.guard.GuardFsm;
import dev.brainstem.samples.guard.GuardState;
import dev.brainstem.samples.guards.Enemy;
import dev.brainstem.samples.guards.EnemyBatch;
import dev.brainstem.samples.guards.EnemyState;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The design's Guard, as the samples build it: its description, its diagrams, and a run. */
class GuardTest {
    private static final String MERMAID = """
            stateDiagram-v2
                [*] --> IDLE
                [*] --> STUNNED : entry point
                IDLE --> ALARM
                ALARM --> PURSUIT
                PURSUIT --> SEARCH
                SEARCH --> IDLE
                STUNNED --> IDLE
            """;

    private static final String DOT = """
            digraph "Guard" {
                rankdir=LR;
                node [shape=box, style=rounded];
                "[*]" [shape=point];
                "[*]" -> "IDLE";
                "[*]" -> "STUNNED" [style=dashed, label="entry point"];
                "IDLE" -> "ALARM";
                "ALARM" -> "PURSUIT";
                "PURSUIT" -> "SEARCH";
                "SEARCH" -> "IDLE";
                "STUNNED" -> "IDLE";
            }
            """;

    @Test
    void infoDescribesTheMachine() {
        MachineInfo info = GuardFsm.INFO;
        assertEquals("Guard", info.name());
        assertEquals(List.of("IDLE", "ALARM", "PURSUIT", "SEARCH", "STUNNED"), info.states());
        assertEquals("IDLE", info.initial());
        assertEquals(List.of("STUNNED"), info.entryPoints());
        assertEquals("[IDLE -> ALARM, ALARM -> PURSUIT, PURSUIT -> SEARCH, SEARCH -> IDLE, STUNNED -> IDLE]",
                info.edges().toString());
        assertEquals(5, GuardFsm.STATE_COUNT);
        assertEquals(8, GuardFsm.MAX_TRANSITIONS_PER_TICK);
    }

    @Test
    void drawsItselfAsMermaidAndDot() {
        assertEquals(MERMAID, Diagrams.of(GuardFsm.INFO).toMermaid());
        assertEquals(DOT, Diagrams.of(GuardFsm.INFO).toDot());
    }

    @Test
    void theDiagramsInTheClassOutputAreTheSame() throws IOException {
        assertEquals(MERMAID, resource("META-INF/brainstem/dev.brainstem.samples.guard.Guard.mmd"));
        assertEquals(DOT, resource("META-INF/brainstem/dev.brainstem.samples.guard.Guard.dot"));
    }

    @Test
    void enterRedirectsAreDrawnAsSuch() throws IOException {
        String mermaid = Diagrams.of(ActorFsm.INFO).toMermaid();
        assertTrue(mermaid.contains("    JUMP --> FALL : on enter\n"), mermaid);
        assertTrue(mermaid.contains("    [*] --> HURT : entry point\n    [*] --> DEAD : entry point\n"), mermaid);
        assertTrue(Diagrams.of(ActorFsm.INFO).toDot().contains("    \"FALL\" -> \"LAND\" [label=\"on enter\"];\n"));
        assertEquals(Diagrams.of(ActorFsm.INFO).toMermaid(), resource("META-INF/brainstem/dev.brainstem.samples.fsm.Actor.mmd"));
        assertEquals(Diagrams.of(ActorFsm.INFO).toDot(), resource("META-INF/brainstem/dev.brainstem.samples.fsm.Actor.dot"));
    }

    @Test
    void runs() {
        GuardFsm fsm = GuardFsm.start(new Guard());
        assertEquals(GuardState.IDLE, fsm.state());
        assertEquals(GuardState.IDLE, fsm.update(1f)); // sees no player
        assertNull(fsm.previous());

        fsm.transitionTo(GuardState.STUNNED);
        assertEquals(GuardState.IDLE, fsm.previous());
        assertEquals(GuardState.STUNNED, fsm.update(0.3f));
        assertEquals(GuardState.IDLE, fsm.update(0.3f)); // lingers 0.5s
        assertEquals(GuardState.STUNNED, fsm.previous());

        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> fsm.transitionTo(GuardState.PURSUIT));
        assertTrue(e.getMessage().contains("PURSUIT"), e.getMessage());
    }

    /** Issue 41: any batch answers timeInState(handle), or says its machine keeps none rather than make one up. */
    @Test
    void aBatchTellsWhetherItKeepsTimeInStateAndNeverMakesOneUp() {
        GuardBatch guards = new GuardBatch();
        long guard = guards.add(new Guard());
        assertFalse(guards.keepsTimeInState());
        UnsupportedOperationException none = assertThrows(UnsupportedOperationException.class,
                () -> guards.timeInState(guard));
        assertTrue(none.getMessage().startsWith("Guard keeps no time in state"), none.getMessage());

        EnemyBatch enemies = new EnemyBatch();
        long enemy = enemies.add(new Enemy(0));
        assertTrue(enemies.keepsTimeInState());
        enemies.tick(0.25f);
        assertEquals(EnemyState.IDLE, enemies.stateOf(enemy));
        assertEquals(0.25f, enemies.timeInState(enemy));
        enemies.remove(enemy);
        assertThrows(IllegalArgumentException.class, () -> enemies.timeInState(enemy));
    }

    private static String resource(String name) throws IOException {
        try (InputStream in = GuardTest.class.getClassLoader().getResourceAsStream(name)) {
            assertNotNull(in, name);
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
