package dev.brainstem.processor.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import java.lang.reflect.Method;
import java.util.List;
import javax.tools.Diagnostic;
import org.junit.jupiter.api.Test;

/** Bugs the fuzzers found, kept as plain tests. */
class FuzzRegressionTest {

    private static final String STATES = """
            package reg;

            import dev.brainstem.States;

            @States
            public enum Wide { S0, S1, S2, S3, S4, S5, S6, S7, S8, S9, S10, S11, S12 }
            """;

    /**
     * A {@code to} of more than 8 states is checked by binary search over its ordinals; they were
     * sorted as strings ("10" before "2"), so the search missed declared targets and legal
     * transitions threw IllegalTransitionException.
     */
    @Test
    void longTargetListsAcceptEveryDeclaredTarget() throws Exception {
        Compilation compilation = FuzzCompiler.compile(List.of(
                JavaFileObjects.forSourceString("reg.Wide", STATES
                        .replace("S1,", "@dev.brainstem.EntryPoint S1,")
                        .replace("S8, S9,", "@dev.brainstem.EntryPoint S8, @dev.brainstem.EntryPoint S9,")),
                JavaFileObjects.forSourceString("reg.Walker", """
                        package reg;

                        import dev.brainstem.OnUpdate;
                        import dev.brainstem.StateMachine;

                        @StateMachine(Wide.class)
                        public class Walker {
                            public Wide next;

                            @OnUpdate(value = "S0", to = {"S2", "S10", "S3", "S11", "S4", "S12", "S5", "S6", "S7"})
                            Wide go() { return next; }
                        }
                        """)));
        assertEquals(Compilation.Status.SUCCESS, compilation.status(), compilation.diagnostics().toString());
        ClassLoader loader = new FuzzCompiler.MemoryClassLoader(compilation);
        Class<?> fsm = loader.loadClass("reg.WalkerFsm");
        Class<?> walkerClass = loader.loadClass("reg.Walker");
        Object[] wide = loader.loadClass("reg.Wide").getEnumConstants();
        // Through the one-entity machine started in S0: each declared target is where S0's update goes.
        for (int to : new int[] {2, 10, 3, 11, 4, 12, 5, 6, 7}) {
            assertEquals("S" + to, updateFrom(fsm, walkerClass, null, wide[to]), "S0 -> S" + to);
        }
        for (int to : new int[] {1, 8, 9}) {
            assertEquals("refused", updateFrom(fsm, walkerClass, null, wide[to]), "S0 -> S" + to);
        }
        assertEquals("S0", updateFrom(fsm, walkerClass, null, wide[0]), "its own state is a stay");
    }

    /**
     * Where one update of a machine started on a new entity (in {@code start}, or its initial state when
     * null) goes when the entity's {@code next} is {@code next}: the state's name, or "refused" for an
     * {@code IllegalTransitionException}.
     */
    private static String updateFrom(Class<?> fsm, Class<?> entityClass, Object start, Object next)
            throws ReflectiveOperationException {
        Object entity = entityClass.getDeclaredConstructor().newInstance();
        entityClass.getDeclaredField("next").set(entity, next);
        Object machine = start == null ? fsm.getMethod("start", entityClass).invoke(null, entity)
                : fsm.getMethod("start", entityClass, start.getClass()).invoke(null, entity, start);
        try {
            return fsm.getMethod("update", float.class).invoke(machine, 1f).toString();
        } catch (java.lang.reflect.InvocationTargetException e) {
            if (e.getCause() instanceof dev.brainstem.runtime.IllegalTransitionException) {
                return "refused";
            }
            throw e;
        }
    }

