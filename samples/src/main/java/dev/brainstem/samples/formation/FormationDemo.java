package dev.brainstem.samples.formation;

import java.io.PrintStream;

/** Prints the scripted sortie: every transition and event, with the time it happened. */
public final class FormationDemo {
    private FormationDemo() {}

    public static void run(PrintStream out) {
        out.println("formation: the XNA game's flyers, each transition a @Transition guard, checked in the seed's"
                + " order; the machine settles, as the seed's while (MoveToNext()) did");
        out.println("  guards: " + FlyerFsm.INFO.edges());
        Sortie sortie = new Sortie();
        Sortie.Log log = new Sortie.Log() {
            @Override
            public void transition(float time, Flyer flyer, FlyerState from, FlyerState to, String cause) {
                out.printf("  t=%5.1fs  %-6s %-7s -> %-7s at (%5.1f, %5.1f)  guard %s%n", time, flyer.name, from, to,
                        flyer.x(), flyer.y(), cause);
            }

            @Override
            public void event(float time, String what) {
                out.printf("  t=%5.1fs  ** %s%n", time, what);
            }
        };
        while (sortie.time() < 45f) {
            sortie.step(0.1f, log);
        }
        StringBuilder states = new StringBuilder();
        for (FlyerFsm flyer : sortie.flyers()) {
            states.append(String.format("  %s %s", flyer.entity().name, flyer.state()));
        }
        out.println("  after 45 s:" + states);
    }
}
