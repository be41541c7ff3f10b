package dev.brainstem.devtools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@link HotReloadIT}'s live edits in every way a machine runs: an id-mode batch, an object-mode batch,
 * a parallel tick (chunks on a pool, the thresholds set low in the child) and one-entity machines
 * ({@code MonsterFsm}, whose code changes at its next {@code update}). Each edit must show at the first
 * tick after the agent's "staged" line, and every entity must keep its state, previous state, stack,
 * time in state and queued messages: after the body edit the game's digests equal, field for field but
 * the edited one, those of a control run of the unedited classes in this JVM, and after each later edit
 * every entity the edit does not concern carries on exactly.
 */
class HotReloadModesIT {
    private static final float DT = 0.25f;
    /** Entities per game: x starts at (i % 10) * 0.3, so some are always about to cross. */
    private static final int ENTITIES = 40;

    private static final String STATE = """
            package game;

            import dev.brainstem.Back;
            import dev.brainstem.Interrupt;
            import dev.brainstem.StateGroup;
            import dev.brainstem.States;

            @States(initial = "IDLE")
            @StateGroup(name = "HOSTILE", states = {"CHASE", "ATTACK"})
            @StateGroup(name = "CALM", states = {"IDLE"})
            public enum MonsterState { IDLE, CHASE, ATTACK, @Interrupt STUNNED, @Back RESUME }
            """;

    /** Two guards from CHASE, both true past x = 3: the first declared wins. */
    private static final String LOST = """
                @Transition(from = "CHASE", to = "IDLE")
                boolean lost($ID0) {
                    return $X > 3;
                }
            """;
    private static final String REACHED = """
                @Transition(from = "CHASE", to = "ATTACK")
                boolean reached($ID0) {
                    return $X > 3;
                }
            """;

    /** The machine; $-words are filled for object mode (fields) or id mode (arrays indexed by the id). */
    private static final String MONSTER = """
            package game;

            import dev.brainstem.OnMessage;
            import dev.brainstem.OnUpdate;
            import dev.brainstem.StateMachine;
            import dev.brainstem.TimeInState;
            import dev.brainstem.Transition;

            @StateMachine(MonsterState.class)
            public final class Monster {
                $FIELDS

                // ATTACK stays reachable when the guards no longer lead there.
                @OnUpdate(value = "IDLE", to = {"CHASE", "ATTACK"})
                MonsterState idle($ID float dt) {
                    if ($X > 3) {
                        $X = 0;
                    }
                    $X += dt;
                    return $X > 1 ? MonsterState.CHASE : null;
                }

                @OnUpdate("CHASE")
                void chase($ID float dt) {
                    $X += 2 * dt;
                }

                @OnUpdate(value = "ATTACK", to = "IDLE")
                MonsterState attack($ID float dt) {
                    $X = 0;
                    return MonsterState.IDLE;
                }

            $GUARDS
                @OnMessage(value = "HOSTILE", to = "STUNNED")
                MonsterState stun($ID String why) {
                    $MAIL += 1;
                    return MonsterState.STUNNED;
                }

                @OnUpdate(value = "STUNNED", to = "RESUME")
                MonsterState dazed($ID @TimeInState float t) {
                    return t > 1.6f ? MonsterState.RESUME : null;
                }
            }
            """;

