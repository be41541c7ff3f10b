package dev.brainstem.samples.reload;

import dev.brainstem.runtime.MachineInfo;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A description as a redefined machine's {@code info()} gives it: the loaded one, with the parts a test
 * changes (its edges, its groups, a state's {@code every}), rebuilt through {@link MachineInfo}'s public
 * constructors as generated code builds it.
 */
final class Described {
    private final MachineInfo was;
    private List<MachineInfo.Edges> edges;
    private List<MachineInfo.Group> groups;
    private final int[] every;

    private Described(MachineInfo was) {
        this.was = was;
        this.edges = was.edgeGroups();
        this.groups = was.groups();
        this.every = new int[was.states().size()];
        for (int s = 0; s < every.length; s++) {
            every[s] = was.every(was.states().get(s));
        }
    }

    static Described of(MachineInfo was) {
        return new Described(was);
    }

    /** The edges given, then the loaded ones. */
    Described plusEdges(MachineInfo.Edges... more) {
        List<MachineInfo.Edges> all = new ArrayList<>(Arrays.asList(more));
        all.addAll(edges);
        edges = all;
        return this;
    }

    Described groups(MachineInfo.Group... replaced) {
        groups = Arrays.asList(replaced);
        return this;
    }

    Described every(String state, int value) {
        every[was.states().indexOf(state)] = value;
        return this;
    }

    MachineInfo build() {
        String[] states = was.states().toArray(new String[0]);
        String[] types = new String[states.length];
        for (int s = 0; s < states.length; s++) {
            types[s] = String.join(" ", was.messageTypes(states[s]));
        }
        MachineInfo now = new MachineInfo(was.name(), states, was.initial(), was.entryPoints().toArray(new String[0]),
                groups.toArray(new MachineInfo.Group[0]), types, edges.toArray(new MachineInfo.Edges[0]));
        if (!was.interrupts().isEmpty() || was.back() != null) {
            now = now.withStacks(was.interrupts().toArray(new String[0]), was.back());
        }
        if (was.timed()) {
            List<String> sleeping = new ArrayList<>();
            for (String state : states) {
                if (was.sleeps(state)) {
                    sleeping.add(state);
                }
            }
            now = now.withTiming(every, sleeping.toArray(new String[0]));
        }
        if (was.regions().size() > 1) {
            now = now.withRegions(was.regions().subList(1, was.regions().size()).toArray(new MachineInfo[0]));
        }
        return now;
    }
}
