package dev.brainstem.samples.kotlin.sentry

import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Test

class LookoutTest {
    @Test
    fun theLampRegionReadsTheEyesRegionInTheSameTick() {
        val lookout = Lookout()
        val lookouts = LookoutBatch()
        val handle = lookouts.add(lookout)
        assertEquals(Lamp.DARK, lookouts.stateOf(handle, Lamp::class.java))
        lookout.seesSomething = true
        lookouts.tick(0.1f)
        assertEquals(Eyes.STARE, lookouts.stateOf(handle))
        assertEquals(Lamp.LIT, lookouts.stateOf(handle, Lamp::class.java), "the lamp decides after the eyes")
        lookout.seesSomething = false
        lookouts.tick(0.1f)
        assertEquals(Lamp.DARK, lookouts.stateOf(handle, Lamp::class.java))
        val machine = LookoutFsm.start(Lookout())
        assertEquals(Lamp.DARK, machine.state(Lamp::class.java))
    }
}
