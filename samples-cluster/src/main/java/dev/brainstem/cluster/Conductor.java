package dev.brainstem.cluster;

import dev.brainstem.cluster.Messages.Done;
import dev.brainstem.cluster.Messages.Restore;
import dev.brainstem.cluster.Messages.Saved;
import dev.brainstem.cluster.Messages.Start;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.apache.pekko.actor.Address;
import org.apache.pekko.actor.typed.Behavior;
import org.apache.pekko.actor.typed.javadsl.AbstractBehavior;
import org.apache.pekko.actor.typed.javadsl.ActorContext;
import org.apache.pekko.actor.typed.javadsl.Behaviors;
import org.apache.pekko.actor.typed.javadsl.Receive;
import org.apache.pekko.cluster.Member;
import org.apache.pekko.cluster.MemberStatus;
import org.apache.pekko.cluster.sharding.typed.javadsl.ClusterSharding;
import org.apache.pekko.cluster.typed.Cluster;

/**
 * The run's conductor, a cluster singleton (on the oldest node): it starts the run once the cluster has its
 * nodes, commits checkpoint {@code K} when every zone has written it, and when a node is lost starts a new
 * epoch in which every zone reloads the last committed checkpoint (the lost node's zones on the nodes that
 * remain: sharding gives them a new home on the first message). It collects the zones' final creatures and
 * writes them to the results file.
 *
 * <p>Whatever it sends may be lost while the cluster changes (a message to a zone whose old home is dead), so
 * it sends the current {@link Start} or {@link Restore} again to every zone that has not answered it, and
 * starts another epoch if the run stops moving for {@link #STALL}. Its own timing (polls, retries) never
 * reaches the creatures: they depend on the ticks alone.
 */
public final class Conductor extends AbstractBehavior<Conductor.Command> {
    /** What the conductor takes. */
    public interface Command {
    }

    private enum Poll implements Command { INSTANCE }

    static final Duration POLL = Duration.ofMillis(250);
    /** How long a removed node's shards take to be freed everywhere before the zones are told to restore. */
    static final long SETTLE_NANOS = Duration.ofSeconds(2).toNanos();
    static final long STALL = Duration.ofSeconds(20).toNanos();

    private final WorldSpec spec;
    private final int nodes;
    private final Path results;
    private final ClusterSharding sharding;
    private final Cluster cluster;

    private int epoch;
    private boolean finished;
    private int committed = -1;
    private int restores;
    private long upSince;
    private long startedAt;
    private long lastProgress;
    private long lostAt;
    private final Set<Address> members = new HashSet<>();
    private final Set<Integer> answered = new HashSet<>();
    private final Map<Integer, Set<Integer>> saved = new HashMap<>();
    private final Map<Integer, Done> done = new TreeMap<>();

    static Behavior<Command> create(WorldSpec spec, int nodes, Path results) {
        return Behaviors.setup(context -> Behaviors.withTimers(timers -> {
            timers.startTimerWithFixedDelay(Poll.INSTANCE, POLL);
            return new Conductor(context, spec, nodes, results);
        }));
    }

    private Conductor(ActorContext<Command> context, WorldSpec spec, int nodes, Path results) {
        super(context);
        this.spec = spec;
        this.nodes = nodes;
        this.results = results;
        this.sharding = ClusterSharding.get(context.getSystem());
        this.cluster = Cluster.get(context.getSystem());
    }

    @Override
    public Receive<Command> createReceive() {
        return newReceiveBuilder()
                .onMessageEquals(Poll.INSTANCE, this::onPoll)
                .onMessage(Saved.class, this::onSaved)
                .onMessage(Done.class, this::onDone)
                .build();
    }

