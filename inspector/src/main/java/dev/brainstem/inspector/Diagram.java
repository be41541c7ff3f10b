package dev.brainstem.inspector;

import java.util.HashSet;
import java.util.Set;

/**
 * The machine's Mermaid diagram as {@code MachineInfo.toMermaid()} draws it (groups as composite
 * states, interrupts dashed), with a marker the page replaces by live numbers: {@code XP3XXX} beside state
 * 3's name for its population, {@code XE5XXXX} on edge 5's arrow (the trailing X's make Mermaid leave
 * room for the number) for its transitions per second. Edges
 * are numbered as {@code MachineInfo.edges()} lists them, which is the order the diagram draws them in.
 */
final class Diagram {
    private Diagram() {}

    static String mermaid(Machine m) {
        String[] lines = m.info.toMermaid().split("\n");
        Set<String> states = new HashSet<>(m.states);
        Set<String> described = new HashSet<>();
        StringBuilder out = new StringBuilder();
        int edge = 0;
        for (String line : lines) {
            String trimmed = line.trim();
            int arrow = trimmed.indexOf(" --> ");
            if (arrow > 0 && !trimmed.startsWith("[*]") && edge < m.edges.size()) {
                boolean captioned = trimmed.indexOf(" : ", arrow) > 0;
                out.append(line).append(captioned ? " " : " : ").append("XE").append(edge++).append("XXXX\n");
            } else if (states.contains(trimmed) && described.add(trimmed)) {
                // A grouped state: its description inside its group keeps it there.
                out.append(line).append('\n');
                out.append(line, 0, line.indexOf(trimmed)).append(trimmed).append(" : ").append(trimmed).append(" XP")
                        .append(m.states.indexOf(trimmed)).append("XXX\n");
            } else {
                out.append(line).append('\n');
            }
        }
        for (int s = 0; s < m.states.size(); s++) {
            if (!described.contains(m.states.get(s))) {
                out.append("    ").append(m.states.get(s)).append(" : ").append(m.states.get(s)).append(" XP").append(s)
                        .append("XXX\n");
            }
        }
        return out.toString();
    }
}
