package dev.brainstem.samples.guards;

/**
 * A stand-in for a game's music player: one theme plays at a time. It counts how often a theme was
 * started and stopped, so that a test (or the demo) can tell a theme that kept playing from one that
 * was stopped and started again.
 */
public final class Music {
    private String playing;
    private int starts, stops;

    /** Starts {@code theme}. */
    public void play(String theme) {
        playing = theme;
        starts++;
    }

    /** Stops {@code theme}, if it is the one playing. */
    public void stop(String theme) {
        if (theme.equals(playing)) {
            playing = null;
            stops++;
        }
    }

    /** Whether {@code theme} is playing. */
    public boolean isPlaying(String theme) {
        return theme.equals(playing);
    }

    /** How many times a theme was started. */
    public int starts() {
        return starts;
    }

    /** How many times a playing theme was stopped. */
    public int stops() {
        return stops;
    }
}
