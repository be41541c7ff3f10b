package dev.brainstem.samples.guards;

import java.io.PrintStream;
import java.util.List;

/** Prints the corridor scene as a timeline: each transition with the corridor drawn after that frame. */
public final class GuardsDemo {
    private GuardsDemo() {}

    public static void run(PrintStream out) {
        out.println("guards: the action game's enemy (settle = true); its AGGRO states are a @StateGroup whose enter"
                + " and exit start and stop the combat music, the alarm is a guard on @TimeInState, and one enter,"
                + " told the state by @Current, serves all three; STUNNED is an @Interrupt, and RESUME, its @Back,"
                + " sends a guard that comes round back to what the stun interrupted");
        out.println("  " + EnemyFsm.INFO.edges());
        out.println("  group AGGRO: " + EnemyFsm.INFO.groups().get(0).states());
        out.println("  corridor: 1 2 3 are guards, @ is the player, 20 frames a second");
        Corridor corridor = new Corridor();
        int told = 0;
        while (corridor.time() < 14f) {
            corridor.step(0.05f);
            List<Corridor.Line> story = corridor.story();
            for (; told < story.size(); told++) {
                Corridor.Line line = story.get(told);
                out.printf("  t=%5.2fs %s  %s%n", line.time(), corridor.draw(), line.text());
            }
        }
        int interrupted = 0;
        StringBuilder states = new StringBuilder();
        long[] handles = corridor.handles();
        for (int i = 0; i < handles.length; i++) {
            interrupted += corridor.batch().entity(handles[i]).alarmsInterrupted;
            states.append(String.format("  guard %d %s", i + 1, corridor.batch().stateOf(handles[i])));
        }
        out.printf("  at 14 s:%s; alarms cut short by the stun: %d%n", states, interrupted);
    }
}
