package dev.brainstem.cluster;

import com.typesafe.config.Config;
import com.typesafe.config.ConfigFactory;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.apache.pekko.actor.AddressFromURIString;
import org.apache.pekko.actor.typed.ActorRef;
import org.apache.pekko.actor.typed.ActorSystem;
import org.apache.pekko.actor.typed.javadsl.Behaviors;
import org.apache.pekko.cluster.sharding.typed.ShardingEnvelope;
import org.apache.pekko.cluster.sharding.typed.ShardingMessageExtractor;
import org.apache.pekko.cluster.sharding.typed.javadsl.ClusterSharding;
import org.apache.pekko.cluster.sharding.typed.javadsl.Entity;
import org.apache.pekko.cluster.typed.Cluster;
import org.apache.pekko.cluster.typed.ClusterSingleton;
import org.apache.pekko.cluster.typed.Join;
import org.apache.pekko.cluster.typed.JoinSeedNodes;
import org.apache.pekko.cluster.typed.SingletonActor;

/**
 * One node of the sharded world, a process of its own:
 * {@code java dev.brainstem.cluster.ClusterNode [--seed PORT] --nodes N --store DIR --results FILE [world]}.
 * It binds 127.0.0.1 on a free port and prints {@code PORT n}; with {@code --seed} it joins the node on that
 * port, without it it founds the cluster. Every node hosts zones and may host the conductor (the oldest does).
 * The world's options ({@code --cols --rows --zone --creatures --world-seed --ticks --every}) must be the same
 * on every node. The node exits when its standard input closes, so it never outlives the process that
 * started it.
 */
public final class ClusterNode {
    private ClusterNode() {
    }

    public static void main(String[] args) throws IOException {
        Map<String, String> options = options(args);
        WorldSpec spec = spec(options);
        int nodes = Integer.parseInt(options.getOrDefault("nodes", "1"));
        SaveStore store = new FileSaveStore(Path.of(options.get("store")));
        Path results = Path.of(options.get("results"));

        ActorSystem<Void> system = ActorSystem.create(Behaviors.empty(), "brainstem", config(spec.zones()));
        ActorRef<Conductor.Command> conductor = ClusterSingleton.get(system).init(
                SingletonActor.of(Conductor.create(spec, nodes, results), "conductor"));
        ClusterSharding.get(system).init(Entity.of(Zone.KEY, context -> Zone.create(context.getEntityId(),
                conductor, store)).withMessageExtractor(new OneZonePerShard()));

        Cluster cluster = Cluster.get(system);
        int port = cluster.selfMember().address().getPort().orElseThrow();
        String seed = options.get("seed");
        if (seed == null) {
            cluster.manager().tell(Join.create(cluster.selfMember().address()));
        } else {
            cluster.manager().tell(new JoinSeedNodes(List.of(
                    AddressFromURIString.parse("pekko://brainstem@127.0.0.1:" + Integer.parseInt(seed)))));
        }
        System.out.println("PORT " + port);
        exitWhenInputCloses(system);
    }

    /** The configuration: loopback, a free port, the split brain resolver, no passivation, the serializer. */
    static Config config(int zones) {
        return ConfigFactory.parseString("pekko.cluster.sharding.number-of-shards = " + zones)
                .withFallback(ConfigFactory.parseResources("brainstem-cluster.conf"))
                .withFallback(ConfigFactory.load())
                .resolve();
    }

    /** Reads until standard input ends, then leaves: the parent closed it, or died. */
    private static void exitWhenInputCloses(ActorSystem<Void> system) {
        InputStream in = System.in;
        byte[] buffer = new byte[256];
        try {
            while (in.read(buffer) >= 0) {
                // The parent says nothing on it: its end is the signal.
            }
        } catch (IOException e) {
            // A broken pipe is an end too.
        }
        system.terminate();
        try {
            system.getWhenTerminated().toCompletableFuture().get(10, TimeUnit.SECONDS);
        } catch (Exception e) {
            // Leaving anyway.
        }
        Runtime.getRuntime().halt(0);
    }

    static Map<String, String> options(String[] args) {
        Map<String, String> options = new HashMap<>();
        for (int i = 0; i + 1 < args.length; i += 2) {
            if (!args[i].startsWith("--")) {
                throw new IllegalArgumentException("an option is --name value: " + args[i]);
            }
            options.put(args[i].substring(2), args[i + 1]);
        }
        return options;
    }

    static WorldSpec spec(Map<String, String> o) {
        return new WorldSpec(Integer.parseInt(o.getOrDefault("cols", "4")), Integer.parseInt(o.getOrDefault("rows", "3")),
                Float.parseFloat(o.getOrDefault("zone", "16")), Integer.parseInt(o.getOrDefault("creatures", "3000")),
                Long.parseLong(o.getOrDefault("world-seed", "45")), Integer.parseInt(o.getOrDefault("ticks", "480")),
                Integer.parseInt(o.getOrDefault("every", "64")));
    }

    /** Zone {@code z} is shard {@code z}: each zone moves alone, as a whole. */
    private static final class OneZonePerShard extends ShardingMessageExtractor<ShardingEnvelope<Zone.Command>, Zone.Command> {
        @Override
        public String entityId(ShardingEnvelope<Zone.Command> envelope) {
            return envelope.entityId();
        }

        @Override
        public String shardId(String entityId) {
            return entityId;
        }

        @Override
        public Zone.Command unwrapMessage(ShardingEnvelope<Zone.Command> envelope) {
            return envelope.message();
        }
    }
}
