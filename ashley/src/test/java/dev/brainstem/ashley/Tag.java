package dev.brainstem.ashley;

import com.badlogic.ashley.core.Component;

/** The game's own stable key of an entity: what a keyed save names it by. */
public class Tag implements Component {
    public long key;

    Tag(long key) {
        this.key = key;
    }
}
