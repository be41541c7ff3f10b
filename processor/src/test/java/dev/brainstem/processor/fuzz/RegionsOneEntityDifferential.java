package dev.brainstem.processor.fuzz;

import dev.brainstem.runtime.MessageDelivery;
import dev.brainstem.runtime.reference.Entity;
import dev.brainstem.runtime.reference.Machine;
import dev.brainstem.runtime.reference.Regions;
import dev.brainstem.runtime.reference.RegionsEntity;
import dev.brainstem.runtime.reference.RegionsScript;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;

/**
 * Runs a compiled machine of orthogonal regions' one-entity machine ({@code XFsm}, holding its other
 * regions' machines) and the reference model's {@link RegionsEntity} side by side over random
 * operations (start, start in a state, update, {@code transitionTo} of any region's state, send), and
 * fails at the first difference in the outcome, the handler calls (in order, with their
 * {@code @Current} of any region), or any region's state, previous state, stack and time in state.
 */
final class RegionsOneEntityDifferential {
    private static final float[] DTS = {0.1f, 0.25f, 1f, 0f, 0.016f};

    private final MachineSpec spec;
    private final Loaded gen;
    private final RegionsLoaded regions;
    private final Regions machine;
    private final int slots;
    private final World genWorld;
    private final World refWorld;
    private final RegionsScript script;
    private final Object[] genEntities;
    private final Object[] genMachines;
    private final RegionsEntity[] refMachines;
    private final boolean messages;
    private final Method send;
    private final Method droppedMessages;
    private final Method deliver;
    private final Method setMessageDelivery;
    private final List<String> transcript = new ArrayList<>();
    private int logged;
    private int serials;

    RegionsOneEntityDifferential(MachineSpec spec, Loaded gen, RegionsLoaded regions, int slots)
            throws ReflectiveOperationException {
        this.spec = spec;
        this.gen = gen;
        this.regions = regions;
        this.machine = Modelled.regions(spec, gen::messageClass);
        this.slots = slots;
        this.genWorld = new World(spec.seed, Modelled.regionsOptions(spec), Modelled.regionsUpdates(spec),
                spec.throwPermille, slots);
        this.refWorld = genWorld.copy();
        this.script = Modelled.regionsScript(refWorld, spec);
        this.genEntities = new Object[slots];
        Object system = spec.idMode ? gen.newEntity(genWorld, 0) : null;
        for (int i = 0; i < slots; i++) {
            genEntities[i] = spec.idMode ? system : gen.newEntity(genWorld, i);
        }
        this.genMachines = new Object[slots];
        this.refMachines = new RegionsEntity[slots];
        this.messages = !spec.messageTypes.isEmpty() && spec.allRegions().stream().anyMatch(MachineSpec::hasMessages);
        this.send = messages ? regions.leaderMethod("send", Object.class, float.class) : null;
        this.droppedMessages = messages ? regions.leaderMethod("droppedMessages") : null;
        this.deliver = messages ? regions.leaderMethod("deliver") : null;
        this.setMessageDelivery = messages ? regions.leaderMethod("setMessageDelivery", MessageDelivery.class) : null;
        List<Class<?>> parameters = new ArrayList<>();
        parameters.add(gen.entityClass);
        if (spec.idMode) {
            parameters.add(int.class);
        }
        parameters.addAll(regions.enums);
        this.resume = regions.leaderMethod("resume", parameters.toArray(new Class<?>[0]));
    }

    /** The leader's {@code resume(entity, S, Weapon...)}, or null when it is not written. */
    private final Method resume;

    /** Runs {@code count} random operations; fails at the first difference. */
    void run(SplittableRandom random, int count) throws Throwable {
        for (int i = 0; i < count; i++) {
            int slot = random.nextInt(slots);
            int kind = random.nextInt(100);
            if (refMachines[slot] == null && kind >= 15) {
                kind = random.nextInt(15);
            }
            if (kind < 5) {
                start(slot, null);
            } else if (kind < 15) {
                start(slot, anyState(0, random));
            } else if (kind < 70) {
                if (messages && kind >= 62) {
                    deliverOrSwitch(slot, random);
                } else if (messages && kind >= 50) {
                    send(slot, random);
                } else {
                    update(slot, DTS[random.nextInt(DTS.length)]);
                }
            } else if (kind < 90 || resume == null) {
                int region = random.nextInt(machine.regionCount());
                transitionTo(slot, region, anyState(region, random));
            } else {
                resume(slot, random);
            }
        }
    }

