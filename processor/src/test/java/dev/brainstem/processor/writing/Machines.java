package dev.brainstem.processor.writing;

import java.util.LinkedHashMap;
import java.util.Map;

/** Sources of small machines that several tests compile. */
final class Machines {
    private Machines() {}

    /**
     * The sources ({@code qualified name, source} pairs) of each machine with golden files, by the folder of
     * its golden files under {@code src/test/resources/golden}.
     */
    static Map<String, String[]> golden() {
        Map<String, String[]> golden = new LinkedHashMap<>();
        golden.put("door", new String[] {"test.door.DoorState", DOOR_STATE, "test.door.Door", DOOR});
        golden.put("ids", new String[] {"test.ids.Light", LIGHT, "test.ids.Lights", LIGHTS});
        golden.put("sentry", new String[] {"test.sentry.SentryState", SENTRY_STATE, "test.sentry.Sentry", SENTRY});
        golden.put("posts", new String[] {"test.posts.PostState", POST_STATE, "test.posts.Posts", POSTS});
        golden.put("mail", new String[] {"test.mail.MinerState", MINER_STATE, "test.mail.Mail", MAIL,
                "test.mail.Miner", MINER});
        golden.put("birds", new String[] {"test.birds.Bird", BIRD, "test.birds.Birds", BIRDS});
        golden.put("ants", new String[] {"test.ants.AntState", ANT_STATE, "test.ants.Ant", ANT});
        golden.put("soldiers", new String[] {"test.soldiers.SoldierState", SOLDIER_STATE, "test.soldiers.Soldier",
                SOLDIER});
        golden.put("regions", new String[] {"test.regions.Legs", LEGS, "test.regions.Weapon", WEAPON,
                "test.regions.Soldier", REGION_SOLDIER});
        golden.put("timers", new String[] {"test.timers.WatchState", TIMED_WATCH_STATE, "test.timers.Watchman",
                WATCHMAN});
        golden.put("timedids", new String[] {"test.timedids.Lamp", TIMED_LAMP, "test.timedids.Lamps", TIMED_LAMPS});
        return golden;
    }

    static final String DOOR_STATE = """
            package test.door;

            import dev.brainstem.EntryPoint;
            import dev.brainstem.States;

            @States(initial = "CLOSED")
            public enum DoorState { CLOSED, OPENING, OPEN, CLOSING, @EntryPoint LOCKED }
            """;

    /** Object mode: shared handlers, an enter redirect, exits with and without an argument. */
    static final String DOOR = """
            package test.door;

            import dev.brainstem.OnEnter;
            import dev.brainstem.OnExit;
            import dev.brainstem.OnUpdate;
            import dev.brainstem.StateMachine;

            @StateMachine(DoorState.class)
            public class Door {
                float progress;
                boolean wanted;
                boolean locked;

                @OnUpdate(value = "CLOSED", to = "OPENING")
                DoorState closed() {
                    return wanted ? DoorState.OPENING : null;
                }

                @OnEnter({"OPENING", "CLOSING"})
                void resetProgress() {
                    progress = 0;
                }

                @OnUpdate(value = {"OPENING", "CLOSING"}, to = {"OPEN", "CLOSED"})
                DoorState move(float dt) {
                    progress += dt;
                    if (progress < 1) {
                        return null;
                    }
                    return wanted ? DoorState.OPEN : DoorState.CLOSED;
                }

                @OnUpdate(value = "OPEN", to = "CLOSING")
                DoorState open() {
                    return wanted ? null : DoorState.CLOSING;
                }

                @OnExit("OPEN")
                void leaveOpen(DoorState to) {
                    wanted = to == DoorState.CLOSING && wanted;
                }

                @OnEnter(value = "LOCKED", to = "CLOSED")
                DoorState lock(DoorState from) {
                    return locked ? null : DoorState.CLOSED;
                }

                @OnExit("LOCKED")
                void unlock() {
                    locked = false;
                }
            }
            """;

