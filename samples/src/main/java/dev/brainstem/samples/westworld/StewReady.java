package dev.brainstem.samples.westworld;

/**
 * The stew is ready (gdx-ai's {@code MessageType.STEW_READY}): the oven's timer to the wife, sent by
 * herself 1.5 seconds ahead when she puts the stew in, and then the wife to her husband. It carries
 * nothing, so one immutable instance serves every send.
 */
public final class StewReady {
    /** The one instance. */
    public static final StewReady NOW = new StewReady();

    private StewReady() {}

    @Override
    public String toString() {
        return "StewReady";
    }
}
