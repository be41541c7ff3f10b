package dev.brainstem.ashley;

import com.badlogic.ashley.core.Component;

/** A component the family does not need: entities with only this one are not the machine's. */
public class Marker implements Component {
}