    static final String LIGHT = """
            package test.ids;

            import dev.brainstem.EntryPoint;
            import dev.brainstem.States;

            @States
            enum Light { OFF, ON, @EntryPoint BROKEN }
            """;

    /** Id mode, package-private, settling, at most 4 transitions per tick. */
    static final String LIGHTS = """
            package test.ids;

            import dev.brainstem.OnEnter;
            import dev.brainstem.OnExit;
            import dev.brainstem.OnUpdate;
            import dev.brainstem.StateMachine;

            @StateMachine(value = Light.class, settle = true, maxTransitionsPerTick = 4)
            class Lights {
                final float[] charge = new float[16];

                @OnUpdate(value = "OFF", to = "ON")
                Light off(int id, float dt) {
                    charge[id] += dt;
                    return charge[id] >= 1 ? Light.ON : null;
                }

                @OnUpdate(value = "ON", to = "OFF")
                Light on(int id, float dt) {
                    charge[id] -= dt;
                    return charge[id] <= 0 ? Light.OFF : null;
                }

                @OnEnter(value = "BROKEN", to = "OFF")
                Light broken(int id, Light from) {
                    charge[id] = 0;
                    return from == null ? null : Light.OFF;
                }

                @OnExit({"ON", "BROKEN"})
                void dim(int id) {
                    charge[id] = Math.min(charge[id], 1);
                }
            }
            """;

    static final String GUARD_STATE = """
            package test.guard;

            import dev.brainstem.EntryPoint;
            import dev.brainstem.States;

            @States(initial = "IDLE")
            public enum GuardState { IDLE, ALARM, PURSUIT, SEARCH, @EntryPoint STUNNED }
            """;

    /** The design's Guard. */
    static final String GUARD = """
            package test.guard;

            import dev.brainstem.OnEnter;
            import dev.brainstem.OnExit;
            import dev.brainstem.OnUpdate;
            import dev.brainstem.StateMachine;

            @StateMachine(GuardState.class)
            public class Guard {
                float timer, x;
                boolean seesPlayer;

                @OnUpdate(value = "IDLE", to = "ALARM")
                GuardState idle() { return seesPlayer ? GuardState.ALARM : null; }

                @OnEnter({"ALARM", "SEARCH", "STUNNED"})
                void resetTimer() { timer = 0; }

                @OnUpdate(value = "ALARM", to = "PURSUIT")
                GuardState alarm(float dt) { timer += dt; return timer >= 0.25f ? GuardState.PURSUIT : GuardState.ALARM; }

                @OnUpdate(value = "PURSUIT", to = "SEARCH")
                GuardState pursue(float dt) { x += 3 * dt; return x >= 1 ? GuardState.SEARCH : null; }

                @OnUpdate(value = {"SEARCH", "STUNNED"}, to = "IDLE")
                GuardState linger(float dt) { timer += dt; return timer >= 0.5f ? GuardState.IDLE : null; }

                @OnExit("SEARCH")
                void forget(GuardState next) { x = 0; }
            }
            """;

    /** The benchmark's four-state guard: IDLE, ALARM, PURSUIT, SEARCH; every handler in id mode. */
    static final String WATCH_STATE = """
            package test.watch;

            import dev.brainstem.States;

            @States
            public enum WatchState { IDLE, ALARM, PURSUIT, SEARCH }
            """;

