package dev.brainstem.samples.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.brainstem.runtime.Events;
import dev.brainstem.runtime.MachineInfo;
import dev.brainstem.runtime.reference.Handler;
import dev.brainstem.runtime.reference.Machine;
import dev.brainstem.runtime.reference.Step;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The model's hand-written machines ({@link Spec}) say what the fixtures' annotations say: the same
 * name, states, initial state, entry points, {@code to} edges (guards', groups' updates' and where a
 * {@code @Back} leads included), groups, settle and failsafe as the generated machines.
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
            Handler enter = spec.handler(Events.ENTER, s);
            for (String to : enter == null ? List.<String>of() : enter.to()) {
                expected.addAll(edges(spec, s, to, Events.ENTER));
            }
            for (Step step : spec.decision(s)) {
                Handler h = step instanceof Step.Guard g ? g.handler()
                        : step instanceof Step.GroupUpdate g ? g.handler() : ((Step.Update) step).handler();
                for (String to : h.returnsState() ? h.to() : List.<String>of()) {
                    expected.addAll(edges(spec, s, to, h.isGuard() ? Events.GUARD : Events.UPDATE));
                }
            }
            for (Machine.Timer t : spec.timers(s)) {
                expected.addAll(edges(spec, s, spec.targetName(t.target()), Events.AFTER));
            }
        }
        Set<String> actual = new TreeSet<>();
        for (MachineInfo.Edge edge : info.edges()) {
            actual.add(edge.from() + " -> " + edge.to() + " by " + edge.event());
        }
        assertEquals(expected, actual, spec.name() + " edges");
        boolean timing = spec.hasTimers() || spec.slices();
        assertEquals(timing, info.timed(), spec.name() + " timed");
        for (int s = 0; timing && s < spec.stateCount(); s++) {
            String state = spec.stateName(s);
            assertEquals(spec.every(s), info.every(state), spec.name() + " every(" + state + ")");
            if (s != spec.back() && !spec.isGroupConstant(s)) {
                assertEquals(spec.sleeps(s), info.sleeps(state), spec.name() + " sleeps(" + state + ")");
            }
        }
        assertEquals(maxTransitionsPerTick, spec.maxTransitionsPerTick(), spec.name() + " maxTransitionsPerTick");
        assertEquals(settle, spec.settle(), spec.name() + " settle");
    }

    /**
     * The edges from {@code from} to {@code to} by {@code event}: to the {@code @Back}, where it leads, every
     * state but the pseudo-states and the interrupt itself (the fixtures' interrupts are entry points).
     */
    private static List<String> edges(Machine spec, int from, String to, int event) {
        if (spec.ordinal(to) != spec.back()) {
            return List.of(spec.stateName(from) + " -> " + to + " by " + event);
        }
        if (!spec.isEntryPoint(from)) {
            throw new AssertionError("a @Back of an interrupt that is no entry point: " + spec.stateName(from));
        }
        List<String> edges = new ArrayList<>();
        for (int s = 0; s < spec.stateCount(); s++) {
            if (s != from && s != spec.back() && !spec.isGroupConstant(s)) {
                edges.add(spec.stateName(from) + " -> " + spec.stateName(s) + " by " + event);
            }
        }
        return edges;
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
        same(Spec.trooper("Trooper", false), TrooperFsm.INFO, TrooperFsm.MAX_TRANSITIONS_PER_TICK, TrooperFsm.SETTLE);
        same(Spec.trooper("TrooperSystem", true), TrooperSystemFsm.INFO, TrooperSystemFsm.MAX_TRANSITIONS_PER_TICK,
                TrooperSystemFsm.SETTLE);
        same(Spec.sentinel("Sentinel", false), SentinelFsm.INFO, SentinelFsm.MAX_TRANSITIONS_PER_TICK, SentinelFsm.SETTLE);
        same(Spec.sentinel("SentinelSystem", true), SentinelSystemFsm.INFO, SentinelSystemFsm.MAX_TRANSITIONS_PER_TICK,
                SentinelSystemFsm.SETTLE);
        trooperGroups(Spec.trooper("Trooper", false), TrooperFsm.INFO);
        trooperGroups(Spec.trooper("TrooperSystem", true), TrooperSystemFsm.INFO);
    }

    /** The statechart's groups: each one's name, parent, initial and history, and the history groups' order. */
    private static void trooperGroups(Machine spec, MachineInfo info) {
        List<String> expected = new ArrayList<>();
        for (int g = 0; g < spec.groups().size(); g++) {
            int parent = spec.parent(g);
            expected.add(spec.groups().get(g) + " in " + (parent < 0 ? null : spec.groups().get(parent)) + " history "
                    + spec.history(g));
        }
        List<String> actual = new ArrayList<>();
        for (MachineInfo.Group g : info.groups()) {
            actual.add(g.name() + " in " + g.parent() + " history " + g.history());
        }
        assertEquals(expected, actual, spec.name() + " groups");
        List<String> kept = new ArrayList<>();
        for (int g : spec.historyGroups()) {
            kept.add(spec.groups().get(g));
        }
        assertEquals(kept, info.historyGroups().stream().map(MachineInfo.Group::name).toList(),
                spec.name() + " history groups");
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
