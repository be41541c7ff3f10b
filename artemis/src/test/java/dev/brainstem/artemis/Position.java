package dev.brainstem.artemis;

import com.artemis.Component;

/** Where a walker is, and the seconds its handlers have been given. */
public class Position extends Component {
    public float x;
    public float seconds;
}