    static final String WATCHES = """
            package test.watch;

            import dev.brainstem.OnEnter;
            import dev.brainstem.OnUpdate;
            import dev.brainstem.StateMachine;

            @StateMachine(WatchState.class)
            public final class Watches {
                final int[] seed = new int[1024];
                final float[] timer = new float[1024];
                final float[] x = new float[1024];

                @OnUpdate(value = "IDLE", to = "ALARM")
                WatchState idle(int id) {
                    int s = seed[id];
                    s ^= s << 13;
                    s ^= s >>> 17;
                    s ^= s << 5;
                    seed[id] = s;
                    return (s & 63) == 0 ? WatchState.ALARM : null;
                }

                @OnEnter({"ALARM", "SEARCH"})
                void reset(int id) { timer[id] = 0; }

                @OnUpdate(value = "ALARM", to = "PURSUIT")
                WatchState alarm(int id, float dt) {
                    timer[id] += dt;
                    return timer[id] >= 0.25f ? WatchState.PURSUIT : null;
                }

                @OnUpdate(value = "PURSUIT", to = "SEARCH")
                WatchState pursue(int id, float dt) {
                    x[id] += 3 * dt;
                    return x[id] >= 1 ? WatchState.SEARCH : null;
                }

                @OnUpdate(value = "SEARCH", to = "IDLE")
                WatchState search(int id, float dt) {
                    timer[id] += dt;
                    return timer[id] >= 0.5f ? WatchState.IDLE : null;
                }
            }
            """;

    /** Object mode with the wave-2 decision: a nested group with enter, exit and update, guards, time in state. */
    static final String SENTRY_STATE = """
            package test.sentry;

            import dev.brainstem.EntryPoint;
            import dev.brainstem.StateGroup;
            import dev.brainstem.States;

            @States(initial = "IDLE")
            @StateGroup(name = "AGGRO", states = "ALARM", groups = "HUNT")
            @StateGroup(name = "HUNT", states = {"PURSUIT", "SEARCH"})
            public enum SentryState { IDLE, ALARM, PURSUIT, SEARCH, @EntryPoint STUNNED }
            """;

    static final String SENTRY = """
            package test.sentry;

            import dev.brainstem.Current;
            import dev.brainstem.OnEnter;
            import dev.brainstem.OnExit;
            import dev.brainstem.OnUpdate;
            import dev.brainstem.StateMachine;
            import dev.brainstem.TimeInState;
            import dev.brainstem.Transition;

            @StateMachine(SentryState.class)
            public class Sentry {
                boolean seesPlayer;
                boolean music;
                float distance;

                @Transition(from = "IDLE", to = "ALARM")
                boolean spotted() {
                    return seesPlayer;
                }

                @Transition(from = "ALARM", to = "PURSUIT")
                boolean alarmOver(@TimeInState float t) {
                    return t >= 0.25f;
                }

                @Transition(from = "HUNT", to = "SEARCH")
                boolean lostSight() {
                    return !seesPlayer;
                }

                @OnUpdate(value = "AGGRO", to = "IDLE")
                SentryState giveUp(@TimeInState float t) {
                    return distance > 50 ? SentryState.IDLE : null;
                }

                @OnUpdate(value = "PURSUIT")
                void chase(float dt) {
                    distance -= 3 * dt;
                }

                @OnEnter("AGGRO")
                void startMusic() {
                    music = true;
                }

                @OnExit("AGGRO")
                void stopMusic() {
                    music = false;
                }

                @OnEnter({"SEARCH", "STUNNED"})
                void say(@Current SentryState state) {
                    seesPlayer = state == SentryState.SEARCH && seesPlayer;
                }

                @OnUpdate(value = "STUNNED", to = "IDLE")
                SentryState dazed(@TimeInState float t) {
                    return t > 2 ? SentryState.IDLE : null;
                }
            }
            """;

    /** Messages, object mode: own, group and any-state handlers, a subtype, an interface, a returned state. */
    static final String MINER_STATE = """
            package test.mail;

            import dev.brainstem.StateGroup;
            import dev.brainstem.States;

            @States(initial = "HOME")
            @StateGroup(name = "OUT", states = {"MINE", "BANK"})
            public enum MinerState { HOME, MINE, BANK, SALOON }
            """;

    static final String MAIL = """
            package test.mail;

            public final class Mail {
                private Mail() { }

                public static class Noise { }

                public static class Shout extends Noise { }

                public interface Greeting { }

                public record Stew(int bowls) implements Greeting { }
            }
            """;

