package dev.brainstem.samples.guards;

/** A stand-in for a game's animation player: one named clip that plays for a while, then ends. */
public final class Animation {
    private String clip;
    private float left;

    /** Starts {@code clip}, replacing whatever was playing. */
    public void play(String clip, float seconds) {
        this.clip = clip;
        this.left = seconds;
    }

    /** Advances the clip by {@code dt}; it ends when its time is used up. */
    public void advance(float dt) {
        if (clip != null) {
            left -= dt;
            if (left <= 0) {
                stop();
            }
        }
    }

    /** Ends the clip at once. */
    public void stop() {
        clip = null;
        left = 0;
    }

    /** Whether {@code clip} is playing. */
    public boolean isPlaying(String clip) {
        return clip.equals(this.clip);
    }

    /** The playing clip, or null. */
    public String clip() {
        return clip;
    }

    /** The seconds left of the playing clip. */
    public float left() {
        return left;
    }
}
