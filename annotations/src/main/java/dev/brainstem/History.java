package dev.brainstem;

/**
 * What entering a {@link StateGroup} by its name resumes (docs/semantics.md, "Groups you enter, and
 * history").
 */
public enum History {
    /** Nothing: entering the group by name enters its {@link StateGroup#initial()}. */
    NONE,
    /**
     * The group's direct member the entity was in when it last left the group: that state, or that
     * nested group entered by its name (its own history, or its initial).
     */
    SHALLOW,
    /** The state the entity was in when it last left the group. */
    DEEP
}