    static final String MINER = """
            package test.mail;

            import dev.brainstem.Current;
            import dev.brainstem.OnMessage;
            import dev.brainstem.OnUpdate;
            import dev.brainstem.StateMachine;
            import test.mail.Mail.Greeting;
            import test.mail.Mail.Noise;
            import test.mail.Mail.Shout;
            import test.mail.Mail.Stew;

            @StateMachine(MinerState.class)
            public class Miner {
                int gold;
                int heard;

                @OnUpdate(value = "HOME", to = "MINE")
                MinerState rested() {
                    return MinerState.MINE;
                }

                @OnUpdate(value = "MINE", to = "BANK")
                MinerState dig() {
                    return ++gold >= 3 ? MinerState.BANK : null;
                }

                @OnUpdate(value = {"BANK", "SALOON"}, to = "HOME")
                MinerState walk() {
                    return MinerState.HOME;
                }

                @OnMessage(value = "OUT", to = "HOME")
                MinerState called(Shout shout) {
                    return MinerState.HOME;
                }

                @OnMessage(value = "HOME", to = "SALOON")
                MinerState stew(Stew stew) {
                    return stew.bowls() > 0 ? MinerState.SALOON : null;
                }

                @OnMessage("HOME")
                void greeted(Greeting greeting, @Current MinerState state) {
                    heard++;
                }

                @OnMessage
                void noise(Noise noise) {
                    heard++;
                }
            }
            """;

    /** Messages, id mode, with time in state and an Object handler that takes everything in one state. */
    static final String BIRD = """
            package test.birds;

            import dev.brainstem.States;

            @States
            public enum Bird { PERCHED, FLYING }
            """;

    static final String BIRDS = """
            package test.birds;

            import dev.brainstem.OnMessage;
            import dev.brainstem.OnUpdate;
            import dev.brainstem.StateMachine;
            import dev.brainstem.TimeInState;

            @StateMachine(Bird.class)
            public class Birds {
                int[] seen = new int[8];

                @OnUpdate(value = "FLYING", to = "PERCHED")
                Bird land(int id, @TimeInState float t) {
                    return t > 1 ? Bird.PERCHED : null;
                }

                @OnMessage(value = "PERCHED", to = "FLYING")
                Bird startled(int id, String shout) {
                    return Bird.FLYING;
                }

                @OnMessage("FLYING")
                void anything(int id, Object message, @TimeInState float t) {
                    seen[id]++;
                }
            }
            """;

    /** Id mode with a group, guards (one from the group that holds its target), @Current and time in state. */
    static final String POST_STATE = """
            package test.posts;

            import dev.brainstem.StateGroup;
            import dev.brainstem.States;

            @States
            @StateGroup(name = "ACTIVE", states = {"PATROL", "ALERT"})
            enum PostState { ASLEEP, PATROL, ALERT }
            """;

    static final String POSTS = """
            package test.posts;

            import dev.brainstem.Current;
            import dev.brainstem.OnEnter;
            import dev.brainstem.OnExit;
            import dev.brainstem.OnUpdate;
            import dev.brainstem.StateMachine;
            import dev.brainstem.TimeInState;
            import dev.brainstem.Transition;

            @StateMachine(value = PostState.class, settle = true)
            class Posts {
                final boolean[] noise = new boolean[64];
                final float[] fatigue = new float[64];
                int awake;

                @Transition(from = "ASLEEP", to = "PATROL")
                boolean rested(int id, @TimeInState float t) {
                    return t > 8;
                }

                @Transition(from = "ACTIVE", to = "ALERT")
                boolean heard(int id) {
                    return noise[id];
                }

                @Transition(from = "ACTIVE", to = "ASLEEP")
                boolean tired(int id, @Current PostState state) {
                    return fatigue[id] > (state == PostState.ALERT ? 20 : 10);
                }

                @OnUpdate("ACTIVE")
                void tire(int id, float dt) {
                    fatigue[id] += dt;
                }

                @OnEnter("ACTIVE")
                void wake(int id) {
                    awake++;
                }

                @OnExit("ACTIVE")
                void sleep(int id) {
                    awake--;
                    fatigue[id] = 0;
                }

                @OnUpdate(value = "ALERT", to = "PATROL")
                PostState calm(int id, @TimeInState float t) {
                    return !noise[id] && t > 1 ? PostState.PATROL : null;
                }
            }
            """;

