package dev.brainstem.samples.batch;

import dev.brainstem.runtime.Events;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The actual side of a property run: the fixtures' handlers call {@link #call}, which records the call,
 * takes the entity's next scripted decision, asks the batch for the decision's change (from any
 * handler: the batch defers them all), and throws or returns as it says.
 */
final class Harness {
    /** A handle no batch of these tests ever issues (slot 2^20). */
    static final int JUNK = 1 << 27;
    /** How many ids id-mode runs use: 0 to ID_RANGE - 1. */
    static final int ID_RANGE = 12;

    final Spec spec;
    final Scripts.Knobs knobs;
    final boolean idMode;
    Subject<?> subject;

    final List<Object> trace = new ArrayList<>();
    final Map<Integer, Integer> calls = new HashMap<>();
    final Set<Integer> failNext = new HashSet<>();
    /** Object mode: the next entity's serial, and the handle each serial got. */
    int nextSerial;
    final Map<Integer, Integer> handleOfSerial = new HashMap<>();
    /**
     * The handles the handlers' removes and transitionTos named, in order: in object mode a handle is
     * known only once its add returned, so the model takes the ones the handlers used.
     */
    final List<Integer> targets = new ArrayList<>();

    Harness(Spec spec, Scripts.Knobs knobs, boolean idMode) {
        this.spec = spec;
        this.knobs = knobs;
        this.idMode = idMode;
    }

    /** A handler of {@code key}'s: returns the ordinal to return, or {@link Scripts#STAY}. */
    int call(int key, int event, int state, int arg, float dt) {
        trace.add(new Trace.Call(key, event, state, arg, dt));
        int n = calls.merge(key, 1, Integer::sum) - 1;
        Scripts.Decision d = Scripts.decide(knobs, key, n, failNext.remove(key));
        effect(d);
        if (d.fail()) {
            throw new Boom(key, event, spec.stateName(state));
        }
        return Scripts.result(spec, knobs, event, state, d.choice());
    }

    private void effect(Scripts.Decision d) {
        switch (d.effect()) {
            case Scripts.ADD:
                if (idMode) {
                    subject.add(d.a() % ID_RANGE, startState(d.b()));
                } else {
                    subject.add(nextSerial++, startState(d.b()));
                }
                break;
            case Scripts.REMOVE: {
                int target = targetHandle(d.a());
                targets.add(target);
                subject.remove(target);
                break;
            }
            case Scripts.TRANSITION: {
                int target = targetHandle(d.a());
                targets.add(target);
                subject.transitionTo(target, startState(d.b()));
                break;
            }
            default:
                break;
        }
    }

    int startState(int pick) {
        int[] startables = spec.startables();
        return startables[pick % startables.length];
    }

    /** The handle of the pick-th entity ever added (object mode), or the id {@code pick % ID_RANGE}. */
    int targetHandle(int pick) {
        return targetHandle(pick, nextSerial);
    }

    int targetHandle(int pick, int serials) {
        if (idMode) {
            return pick % ID_RANGE;
        }
        if (serials == 0) {
            return JUNK;
        }
        return handleOfSerial.getOrDefault(pick % serials, JUNK);
    }

    /** The key of the pick-th entity, or -1 when there is none (object mode before the first add). */
    int targetKey(int pick) {
        if (idMode) {
            return pick % ID_RANGE;
        }
        return nextSerial == 0 ? -1 : pick % nextSerial;
    }

    static <S extends Enum<S>> S as(S[] values, int ordinal) {
        return ordinal == Scripts.STAY ? null : values[ordinal];
    }
}
