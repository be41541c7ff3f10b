package dev.brainstem.cluster;

import dev.brainstem.cluster.Messages.Done;
import dev.brainstem.cluster.Messages.Handoff;
import dev.brainstem.cluster.Messages.Restore;
import dev.brainstem.cluster.Messages.Saved;
import dev.brainstem.cluster.Messages.Start;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.pekko.actor.typed.ActorRef;
import org.apache.pekko.actor.typed.Behavior;
import org.apache.pekko.actor.typed.javadsl.AbstractBehavior;
import org.apache.pekko.actor.typed.javadsl.ActorContext;
import org.apache.pekko.actor.typed.javadsl.Behaviors;
import org.apache.pekko.actor.typed.javadsl.Receive;
import org.apache.pekko.cluster.sharding.typed.javadsl.ClusterSharding;
import org.apache.pekko.cluster.sharding.typed.javadsl.EntityRef;
import org.apache.pekko.cluster.sharding.typed.javadsl.EntityTypeKey;

/**
 * One zone of the world as a sharded entity: Pekko gives it a home on one node, moves it when that node is
 * lost, and delivers the messages addressed to its id (the zone's index) wherever it lives. It owns one
 * {@link ZoneLogic}, so one batch, which only this actor touches.
 *
 * <p><b>Lockstep.</b> The zone runs tick {@code n} once it holds tick {@code n - 1}'s {@link Handoff} from every
 * neighbour; handoffs of later ticks wait in its inbox. So it is never more than one tick ahead of a neighbour,
 * and no barrier spans the world. <b>Checkpoints.</b> At every tick {@code K} that is a multiple of the
 * world's interval, once it holds tick {@code K - 1}'s handoffs and before it imports them, it writes its
 * creatures and those handoffs to the {@link SaveStore}: the state after tick {@code K - 1} and everything in
 * flight to it. As every zone does the same at {@code K}, the checkpoints of {@code K} are a consistent cut of
 * the world. <b>Epochs.</b> A {@link Restore} starts a new epoch: the zone reloads {@code K} and runs on; any
 * message of an older epoch is dropped, one of a newer epoch (a restored neighbour ahead of it) is kept.
 */
public final class Zone extends AbstractBehavior<Zone.Command> {
    /** What a zone takes. */
    public interface Command {
    }

    public static final EntityTypeKey<Command> KEY = EntityTypeKey.create(Command.class, "Zone");

    private final int zone;
    private final ActorRef<Conductor.Command> conductor;
    private final SaveStore store;
    private final ClusterSharding sharding;
    private final Crossers crossers = new TravelCrossers();
    private final Map<Integer, EntityRef<Command>> refs = new HashMap<>();

    private int epoch;
    private WorldSpec spec;
    private ZoneLogic logic;
    private int next;
    private int savedAt = -1;
    private boolean done;
    /** Handoffs of this epoch by tick, each by sender. */
    private final Map<Integer, TreeMap<Integer, byte[]>> inbox = new HashMap<>();
    /** Handoffs of later epochs: a neighbour restored before this zone was. */
    private final List<Handoff> early = new ArrayList<>();
    private long[] tickNanos = new long[0];
    private int timed;

    static Behavior<Command> create(String entityId, ActorRef<Conductor.Command> conductor, SaveStore store) {
        return Behaviors.setup(context -> new Zone(context, Integer.parseInt(entityId), conductor, store));
    }

    private Zone(ActorContext<Command> context, int zone, ActorRef<Conductor.Command> conductor, SaveStore store) {
        super(context);
        this.zone = zone;
        this.conductor = conductor;
        this.store = store;
        this.sharding = ClusterSharding.get(context.getSystem());
    }

    @Override
    public Receive<Command> createReceive() {
        return newReceiveBuilder()
                .onMessage(Start.class, this::onStart)
                .onMessage(Restore.class, this::onRestore)
                .onMessage(Handoff.class, this::onHandoff)
                .build();
    }

    private Behavior<Command> onStart(Start start) {
        if (start.epoch() > epoch) {
            begin(start.epoch(), start.spec(), ZoneLogic.start(start.spec(), zone, crossers), 0);
            System.out.println("ZONE " + zone + " STARTS epoch " + epoch);
            advance();
        }
        return this;
    }

