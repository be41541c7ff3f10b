@file:JvmName("GateDemo")

package dev.brainstem.samples.kotlin

import dev.brainstem.runtime.Events

/**
 * Three gatekeepers in a [GateKeeperBatch]: a stranger comes to each gate, one gives the password, one
 * a wrong word, one is dazed by a flash in the middle of the fight; every transition is printed.
 */
fun main() {
    val gates = GateKeeperBatch()
    val keepers = List(3) { GateKeeper("swordfish") }
    val handles = keepers.map { gates.add(it) }
    var seconds = 0f
    gates.setListener { handle, from, to, event ->
        println("%5.2f s  gate %d: %s -> %s (%s)".format(seconds, handles.indexOf(handle), from, to, Events.name(event)))
    }
    keepers.forEach { it.strangerAtGate = true }
    repeat(6 * 60) { frame ->
        when (frame) {
            60 -> gates.send(handles[0], Password("swordfish"))
            90 -> gates.send(handles[1], Password("open up"))
            240 -> gates.send(handles[2], Flash(1f))
        }
        seconds += DT
        gates.tick(DT)
    }
    println("let through: ${keepers.sumOf { it.letThrough }}, fighting: ${gates.count(GateState.FIGHT)}")
}

/** One frame at 60 frames a second. */
const val DT = 1 / 60f
