package dev.brainstem.runtime;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.brainstem.runtime.internal.Lane;
import dev.brainstem.runtime.internal.Slots;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Interrupt stacks in snapshots and saves, on a hand-written batch with two interrupt states (the
 * generated ones keep stacks once the processor writes interrupts): a restore puts each entity's stack
 * back, a save writes it by name and a load reads it back.
 */
class StackSnapshotTest {
    enum S { A, B, I, J }

    /** No handlers: a transition from outside sets the state and follows the stack rules. */
    static final class Stacked extends AbstractBatch<S> {
        private Object[] entities = new Object[0];

        Stacked() {
            super(new MachineInfo("Stacked", new String[] {"A", "B", "I", "J"}, "A", new String[] {"B", "I", "J"})
                    .withStacks(new String[] {"I", "J"}, null), S.values(), false, true, true);
            keepStacks(2);
        }

        @Override
        protected void updateWords(Lane lane, int state, long[] members, long[] leavers, int lo, int hi, float dt) {}

        @Override
        protected void enter(Lane lane, int slot) {}

        @Override
        protected int move(Lane lane, int slot, int event, int current, int next, float dt) {
            setState(slot, next, current);
            books().stacks().entered(slot, current, next, next >= S.I.ordinal());
            moved(lane, slot, current, next, event);
            return next;
        }

        @Override
        protected int checkStartable(S state) {
            return state.ordinal();
        }

        @Override
        protected void attach(int slot, Object entity) {
            entities[slot] = entity;
        }

        @Override
        protected void detach(int slot) {
            entities[slot] = null;
        }

        @Override
        protected Object entityAt(int slot) {
            return entities[slot];
        }

        @Override
        protected void grow(int capacity) {
            entities = Arrays.copyOf(entities, capacity);
        }

        @Override
        protected Object[] entityArray() {
            return entities;
        }

        int[] stack(long handle) {
            int slot = slot(handle);
            int[] states = new int[books().stacks().size(slot)];
            for (int k = 0; k < states.length; k++) {
                states[k] = books().stacks().at(slot, k);
            }
            return states;
        }

        /** As a generated batch's {@code add}. */
        long add(Object entity, S start) {
            return addEntity(entity, start);
        }
    }

    @Test
    void aRestorePutsTheStacksBack() {
        Stacked batch = new Stacked();
        long x = batch.add("x", S.B);
        long y = batch.add("y", S.A);
        batch.transitionTo(x, S.I);
        batch.transitionTo(x, S.J);
        batch.transitionTo(y, S.I);
        assertArrayEquals(new int[] {1, 2}, batch.stack(x));
        BatchSnapshot snapshot = batch.snapshot();
        batch.transitionTo(x, S.A);
        batch.remove(y);
        long z = batch.add("z", S.A);
        batch.transitionTo(z, S.J);
        batch.tick(0.5f);
        batch.restore(snapshot);
        assertArrayEquals(new int[] {1, 2}, batch.stack(x));
        assertArrayEquals(new int[] {0}, batch.stack(y));
        assertEquals(S.J, batch.stateOf(x));
        assertEquals(0f, batch.timeInState(x));
        assertTrue(snapshot.matches(batch.snapshot()));
    }

    @Test
    void aSaveWritesTheStacksByNameAndALoadReadsThemBack() throws IOException {
        Stacked batch = new Stacked();
        long x = batch.add("x", S.B);
        batch.transitionTo(x, S.I);
        batch.transitionTo(x, S.J);
        batch.tick(0.25f);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        BatchSaves.write(batch, new DataOutputStream(out));
        Stacked loaded = new Stacked();
        long[] handles = BatchSaves.read(loaded, new DataInputStream(new ByteArrayInputStream(out.toByteArray())),
                List.of("x again"));
        assertArrayEquals(new int[] {1, 2}, loaded.stack(handles[0]));
        assertEquals(S.J, loaded.stateOf(handles[0]));
        assertEquals(S.I, loaded.previousOf(handles[0]));
        assertEquals(0.25f, loaded.timeInState(handles[0]));
        assertEquals("x again", loaded.entityAt(0));
    }

    @Test
    void aStackDeeperThanTheMachineAllowsIsRefused() {
        Stacked batch = new Stacked();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> batch.books().place("x", 0, 2, Slots.NO_PREVIOUS, new int[] {0, 1, 3}, 3, 0));
        assertTrue(e.getMessage().contains("at most 2"), e.getMessage());
        assertEquals(0, batch.size());
    }
}
