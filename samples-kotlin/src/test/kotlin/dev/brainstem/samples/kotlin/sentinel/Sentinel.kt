package dev.brainstem.samples.kotlin.sentinel

import dev.brainstem.History
import dev.brainstem.OnUpdate
import dev.brainstem.StateGroup
import dev.brainstem.StateMachine
import dev.brainstem.States
import dev.brainstem.Transition

/** A group entered by its constant, with deep history, written in Kotlin: kapt's stubs carry `initial` and `history`. */
@States(initial = "REST")
@StateGroup(name = "DUTY", initial = "PATROL", history = History.DEEP, states = ["PATROL", "GUARD_GATE"])
enum class SentinelState { REST, PATROL, GUARD_GATE, DUTY }

@StateMachine(SentinelState::class)
class Sentinel {
    var onDuty = false
    var atGate = false

    @Transition(from = ["REST"], to = "DUTY")
    fun shiftStarts(): Boolean = onDuty

    @Transition(from = ["DUTY"], to = "REST")
    fun shiftEnds(): Boolean = !onDuty

    @OnUpdate(value = ["PATROL"], to = ["GUARD_GATE"])
    fun walk(): SentinelState? = if (atGate) SentinelState.GUARD_GATE else null
}