    /**
     * A parallel tick told the error handler of a queued change's failing enter before the update
     * failures of later chunks; a sequential tick reports every update failure first, during the tick.
     */
    @Test
    void parallelTickReportsFailuresToTheErrorHandlerInSequentialOrder() throws Exception {
        Compilation compilation = FuzzCompiler.compile(List.of(
                JavaFileObjects.forSourceString("reg.Step", """
                        package reg;

                        import dev.brainstem.EntryPoint;
                        import dev.brainstem.States;

                        @States
                        public enum Step { A, @EntryPoint B, @EntryPoint X }
                        """),
                JavaFileObjects.forSourceString("reg.Unit", """
                        package reg;

                        import dev.brainstem.OnEnter;
                        import dev.brainstem.OnUpdate;
                        import dev.brainstem.StateMachine;

                        @StateMachine(Step.class)
                        public class Unit {
                            public UnitBatch batch;
                            public long handle;

                            @OnUpdate("A")
                            void a() { batch.transitionTo(handle, Step.X); }

                            @OnUpdate("B")
                            void b() { throw new IllegalStateException("update of B"); }

                            @OnEnter("X")
                            void x(Step from) {
                                if (from != null) {
                                    throw new IllegalStateException("enter of X");
                                }
                            }
                        }
                        """)));
        assertEquals(Compilation.Status.SUCCESS, compilation.status(), compilation.diagnostics().toString());
        ClassLoader loader = new FuzzCompiler.MemoryClassLoader(compilation);
        Class<?> unitClass = loader.loadClass("reg.Unit");
        Class<?> stepClass = loader.loadClass("reg.Step");
        Class<?> batchClass = loader.loadClass("reg.UnitBatch");
        Object[] steps = stepClass.getEnumConstants();
        java.util.concurrent.ForkJoinPool pool = new java.util.concurrent.ForkJoinPool(2);
        try {
            for (boolean parallel : new boolean[] {false, true}) {
                dev.brainstem.runtime.AbstractBatch<?> batch =
                        (dev.brainstem.runtime.AbstractBatch<?>) batchClass.getConstructor().newInstance();
                Method add = batchClass.getMethod("add", unitClass, stepClass);
                for (Object start : new Object[] {steps[0], steps[1]}) {
                    Object unit = unitClass.getConstructor().newInstance();
                    unitClass.getField("batch").set(unit, batch);
                    unitClass.getField("handle").set(unit, add.invoke(batch, unit, start));
                }
                List<String> errors = new java.util.ArrayList<>();
                batch.setErrorHandler(e -> errors.add(e.getCause().getMessage()));
                if (parallel) {
                    batch.tick(0f, pool);
                } else {
                    batch.tick(0f);
                }
                assertEquals(List.of("update of B", "enter of X"), errors, parallel ? "parallel" : "sequential");
            }
        } finally {
            pool.shutdownNow();
        }
    }

    /**
     * The generated machine wrote {@code String} as plain text in a few statements, so a class named
     * String in the user's package (here the machine class itself) captured it and the generated code
     * did not compile. Written through $T, {@code java.lang.String} is imported where the package hides it.
     */
    @Test
    void aMachineClassNamedStringCompiles() throws Exception {
        for (boolean idMode : new boolean[] {false, true}) {
            String id = idMode ? "int id, " : "";
            String idAlone = idMode ? "int id" : "";
            Compilation compilation = FuzzCompiler.compile(List.of(
                    JavaFileObjects.forSourceString("reg.Mood", """
                            package reg;

                            @dev.brainstem.States
                            public enum Mood { CALM, ANGRY }
                            """),
                    JavaFileObjects.forSourceString("reg.String", """
                            package reg;

                            import dev.brainstem.OnEnter;
                            import dev.brainstem.OnUpdate;
                            import dev.brainstem.StateMachine;

                            @StateMachine(Mood.class)
                            public class String {
                                @OnUpdate(value = "CALM", to = "ANGRY")
                                Mood calm(%sfloat dt) { return dt > 0 ? Mood.ANGRY : null; }

                                @OnEnter("ANGRY")
                                void shout(%s) {}
                            }
                            """.formatted(id, idAlone))));
            assertTrue(compilation.errors().isEmpty(), compilation.errors().toString());
            ClassLoader loader = new FuzzCompiler.MemoryClassLoader(compilation);
            Class<?> fsm = loader.loadClass("reg.StringFsm");
            Object entity = loader.loadClass("reg.String").getDeclaredConstructor().newInstance();
            Object machine = idMode
                    ? fsm.getMethod("start", loader.loadClass("reg.String"), int.class).invoke(null, entity, 3)
                    : fsm.getMethod("start", loader.loadClass("reg.String")).invoke(null, entity);
            assertEquals("ANGRY", fsm.getMethod("update", float.class).invoke(machine, 1f).toString());
            Object info = fsm.getField("INFO").get(null);
            assertEquals(List.of("CALM", "ANGRY"), info.getClass().getMethod("states").invoke(info));
            assertTrue(machine.toString().contains(idMode ? "id 3" : "reg.String@"), machine.toString());
        }
    }

