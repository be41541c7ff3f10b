package dev.brainstem.samples.gdx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.backends.headless.HeadlessApplication;
import com.badlogic.gdx.backends.headless.HeadlessApplicationConfiguration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The game on libGDX's headless backend: the real {@link MeadowGame} in a {@link HeadlessApplication}
 * (nothing is drawn), some hundreds of frames of 1/60 s with a fixed seed, the shepherd moved by a script.
 */
class MeadowHeadlessTest {
    static final float DT = 1 / 60f;

    /** Runs the game for {@code frames} frames in a headless application and returns its world. */
    static Meadow play(long seed, int frames, Controls controls) throws InterruptedException {
        GameOptions options = new GameOptions();
        options.seed = seed;
        MeadowGame game = run(options, frames, controls);
        assertEquals(frames, game.frame());
        return game.meadow();
    }

    /** Runs the game of {@code options} for at most {@code frames} frames of {@link #DT}, without drawing, until it exits. */
    static MeadowGame run(GameOptions options, int frames, Controls controls) throws InterruptedException {
        options.frames = frames;
        options.fixedDt = DT;
        options.draw = false;
        options.controls = controls;
        CountDownLatch ended = new CountDownLatch(1);
        List<Throwable> failures = new ArrayList<>();
        MeadowGame game = new MeadowGame(options) {
            @Override
            public void render() {
                try {
                    super.render();
                } catch (RuntimeException | Error e) {
                    failures.add(e);
                    com.badlogic.gdx.Gdx.app.exit();
                }
            }

            @Override
            public void dispose() {
                ended.countDown();
            }
        };
        HeadlessApplicationConfiguration config = new HeadlessApplicationConfiguration();
        config.updatesPerSecond = 0; // as fast as it goes: the frame time is the fixed one
        new HeadlessApplication(game, config);
        assertTrue(ended.await(30, TimeUnit.SECONDS), "the game did not exit");
        if (!failures.isEmpty()) {
            throw new AssertionError("a frame threw", failures.get(0));
        }
        return game;
    }

    static final Controls STAND_STILL = (meadow, frame, dt) -> { };

    @Test
    void wolvesHuntAndEatAndSheepFleeThem() throws InterruptedException {
        Meadow meadow = play(7, 1200, STAND_STILL);
        assertTrue(meadow.eaten() > 0, "no sheep eaten in 20 s");
        assertEquals(30 + meadow.born() - meadow.eaten(), meadow.sheep());
        assertTrue(meadow.sheepEntered(SheepState.FLEE) >= meadow.eaten(), "sheep were eaten without fleeing");
        assertTrue(meadow.wolvesEntered(WolfState.HUNT) > 0 && meadow.wolvesEntered(WolfState.EAT) == meadow.eaten(),
                "every catch is one transition into EAT");
        assertTrue(meadow.wolvesEntered(WolfState.REST) > 0 && meadow.sheepEntered(SheepState.WANDER) > 0);
        assertEquals(0, meadow.wolvesEntered(WolfState.SCARED), "the shepherd stood far from every wolf");
    }

    @Test
    void aSheepFleesOnlyWithAWolfNear() throws InterruptedException {
        List<String> wrong = new ArrayList<>();
        int[] flights = new int[1];
        Controls watch = new Controls() {
            boolean listening;

            @Override
            public void apply(Meadow meadow, int frame, float dt) {
                if (!listening) {
                    listening = true;
                    meadow.sheepBatch.setListener((id, from, to, event) -> {
                        if (to == SheepState.FLEE) {
                            flights[0]++;
                            if (meadow.nearestWolf(meadow.body((int) id), SheepAi.FEAR) < 0) {
                                wrong.add("sheep " + id + " fled from " + from + " with no wolf near");
                            }
                        }
                    });
                }
            }
        };
        play(7, 600, watch);
        assertTrue(flights[0] > 0, "no sheep fled");
        assertEquals(List.of(), wrong);
    }

    @Test
    void theShepherdScaresAWolfWhichThenGoesBackToWhatItWasDoing() throws InterruptedException {
        List<String> seen = new ArrayList<>();
        Controls walkToTheFirstWolf = (meadow, frame, dt) -> {
            int wolf = meadow.wolves()[0];
            Body b = meadow.body(wolf);
            if (frame < 240) {
                meadow.placeShepherd(b.x + 40, b.y);
            } else if (frame == 240) {
                meadow.placeShepherd(Meadow.WIDTH / 2, Meadow.HEIGHT - 10);
            }
            if (frame == 120) {
                seen.add(meadow.wolfBatch.stateOf(wolf) + " " + meadow.wolfBatch.stackOf(wolf));
            }
            if (frame == 239) {
                seen.add(String.valueOf(meadow.wolfBatch.stateOf(wolf)));
            }
        };
        Meadow meadow = play(7, 600, walkToTheFirstWolf);
        assertEquals(List.of("SCARED [PROWL]", "SCARED"), seen, "scared while the shepherd follows it");
        assertTrue(meadow.wolvesEntered(WolfState.SCARED) >= 1);
        int back = meadow.wolfBatch.count(WolfState.SCARED);
        assertTrue(back < 3, "the wolves went back once the shepherd left: " + back + " still scared");
    }

    @Test
    void aWhistleGathersTheCalmSheep() throws InterruptedException {
        int[] calm = new int[1];
        Controls whistleAt60 = (meadow, frame, dt) -> {
            if (frame == 60) {
                calm[0] = meadow.sheepIn(SheepState.GRAZE) + meadow.sheepIn(SheepState.WANDER);
                meadow.whistle();
            }
        };
        Meadow meadow = play(7, 62, whistleAt60);
        assertTrue(calm[0] > 0);
        assertEquals(calm[0], meadow.sheepEntered(SheepState.GATHER), "every calm sheep heard it");
    }

    @Test
    void aSeedGivesTheSameGame() throws InterruptedException {
        Controls zigzag = (meadow, frame, dt) -> meadow.moveShepherd(frame / 100 % 2 == 0 ? 1 : -1, 0.3f, dt);
        String first = play(11, 500, zigzag).describe();
        String second = play(11, 500, zigzag).describe();
        assertEquals(first, second);
        assertNotEquals(first, play(12, 500, zigzag).describe());
    }
}
