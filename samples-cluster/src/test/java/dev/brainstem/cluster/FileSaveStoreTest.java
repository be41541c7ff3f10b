package dev.brainstem.cluster;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Checkpoints on disk: one per zone and tick, replaced whole, never left half written. */
class FileSaveStoreTest {
    @TempDir
    Path directory;

    @Test
    void aCheckpointIsReadBackWholeAndReplacedWhole() throws IOException {
        FileSaveStore store = new FileSaveStore(directory.resolve("saves"));
        assertEquals(Optional.empty(), store.read(3, 64));
        store.write(3, 64, new byte[] {1, 2, 3});
        store.write(4, 64, new byte[] {9});
        store.write(3, 128, new byte[] {7, 7});
        store.write(3, 64, new byte[] {4, 5});
        assertArrayEquals(new byte[] {4, 5}, store.read(3, 64).orElseThrow());
        assertArrayEquals(new byte[] {9}, store.read(4, 64).orElseThrow());
        assertArrayEquals(new byte[] {7, 7}, store.read(3, 128).orElseThrow());
        try (Stream<Path> files = Files.list(directory.resolve("saves"))) {
            List<String> names = files.map(f -> f.getFileName().toString()).sorted().toList();
            assertEquals(List.of("zone-3-tick-128.save", "zone-3-tick-64.save", "zone-4-tick-64.save"), names,
                    "no temporary file is left behind");
        }
        assertTrue(new FileSaveStore(directory.resolve("saves")).read(4, 64).isPresent(), "another node reads it");
    }
}
