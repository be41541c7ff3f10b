package dev.brainstem.samples.streaming;

import dev.brainstem.runtime.EntityTravel;
import dev.brainstem.runtime.TravelOptions;
import dev.brainstem.runtime.TravelReport;
import java.io.BufferedInputStream;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Streams regions to disk: one file per region away, holding its grazers' own data (the game's part) and
 * then the travel of their machines (Brainstem's part: states, stacks, times, timers, phases and the calls
 * waiting for them), written by {@link EntityTravel#export} with {@code leave}. On return the file is read,
 * the grazers re-created from their data, and placed back by their keys with {@link EntityTravel#importByKey}.
 *
 * <p>A disk error loses nothing: the export leaves the batch into memory, and if the file cannot be
 * written the same bytes are imported back into the live batch (under new handles, with their states,
 * stacks, times, timers, phases and waiting calls) before the error is thrown. One encoding on the common
 * path; the failure pays an import.
 */
final class RegionFiles implements Away {
    private final StreamedWorld world;
    private final Path dir;

    RegionFiles(StreamedWorld world, Path dir) {
        this.world = world;
        this.dir = dir;
    }

    @Override
    public int leave(Region region, List<Grazer> grazers) throws IOException {
        long[] handles = new long[grazers.size()];
        Map<Long, Long> keys = new HashMap<>();
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DataOutputStream out = new DataOutputStream(bytes);
        out.writeInt(grazers.size());
        for (int i = 0; i < handles.length; i++) {
            Grazer g = grazers.get(i);
            handles[i] = g.handle;
            keys.put(g.handle, g.key);
            out.writeLong(g.key);
            out.writeInt(g.seed);
            out.writeLong(g.friend);
            out.writeFloat(g.x);
            out.writeFloat(g.y);
            out.writeFloat(g.eaten);
            out.writeInt(g.calls);
        }
        out.flush();
        int travel = bytes.size();
        TravelReport report = EntityTravel.export(world.live, handles, out,
                new TravelOptions(StreamedWorld.CODECS).leave(true).keys(keys::get));
        out.flush();
        // The grazers left the batch with the export (one encoding, the common path): until the file is
        // written, the bytes are all that is left of them. A failed write puts them back, as they were.
        Path file = dir.resolve(region.fileName());
        try {
            Files.write(file, bytes.toByteArray());
        } catch (IOException failed) {
            DataInputStream in = new DataInputStream(new ByteArrayInputStream(bytes.toByteArray(), travel,
                    bytes.size() - travel));
            TravelReport back = EntityTravel.importInto(world.live, in, grazers,
                    new TravelOptions(StreamedWorld.CODECS));
            for (int i = 0; i < back.size(); i++) {
                grazers.get(i).handle = back.to(i);
            }
            if (Files.isRegularFile(file)) {
                Files.delete(file); // a partial file must not come back as the region
            }
            throw failed;
        }
        return report.messages();
    }

    @Override
    public List<Grazer> back(Region region) throws IOException {
        Path file = dir.resolve(region.fileName());
        Map<Long, Grazer> byKey = new TreeMap<>();
        try (DataInputStream in = new DataInputStream(new BufferedInputStream(Files.newInputStream(file)))) {
            int n = in.readInt();
            for (int i = 0; i < n; i++) {
                Grazer g = new Grazer(world, in.readLong(), in.readInt(), in.readLong(), region, in.readFloat(),
                        in.readFloat());
                g.eaten = in.readFloat();
                g.calls = in.readInt();
                byKey.put(g.key, g);
            }
            TravelReport report = EntityTravel.importByKey(world.live, in, byKey::get,
                    new TravelOptions(StreamedWorld.CODECS));
            for (int i = 0; i < report.size(); i++) {
                byKey.get(report.key(i)).handle = report.to(i);
            }
        }
        Files.delete(file);
        return new ArrayList<>(byKey.values());
    }
}
