package dev.brainstem.samples.westworld;

import dev.brainstem.StateGroup;
import dev.brainstem.States;

/**
 * The wife's states, named as in gdx-ai's {@code ElsaState}, without its {@code GLOBAL_STATE}: what
 * the global state did is an any-state {@code @OnMessage} (the greeting) and a guard on the group
 * {@code BUSY} (the bathroom); see {@link Wife}.
 *
 * <p>{@code BUSY} is every state but the bathroom: gdx-ai's global state sent her to the bathroom
 * "provided she is not already in the bathroom", a test at run time; a guard whose {@code from} is
 * this group is simply not checked there.
 */
@States(initial = "DO_HOUSE_WORK")
@StateGroup(name = "BUSY", states = {"DO_HOUSE_WORK", "COOK_STEW"})
public enum WifeState {
    DO_HOUSE_WORK,
    VISIT_BATHROOM,
    COOK_STEW
}
