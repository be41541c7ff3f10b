package dev.brainstem.samples;

import dev.brainstem.samples.ants.AntsDemo;
import dev.brainstem.samples.formation.FormationDemo;
import dev.brainstem.samples.guards.GuardsDemo;
import dev.brainstem.samples.monsters.MonsterRun;
import dev.brainstem.samples.soldier.SoldierDemo;
import dev.brainstem.samples.westworld.WestWorld;
import dev.brainstem.samples.westworld.WestWorldDemo;
import java.io.Console;
import java.io.PrintStream;
import java.util.Arrays;
import java.util.function.BooleanSupplier;

/**
 * The demo: {@code java -jar samples/target/brainstem-samples.jar [guards|ants|formation|soldier|monsters|westworld]}.
 * With no argument it tours all six samples.
 */
public final class Demo {
    static final String USAGE = String.join("\n",
            "usage: java -jar brainstem-samples.jar [SAMPLE [OPTIONS]]",
            "",
            "  (no sample)   a short tour of all six",
            "  guards        the action game's enemy: three guards, a player and two stun grenades",
            "  ants          the tutorial's stack-based ant: one ant's push and pop, then a colony on a grid",
            "                running from a moving cursor",
            "                  --frames N   how many frames of the colony to draw (default 120)",
            "                  --plain      print a few frames instead of animating",
            "  formation     the XNA game's formation flyers on a scripted sortie",
            "  monsters      a million id-mode and object-mode monsters through the batch runner,",
            "                sequential and parallel, with ns per entity-update",
            "                  --entities N (default 1000000)   --ticks N (default 600)",
            "                  --inspect    tick one id-mode batch in real time under the inspector until",
            "                               stopped, printing the address of its page",
            "                  --hot [DIR]  with --inspect: hot reload (brainstem-devtools) of the classes",
            "                               a build writes to DIR (default samples/target/classes); type",
            "                               r and Enter to save, restart on the new classes and load",
            "                  --load FILE  with --inspect: start from a save that r wrote",
            "  soldier       a statechart of two regions: a soldier whose legs and weapon change on their",
            "                own; his weapon's COMBAT resumes where he left it (deep history), stunned",
            "                by a flashbang in the middle of a reload",
            "  westworld     gdx-ai's miner and his wife, then a town of couples",
            "                  --couples N (default 100000)   --frames N (default 60)",
            "                  --inspect    the town's miners and wives in real time under the inspector",
            "  help          this text");

    private Demo() {}

    public static void main(String[] args) {
        int code = run(args, System.out, System.err);
        if (code != 0) {
            System.exit(code);
        }
    }

