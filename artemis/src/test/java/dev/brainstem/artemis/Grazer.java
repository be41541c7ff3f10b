package dev.brainstem.artemis;

import com.artemis.Component;

/** A grazer's own data: its dice's seed, what it ate, the calls it heard. */
public class Grazer extends Component {
    public int seed;
    public float eaten;
    public int calls;
}