    /** Object mode with interrupts: a guard into one, an entry-point interrupt, a @Back from both. */
    static final String ANT_STATE = """
            package test.ants;

            import dev.brainstem.Back;
            import dev.brainstem.EntryPoint;
            import dev.brainstem.Interrupt;
            import dev.brainstem.States;

            @States(initial = "FIND_LEAF")
            public enum AntState { FIND_LEAF, GO_HOME, @Interrupt RUN_AWAY, @EntryPoint @Interrupt SQUASHED, @Back RESUME }
            """;

    static final String ANT = """
            package test.ants;

            import dev.brainstem.OnEnter;
            import dev.brainstem.OnUpdate;
            import dev.brainstem.StateMachine;
            import dev.brainstem.TimeInState;
            import dev.brainstem.Transition;

            @StateMachine(AntState.class)
            public class Ant {
                float mouseDistance = 100;
                boolean hasLeaf;

                @Transition(from = {"FIND_LEAF", "GO_HOME"}, to = "RUN_AWAY")
                boolean mouseNear() {
                    return mouseDistance < 10;
                }

                @OnUpdate(value = "FIND_LEAF", to = "GO_HOME")
                AntState findLeaf() {
                    return hasLeaf ? AntState.GO_HOME : null;
                }

                @OnUpdate(value = "GO_HOME", to = "FIND_LEAF")
                AntState goHome() {
                    return hasLeaf ? null : AntState.FIND_LEAF;
                }

                @OnUpdate(value = {"RUN_AWAY", "SQUASHED"}, to = "RESUME")
                AntState recover(@TimeInState float t) {
                    return t > 1 ? AntState.RESUME : null;
                }

                @OnEnter("RUN_AWAY")
                void flee(AntState from) {
                }
            }
            """;

    static final String SOLDIER_STATE = """
            package test.soldiers;

            import dev.brainstem.EntryPoint;
            import dev.brainstem.History;
            import dev.brainstem.Interrupt;
            import dev.brainstem.Back;
            import dev.brainstem.StateGroup;
            import dev.brainstem.States;

            @States(initial = "PATROL")
            @StateGroup(name = "COMBAT", initial = "ARMED", history = History.DEEP, states = "TAKE_COVER",
                    groups = "ARMED")
            @StateGroup(name = "ARMED", initial = "AIM", history = History.SHALLOW, states = {"AIM", "FIRE"},
                    groups = "RELOADING")
            @StateGroup(name = "RELOADING", initial = "SWAP", states = {"SWAP", "CHAMBER"})
            public enum SoldierState {
                PATROL, TAKE_COVER, AIM, FIRE, SWAP, CHAMBER, @Interrupt STUNNED, @Back RESUME,
                @EntryPoint COMBAT, ARMED, RELOADING
            }
            """;

