package dev.brainstem.devtools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brainstem.runtime.MachineInfo;
import java.io.File;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The public face: the current description of a machine, the agent's options, the relaunch command. */
class DevtoolsTest {
    @TempDir
    Path dir;

    @Test
    void infoDescribesTheMachineOfAnEntityOrOfItsFsmClass() throws Exception {
        Path classes = Compiler.compile(dir, MonsterSources.base());
        try (URLClassLoader loader = new URLClassLoader(new URL[] {classes.toUri().toURL()}, getClass().getClassLoader())) {
            Class<?> monster = Class.forName("game.Monster", true, loader);
            Class<?> fsm = Class.forName("game.MonsterFsm", true, loader);
            MachineInfo info = Devtools.info(monster);
            assertEquals(List.of("IDLE", "CHASE", "ATTACK"), info.states());
            assertEquals(info.toString(), Devtools.info(fsm).toString(), "the same machine");
            MachineInfo loaded = (MachineInfo) fsm.getField("INFO").get(null);
            assertEquals(loaded.toString(), info.toString(), "the code is the code it was loaded with");
            assertSame(fsm, Machines.machineOf(monster));
            IllegalArgumentException notAMachine = assertThrows(IllegalArgumentException.class,
                    () -> Devtools.info(Class.forName("game.MonsterState", false, loader)));
            assertTrue(notAMachine.getMessage().startsWith("game.MonsterState is neither"), notAMachine.getMessage());
        }
    }

    @Test
    void theAgentsOptions() {
        AgentOptions options = AgentOptions.parse("watch=" + dir + File.pathSeparator + dir + ",quiet=40,verbose");
        assertEquals(List.of(dir, dir), options.watch());
        assertEquals(40, options.quietMillis());
        assertTrue(options.verbose());
        AgentOptions defaults = AgentOptions.parse("");
        assertEquals(AgentOptions.DEFAULT_QUIET, defaults.quietMillis());
        assertFalse(defaults.verbose());
        assertFalse(defaults.watch().isEmpty(), "the class path's folders (this module's classes)");
        assertTrue(defaults.watch().stream().allMatch(path -> path.toFile().isDirectory()));
        assertEquals("quiet=0: a number of milliseconds, 1 or more",
                assertThrows(IllegalArgumentException.class, () -> AgentOptions.parse("quiet=0")).getMessage());
        assertTrue(assertThrows(IllegalArgumentException.class, () -> AgentOptions.parse("wach=x")).getMessage()
                .startsWith("unknown option wach=x"));
        assertEquals("watch=" + dir.resolve("none") + ": no such folder", assertThrows(IllegalArgumentException.class,
                () -> AgentOptions.parse("watch=" + dir.resolve("none"))).getMessage());
    }

    @Test
    void relaunchRunsTheSameJavaAndClassPathWithTheNewArguments() {
        List<String> command = Devtools.relaunchCommand("--load", "save.bin");
        assertEquals(Path.of(System.getProperty("java.home"), "bin", "java").toString(), command.get(0));
        assertEquals(List.of("--load", "save.bin"), command.subList(command.size() - 2, command.size()));
        assertTrue(command.stream().noneMatch(option -> option.startsWith("-agentlib:jdwp")));
        int cp = command.indexOf("-cp");
        if (cp >= 0) {
            assertEquals(System.getProperty("java.class.path"), command.get(cp + 1));
        } else {
            assertTrue(command.contains("-jar") || command.contains("--module"), command.toString());
        }
    }
}
