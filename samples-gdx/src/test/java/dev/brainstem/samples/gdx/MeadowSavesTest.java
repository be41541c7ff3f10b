package dev.brainstem.samples.gdx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.ObjectOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * F5's save and load: a meadow saved between two frames and loaded into a new one goes on exactly as the
 * saved one does, with the same inputs: every entity's state, previous state, stack, time in state and
 * components, the ids Artemis gives the lambs born after the load, the shepherd, the counters and the
 * random numbers.
 */
class MeadowSavesTest {
    static final float DT = MeadowHeadlessTest.DT;
    /**
     * With seed 7 and this shepherd, wolves eat sheep 6, 29 and 2 by frame 1014 and a lamb takes 6 back; at
     * frame 1250, when the shepherd whistles, Artemis is to give the next lambs 29 then 2 (not ascending),
     * which it does at frames 1361 and 1396.
     */
    static final long SEED = 7;
    static final int SAVED_AT = 1250, THEN = 400;
    static final Controls ZIGZAG = (meadow, frame, dt) -> {
        meadow.moveShepherd(frame / 100 % 2 == 0 ? 1 : -1, 0.3f, dt);
        if (frame % 500 == 250) {
            meadow.whistle();
        }
    };

    @Test
    void aLoadedMeadowGoesOnExactlyAsTheSavedOne() throws IOException {
        Meadow played = new Meadow(SEED, 30, 3);
        play(played, 0, SAVED_AT, ZIGZAG);
        // Frame SAVED_AT's controls whistle: the whistle waits in the batch at the save, for the step to deliver.
        ZIGZAG.apply(played, SAVED_AT, DT);
        int[] freeAtSave = played.entityIds.free();
        assertTrue(freeAtSave.length >= 2 && !isAscending(freeAtSave),
                "the test needs eaten sheep whose ids Artemis reuses out of order: " + Arrays.toString(freeAtSave));
        String atSave = state(played);
        Meadow loaded = MeadowSaves.read(in(bytes(played)));
        assertEquals(atSave, state(loaded), "the loaded meadow is the saved one");

        int bornAtSave = played.born(), gatheredAtSave = played.sheepEntered(SheepState.GATHER);
        played.step(DT);
        loaded.step(DT);
        assertTrue(loaded.sheepEntered(SheepState.GATHER) > gatheredAtSave, "the whistle waiting in the save was heard");
        play(played, SAVED_AT + 1, THEN - 1, ZIGZAG);
        play(loaded, SAVED_AT + 1, THEN - 1, ZIGZAG);
        assertEquals(state(played), state(loaded), "the loaded meadow went on as the saved one");
        assertNotEquals(atSave, state(loaded));
        assertTrue(loaded.born() > bornAtSave + freeAtSave.length, "lambs born after the load: " + (loaded.born() - bornAtSave));
        for (int id : freeAtSave) {
            assertTrue(loaded.sheepBatch.contains(id), "a lamb took the freed id " + id + " back");
        }
    }

    @Test
    void f5SavesAndTheRestartWithItsArgumentsGoesOnWhereTheGameWas() throws Exception {
        GameOptions first = GameOptions.parse("--seed", String.valueOf(SEED));
        Controls pressF5 = new Controls() {
            @Override
            public void apply(Meadow meadow, int frame, float dt) {
                ZIGZAG.apply(meadow, frame, dt);
            }

            @Override
            public boolean restartAsked(int frame) {
                return frame == SAVED_AT - 1;
            }
        };
        MeadowGame beforeF5 = MeadowHeadlessTest.run(first, SAVED_AT + THEN, pressF5);
        assertEquals(SAVED_AT, beforeF5.frame(), "the loop ended at F5's frame");
        List<String> args = beforeF5.restartArgs();
        assertNotNull(args, "F5 asked for a restart");
        assertEquals(List.of("--seed", "7", "--load"), args.subList(0, 3));
        Path save = Path.of(args.get(3));
        try {
            GameOptions restarted = GameOptions.parse(args.toArray(new String[0]));
            assertEquals(save.toString(), restarted.load);
            MeadowGame afterF5 = MeadowHeadlessTest.run(restarted, THEN,
                    (meadow, frame, dt) -> ZIGZAG.apply(meadow, SAVED_AT + frame, dt));
            assertEquals(THEN, afterF5.frame());

            GameOptions straight = GameOptions.parse("--seed", String.valueOf(SEED));
            MeadowGame withoutF5 = MeadowHeadlessTest.run(straight, SAVED_AT + THEN, ZIGZAG);
            assertEquals(state(withoutF5.meadow()), state(afterF5.meadow()));
        } finally {
            Files.deleteIfExists(save);
        }
    }

