package dev.brainstem.samples.gdx;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.Input.Keys;

/** Arrows or WASD move the shepherd, space whistles for the flock, F5 saves, restarts and loads. */
final class KeyboardControls implements Controls {
    @Override
    public void apply(Meadow meadow, int frame, float dt) {
        float dx = axis(Keys.RIGHT, Keys.D) - axis(Keys.LEFT, Keys.A);
        float dy = axis(Keys.UP, Keys.W) - axis(Keys.DOWN, Keys.S);
        meadow.moveShepherd(dx, dy, dt);
        if (Gdx.input.isKeyJustPressed(Keys.SPACE)) {
            meadow.whistle();
        }
    }

    @Override
    public boolean restartAsked(int frame) {
        return Gdx.input.isKeyJustPressed(Keys.F5);
    }

    private static float axis(int key, int other) {
        return Gdx.input.isKeyPressed(key) || Gdx.input.isKeyPressed(other) ? 1 : 0;
    }
}
