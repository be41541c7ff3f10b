package dev.brainstem.samples.streaming;

import java.io.IOException;
import java.util.List;

/** Where a region's grazers go while the camera is away from it, and how they come back. */
interface Away {
    /**
     * Takes {@code grazers}, the region's, in key order, out of the live batch, with the messages waiting for
     * them; returns how many messages went along. When it throws, every grazer is in the live batch as it
     * was (its handle set), and the region stays live.
     */
    int leave(Region region, List<Grazer> grazers) throws IOException;

    /** Brings the region's grazers back into the live batch, their handles set; returns them in key order. */
    List<Grazer> back(Region region) throws IOException;
}