    /** {@code resume(entity, S, Weapon...)}: a state of every region, mostly any plain one, now and then @Back or null. */
    private void resume(int slot, SplittableRandom random) throws Throwable {
        int n = machine.regionCount();
        String[] states = new String[n];
        for (int r = 0; r < n; r++) {
            Machine m = machine.region(r);
            int pick = random.nextInt(30);
            states[r] = pick == 0 ? null : pick == 1 && m.back() >= 0 ? m.stateName(m.back())
                    : m.stateName(random.nextInt(m.stateCount()));
        }
        String what = "resume(e" + slot + ", " + String.join(", ", java.util.Arrays.asList(states)) + ")";
        String expected = outcome(true, () -> {
            int[] ordinals = new int[n];
            for (int r = 0; r < n; r++) {
                ordinals[r] = states[r] == null ? -1 : machine.region(r).ordinal(states[r]);
            }
            RegionsEntity entity = new RegionsEntity(machine, script, slot, slot,
                    Modelled.describe(machine.region(0), slot));
            entity.resume(ordinals);
            refMachines[slot] = entity;
            return "ok";
        });
        String actual = outcome(false, () -> {
            List<Object> arguments = new ArrayList<>();
            arguments.add(genEntities[slot]);
            if (spec.idMode) {
                arguments.add(slot);
            }
            for (int r = 0; r < n; r++) {
                arguments.add(states[r] == null ? null : regions.constant(r, states[r]));
            }
            genMachines[slot] = Loaded.invoke(resume, null, arguments.toArray());
            return "ok";
        });
        compare(what, slot, expected, actual);
    }

    /** Mostly a state region {@code region} may be started in or sent to, else any. */
    private String anyState(int region, SplittableRandom random) {
        Machine m = machine.region(region);
        if (random.nextInt(3) > 0) {
            int[] startable = m.startables();
            return m.stateName(startable[random.nextInt(startable.length)]);
        }
        return m.stateName(random.nextInt(m.stateCount()));
    }

    private interface Step {
        String run() throws Throwable;
    }

    private String outcome(boolean reference, Step step) {
        try {
            return step.run();
        } catch (Throwable t) {
            return reference ? Outcomes.reference(t) : Outcomes.generated(t);
        }
    }

    private void start(int slot, String state) throws Throwable {
        String what = "start(e" + slot + (state == null ? "" : ", " + state) + ")";
        String expected = outcome(true, () -> {
            RegionsEntity entity = new RegionsEntity(machine, script, slot, slot,
                    Modelled.describe(machine.region(0), slot));
            entity.start(state == null ? machine.region(0).initial() : machine.region(0).ordinal(state));
            refMachines[slot] = entity;
            return "ok";
        });
        String actual = outcome(false, () -> {
            genMachines[slot] = state == null ? gen.start(genEntities[slot], slot)
                    : gen.startIn(genEntities[slot], slot, state);
            return "ok";
        });
        compare(what, slot, expected, actual);
    }

    private void update(int slot, float dt) throws Throwable {
        String what = "e" + slot + ".update(" + dt + ")";
        String expected = outcome(true, () -> "ok " + name(0, refMachines[slot].update(dt)));
        String actual = outcome(false, () -> "ok " + gen.update(genMachines[slot], dt));
        compare(what, slot, expected, actual);
    }

    private void transitionTo(int slot, int region, String target) throws Throwable {
        String what = "e" + slot + ".transitionTo(" + target + ")";
        String expected = outcome(true, () -> {
            refMachines[slot].transitionTo(target);
            return "ok";
        });
        String actual = outcome(false, () -> {
            regions.transitionTo(genMachines[slot], region, target);
            return "ok";
        });
        compare(what, slot, expected, actual);
    }

    private void send(int slot, SplittableRandom random) throws Throwable {
        Object message = OneEntityDifferential.letter(spec, gen, random, serials++);
        float delay = OneEntityDifferential.delay(random);
        String what = "e" + slot + ".send(" + (message == null ? "null" : message.getClass().getSimpleName() + " #"
                + ((World.Letter) message).serial()) + ", " + delay + ")";
        String expected = outcome(true, () -> {
            refMachines[slot].send(message, delay);
            return "ok";
        });
        String actual = outcome(false, () -> {
            Loaded.invoke(send, genMachines[slot], message, delay);
            return "ok";
        });
        compare(what, slot, expected, actual);
    }

    /** {@code deliver()}, or now and then {@code setMessageDelivery} (ON_DELIVER, or back to TICK_START), of every region. */
    private void deliverOrSwitch(int slot, SplittableRandom random) throws Throwable {
        if (random.nextInt(4) == 0) {
            MessageDelivery when = random.nextBoolean() ? MessageDelivery.ON_DELIVER : MessageDelivery.TICK_START;
            String expected = outcome(true, () -> {
                refMachines[slot].setMessageDelivery(when);
                return "ok";
            });
            String actual = outcome(false, () -> {
                Loaded.invoke(setMessageDelivery, genMachines[slot], when);
                return "ok";
            });
            compare("e" + slot + ".setMessageDelivery(" + when + ")", slot, expected, actual);
            return;
        }
        String expected = outcome(true, () -> {
            refMachines[slot].deliverDue();
            return "ok";
        });
        String actual = outcome(false, () -> {
            Loaded.invoke(deliver, genMachines[slot]);
            return "ok";
        });
        compare("e" + slot + ".deliver()", slot, expected, actual);
    }

