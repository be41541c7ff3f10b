package dev.brainstem.processor.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brainstem.processor.fuzz.MachineSpec.Event;
import dev.brainstem.processor.fuzz.MachineSpec.HandlerSpec;
import dev.brainstem.runtime.reference.Regions;
import dev.brainstem.runtime.reference.RegionsBatch;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The machines of orthogonal regions the generator makes ({@link MachineGenerator#generate(long, String,
 * boolean, boolean, boolean)}, issue 42) without the processor: they keep the compile-time rules of
 * regions, use every feature the differential fuzzer needs (two and three regions, groups nested three
 * deep and history in the other regions, a message taken by several regions, {@code @Current} of
 * another region), run on the reference model's {@link RegionsBatch} (whose cross-region reads see a
 * region not entered yet as null), and regions are off unless asked for.
 */
class RegionsGeneratorTest {
    private static final int MACHINES = 200;

    private static List<MachineSpec> machines(boolean regions) {
        List<MachineSpec> specs = new ArrayList<>();
        SplittableRandom seeds = new SplittableRandom(0x726567696f6e73L);
        for (int i = 0; i < MACHINES; i++) {
            long seed = seeds.nextLong();
            specs.add(MachineGenerator.generate(seed, "rg.m" + Long.toHexString(seed), true, true, regions));
        }
        return specs;
    }

    @Test
    void regionMachinesKeepTheCompileTimeRulesAndUseEveryFeature() {
        int two = 0;
        int three = 0;
        int threeDeep = 0;
        int histories = 0;
        int crossCurrent = 0;
        int sharedTypes = 0;
        for (MachineSpec m : machines(true)) {
            String where = "seed 0x" + Long.toHexString(m.seed) + ": ";
            List<MachineSpec> all = m.allRegions();
            two += all.size() == 2 ? 1 : 0;
            three += all.size() == 3 ? 1 : 0;
            Set<String> names = new HashSet<>();
            Set<String> enums = new HashSet<>();
            List<Integer> indices = new ArrayList<>();
            for (int r = 0; r < all.size(); r++) {
                MachineSpec region = all.get(r);
                assertTrue(enums.add(region.enumName), where + "enum " + region.enumName + " twice");
                for (String name : region.stateNames()) {
                    assertTrue(names.add(name) || region.isGroupConstant(name), where + name + " in two regions");
                }
                for (MachineSpec.GroupSpec g : region.groups) {
                    assertTrue(names.add(g.name) || region.ordinal(g.name) >= 0, where + g.name + " in two regions");
                    threeDeep += r > 0 && region.depth(g.name) >= 2 ? 1 : 0;
                    histories += r > 0 && g.history != MachineSpec.History.NONE ? 1 : 0;
                }
                if (r > 0) {
                    assertEquals(m.settle, region.settle, where + "settle is the machine's");
                    assertEquals(m.limit(), region.limit(), where + "maxTransitionsPerTick is the machine's");
                    assertEquals(m.idMode, region.idMode, where + "the mode is the machine's");
                    assertTrue(GeneratorChecks.allReachable(region), where + region.enumName + ": a state is unreachable");
                }
                for (HandlerSpec h : region.handlers) {
                    indices.add(h.index);
                    int own = r;
                    assertTrue(r == 0 || !h.inBase, where + h.name + " of another region in the superclass");
                    for (String named : concat(h.value, h.to)) {
                        assertEquals(own, m.regionOf(named), where + h.name + " names " + named + " of another region");
                    }
                    if (all.size() > 1 && h.event == Event.MESSAGE) {
                        assertTrue(!h.value.isEmpty(), where + h.name + " serves any state in a machine of regions");
                    }
                    if (h.currentOf >= 0) {
                        assertTrue(h.readsCurrent && h.currentOf != own && h.currentOf < all.size(), where + h.name);
                        crossCurrent++;
                    }
                }
            }
            indices.sort(null);
            for (int i = 0; i < indices.size(); i++) {
                assertEquals(i, indices.get(i), where + "handler indices run on across the regions");
            }
            if (all.size() > 1) {
                Set<String> typesOfFirst = new HashSet<>();
                m.handlers.stream().filter(h -> h.event == Event.MESSAGE).forEach(h -> typesOfFirst.add(h.messageType));
                sharedTypes += m.regions.stream().anyMatch(r -> r.handlers.stream()
                        .anyMatch(h -> h.event == Event.MESSAGE && typesOfFirst.contains(h.messageType))) ? 1 : 0;
            }
        }
        String counts = two + " with two regions, " + three + " with three, " + threeDeep
                + " groups nested three deep and " + histories + " history groups in other regions, " + crossCurrent
                + " handlers reading another region's @Current, " + sharedTypes
                + " machines with a message type taken by two regions";
        System.out.println("[regions] " + MACHINES + " machines: " + counts);
        for (int count : new int[] {two, three, threeDeep, histories, crossCurrent, sharedTypes}) {
            assertTrue(count >= 15, counts);
        }
    }

