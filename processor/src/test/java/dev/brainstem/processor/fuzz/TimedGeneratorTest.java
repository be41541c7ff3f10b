package dev.brainstem.processor.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brainstem.processor.fuzz.MachineSpec.AfterSpec;
import dev.brainstem.processor.fuzz.MachineSpec.Event;
import dev.brainstem.processor.fuzz.MachineSpec.HandlerSpec;
import dev.brainstem.runtime.Events;
import dev.brainstem.runtime.reference.Batch;
import dev.brainstem.runtime.reference.Machine;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The timed machines the generator makes ({@link MachineGenerator#generate(long, String, boolean, boolean,
 * boolean, boolean)}, issue 43) without the processor: they keep the compile-time rules of {@code @After}
 * and {@code every} (one {@code every} per state, value and target in one region, plain states or groups
 * with an initial, reachable states), use every feature the differential fuzzer needs (constant and
 * per-entity delays, timers of groups, two timers on a state, sleeping states with timers, sliced
 * states), run on the reference model (timers fire, strides are set, sleepers are visited only when
 * due), and timers are off unless asked for.
 */
class TimedGeneratorTest {
    private static final int MACHINES = 200;

    private static List<MachineSpec> machines(boolean regions) {
        List<MachineSpec> specs = new ArrayList<>();
        SplittableRandom seeds = new SplittableRandom(0x74696d6564L);
        for (int i = 0; i < MACHINES; i++) {
            long seed = seeds.nextLong();
            specs.add(MachineGenerator.generate(seed, (regions ? "tm.r" : "tm.m") + Long.toHexString(seed), true,
                    i % 2 == 0, regions, true));
        }
        return specs;
    }

    @Test
    void timedMachinesKeepTheCompileTimeRulesAndUseEveryFeature() {
        int perEntity = 0;
        int constant = 0;
        int ofGroups = 0;
        int twoOnAState = 0;
        int sleepers = 0;
        int sliced = 0;
        int selfTimers = 0;
        for (boolean regions : new boolean[] {false, true}) {
            for (MachineSpec m : machines(regions)) {
                String where = "seed 0x" + Long.toHexString(m.seed) + ": ";
                Set<String> methods = new HashSet<>();
                List<Integer> indices = new ArrayList<>();
                List<MachineSpec> all = m.allRegions();
                for (int r = 0; r < all.size(); r++) {
                    MachineSpec region = all.get(r);
                    Machine model = Modelled.regions(m, name -> RegionsGeneratorTest.typeFor(m, name)).region(r);
                    assertTrue(GeneratorChecks.allReachable(region), where + region.enumName + ": a state is unreachable");
                    for (AfterSpec a : region.afters) {
                        indices.add(a.index);
                        for (String named : a.value) {
                            assertEquals(r, m.regionOf(named), where + "@After " + a.index + " spans regions");
                            assertTrue(region.group(named) != null
                                    || (!named.equals(region.back()) && !region.isGroupConstant(named)), where + named);
                        }
                        assertEquals(r, m.regionOf(a.to), where + "@After " + a.index + " leads to another region");
                        assertTrue(region.group(a.to) == null || region.group(a.to).initial != null,
                                where + a.to + " is a group without an initial");
                        assertTrue(a.method == null ? a.seconds >= 0f && Float.isFinite(a.seconds)
                                : methods.add(a.method), where + "@After " + a.index);
                        perEntity += a.method != null ? 1 : 0;
                        constant += a.method == null ? 1 : 0;
                        ofGroups += region.group(a.value.get(0)) != null ? 1 : 0;
                        selfTimers += a.value.contains(a.to) ? 1 : 0;
                    }
                    for (int s = 0; s < model.stateCount(); s++) {
                        // Machine's constructor refuses two different every on one state: building it is the check.
                        twoOnAState += model.timers(s).size() >= 2 ? 1 : 0;
                        sleepers += model.sleeps(s) && !model.timers(s).isEmpty() ? 1 : 0;
                        sliced += model.every(s) > 0 ? 1 : 0;
                    }
                    for (HandlerSpec h : region.handlers) {
                        assertTrue(h.every == 0 || h.event == Event.UPDATE, where + h.name + " has every");
                    }
                }
                indices.sort(null);
                for (int i = 0; i < indices.size(); i++) {
                    assertEquals(i, indices.get(i), where + "@After indices run on across the regions");
                }
            }
        }
        String counts = constant + " constant and " + perEntity + " per-entity @After, " + ofGroups + " of groups, "
                + selfTimers + " leading back to their own state, " + twoOnAState + " states with two or more, "
                + sleepers + " sleeping states with timers, " + sliced + " sliced states";
        System.out.println("[timers] " + 2 * MACHINES + " machines: " + counts);
        for (int count : new int[] {constant, perEntity, ofGroups, twoOnAState, sleepers, sliced, selfTimers}) {
            assertTrue(count >= 20, counts);
        }
    }

