package dev.brainstem.samples.travel;

import dev.brainstem.samples.travel.TravelWorld.Add;
import dev.brainstem.samples.travel.TravelWorld.After;
import dev.brainstem.samples.travel.TravelWorld.Mode;
import dev.brainstem.samples.travel.TravelWorld.Remove;
import dev.brainstem.samples.travel.TravelWorld.Send;
import dev.brainstem.samples.travel.TravelWorld.Step;
import dev.brainstem.samples.travel.TravelWorld.Stride;
import dev.brainstem.samples.travel.TravelWorld.Tick;
import dev.brainstem.samples.travel.TravelWorld.Transition;
import dev.brainstem.samples.travel.TravelWorld.Trip;
import java.io.IOException;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.RandomDistribution;
import net.jqwik.api.Tuple;
import net.jqwik.api.statistics.Statistics;

/**
 * Issue 45's property, on {@link Courier} (object mode) and {@link Couriers} (id mode): two running
 * batches A and B live random steps (adds, removes, {@code transitionTo} REST or the interrupt HIT, pings
 * to entities and broadcasts with dyadic delays, strides, ticks of either or both with dyadic dt so that
 * their clocks and tick counts differ), then any subset of A, in any order, goes to B: exported with
 * {@code leave}, exported as copies, or {@code move}d, with or without the game's keys, id mode's new
 * ids interleaved with B's own (so slots and phases change). Then both tick alike, now and then pinging
 * a traveller at its new handle and, in A, at its old one (dropped and counted). Checked by {@link
 * TravelWorld}: after every step, both generated batches equal the reference model's (which models the
 * trip: {@code Batch.export}, {@code Batch.importInto}); at the trip, the report, the travellers as they
 * were, the rest of A and all of B's own untouched; after it, every entity of the model's batches equals
 * its twin that never travelled (calls, delays, timer, phase, time, stack, history), step by step.
 * {@link #regions} does the same for a machine of regions against the model's {@code RegionsBatch}.
 */
class TravelPropertiesTest {
    private static final int TRIES = 500;

    @Property(tries = TRIES)
    void objectMode(@ForAll("steps") List<Step> steps, @ForAll("trip") Trip trip, @ForAll("afters") List<After> afters,
            @ForAll long seed) throws IOException {
        run(false, seed, steps, trip, afters);
    }

    @Property(tries = TRIES)
    void idMode(@ForAll("steps") List<Step> steps, @ForAll("trip") Trip trip, @ForAll("afters") List<After> afters,
            @ForAll long seed) throws IOException {
        run(true, seed, steps, trip, afters);
    }

    /**
     * A machine of regions ({@link Porter}, {@link Porters}), both modes ({@link PorterTrips}): any subset, leave,
     * copies or move; both generated batches equal the model's {@code RegionsBatch} after every step, and after the
     * trip every porter's regions (states, previous states, times, strides) equal its twin's, step by step.
     */
    @Property(tries = 300)
    void regions(@ForAll boolean idMode, @ForAll("porterSteps") List<PorterTrips.Step> steps, @ForAll long tripSeed,
            @ForAll("percent") int percent, @ForAll Mode mode,
            @ForAll("porterAfters") List<Integer> afters) throws IOException {
        PorterTrips trips = new PorterTrips(idMode);
        trips.run(steps, tripSeed, percent, mode, afters);
        Statistics.label("letters travelled").collect(trips.lettersTravelled);
    }

    @Provide
    Arbitrary<List<PorterTrips.Step>> porterSteps() {
        Arbitrary<Integer> kind = Arbitraries.frequency(Tuple.of(3, 0), Tuple.of(1, 1), Tuple.of(3, 2), Tuple.of(1, 3),
                Tuple.of(5, 4));
        return Combinators.combine(kind, Arbitraries.integers().between(0, 1), Arbitraries.integers().between(0, 1000),
                Arbitraries.integers().between(0, 99)).as(PorterTrips.Step::new).list().ofMaxSize(50);
    }

    @Provide
    Arbitrary<Integer> percent() {
        return Arbitraries.of(0, 30, 50, 80, 100);
    }

    @Provide
    Arbitrary<List<Integer>> porterAfters() {
        return Arbitraries.integers().between(0, 2).list().ofMinSize(1).ofMaxSize(40);
    }

    private static void run(boolean idMode, long seed, List<Step> steps, Trip trip, List<After> afters)
            throws IOException {
        TravelWorld world = new TravelWorld(idMode, seed);
        world.run(steps, trip, afters);
        for (String feature : FEATURES) {
            Statistics.label(feature).collect(world.seen.contains(feature));
        }
    }

    private static final List<String> FEATURES = List.of("LEAVE", "COPY", "MOVE", "LEAVE with keys", "COPY with keys",
            "MOVE with keys", "letters waited in A", "letters travelled", "twins compared",
            "sent to a leaver's old handle", "a traveller with a stack", "a traveller in the sliced state",
            "a strided traveller in the sliced state", "a traveller with a history", "a traveller with a timer");

    private static final Arbitrary<Float> DT = Arbitraries.of(0.0625f, 0.03125f, 0.125f);

    @Provide
    Arbitrary<List<Step>> steps() {
        Arbitrary<Integer> batch = Arbitraries.integers().between(0, 1);
        Arbitrary<Integer> pick = Arbitraries.integers().between(0, 1000);
        Arbitrary<Float> delay = Arbitraries.of(0f, 0.03125f, 0.25f, 0.5f, 1.5f);
        Arbitrary<Step> add = Combinators.combine(batch, pick, Arbitraries.of(false, false, false, true)).as(Add::new);
        Arbitrary<Step> remove = Combinators.combine(batch, pick).as(Remove::new);
        Arbitrary<Step> transition = Combinators.combine(batch, pick, Arbitraries.of(false, true)).as(Transition::new);
        Arbitrary<Step> tick = Combinators.combine(Arbitraries.of(0, 1, 2, 2), DT).as(Tick::new);
        Arbitrary<Step> send = Combinators.combine(batch, pick, delay, Arbitraries.of(false, false, false, false, true))
                .as(Send::new);
        Arbitrary<Step> stride = Combinators.combine(batch, pick, Arbitraries.of(1, 2, 3)).as(Stride::new);
        Arbitrary<Step> step = Arbitraries.frequencyOf(Tuple.of(25, add), Tuple.of(4, remove), Tuple.of(8, transition),
                Tuple.of(35, tick), Tuple.of(14, send), Tuple.of(12, stride));
        return step.list().ofMinSize(0).ofMaxSize(60).withSizeDistribution(RandomDistribution.uniform());
    }

    @Provide
    Arbitrary<Trip> trip() {
        return Combinators.combine(Arbitraries.longs(), Arbitraries.of(0, 30, 50, 80, 100), Arbitraries.of(Mode.class),
                Arbitraries.of(false, true), Arbitraries.integers().between(0, 30)).as(Trip::new);
    }

    @Provide
    Arbitrary<List<After>> afters() {
        Arbitrary<After> after = Combinators.combine(DT, Arbitraries.integers().between(-3, 20),
                Arbitraries.of(0f, 0.03125f, 0.25f)).as((dt, ping, delay) -> new After(dt, ping < 0 ? -1 : ping, delay));
        return after.list().ofMinSize(1).ofMaxSize(40);
    }
}
