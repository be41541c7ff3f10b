package dev.brainstem.benchmarks.messages.westworld;

import dev.brainstem.StateGroup;
import dev.brainstem.States;

/**
 * The wife's states (gdx-ai's {@code ElsaState}): HOUSEWORK is DO_HOUSE_WORK, BATHROOM VISIT_BATHROOM. gdx-ai's
 * GLOBAL_STATE is the group CHORES (its update: the bathroom, from any state but the bathroom) and the
 * any-state message handler ("hi honey").
 */
@States(initial = "HOUSEWORK")
@StateGroup(name = "CHORES", states = {"HOUSEWORK", "COOK_STEW"})
public enum WifeState {
    HOUSEWORK, BATHROOM, COOK_STEW
}
