package dev.brainstem.processor.fuzz;

import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;

/**
 * A compiled fuzzed machine, driven through reflection: the machine class, its enum, and the
 * generated {@code XFsm}'s static and one-entity API.
 */
final class Loaded {
    final MachineSpec spec;
    final Class<?> entityClass;
    final Class<?> stateEnum;
    final Class<?> fsm;
    final Object[] constants;
    private final Constructor<?> constructor;
    private final Method start;
    private final Method startIn;
    private final Method update;
    private final Method state;
    private final Method previous;
    private final Method transitionTo;
    private final Method dispatch;
    /** {@code timeInState()} of a machine that keeps the time in state (its dispatch then takes the time), or null. */
    private final Method timeInState;
    /** The {@code to} switches, written only where the machine's code calls them; else null. */
    final Method updateMayGo;
    final Method enterMayGo;
    final Method isEntryPoint;
    final Method checkStartable;
    /** A machine with messages: {@code send(Object, float)}, {@code droppedMessages()}, static {@code takes(Object)}. */
    private final Method send;
    private final Method droppedMessages;
    private final Method takes;
    private final Method deliver;
    private final Method setMessageDelivery;
    private final ClassLoader loader;
    /** {@code stack()} of a machine with {@code @Interrupt} states, else null. */
    private final Method stack;
    /** The static {@code resume(entity, S)} ({@code resume(system, id, S)} in id mode). */
    private final Method resume;

    Loaded(MachineSpec spec, ClassLoader loader) throws ReflectiveOperationException {
        this.spec = spec;
        this.entityClass = Class.forName(spec.entityBinaryName(), true, loader);
        this.stateEnum = Class.forName(spec.enumBinaryName(), true, loader);
        this.fsm = Class.forName(spec.binaryName(spec.generatedPrefix() + "Fsm"), true, loader);
        this.constants = stateEnum.getEnumConstants();
        this.constructor = spec.idMode ? entityClass.getDeclaredConstructor(World.class)
                : entityClass.getDeclaredConstructor(World.class, int.class);
        constructor.setAccessible(true);
        Class<?>[] receiver = spec.idMode ? new Class<?>[] {entityClass, int.class} : new Class<?>[] {entityClass};
        this.start = method("start", receiver);
        this.startIn = method("start", append(receiver, stateEnum));
        this.update = method("update", float.class);
        this.state = method("state");
        this.previous = method("previous");
        this.transitionTo = method("transitionTo", stateEnum);
        this.timeInState = spec.readsTime() ? method("timeInState") : null;
        // A machine of regions: its one-entity class's dispatch and resume are the regions fuzzer's to find.
        boolean regions = !spec.regions.isEmpty();
        this.dispatch = regions ? null : timeInState != null
                ? method("dispatch", append(receiver, long.class, int.class, float.class, float.class))
                : method("dispatch", append(receiver, long.class, int.class, float.class));
        this.updateMayGo = optionalMethod("updateMayGo", int.class, int.class);
        this.enterMayGo = optionalMethod("enterMayGo", int.class, int.class);
        this.isEntryPoint = method("isEntryPoint", int.class);
        this.checkStartable = method("checkStartable", stateEnum);
        this.loader = loader;
        this.stack = spec.interrupts().isEmpty() ? null : method("stack");
        this.resume = regions ? null : method("resume", append(receiver, stateEnum));
        boolean messages = spec.hasMessages() && !regions;
        this.send = messages ? method("send", Object.class, float.class) : null;
        this.droppedMessages = messages ? method("droppedMessages") : null;
        this.takes = messages ? method("takes", Object.class) : null;
        this.deliver = messages ? method("deliver") : null;
        this.setMessageDelivery = messages
                ? method("setMessageDelivery", dev.brainstem.runtime.MessageDelivery.class) : null;
    }

    /** The compiled message type {@code name} (a nested class of the machine's letters, or Object). */
    Class<?> messageClass(String name) {
        try {
            return Class.forName(spec.messageBinaryName(name), false, loader);
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException(e);
        }
    }

