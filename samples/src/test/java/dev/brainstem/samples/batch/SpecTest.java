package dev.brainstem.samples.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.brainstem.runtime.Events;
import dev.brainstem.runtime.MachineInfo;
import dev.brainstem.runtime.reference.Handler;
import dev.brainstem.runtime.reference.Machine;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The model's hand-written machines ({@link Spec}) say what the fixtures' annotations say: the same
 * name, states, initial state, entry points, {@code to} edges, settle and failsafe as the generated
 * machines.
 */
class SpecTest {
    private static void same(Machine spec, MachineInfo info, int maxTransitionsPerTick, boolean settle) {
        assertEquals(spec.name(), info.name(), spec.name() + " name");
        assertEquals(spec.states(), info.states(), spec.name() + " states");
        assertEquals(spec.stateName(spec.initial()), info.initial(), spec.name() + " initial");
        List<String> entryPoints = new ArrayList<>();
        for (int e : spec.entryPoints()) {
            entryPoints.add(spec.stateName(e));
        }
        assertEquals(entryPoints, info.entryPoints(), spec.name() + " entry points");
        Set<String> expected = new TreeSet<>();
        for (int s = 0; s < spec.stateCount(); s++) {
            for (int event : new int[] {Events.ENTER, Events.UPDATE}) {
                Handler h = spec.handler(event, s);
                for (String to : h == null ? List.<String>of() : h.to()) {
                    expected.add(spec.stateName(s) + " -> " + to + " by " + event);
                }
            }
        }
        Set<String> actual = new TreeSet<>();
        for (MachineInfo.Edge edge : info.edges()) {
            actual.add(edge.from() + " -> " + edge.to() + " by " + edge.event());
        }
        assertEquals(expected, actual, spec.name() + " edges");
        assertEquals(maxTransitionsPerTick, spec.maxTransitionsPerTick(), spec.name() + " maxTransitionsPerTick");
        assertEquals(settle, spec.settle(), spec.name() + " settle");
    }

    @Test
    void specsMatchTheGeneratedMachines() {
        same(Spec.settler("Settler", false), SettlerFsm.INFO, SettlerFsm.MAX_TRANSITIONS_PER_TICK, SettlerFsm.SETTLE);
        same(Spec.settler("SettlerSystem", true), SettlerSystemFsm.INFO, SettlerSystemFsm.MAX_TRANSITIONS_PER_TICK,
                SettlerSystemFsm.SETTLE);
        same(Spec.redirector("Redirector", false), RedirectorFsm.INFO, RedirectorFsm.MAX_TRANSITIONS_PER_TICK,
                RedirectorFsm.SETTLE);
        same(Spec.redirector("RedirectorSystem", true), RedirectorSystemFsm.INFO,
                RedirectorSystemFsm.MAX_TRANSITIONS_PER_TICK, RedirectorSystemFsm.SETTLE);
    }

    @Test
    void machineNamesAreTheModelsNames() {
        assertEquals("Settler", SettlerFsm.NAME);
        assertEquals("SettlerSystem", SettlerSystemFsm.NAME);
        assertEquals("Redirector", RedirectorFsm.NAME);
        assertEquals("RedirectorSystem", RedirectorSystemFsm.NAME);
        assertEquals(3, SettlerFsm.MAX_TRANSITIONS_PER_TICK);
        assertEquals(2, RedirectorFsm.MAX_TRANSITIONS_PER_TICK);
        assertEquals(true, SettlerFsm.SETTLE);
        assertEquals(false, RedirectorFsm.SETTLE);
    }
}
