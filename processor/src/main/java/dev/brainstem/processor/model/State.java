package dev.brainstem.processor.model;

import javax.lang.model.element.VariableElement;

/**
 * One constant of the states enum.
 *
 * @param groupConstant whether it is a group's constant: named like a group that has an {@code initial}, a
 *     pseudo-state no entity is ever in, which enters the group
 */
public record State(String name, int ordinal, boolean entryPoint, boolean interrupt, boolean back,
        boolean groupConstant, VariableElement element) {
    /** Whether no entity is ever in it: the {@code @Back} constant or a group's constant. */
    public boolean pseudo() {
        return back || groupConstant;
    }
}