    private Behavior<Command> onPoll() {
        if (finished) {
            return this;
        }
        long now = System.nanoTime();
        Set<Address> up = new HashSet<>();
        for (Member m : cluster.state().getMembers()) {
            if (m.status().equals(MemberStatus.up())) {
                up.add(m.address());
            }
        }
        if (epoch == 0) {
            if (up.size() < nodes) {
                upSince = 0;
            } else if (upSince == 0) {
                upSince = now;
            } else if (now - upSince > SETTLE_NANOS / 2) {
                // Every node's region has had time to register: the zones spread over all of them.
                members.addAll(up);
                startedAt = now;
                newEpoch(now);
            }
            return this;
        }
        members.addAll(up);
        if (lostAt == 0 && !up.containsAll(members)) {
            Set<Address> lost = new HashSet<>(members);
            lost.removeAll(up);
            System.out.println("LOST " + lost);
            members.retainAll(up);
            lostAt = now;
        }
        if (lostAt != 0 && now - lostAt > SETTLE_NANOS) {
            lostAt = 0;
            restores++;
            newEpoch(now);
        } else if (now - lastProgress > STALL) {
            System.out.println("STALLED at epoch " + epoch);
            restores++;
            newEpoch(now);
        } else {
            for (int z = 0; z < spec.zones(); z++) {
                if (!answered.contains(z)) {
                    tellZone(z);
                }
            }
        }
        return this;
    }

    /** Starts epoch {@code epoch + 1}: from the beginning, or from the last committed checkpoint. */
    private void newEpoch(long now) {
        epoch++;
        answered.clear();
        saved.clear();
        done.clear();
        lastProgress = now;
        System.out.println(committed < 0 ? "START epoch " + epoch : "RESTORE epoch " + epoch + " tick " + committed);
        for (int z = 0; z < spec.zones(); z++) {
            tellZone(z);
        }
    }

    private void tellZone(int z) {
        Zone.Command command = committed < 0 ? new Start(epoch, spec) : new Restore(epoch, committed, spec);
        sharding.entityRefFor(Zone.KEY, Integer.toString(z)).tell(command);
    }

    private Behavior<Command> onSaved(Saved s) {
        if (s.epoch() == epoch && !finished) {
            answered.add(s.zone());
            lastProgress = System.nanoTime();
            Set<Integer> zones = saved.computeIfAbsent(s.tick(), t -> new HashSet<>());
            zones.add(s.zone());
            if (zones.size() == spec.zones() && s.tick() > committed) {
                committed = s.tick();
                System.out.println("COMMITTED " + committed);
            }
        }
        return this;
    }

    private Behavior<Command> onDone(Done d) {
        if (d.epoch() == epoch && !finished) {
            answered.add(d.zone());
            lastProgress = System.nanoTime();
            done.put(d.zone(), d);
            if (done.size() == spec.zones()) {
                finished = true;
                writeResults();
            }
        }
        return this;
    }

    /** The results file: the run's figures, then every creature's line, ascending by key. */
    private void writeResults() {
        double seconds = (System.nanoTime() - startedAt) / 1e9;
        long handedOff = 0;
        List<String> medians = new ArrayList<>();
        List<String> p95s = new ArrayList<>();
        // Every line as it came, duplicates included: the test checks that each creature is there exactly once.
        List<String> creatures = new ArrayList<>();
        for (Done d : done.values()) {
            handedOff += d.handedOff();
            medians.add(Long.toString(d.tickMedianNanos()));
            p95s.add(Long.toString(d.tickP95Nanos()));
            for (String line : d.lines().split("\n")) {
                if (!line.isEmpty()) {
                    creatures.add(line);
                }
            }
        }
        List<String> lines = new ArrayList<>();
        lines.add("restores " + restores);
        lines.add("handedOff " + handedOff);
        lines.add("seconds " + seconds);
        lines.add("tickMedianNanos " + String.join(",", medians));
        lines.add("tickP95Nanos " + String.join(",", p95s));
        creatures.sort(java.util.Comparator.comparingLong(line -> Long.parseLong(line.split(" ", 3)[1])));
        lines.addAll(creatures);
        try {
            Path temporary = results.resolveSibling(results.getFileName() + ".part");
            Files.write(temporary, lines, StandardCharsets.UTF_8);
            Files.move(temporary, results, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        System.out.println("FINISHED restores " + restores + " handedOff " + handedOff + " seconds " + seconds);
    }
}
