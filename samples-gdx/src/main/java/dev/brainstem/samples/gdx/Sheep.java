package dev.brainstem.samples.gdx;

import com.artemis.Component;

/** A sheep's own data; its state is in the sheep batch. */
public class Sheep extends Component {
    /** Seconds of grazing; a sheep that has grazed long enough has a lamb. */
    public float fullness;
    /** How long this bout of grazing lasts. */
    public float grazeFor;
    /** Where it walks when the shepherd whistles. */
    public float goalX, goalY;
    /** Caught by a wolf this frame: Artemis deletes it after the wolves' system. */
    public boolean eaten;
}
