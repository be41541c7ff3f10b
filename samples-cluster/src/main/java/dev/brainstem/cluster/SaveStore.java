package dev.brainstem.cluster;

import java.io.IOException;
import java.util.Optional;

/** Where zones keep their checkpoints: one per zone and tick, reachable from every node. */
interface SaveStore {
    /** Keeps {@code bytes} as zone {@code zone}'s checkpoint of tick {@code tick}, whole or not at all. */
    void write(int zone, int tick, byte[] bytes) throws IOException;

    /** The checkpoint, if one was written. */
    Optional<byte[]> read(int zone, int tick) throws IOException;
}
