package dev.brainstem.cluster;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Optional;

/**
 * Checkpoints as files in one directory: written to a temporary file, then renamed over the name, so a node
 * killed while writing leaves the previous file or none, never half of one. The directory must be shared by
 * every node (the test's nodes share a machine); see docs/cluster.md for what a production store would be.
 */
final class FileSaveStore implements SaveStore {
    private final Path directory;

    FileSaveStore(Path directory) throws IOException {
        this.directory = Files.createDirectories(directory);
    }

    @Override
    public void write(int zone, int tick, byte[] bytes) throws IOException {
        Path target = file(zone, tick);
        Path temporary = Files.createTempFile(directory, target.getFileName().toString(), ".part");
        try {
            Files.write(temporary, bytes);
            Files.move(temporary, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } finally {
            Files.deleteIfExists(temporary);
        }
    }

    @Override
    public Optional<byte[]> read(int zone, int tick) throws IOException {
        try {
            return Optional.of(Files.readAllBytes(file(zone, tick)));
        } catch (NoSuchFileException e) {
            return Optional.empty();
        }
    }

    private Path file(int zone, int tick) {
        return directory.resolve("zone-" + zone + "-tick-" + tick + ".save");
    }
}