    private String name(int region, int ordinal) {
        return ordinal < 0 ? null : machine.region(region).stateName(ordinal);
    }

    int handlerCalls() {
        return refWorld.globalLog().size();
    }

    private void compare(String what, int slot, String expected, String actual) throws Throwable {
        StringBuilder line = new StringBuilder(what).append(" -> ").append(expected);
        List<String> problems = new ArrayList<>();
        if (!expected.equals(actual)) {
            problems.add("outcome: expected " + expected + ", generated " + actual);
        }
        List<Object> refLog = refWorld.globalLog();
        List<Object> genLog = genWorld.globalLog();
        List<Object> refCalls = refLog.subList(Math.min(logged, refLog.size()), refLog.size());
        List<Object> genCalls = genLog.subList(Math.min(logged, genLog.size()), genLog.size());
        line.append("  calls ").append(refCalls);
        if (!refCalls.equals(genCalls)) {
            problems.add("handler calls: expected " + refCalls + ", generated " + genCalls);
        }
        logged = refLog.size();
        RegionsEntity r = refMachines[slot];
        Object g = genMachines[slot];
        if ((r == null) != (g == null)) {
            problems.add("machine exists: expected " + (r != null) + ", generated " + (g != null));
        } else if (r != null) {
            for (int region = 0; region < machine.regionCount(); region++) {
                compareRegion(region, r.region(region), g, line, problems);
            }
            if (droppedMessages != null) {
                long dropped = (Long) Loaded.invoke(droppedMessages, g);
                line.append(" dropped ").append(r.droppedMessages());
                if (dropped != r.droppedMessages()) {
                    problems.add("droppedMessages(): expected " + r.droppedMessages() + ", generated " + dropped);
                }
            }
        }
        transcript.add(line.toString());
        if (!problems.isEmpty()) {
            StringBuilder message = new StringBuilder("one-entity machine of regions differs from the interpreter at "
                    + "operation ").append(transcript.size()).append(", ").append(what).append(":\n");
            problems.forEach(p -> message.append("  ").append(p).append('\n'));
            message.append("transcript (interpreter's view):\n");
            for (int i = Math.max(0, transcript.size() - 25); i < transcript.size(); i++) {
                message.append("  ").append(i + 1).append(". ").append(transcript.get(i)).append('\n');
            }
            throw new AssertionError(message.toString());
        }
    }

    /** Region {@code region}'s state (through {@code state(Region.class)}), and through its own machine its previous state, stack and time. */
    private void compareRegion(int region, Entity r, Object g, StringBuilder line, List<String> problems)
            throws Throwable {
        String state = name(region, r.state());
        String previous = name(region, r.previous());
        line.append(" | r").append(region).append(' ').append(state).append(" previous ").append(previous);
        String genState = regions.state(g, region);
        if (!Objects.equals(state, genState)) {
            problems.add("state(r" + region + "): expected " + state + ", generated " + genState);
        }
        Object own = regions.regionMachine(g, region);
        if (own == null) {
            return;
        }
        Method previousOf = regions.method(region, "previous");
        if (previousOf != null) {
            String genPrevious = Loaded.name(Loaded.invoke(previousOf, own));
            if (!Objects.equals(previous, genPrevious)) {
                problems.add("previous(r" + region + "): expected " + previous + ", generated " + genPrevious);
            }
        }
        Method stack = regions.method(region, "stack");
        if (stack != null || machine.region(region).hasStacks()) {
            List<String> expected = new ArrayList<>();
            r.stack().forEach(s -> expected.add(name(region, s)));
            List<String> actual = new ArrayList<>();
            if (stack != null) {
                ((List<?>) Loaded.invoke(stack, own)).forEach(s -> actual.add(Loaded.name(s)));
            }
            line.append(" stack ").append(expected);
            if (!expected.equals(actual)) {
                problems.add("stack(r" + region + "): expected " + expected + ", generated " + actual);
            }
        }
        Method lastIn = regions.method(region, "lastIn", String.class);
        for (int h : lastIn == null ? List.<Integer>of() : machine.region(region).historyGroups()) {
            String group = machine.region(region).groups().get(h);
            String last = Loaded.name(Loaded.invoke(lastIn, own, group));
            String expected = name(region, r.lastIn(h));
            if (!Objects.equals(expected, last)) {
                problems.add("lastIn(r" + region + ", " + group + "): expected " + expected + ", generated " + last);
            }
        }
        Method time = machine.region(region).readsTime() ? regions.method(region, "timeInState") : null;
        if (time != null) {
            float t = (Float) Loaded.invoke(time, own);
            if (Float.compare(t, r.timeInState()) != 0) {
                problems.add("timeInState(r" + region + "): expected " + r.timeInState() + ", generated " + t);
            }
        }
    }
}
