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
 * equals a run that parks them in memory, for every grazer, frame by frame; and it equals a run that never
 * streams for the grazers whose region never went away.
 */
class StreamingTest {
    /** Two of the camera's loops and a quarter. */
    static final int FRAMES = 576;

    /** Each live grazer's key and all it is: state, previous state, stack, time in state, and its own data. */
    static Map<Long, String> dump(StreamedWorld world) {
        Map<Long, String> dump = new TreeMap<>();
        world.grazers.forEach((key, g) -> dump.put(key, world.live.stateOf(g.handle) + " from "
                + world.live.previousOf(g.handle) + " stack " + world.live.stackOf(g.handle) + " t "
                + world.live.timeInState(g.handle) + " at " + g.x + "," + g.y + " ate " + g.eaten + " calls " + g.calls));
        return dump;
    }

    static Set<String> files(Path dir) throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(f -> f.getFileName().toString()).collect(Collectors.toCollection(TreeSet::new));
        }
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
