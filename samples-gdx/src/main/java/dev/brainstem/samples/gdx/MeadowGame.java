package dev.brainstem.samples.gdx;

import com.badlogic.gdx.ApplicationAdapter;
import com.badlogic.gdx.Gdx;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The libGDX application: each frame the controls, one step of the {@link Meadow}, and the drawing.
 * When the controls ask for a restart (F5), it saves the meadow, ends the loop, and leaves the
 * arguments of the run that loads the save in {@link #restartArgs()}, for the launcher to relaunch once
 * the window is closed.
 */
public class MeadowGame extends ApplicationAdapter {
    private final GameOptions options;
    private Meadow meadow;
    private MeadowView view;
    private int frame;
    private List<String> restartArgs;

    public MeadowGame(GameOptions options) {
        this.options = options;
    }

    @Override
    public void create() {
        meadow = options.load == null ? new Meadow(options.seed, options.sheep, options.wolves) : loaded(Path.of(options.load));
        if (options.draw) {
            view = new MeadowView();
        }
    }

    private static Meadow loaded(Path file) {
        try {
            return MeadowSaves.load(file);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot load the meadow from " + file + ": " + e.getMessage(), e);
        }
    }

    @Override
    public void render() {
        if (restartArgs != null || options.frames > 0 && frame == options.frames) {
            return; // exit() ends the loop after a frame or so: the world stays as it was saved
        }
        float dt = options.fixedDt > 0 ? options.fixedDt : Math.min(Gdx.graphics.getDeltaTime(), 1 / 30f);
        options.controls.apply(meadow, frame, dt);
        meadow.step(dt);
        boolean restart = options.controls.restartAsked(frame);
        frame++;
        if (view != null) {
            view.draw(meadow);
        }
        if (restart) {
            restart();
            return;
        }
        if (options.frames > 0 && frame == options.frames) {
            if (view != null && options.screenshot != null) {
                view.save(meadow, options.screenshot);
            }
            Gdx.app.exit();
        }
    }

    /** F5: saves the meadow to a temporary file and ends the loop; the launcher then relaunches with {@link #restartArgs()}. */
    void restart() {
        try {
            Path save = Files.createTempFile("brainstem-meadow", ".save");
            MeadowSaves.save(meadow, save);
            restartArgs = options.restartArgs(save.toString());
            Gdx.app.log("brainstem", "saved the meadow to " + save + "; restarting on the classes built since");
        } catch (IOException e) {
            // The game goes on: a restart that cannot save would lose the meadow.
            Gdx.app.error("brainstem", "cannot save the meadow, no restart: " + e.getMessage());
            return;
        }
        Gdx.app.exit();
    }

    /** The arguments of the run that loads the save F5 wrote, or null when no restart was asked. */
    List<String> restartArgs() {
        return restartArgs;
    }

    @Override
    public void dispose() {
        if (view != null) {
            view.dispose();
        }
    }

    /** The world, for the tests. */
    Meadow meadow() {
        return meadow;
    }

    int frame() {
        return frame;
    }
}