    private Behavior<Command> onRestore(Restore restore) throws IOException {
        if (restore.epoch() > epoch) {
            byte[] bytes = store.read(zone, restore.tick()).orElseThrow(() -> new IOException(
                    "zone " + zone + " has no checkpoint of tick " + restore.tick()));
            DataInputStream in = new DataInputStream(new ByteArrayInputStream(bytes));
            ZoneLogic loaded = ZoneLogic.load(restore.spec(), zone, crossers, in);
            TreeMap<Integer, byte[]> arrivals = new TreeMap<>();
            int count = in.readInt();
            for (int i = 0; i < count; i++) {
                int from = in.readInt();
                byte[] payload = new byte[in.readInt()];
                in.readFully(payload);
                arrivals.put(from, payload);
            }
            begin(restore.epoch(), restore.spec(), loaded, restore.tick());
            if (restore.tick() > 0) {
                inbox.put(restore.tick() - 1, arrivals);
            }
            savedAt = restore.tick();
            System.out.println("ZONE " + zone + " RESTORES tick " + restore.tick() + " epoch " + epoch);
            // The conductor's sign that this zone holds the checkpoint in the new epoch.
            conductor.tell(new Saved(epoch, restore.tick(), zone));
            advance();
        }
        return this;
    }

    private void begin(int newEpoch, WorldSpec newSpec, ZoneLogic newLogic, int from) {
        epoch = newEpoch;
        spec = newSpec;
        logic = newLogic;
        next = from;
        savedAt = -1;
        done = false;
        inbox.clear();
        tickNanos = new long[newSpec.ticks()];
        timed = 0;
        List<Handoff> waiting = new ArrayList<>(early);
        early.clear();
        for (Handoff h : waiting) {
            file(h);
        }
    }

    private Behavior<Command> onHandoff(Handoff handoff) {
        file(handoff);
        advance();
        return this;
    }

    private void file(Handoff h) {
        if (h.epoch() > epoch) {
            early.add(h);
        } else if (h.epoch() == epoch) {
            inbox.computeIfAbsent(h.tick(), t -> new TreeMap<>()).put(h.fromZone(), h.payload());
        }
    }

    /** Runs every tick it can, then reports once the last tick's handoffs are in. */
    private void advance() {
        while (logic != null && !done) {
            Map<Integer, byte[]> arrivals = next == 0 ? Map.of() : inbox.getOrDefault(next - 1, new TreeMap<>());
            if (next > 0 && arrivals.size() < logic.neighbours.length) {
                return;
            }
            if (next == spec.ticks()) {
                logic.finish(arrivals);
                done = true;
                long[] times = Arrays.copyOf(tickNanos, timed);
                Arrays.sort(times);
                conductor.tell(new Done(epoch, zone, String.join("\n", logic.digest().values()), logic.handedOff(),
                        percentile(times, 50), percentile(times, 95)));
                return;
            }
            if (next % spec.checkpointEvery() == 0 && savedAt != next) {
                checkpoint(next, arrivals);
            }
            long started = System.nanoTime();
            Map<Integer, byte[]> out = logic.tick(next, arrivals);
            if (timed < tickNanos.length) {
                tickNanos[timed++] = System.nanoTime() - started;
            }
            inbox.remove(next - 1);
            for (Map.Entry<Integer, byte[]> e : new TreeMap<>(out).entrySet()) {
                refs.computeIfAbsent(e.getKey(), z -> sharding.entityRefFor(KEY, Integer.toString(z)))
                        .tell(new Handoff(epoch, next, zone, e.getValue()));
            }
            next++;
        }
    }

    private void checkpoint(int tick, Map<Integer, byte[]> arrivals) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DataOutputStream out = new DataOutputStream(bytes);
        try {
            logic.save(out);
            out.writeInt(arrivals.size());
            for (Map.Entry<Integer, byte[]> e : new TreeMap<>(arrivals).entrySet()) {
                out.writeInt(e.getKey());
                out.writeInt(e.getValue().length);
                out.write(e.getValue());
            }
            out.flush();
            store.write(zone, tick, bytes.toByteArray());
        } catch (IOException e) {
            throw new UncheckedIOException("zone " + zone + ": the checkpoint of tick " + tick, e);
        }
        savedAt = tick;
        conductor.tell(new Saved(epoch, tick, zone));
    }

    private static long percentile(long[] sorted, int p) {
        return sorted.length == 0 ? 0 : sorted[Math.min(sorted.length - 1, sorted.length * p / 100)];
    }
}