    static final String SOLDIER = """
            package test.soldiers;

            import dev.brainstem.OnEnter;
            import dev.brainstem.OnExit;
            import dev.brainstem.OnUpdate;
            import dev.brainstem.StateMachine;
            import dev.brainstem.TimeInState;
            import dev.brainstem.Transition;

            @StateMachine(SoldierState.class)
            public class Soldier {
                boolean enemySeen;
                boolean underFire;
                int ammo = 3;
                boolean stunned;

                @Transition(from = "PATROL", to = "COMBAT")
                boolean spotted() {
                    return enemySeen;
                }

                @Transition(from = "COMBAT", to = "PATROL")
                boolean calm() {
                    return !enemySeen;
                }

                @Transition(from = "ARMED", to = "TAKE_COVER")
                boolean takeCover() {
                    return underFire;
                }

                @OnUpdate(value = "TAKE_COVER", to = "ARMED")
                SoldierState peek() {
                    return underFire ? null : SoldierState.ARMED;
                }

                @OnUpdate(value = "AIM", to = "FIRE")
                SoldierState aim(@TimeInState float t) {
                    return t > 0.5f ? SoldierState.FIRE : null;
                }

                @OnUpdate(value = "FIRE", to = {"AIM", "RELOADING"})
                SoldierState fire() {
                    return --ammo > 0 ? SoldierState.AIM : SoldierState.RELOADING;
                }

                @OnUpdate(value = "SWAP", to = "CHAMBER")
                SoldierState swap() {
                    return SoldierState.CHAMBER;
                }

                @OnUpdate(value = "CHAMBER", to = "AIM")
                SoldierState chamber() {
                    ammo = 3;
                    return SoldierState.AIM;
                }

                @Transition(from = {"PATROL", "COMBAT"}, to = "STUNNED")
                boolean hit() {
                    return stunned;
                }

                @OnUpdate(value = "STUNNED", to = "RESUME")
                SoldierState dazed(@TimeInState float t) {
                    return t > 1 ? SoldierState.RESUME : null;
                }

                @OnEnter("COMBAT")
                void draw() {
                }

                @OnExit("COMBAT")
                void holster() {
                }
            }
            """;

    /** A two-region machine's first region: the legs. */
    static final String LEGS = """
            package test.regions;

            import dev.brainstem.*;

            @States
            public enum Legs { IDLE, WALK, RUN, @EntryPoint CROUCH }
            """;

    /** Its second region: the weapon, with a group. */
    static final String WEAPON = """
            package test.regions;

            import dev.brainstem.*;

            @States
            @StateGroup(name = "ARMED", states = {"AIM", "FIRE"})
            public enum Weapon { READY, AIM, FIRE, @EntryPoint RELOAD }
            """;

    /**
     * A soldier whose legs and weapon are regions: each region's handlers, guards and messages, and handlers
     * of each that read the other's state ({@code @Current}); an alarm both regions take.
     */
    static final String REGION_SOLDIER = """
            package test.regions;

            import dev.brainstem.*;
            import java.util.ArrayList;
            import java.util.List;

            @StateMachine(value = Legs.class, regions = {Weapon.class})
            public class Soldier {
                public static final class Alarm { }

                public final String name;
                public boolean moving, enemy;
                public int ammo = 2;
                public final List<String> log = new ArrayList<String>();

                public Soldier(String name) {
                    this.name = name;
                }

                @Transition(from = "IDLE", to = "WALK")
                boolean go() { return moving; }

                @Transition(from = "WALK", to = "RUN")
                boolean hurry(@Current Weapon weapon) { return weapon == Weapon.FIRE; }

                @OnUpdate(value = {"WALK", "RUN"}, to = "IDLE")
                Legs stop(float dt) { return moving ? null : Legs.IDLE; }

                @OnUpdate(value = "CROUCH", to = "IDLE")
                Legs standUp(@TimeInState float time) { return time >= 1f ? Legs.IDLE : null; }

                @OnEnter("IDLE")
                void rest(@Current Weapon weapon) { log.add("legs IDLE, weapon " + weapon); }

                @OnMessage(value = "IDLE", to = "WALK")
                Legs alarmed(Alarm alarm, @Current Weapon weapon) {
                    log.add("legs alarmed, weapon " + weapon);
                    return Legs.WALK;
                }

                @OnEnter("READY")
                void ready(@Current Legs legs) { log.add("weapon READY, legs " + legs); }

                @Transition(from = "READY", to = "AIM")
                boolean spot() { return enemy; }

                @OnUpdate(value = "AIM", to = "FIRE")
                Weapon aim(@Current Legs legs) { return legs == Legs.CROUCH || legs == Legs.IDLE ? Weapon.FIRE : null; }

                @OnUpdate(value = "FIRE", to = {"READY", "RELOAD"})
                Weapon fire() { return --ammo > 0 ? (enemy ? null : Weapon.READY) : Weapon.RELOAD; }

                @OnExit("ARMED")
                void lower(@Current Legs legs) { log.add("weapon lowered, legs " + legs); }

                @OnUpdate(value = "RELOAD", to = "READY")
                Weapon reload() {
                    ammo = 2;
                    return Weapon.READY;
                }

                @OnMessage(value = "READY", to = "AIM")
                Weapon alarmedWeapon(Alarm alarm, @Current Legs legs) {
                    log.add("weapon alarmed, legs " + legs);
                    return Weapon.AIM;
                }

                @Override
                public String toString() {
                    return name;
                }
            }
            """;

