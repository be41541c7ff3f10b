package dev.brainstem.samples.gdx;

import com.badlogic.gdx.ApplicationAdapter;
import com.badlogic.gdx.Gdx;

/** The libGDX application: each frame the controls, one step of the {@link Meadow}, and the drawing. */
public class MeadowGame extends ApplicationAdapter {
    private final GameOptions options;
    private Meadow meadow;
    private MeadowView view;
    private int frame;

    public MeadowGame(GameOptions options) {
        this.options = options;
    }

    @Override
    public void create() {
        meadow = new Meadow(options.seed, options.sheep, options.wolves);
        if (options.draw) {
            view = new MeadowView();
        }
    }

    @Override
    public void render() {
        if (options.frames > 0 && frame == options.frames) {
            return; // exit() ends the loop after a frame or so: the world stays as it was saved
        }
        float dt = options.fixedDt > 0 ? options.fixedDt : Math.min(Gdx.graphics.getDeltaTime(), 1 / 30f);
        options.controls.apply(meadow, frame, dt);
        meadow.step(dt);
        frame++;
        if (view != null) {
            view.draw(meadow);
        }
        if (options.frames > 0 && frame == options.frames) {
            if (view != null && options.screenshot != null) {
                view.save(meadow, options.screenshot);
            }
            Gdx.app.exit();
        }
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