    @Test
    void aRestartLoadsTheNewSaveInsteadOfTheOldOne() {
        GameOptions options = GameOptions.parse("--hot", "--load", "old.save", "--seed", "3");
        assertEquals("", options.hot);
        assertEquals("old.save", options.load);
        assertEquals(List.of("--hot", "--seed", "3", "--load", "new.save"), options.restartArgs("new.save"));
        assertEquals("classes", GameOptions.parse("--hot", "classes").hot);
        assertThrows(IllegalArgumentException.class, () -> GameOptions.parse("--load"));
    }

    @Test
    void aSaveThatDoesNotFitIsRefusedSayingWhy() throws IOException {
        Meadow meadow = new Meadow(SEED, 30, 3);
        play(meadow, 0, 60, ZIGZAG);
        byte[] save = bytes(meadow);
        IOException notOne = assertThrows(IOException.class, () -> MeadowSaves.read(in(new byte[] {1, 2, 3, 4, 5, 6})));
        assertEquals("not a meadow save", notOne.getMessage());
        assertThrows(IOException.class, () -> MeadowSaves.read(in(Arrays.copyOf(save, save.length / 2))));
        byte[] newer = save.clone();
        newer[5] = 9;
        IOException version = assertThrows(IOException.class, () -> MeadowSaves.read(in(newer)));
        assertEquals("a meadow save of version 9; this game reads version 1", version.getMessage());
    }

    /** Plays {@code frames} frames from frame {@code from}, the controls first in each, as the game does. */
    static void play(Meadow meadow, int from, int frames, Controls controls) {
        for (int frame = from; frame < from + frames; frame++) {
            controls.apply(meadow, frame, DT);
            meadow.step(DT);
        }
    }

    /** Everything a meadow holds, as text: what two meadows that play on alike must have equal. */
    static String state(Meadow meadow) throws IOException {
        StringBuilder out = new StringBuilder();
        for (int id = 0; id < meadow.entityIds.next(); id++) {
            if (meadow.sheepBatch.contains(id)) {
                Sheep s = meadow.world.getMapper(Sheep.class).get(id);
                out.append("sheep ").append(id).append(' ').append(meadow.sheepBatch.stateOf(id))
                        .append(" from ").append(meadow.sheepBatch.previousOf(id))
                        .append(" for ").append(meadow.sheepBatch.timeInState(id))
                        .append(' ').append(body(meadow.body(id)))
                        .append(" sheep ").append(s.fullness).append(' ').append(s.grazeFor).append(' ')
                        .append(s.goalX).append(' ').append(s.goalY).append(' ').append(s.eaten).append('\n');
            } else if (meadow.wolfBatch.contains(id)) {
                Wolf w = meadow.wolfData.get(id);
                out.append("wolf ").append(id).append(' ').append(meadow.wolfBatch.stateOf(id))
                        .append(" from ").append(meadow.wolfBatch.previousOf(id))
                        .append(" stack ").append(meadow.wolfBatch.stackOf(id))
                        .append(" for ").append(meadow.wolfBatch.timeInState(id))
                        .append(' ').append(body(meadow.body(id)))
                        .append(" wolf ").append(w.hunger).append(' ').append(w.prey).append(' ').append(w.heading)
                        .append('\n');
            } else {
                out.append("free ").append(id).append('\n');
            }
        }
        out.append("ids to reuse ").append(Arrays.toString(meadow.entityIds.free()))
                .append(", then ").append(meadow.entityIds.next()).append('\n');
        out.append("shepherd ").append(meadow.shepherdX()).append(' ').append(meadow.shepherdY()).append('\n');
        out.append("eaten ").append(meadow.eaten()).append(" born ").append(meadow.born())
                .append(" sheep entered ").append(meadow.sheepEntered)
                .append(" wolves entered ").append(meadow.wolvesEntered).append('\n');
        out.append("clocks ").append(meadow.sheepBatch.clock()).append(' ').append(meadow.wolfBatch.clock()).append('\n');
        ByteArrayOutputStream random = new ByteArrayOutputStream();
        try (ObjectOutputStream object = new ObjectOutputStream(random)) {
            object.writeObject(meadow.random);
        }
        out.append("random ").append(Base64.getEncoder().encodeToString(random.toByteArray())).append('\n');
        return out.toString();
    }

    private static String body(Body b) {
        return "at " + b.x + ' ' + b.y + " going " + b.vx + ' ' + b.vy;
    }

    private static boolean isAscending(int[] ids) {
        for (int i = 1; i < ids.length; i++) {
            if (ids[i] < ids[i - 1]) {
                return false;
            }
        }
        return true;
    }

    private static byte[] bytes(Meadow meadow) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (DataOutputStream out = new DataOutputStream(bytes)) {
            MeadowSaves.write(meadow, out);
        }
        return bytes.toByteArray();
    }

    private static DataInputStream in(byte[] bytes) {
        return new DataInputStream(new ByteArrayInputStream(bytes));
    }
}