    /** Runs the demo; returns the process exit code: 0, or 2 for a wrong argument. */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        return run(args, out, err, () -> false);
    }

    /**
     * The same, where a sample run with {@code --inspect} stops when {@code stopInspecting} says so,
     * asked once a frame (the demo's never does: it runs until the process is stopped).
     */
    public static int run(String[] args, PrintStream out, PrintStream err, BooleanSupplier stopInspecting) {
        boolean terminal = out == System.out && isTerminal();
        if (args.length == 0) {
            tour(out, terminal, TOUR_MONSTERS, TOUR_TICKS);
            return 0;
        }
        String[] options = Arrays.copyOfRange(args, 1, args.length);
        try {
            switch (args[0]) {
                case "guards":
                    noOptions(options);
                    GuardsDemo.run(out);
                    return 0;
                case "formation":
                    noOptions(options);
                    FormationDemo.run(out);
                    return 0;
                case "soldier":
                    noOptions(options);
                    SoldierDemo.run(out);
                    return 0;
                case "ants":
                    ants(options, out, terminal);
                    return 0;
                case "monsters":
                    monsters(options, out, stopInspecting);
                    return 0;
                case "westworld":
                    westworld(options, out, stopInspecting);
                    return 0;
                case "help":
                case "-h":
                case "--help":
                    out.println(USAGE);
                    return 0;
                default:
                    throw new BadArguments("no sample called \"" + args[0] + "\"");
            }
        } catch (BadArguments e) {
            err.println("brainstem demo: " + e.getMessage());
            err.println(USAGE);
            return 2;
        }
    }

    /** The tour's monster run: a million monsters, but only a few ticks each way. */
    static final int TOUR_MONSTERS = 1_000_000, TOUR_TICKS = 40;

    /** The tour's West World: a town of a hundred thousand couples, long enough for one stew. */
    static final int TOUR_COUPLES = 100_000, TOUR_FRAMES = 22;

    /** All six, briefly: about ten seconds on a quiet machine, well under thirty. */
    public static void tour(PrintStream out, boolean terminal, int monsters, int monsterTicks) {
        out.println("Brainstem demo: a tour of the six samples (run one with: java -jar brainstem-samples.jar SAMPLE)");
        out.println();
        GuardsDemo.run(out);
        out.println();
        AntsDemo.run(out, 60, terminal, 50);
        out.println();
        FormationDemo.run(out);
        out.println();
        SoldierDemo.run(out);
        out.println();
        MonsterRun.run(out, monsters, monsterTicks);
        out.println();
        WestWorldDemo.run(out, TOUR_COUPLES, TOUR_FRAMES);
        out.println();
        out.println("Each sample: java -jar brainstem-samples.jar [guards|ants|formation|soldier|monsters|westworld]; help: --help");
    }

    private static void ants(String[] options, PrintStream out, boolean terminal) {
        int frames = 120;
        boolean animate = terminal;
        for (int i = 0; i < options.length; i++) {
            switch (options[i]) {
                case "--frames":
                    frames = positive(options, ++i);
                    break;
                case "--plain":
                    animate = false;
                    break;
                default:
                    throw new BadArguments("ants has no option \"" + options[i] + "\"");
            }
        }
        AntsDemo.run(out, frames, animate, 70);
    }

    private static void monsters(String[] options, PrintStream out, BooleanSupplier stop) {
        int entities = 1_000_000, ticks = 600;
        boolean inspect = false;
        String hot = null, load = null;
        for (int i = 0; i < options.length; i++) {
            switch (options[i]) {
                case "--entities":
                    entities = positive(options, ++i);
                    break;
                case "--ticks":
                    ticks = positive(options, ++i);
                    break;
                case "--inspect":
                    inspect = true;
                    break;
                case "--hot":
                    hot = i + 1 < options.length && !options[i + 1].startsWith("--") ? options[++i] : "";
                    break;
                case "--load":
                    if (++i >= options.length) {
                        throw new BadArguments("--load needs a file");
                    }
                    load = options[i];
                    break;
                default:
                    throw new BadArguments("monsters has no option \"" + options[i] + "\"");
            }
        }
        if ((hot != null || load != null) && !inspect) {
            throw new BadArguments((hot != null ? "--hot" : "--load") + " goes with --inspect");
        }
        if (inspect) {
            HotMonsters.run(out, entities, hot, load, stop);
            return;
        }
        MonsterRun.run(out, entities, ticks);
    }

    private static void westworld(String[] options, PrintStream out, BooleanSupplier stop) {
        int couples = 100_000, frames = 60;
        boolean inspect = false;
        for (int i = 0; i < options.length; i++) {
            switch (options[i]) {
                case "--inspect":
                    inspect = true;
                    break;
                case "--couples":
                    couples = positive(options, ++i);
                    break;
                case "--frames":
                    frames = positive(options, ++i);
                    break;
                default:
                    throw new BadArguments("westworld has no option \"" + options[i] + "\"");
            }
        }
        if (inspect) {
            WestWorld town = new WestWorld(couples, WestWorld.SEED);
            Inspected.run(out, "westworld", () -> town.frame(WestWorld.DT, null), WestWorld.DT, stop, town.miners(),
                    town.wives());
            return;
        }
        WestWorldDemo.run(out, couples, frames);
    }

    /** Whether standard output is a terminal, where the ants can be animated. */
    private static boolean isTerminal() {
        Console console = System.console();
        if (console == null) {
            return false;
        }
        try {
            // JDK 22 and later may return a console for redirected output; they say whether it is a terminal
            return (Boolean) Console.class.getMethod("isTerminal").invoke(console);
        } catch (ReflectiveOperationException e) {
            return true;
        }
    }

    private static void noOptions(String[] options) {
        if (options.length > 0) {
            throw new BadArguments("unexpected \"" + options[0] + "\"");
        }
    }

    private static int positive(String[] options, int i) {
        if (i >= options.length) {
            throw new BadArguments(options[i - 1] + " needs a number");
        }
        try {
            int n = Integer.parseInt(options[i].replace("_", "").replace(",", ""));
            if (n > 0) {
                return n;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new BadArguments(options[i - 1] + " needs a positive number, not \"" + options[i] + "\"");
    }

    private static final class BadArguments extends RuntimeException {
        private static final long serialVersionUID = 1L;

        BadArguments(String message) {
            super(message);
        }
    }
}
