package dev.brainstem.samples.streaming;

import dev.brainstem.runtime.EntityTravel;
import dev.brainstem.runtime.TravelOptions;
import dev.brainstem.runtime.TravelReport;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Parks regions in memory instead: their grazers move ({@link EntityTravel#move}) into a second batch that
 * never ticks, and back. A streamed run is compared with a run that parks: the two must be equal for every
 * grazer, which shows that a region's trip through a file loses nothing a move in memory keeps.
 */
final class ParkedRegions implements Away {
    private final StreamedWorld world;
    private final GrazerBatch parked = new GrazerBatch();
    private final Map<Region, List<Grazer>> away = new HashMap<>();

    ParkedRegions(StreamedWorld world) {
        this.world = world;
    }

    @Override
    public int leave(Region region, List<Grazer> grazers) {
        int messages = move(world.live, parked, grazers).messages();
        away.put(region, grazers);
        return messages;
    }

    @Override
    public List<Grazer> back(Region region) {
        List<Grazer> grazers = away.remove(region);
        move(parked, world.live, grazers);
        return grazers;
    }

    private static TravelReport move(GrazerBatch from, GrazerBatch to, List<Grazer> grazers) {
        long[] handles = new long[grazers.size()];
        for (int i = 0; i < handles.length; i++) {
            handles[i] = grazers.get(i).handle;
        }
        TravelReport report = EntityTravel.move(from, handles, to, grazers, new TravelOptions(StreamedWorld.CODECS));
        for (int i = 0; i < handles.length; i++) {
            grazers.get(i).handle = report.to(i);
        }
        return report;
    }
}
