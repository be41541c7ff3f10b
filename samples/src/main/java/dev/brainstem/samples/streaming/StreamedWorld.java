package dev.brainstem.samples.streaming;

import dev.brainstem.runtime.MessageCodec;
import dev.brainstem.runtime.SaveOptions;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.function.Function;

/**
 * A headless streamed world: a grid of {@link Region}s of {@link Grazer}s under a {@link Camera}. Only the
 * regions in the camera's window are live: their grazers are in one batch that ticks. When the window leaves a
 * region, its grazers go away ({@link Away}: to a file, {@link RegionFiles}), and come back when it returns,
 * in their states, with their stacks, times, timers, slice phases and the calls waiting for them. A region
 * away is frozen, as a streamed level's far regions are: its grazers' time does not pass.
 *
 * <p>Streaming happens between frames (an export is refused while the batch ticks): each frame first sends
 * away the regions the window left, in grid order, then brings back the ones it reached, in grid order,
 * then ticks. The frame is dyadic (1/16 s), so a due time rebased on the live batch's clock is exact.
 */
public final class StreamedWorld {
    /** A dyadic frame: times and due times add up exactly whatever batch a grazer is in. */
    public static final float DT = 1f / 16;
    /** The codec of the one message type, {@link Call}: what a region's file needs for the calls waiting. */
    static final SaveOptions CODECS = new SaveOptions().message(Call.class, MessageCodec.of((call, out) -> {
        out.writeLong(call.from());
        out.writeBoolean(call.loud());
    }, in -> new Call(in.readLong(), in.readBoolean())));

    final GrazerBatch live = new GrazerBatch();
    final List<Region> regions = new ArrayList<>();
    /** The live grazers, by key (every grazer, in a {@linkplain #regionByRegion reference}). */
    final Map<Long, Grazer> grazers = new TreeMap<>();
    private final Camera camera;
    private final Away away;
    private final StreamedWorld leader;
    int frames;
    int departures;
    int returns;
    /** Calls that went away with their receivers (and came back with them). */
    int callsAway;
    /** Grazers that went away interrupted (a stack to keep), napping (a timer), wandering (a sliced state). */
    int startledAway;
    int nappingAway;
    int wanderingAway;
    /** Departures a disk error stopped: the region stayed live, and went at a later frame. */
    int failedDepartures;
    /** The last of those errors, for the game's log. */
    IOException lastFailure;

    /**
     * @param camera null: every region stays live (the unstreamed world)
     * @param away where regions go: {@code w -> new RegionFiles(w, dir)}; ignored without a camera
     */
    StreamedWorld(int columns, int rows, int perRegion, long seed, Camera camera, Function<StreamedWorld, Away> away) {
        this(columns, rows, perRegion, seed, camera, away, null);
    }

    /**
     * The reference a streamed run is checked against, with no travel at all: each region has a batch of
     * its own, ticked only while {@code leader}'s region is live (away: not ticked, so frozen). Its grazers
     * never leave their batch, so nothing is exported, imported, rebased or re-phased. Call its
     * {@link #frame} after the leader's.
     */
    static StreamedWorld regionByRegion(int columns, int rows, int perRegion, long seed, StreamedWorld leader) {
        return new StreamedWorld(columns, rows, perRegion, seed, null, null, leader);
    }

    private StreamedWorld(int columns, int rows, int perRegion, long seed, Camera camera,
            Function<StreamedWorld, Away> away, StreamedWorld leader) {
        this.camera = camera;
        this.away = camera == null ? null : away.apply(this);
        this.leader = leader;
        SplittableRandom random = new SplittableRandom(seed);
        float size = 16;
        for (int row = 0; row < rows; row++) {
            for (int column = 0; column < columns; column++) {
                long first = 1000L * (row * columns + column);
                long[] keys = new long[perRegion];
                for (int i = 0; i < perRegion; i++) {
                    keys[i] = first + i;
                }
                Region region = new Region(column, row, size, keys);
                region.own = leader == null ? null : new GrazerBatch();
                regions.add(region);
                for (int i = 0; i < perRegion; i++) {
                    Grazer g = new Grazer(this, keys[i], random.nextInt(), keys[(i + 1) % perRegion], region,
                            (column + random.nextFloat()) * size, (row + random.nextFloat()) * size);
                    g.handle = batchOf(g).add(g);
                    grazers.put(g.key, g);
                }
            }
        }
    }

