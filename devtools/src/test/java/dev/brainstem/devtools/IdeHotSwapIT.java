package dev.brainstem.devtools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.jdi.Bootstrap;
import com.sun.jdi.ReferenceType;
import com.sun.jdi.VirtualMachine;
import com.sun.jdi.connect.AttachingConnector;
import com.sun.jdi.connect.Connector;
import java.io.File;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * HotSwap as an IDE does it: the game runs under a debugger's agent ({@code -agentlib:jdwp}) and the
 * hot-reload agent; this test, the IDE, recompiles the machine into its own folder (not the watched one)
 * and redefines the changed classes through JDI. The batch's description (what the inspector draws)
 * follows an edit Brainstem can take; one it cannot is undone at the next tick, said in one line.
 */
class IdeHotSwapIT {
    private static final int ENTITIES = 10;

    @TempDir
    Path dir;
    private int builds;

    private Path build(Map<String, String> sources) {
        StringWriter diagnostics = new StringWriter();
        Path output = dir.resolve("build" + builds++).resolve("classes");
        assertTrue(Compiler.run(output.getParent(), sources, diagnostics, output), "it builds:\n" + diagnostics);
        return output;
    }

    @Test
    void theBatchFollowsAnIdesRedefinitionAndOneItCannotTakeIsUndoneAtTheNextTick() throws Exception {
        Map<String, String> sources = HotReloadModesIT.game("object");
        Path classes = build(sources);
        Process child = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-agentlib:jdwp=transport=dt_socket,server=y,suspend=n,address=127.0.0.1:0",
                "-javaagent:" + System.getProperty("brainstem.devtoolsJar") + "=watch=" + classes + ",quiet=250,verbose",
                "-cp", classes + File.pathSeparator + System.getProperty("brainstem.runtimeJar"), "game.Driver", "object",
                String.valueOf(ENTITIES)).start();
        VirtualMachine debugger = null;
        try (PrintWriter commands = new PrintWriter(child.getOutputStream(), true, StandardCharsets.UTF_8)) {
            ChildLines lines = new ChildLines(child);
            String listening = lines.awaitOut(line -> line.startsWith("Listening for transport dt_socket at address: "), "jdwp listens");
            debugger = attach(listening.substring(listening.lastIndexOf(' ') + 1));
            lines.awaitOut("ready"::equals, "the game starts");
            lines.awaitErr(line -> line.startsWith("[brainstem] hot reload: watching"), "the agent starts");
            commands.println("tick");
            lines.awaitOut(line -> line.startsWith("tick:"), "a tick");
            commands.println("info");
            String info = lines.awaitOut(line -> line.startsWith("info:"), "the description");
            assertTrue(info.contains(" CHASE->ATTACK(reached)"), info);

            // A guard's to, hot-swapped by the IDE: the batch's description follows at the next tick.
            Map<String, String> edited = HotReloadModesIT.edit(sources, "object", "@Transition(from = \"CHASE\", to = \"ATTACK\")",
                    "@Transition(from = \"CHASE\", to = \"IDLE\")");
            Path swapped = build(edited);
            assertTrue(redefine(debugger, classes, swapped) >= 2, "the IDE redefines the entity and its generated classes");
            commands.println("tick");
            lines.awaitOut(line -> line.startsWith("tick:"), "a tick");
            lines.awaitErr(line -> line.contains("Monster: the IDE redefined") && line.contains("+CHASE->IDLE -CHASE->ATTACK"),
                    "the IDE's redefinition is taken and said");
            commands.println("info");
            info = lines.awaitOut(line -> line.startsWith("info:"), "the description");
            assertTrue(info.contains(" CHASE->IDLE(reached)") && !info.contains("CHASE->ATTACK"), info);

            // Another initial state: the JVM takes it (bodies only), Brainstem cannot (the batch's books
            // start there), so at the next tick the last accepted code is back, the new chase body too.
            Map<String, String> refused = HotReloadModesIT.edit(edited, "object", "$X += 2 * dt;", "$X += 2 * dt;\n        $CHASED += 1;");
            refused = MonsterSources.edit(refused, MonsterSources.STATE, "@States(initial = \"IDLE\")", "@States(initial = \"CHASE\")");
            assertTrue(redefine(debugger, swapped, build(refused)) >= 2, "the IDE redefines the enum and the machine");
            for (int tick = 0; tick < 4; tick++) {
                commands.println("tick");
                String digest = lines.awaitOut(line -> line.startsWith("tick:"), "a tick");
                for (String entity : digest.substring(6).split(" ")) {
                    assertEquals("0", entity.split("/")[5], "no tick ran the refused chase: " + digest);
                }
            }
            String undone = lines.awaitErr(line -> line.contains("the IDE's redefinition needs a restart"), "the refusal is said");
            assertTrue(undone.contains("initial") && undone.endsWith("the last build's code is back"), undone);
            commands.println("info");
            info = lines.awaitOut(line -> line.startsWith("info:"), "the description");
            assertTrue(info.startsWith("info: initial=IDLE ") && info.contains(" CHASE->IDLE(reached)"), info);
            List<String> more = lines.errNotTaken().stream().filter(line -> line.startsWith("[brainstem]")).toList();
            assertEquals(List.of(), more, "one line, and nothing else reloaded");
            commands.println("quit");
            assertTrue(child.waitFor(10, TimeUnit.SECONDS), "the game ends");
        } finally {
            if (debugger != null) {
                try {
                    debugger.dispose();
                } catch (RuntimeException gone) {
                    // the game ended first
                }
            }
            child.destroyForcibly();
            child.waitFor(10, TimeUnit.SECONDS);
        }
    }

    private static VirtualMachine attach(String port) throws Exception {
        AttachingConnector socket = Bootstrap.virtualMachineManager().attachingConnectors().stream()
                .filter(connector -> connector.transport().name().equals("dt_socket")).findFirst().orElseThrow();
        Map<String, Connector.Argument> arguments = socket.defaultArguments();
        arguments.get("hostname").setValue("127.0.0.1");
        arguments.get("port").setValue(port);
        return socket.attach(arguments);
    }

    /** Redefines, as an IDE does, every loaded class whose class file in {@code now} differs from {@code was}; how many. */
    private static int redefine(VirtualMachine debugger, Path was, Path now) throws IOException {
        Map<ReferenceType, byte[]> changed = new HashMap<>();
        try (Stream<Path> files = Files.walk(now)) {
            for (Path file : files.filter(path -> path.toString().endsWith(".class")).toList()) {
                byte[] bytes = Files.readAllBytes(file);
                Path old = was.resolve(now.relativize(file));
                if (Files.exists(old) && Arrays.equals(Files.readAllBytes(old), bytes)) {
                    continue;
                }
                String name = now.relativize(file).toString().replace(File.separatorChar, '.').replaceAll("\\.class$", "");
                for (ReferenceType type : debugger.classesByName(name)) {
                    changed.put(type, bytes);
                }
            }
        }
        debugger.redefineClasses(changed);
        return changed.size();
    }
}
