package dev.brainstem.processor.validation;

import static com.google.common.truth.Truth.assertThat;
import static dev.brainstem.processor.validation.Sources.GUARD_STATE;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.CompilationSubject;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** Machines every check must let through: no error, no warning, and their files written. */
class ValidMachinesTest {

    private static void valid(Compilation compilation, String... machines) {
        CompilationSubject.assertThat(compilation).succeededWithoutWarnings();
        Compile.noCrash(compilation);
        for (String machine : machines) {
            List<String> outputs = Compile.outputsFor(compilation, machine);
            String name = machine.substring(machine.lastIndexOf('.') + 1);
            assertThat(outputs).contains("/SOURCE_OUTPUT/test/" + name + "Fsm.java");
            assertThat(outputs).contains("/CLASS_OUTPUT/META-INF/brainstem/" + machine + ".mmd");
            assertThat(outputs).contains("/CLASS_OUTPUT/META-INF/brainstem/" + machine + ".dot");
        }
    }

    @Test
    void theDesignsGuard() {
        valid(Compile.run(GUARD_STATE, Sources.GUARD), "test.Guard");
    }

    @Test
    void abstractBaseWithHandlersAndSubclassesThatReplaceOrInherit() {
        JavaFileObject sentry = Sources.file("Sentry", """
                public abstract class Sentry {
                    float timer, x;
                    boolean seesPlayer;

                    @OnUpdate(value = "IDLE", to = "ALARM")
                    GuardState idle() { return seesPlayer ? GuardState.ALARM : null; }

                    @OnEnter({"ALARM", "SEARCH", "STUNNED"})
                    void resetTimer() { timer = 0; }

                    @OnUpdate(value = "ALARM", to = "PURSUIT")
                    GuardState alarm(float dt) { timer += dt; return timer >= 0.25f ? GuardState.PURSUIT : null; }

                    @OnUpdate(value = "PURSUIT", to = "SEARCH")
                    GuardState pursue(float dt) { x += 3 * dt; return x >= 1 ? GuardState.SEARCH : null; }

                    @OnUpdate(value = {"SEARCH", "STUNNED"}, to = "IDLE")
                    GuardState linger(float dt) { timer += dt; return timer >= 0.5f ? GuardState.IDLE : null; }
                }
                """);
        // Guard replaces pursue() (same method, annotated anew) and adds an exit; Watchman inherits all.
        JavaFileObject guard = Sources.file("Guard", """
                @StateMachine(GuardState.class)
                public class Guard extends Sentry {
                    @Override
                    @OnUpdate(value = "PURSUIT", to = {"SEARCH", "IDLE"})
                    GuardState pursue(float dt) { x += dt; return x >= 2 ? GuardState.IDLE : x >= 1 ? GuardState.SEARCH : null; }

                    @OnExit("SEARCH")
                    void forget(GuardState next) { x = 0; }
                }
                """);
        JavaFileObject watchman = Sources.file("Watchman", """
                @StateMachine(GuardState.class)
                public class Watchman extends Sentry {
                }
                """);
        valid(Compile.run(GUARD_STATE, sentry, guard, watchman), "test.Guard", "test.Watchman");
    }

    @Test
    void inaccessibleInheritedHandlerReplacedInTheMachine() {
        JavaFileObject sentry = Compile.source("base.Sentry", """
                package base;

                import dev.brainstem.OnExit;

                public abstract class Sentry {
                    @OnExit("SEARCH")
                    void forget() { }
                }
                """);
        JavaFileObject guard = Sources.guard("public class Guard {", "public class Guard extends base.Sentry {");
        valid(Compile.run(GUARD_STATE, sentry, guard), "test.Guard");
    }

    @Test
    void idModeSystem() {
        JavaFileObject guards = Sources.file("Guards", """
                @StateMachine(GuardState.class)
                public class Guards {
                    final float[] timer = new float[64];
                    final boolean[] seesPlayer = new boolean[64];

                    @OnUpdate(value = "IDLE", to = "ALARM")
                    GuardState idle(int id) { return seesPlayer[id] ? GuardState.ALARM : null; }

                    @OnEnter({"ALARM", "SEARCH", "STUNNED"})
                    void resetTimer(int id, GuardState from) { timer[id] = 0; }

                    @OnUpdate(value = "ALARM", to = "PURSUIT")
                    GuardState alarm(int id, float dt) { timer[id] += dt; return timer[id] >= 1 ? GuardState.PURSUIT : null; }

                    @OnUpdate(value = "PURSUIT", to = "SEARCH")
                    GuardState pursue(int id) { return GuardState.SEARCH; }

                    @OnUpdate(value = {"SEARCH", "STUNNED"}, to = "IDLE")
                    GuardState linger(int id, float dt) { return GuardState.IDLE; }

                    @OnExit("SEARCH")
                    void forget(int id, GuardState to) { }
                }
                """);
        valid(Compile.run(GUARD_STATE, guards), "test.Guards");
    }

    @Test
    void stateReachedOnlyThroughAnEnterRedirect() {
        JavaFileObject doorState = Sources.file("DoorState", "@States\nenum DoorState { CLOSED, OPENING, OPEN }\n");
        JavaFileObject door = Sources.file("Door", """
                @StateMachine(DoorState.class)
                class Door {
                    boolean push;

                    @OnUpdate(value = "CLOSED", to = "OPENING")
                    DoorState closed() { return push ? DoorState.OPENING : null; }

                    @OnEnter(value = "OPENING", to = "OPEN")
                    DoorState opening(DoorState from) { return DoorState.OPEN; }

                    @OnUpdate(value = "OPEN", to = "CLOSED")
                    DoorState open(float dt) { return push ? null : DoorState.CLOSED; }
                }
                """);
        valid(Compile.run(doorState, door), "test.Door");
    }
}