    /**
     * The game: {@code new Driver(mode, n)} and {@code run(command)}, from stdin in the child and by
     * reflection for the control. "tick" ticks (or updates every one-entity machine) and prints each
     * entity as state/previous/stack/time in state/x/chased/mail; "send i delay" sends entity i a message;
     * "info" prints the current description's edges and groups; "pool" how many threads the pool started.
     */
    private static final String DRIVER = """
            package game;

            import dev.brainstem.runtime.MachineInfo;
            import java.io.BufferedReader;
            import java.io.InputStreamReader;
            import java.util.List;
            import java.util.concurrent.ForkJoinPool;

            public final class Driver {
                private final MonsterBatch batch;
                private final long[] handles;
                private final MonsterFsm[] fsms;
                private final ForkJoinPool pool;
                $DRIVER_FIELDS

                public Driver(String mode, int n) {
                    handles = new long[n];
                    fsms = new MonsterFsm[n];
                    pool = mode.equals("parallel") ? new ForkJoinPool(2) : null;
                    $CREATE
                }

                public String run(String command) {
                    String[] words = command.split(" ");
                    if (words[0].equals("send")) {
                        int i = Integer.parseInt(words[1]);
                        float delay = Float.parseFloat(words[2]);
                        if (batch == null) {
                            fsms[i].send("stun", delay);
                        } else {
                            batch.send(handles[i], "stun", delay);
                        }
                        return "sent";
                    }
                    if (words[0].equals("pool")) {
                        return "pool: " + (pool == null ? 0 : pool.getPoolSize());
                    }
                    if (words[0].equals("info")) {
                        MachineInfo info = batch == null ? dev.brainstem.devtools.Devtools.info(Monster.class) : batch.info();
                        StringBuilder line = new StringBuilder("info: initial=" + info.initial());
                        for (MachineInfo.Edge edge : info.edges()) {
                            line.append(' ').append(edge.from()).append("->").append(edge.to())
                                    .append(edge.label() == null ? "" : "(" + edge.label() + ")");
                        }
                        for (MachineInfo.Group group : info.groups()) {
                            line.append(' ').append(group.name()).append('=').append(String.join("+", group.states()));
                        }
                        return line.toString();
                    }
                    if (batch == null) {
                        for (MonsterFsm fsm : fsms) {
                            fsm.update($DT);
                        }
                    } else if (pool != null) {
                        batch.tick($DT, pool);
                    } else {
                        batch.tick($DT);
                    }
                    StringBuilder digest = new StringBuilder("tick:");
                    for (int i = 0; i < handles.length; i++) {
                        if (batch == null) {
                            MonsterFsm fsm = fsms[i];
                            digest.append(' ').append(fsm.state()).append('/').append(fsm.previous()).append('/')
                                    .append(stack(fsm.stack())).append('/').append(fsm.timeInState());
                        } else {
                            digest.append(' ').append(batch.stateOf(handles[i])).append('/').append(batch.previousOf(handles[i]))
                                    .append('/').append(stack(batch.stackOf(handles[i]))).append('/').append(batch.timeInState(handles[i]));
                        }
                        digest.append('/').append($EX).append('/').append($ECHASED).append('/').append($EMAIL);
                    }
                    return digest.toString();
                }

                private static String stack(List<MonsterState> stack) {
                    StringBuilder text = new StringBuilder("[");
                    for (MonsterState state : stack) {
                        text.append(text.length() == 1 ? "" : "+").append(state);
                    }
                    return text.append(']').toString();
                }

                public static void main(String[] args) throws Exception {
                    Driver driver = new Driver(args[0], Integer.parseInt(args[1]));
                    System.out.println("ready");
                    BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
                    for (String line = in.readLine(); line != null && !line.equals("quit"); line = in.readLine()) {
                        System.out.println(driver.run(line));
                    }
                    if (driver.pool != null) {
                        driver.pool.shutdown();
                    }
                }
            }
            """;

    @TempDir
    Path dir;
    private int builds;

