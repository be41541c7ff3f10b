package dev.brainstem.samples.gdx;

/** What moves the shepherd each frame: the keyboard in the game, a script in the tests. */
public interface Controls {
    void apply(Meadow meadow, int frame, float dt);

    /**
     * Whether the player asks, in this frame, to save the meadow, restart on the classes built since and
     * load it (F5): asked once the frame's step is done, so the save holds the meadow between two frames.
     */
    default boolean restartAsked(int frame) {
        return false;
    }
}
