package dev.brainstem.samples;

import dev.brainstem.devtools.Devtools;
import dev.brainstem.samples.monsters.MonsterRun;
import dev.brainstem.samples.monsters.MonsterWorld;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BooleanSupplier;

/**
 * {@code monsters --inspect}: a million monsters in real time under the inspector, and with {@code --hot}
 * hot reload (docs/hot-reload.md): a build that rewrites the monsters' classes changes what they do at
 * the next tick, and {@code r} then Enter saves, restarts on the new classes and loads, the fast path for
 * edits that cannot apply live (a new state, say).
 */
final class HotMonsters {
    /** Where the demo's build writes its classes, from the project's root: what {@code --hot} watches by default. */
    static final Path CLASSES = Path.of("samples", "target", "classes");

    private HotMonsters() {}

    /**
     * @param hot null for no hot reload; "" to watch {@link #CLASSES} (or, without it, the class path's
     *     folders); else the folder to watch
     * @param load null, or a save {@code r} wrote to start from
     */
    static void run(PrintStream out, int entities, String hot, String load, BooleanSupplier stop) {
        MonsterWorld world = load == null ? MonsterWorld.create(entities) : loaded(Path.of(load));
        AtomicBoolean restart = new AtomicBoolean();
        String watched = null;
        if (hot != null) {
            watched = !hot.isEmpty() ? hot : Files.isDirectory(CLASSES) ? CLASSES.toString() : "";
            if (Devtools.attach(watched.isEmpty() ? "" : "watch=" + watched)) {
                out.println("hot reload: on, watching " + (watched.isEmpty() ? "the class path's folders" : watched)
                        + "; edit a monster, build (mvn -q -o -pl samples compile), and the batch takes it at the next tick;"
                        + " r and Enter: save, restart, load");
                listenForRestart(restart);
            }
        }
        Inspected.run(out, "monsters", () -> world.batch().tick(MonsterRun.DT), MonsterRun.DT,
                () -> stop.getAsBoolean() || restart.get(), world.batch());
        if (restart.get()) {
            Path save = saved(world);
            out.println("saved " + world.batch().size() + " monsters to " + save + "; restarting on the new classes");
            out.flush();
            List<String> args = new ArrayList<>(List.of("monsters", "--inspect", "--hot"));
            if (!watched.isEmpty()) {
                args.add(watched);
            }
            args.add("--load");
            args.add(save.toString());
            Devtools.relaunch(args.toArray(new String[0]));
        }
    }

    private static MonsterWorld loaded(Path file) {
        try {
            return MonsterWorld.load(file);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot load the monsters from " + file + ": " + e.getMessage(), e);
        }
    }

    private static Path saved(MonsterWorld world) {
        try {
            Path file = Files.createTempFile("brainstem-monsters", ".save");
            world.save(file);
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot save the monsters: " + e.getMessage(), e);
        }
    }

    /** A line {@code r} on standard input asks for the restart, which the loop makes between two frames. */
    private static void listenForRestart(AtomicBoolean restart) {
        Thread listener = new Thread(() -> {
            BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
            try {
                for (String line; (line = in.readLine()) != null; ) {
                    if (line.trim().equals("r")) {
                        restart.set(true);
                        return;
                    }
                }
            } catch (IOException e) {
                // no console: no restart key
            }
        }, "brainstem-demo-keys");
        listener.setDaemon(true);
        listener.start();
    }
}
