package dev.brainstem.samples.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.brainstem.runtime.MachineInfo;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The model's hand-written {@link Spec}s say what the fixtures' annotations say: the same states,
 * initial state, entry points and {@code to} edges as the generated machine descriptions.
 */
class SpecTest {
    private static void same(Spec spec, MachineInfo info) {
        assertEquals(spec.states(), info.states(), spec.name() + " states");
        assertEquals(spec.stateName(spec.initial()), info.initial(), spec.name() + " initial");
        List<String> entryPoints = new ArrayList<>();
        for (int e : spec.entryPoints()) {
            entryPoints.add(spec.stateName(e));
        }
        assertEquals(entryPoints, info.entryPoints(), spec.name() + " entry points");
        Set<String> expected = new TreeSet<>();
        for (int s = 0; s < spec.stateCount(); s++) {
            for (int event : new int[] {dev.brainstem.runtime.Events.ENTER, dev.brainstem.runtime.Events.UPDATE}) {
                for (int to : spec.handler(event, s).to()) {
                    expected.add(spec.stateName(s) + " -> " + spec.stateName(to) + " by " + event);
                }
            }
        }
        Set<String> actual = new TreeSet<>();
        for (MachineInfo.Edge edge : info.edges()) {
            actual.add(edge.from() + " -> " + edge.to() + " by " + edge.event());
        }
        assertEquals(expected, actual, spec.name() + " edges");
    }

    @Test
    void specsMatchTheGeneratedMachines() {
        same(Spec.settler("Settler"), SettlerFsm.INFO);
        same(Spec.settler("SettlerSystem"), SettlerSystemFsm.INFO);
        same(Spec.redirector("Redirector"), RedirectorFsm.INFO);
        same(Spec.redirector("RedirectorSystem"), RedirectorSystemFsm.INFO);
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
