package dev.brainstem.processor.writing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Method;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A two-region machine ({@link Machines#REGION_SOLDIER}: legs and weapon) generated and run: the regions
 * change independently, a handler reads the other region's state ({@code @Current}), a message goes to both
 * regions in region order, {@code transitionTo} changes only its region, the leader's overloads read any
 * region, and the parallel tick, the tick in regions and the one-entity machine equal the sequential tick.
 * Each scenario is driven by {@link #DRIVE}, compiled with the machine, which uses the generated API as a
 * game would; the test asserts on what it reports.
 */
class RegionMachineTest {
    /** Game code over the generated classes: each method runs one scenario and reports what it saw. */
    private static final String DRIVE = """
            package test.regions;

            import java.util.ArrayList;
            import java.util.List;
            import java.util.Random;
            import java.util.concurrent.ForkJoinPool;

            public final class Drive {
                private static String of(SoldierBatch batch, long handle) {
                    return batch.stateOf(handle) + "/" + batch.stateOf(handle, Weapon.class);
                }

                private static String of(SoldierFsm machine) {
                    return machine.state() + "/" + machine.state(Weapon.class);
                }

                /** Legs and weapon, tick by tick, then the soldier's log. */
                public static List<String> independent() {
                    List<String> seen = new ArrayList<>();
                    SoldierBatch batch = new SoldierBatch();
                    Soldier soldier = new Soldier("a");
                    long handle = batch.add(soldier);
                    seen.add(of(batch, handle));
                    soldier.enemy = true;
                    batch.tick(0.1f);
                    seen.add(of(batch, handle));
                    batch.tick(0.1f);
                    seen.add(of(batch, handle));
                    soldier.moving = true;
                    batch.tick(0.1f);
                    seen.add(of(batch, handle));
                    batch.tick(0.1f);
                    seen.add(of(batch, handle));
                    batch.tick(0.1f);
                    seen.add(of(batch, handle));
                    soldier.moving = false;
                    soldier.enemy = false;
                    batch.tick(0.1f);
                    seen.add(of(batch, handle));
                    seen.addAll(soldier.log);
                    return seen;
                }

                /** transitionTo of each region, on the batch and on the one-entity machine. */
                public static List<String> transitions() {
                    List<String> seen = new ArrayList<>();
                    SoldierBatch batch = new SoldierBatch();
                    long handle = batch.add(new Soldier("a"));
                    batch.transitionTo(handle, Weapon.RELOAD);
                    seen.add(of(batch, handle));
                    batch.transitionTo(handle, Legs.CROUCH);
                    seen.add(of(batch, handle));
                    seen.add(batch.previousOf(handle, Weapon.class) + " " + batch.previousOf(handle));
                    SoldierFsm machine = SoldierFsm.start(new Soldier("b"));
                    machine.transitionTo(Weapon.RELOAD);
                    seen.add(of(machine));
                    machine.transitionTo(Legs.CROUCH);
                    seen.add(of(machine));
                    return seen;
                }

                /** An alarm both regions take: the legs' handler first, then the weapon's, which sees the legs' move. */
                public static List<String> alarm() {
                    SoldierBatch batch = new SoldierBatch();
                    Soldier soldier = new Soldier("a");
                    soldier.moving = true;
                    long handle = batch.add(soldier);
                    soldier.log.clear();
                    batch.send(handle, new Soldier.Alarm());
                    batch.tick(0.1f);
                    List<String> seen = new ArrayList<>(soldier.log);
                    seen.add(of(batch, handle));
                    seen.add("dropped " + batch.droppedMessages());
                    try {
                        batch.send(handle, "a string");
                        seen.add("sent a string");
                    } catch (IllegalArgumentException refused) {
                        seen.add("refused a string");
                    }
                    return seen;
                }

                /** The leader's overloads of the weapon's states. */
                public static List<String> counts() {
                    SoldierBatch batch = new SoldierBatch();
                    List<Long> handles = new ArrayList<>();
                    for (String name : new String[] {"x", "y", "z"}) {
                        Soldier soldier = new Soldier(name);
                        soldier.enemy = !name.equals("y");
                        handles.add(batch.add(soldier));
                    }
                    batch.tick(0.1f);
                    List<String> seen = new ArrayList<>();
                    seen.add("AIM " + batch.count(Weapon.AIM) + ", READY " + batch.count(Weapon.READY) + ", IDLE "
                            + batch.count(Legs.IDLE) + ", region " + batch.region(Weapon.class).count(Weapon.AIM));
                    StringBuilder aiming = new StringBuilder("aiming");
                    batch.forEach(Weapon.AIM, soldier -> aiming.append(' ').append(soldier));
                    seen.add(aiming.toString());
                    List<Long> aimingHandles = new ArrayList<>();
                    batch.forEachHandle(Weapon.AIM, aimingHandles::add);
                    seen.add(aimingHandles.equals(List.of(handles.get(0), handles.get(2))) ? "handles of x and z"
                            : "handles " + aimingHandles + " of " + handles);
                    seen.add("regions " + batch.regions().size() + ", INFO regions " + SoldierFsm.INFO.regions().size());
                    return seen;
                }

                /** What a game does to its soldiers in one frame, the same for every way of ticking them. */
                private static void frame(Random random, List<Soldier> soldiers, Mode mode, int tick) {
                    for (int i = 0; i < soldiers.size(); i++) {
                        Soldier soldier = soldiers.get(i);
                        int roll = random.nextInt(20);
                        if (roll == 0) {
                            soldier.moving = !soldier.moving;
                        } else if (roll == 1) {
                            soldier.enemy = !soldier.enemy;
                        } else if (roll == 2) {
                            mode.send(i, new Soldier.Alarm());
                        } else if (roll == 3) {
                            mode.transitionTo(i, random.nextBoolean() ? Weapon.RELOAD : null);
                        } else if (roll == 4) {
                            mode.transitionTo(i, Legs.CROUCH);
                        }
                    }
                    if (tick % 7 == 3) {
                        mode.broadcast(new Soldier.Alarm());
                    }
                }

                /** One way of ticking the soldiers. */
                private interface Mode {
                    void send(int i, Object message);
                    void broadcast(Object message);
                    void transitionTo(int i, Enum<?> state);
                    void tick(float dt);
                    String states(int i);
                }

                /**
                 * {@code mode} ("sequential", "parallel", "in regions", "one entity") over {@code count}
                 * soldiers and {@code ticks} frames: every soldier's states after each tick, and the logs.
                 */
                public static List<String> run(String mode, int count, int ticks, long seed) {
                    List<Soldier> soldiers = new ArrayList<>();
                    for (int i = 0; i < count; i++) {
                        soldiers.add(new Soldier("s" + i));
                    }
                    Mode ticking = mode.equals("one entity") ? machines(soldiers) : batch(soldiers, mode);
                    Random random = new Random(seed);
                    List<String> trace = new ArrayList<>();
                    for (int tick = 0; tick < ticks; tick++) {
                        frame(random, soldiers, ticking, tick);
                        ticking.tick(0.25f);
                        StringBuilder line = new StringBuilder();
                        for (int i = 0; i < count; i++) {
                            line.append(ticking.states(i)).append(' ');
                        }
                        trace.add(line.toString());
                    }
                    for (Soldier soldier : soldiers) {
                        trace.add(soldier + ": " + soldier.log);
                    }
                    return trace;
                }

                private static Mode batch(List<Soldier> soldiers, String mode) {
                    SoldierBatch batch = new SoldierBatch();
                    long[] handles = new long[soldiers.size()];
                    for (int i = 0; i < handles.length; i++) {
                        handles[i] = batch.add(soldiers.get(i));
                    }
                    ForkJoinPool pool = new ForkJoinPool(4);
                    return new Mode() {
                        public void send(int i, Object message) { batch.send(handles[i], message); }
                        public void broadcast(Object message) { batch.broadcast(message); }
                        public void transitionTo(int i, Enum<?> state) {
                            if (state instanceof Weapon weapon) {
                                batch.transitionTo(handles[i], weapon);
                            } else if (state instanceof Legs legs) {
                                batch.transitionTo(handles[i], legs);
                            }
                        }
                        public void tick(float dt) {
                            switch (mode) {
                                case "parallel" -> batch.tick(dt, pool);
                                case "in regions" -> batch.tickInRegions(dt);
                                default -> batch.tick(dt);
                            }
                        }
                        public String states(int i) { return of(batch, handles[i]); }
                    };
                }

                private static Mode machines(List<Soldier> soldiers) {
                    List<SoldierFsm> machines = new ArrayList<>();
                    for (Soldier soldier : soldiers) {
                        machines.add(SoldierFsm.start(soldier));
                    }
                    return new Mode() {
                        public void send(int i, Object message) { machines.get(i).send(message); }
                        public void broadcast(Object message) { machines.forEach(m -> m.send(message)); }
                        public void transitionTo(int i, Enum<?> state) {
                            if (state instanceof Weapon weapon) {
                                machines.get(i).transitionTo(weapon);
                            } else if (state instanceof Legs legs) {
                                machines.get(i).transitionTo(legs);
                            }
                        }
                        public void tick(float dt) { machines.forEach(m -> m.update(dt)); }
                        public String states(int i) { return of(machines.get(i)); }
                    };
                }
            }
            """;

    /** The same regions in id mode: a system whose handlers take the entity's id first. */
    private static final String SQUAD = """
            package test.regions;

            import dev.brainstem.*;
            import java.util.ArrayList;
            import java.util.List;

            @StateMachine(value = Legs.class, regions = {Weapon.class})
            public class Squad {
                public final boolean[] moving = new boolean[1024];
                public final boolean[] enemy = new boolean[1024];
                /** Each entity's log: a handler touches only its own entity's data. */
                public final List<List<String>> logs = new ArrayList<List<String>>();

                public Squad() {
                    for (int id = 0; id < 1024; id++) {
                        logs.add(new ArrayList<String>());
                    }
                }

                @Transition(from = "IDLE", to = "WALK")
                boolean go(int id) { return moving[id]; }

                @Transition(from = "WALK", to = "RUN")
                boolean hurry(int id, @Current Weapon weapon) { return weapon == Weapon.FIRE; }

                @OnUpdate(value = {"WALK", "RUN"}, to = "IDLE")
                Legs stop(int id) { return moving[id] ? null : Legs.IDLE; }

                @Transition(from = "READY", to = "AIM")
                boolean spot(int id, @Current Legs legs) { return enemy[id] && legs != Legs.RUN; }

                @OnUpdate(value = "AIM", to = {"FIRE", "READY"})
                Weapon aim(int id) { return enemy[id] ? Weapon.FIRE : Weapon.READY; }

                @OnUpdate(value = "FIRE", to = "READY")
                Weapon fire(int id, @Current Legs legs) { return legs == Legs.RUN ? Weapon.READY : null; }

                @OnEnter("READY")
                void ready(int id, @Current Legs legs) { logs.get(id).add("READY, legs " + legs); }
            }
            """;

    /** Game code over the id-mode classes. */
    private static final String DRILL = """
            package test.regions;

            import java.util.ArrayList;
            import java.util.List;
            import java.util.Random;
            import java.util.concurrent.ForkJoinPool;

            public final class Drill {
                /** {@code mode}: "sequential", "parallel" or "one entity"; every id's states after each tick, and the log. */
                public static List<String> run(String mode, int count, int ticks, long seed) {
                    Squad squad = new Squad();
                    SquadBatch batch = new SquadBatch(squad);
                    List<SquadFsm> machines = new ArrayList<>();
                    for (int id = 0; id < count; id++) {
                        if (mode.equals("one entity")) {
                            machines.add(SquadFsm.start(squad, id));
                        } else {
                            batch.add(id);
                        }
                    }
                    ForkJoinPool pool = new ForkJoinPool(4);
                    Random random = new Random(seed);
                    List<String> trace = new ArrayList<>();
                    for (int tick = 0; tick < ticks; tick++) {
                        for (int id = 0; id < count; id++) {
                            int roll = random.nextInt(12);
                            if (roll == 0) {
                                squad.moving[id] = !squad.moving[id];
                            } else if (roll == 1) {
                                squad.enemy[id] = !squad.enemy[id];
                            }
                        }
                        if (mode.equals("one entity")) {
                            machines.forEach(m -> m.update(0.1f));
                        } else if (mode.equals("parallel")) {
                            batch.tick(0.1f, pool);
                        } else {
                            batch.tick(0.1f);
                        }
                        StringBuilder line = new StringBuilder();
                        for (int id = 0; id < count; id++) {
                            line.append(mode.equals("one entity")
                                    ? machines.get(id).state() + "/" + machines.get(id).state(Weapon.class)
                                    : batch.stateOf(id) + "/" + batch.stateOf(id, Weapon.class)).append(' ');
                        }
                        trace.add(line.toString());
                    }
                    if (!mode.equals("one entity")) {
                        List<Integer> firing = new ArrayList<>();
                        batch.forEach(Weapon.FIRE, firing::add);
                        trace.add("firing " + batch.count(Weapon.FIRE) + " " + (firing.size() == batch.count(Weapon.FIRE)));
                    }
                    for (int id = 0; id < count; id++) {
                        trace.add(id + ": " + squad.logs.get(id));
                    }
                    return trace;
                }
            }
            """;

    private static ClassLoader loader;

    @BeforeAll
    static void compile() {
        Generated generated = Generated.compile("test.regions.Legs", Machines.LEGS, "test.regions.Weapon",
                Machines.WEAPON, "test.regions.Soldier", Machines.REGION_SOLDIER, "test.regions.Drive", DRIVE,
                "test.regions.Squad", SQUAD, "test.regions.Drill", DRILL);
        loader = new ClassLoader(RegionMachineTest.class.getClassLoader()) {
            @Override
            protected Class<?> findClass(String name) throws ClassNotFoundException {
                if (!name.startsWith("test.regions.")) {
                    throw new ClassNotFoundException(name);
                }
                byte[] bytes = generated.classBytes(name);
                return defineClass(name, bytes, 0, bytes.length);
            }
        };
    }

    @SuppressWarnings("unchecked")
    private static List<String> drive(String scenario, Object... args) throws ReflectiveOperationException {
        return call("test.regions.Drive", scenario, args);
    }

    @SuppressWarnings("unchecked")
    private static List<String> call(String driver, String scenario, Object... args)
            throws ReflectiveOperationException {
        Class<?>[] types = new Class<?>[args.length];
        for (int i = 0; i < args.length; i++) {
            types[i] = args[i] instanceof Integer ? int.class : args[i] instanceof Long ? long.class : args[i].getClass();
        }
        Method method = loader.loadClass(driver).getMethod(scenario, types);
        return (List<String>) method.invoke(null, args);
    }

    @Test
    void legsAndWeaponChangeIndependentlyAndReadEachOther() throws ReflectiveOperationException {
        assertEquals(List.of(
                "IDLE/READY",
                "IDLE/AIM",     // the weapon spots the enemy; the legs stay
                "IDLE/FIRE",    // it fires, the legs being IDLE (@Current Legs)
                "WALK/FIRE",    // the legs go; the weapon fires on (ammo 1)
                "RUN/RELOAD",   // the legs run, the weapon firing (@Current Weapon); out of ammo
                "RUN/READY",
                "IDLE/READY",
                // At the add the legs enter first: the weapon, not entered yet, reads null.
                "legs IDLE, weapon null",
                "weapon READY, legs IDLE",
                // The weapon's exit sees the legs' move of the same tick: a later region sees earlier ones'.
                "weapon lowered, legs RUN",
                "weapon READY, legs RUN",
                "legs IDLE, weapon READY"), drive("independent"));
    }

    @Test
    void transitionToChangesOnlyItsRegion() throws ReflectiveOperationException {
        assertEquals(List.of("IDLE/RELOAD", "CROUCH/RELOAD", "READY IDLE", "IDLE/RELOAD", "CROUCH/RELOAD"),
                drive("transitions"));
    }

    @Test
    void aMessageGoesToEveryRegionThatTakesItInRegionOrder() throws ReflectiveOperationException {
        assertEquals(List.of(
                "legs alarmed, weapon READY",
                "weapon alarmed, legs WALK",
                "WALK/AIM",
                "dropped 0",
                "refused a string"), drive("alarm"));
    }

    @Test
    void theLeadersOverloadsReadTheOtherRegion() throws ReflectiveOperationException {
        assertEquals(List.of(
                "AIM 2, READY 1, IDLE 3, region 2",
                "aiming x z",
                "handles of x and z",
                "regions 2, INFO regions 2"), drive("counts"));
    }

    @Test
    void theParallelTickTheTickInRegionsAndTheOneEntityMachineEqualTheSequentialTick()
            throws ReflectiveOperationException {
        List<String> sequential = drive("run", "sequential", 300, 40, 42L);
        // The scenario moves both regions of many soldiers: the comparison is of something.
        String last = sequential.get(39);
        assertTrue(last.contains("RUN/") && last.contains("/AIM") && last.contains("CROUCH/"), last);
        assertSame(sequential, drive("run", "parallel", 300, 40, 42L));
        assertSame(sequential, drive("run", "in regions", 300, 40, 42L));
        assertSame(sequential, drive("run", "one entity", 300, 40, 42L));
    }

    @Test
    void inIdModeTooTheBatchesAndTheOneEntityMachinesAgree() throws ReflectiveOperationException {
        List<String> sequential = call("test.regions.Drill", "run", "sequential", 200, 40, 7L);
        String last = sequential.get(39);
        assertTrue(last.contains("RUN/") && last.contains("/FIRE") && last.contains("/AIM"), last);
        assertSame(sequential, call("test.regions.Drill", "run", "parallel", 200, 40, 7L));
        assertTrue(sequential.get(40).startsWith("firing ") && sequential.get(40).endsWith(" true"), sequential.get(40));
        // The one-entity machines report no batch count; the rest is the same.
        List<String> batchWithoutCount = new java.util.ArrayList<>(sequential);
        batchWithoutCount.remove(40);
        assertSame(batchWithoutCount, call("test.regions.Drill", "run", "one entity", 200, 40, 7L));
    }

    /** The two traces are equal; else the first line where they differ, not both traces whole. */
    private static void assertSame(List<String> expected, List<String> actual) {
        for (int i = 0; i < Math.min(expected.size(), actual.size()); i++) {
            assertEquals(expected.get(i), actual.get(i), "line " + i + " of the trace");
        }
        assertEquals(expected.size(), actual.size(), "lines of the trace");
    }
}
