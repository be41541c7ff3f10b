package dev.brainstem.samples.monsters;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The monsters demo's save for a restart: a loaded world goes on exactly as the saved one would have. */
class MonsterWorldTest {
    @Test
    void aLoadedWorldGoesOnAsTheSavedOne(@TempDir Path dir) throws IOException {
        MonsterWorld world = MonsterWorld.create(5_000);
        for (int t = 0; t < 90; t++) {
            world.batch().tick(MonsterRun.DT);
        }
        Path file = dir.resolve("monsters.save");
        world.save(file);
        MonsterWorld loaded = MonsterWorld.load(file);
        assertEquals(world.batch().size(), loaded.batch().size());
        for (int t = 0; t < 120; t++) {
            world.batch().tick(MonsterRun.DT);
            loaded.batch().tick(MonsterRun.DT);
        }
        for (int id = 0; id < 5_000; id++) {
            assertEquals(world.batch().stateOf(id), loaded.batch().stateOf(id), "monster " + id);
            assertEquals(world.batch().previousOf(id), loaded.batch().previousOf(id), "monster " + id);
        }
        assertArrayEquals(world.system().x, loaded.system().x);
        assertArrayEquals(world.system().die, loaded.system().die);
    }

    @Test
    void aSaveThatIsNotOneIsRefused(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("empty.save");
        Files.write(file, new byte[] {0, 0, 0, 0});
        assertEquals(file + ": a monsters save of 0 monsters",
                org.junit.jupiter.api.Assertions.assertThrows(IOException.class, () -> MonsterWorld.load(file)).getMessage());
    }
}
