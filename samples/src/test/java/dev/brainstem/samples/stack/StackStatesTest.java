package dev.brainstem.samples.stack;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.brainstem.diagrams.Diagrams;
import dev.brainstem.runtime.Events;
import dev.brainstem.samples.stack.Sentinel.Spot;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Stack states on generated machines, one-entity and batch alike: entering an interrupt pushes the
 * state left, {@code @Back} pops it by an ordinary transition, a move to a state that is no interrupt
 * clears the stack, interrupts nest, re-entering the current one does not push, and entering one
 * suspended lower down cuts the stack back to it.
 */
class StackStatesTest {
    private final List<String> log = new ArrayList<>();

    /** Drives the same script through a one-entity machine or a batch. */
    private interface Driver {
        void go(Spot next);

        void stun();

        Spot state();

        List<Spot> stack();
    }

    private Driver oneEntity() {
        Sentinel sentinel = new Sentinel(log);
        SentinelFsm machine = SentinelFsm.start(sentinel);
        machine.setListener((h, from, to, event) -> log.add("told " + from + "->" + to + " " + Events.name(event)));
        return new Driver() {
            public void go(Spot next) {
                sentinel.command = next;
                machine.update(0.1f);
            }

            public void stun() {
                machine.transitionTo(Spot.STUN);
            }

            public Spot state() {
                return machine.state();
            }

            public List<Spot> stack() {
                return machine.stack();
            }
        };
    }

    private Driver batch() {
        Sentinel sentinel = new Sentinel(log);
        SentinelBatch batch = new SentinelBatch();
        batch.add(new Sentinel(new ArrayList<>())); // a neighbour whose stack must stay its own
        long handle = batch.add(sentinel);
        batch.setListener((h, from, to, event) -> log.add("told " + from + "->" + to + " " + Events.name(event)));
        return new Driver() {
            public void go(Spot next) {
                sentinel.command = next;
                batch.tick(0.1f);
            }

            public void stun() {
                batch.transitionTo(handle, Spot.STUN);
            }

            public Spot state() {
                return batch.stateOf(handle);
            }

            public List<Spot> stack() {
                return batch.stackOf(handle);
            }
        };
    }

    private List<Driver> drivers() {
        return List.of(oneEntity(), batch());
    }

    @Test
    void anInterruptPushesAndBackPopsByAnOrdinaryTransition() {
        for (Driver sentinel : drivers()) {
            sentinel.go(Spot.WORK);
            sentinel.go(Spot.FLEE);
            assertEquals(List.of(Spot.WORK), sentinel.stack());
            log.clear();
            sentinel.go(Spot.RESUME);
            assertEquals(Spot.WORK, sentinel.state());
            assertEquals(List.of(), sentinel.stack());
            assertEquals(List.of("exit FLEE to WORK", "enter WORK from FLEE", "told FLEE->WORK UPDATE"), log);
            log.clear();
        }
    }

    @Test
    void interruptsNestAndBackGoesDownOneAtATime() {
        for (Driver sentinel : drivers()) {
            sentinel.go(Spot.WORK);
            sentinel.go(Spot.FLEE);
            sentinel.stun();
            assertEquals(Spot.STUN, sentinel.state());
            assertEquals(List.of(Spot.WORK, Spot.FLEE), sentinel.stack());
            sentinel.go(Spot.RESUME);
            assertEquals(Spot.FLEE, sentinel.state());
            assertEquals(List.of(Spot.WORK), sentinel.stack());
            sentinel.go(Spot.RESUME);
            assertEquals(Spot.WORK, sentinel.state());
            assertEquals(List.of(), sentinel.stack());
        }
    }

    @Test
    void aStateThatIsNoInterruptClearsTheStack() {
        for (Driver sentinel : drivers()) {
            sentinel.go(Spot.WORK);
            sentinel.go(Spot.FLEE);
            sentinel.stun();
            sentinel.go(Spot.IDLE);
            assertEquals(Spot.IDLE, sentinel.state());
            assertEquals(List.of(), sentinel.stack());
        }
    }

    @Test
    void reenteringTheCurrentInterruptDoesNotPush() {
        for (Driver sentinel : drivers()) {
            sentinel.go(Spot.WORK);
            sentinel.stun();
            log.clear();
            sentinel.stun();
            assertEquals(List.of("exit STUN to STUN", "enter STUN from STUN", "told STUN->STUN NONE"), log);
            assertEquals(List.of(Spot.WORK), sentinel.stack());
            sentinel.go(Spot.RESUME);
            assertEquals(Spot.WORK, sentinel.state(), "still goes back to what it did before the first stun");
            log.clear();
        }
    }

    @Test
    void enteringASuspendedInterruptCutsTheStackBackToIt() {
        for (Driver sentinel : drivers()) {
            sentinel.go(Spot.WORK);
            sentinel.go(Spot.FLEE);
            sentinel.stun();
            sentinel.go(Spot.FLEE); // FLEE is suspended under STUN: the stack is cut back to where FLEE began
            assertEquals(Spot.FLEE, sentinel.state());
            assertEquals(List.of(Spot.WORK), sentinel.stack());
            sentinel.go(Spot.RESUME);
            assertEquals(Spot.WORK, sentinel.state());
        }
    }

    @Test
    void stunningFromOutsidePushesAndBackReturns() {
        for (Driver sentinel : drivers()) {
            sentinel.stun();
            assertEquals(List.of(Spot.IDLE), sentinel.stack());
            sentinel.go(Spot.RESUME);
            assertEquals(Spot.IDLE, sentinel.state());
            assertEquals(List.of(), sentinel.stack());
        }
    }

    @Test
    void infoNamesTheInterruptsAndTheBackAndDrawsWhereBackLeads() {
        assertEquals(List.of("FLEE", "STUN"), SentinelFsm.INFO.interrupts());
        assertEquals("RESUME", SentinelFsm.INFO.back());
        List<String> backs = new ArrayList<>();
        for (dev.brainstem.runtime.MachineInfo.Edge edge : SentinelFsm.INFO.edges()) {
            if (edge.back()) {
                backs.add(edge.from() + "->" + edge.to());
            }
            assertEquals(false, edge.to().equals("RESUME"), "no edge leads into the pseudo-state: " + edge);
        }
        // FLEE is entered from IDLE, WORK and STUN; STUN, an entry point, from any state.
        assertEquals(List.of("FLEE->IDLE", "FLEE->WORK", "FLEE->STUN", "STUN->IDLE", "STUN->WORK", "STUN->FLEE"), backs);
        String mermaid = Diagrams.of(SentinelFsm.INFO).toMermaid();
        assertEquals(true, mermaid.contains("    class FLEE,STUN interrupt\n"), mermaid);
        assertEquals(true, mermaid.contains("    FLEE --> WORK : back\n"), mermaid);
    }
}