    /**
     * The sorted target table was a field named after the handler method: two overloaded handlers
     * (or names that differ only in case) with long {@code to} lists gave generated code that did
     * not compile.
     */
    @Test
    void overloadedHandlersWithLongTargetListsCompile() {
        Compilation compilation = FuzzCompiler.compile(List.of(
                JavaFileObjects.forSourceString("reg.Wide", STATES),
                JavaFileObjects.forSourceString("reg.Twins", """
                        package reg;

                        import dev.brainstem.OnEnter;
                        import dev.brainstem.StateMachine;

                        @StateMachine(Wide.class)
                        public class Twins {
                            @OnEnter(value = "S0", to = {"S1", "S2", "S3", "S4", "S5", "S6", "S7", "S8", "S9"})
                            Wide h() { return null; }

                            @OnEnter(value = "S1", to = {"S2", "S3", "S4", "S5", "S6", "S7", "S8", "S9", "S10"})
                            Wide h(Wide from) { return null; }

                            @OnEnter(value = "S2", to = {"S3", "S4", "S5", "S6", "S7", "S8", "S9", "S10", "S11"})
                            Wide H() { return null; }

                            @OnEnter(value = "S3", to = {"S4", "S5", "S6", "S7", "S8", "S9", "S10", "S11", "S12"})
                            Wide H(Wide from) { return null; }
                        }
                        """)));
        assertTrue(compilation.errors().isEmpty(), compilation.errors().toString());
        assertTrue(compilation.diagnostics().stream()
                        .noneMatch(d -> d.getKind() == Diagnostic.Kind.WARNING && FuzzCompiler.inGeneratedFile(d)),
                compilation.diagnostics().toString());
    }

    /**
     * An update method that serves states and a group containing one of them (legal: a group's
     * handler adds to its members' own) made two arms for that state in {@code updateMayGo}, the
     * state's own edges and the group's: "duplicate case label" in the generated code. The group's
     * edges have a check of their own.
     */
    @Test
    void anUpdateThatServesAStateAndAGroupCompilesAndChecksEachTo() throws Exception {
        // Serving a group and one of its states would run the method twice for that state: an error,
        // where the generated code once had a duplicate case label.
        Compilation twice = FuzzCompiler.compile(List.of(mood(), sleeper("\"A\", \"B\", \"AWAKE\"")));
        assertEquals(Compilation.Status.FAILURE, twice.status());
        assertEquals(1, twice.errors().size(), twice.diagnostics().toString());
        assertEquals(true, twice.errors().get(0).getMessage(java.util.Locale.ROOT)
                .startsWith("[BrainstemGroupAndMember]"), twice.errors().toString());

        Compilation compilation = FuzzCompiler.compile(List.of(mood(), sleeper("\"A\", \"AWAKE\"")));
        assertEquals(Compilation.Status.SUCCESS, compilation.status(), compilation.diagnostics().toString());
        ClassLoader loader = new FuzzCompiler.MemoryClassLoader(compilation);
        Class<?> fsm = loader.loadClass("reg.SleeperFsm");
        Class<?> sleeperClass = loader.loadClass("reg.Sleeper");
        Object[] mood = loader.loadClass("reg.Mood").getEnumConstants();
        for (int to = 0; to < 4; to++) {
            assertEquals(mood[to].toString(), updateFrom(fsm, sleeperClass, mood[0], mood[to]), "A -> " + mood[to]);
        }

        // A decides by its own update; B by the group's: the same method, once each.
        Object sleeper = sleeperClass.getDeclaredConstructor().newInstance();
        Object[] moods = loader.loadClass("reg.Mood").getEnumConstants();
        Object machine = fsm.getMethod("start", sleeperClass, moods[0].getClass()).invoke(null, sleeper, moods[0]);
        sleeperClass.getDeclaredField("next").set(sleeper, moods[1]);
        assertEquals("B", fsm.getMethod("update", float.class).invoke(machine, 1f).toString());
        sleeperClass.getDeclaredField("next").set(sleeper, null);
        assertEquals("B", fsm.getMethod("update", float.class).invoke(machine, 1f).toString());
        @SuppressWarnings("unchecked")
        List<String> calls = (List<String>) sleeperClass.getDeclaredField("calls").get(sleeper);
        assertEquals(List.of("tick A", "tick B"), calls);
    }

    private static javax.tools.JavaFileObject mood() {
        return JavaFileObjects.forSourceString("reg.Mood", """
                package reg;

                import dev.brainstem.StateGroup;
                import dev.brainstem.States;

                @States
                @StateGroup(name = "AWAKE", states = {"B", "C"})
                public enum Mood { A, B, C, D }
                """);
    }

    private static javax.tools.JavaFileObject sleeper(String value) {
        return JavaFileObjects.forSourceString("reg.Sleeper", """
                package reg;

                import dev.brainstem.OnUpdate;
                import dev.brainstem.StateMachine;

                @StateMachine(Mood.class)
                public class Sleeper {
                    public final java.util.List<String> calls = new java.util.ArrayList<>();
                    public Mood next;

                    @OnUpdate(value = {VALUE}, to = {"B", "C", "D"})
                    Mood tick(@dev.brainstem.Current Mood current) {
                        calls.add("tick " + current);
                        return next;
                    }
                }
                """.replace("VALUE", value));
    }

