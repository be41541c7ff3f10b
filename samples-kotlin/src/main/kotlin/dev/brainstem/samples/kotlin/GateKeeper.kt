package dev.brainstem.samples.kotlin

import dev.brainstem.OnEnter
import dev.brainstem.OnExit
import dev.brainstem.OnMessage
import dev.brainstem.OnUpdate
import dev.brainstem.StateMachine
import dev.brainstem.TimeInState
import dev.brainstem.Transition

/**
 * The gatekeeper, a Kotlin class that kapt hands to Brainstem's processor. Its decisions are guards
 * ([Transition]), the stranger's answer and the flash are messages ([OnMessage]), and the daze is a
 * stack state. The handlers are public (the default): `internal` ones would reach the generated Java
 * under mangled names, `private` ones not at all.
 */
@StateMachine(GateState::class)
class GateKeeper(private val password: String) {
    /** Set by the game: a stranger stands at the gate. */
    var strangerAtGate = false

    /** Whether the sword is out: drawn on entering [GateState.FIGHT], put away on leaving the alert. */
    var swordDrawn = false
        private set

    /** Strangers let through with the right password. */
    var letThrough = 0
        private set

    private var dazedFor = 0f

    @Transition(from = ["WATCH"], to = "CHALLENGE")
    fun strangerSeen(): Boolean = strangerAtGate

    /** Wins over [noAnswer] in [GateState.CHALLENGE]: a group's guards come first. */
    @Transition(from = ["ALERT"], to = "WATCH")
    fun strangerGone(): Boolean = !strangerAtGate

    @Transition(from = ["CHALLENGE"], to = "FIGHT")
    fun noAnswer(@TimeInState seconds: Float): Boolean = seconds >= ANSWER_SECONDS

    @OnMessage(value = ["CHALLENGE"], to = ["WATCH"])
    fun answered(answer: Password): GateState? {
        if (answer.word != password) {
            return null
        }
        letThrough++
        strangerAtGate = false
        return GateState.WATCH
    }

    @OnMessage(value = ["WATCH", "ALERT"], to = ["DAZED"])
    fun flashed(flash: Flash): GateState {
        dazedFor = flash.seconds
        return GateState.DAZED
    }

    @OnUpdate(value = ["DAZED"], to = ["RESUME"])
    fun comeRound(dt: Float): GateState? {
        dazedFor -= dt
        return if (dazedFor <= 0f) GateState.RESUME else null
    }

    @OnEnter("FIGHT")
    fun drawSword() {
        swordDrawn = true
    }

    @OnExit("ALERT")
    fun sheatheSword() {
        swordDrawn = false
    }

    companion object {
        /** How long a challenged stranger has to give the password. */
        const val ANSWER_SECONDS = 3f
    }
}
