package dev.brainstem.processor.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brainstem.processor.fuzz.MachineSpec.GroupSpec;
import dev.brainstem.processor.fuzz.MachineSpec.HandlerSpec;
import dev.brainstem.processor.fuzz.MachineSpec.History;
import dev.brainstem.processor.fuzz.MachineSpec.StateSpec;
import dev.brainstem.runtime.reference.Entity;
import dev.brainstem.runtime.reference.Machine;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The statechart machines the generator makes ({@link MachineGenerator#generate(long, String, boolean, boolean)},
 * issue 42) without the processor: they keep the compile-time rules of groups you enter, the reference
 * model takes them and, driven by their worlds, enters groups by name, resumes histories and writes them;
 * and statecharts are off unless asked for.
 */
class StatechartGeneratorTest {
    private static final int MACHINES = 300;

    private static List<MachineSpec> machines(boolean statecharts) {
        List<MachineSpec> specs = new ArrayList<>();
        SplittableRandom seeds = new SplittableRandom(0x636861727473L);
        for (int i = 0; i < MACHINES; i++) {
            long seed = seeds.nextLong();
            specs.add(MachineGenerator.generate(seed, "sc.m" + Long.toHexString(seed), true, statecharts));
        }
        return specs;
    }

    @Test
    void statechartMachinesKeepTheCompileTimeRules() {
        int initials = 0;
        int shallow = 0;
        int deep = 0;
        int threeDeep = 0;
        int constants = 0;
        int startingConstants = 0;
        int handlerTargets = 0;
        int guardTargets = 0;
        for (MachineSpec m : machines(true)) {
            String where = "seed 0x" + Long.toHexString(m.seed) + ": ";
            for (GroupSpec g : m.groups) {
                if (g.initial != null) {
                    initials++;
                    assertTrue(g.states.contains(g.initial) || g.groups.contains(g.initial),
                            where + g.name + "'s initial " + g.initial + " is no direct member");
                    assertNotNull(m.initialLeaf(g.name), where + g.name + " leads to no state");
                }
                assertTrue(g.history == History.NONE || g.initial != null, where + g.name + ": history needs an initial");
                assertTrue(g.history != History.SHALLOW || g.groups.stream().allMatch(x -> m.group(x).initial != null),
                        where + g.name + ": SHALLOW enters its nested groups by name");
                shallow += g.history == History.SHALLOW ? 1 : 0;
                deep += g.history == History.DEEP ? 1 : 0;
                threeDeep += m.depth(g.name) >= 2 ? 1 : 0;
                if (g.history != History.NONE) {
                    assertTrue(m.handlers.stream().anyMatch(h -> h.to.contains(g.name)),
                            where + g.name + " has history and no to names it");
                }
            }
            for (StateSpec s : m.states) {
                if (!m.isGroupConstant(s.name)) {
                    continue;
                }
                constants++;
                startingConstants += s.entryPoint || s.name.equals(m.initialName()) ? 1 : 0;
                assertNotNull(m.group(s.name).initial, where + "a constant for " + s.name + ", which has no initial");
                assertTrue(!s.interrupt && !s.back, where + s.name + " is a constant and an interrupt or @Back");
                assertTrue(m.groups.stream().noneMatch(g -> g.states.contains(s.name)), where + s.name + " in a group");
            }
            for (HandlerSpec h : m.handlers) {
                for (String to : h.to) {
                    GroupSpec g = m.group(to);
                    if (g == null) {
                        continue;
                    }
                    assertNotNull(g.initial, where + h.name + " names " + to + ", which has no initial");
                    if (h.isGuard()) {
                        guardTargets++;
                        assertTrue(h.value.stream().noneMatch(m.members(to)::contains),
                                where + "guard " + h.name + " is from inside its group " + to);
                    } else {
                        handlerTargets++;
                        assertTrue(m.isGroupConstant(to), where + h.name + " returns " + to + ", which has no constant");
                    }
                }
            }
            assertTrue(GeneratorChecks.allReachable(m), where + "a state is unreachable");
        }
        // Every feature, many times over: a generator that lost one would pass the fuzzer unnoticed.
        String counts = initials + " initials, " + shallow + " SHALLOW, " + deep + " DEEP, " + threeDeep
                + " nested three deep, " + constants + " constants (" + startingConstants + " starting), "
                + handlerTargets + " handlers and " + guardTargets + " guards naming groups";
        System.out.println("[statecharts] " + MACHINES + " machines: " + counts);
        for (int count : new int[] {initials, shallow, deep, threeDeep, constants, startingConstants, handlerTargets,
            guardTargets}) {
            assertTrue(count >= 20, counts);
        }
    }

    @Test
    void theModelRunsStatechartMachinesThroughEveryRule() {
        Entity.GroupCounts counts = new Entity.GroupCounts();
        for (MachineSpec spec : machines(true)) {
            Machine machine = Modelled.machine(spec, name -> typeFor(spec, name));
            World world = new World(spec.seed, Modelled.options(spec), Modelled.updates(spec), 0, 4);
            SplittableRandom random = new SplittableRandom(spec.seed);
            for (int key = 0; key < 4; key++) {
                Entity e = new Entity(machine, Modelled.script(world, spec), key, key, "E" + key);
                e.setGroupCounts(counts);
                int[] startables = machine.startables();
                try {
                    e.start(startables[random.nextInt(startables.length)]);
                    for (int step = 0; step < 60; step++) {
                        if (random.nextInt(10) == 0) {
                            e.transitionTo(startables[random.nextInt(startables.length)]);
                        } else {
                            e.update(0.25f);
                        }
                        assertTrue(!machine.isGroupConstant(e.state()), spec.seed + ": an entity in a group's constant");
                    }
                } catch (FuzzException | dev.brainstem.runtime.reference.Refusal expected) {
                    // A thrown handler or a refused transition ends this entity's run, as it may.
                }
            }
        }
        System.out.println("[statecharts] model: " + counts);
        assertTrue(counts.entered >= 500 && counts.resumed >= 100 && counts.written >= 500 && counts.reentered >= 10,
                counts.toString());
    }

    @Test
    void statechartsAreOffByDefaultAndOnChangeMostMachines() {
        List<MachineSpec> off = machines(false);
        List<MachineSpec> on = machines(true);
        int changed = 0;
        for (int i = 0; i < MACHINES; i++) {
            MachineSpec plain = off.get(i);
            assertTrue(!plain.entersGroups() && plain.groupConstants().isEmpty(), "seed " + plain.seed);
            assertEquals(SourceEmitter.emit(plain), SourceEmitter.emit(MachineGenerator.generate(plain.seed, plain.pkg,
                    true)), "the flag's default is off");
            changed += SourceEmitter.emit(on.get(i)).equals(SourceEmitter.emit(plain)) ? 0 : 1;
        }
        assertTrue(changed >= MACHINES / 2, changed + " machines changed by statecharts");
    }

    @Test
    void chartMutationsBreakTheRuleTheyName() {
        java.util.Map<String, Integer> seen = new java.util.TreeMap<>();
        SplittableRandom seeds = new SplittableRandom(0x6d757461746573L);
        for (int i = 0; i < 2000; i++) {
            long seed = seeds.nextLong();
            MachineSpec m = MachineGenerator.generate(seed, "sc.m" + Long.toHexString(seed), false, true);
            List<Mutator.Applied> all = Mutator.mutate(m, seed ^ 0x3a7e);
            // A second mutation may mend or mask the first: checked alone.
            for (Mutator.Applied applied : all.size() == 1 ? all : List.<Mutator.Applied>of()) {
                String kind = applied.kind();
                String where = "seed 0x" + Long.toHexString(seed) + ", " + applied + ": ";
                boolean broken = switch (kind) {
                    case "an initial that is no direct member", "an initial naming nothing" -> m.groups.stream()
                            .anyMatch(g -> g.initial != null && !g.states.contains(g.initial) && !g.groups.contains(g.initial));
                    case "a group entered by name, with history or a constant, without an initial" -> m.groups.stream()
                            .anyMatch(g -> g.initial == null && (g.history != History.NONE || m.ordinal(g.name) >= 0
                                    || m.handlers.stream().anyMatch(h -> h.to.contains(g.name))));
                    case "a group's constant marked @Interrupt", "a group's constant marked @Back" -> m.states.stream()
                            .anyMatch(st -> m.group(st.name) != null && (st.interrupt || st.back));
                    case "a group's constant listed in a group" -> m.groups.stream()
                            .anyMatch(g -> g.states.stream().anyMatch(st -> m.group(st) != null));
                    case "a constant for a group without an initial" -> m.groups.stream()
                            .anyMatch(g -> g.initial == null && m.ordinal(g.name) >= 0);
                    default -> true;
                };
                assertTrue(broken, where + "the rule holds");
                if (!broken || applied.verdict() != Mutator.Verdict.ERROR) {
                    continue;
                }
                seen.merge(kind, 1, Integer::sum);
            }
        }
        for (String kind : List.of("an initial that is no direct member", "an initial naming nothing",
                "a group entered by name, with history or a constant, without an initial",
                "a group's constant marked @Interrupt", "a group's constant listed in a group",
                "a constant for a group without an initial")) {
            assertTrue(seen.getOrDefault(kind, 0) >= 10, kind + ": " + seen);
        }
    }

    /** Stand-ins for a machine's message types, one distinct class each: the model needs them only to tell handlers apart. */
    private static final List<Class<?>> TYPES = List.of(String.class, Integer.class, Long.class, Double.class,
            Short.class, Byte.class, Character.class, Boolean.class, Float.class, StringBuilder.class);

    private static Class<?> typeFor(MachineSpec spec, String name) {
        if (name.equals(MachineSpec.OBJECT)) {
            return Object.class;
        }
        return TYPES.get(spec.messageTypes.indexOf(spec.messageType(name)));
    }
}
