package dev.brainstem.samples.gdx;

import com.artemis.Component;

/** A wolf's own data; its state is in the wolf batch. */
public class Wolf extends Component {
    /** Grows while the wolf is not eating; a hungry wolf hunts the sheep it sees. */
    public float hunger;
    /** The sheep it hunts, or -1. */
    public int prey = -1;
    /** The direction it prowls in, in radians. */
    public float heading;
}