    /**
     * A night watchman with timers and time slicing: a constant timer on a sleeping state (STUNNED), a
     * per-entity one on another (IDLE), a group's timer (ALERT's) beside a guard (SEARCH, with a second,
     * per-entity timer) and an update (CHASE), and a sliced state (PATROL, every 4) with a guard and a timer.
     */
    static final String TIMED_WATCH_STATE = """
            package test.timers;

            import dev.brainstem.EntryPoint;
            import dev.brainstem.StateGroup;
            import dev.brainstem.States;

            @States
            @StateGroup(name = "ALERT", states = {"SEARCH", "CHASE"})
            public enum WatchState { IDLE, PATROL, SEARCH, CHASE, @EntryPoint STUNNED }
            """;

    static final String WATCHMAN = """
            package test.timers;

            import dev.brainstem.*;

            @StateMachine(WatchState.class)
            @After(value = "STUNNED", seconds = 1.5f, to = "IDLE")
            @After(value = "IDLE", delay = "patience", to = "PATROL")
            @After(value = "PATROL", seconds = 30f, to = "IDLE")
            @After(value = "ALERT", seconds = 10f, to = "IDLE")
            @After(value = "SEARCH", delay = "focus", to = "PATROL")
            public class Watchman {
                boolean seesThief;
                float walked, stamina = 3f;

                float patience() { return 2f + stamina; }

                float focus() { return stamina; }

                @OnEnter("STUNNED")
                void dazed() { stamina -= 1f; }

                @OnUpdate(value = "PATROL", every = 4)
                void patrol(float dt) { walked += dt; }

                @Transition(from = "PATROL", to = "CHASE")
                boolean spotted() { return seesThief; }

                @Transition(from = "SEARCH", to = "CHASE")
                boolean found() { return seesThief; }

                @OnUpdate(value = "CHASE", to = "SEARCH")
                WatchState chase(float dt) { return seesThief ? null : WatchState.SEARCH; }
            }
            """;

    /** Lamps of one system (id mode) that switch themselves off after a per-lamp delay, and flicker, sliced. */
    static final String TIMED_LAMP = """
            package test.timedids;

            import dev.brainstem.States;

            @States
            public enum Lamp { OFF, ON, FLICKER }
            """;

    static final String TIMED_LAMPS = """
            package test.timedids;

            import dev.brainstem.*;

            @StateMachine(Lamp.class)
            @After(value = "ON", delay = "burn", to = "OFF")
            @After(value = "FLICKER", seconds = 0.25f, to = "ON")
            class Lamps {
                float[] burn = new float[16];
                float[] power = new float[16];

                float burn(int id) { return burn[id]; }

                @OnUpdate(value = "OFF", to = "ON", every = 8)
                Lamp off(int id, float dt) { return power[id] > 0f ? Lamp.ON : null; }

                @Transition(from = "ON", to = "FLICKER")
                boolean brownOut(int id) { return power[id] < 0.5f; }
            }
            """;
}