    /** A new message of the compiled class {@code name} with {@code serial}. */
    Object letter(String name, int serial) {
        try {
            Constructor<?> c = messageClass(name).getConstructor(int.class);
            return c.newInstance(serial);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    void send(Object machine, Object message, float delay) throws Throwable {
        invoke(send, machine, message, delay);
    }

    void deliver(Object machine) throws Throwable {
        invoke(deliver, machine);
    }

    void setMessageDelivery(Object machine, dev.brainstem.runtime.MessageDelivery when) throws Throwable {
        invoke(setMessageDelivery, machine, when);
    }

    long droppedMessages(Object machine) throws Throwable {
        return (Long) invoke(droppedMessages, machine);
    }

    boolean takes(Object message) throws Throwable {
        return (Boolean) invoke(takes, null, message);
    }

    /** The generated switch that tells whether the {@code event} handler of a state lists a state, or null. */
    Method mayGo(int event) {
        return event == dev.brainstem.runtime.Events.UPDATE ? updateMayGo : enterMayGo;
    }

    /** Whether the generated machine's switch lets the {@code event} handler of {@code from} go to {@code to}. */
    Object mayGo(int event, int from, int to) throws Throwable {
        return invoke(mayGo(event), null, from, to);
    }

    private Method method(String name, Class<?>... parameters) throws NoSuchMethodException {
        Method method = fsm.getDeclaredMethod(name, parameters);
        method.setAccessible(true);
        return method;
    }

    private Method optionalMethod(String name, Class<?>... parameters) {
        try {
            return method(name, parameters);
        } catch (NoSuchMethodException absent) {
            return null;
        }
    }

    private static Class<?>[] append(Class<?>[] head, Class<?>... tail) {
        Class<?>[] all = new Class<?>[head.length + tail.length];
        System.arraycopy(head, 0, all, 0, head.length);
        System.arraycopy(tail, 0, all, head.length, tail.length);
        return all;
    }

    Object constant(String name) {
        for (Object constant : constants) {
            if (((Enum<?>) constant).name().equals(name)) {
                return constant;
            }
        }
        throw new IllegalArgumentException("no constant " + name);
    }

    static String name(Object constant) {
        return constant == null ? null : ((Enum<?>) constant).name();
    }

    /** The object an entity's handlers run on: its own object, or in id mode the one system. */
    Object newEntity(World world, int index) throws ReflectiveOperationException {
        return spec.idMode ? constructor.newInstance(world) : constructor.newInstance(world, index);
    }

    Object field(String name) throws ReflectiveOperationException {
        Field field = fsm.getDeclaredField(name);
        field.setAccessible(true);
        return field.get(null);
    }

    /** Calls a method and unwraps what it threw. */
    static Object invoke(Method method, Object target, Object... arguments) throws Throwable {
        try {
            return method.invoke(target, arguments);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }

    private Object[] receiver(Object entity, int id, Object... rest) {
        Object[] head = spec.idMode ? new Object[] {entity, id} : new Object[] {entity};
        Object[] all = new Object[head.length + rest.length];
        System.arraycopy(head, 0, all, 0, head.length);
        System.arraycopy(rest, 0, all, head.length, rest.length);
        return all;
    }

    Object start(Object entity, int id) throws Throwable {
        return invoke(start, null, receiver(entity, id));
    }

    Object startIn(Object entity, int id, String stateName) throws Throwable {
        return invoke(startIn, null, receiver(entity, id, constant(stateName)));
    }

    String update(Object machine, float dt) throws Throwable {
        return name(invoke(update, machine, dt));
    }

    String state(Object machine) throws Throwable {
        return name(invoke(state, machine));
    }

    String previous(Object machine) throws Throwable {
        return name(invoke(previous, machine));
    }

    void transitionTo(Object machine, String target) throws Throwable {
        invoke(transitionTo, machine, target == null ? null : constant(target));
    }

    /** The raw dispatch; {@code time} is the time in state a timed machine's dispatch is given. */
    int dispatch(Object entity, int id, long key, int other, float dt, float time) throws Throwable {
        return (Integer) (timed() ? invoke(dispatch, null, receiver(entity, id, key, other, dt, time))
                : invoke(dispatch, null, receiver(entity, id, key, other, dt)));
    }

    /** The names of the states on the machine's stack, bottom first; null for a machine without interrupts. */
    java.util.List<String> stack(Object machine) throws Throwable {
        if (stack == null) {
            return null;
        }
        java.util.List<String> names = new java.util.ArrayList<>();
        for (Object state : (java.util.List<?>) invoke(stack, machine)) {
            names.add(name(state));
        }
        return names;
    }

    /** {@code XFsm.resume(entity, S)}: a machine placed in {@code stateName}, nothing run. */
    Object resume(Object entity, int id, String stateName) throws Throwable {
        return invoke(resume, null, receiver(entity, id, stateName == null ? null : constant(stateName)));
    }

    boolean timed() {
        return timeInState != null;
    }

    float timeInState(Object machine) throws Throwable {
        return (Float) invoke(timeInState, machine);
    }
}
