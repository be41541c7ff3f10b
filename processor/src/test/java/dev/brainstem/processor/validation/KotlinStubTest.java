package dev.brainstem.processor.validation;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;
import static dev.brainstem.processor.validation.Compile.noteAt;
import static dev.brainstem.processor.validation.Compile.warningAt;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.google.testing.compile.Compilation;
import dev.brainstem.processor.BrainstemProcessor;
import java.util.Locale;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Kotlin through kapt: the processor sees kapt's Java stubs, whose bodies are placeholders. The stubs here
 * are shaped as kapt writes them (qualified names, {@code @kotlin.Metadata}, {@code return null;}), with a
 * {@code kotlin.Metadata} of our own beside them; a real kapt run is another issue's. The checks that read
 * bodies skip a stub's handlers, and one note per machine says that their returns are checked at run time.
 */
class KotlinStubTest {
    private static final JavaFileObject METADATA = Compile.source("kotlin.Metadata", """
            package kotlin;

            import java.lang.annotation.ElementType;
            import java.lang.annotation.Retention;
            import java.lang.annotation.RetentionPolicy;
            import java.lang.annotation.Target;

            @Retention(RetentionPolicy.RUNTIME)
            @Target(ElementType.TYPE)
            public @interface Metadata {
                int k() default 1;
                int[] mv() default {};
                String[] d1() default {};
                String[] d2() default {};
                String xs() default "";
                String pn() default "";
                int xi() default 0;
            }
            """);

    private static final JavaFileObject STATES = Compile.source("test.GuardState", """
            package test;

            @kotlin.Metadata(mv = {1, 9, 0}, k = 1, xi = 48, d1 = {"\\u0000\\u0010"}, d2 = {"Ltest/GuardState;", ""})
            @dev.brainstem.States(initial = "IDLE")
            public enum GuardState {
                /*public static final*/ IDLE /* = new IDLE() */,
                /*public static final*/ ALARM /* = new ALARM() */,
                /*public static final*/ SEARCH /* = new SEARCH() */;
            }
            """);

    /** What kapt writes for the Kotlin class of the design's guard, cut down. */
    private static final String GUARD = """
            package test;

            @kotlin.Metadata(mv = {1, 9, 0}, k = 1, xi = 48, d1 = {"\\u0000\\u0010"}, d2 = {"Ltest/Guard;", ""})
            @dev.brainstem.StateMachine(value = test.GuardState.class)
            public final class Guard {
                private float timer = 0.0F;

                public Guard() {
                    super();
                }

                @dev.brainstem.OnUpdate(value = {"IDLE"}, to = {"ALARM"})
                public final test.GuardState idle() {
                    return null;
                }

                @dev.brainstem.OnEnter(value = {"ALARM"}, to = {"SEARCH"})
                public final test.GuardState alarm() {
                    return null;
                }

                @dev.brainstem.OnUpdate(value = {"ALARM", "SEARCH"}, to = {"IDLE", "SEARCH"})
                public final test.GuardState look(float dt) {
                    return null;
                }

                @dev.brainstem.OnExit(value = {"SEARCH"})
                public final void forget() {
                }
            }
            """;

    private static final String NOTE = "[BrainstemReturnsAtRunTime] Brainstem cannot read the bodies of idle(), "
            + "alarm() and look(float), so the states returned there are checked when the machine runs, not now: "
            + "a state that the handler's `to` does not list throws IllegalTransitionException. (kapt hands Kotlin "
            + "classes to processors as stubs whose bodies are placeholders; a class compiled already has no source "
            + "here.)";

    @Test
    void aStubCompilesUnderWerrorWithOneNote() {
        JavaFileObject guard = Compile.source("test.Guard", GUARD);

        Compilation compilation = werror(guard);

        assertThat(compilation).succeededWithoutWarnings();
        noteAt(compilation, NOTE, guard, "class Guard {");
        assertEquals(1, brainstemNotes(compilation), Compile.all(compilation));
        assertThat(compilation).generatedSourceFile("test.GuardFsm");
    }

    /** The same source without the mark is Java, read as such: the placeholders are then what it returns. */
    @Test
    void withoutTheMarkTheBodiesAreRead() {
        JavaFileObject guard = Compile.source("test.Guard", GUARD.replaceFirst("@kotlin.Metadata\\(.*\\)\n", ""));

        Compilation compilation = javac().withProcessors(new BrainstemProcessor())
                .withOptions("-Xlint:all,-processing,-options").compile(METADATA, STATES, guard);

        warningAt(compilation, "[BrainstemUnusedTo] idle() lists \"ALARM\" in `to` but never returns "
                + "GuardState.ALARM. Remove it from `to`, or return it where it applies", guard,
                "{\"IDLE\"}, to = {|\"ALARM\"}");
        assertEquals(0, brainstemNotes(compilation), Compile.all(compilation));
    }