    /** The sources of the game in {@code mode}: id mode for "id", object mode otherwise; its driver takes the mode and a count. */
    static Map<String, String> game(String mode) {
        boolean ids = mode.equals("id");
        String monster = MONSTER.replace("$GUARDS", LOST + "\n" + REACHED)
                .replace("$FIELDS", ids
                        ? "final float[] x = new float[" + ENTITIES + "];\n    final int[] chased = new int[" + ENTITIES
                                + "];\n    final int[] mail = new int[" + ENTITIES + "];"
                        : "float x;\n    int chased;\n    int mail;");
        monster = fill(monster, ids);
        String driver = DRIVER.replace("$DT", DT + "f")
                .replace("$DRIVER_FIELDS", ids ? "private final Monster system = new Monster();" : "private final Monster[] monsters;")
                .replace("$CREATE", ids ? """
                        batch = new MonsterBatch(system);
                                for (int i = 0; i < n; i++) {
                                    system.x[i] = (i % 10) * 0.3f;
                                    handles[i] = batch.add(i);
                                }"""
                        : """
                        batch = mode.equals("fsm") ? null : new MonsterBatch();
                                monsters = new Monster[n];
                                for (int i = 0; i < n; i++) {
                                    monsters[i] = new Monster();
                                    monsters[i].x = (i % 10) * 0.3f;
                                    if (batch == null) {
                                        fsms[i] = MonsterFsm.start(monsters[i]);
                                    } else {
                                        handles[i] = batch.add(monsters[i]);
                                    }
                                }""")
                .replace("$EX", ids ? "system.x[i]" : "monsters[i].x")
                .replace("$ECHASED", ids ? "system.chased[i]" : "monsters[i].chased")
                .replace("$EMAIL", ids ? "system.mail[i]" : "monsters[i].mail");
        Map<String, String> sources = new LinkedHashMap<>();
        sources.put(MonsterSources.STATE, STATE);
        sources.put(MonsterSources.MONSTER, monster);
        sources.put("game/Driver.java", driver);
        return sources;
    }

    static Map<String, String> edit(Map<String, String> sources, String mode, String from, String to) {
        boolean ids = mode.equals("id");
        return MonsterSources.edit(sources, MonsterSources.MONSTER, fill(from, ids), fill(to, ids));
    }

    /** The machine's text with its $-words for id mode (arrays indexed by the id) or object mode (fields). */
    private static String fill(String text, boolean ids) {
        return text.replace("$ID0", ids ? "int id" : "").replace("$ID", ids ? "int id," : "")
                .replace("$X", ids ? "x[id]" : "x").replace("$MAIL", ids ? "mail[id]" : "mail")
                .replace("$CHASED", ids ? "chased[id]" : "chased");
    }