    /**
     * Generated code is plain Java 8 source (docs/semantics.md, "Handlers"), but a message machine's
     * {@code deliver} tested its handlers' types with pattern matching ({@code message instanceof T m}),
     * which javac refuses at {@code --release 8}: every fuzzed machine with messages failed to compile.
     */
    @Test
    void aMessageMachineCompilesAsJava8() throws Exception {
        Compilation compilation = FuzzCompiler.compile(List.of(
                JavaFileObjects.forSourceString("reg.Wide", STATES),
                JavaFileObjects.forSourceString("reg.Listener", """
                        package reg;

                        import dev.brainstem.OnMessage;
                        import dev.brainstem.StateMachine;

                        @StateMachine(Wide.class)
                        public class Listener {
                            public static class Ping {}

                            public int heard;
                            public Wide back = Wide.S0;

                            @OnMessage(value = "S0", to = "S1")
                            Wide ping(Ping p) { heard++; return Wide.S1; }

                            @OnMessage(to = {"S0", "S1", "S2", "S3", "S4", "S5", "S6", "S7", "S8", "S9", "S10", "S11",
                                    "S12"})
                            Wide any(CharSequence text) { heard += 10; return back; }
                        }
                        """)));
        assertEquals(List.of(), compilation.diagnostics().stream()
                .filter(d -> d.getKind() != Diagnostic.Kind.NOTE).map(Object::toString).toList());
        ClassLoader loader = new FuzzCompiler.MemoryClassLoader(compilation);
        Class<?> listenerClass = loader.loadClass("reg.Listener");
        Class<?> fsm = loader.loadClass("reg.ListenerFsm");
        Object listener = listenerClass.getDeclaredConstructor().newInstance();
        Object machine = fsm.getMethod("start", listenerClass).invoke(null, listener);
        fsm.getMethod("send", Object.class).invoke(machine, loader.loadClass("reg.Listener$Ping")
                .getDeclaredConstructor().newInstance());
        fsm.getMethod("send", Object.class).invoke(machine, "text");
        assertEquals("S0", fsm.getMethod("update", float.class).invoke(machine, 1f).toString());
        assertEquals(11, listenerClass.getField("heard").get(listener));
    }

    /**
     * docs/semantics.md, "Further rules" (which message handler takes a message): a level's handlers are tried in declaration order,
     * each moved up to just before the first earlier one whose type is a supertype of its own. Handlers
     * for M, X and Msub (Msub extends M), declared in that order, are tried Msub, M, X: a message that is
     * M and X goes to M; one that is Msub and X to Msub. The generated lookup once tried X first (it put
     * a type after its subtypes and otherwise kept declaration order), which the fuzzers found; the
     * rule "the most specific, of incomparable ones the first declared" is no fixed chain, so the rule
     * became this one.
     */
    @Test
    void lookupTriesSubtypesJustBeforeTheirFirstSupertypeElseInDeclarationOrder() throws Exception {
        Compilation compilation = FuzzCompiler.compile(List.of(
                JavaFileObjects.forSourceString("reg.One", """
                        package reg;

                        @dev.brainstem.States
                        public enum One { ONLY }
                        """),
                JavaFileObjects.forSourceString("reg.Picky", """
                        package reg;

                        import dev.brainstem.OnMessage;
                        import dev.brainstem.StateMachine;

                        @StateMachine(One.class)
                        public class Picky {
                            public interface M {}
                            public interface X {}
                            public interface Msub extends M {}
                            public static class Both implements M, X {}
                            public static class SubAndX implements Msub, X {}

                            public String took = "";

                            @OnMessage
                            void m(M message) { took += "M"; }

                            @OnMessage
                            void x(X message) { took += "X"; }

                            @OnMessage
                            void msub(Msub message) { took += "Msub"; }
                        }
                        """)));
        assertEquals(Compilation.Status.SUCCESS, compilation.status(), compilation.diagnostics().toString());
        ClassLoader loader = new FuzzCompiler.MemoryClassLoader(compilation);
        Class<?> pickyClass = loader.loadClass("reg.Picky");
        Class<?> fsm = loader.loadClass("reg.PickyFsm");
        Object picky = pickyClass.getDeclaredConstructor().newInstance();
        Object machine = fsm.getMethod("start", pickyClass).invoke(null, picky);
        fsm.getMethod("send", Object.class).invoke(machine, loader.loadClass("reg.Picky$Both")
                .getDeclaredConstructor().newInstance());
        fsm.getMethod("update", float.class).invoke(machine, 1f);
        assertEquals("M", pickyClass.getField("took").get(picky));
        fsm.getMethod("send", Object.class).invoke(machine, loader.loadClass("reg.Picky$SubAndX")
                .getDeclaredConstructor().newInstance());
        fsm.getMethod("update", float.class).invoke(machine, 1f);
        assertEquals("MMsub", pickyClass.getField("took").get(picky));
    }
}
