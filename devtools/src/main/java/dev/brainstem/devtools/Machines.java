package dev.brainstem.devtools;

import dev.brainstem.runtime.MachineInfo;
import java.lang.instrument.Instrumentation;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.Map;
import java.util.Set;

/**
 * Which classes make a machine, and their descriptions. A generated {@code XFsm} holds {@code INFO},
 * the description of the code it was loaded with, and {@code STATES}, and its {@code info()} builds the
 * description of the code it runs now (the processor keeps that method's body in step with every edit
 * that applies live, and a redefinition never reruns a static initializer).
 */
final class Machines {
    private static final String INFO_DESCRIPTOR = "Ldev/brainstem/runtime/MachineInfo;";

    private Machines() {}

    /** Whether a class file is a generated machine class: static INFO and STATES. */
    static boolean isMachine(ClassShape shape) {
        ClassShape.Member info = shape.field("INFO");
        ClassShape.Member states = shape.field("STATES");
        return info != null && info.descriptor().equals(INFO_DESCRIPTOR) && (info.access() & ClassShape.ACC_STATIC) != 0
                && states != null && states.descriptor().startsWith("[") && (states.access() & ClassShape.ACC_STATIC) != 0;
    }

    /** Whether a loaded class is a generated machine class. */
    static boolean isMachine(Class<?> type) {
        try {
            return type.getDeclaredField("INFO").getType() == MachineInfo.class
                    && type.getDeclaredField("STATES").getType().isArray();
        } catch (NoSuchFieldException e) {
            return false;
        }
    }

    /** The machine class of an entity class ({@code Monster} -> {@code MonsterFsm}), or the class itself if it is one. */
    static Class<?> machineOf(Class<?> fsmOrEntity) {
        if (isMachine(fsmOrEntity)) {
            return fsmOrEntity;
        }
        try {
            Class<?> fsm = Class.forName(fsmOrEntity.getName() + "Fsm", false, fsmOrEntity.getClassLoader());
            if (isMachine(fsm)) {
                return fsm;
            }
        } catch (ClassNotFoundException e) {
            // not an entity either: said below
        }
        throw new IllegalArgumentException(fsmOrEntity.getName()
                + " is neither a generated XFsm class nor a @StateMachine entity whose XFsm is beside it");
    }

    /** The description the machine was loaded with: {@code INFO}, which a batch was built from. */
    static MachineInfo loaded(Class<?> fsm, Instrumentation instrumentation) throws ReflectiveOperationException {
        Field info = fsm.getDeclaredField("INFO");
        open(fsm, instrumentation);
        info.setAccessible(true);
        return (MachineInfo) info.get(null);
    }

    /** The description of the code the machine runs now: its {@code info()}, called again. */
    static MachineInfo current(Class<?> fsm, Instrumentation instrumentation) throws ReflectiveOperationException {
        Method info = fsm.getDeclaredMethod("info");
        open(fsm, instrumentation);
        info.setAccessible(true);
        try {
            return (MachineInfo) info.invoke(null);
        } catch (InvocationTargetException e) {
            if (e.getCause() instanceof RuntimeException failure) {
                throw failure;
            }
            throw e;
        }
    }

    /** A game in a named module: its machine's package opened to devtools, which the agent may do. */
    private static void open(Class<?> fsm, Instrumentation instrumentation) {
        Module module = fsm.getModule();
        Module devtools = Machines.class.getModule();
        String pkg = fsm.getPackageName();
        if (instrumentation != null && module.isNamed() && !module.isOpen(pkg, devtools)) {
            instrumentation.redefineModule(module, Set.of(), Map.of(), Map.of(pkg, Set.of(devtools)), Set.of(), Map.of());
        }
    }

    /** How the console names the machine a class belongs to: {@code Monster} for Monster, MonsterFsm and MonsterBatch. */
    static String nameOf(String binaryName) {
        String simple = binaryName.substring(binaryName.lastIndexOf('.') + 1);
        for (String suffix : new String[] {"Fsm", "Batch"}) {
            if (simple.endsWith(suffix) && simple.length() > suffix.length()) {
                return simple.substring(0, simple.length() - suffix.length());
            }
        }
        return simple.replace('$', '.');
    }
}