    /**
     * A stub whose bodies did return constants (kapt's do not) is not read either: no check that reads bodies
     * runs on it (an undeclared return, a dead guard, an enter that always redirects).
     */
    @Test
    void noCheckReadsAStubsBody() {
        JavaFileObject guard = Compile.source("test.Guard", GUARD
                .replace("""
                        public final test.GuardState alarm() {
                                return null;""", """
                        public final test.GuardState alarm() {
                                return test.GuardState.IDLE;""")
                .replace("""
                        public final void forget() {
                            }""", """
                        public final void forget() {
                            }

                            @dev.brainstem.Transition(from = {"IDLE"}, to = "ALARM")
                            public final boolean always() {
                                return true;
                            }

                            @dev.brainstem.Transition(from = {"IDLE"}, to = "SEARCH")
                            public final boolean never() {
                                return false;
                            }"""));

        Compilation compilation = werror(guard);

        assertThat(compilation).succeededWithoutWarnings();
        noteAt(compilation, NOTE, guard, "class Guard {");
    }

    /**
     * What the note says: an unread body that returns a state its `to` does not list compiles, and the
     * machine refuses the transition when it runs, in the entity's machine and in the batch.
     */
    @Test
    void anUnreadReturnIsCheckedAtRunTime() {
        JavaFileObject guard = Compile.source("test.Guard", GUARD.replace("""
                public final test.GuardState idle() {
                        return null;""", """
                public final test.GuardState idle() {
                        return test.GuardState.SEARCH;"""));

        Compilation compilation = werror(guard);

        assertThat(compilation).succeededWithoutWarnings();
        ClassLoader loader = Running.load(compilation);
        Object machine = Running.start(loader, "test.GuardFsm", Running.newInstance(loader, "test.Guard"));
        RuntimeException thrown = assertThrows(RuntimeException.class, () -> Running.update(machine, 0.1f));
        assertEquals("IllegalTransitionException", thrown.getClass().getSimpleName());
        assertEquals("IDLE", Running.state(machine));
        Object batch = Running.newInstance(loader, "test.GuardBatch");
        Running.add(batch, Running.newInstance(loader, "test.Guard"));
        // A batch's tick reports what went wrong with which entity: a HandlerException around the refusal.
        RuntimeException inBatch = assertThrows(RuntimeException.class, () -> Running.tick(batch, 0.1f));
        assertEquals("HandlerException", inBatch.getClass().getSimpleName());
        assertEquals("IllegalTransitionException", inBatch.getCause().getClass().getSimpleName());
    }

    /** A Java machine that inherits its handlers from a Kotlin class: the handler's own class decides. */
    @Test
    void aJavaMachineOverAKotlinBase() {
        JavaFileObject base = Compile.source("test.BaseGuard", GUARD
                .replace("@dev.brainstem.StateMachine(value = test.GuardState.class)\n", "")
                .replace("public final class Guard", "public abstract class BaseGuard")
                .replace("public Guard()", "public BaseGuard()"));
        JavaFileObject guard = Compile.source("test.Guard", """
                package test;

                import dev.brainstem.OnUpdate;
                import dev.brainstem.StateMachine;

                @StateMachine(GuardState.class)
                public class Guard extends BaseGuard {
                    boolean calm;

                    @OnUpdate(value = "SEARCH", to = "IDLE")
                    GuardState calmDown() {
                        return calm ? GuardState.IDLE : null;
                    }
                }
                """);

        Compilation compilation = werror(base, guard);

        assertThat(compilation).succeededWithoutWarnings();
        noteAt(compilation, "[BrainstemReturnsAtRunTime] Brainstem cannot read the bodies of BaseGuard.idle(), "
                + "BaseGuard.alarm() and BaseGuard.look(float), so the states returned there are checked when the "
                + "machine runs, not now: a state that the handler's `to` does not list throws "
                + "IllegalTransitionException. (kapt hands Kotlin classes to processors as stubs whose bodies are "
                + "placeholders; a class compiled already has no source here.)", guard, "class Guard extends");
    }

    private static Compilation werror(JavaFileObject... sources) {
        JavaFileObject[] all = new JavaFileObject[sources.length + 2];
        all[0] = METADATA;
        all[1] = STATES;
        System.arraycopy(sources, 0, all, 2, sources.length);
        return javac().withProcessors(new BrainstemProcessor()).withOptions("-Xlint:all,-processing,-options",
                "-Werror").compile(all);
    }

    private static long brainstemNotes(Compilation compilation) {
        return compilation.diagnostics().stream().filter(d -> d.getKind() == Diagnostic.Kind.NOTE
                && d.getMessage(Locale.ROOT).startsWith("[BrainstemReturnsAtRunTime]")).count();
    }
}
