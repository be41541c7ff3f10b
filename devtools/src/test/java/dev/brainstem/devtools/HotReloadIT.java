package dev.brainstem.devtools;

import static dev.brainstem.devtools.MonsterSources.MONSTER;
import static dev.brainstem.devtools.MonsterSources.STATE;
import static dev.brainstem.devtools.MonsterSources.edit;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The agent in a real game: a child JVM runs a batch under {@code -javaagent:brainstem-devtools.jar},
 * ticking when told; this test edits the machine's sources, compiles them in-process with javac and the
 * processor into the folder the agent watches, and reads what the game does at each tick.
 */
class HotReloadIT {
    /**
     * The agent's quiet spell: longer than the pauses between the class files javac writes on a busy
     * machine, so that each build here is one build for the agent.
     */
    private static final long QUIET = 250;

    /** The game: four monsters ticked on "tick", each printed as state/previous/x/chased; "info" prints the batch's edges. */
    private static final String DRIVER = """
            package game;

            import java.io.BufferedReader;
            import java.io.InputStreamReader;

            public final class Driver {
                public static void main(String[] args) throws Exception {
                    MonsterBatch batch = new MonsterBatch();
                    long[] handles = new long[4];
                    for (int i = 0; i < handles.length; i++) {
                        Monster monster = new Monster();
                        monster.x = i * 0.3f;
                        handles[i] = batch.add(monster);
                    }
                    dev.brainstem.inspector.Inspector inspector = dev.brainstem.inspector.Inspector.of(batch).start();
                    System.out.println("inspector " + inspector.address());
                    System.out.println("ready");
                    BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
                    for (String line = in.readLine(); line != null && !line.equals("quit"); line = in.readLine()) {
                        if (line.equals("info")) {
                            StringBuilder edges = new StringBuilder("edges:");
                            for (dev.brainstem.runtime.MachineInfo.Edge edge : batch.info().edges()) {
                                edges.append(' ').append(edge.from()).append("->").append(edge.to())
                                        .append(edge.label() == null ? "" : "(" + edge.label() + ")");
                            }
                            System.out.println(edges);
                            continue;
                        }
                        if (inspector.proceed()) {
                            batch.tick(0.25f);
                        }
                        StringBuilder digest = new StringBuilder("tick " + batch.ticks() + ":");
                        for (long handle : handles) {
                            Monster monster = batch.entity(handle);
                            digest.append(' ').append(batch.stateOf(handle)).append('/').append(batch.previousOf(handle))
                                    .append('/').append(monster.x).append('/').append(monster.chased);
                        }
                        System.out.println(digest);
                    }
                }
            }
            """;

    @TempDir
    Path dir;
    private int builds;
    private ChildLines lines;

    private static Map<String, String> game() {
        Map<String, String> sources = edit(MonsterSources.base(), MONSTER, "    float x;", "    float x;\n    int chased;");
        sources.put("game/Driver.java", DRIVER);
        return sources;
    }

    /** Compiles into the watched folder, as a build does; true when it built. */
    private boolean build(Map<String, String> sources) {
        StringWriter diagnostics = new StringWriter();
        return Compiler.run(dir.resolve("build" + builds++), sources, diagnostics, dir.resolve("classes"));
    }

