package dev.brainstem.samples.streaming;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * World streaming: a run whose regions go to disk as the camera leaves them and come back as it returns
 * equals, for every grazer, frame by frame, a reference with no travel at all (a batch per region, not
 * ticked while away) and a run that parks them in memory; and it equals a run that never streams for the
 * grazers whose region never went away. A disk error loses nothing.
 */
class StreamingTest {
    /** Two of the camera's loops and a quarter. */
    static final int FRAMES = 576;

    /** Each live grazer's key and all it is: state, previous state, stack, time in state, and its own data. */
    static Map<Long, String> dump(StreamedWorld world) {
        Map<Long, String> dump = new TreeMap<>();
        world.grazers.forEach((key, g) -> {
            GrazerBatch batch = world.batchOf(g);
            dump.put(key, batch.stateOf(g.handle) + " from " + batch.previousOf(g.handle) + " stack "
                    + batch.stackOf(g.handle) + " t " + batch.timeInState(g.handle) + " at " + g.x + "," + g.y + " ate "
                    + g.eaten + " calls " + g.calls);
        });
        return dump;
    }

    static Set<String> files(Path dir) throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(f -> f.getFileName().toString()).collect(Collectors.toCollection(TreeSet::new));
        }
    }

    /** The twins in {@code reference} of {@code streamed}'s live grazers. */
    static Map<Long, String> twins(StreamedWorld reference, StreamedWorld streamed) {
        Map<Long, String> twins = dump(reference);
        twins.keySet().retainAll(streamed.grazers.keySet());
        return twins;
    }

    /**
     * Timers, waiting calls and slice phases are not in the dump; they show in it on the frame they act: a
     * nap that ends (REST to GRAZE), a call that arrives (calls), a wandering decision (the position moves by
     * the seconds since the last one). So a grazer that decides on other ticks, or hears a call late, differs
     * from its twin on that frame.
     */
    @Test
    void aStreamedRunEqualsARunWithABatchPerRegionAndNoTravelForEveryGrazerFrameByFrame(@TempDir Path dir)
            throws IOException {
        StreamedWorld streamed = new StreamedWorld(5, 5, 20, 45, StreamedWorld.loop(), w -> new RegionFiles(w, dir));
        StreamedWorld reference = StreamedWorld.regionByRegion(5, 5, 20, 45, streamed);
        int compared = 0;
        for (int f = 0; f < FRAMES; f++) {
            streamed.frame();
            reference.frame();
            Map<Long, String> live = dump(streamed);
            assertEquals(twins(reference, streamed), live, "frame " + f);
            compared += live.size();
        }
        assertTrue(streamed.departures >= 30 && streamed.returns >= 20 && streamed.callsAway > 0
                && streamed.startledAway > 0 && streamed.nappingAway > 0 && streamed.wanderingAway > 0,
                "grazers travelled with calls, stacks, timers and phases: " + streamed.departures);
        assertEquals(180 * FRAMES, compared, "the 9 regions of the window, 20 grazers each, on every frame");

        streamed.bringAllBack();
        assertEquals(500, dump(streamed).size());
        assertEquals(dump(reference), dump(streamed), "every grazer, once all are back");
        for (int f = 0; f < 32; f++) {
            streamed.live.tick(StreamedWorld.DT);
            reference.frame(); // every region of the leader is live now
            assertEquals(dump(reference), dump(streamed), "frame " + f + " with every grazer back");
        }
    }

    @Test
    void aFailedWriteLosesNothingAndTheRegionGoesAtALaterFrame(@TempDir Path dir) throws IOException {
        StreamedWorld streamed = new StreamedWorld(5, 5, 20, 45, StreamedWorld.loop(), w -> new RegionFiles(w, dir));
        StreamedWorld reference = StreamedWorld.regionByRegion(5, 5, 20, 45, streamed);
        Region corner = streamed.regions.get(24);
        Region other = streamed.regions.get(20);
        // A directory where a region's file goes: its write fails, as on a full or read-only disk.
        Files.createDirectory(dir.resolve(corner.fileName()));
        Files.createDirectory(dir.resolve(other.fileName()));
        for (int f = 0; f < 40; f++) {
            streamed.frame();
            reference.frame();
            assertTrue(corner.live && other.live, "a region whose write failed stays live, frame " + f);
            assertEquals(twins(reference, streamed), dump(streamed), "frame " + f);
        }
        assertEquals(80, streamed.failedDepartures, "each blocked region tried on every frame");
        assertTrue(streamed.lastFailure.getMessage().contains(".bin"), streamed.lastFailure.getMessage());
        Set<String> blocked = new TreeSet<>(Set.of(corner.fileName(), other.fileName()));
        Set<String> away = streamed.regions.stream().filter(r -> !r.live).map(Region::fileName)
                .collect(Collectors.toCollection(TreeSet::new));
        away.addAll(blocked);
        assertEquals(away, files(dir), "no partial file, and one per region away");

        Files.delete(dir.resolve(corner.fileName()));
        Files.delete(dir.resolve(other.fileName()));
        for (int f = 40; f < FRAMES; f++) {
            streamed.frame();
            reference.frame();
            assertEquals(twins(reference, streamed), dump(streamed), "frame " + f);
        }
        assertTrue(corner.everAway && other.everAway, "they went once the disk took them");
        assertEquals(80, streamed.failedDepartures);
        streamed.bringAllBack();
        assertEquals(dump(reference), dump(streamed), "every grazer, once all are back");
    }

    @Test
    void aStreamedRunEqualsOneThatParksAwayRegionsInMemoryForEveryGrazer(@TempDir Path dir) throws IOException {
        StreamedWorld streamed = new StreamedWorld(5, 5, 20, 45, StreamedWorld.loop(), w -> new RegionFiles(w, dir));
        StreamedWorld parked = new StreamedWorld(5, 5, 20, 45, StreamedWorld.loop(), ParkedRegions::new);
        int smallest = Integer.MAX_VALUE;
        for (int f = 0; f < FRAMES; f++) {
            streamed.frame();
            parked.frame();
            assertEquals(dump(parked), dump(streamed), "frame " + f);
            Set<String> away = streamed.regions.stream().filter(r -> !r.live).map(Region::fileName)
                    .collect(Collectors.toCollection(TreeSet::new));
            assertEquals(away, files(dir), "one file per region away, frame " + f);
            smallest = Math.min(smallest, streamed.live.size());
        }
        assertEquals(180, smallest, "the window holds 9 regions of 20 at most, and the camera reaches them all");
        assertTrue(streamed.departures >= 30 && streamed.returns >= 20,
                streamed.departures + " departures, " + streamed.returns + " returns");
        assertTrue(streamed.callsAway > 0, "some calls waited while their region was away");
        assertTrue(streamed.startledAway > 0, "some grazers went away with a stack");
        assertTrue(streamed.nappingAway > 0, "some went away with a timer running");
        assertTrue(streamed.wanderingAway > 0, "some went away in the sliced state");
        assertEquals(parked.callsAway, streamed.callsAway);
        assertEquals(parked.live.droppedMessages(), streamed.live.droppedMessages());

        streamed.bringAllBack();
        parked.bringAllBack();
        assertEquals(Set.of(), files(dir));
        assertEquals(500, dump(streamed).size());
        assertEquals(dump(parked), dump(streamed), "every grazer, once all are back");
        for (int f = 0; f < 32; f++) {
            streamed.live.tick(StreamedWorld.DT);
            parked.live.tick(StreamedWorld.DT);
            assertEquals(dump(parked), dump(streamed), "frame " + f + " with every grazer back");
        }
    }

    @Test
    void grazersWhoseRegionNeverWentAwayEqualAnUnstreamedRun(@TempDir Path dir) throws IOException {
        StreamedWorld streamed = new StreamedWorld(5, 5, 20, 45, StreamedWorld.loop(), w -> new RegionFiles(w, dir));
        StreamedWorld unstreamed = new StreamedWorld(5, 5, 20, 45, null, null);
        for (int f = 0; f < FRAMES; f++) {
            streamed.frame();
            unstreamed.frame();
            Map<Long, String> all = dump(unstreamed);
            Map<Long, String> stayed = new TreeMap<>();
            Map<Long, String> alongside = new TreeMap<>();
            for (Region region : streamed.regions) {
                for (long key : region.keys) {
                    if (!region.everAway) {
                        stayed.put(key, dump(streamed).get(key));
                        alongside.put(key, all.get(key));
                    }
                }
            }
            assertEquals(alongside, stayed, "frame " + f);
        }
        long neverAway = streamed.regions.stream().filter(r -> !r.everAway).count();
        assertEquals(1, neverAway, "the camera's loop always sees the centre, and only it");
        streamed.bringAllBack();
        Map<Long, String> all = dump(unstreamed);
        Map<Long, String> back = dump(streamed);
        assertEquals(500, back.size());
        assertNotEquals(all, back, "a region away is frozen: its grazers lived less than in the unstreamed run");
    }

    @Test
    void theSamplePrintsWhatWentToDiskAndBack() throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        StreamedWorld.run(new PrintStream(bytes, true, StandardCharsets.UTF_8), 128);
        String printed = bytes.toString(StandardCharsets.UTF_8);
        assertTrue(printed.startsWith("frame  64: 180 grazers live, 16 regions on disk (16 files)\n"), printed);
        assertTrue(printed.contains("frame 128: "), printed);
        assertTrue(printed.matches("(?s).*\\d+ regions went to disk and \\d+ came back, with \\d+ calls waiting.*"),
                printed);
    }
}
