package dev.brainstem.samples.kotlin

import dev.brainstem.runtime.Events
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

/** The Kotlin gatekeeper run by the Java machine that kapt and Brainstem wrote for it. */
class GateKeeperTest {
    private val keeper = GateKeeper("swordfish")
    private val machine = GateKeeperFsm.start(keeper)

    private fun seconds(s: Float) = repeat((s / DT).toInt()) { machine.update(DT) }

    private fun challenged() {
        keeper.strangerAtGate = true
        machine.update(DT)
        assertEquals(GateState.CHALLENGE, machine.state())
    }

    @Test
    fun thePasswordLetsTheStrangerThrough() {
        challenged()
        machine.send(Password("swordfish"))
        machine.update(DT)
        assertEquals(GateState.WATCH, machine.state())
        assertEquals(1, keeper.letThrough)
        assertFalse(keeper.strangerAtGate)
    }

    @Test
    fun aWrongWordIsIgnoredAndTheStrangerFoughtWhenTimeIsUp() {
        challenged()
        machine.send(Password("open sesame"))
        seconds(GateKeeper.ANSWER_SECONDS - 0.5f)
        assertEquals(GateState.CHALLENGE, machine.state())
        assertFalse(keeper.swordDrawn)
        seconds(1f)
        assertEquals(GateState.FIGHT, machine.state())
        assertTrue(keeper.swordDrawn)
        assertEquals(0, keeper.letThrough)
    }

    @Test
    fun theGroupsGuardEndsTheAlertWhenTheStrangerLeaves() {
        challenged()
        seconds(GateKeeper.ANSWER_SECONDS + 0.5f)
        assertEquals(GateState.FIGHT, machine.state())
        keeper.strangerAtGate = false
        machine.update(DT)
        assertEquals(GateState.WATCH, machine.state())
        assertFalse(keeper.swordDrawn)
    }

    @Test
    fun aFlashDazesAndTheKeeperGoesBackToTheFight() {
        challenged()
        seconds(GateKeeper.ANSWER_SECONDS + 0.5f)
        machine.send(Flash(1f))
        machine.update(DT)
        assertEquals(GateState.DAZED, machine.state())
        assertEquals(listOf(GateState.FIGHT), machine.stack())
        assertFalse(keeper.swordDrawn, "leaving the alert for the daze sheathes the sword")
        machine.send(Flash(1f))
        seconds(0.5f)
        assertEquals(GateState.DAZED, machine.state())
        assertEquals(1, machine.droppedMessages(), "no handler takes a flash while dazed")
        seconds(0.6f)
        assertEquals(GateState.FIGHT, machine.state())
        assertEquals(emptyList<GateState>(), machine.stack())
        assertTrue(keeper.swordDrawn)
    }

    @Test
    fun aBatchOfGatesTellsItsTransitions() {
        val gates = GateKeeperBatch()
        val keepers = List(3) { GateKeeper("swordfish") }
        val handles = keepers.map { gates.add(it) }
        val told = mutableListOf<String>()
        gates.setListener { h, from, to, event -> told += "${handles.indexOf(h)} $from>$to ${Events.name(event)}" }
        keepers.forEach { it.strangerAtGate = true }
        repeat(6 * 60) { frame ->
            when (frame) {
                60 -> gates.send(handles[0], Password("swordfish"))
                90 -> gates.send(handles[1], Password("open up"))
                240 -> gates.send(handles[2], Flash(1f))
            }
            gates.tick(DT)
        }
        assertEquals(1, gates.count(GateState.WATCH))
        assertEquals(2, gates.count(GateState.FIGHT))
        assertEquals(
            listOf("0 WATCH>CHALLENGE", "0 CHALLENGE>WATCH"),
            told.filter { it.startsWith("0 ") }.map { it.substringBeforeLast(' ') },
        )
        assertEquals(
            listOf("2 WATCH>CHALLENGE", "2 CHALLENGE>FIGHT", "2 FIGHT>DAZED", "2 DAZED>FIGHT"),
            told.filter { it.startsWith("2 ") }.map { it.substringBeforeLast(' ') },
        )
        assertTrue(told.contains("0 CHALLENGE>WATCH MESSAGE"), told.toString())
    }
}
