package dev.brainstem.inspector;

import dev.brainstem.diagrams.Diagrams;
import dev.brainstem.diagrams.StateDiagram;

/**
 * The machine's Mermaid diagram as its diagram files draw it (groups as composite states, interrupts
 * dashed, the {@code @Back} pseudo-state as the "back" edges it leads along, never as a state), with
 * a marker the page replaces by live numbers: {@code XP3XXX} in state 3's box for its population,
 * {@code XE5XXXX} on edge 5's arrow for its transitions per second (the trailing X's make Mermaid
 * leave room for the number). Edge 5 is {@code MachineInfo.edges().get(5)}: the drawing lists the
 * edges in the description's order. A region of a machine of regions is drawn alone: the page shows
 * each region as a machine.
 */
final class Diagram {
    private Diagram() {}

    static String mermaid(Machine m) {
        return Diagrams.ofRegion(m.info).toMermaid(new StateDiagram.Marks() {
            @Override
            public String state(String state) {
                return state + " XP" + m.states.indexOf(state) + "XXX";
            }

            @Override
            public String edge(int index) {
                return "XE" + index + "XXXX";
            }
        });
    }
}