    /** Compiles into {@code output}, as a build does. */
    private void build(Map<String, String> sources, Path output) {
        StringWriter diagnostics = new StringWriter();
        assertTrue(Compiler.run(dir.resolve("build" + builds++), sources, diagnostics, output), "it builds:\n" + diagnostics);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"id", "object", "parallel", "fsm"})
    void liveEditsApplyAtTheNextTickAndEveryEntityKeepsWhatItHas(String mode) throws Exception {
        Map<String, String> sources = game(mode);
        Path classes = dir.resolve("classes");
        build(sources, classes);
        build(sources, dir.resolve("control"));
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-javaagent:" + System.getProperty("brainstem.devtoolsJar") + "=watch=" + classes + ",quiet=250,verbose"));
        if (mode.equals("parallel")) {
            command.addAll(List.of("-Dbrainstem.parallel.minEntities=16", "-Dbrainstem.parallel.minChunk=4"));
        }
        command.addAll(List.of("-cp", classes + File.pathSeparator + System.getProperty("brainstem.runtimeJar"), "game.Driver",
                mode, String.valueOf(ENTITIES)));
        Process child = new ProcessBuilder(command).start();
        try (URLClassLoader loader = new URLClassLoader(new URL[] {dir.resolve("control").toUri().toURL()}, getClass().getClassLoader());
                PrintWriter commands = new PrintWriter(child.getOutputStream(), true, StandardCharsets.UTF_8)) {
            Game game = new Game(child, commands);
            Class<?> driver = loader.loadClass("game.Driver");
            Object control = driver.getConstructor(String.class, int.class).newInstance(mode, ENTITIES);
            Method run = driver.getMethod("run", String.class);
            game.awaitOut("ready"::equals, "the game starts");
            game.awaitErr(line -> line.startsWith("[brainstem] hot reload: watching"), "the agent starts");

            // Before any edit: a chaser stunned now (its stack holds CHASE), a message due after the
            // reload, and one to an IDLE monster, which no handler of IDLE takes.
            String[] now = null;
            for (int tick = 0; tick < 3; tick++) {
                now = game.tick();
                assertEquals(String.join(" ", now), ((String) run.invoke(control, "tick")).substring(6));
            }
            if (mode.equals("parallel")) {
                commands.println("pool");
                String pool = game.awaitOut(line -> line.startsWith("pool: "), "the pool");
                assertTrue(Integer.parseInt(pool.substring(6)) > 0, "chunks ran on the pool");
            }
            int stunned = first(now, "CHASE", -1);
            int idle = first(now, "IDLE", -1);
            int later = delivered(driver, mode, stunned, idle);
            for (String send : List.of("send " + stunned + " 0", "send " + idle + " 0", "send " + later + " 1.5")) {
                game.send(send);
                run.invoke(control, send);
            }
            now = game.tick();
            assertEquals(String.join(" ", now), ((String) run.invoke(control, "tick")).substring(6));
            assertEquals("STUNNED/CHASE/[CHASE]", head(now[stunned], 3), "an interrupt pushed the chaser");
            assertEquals("IDLE", field(now[idle], 0));
            assertEquals(0, mail(now[idle]), "IDLE takes no message yet");

            // A handler body: chasers count from the first tick after the stage; in all else the game
            // runs on as the unedited control does, stack, times and the queued message included.
            sources = edit(sources, mode, "$X += 2 * dt;", "$X += 2 * dt;\n        $CHASED += 1;");
            build(sources, classes);
            game.awaitErr(line -> line.contains("Monster: staged"), "the agent stages the body edit");
            String[] before = now;
            boolean resumed = false;
            for (int tick = 0; tick < 10; tick++) {
                String was = now[stunned];
                now = game.tick();
                resumed |= was.startsWith("STUNNED/") && now[stunned].startsWith("CHASE/") && now[stunned].contains("/[]/");
                String[] expected = ((String) run.invoke(control, "tick")).substring(6).split(" ");
                for (int i = 0; i < now.length; i++) {
                    assertEquals(withoutChased(expected[i]), withoutChased(now[i]), "entity " + i + " at tick " + tick);
                }
                if (tick == 0) {
                    game.awaitErr(line -> line.contains("Monster: reloaded"), "the reload is said");
                    for (int i = 0; i < now.length; i++) {
                        boolean chased = before[i].startsWith("CHASE/") && x(before[i]) <= 3;
                        assertEquals(chased ? 1 : 0, chased(now[i]), "the new body ran at once, for chasers only: " + now[i]);
                    }
                }
            }
            assertTrue(resumed, "the stunned chaser went back to CHASE through its stack");
            assertEquals(1, mail(now[later]), "the message queued before the reload arrived after it");

            // The guards' order: the first crosser after the swap attacks instead of giving up.
            String info = game.info();
            assertTrue(info.contains(" CHASE->IDLE(lost)") && info.contains(" CHASE->ATTACK(reached)"), info);
            before = untilCrossing(game);
            sources = edit(sources, mode, LOST + "\n" + REACHED, REACHED + "\n" + LOST);
            build(sources, classes);
            now = reloadTick(game);
            for (int i : crossers(before)) {
                assertEquals("ATTACK/CHASE", head(now[i], 2), "the guard declared first now wins");
            }
            kept(before, now, crossers(before));

            // A guard's to: reached now gives up too, and the description says so.
            before = untilCrossing(game);
            sources = edit(sources, mode, "@Transition(from = \"CHASE\", to = \"ATTACK\")", "@Transition(from = \"CHASE\", to = \"IDLE\")");
            build(sources, classes);
            now = reloadTick(game);
            for (int i : crossers(before)) {
                assertEquals("IDLE/CHASE", head(now[i], 2), "the guard's new to");
            }
            kept(before, now, crossers(before));
            info = game.info();
            assertTrue(info.contains(" CHASE->IDLE(reached)") && !info.contains("CHASE->ATTACK"), info);

            // A message handler's states: CALM instead of HOSTILE, for a message sent after the stage.
            sources = edit(sources, mode, "@OnMessage(value = \"HOSTILE\"", "@OnMessage(value = \"CALM\"");
            build(sources, classes);
            game.awaitErr(line -> line.contains("Monster: staged"), "the agent stages the message edit");
            before = game.last;
            int calm = first(before, "IDLE", -1);
            int hostile = first(before, "CHASE", -1);
            game.send("send " + calm + " 0");
            game.send("send " + hostile + " 0");
            now = game.tick();
            game.awaitErr(line -> line.contains("Monster: reloaded"), "the reload is said");
            assertEquals("STUNNED/IDLE/[IDLE]", head(now[calm], 3), "an IDLE monster takes it now");
            assertEquals(mail(before[calm]) + 1, mail(now[calm]));
            assertEquals(mail(before[hostile]), mail(now[hostile]), "a chaser no longer does: " + now[hostile]);
            assertFalse(now[hostile].startsWith("STUNNED/"), now[hostile]);
            kept(before, now, List.of(calm, hostile));
            info = game.info();
            assertTrue(info.contains(" IDLE->STUNNED(String)") && !info.contains(" CHASE->STUNNED"), info);

            // A group's members: CHASE moves to CALM, so a chaser takes the message again.
            sources = MonsterSources.edit(sources, MonsterSources.STATE, "name = \"HOSTILE\", states = {\"CHASE\", \"ATTACK\"}",
                    "name = \"HOSTILE\", states = {\"ATTACK\"}");
            sources = MonsterSources.edit(sources, MonsterSources.STATE, "name = \"CALM\", states = {\"IDLE\"}",
                    "name = \"CALM\", states = {\"IDLE\", \"CHASE\"}");
            build(sources, classes);
            game.awaitErr(line -> line.contains("Monster: staged"), "the agent stages the group edit");
            before = game.last;
            int chaser = first(before, "CHASE", -1);
            game.send("send " + chaser + " 0");
            now = game.tick();
            game.awaitErr(line -> line.contains("Monster: reloaded"), "the reload is said");
            assertEquals("STUNNED/CHASE/[CHASE]", head(now[chaser], 3), "a chaser is CALM now: " + now[chaser]);
            kept(before, now, List.of(chaser));
            info = game.info();
            assertTrue(info.contains(" CALM=IDLE+CHASE") && info.contains(" HOSTILE=ATTACK"), info);
            commands.println("quit");
            assertTrue(child.waitFor(10, TimeUnit.SECONDS), "the game ends");
        } finally {
            child.destroyForcibly();
            child.waitFor(10, TimeUnit.SECONDS);
        }
    }

    /**
     * An entity that takes a message sent with the others after three ticks and delayed 1.5 s, so that
     * it arrives after the reload: tried on controls of the unedited game.
     */
    private static int delivered(Class<?> driver, String mode, int stunned, int idle) throws ReflectiveOperationException {
        Method run = driver.getMethod("run", String.class);
        for (int candidate = 0; candidate < ENTITIES; candidate++) {
            if (candidate == stunned || candidate == idle) {
                continue;
            }
            Object trial = driver.getConstructor(String.class, int.class).newInstance(mode, ENTITIES);
            for (String command : List.of("tick", "tick", "tick", "send " + stunned + " 0", "send " + idle + " 0",
                    "send " + candidate + " 1.5")) {
                run.invoke(trial, command);
            }
            String[] digest = null;
            for (int tick = 0; tick < 11; tick++) {
                digest = ((String) run.invoke(trial, "tick")).substring(6).split(" ");
            }
            if (mail(digest[candidate]) == 1) {
                return candidate;
            }
        }
        throw new AssertionError("no entity takes a message 1.5 s later");
    }

    /** Ticks until a chaser is past x = 3 (its guards fire at the next tick); returns that tick's digest. */
    private static String[] untilCrossing(Game game) throws InterruptedException {
        String[] now = game.last;
        for (int tick = 0; tick < 20 && crossers(now).isEmpty(); tick++) {
            now = game.tick();
        }
        assertFalse(crossers(now).isEmpty(), "a chaser is about to cross");
        return now;
    }

    /** The first tick after the agent stages a build, once the reload is said. */
    private static String[] reloadTick(Game game) throws InterruptedException {
        game.awaitErr(line -> line.contains("Monster: staged"), "the agent stages the edit");
        String[] now = game.tick();
        game.awaitErr(line -> line.contains("Monster: reloaded"), "the reload is said");
        return now;
    }

    private static List<Integer> crossers(String[] digest) {
        List<Integer> crossers = new ArrayList<>();
        for (int i = 0; i < digest.length; i++) {
            if (digest[i].startsWith("CHASE/") && x(digest[i]) > 3) {
                crossers.add(i);
            }
        }
        return crossers;
    }

    /**
     * Across the reload tick, each entity the edit does not concern and that stayed in its state has
     * its previous state, stack and messages as before, and its time in state one step on.
     */
    private static void kept(String[] before, String[] after, List<Integer> concerned) {
        int stayed = 0;
        for (int i = 0; i < before.length; i++) {
            if (concerned.contains(i) || !field(before[i], 0).equals(field(after[i], 0))) {
                continue;
            }
            stayed++;
            assertEquals(head(before[i], 3), head(after[i], 3), "entity " + i + " kept its state, previous and stack");
            assertEquals(time(before[i]) + DT, time(after[i]), 1e-4, "entity " + i + "'s time in state went on");
            assertEquals(mail(before[i]), mail(after[i]), "entity " + i + "'s messages");
        }
        assertTrue(stayed > 0, "some entity stayed in its state across the reload");
    }

    private static int first(String[] digest, String state, int not) {
        for (int i = 0; i < digest.length; i++) {
            if (i != not && digest[i].startsWith(state + "/") && (!state.equals("CHASE") || x(digest[i]) + 2 * DT <= 3)) {
                return i;
            }
        }
        throw new AssertionError("no " + state + " in " + String.join(" ", digest));
    }

    private static String field(String entity, int index) {
        return entity.split("/")[index];
    }

    private static String head(String entity, int fields) {
        return String.join("/", List.of(entity.split("/")).subList(0, fields));
    }

    private static float time(String entity) {
        return Float.parseFloat(field(entity, 3));
    }

    private static float x(String entity) {
        return Float.parseFloat(field(entity, 4));
    }

    private static int chased(String entity) {
        return Integer.parseInt(field(entity, 5));
    }

    private static int mail(String entity) {
        return Integer.parseInt(field(entity, 6));
    }

    private static String withoutChased(String entity) {
        String[] fields = entity.split("/");
        fields[5] = "-";
        return String.join("/", fields);
    }

    /** The child game: commands in, digests and the agent's lines out. */
    private static final class Game {
        private final ChildLines lines;
        private final PrintWriter commands;
        String[] last;

        Game(Process child, PrintWriter commands) {
            this.lines = new ChildLines(child);
            this.commands = commands;
        }

        String[] tick() throws InterruptedException {
            commands.println("tick");
            String line = awaitOut(text -> text.startsWith("tick:"), "a tick");
            last = line.substring(6).split(" ");
            return last;
        }

        void send(String command) throws InterruptedException {
            commands.println(command);
            awaitOut("sent"::equals, command);
        }

        String info() throws InterruptedException {
            commands.println("info");
            return awaitOut(text -> text.startsWith("info:"), "the description");
        }

        String awaitOut(java.util.function.Predicate<String> wanted, String what) throws InterruptedException {
            return lines.awaitOut(wanted, what);
        }

        void awaitErr(java.util.function.Predicate<String> wanted, String what) throws InterruptedException {
            lines.awaitErr(wanted, what);
        }
    }
}
