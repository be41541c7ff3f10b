package dev.brainstem.inspector;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * One batch's breakpoints, arranged so that matching a transition takes about the same time for one
 * breakpoint as for {@value Control#MAX_BREAKPOINTS}. A transition breakpoint names each of from, to, event
 * and handle or leaves it open, so it has one of 16 shapes. A transition is first filtered: three array reads
 * give the shapes whose breakpoints accept its from, its to and its event (and a hash set, when one of those
 * shapes names entities, whether its entity is one of them); only the shapes left are looked up, in one table
 * keyed by the transition with the shape's open fields blanked: at most 16 lookups, usually none. Message
 * breakpoints are grouped by the class they name, found once per class. Built on the game thread whenever the
 * breakpoints change; the lowest id wins when several match.
 */
final class BreakpointIndex {
    private static final int FROM = 1, TO = 2, EVENT = 4, HANDLE = 8;
    private static final Breakpoint[] NONE = new Breakpoint[0];

    /** Which shapes some breakpoint has (bit {@code shape} set): those on one entity, and the others. */
    private final int entityShapes, shapes;
    /** By from, to and event: the shapes (bit {@code shape} set) some breakpoint of which accepts that value. */
    private final int[] byFrom, byTo, byEvent;
    /** Open addressing on (states, handle); a slot's breakpoint is null when the slot is free. */
    private final long[] keyStates, keyHandles;
    private final Breakpoint[] atKey;
    /** The entities breakpoints name, open addressing on the handle; -1 is a free slot. */
    private final long[] handles;
    private final int mask;
    /**
     * A bit per {@link #filterBit} of each named entity: most transitions of other entities are turned away by
     * this one read, before the hash look-up (at tens of thousands of transitions a tick, each nanosecond counts).
     */
    private final long[] named = new long[16];
    private final Breakpoint[] onMessages;
    /** Message breakpoints by the class they name, filled as classes come (on the game thread). */
    private final Map<Class<?>, Breakpoint[]> byType = new IdentityHashMap<>();

    /** @return the index of {@code breakpoints}, or null when there are none */
    static BreakpointIndex of(List<Breakpoint> breakpoints, int states) {
        return breakpoints.isEmpty() ? null : new BreakpointIndex(breakpoints, states);
    }

    private BreakpointIndex(List<Breakpoint> all, int states) {
        int size = Integer.highestOneBit(Math.max(1, all.size()) * 4 - 1) << 1;
        keyStates = new long[size];
        keyHandles = new long[size];
        atKey = new Breakpoint[size];
        handles = new long[size];
        Arrays.fill(handles, -1);
        mask = size - 1;
        List<Breakpoint> messages = new ArrayList<>();
        byFrom = new int[states];
        byTo = new int[states];
        byEvent = new int[Machine.EVENTS];
        int ofEntities = 0, ofAll = 0;
        for (Breakpoint b : all) {
            if (b.onMessage()) {
                messages.add(b);
                continue;
            }
            int shape = shape(b);
            if (b.handle() >= 0) {
                ofEntities |= 1 << shape;
                addHandle(b.handle());
            } else {
                ofAll |= 1 << shape;
            }
            accept(byFrom, b.from(), shape);
            accept(byTo, b.to(), shape);
            accept(byEvent, b.event(), shape);
            put(b);
        }
        entityShapes = ofEntities;
        shapes = ofAll;
        onMessages = messages.toArray(NONE);
    }

    /** Marks {@code shape} as accepting {@code value} (every value, for a field left open). */
    private static void accept(int[] shapesBy, int value, int shape) {
        if (value >= 0) {
            shapesBy[value] |= 1 << shape;
        } else {
            for (int v = 0; v < shapesBy.length; v++) {
                shapesBy[v] |= 1 << shape;
            }
        }
    }

    private static int shape(Breakpoint b) {
        return (b.from() >= 0 ? FROM : 0) | (b.to() >= 0 ? TO : 0) | (b.event() >= 0 ? EVENT : 0)
                | (b.handle() >= 0 ? HANDLE : 0);
    }

    private void put(Breakpoint b) {
        long states = states(b.from(), b.to(), b.event());
        for (int at = slot(states, b.handle()); ; at = (at + 1) & mask) {
            Breakpoint held = atKey[at];
            if (held == null) {
                keyStates[at] = states;
                keyHandles[at] = b.handle();
                atKey[at] = b;
                return;
            }
            if (keyStates[at] == states && keyHandles[at] == b.handle()) {
                return; // the same place twice: the first (lowest id) keeps it
            }
        }
    }

    private void addHandle(long handle) {
        int bit = filterBit(handle);
        named[bit >>> 6] |= 1L << bit;
        for (int at = slot(0, handle); ; at = (at + 1) & mask) {
            if (handles[at] == handle) {
                return;
            }
            if (handles[at] < 0) {
                handles[at] = handle;
                return;
            }
        }
    }

    private static int filterBit(long handle) {
        return (int) (handle ^ handle >>> 32) & 1023;
    }

    private boolean named(long handle) {
        int bit = filterBit(handle);
        if ((named[bit >>> 6] & 1L << bit) == 0) {
            return false;
        }
        for (int at = slot(0, handle); ; at = (at + 1) & mask) {
            if (handles[at] == handle) {
                return true;
            }
            if (handles[at] < 0) {
                return false;
            }
        }
    }

    /** The breakpoint that stops {@code handle}'s transition, the lowest id of those that match; null if none. */
    Breakpoint match(long handle, int from, int to, int event) {
        int candidates = byFrom[from] & byTo[to] & byEvent[event];
        if (candidates == 0) {
            return null;
        }
        if ((candidates & entityShapes) != 0 && !named(handle)) {
            candidates &= shapes;
        }
        Breakpoint found = null;
        for (int left = candidates; left != 0; left &= left - 1) {
            int shape = Integer.numberOfTrailingZeros(left);
            long states = states((shape & FROM) != 0 ? from : -1, (shape & TO) != 0 ? to : -1,
                    (shape & EVENT) != 0 ? event : -1);
            Breakpoint b = find(states, (shape & HANDLE) != 0 ? handle : -1);
            if (b != null && (found == null || b.id() < found.id())) {
                found = b;
            }
        }
        return found;
    }

    /** The breakpoint that stops a message of {@code type} reaching {@code handle}; null if none. */
    Breakpoint match(long handle, Class<?> type) {
        if (onMessages.length == 0) {
            return null;
        }
        Breakpoint[] candidates = byType.get(type);
        if (candidates == null) {
            candidates = onMessages.clone();
            int kept = 0;
            for (Breakpoint b : onMessages) {
                if (b.messageType().equals(type.getSimpleName()) || b.messageType().equals(type.getName())) {
                    candidates[kept++] = b;
                }
            }
            candidates = Arrays.copyOf(candidates, kept);
            byType.put(type, candidates);
        }
        for (Breakpoint b : candidates) {
            if (b.handle() < 0 || b.handle() == handle) {
                return b;
            }
        }
        return null;
    }

    private Breakpoint find(long states, long handle) {
        for (int at = slot(states, handle); ; at = (at + 1) & mask) {
            Breakpoint held = atKey[at];
            if (held == null || keyStates[at] == states && keyHandles[at] == handle) {
                return held;
            }
        }
    }

    /** From, to and event in one key, an open field as 0: each value is stored plus one. */
    private static long states(int from, int to, int event) {
        return (long) (from + 1) << 36 | (long) (to + 1) << 8 | (event + 1);
    }

    private int slot(long states, long handle) {
        long h = (states ^ handle * 0x9E3779B97F4A7C15L) * 0xC2B2AE3D27D4EB4FL;
        return (int) (h ^ h >>> 29) & mask;
    }
}
