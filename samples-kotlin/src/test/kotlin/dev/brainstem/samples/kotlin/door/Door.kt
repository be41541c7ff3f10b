package dev.brainstem.samples.kotlin.door

import dev.brainstem.EntryPoint
import dev.brainstem.OnUpdate
import dev.brainstem.StateMachine
import dev.brainstem.States

@States
enum class DoorState { SHUT, OPEN, @EntryPoint BROKEN }

/**
 * A handler that returns a state its `to` does not list. From Java source this is the compile error
 * [BrainstemUndeclaredReturn]; kapt's stub hides the body, so here it compiles and the machine refuses
 * the transition when it runs.
 */
@StateMachine(DoorState::class)
class Door {
    var kicked = false

    @OnUpdate(value = ["SHUT"], to = ["OPEN"])
    fun shut(): DoorState? = if (kicked) DoorState.BROKEN else null
}
