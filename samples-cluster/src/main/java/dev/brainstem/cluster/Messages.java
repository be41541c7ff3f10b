package dev.brainstem.cluster;

/**
 * What zones and the conductor tell each other across the cluster. Each message that crosses a machine is a
 * {@link Wire}, written by {@link BytesSerializer}. Every one carries the run's epoch: a restore starts a new
 * epoch, and a zone or the conductor ignores whatever an earlier epoch still has on its way.
 */
public final class Messages {
    private Messages() {
    }

    /** A message {@link BytesSerializer} writes. */
    public interface Wire {
    }

    /** Begin the run: every zone places its first creatures and runs from tick 0. */
    public record Start(int epoch, WorldSpec spec) implements Wire, Zone.Command {
    }

    /** Roll back: every zone reloads its checkpoint of tick {@code tick} and runs on from there. */
    public record Restore(int epoch, int tick, WorldSpec spec) implements Wire, Zone.Command {
    }

    /**
     * Zone {@code fromZone}'s crossers of tick {@code tick} for the receiver, sent to every neighbour each tick,
     * empty included: the receiver runs tick {@code tick + 1} once it holds one from every neighbour.
     */
    public record Handoff(int epoch, int tick, int fromZone, byte[] payload) implements Wire, Zone.Command {
    }

    /** Zone {@code zone} has written its checkpoint of tick {@code tick}. */
    public record Saved(int epoch, int tick, int zone) implements Wire, Conductor.Command {
    }

    /**
     * Zone {@code zone} has run the last tick and imported its handoffs: its creatures ({@code lines}, one per
     * creature), what it handed off and its tick times.
     */
    public record Done(int epoch, int zone, String lines, long handedOff, long tickMedianNanos, long tickP95Nanos)
            implements Wire, Conductor.Command {
    }
}
