package dev.brainstem.samples.kotlin.door

import dev.brainstem.runtime.HandlerException
import dev.brainstem.runtime.IllegalTransitionException
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows

/** What the processor cannot check on kapt's stubs is checked when the machine runs. */
class UndeclaredReturnTest {
    @Test
    fun oneMachineThrowsAndStaysWhereItWas() {
        val door = Door()
        val machine = DoorFsm.start(door)
        machine.update(1f)
        door.kicked = true
        val e = assertThrows<IllegalTransitionException> { machine.update(1f) }
        assertTrue(e.message!!.contains("BROKEN"), e.message)
        assertEquals(DoorState.SHUT, machine.state())
    }

    @Test
    fun aBatchReportsItInAHandlerException() {
        val doors = DoorBatch()
        val kicked = Door().apply { kicked = true }
        val handle = doors.add(kicked)
        doors.add(Door())
        val e = assertThrows<HandlerException> { doors.tick(1f) }
        assertTrue(e.cause is IllegalTransitionException, e.toString())
        assertEquals(DoorState.SHUT, doors.stateOf(handle))
        assertEquals(2, doors.count(DoorState.SHUT))
    }
}
