package dev.brainstem.samples.fsm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * A one-entity machine refuses update or transitionTo from inside its own entity's handlers: that
 * would nest one transition in another. The machine stays usable afterwards.
 */
class ReentryTest {

    @Test
    void transitionToFromOwnHandlerIsRefusedAndTheMachineStaysUsable() {
        Meddler meddler = new Meddler();
        meddler.machine = Starter.start(meddler);
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> meddler.machine.update(0.1f));
        assertTrue(e.getMessage().contains("own handlers"), e.getMessage());
        assertEquals(Meddler.Mode.CALM, meddler.machine.state());
        meddler.machine.transitionTo(Meddler.Mode.UPSET);
        assertEquals(Meddler.Mode.UPSET, meddler.machine.state());
    }

    @Test
    void updateFromOwnHandlerIsRefused() {
        Meddler meddler = new Meddler();
        meddler.machine = Starter.start(meddler, Meddler.Mode.UPSET);
        assertThrows(IllegalStateException.class, () -> meddler.machine.update(0.1f));
        assertEquals(Meddler.Mode.UPSET, meddler.machine.state());
    }

    /** Names the generated class once. */
    private static final class Starter {
        static MeddlerFsm start(Meddler m) {
            return MeddlerFsm.start(m);
        }

        static MeddlerFsm start(Meddler m, Meddler.Mode mode) {
            return MeddlerFsm.start(m, mode);
        }
    }
}