    @Test
    void theModelRunsRegionMachinesAndCrossRegionReadsSeeRegionsNotEnteredYetAsNull() {
        long nullReads = 0;
        long reads = 0;
        long followerMoves = 0;
        long ran = 0;
        for (MachineSpec spec : machines(true)) {
            if (spec.regions.isEmpty()) {
                continue;
            }
            Regions machine = Modelled.regions(spec, name -> typeFor(spec, name));
            World world = new World(spec.seed, Modelled.regionsOptions(spec), Modelled.regionsUpdates(spec), 0, 8);
            RegionsBatch batch = new RegionsBatch(machine, Modelled.regionsScript(world, spec));
            long[] moves = {0};
            for (int r = 1; r < machine.regionCount(); r++) {
                batch.setListener(r, (handle, from, to, event) -> moves[0]++);
            }
            SplittableRandom random = new SplittableRandom(spec.seed);
            for (int step = 0; step < 80; step++) {
                int what = random.nextInt(10);
                int key = random.nextInt(8);
                if ((what == 0 || batch.size() == 0) && !batch.contains(key)) {
                    batch.add(key, key, machine.region(0).initial());
                } else if (what == 1 && !spec.messageTypes.isEmpty()) {
                    batch.broadcast(letter(random.nextInt(spec.messageTypes.size()), step), 0f);
                } else if (what == 2) {
                    int r = random.nextInt(machine.regionCount());
                    batch.transitionTo(key, r, machine.region(r).initial());
                } else {
                    batch.tick(0.25f);
                }
            }
            ran++;
            followerMoves += moves[0];
            List<HandlerSpec> handlers = spec.allHandlers();
            for (int key = 0; key < 8; key++) {
                for (Object call : world.log(key)) {
                    if (call instanceof World.Call c && handlers.get(c.handler()).currentOf >= 0) {
                        reads++;
                        nullReads += c.current() == -1 ? 1 : 0;
                    }
                }
            }
        }
        String counts = ran + " machines: " + followerMoves + " moves in other regions, " + reads
                + " reads of another region's @Current, " + nullReads + " of them null (during an add)";
        System.out.println("[regions] model: " + counts);
        assertTrue(ran >= 100 && followerMoves >= 1000 && reads >= 500 && nullReads >= 10 && nullReads < reads,
                counts);
    }

    /**
     * The user's side of region machines is valid Java: their sources compile without the processor
     * (what the processor then makes of them is the differential fuzzer's to check).
     */
    @Test
    void theSourcesOfRegionMachinesAreValidJava() {
        List<MachineSpec> specs = machines(true).stream().filter(m -> !m.regions.isEmpty()).limit(40).toList();
        com.google.testing.compile.Compilation compilation = com.google.testing.compile.Compiler.javac()
                .withOptions("--release", "8", "-proc:none", "-Xlint:all", "-Xlint:-options")
                .withClasspath(FuzzCompiler.CLASSPATH).compile(FuzzCompiler.sources(specs));
        assertEquals(List.of(), compilation.diagnostics().stream().filter(d -> d.getKind() != javax.tools.Diagnostic.Kind.NOTE)
                .map(Batches::format).toList());
        assertEquals(com.google.testing.compile.Compilation.Status.SUCCESS, compilation.status());
    }

    @Test
    void regionsAreOffByDefault() {
        SplittableRandom seeds = new SplittableRandom(0x6f6666L);
        int changed = 0;
        for (int i = 0; i < MACHINES; i++) {
            long seed = seeds.nextLong();
            MachineSpec plain = MachineGenerator.generate(seed, "rg.m" + Long.toHexString(seed), true, true);
            assertEquals(SourceEmitter.emit(plain), SourceEmitter.emit(MachineGenerator.generate(seed, plain.pkg, true,
                    true, false)), "seed " + seed);
            MachineSpec regions = MachineGenerator.generate(seed, plain.pkg, true, true, true);
            assertTrue(plain.regions.isEmpty());
            changed += regions.regions.isEmpty() ? 0 : 1;
        }
        assertTrue(changed >= MACHINES / 2, changed + " machines got regions");
    }

    private static List<String> concat(List<String> a, List<String> b) {
        List<String> all = new ArrayList<>(a);
        all.addAll(b);
        return all;
    }

    /** Stand-ins for a machine's message types, one distinct class each, carrying a serial as the fuzzed ones do. */
    private record T0(int serial) implements World.Letter {}

    private record T1(int serial) implements World.Letter {}

    private record T2(int serial) implements World.Letter {}

    private record T3(int serial) implements World.Letter {}

    private record T4(int serial) implements World.Letter {}

    private record T5(int serial) implements World.Letter {}

    private record T6(int serial) implements World.Letter {}

    private static final List<Class<?>> TYPES = List.of(T0.class, T1.class, T2.class, T3.class, T4.class, T5.class,
            T6.class);

    static Class<?> typeFor(MachineSpec spec, String name) {
        if (name.equals(MachineSpec.OBJECT)) {
            return Object.class;
        }
        return TYPES.get(spec.messageTypes.indexOf(spec.messageType(name)));
    }

    private static Object letter(int type, int serial) {
        return switch (type) {
            case 0 -> new T0(serial);
            case 1 -> new T1(serial);
            case 2 -> new T2(serial);
            case 3 -> new T3(serial);
            case 4 -> new T4(serial);
            case 5 -> new T5(serial);
            default -> new T6(serial);
        };
    }
}
