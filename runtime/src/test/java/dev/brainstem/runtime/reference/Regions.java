package dev.brainstem.runtime.reference;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A machine with orthogonal regions (issue 42, "Orthogonal regions"), as the reference model reads it:
 * one {@link Machine} per region, in declaration order, the first being the machine's own state enum
 * (today's single-region machine, unchanged). {@link RegionsEntity} interprets it.
 *
 * <p>Decisions taken here (the issue is silent on them; the generated code must agree):
 * <ul>
 *   <li><b>Composition, not a new interpreter.</b> Each region is a whole {@link Machine}: its own
 *       states, groups, handlers, guards, initial, entry points, interrupts and {@code @Back}, settle
 *       and {@code maxTransitionsPerTick}, message handlers and history. A region's rules are exactly
 *       the single-region rules of {@link Entity}; only how the regions are sequenced is new
 *       ({@link RegionsEntity}). So a one-region {@code Regions} is today's machine, step for step.
 *   <li><b>Names are machine-wide.</b> A state or group name is in one region only (the processor's
 *       "a state name that is in two regions" error), so a name says its region: {@link #regionOf}.
 *       That is what lets {@code transitionTo(state)} change only that state's region without naming it.
 *   <li><b>Handlers belong to one region</b> by construction: a region's {@link Machine} can only name
 *       its own states (the "handler spanning regions" and "{@code to} naming another region's state"
 *       errors are the Builder's "has no state" refusals here).
 * </ul>
 */
public final class Regions {
    private final String name;
    private final List<Machine> regions;

    private Regions(String name, List<Machine> regions) {
        this.name = name;
        this.regions = List.copyOf(regions);
    }

    /**
     * A machine named {@code name} whose regions are {@code regions}, in declaration order.
     *
     * @throws IllegalArgumentException for no region, or a state or group name in two regions
     */
    public static Regions of(String name, List<Machine> regions) {
        if (regions.isEmpty()) {
            throw new IllegalArgumentException(name + ": a machine has at least one region");
        }
        Set<String> seen = new HashSet<>();
        for (Machine region : regions) {
            // A group's constant is a state named like the group: count each name once per region.
            Set<String> names = new HashSet<>(region.states());
            names.addAll(region.groups());
            for (String n : names) {
                if (!seen.add(n)) {
                    throw new IllegalArgumentException(name + ": " + n + " is in two regions");
                }
            }
        }
        return new Regions(name, new ArrayList<>(regions));
    }

    public static Regions of(String name, Machine... regions) {
        return of(name, List.of(regions));
    }

    public String name() {
        return name;
    }

    public int regionCount() {
        return regions.size();
    }

    /** Region {@code region}'s machine (0: the first, the machine's own state enum). */
    public Machine region(int region) {
        return regions.get(region);
    }

    public List<Machine> regions() {
        return regions;
    }

    /** The region whose state (or group) is named {@code name}, or -1. */
    public int regionOf(String name) {
        for (int r = 0; r < regions.size(); r++) {
            Machine m = regions.get(r);
            if (m.states().contains(name) || m.groups().contains(name)) {
                return r;
            }
        }
        return -1;
    }

    /** Whether some region's message handler takes {@code message}: else a send of it is refused. */
    public boolean takes(Object message) {
        return regions.stream().anyMatch(m -> m.takes(message));
    }

    @Override
    public String toString() {
        return name + regions;
    }
}