    @Test
    void theModelRunsTimedMachinesTheirTimersFireAndSleepersAreVisitedOnlyWhenDue() {
        long fired = 0;
        long strides = 0;
        long visits = 0;
        long sleeperVisits = 0;
        for (MachineSpec spec : machines(false)) {
            Machine machine = Modelled.machine(spec, name -> RegionsGeneratorTest.typeFor(spec, name));
            World world = new World(spec.seed, Modelled.options(spec), Modelled.updates(spec), 0, 8);
            Batch batch = new Batch(machine, Modelled.script(world, spec));
            long[] after = {0};
            batch.setListener((handle, from, to, event) -> after[0] += event == Events.AFTER ? 1 : 0);
            SplittableRandom random = new SplittableRandom(spec.seed);
            for (int step = 0; step < 80; step++) {
                int what = random.nextInt(10);
                int key = random.nextInt(8);
                long handle = spec.idMode ? key : (long) key << 32;
                if ((what == 0 || batch.size() == 0) && !batch.contains(handle)) {
                    batch.add(handle, key, machine.initial());
                } else if (what == 1 && machine.slices() && batch.contains(handle)) {
                    strides += batch.setStride(handle, 1 + random.nextInt(4)).ok() ? 1 : 0;
                } else {
                    batch.tick(new float[] {0.1f, 0.25f, 1f}[random.nextInt(3)]);
                    int[] visited = batch.visited();
                    for (int s = 0; s < visited.length; s++) {
                        visits += visited[s];
                        if (machine.sleeps(s)) {
                            sleeperVisits += visited[s];
                            assertTrue(visited[s] <= batch.count(s) + 8, "a sleeper is visited once at most");
                        }
                    }
                }
            }
            fired += after[0];
        }
        String counts = fired + " timers fired, " + strides + " strides set, " + visits + " visits, " + sleeperVisits
                + " of sleepers (due timers)";
        System.out.println("[timers] model: " + counts);
        assertTrue(fired >= 1000 && strides >= 100 && sleeperVisits >= 100, counts);
    }

    /** The user's side of timed machines is valid Java without the processor. */
    @Test
    void theSourcesOfTimedMachinesAreValidJava() {
        List<MachineSpec> specs = new ArrayList<>(machines(false).subList(0, 30));
        specs.addAll(machines(true).subList(0, 20));
        com.google.testing.compile.Compilation compilation = com.google.testing.compile.Compiler.javac()
                .withOptions("--release", "8", "-proc:none", "-Xlint:all", "-Xlint:-options")
                .withClasspath(FuzzCompiler.CLASSPATH).compile(FuzzCompiler.sources(specs));
        assertEquals(List.of(), compilation.diagnostics().stream()
                .filter(d -> d.getKind() != javax.tools.Diagnostic.Kind.NOTE).map(Batches::format).toList());
        assertEquals(com.google.testing.compile.Compilation.Status.SUCCESS, compilation.status());
    }

    @Test
    void timersAreOffByDefault() {
        SplittableRandom seeds = new SplittableRandom(0x6f6666L);
        int changed = 0;
        for (int i = 0; i < MACHINES; i++) {
            long seed = seeds.nextLong();
            MachineSpec plain = MachineGenerator.generate(seed, "tm.m" + Long.toHexString(seed), true, true, true);
            assertEquals(SourceEmitter.emit(plain), SourceEmitter.emit(MachineGenerator.generate(seed, plain.pkg, true,
                    true, true, false)), "seed " + seed);
            MachineSpec timed = MachineGenerator.generate(seed, plain.pkg, true, true, true, true);
            changed += SourceEmitter.emit(timed).equals(SourceEmitter.emit(plain)) ? 0 : 1;
        }
        assertTrue(changed >= MACHINES / 2, changed + " machines got timers");
    }
}
