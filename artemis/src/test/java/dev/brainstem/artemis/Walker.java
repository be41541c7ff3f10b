package dev.brainstem.artemis;

import com.artemis.Component;

/** Marks the entities the walkers' machine runs. */
public class Walker extends Component {
}
