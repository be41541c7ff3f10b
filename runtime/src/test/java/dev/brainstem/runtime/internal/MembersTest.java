package dev.brainstem.runtime.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

/**
 * Both representations of the members of each state visit exactly the entities the state table puts
 * there, in ascending slot order, after any sequence of adds, moves and removes; and a rebuild from
 * the table (after an Error) gives the same.
 */
class MembersTest {
    private static final int STATES = 5;

    @Property(tries = 150)
    void membersFollowTheStateTable(@ForAll @Size(max = 300) List<@IntRange(min = 0, max = 999) Integer> script,
            @ForAll boolean bitsets, @ForAll boolean stateBytes) {
        // The same few states kept in the byte table or, as for a machine of many states, in the int table.
        Slots slots = new Slots(true, stateBytes ? STATES : Slots.BYTE_STATES + 1);
        Members members = bitsets ? new BitsetMembers(STATES, slots) : new CountedMembers(STATES);
        List<TreeSet<Integer>> expected = new ArrayList<>();
        for (int s = 0; s < STATES; s++) {
            expected.add(new TreeSet<>());
        }
        for (int step : script) {
            int slot = step % 200;
            int state = step / 200;
            int grown = slots.ensure(slot + 1);
            if (grown > 0) {
                members.grow(grown);
            }
            if (!slots.present(slot)) {
                slots.set(slot, state, Slots.NO_PREVIOUS);
                members.add(state, slot);
                expected.get(state).add(slot);
            } else if (slots.state(slot) == state) {
                slots.clear(slot);
                members.remove(state, slot);
                expected.get(state).remove(slot);
            } else {
                int from = slots.state(slot);
                slots.set(slot, state, from);
                members.move(from, state, slot);
                expected.get(from).remove(slot);
                expected.get(state).add(slot);
            }
        }
        check(slots, members, expected);
        members.rebuild(slots);
        check(slots, members, expected);
    }

    private static void check(Slots slots, Members members, List<TreeSet<Integer>> expected) {
        for (int s = 0; s < STATES; s++) {
            List<Integer> visited = new ArrayList<>();
            members.forEach(s, slots, visited::add);
            assertEquals(new ArrayList<>(expected.get(s)), visited, "state " + s);
        }
    }
}
