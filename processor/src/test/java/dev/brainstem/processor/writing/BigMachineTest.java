package dev.brainstem.processor.writing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brainstem.runtime.Events;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Big machines, split into trees of switches of {@value StateSwitch#LEAF} states, run: the compiled classes are
 * loaded and every state's handlers are called through {@code dispatch}, so that a case routed to the
 * wrong chunk or the wrong handler shows. {@code mayGo} is checked against every declared target,
 * the hub's 999 included (they are the chars of a string constant).
 */
class BigMachineTest {
    private static final int STAY = -1;

    @ParameterizedTest(name = "{0} states, id mode {1}")
    @CsvSource({"1000, false", "101, true", "257, true", "17, false", "4, false"})
    void everyStateRunsItsOwnHandlers(int n, boolean idMode) throws ReflectiveOperationException {
        Loaded machine = new Loaded(n, idMode);
        BigMachine.Declared declared = BigMachine.declared(n);
        Object[] states = machine.states.getEnumConstants();
        assertEquals(n, states.length);

        for (int state = 0; state < n; state++) {
            for (String event : List.of("OnEnter", "OnUpdate", "OnExit")) {
                List<Integer> targets = declared.targets(event, state);
                int code = event.equals("OnEnter") ? Events.ENTER : event.equals("OnUpdate") ? Events.UPDATE : Events.EXIT;
                int asked = targets == null || targets.isEmpty() ? -1 : targets.get(targets.size() - 1);
                machine.set("next", asked < 0 ? null : states[asked]);
                int before = (int) machine.get("calls");

                int result = machine.dispatch(Events.key(code, state), 0, 0.5f);

                String where = event + " of S" + state;
                assertEquals(targets == null ? before : before + 1, machine.get("calls"), where + " ran its handler");
                assertEquals(targets == null || event.equals("OnExit") ? STAY : asked, result, where + " result");
            }
            assertEquals(declared.entryPoints().contains(state), machine.isEntryPoint(state), "S" + state);
        }
        for (int bad : new int[] {-1, n, n + 100, Integer.MAX_VALUE}) {
            InvocationTargetException e = assertThrows(InvocationTargetException.class,
                    () -> machine.dispatch(Events.key(Events.UPDATE, bad), 0, 0f));
            assertInstanceOf(IllegalArgumentException.class, e.getCause(), "ordinal " + bad);
        }
    }

    @ParameterizedTest(name = "{0} states, id mode {1}")
    @CsvSource({"1000, false", "101, true"})
    void mayGoIsExactlyTheDeclaredTargets(int n, boolean idMode) throws ReflectiveOperationException {
        Loaded machine = new Loaded(n, idMode);
        BigMachine.Declared declared = BigMachine.declared(n);
        List<String> wrong = new ArrayList<>();
        for (int from = 0; from < n; from++) {
            for (String event : List.of("OnEnter", "OnUpdate")) {
                List<Integer> targets = declared.targets(event, from);
                int code = event.equals("OnEnter") ? Events.ENTER : Events.UPDATE;
                for (int to = 0; to < n; to++) {
                    boolean expected = targets != null && targets.contains(to);
                    if (machine.mayGo(code, from, to) != expected) {
                        wrong.add(event + " S" + from + " -> S" + to + ": expected " + expected);
                    }
                }
            }
        }
        assertEquals(List.of(), wrong.subList(0, Math.min(20, wrong.size())));
    }

    /**
     * Every state an update handler may return, listed or not, through a started machine's decision: a
     * listed state is the decision, the handler's own is a stay, any other is refused. Machines of up to 64
     * states check a bit mask (ordinal 63 is the mask's top bit), larger ones call {@code updateMayGo}.
     */
    @ParameterizedTest(name = "{0} states, id mode {1}")
    @CsvSource({"64, false", "64, true", "65, false"})
    void everyReturnedStateIsCheckedAgainstItsTo(int n, boolean idMode) throws ReflectiveOperationException {
        Loaded machine = new Loaded(n, idMode);
        BigMachine.Declared declared = BigMachine.declared(n);
        Object[] states = machine.states.getEnumConstants();
        List<String> wrong = new ArrayList<>();
        int checked = 0;
        for (int from = 0; from < n; from++) {
            List<Integer> targets = declared.targets("OnUpdate", from);
            if (targets == null || targets.isEmpty()) {
                continue;
            }
            for (int to = 0; to < n; to++) {
                machine.set("next", states[to]);
                String outcome;
                try {
                    outcome = String.valueOf(machine.decide(from));
                } catch (InvocationTargetException e) {
                    outcome = e.getCause().getClass().getSimpleName();
                }
                String expected = to == from ? String.valueOf(STAY)
                        : targets.contains(to) ? String.valueOf(Events.UPDATE << 16 | to) : "IllegalTransitionException";
                if (!expected.equals(outcome)) {
                    wrong.add("S" + from + " returning S" + to + ": " + outcome + ", expected " + expected);
                }
                checked++;
            }
        }
        assertEquals(List.of(), wrong.subList(0, Math.min(20, wrong.size())));
        assertTrue(checked >= n * (n / 2), "most states have an update that returns states: " + checked);
    }

    /** The compiled machine, loaded in a class loader of its own, called by reflection. */
    private static final class Loaded {
        final Class<?> states;
        private final Class<?> fsm;
        private final Object entity;
        private final boolean idMode;

        Loaded(int n, boolean idMode) throws ReflectiveOperationException {
            Generated generated = BigMachine.compiled(n, idMode);
            String pkg = BigMachine.pkg(n, idMode);
            ClassLoader loader = new ClassLoader(BigMachineTest.class.getClassLoader()) {
                @Override
                protected Class<?> findClass(String name) throws ClassNotFoundException {
                    if (!name.startsWith(pkg + ".")) {
                        throw new ClassNotFoundException(name);
                    }
                    byte[] bytes = generated.classBytes(name);
                    return defineClass(name, bytes, 0, bytes.length);
                }
            };
            this.idMode = idMode;
            this.states = loader.loadClass(pkg + ".S");
            this.fsm = loader.loadClass(pkg + ".BigFsm");
            this.entity = loader.loadClass(pkg + ".Big").getConstructor().newInstance();
        }

        int dispatch(long key, int other, float dt) throws ReflectiveOperationException {
            Class<?> type = entity.getClass();
            if (idMode) {
                Method dispatch = fsm.getMethod("dispatch", type, int.class, long.class, int.class, float.class);
                return (int) dispatch.invoke(null, entity, 7, key, other, dt);
            }
            Method dispatch = fsm.getMethod("dispatch", type, long.class, int.class, float.class);
            return (int) dispatch.invoke(null, entity, key, other, dt);
        }

        private Object started;
        private Method decide;

        /** The decision of a machine started on this entity, as if it were in {@code state}. */
        int decide(int state) throws ReflectiveOperationException {
            if (started == null) {
                Class<?> type = entity.getClass();
                started = idMode ? fsm.getMethod("start", type, int.class).invoke(null, entity, 7)
                        : fsm.getMethod("start", type).invoke(null, entity);
                decide = fsm.getDeclaredMethod("decide", int.class, float.class);
                decide.setAccessible(true);
            }
            return (int) decide.invoke(started, state, 0f);
        }

        boolean mayGo(int event, int from, int to) throws ReflectiveOperationException {
            Method check = event == dev.brainstem.runtime.Events.UPDATE ? staticMethod("updateMayGo", 0)
                    : staticMethod("enterMayGo", 1);
            return (boolean) check.invoke(null, from, to);
        }

        boolean isEntryPoint(int state) throws ReflectiveOperationException {
            return (boolean) staticMethod("isEntryPoint", 2).invoke(null, state);
        }

        /** updateMayGo, enterMayGo and isEntryPoint, looked up once. */
        private final Method[] statics = new Method[3];

        private Method staticMethod(String name, int cache) throws NoSuchMethodException {
            if (statics[cache] == null) {
                Method method = cache == 2 ? fsm.getDeclaredMethod(name, int.class)
                        : fsm.getDeclaredMethod(name, int.class, int.class);
                method.setAccessible(true);
                statics[cache] = method;
            }
            return statics[cache];
        }

        void set(String field, Object value) throws ReflectiveOperationException {
            field(field).set(entity, value);
        }

        Object get(String field) throws ReflectiveOperationException {
            return field(field).get(entity);
        }

        private Field field(String name) throws NoSuchFieldException {
            Field field = entity.getClass().getDeclaredField(name);
            field.setAccessible(true);
            return field;
        }
    }
}
