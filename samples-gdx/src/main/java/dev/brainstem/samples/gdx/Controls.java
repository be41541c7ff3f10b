package dev.brainstem.samples.gdx;

/** What moves the shepherd each frame: the keyboard in the game, a script in the tests. */
public interface Controls {
    void apply(Meadow meadow, int frame, float dt);
}
