package dev.brainstem.processor.fuzz;

import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;

/**
 * The parts of a compiled machine of orthogonal regions that {@link Loaded} does not know: every region's
 * enum and generated one-entity class ({@code Soldier<Enum>Fsm}), and the leader's region API, all
 * looked up by name (regions-contract's API) so that the fuzzer compiles whatever the runtime holds.
 */
final class RegionsLoaded {
    final MachineSpec spec;
    final Loaded leader;
    /** Per region (0: the machine's own), its enum and its one-entity class. */
    final List<Class<?>> enums = new ArrayList<>();
    final List<Class<?>> fsms = new ArrayList<>();
    private final Method stateOfRegion;

    RegionsLoaded(MachineSpec spec, Loaded leader, ClassLoader loader) throws ReflectiveOperationException {
        this.spec = spec;
        this.leader = leader;
        enums.add(leader.stateEnum);
        fsms.add(leader.fsm);
        for (MachineSpec region : spec.regions) {
            enums.add(Class.forName(spec.binaryName(region.enumName), true, loader));
            fsms.add(Class.forName(spec.binaryName(spec.generatedPrefix() + region.enumName + "Fsm"), true, loader));
        }
        this.stateOfRegion = leader.fsm.getMethod("state", Class.class);
        stateOfRegion.setAccessible(true);
    }

    /** Region {@code region}'s constant named {@code name}. */
    Object constant(int region, String name) {
        for (Object c : enums.get(region).getEnumConstants()) {
            if (((Enum<?>) c).name().equals(name)) {
                return c;
            }
        }
        throw new IllegalArgumentException("no constant " + name + " in region " + region);
    }

    /** The one-entity machine's {@code state(Region.class)}. */
    String state(Object machine, int region) throws Throwable {
        return Loaded.name(Loaded.invoke(stateOfRegion, machine, enums.get(region)));
    }

    /** The one-entity machine's {@code transitionTo(S)} overload of the state's region. */
    void transitionTo(Object machine, int region, String state) throws Throwable {
        Method m = leader.fsm.getMethod("transitionTo", enums.get(region));
        m.setAccessible(true);
        Loaded.invoke(m, machine, constant(region, state));
    }

    /**
     * Region {@code region}'s own one-entity machine inside the leader's (a field of its type), or null
     * when the generated class holds it some other way: then its previous state and stack go unchecked.
     */
    Object regionMachine(Object machine, int region) throws IllegalAccessException {
        if (region == 0) {
            return machine;
        }
        for (Field f : leader.fsm.getDeclaredFields()) {
            if (f.getType() == fsms.get(region) && !java.lang.reflect.Modifier.isStatic(f.getModifiers())) {
                f.setAccessible(true);
                return f.get(machine);
            }
        }
        return null;
    }

    /** A method of region {@code region}'s one-entity class, or null. */
    Method method(int region, String name, Class<?>... parameters) {
        try {
            Method m = fsms.get(region).getDeclaredMethod(name, parameters);
            m.setAccessible(true);
            return m;
        } catch (NoSuchMethodException absent) {
            return null;
        }
    }

    /** A public method of the leader's one-entity class, or null. */
    Method leaderMethod(String name, Class<?>... parameters) {
        try {
            Method m = leader.fsm.getMethod(name, parameters);
            m.setAccessible(true);
            return m;
        } catch (NoSuchMethodException absent) {
            return null;
        }
    }
}