    @Test
    void aBodyEditAppliesAtTheNextTickANewStateAndAFailedBuildChangeNothing() throws Exception {
        Map<String, String> sources = game();
        assertTrue(build(sources), "the game builds");
        Path jar = Path.of(System.getProperty("brainstem.devtoolsJar"));
        String classPath = String.join(java.io.File.pathSeparator, dir.resolve("classes").toString(),
                System.getProperty("brainstem.runtimeJar"), codeSource(dev.brainstem.inspector.Inspector.class),
                codeSource(dev.brainstem.diagrams.Diagrams.class));
        Process game = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-javaagent:" + jar + "=watch=" + dir.resolve("classes") + ",quiet=" + QUIET + ",verbose",
                "-cp", classPath, "game.Driver").start();
        try (PrintWriter commands = new PrintWriter(game.getOutputStream(), true, StandardCharsets.UTF_8)) {
            lines = new ChildLines(game);
            String page = lines.awaitOut(line -> line.startsWith("inspector "), "the inspector starts").substring(10);
            lines.awaitOut("ready"::equals, "the game starts");
            lines.awaitErr(line -> line.startsWith("[brainstem] hot reload: watching"), "the agent starts");

            // Until a monster is chasing with room to chase one more tick (x + 0.5 < distance 3).
            String[] before = null;
            int chaser = -1;
            for (int tick = 0; tick < 40 && chaser < 0; tick++) {
                before = tick(commands);
                for (int i = 0; i < before.length; i++) {
                    if (before[i].startsWith("CHASE/") && x(before[i]) + 0.5f < 3f) {
                        chaser = i;
                    }
                }
            }
            assertTrue(chaser >= 0, "a monster chases");
            assertEquals(0, chased(before[chaser]));

            // A body edit: staged, then the very next tick runs it, and every monster keeps its state.
            sources = edit(sources, MONSTER, "x += 2 * dt;", "x += 2 * dt;\n        chased += 1;");
            assertTrue(build(sources));
            lines.awaitErr(line -> line.contains("Monster: staged"), "the agent stages the edit");
            String[] after = tick(commands);
            assertEquals(1, chased(after[chaser]), "the first tick after the stage ran the new body: " + String.join(" ", after));
            assertEquals("CHASE", after[chaser].split("/")[0], "the chaser kept its state");
            lines.awaitErr(line -> line.contains("Monster: reloaded") && line.contains("ms after the build"), "the reload is said");
            for (int i = 0; i < after.length; i++) {
                if (!before[i].startsWith("CHASE/")) {
                    assertEquals(0, chased(after[i]), "only chasers ran chase: " + String.join(" ", after));
                }
            }

            // A guard's to: the batch's description follows the code.
            assertTrue(edges(commands).contains(" CHASE->IDLE(lost)"));
            String machinesBefore = machines(page);
            assertTrue(machinesBefore.contains(GUARD_TO_IDLE), machinesBefore);
            sources = edit(sources, MONSTER, "@Transition(from = \"CHASE\", to = \"IDLE\")",
                    "@Transition(from = \"CHASE\", to = \"ATTACK\")");
            assertTrue(build(sources));
            lines.awaitErr(line -> line.contains("Monster: staged"), "the agent stages the edit");
            after = tick(commands);
            lines.awaitErr(line -> line.contains("Monster: reloaded") && line.contains("+CHASE->ATTACK -CHASE->IDLE"),
                    "the reload is said with the edge it moved");
            String edges = edges(commands);
            assertTrue(edges.contains(" CHASE->ATTACK(lost)") && !edges.contains(" CHASE->IDLE(lost)"), edges);
            // The inspector's description follows at its next frame: a new version, the moved edge.
            after = tick(commands);
            String machines = machines(page);
            assertTrue(version(machines) > version(machinesBefore), machines);
            assertTrue(machines.contains(GUARD_TO_ATTACK) && !machines.contains(GUARD_TO_IDLE), machines);

            // A failed build (a Brainstem error): said, and nothing changes.
            Map<String, String> broken = edit(sources, MONSTER, "chased += 1;", "chased += 100;");
            broken = edit(broken, MONSTER, "@OnUpdate(value = \"ATTACK\", to = \"IDLE\")", "@OnUpdate(value = \"ATTACK\", to = \"NOWHERE\")");
            assertFalse(build(broken), "the build fails");
            lines.awaitErr(line -> line.contains("build failed, nothing applied") && line.contains("NOWHERE"), "the failure is said");
            int chasedBefore = chased(after[chaser]);
            after = tick(commands);
            assertTrue(chased(after[chaser]) <= chasedBefore + 1, "the old code runs: " + String.join(" ", after));

            // A new state: said, and the old code keeps running.
            Map<String, String> sleeping = edit(sources, STATE, "IDLE, CHASE, ATTACK }", "IDLE, CHASE, ATTACK, SLEEP }");
            sleeping = edit(sleeping, MONSTER, "@OnUpdate(value = \"ATTACK\", to = \"IDLE\")",
                    "@OnUpdate(value = \"ATTACK\", to = {\"IDLE\", \"SLEEP\"})");
            sleeping = edit(sleeping, MONSTER, "chased += 1;", "chased += 100;");
            assertTrue(build(sleeping));
            lines.awaitErr(line -> line.contains("needs a restart: new state SLEEP in MonsterState"), "the new state is said");
            for (int tick = 0; tick < 12; tick++) {
                String[] next = tick(commands);
                for (int i = 0; i < next.length; i++) {
                    int step = chased(next[i]) - chased(after[i]);
                    assertTrue(step == 0 || step == 1, "the old chase runs: " + String.join(" ", next));
                }
                after = next;
            }
            List<String> errNotTaken = lines.errNotTaken();
            assertTrue(errNotTaken.stream().noneMatch(line -> line.contains(": reloaded") || line.contains(": staged")),
                    "nothing more was staged or reloaded: " + errNotTaken);
            commands.println("quit");
        } finally {
            game.destroyForcibly();
            game.waitFor(10, TimeUnit.SECONDS);
        }
    }

    private String[] tick(PrintWriter commands) throws InterruptedException {
        commands.println("tick");
        String line = lines.awaitOut(text -> text.startsWith("tick "), "a tick");
        return line.substring(line.indexOf(':') + 2).split(" ");
    }

    private String edges(PrintWriter commands) throws InterruptedException {
        commands.println("info");
        return lines.awaitOut(text -> text.startsWith("edges:"), "the batch's edges");
    }

    private static final String GUARD_TO_IDLE = "{\"from\":\"CHASE\",\"to\":\"IDLE\",\"event\":\"GUARD\"}";
    private static final String GUARD_TO_ATTACK = "{\"from\":\"CHASE\",\"to\":\"ATTACK\",\"event\":\"GUARD\"}";

    /** The description's version, {@code /api/machines}' first field. */
    private static int version(String machines) {
        return Integer.parseInt(machines.substring("{\"version\":".length(), machines.indexOf(',')));
    }

    /** The jar or folder {@code type} was loaded from: the inspector and its diagrams, for the game's class path. */
    private static String codeSource(Class<?> type) throws Exception {
        return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
    }

    /** The inspector's {@code /api/machines}, with the token its address carries. */
    private static String machines(String address) throws Exception {
        java.net.URI page = java.net.URI.create(address);
        java.net.URI api = page.resolve("/api/machines?" + page.getRawQuery());
        java.net.http.HttpResponse<String> response = java.net.http.HttpClient.newHttpClient().send(
                java.net.http.HttpRequest.newBuilder(api).build(), java.net.http.HttpResponse.BodyHandlers.ofString());
        assertEquals(200, response.statusCode(), response.body());
        return response.body();
    }

    private static float x(String entity) {
        return Float.parseFloat(entity.split("/")[2]);
    }

    private static int chased(String entity) {
        return Integer.parseInt(entity.split("/")[3]);
    }
}
