package dev.brainstem.samples.stack;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.brainstem.samples.stack.Sentinels.Post;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Stack states in id mode: each id's stack is its own, in the batch and the one-entity machine. */
class IdModeStackTest {
    @Test
    void eachIdKeepsItsOwnStack() {
        Sentinels system = new Sentinels(3);
        SentinelsBatch batch = new SentinelsBatch(system);
        for (int id = 0; id < 3; id++) {
            batch.add(id);
        }
        system.command[1] = Post.HIDE;
        batch.tick(0.1f);
        batch.transitionTo(1, Post.DOWN);
        batch.transitionTo(2, Post.DOWN);
        assertEquals(List.of(), batch.stackOf(0));
        assertEquals(List.of(Post.WATCH, Post.HIDE), batch.stackOf(1));
        assertEquals(List.of(Post.WATCH), batch.stackOf(2));

        system.command[1] = Post.RETURN;
        system.command[2] = Post.RETURN;
        batch.tick(0.1f);
        assertEquals(Post.HIDE, batch.stateOf(1));
        assertEquals(List.of(Post.WATCH), batch.stackOf(1));
        assertEquals(Post.WATCH, batch.stateOf(2));
        assertEquals(List.of(), batch.stackOf(2));

        system.command[1] = Post.WATCH; // from an interrupt to a state that is none: the stack is cleared
        batch.tick(0.1f);
        assertEquals(Post.WATCH, batch.stateOf(1));
        assertEquals(List.of(), batch.stackOf(1));
    }

    @Test
    void aRemovedEntitysStackDoesNotPassToTheNextInItsSlot() {
        Sentinels system = new Sentinels(2);
        SentinelsBatch batch = new SentinelsBatch(system);
        batch.add(0);
        batch.transitionTo(0, Post.DOWN);
        assertEquals(List.of(Post.WATCH), batch.stackOf(0));
        batch.remove(0);
        batch.add(0);
        assertEquals(List.of(), batch.stackOf(0));
    }

    @Test
    void theOneEntityMachineInIdMode() {
        Sentinels system = new Sentinels(1);
        SentinelsFsm machine = SentinelsFsm.start(system, 0);
        system.command[0] = Post.HIDE;
        machine.update(0.1f);
        machine.transitionTo(Post.DOWN);
        assertEquals(List.of(Post.WATCH, Post.HIDE), machine.stack());
        system.command[0] = Post.RETURN;
        assertEquals(Post.HIDE, machine.update(0.1f));
        system.command[0] = Post.RETURN;
        assertEquals(Post.WATCH, machine.update(0.1f));
        assertEquals(List.of(), machine.stack());
    }
}
