package dev.brainstem.samples.kotlin

import dev.brainstem.Back
import dev.brainstem.Interrupt
import dev.brainstem.StateGroup
import dev.brainstem.States

/**
 * A gatekeeper's states: it watches the road, challenges a stranger (who has a few seconds to give the
 * password) and fights one who does not; a flash of light dazes it whatever it was doing, and once it
 * comes round it goes back to that ([Interrupt], [Back]).
 */
@States(initial = "WATCH")
@StateGroup(name = "ALERT", states = ["CHALLENGE", "FIGHT"])
enum class GateState { WATCH, CHALLENGE, FIGHT, @Interrupt DAZED, @Back RESUME }
