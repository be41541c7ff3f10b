package dev.brainstem.samples.kotlin.sentry

import dev.brainstem.Current
import dev.brainstem.StateMachine
import dev.brainstem.States
import dev.brainstem.Transition

/** A machine of two orthogonal regions written in Kotlin: kapt's stubs carry `regions` as an array of classes. */
@States(initial = "WATCH")
enum class Eyes { WATCH, STARE }

@States(initial = "DARK")
enum class Lamp { DARK, LIT }

@StateMachine(value = Eyes::class, regions = [Lamp::class])
class Lookout {
    var seesSomething = false

    @Transition(from = ["WATCH"], to = "STARE")
    fun spot(): Boolean = seesSomething

    @Transition(from = ["STARE"], to = "WATCH")
    fun relax(): Boolean = !seesSomething

    @Transition(from = ["DARK"], to = "LIT")
    fun lightUp(@Current eyes: Eyes): Boolean = eyes == Eyes.STARE

    @Transition(from = ["LIT"], to = "DARK")
    fun putOut(@Current eyes: Eyes): Boolean = eyes == Eyes.WATCH
}
