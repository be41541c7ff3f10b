package dev.brainstem.runtime.internal;

import dev.brainstem.runtime.BatchProbe;
import dev.brainstem.runtime.MachineInfo;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * One batch's side of hot reload ({@link Reloads}): at each of the batch's points between ticks, when
 * anything was staged, published or noted since it last looked, it runs the point, then takes the
 * description of the code now running (matched by the identity of the description the batch was built
 * with) and tells the batch's probe, with the notes written since. A description that
 * {@link Reloads#refusal refuses} to take over leaves the batch as it was: the probe is told why, once.
 * While nothing happens a point costs one volatile read.
 */
public final class ReloadWatch {
    private final MachineInfo loaded;
    /** Told of each description taken: the batch's {@code info()} from then on. */
    private final Consumer<MachineInfo> swap;
    /** The description the batch runs by: {@link #loaded} until a reload. */
    private MachineInfo now;
    /** The last description refused, so that the probe is told once. */
    private MachineInfo refused;
    /** {@link Reloads#generation()} as this batch last looked. */
    private int seen;
    /** How many notes were written when this batch last read them. */
    private int notesSeen;
    private final List<String> notes = new ArrayList<>();

    /**
     * Watches for the batch built with {@code loaded}; notes written before now are none of its business. A
     * batch built after a reload (a new level's) runs the new code from the start: it is described by the
     * new code's description at once ({@link #described()}), unless that needs a restart.
     */
    public ReloadWatch(MachineInfo loaded, Consumer<MachineInfo> swap) {
        this.loaded = loaded;
        this.swap = swap;
        this.seen = Reloads.generation();
        this.notesSeen = Reloads.notesWritten();
        MachineInfo current = Reloads.current(loaded);
        this.now = current == loaded || Reloads.refusal(loaded, current) != null ? loaded : current;
    }

    /** The description the batch runs by now. */
    public MachineInfo described() {
        return now;
    }

    /**
     * A point between two ticks: the batch is idle (not at work, not reporting, not walked), so that no
     * redefinition lands in a tick and no description changes under a handler.
     */
    void point(BatchProbe probe) {
        int generation = Reloads.generation();
        if (generation == seen) {
            return;
        }
        // Seen before the point: what the point itself stages again is for the next one.
        seen = generation;
        Reloads.point();
        take(probe);
        notes.clear();
        notesSeen = Reloads.notesAfter(notesSeen, notes);
        if (probe != null) {
            for (String line : notes) {
                probe.reloadNote(line);
            }
        }
        notes.clear();
    }

    private void take(BatchProbe probe) {
        MachineInfo current = Reloads.current(loaded);
        if (current == now || current == refused) {
            return;
        }
        String why = Reloads.refusal(loaded, current);
        if (why != null) {
            refused = current;
            if (probe != null) {
                probe.reloadNote(loaded.name() + ": needs a restart, the batch keeps its description: " + why);
            }
            return;
        }
        now = current;
        refused = null;
        swap.accept(current);
        if (probe != null) {
            probe.reloaded(current);
        }
    }
}
