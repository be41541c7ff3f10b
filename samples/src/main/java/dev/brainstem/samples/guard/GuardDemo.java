package dev.brainstem.samples.guard;

import dev.brainstem.runtime.Events;
import java.io.PrintStream;
import java.util.Locale;

/**
 * Runs the design's guard. With no argument: three {@link Guard}s in a {@link GuardBatch}, a listener
 * printing every transition, one of them seeing the player and one stunned by game code. With
 * {@code --million}: a million id-mode guards through {@link GuardsBatch} and a million object-mode
 * guards through {@link RollingGuardBatch}, 600 ticks each in the same run, printing the ns per
 * entity-update of both (and checking that they end in the same states).
 *
 * <pre>
 * java -cp samples/target/brainstem-samples.jar dev.brainstem.samples.guard.GuardDemo
 * java -cp samples/target/brainstem-samples.jar dev.brainstem.samples.guard.GuardDemo --million [--ticks N] [--entities N]
 * </pre>
 */
public final class GuardDemo {
    static final float DT = 1 / 60f;

    private GuardDemo() {}

    public static void main(String[] args) {
        int code = run(args, System.out, System.err);
        if (code != 0) {
            System.exit(code);
        }
    }

    /** Runs the demo; returns the exit code (2 for bad arguments). */
    static int run(String[] args, PrintStream out, PrintStream err) {
        int entities = 1_000_000;
        int ticks = 600;
        boolean million = false;
        try {
            for (int i = 0; i < args.length; i++) {
                switch (args[i]) {
                    case "--million":
                        million = true;
                        break;
                    case "--ticks":
                        ticks = Integer.parseInt(args[++i]);
                        break;
                    case "--entities":
                        entities = Integer.parseInt(args[++i]);
                        break;
                    default:
                        throw new IllegalArgumentException("unknown argument " + args[i]);
                }
            }
            if (ticks < 1 || entities < 1) {
                throw new IllegalArgumentException("--ticks and --entities take a positive number");
            }
        } catch (RuntimeException e) {
            err.println(e.getMessage() == null ? e : e.getMessage());
            err.println("usage: GuardDemo [--million [--ticks N] [--entities N]]");
            return 2;
        }
        if (million) {
            million(entities, ticks, out);
        } else {
            scene(out);
        }
        return 0;
    }

    /** Three guards: one sees the player at 0.5 s, one is stunned at 1 s. */
    static void scene(PrintStream out) {
        GuardBatch guards = new GuardBatch();
        Guard[] guard = new Guard[3];
        long[] handle = new long[3];
        for (int i = 0; i < 3; i++) {
            guard[i] = new Guard();
            handle[i] = guards.add(guard[i]);
        }
        int[] tick = new int[1];
        guards.setListener((h, from, to, event) -> out.printf(Locale.ROOT, "%5.2f s  guard %d: %s -> %s (%s)%n",
                tick[0] * DT, h >>> 32, from, to, event == Events.NONE ? "transitionTo" : Events.name(event)));
        for (tick[0] = 1; tick[0] <= 150; tick[0]++) {
            if (tick[0] == 30) {
                guard[0].seesPlayer = true;
            }
            if (tick[0] == 31) {
                guard[0].seesPlayer = false;
            }
            if (tick[0] == 60) {
                guards.transitionTo(handle[2], GuardState.STUNNED);
            }
            guards.tick(DT);
        }
        out.printf(Locale.ROOT, "after %.1f s: %d idle, %d searching, %d stunned%n", 150 * DT,
                guards.count(GuardState.IDLE), guards.count(GuardState.SEARCH), guards.count(GuardState.STUNNED));
    }

    /** Both modes over the same guards, timed one after the other in this run. */
    static void million(int entities, int ticks, PrintStream out) {
        Guards system = new Guards(entities);
        GuardsBatch ids = new GuardsBatch(system);
        RollingGuardBatch objects = new RollingGuardBatch();
        for (int id = 0; id < entities; id++) {
            ids.add(id);
            objects.add(new RollingGuard(id));
        }
        out.printf(Locale.ROOT, "%,d guards, %d ticks of %.4f s%n", entities, ticks, DT);
        double idNs = time(ids::tick, entities, ticks);
        out.printf(Locale.ROOT, "id mode (GuardsBatch):            %6.2f ns per entity-update%n", idNs);
        double objectNs = time(objects::tick, entities, ticks);
        out.printf(Locale.ROOT, "object mode (RollingGuardBatch):  %6.2f ns per entity-update%n", objectNs);
        StringBuilder counts = new StringBuilder();
        boolean same = true;
        for (GuardState state : GuardState.values()) {
            counts.append(state).append(' ').append(ids.count(state)).append("  ");
            same &= ids.count(state) == objects.count(state);
        }
        out.println(counts.toString().trim());
        out.println(same ? "both modes end in the same states" : "THE MODES DISAGREE");
    }

    private interface Tick {
        void tick(float dt);
    }

    private static double time(Tick batch, int entities, int ticks) {
        long start = System.nanoTime();
        for (int t = 0; t < ticks; t++) {
            batch.tick(DT);
        }
        return (System.nanoTime() - start) / ((double) entities * ticks);
    }
}
