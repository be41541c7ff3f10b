package dev.brainstem.artemis;

import com.artemis.Component;

/** The game's own stable key of an entity: what a keyed save names it by. */
public class Tag extends Component {
    public long key;
}
