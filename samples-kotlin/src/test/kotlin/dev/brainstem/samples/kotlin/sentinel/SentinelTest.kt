package dev.brainstem.samples.kotlin.sentinel

import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Test

class SentinelTest {
    @Test
    fun aGroupWithDeepHistoryResumesWhereTheSentinelLeftIt() {
        val sentinel = Sentinel()
        val machine = SentinelFsm.start(sentinel)
        sentinel.onDuty = true
        machine.update(0.1f)
        assertEquals(SentinelState.PATROL, machine.state(), "the first time, DUTY's initial")
        sentinel.atGate = true
        machine.update(0.1f)
        assertEquals(SentinelState.GUARD_GATE, machine.state())
        sentinel.onDuty = false
        machine.update(0.1f)
        assertEquals(SentinelState.REST, machine.state())
        assertEquals(SentinelState.GUARD_GATE, machine.lastIn("DUTY"))
        sentinel.onDuty = true
        machine.update(0.1f)
        assertEquals(SentinelState.GUARD_GATE, machine.state(), "DUTY's deep history")
    }
}