    /** Streaming to files in {@code dir}: the sample as a game would run it. */
    public static StreamedWorld onDisk(Path dir, long seed) {
        return new StreamedWorld(5, 5, 20, seed, loop(), w -> new RegionFiles(w, dir));
    }

    /** The camera's loop over a 5 x 5 grid of 16-unit regions: round the centre, which it always sees. */
    static Camera loop() {
        return new Camera(8, 24, 24, 56, 24, 56, 56, 24, 56);
    }

    /** One frame: the camera moves, regions go and come, the live batch ticks. */
    public void frame() throws IOException {
        if (leader != null) {
            for (int i = 0; i < regions.size(); i++) {
                Region region = regions.get(i);
                region.live = leader.regions.get(i).live;
                region.everAway |= !region.live;
                if (region.live) {
                    region.own.tick(DT);
                }
            }
            frames++;
            return;
        }
        if (camera != null) {
            camera.advance(DT);
            stream();
        }
        live.tick(DT);
        frames++;
    }

    private void stream() throws IOException {
        for (Region region : regions) {
            if (region.live && !camera.sees(region)) {
                sendAway(region);
            }
        }
        for (Region region : regions) {
            if (!region.live && camera.sees(region)) {
                bringBack(region);
            }
        }
    }

    /**
     * Sends the region's grazers away. A disk error must neither lose them nor stop the game: the region
     * stays live (its grazers tick on with the others, {@link Away#leave} put them back) and the next frame
     * tries again, since the camera still does not see it; the error is counted and kept for the game's log.
     */
    private void sendAway(Region region) {
        List<Grazer> leaving = new ArrayList<>();
        int startled = 0;
        int napping = 0;
        int wandering = 0;
        for (long key : region.keys) {
            Grazer g = grazers.get(key);
            leaving.add(g);
            Mood mood = live.stateOf(g.handle);
            startled += mood == Mood.STARTLED ? 1 : 0;
            napping += mood == Mood.REST ? 1 : 0;
            wandering += mood == Mood.WANDER ? 1 : 0;
        }
        try {
            callsAway += away.leave(region, leaving);
        } catch (IOException e) {
            failedDepartures++;
            lastFailure = e;
            return;
        }
        startledAway += startled;
        nappingAway += napping;
        wanderingAway += wandering;
        for (long key : region.keys) {
            grazers.remove(key);
        }
        region.live = false;
        region.everAway = true;
        departures++;
    }

    private void bringBack(Region region) throws IOException {
        for (Grazer g : away.back(region)) {
            grazers.put(g.key, g);
        }
        region.live = true;
        returns++;
    }

    /** Brings back every region away, as if the camera now saw the whole world. */
    public void bringAllBack() throws IOException {
        for (Region region : regions) {
            if (!region.live) {
                bringBack(region);
            }
        }
    }

    /** A grazer's call to its friend, a grazer of its own region: live when the caller is. */
    void call(long friend, Call call, float delay) {
        Grazer g = grazers.get(friend);
        batchOf(g).send(g.handle, call, delay);
    }

    /** The batch {@code g} is in: the live one, or its region's own in a {@linkplain #regionByRegion reference}. */
    GrazerBatch batchOf(Grazer g) {
        return g.home.own != null ? g.home.own : live;
    }

    /** Runs the sample for two of the camera's loops and prints what went to disk and back. */
    public static void main(String[] args) throws IOException {
        run(System.out, 512);
    }

    static void run(PrintStream out, int frames) throws IOException {
        Path dir = Files.createTempDirectory("brainstem-streaming");
        StreamedWorld world = onDisk(dir, 45);
        for (int f = 1; f <= frames; f++) {
            world.frame();
            if (f % 64 == 0) {
                try (var files = Files.list(dir)) {
                    out.printf("frame %3d: %3d grazers live, %2d regions on disk (%d files)%n", f, world.live.size(),
                            world.regions.stream().filter(r -> !r.live).count(), files.count());
                }
            }
        }
        out.printf("%d regions went to disk and %d came back, with %d calls waiting, %d startled grazers,"
                + " %d napping, %d wandering%n", world.departures, world.returns, world.callsAway, world.startledAway,
                world.nappingAway, world.wanderingAway);
        world.bringAllBack();
        Files.delete(dir);
    }
}
