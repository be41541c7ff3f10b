package dev.brainstem.samples.gdx;

import com.badlogic.gdx.backends.lwjgl3.Lwjgl3Application;
import com.badlogic.gdx.backends.lwjgl3.Lwjgl3ApplicationConfiguration;
import dev.brainstem.devtools.Devtools;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Starts the game in a window (libGDX's LWJGL3 backend):
 * <pre>java -jar samples-gdx/target/brainstem-gdx.jar [--seed N] [--frames N] [--screenshot FILE] [--hot [DIR]] [--load FILE]</pre>
 * With {@code --hot}, hot reload (docs/hot-reload.md): a build that rewrites the machines' classes changes
 * what the creatures do at the next frame; F5 saves, restarts on the classes built since, and loads.
 */
public final class DesktopLauncher {
    /** Where the game's build writes its classes, from the project's root: what {@code --hot} watches by default. */
    static final Path CLASSES = Path.of("samples-gdx", "target", "classes");

    private DesktopLauncher() {}

    public static void main(String[] args) {
        GameOptions options;
        try {
            options = GameOptions.parse(args);
        } catch (IllegalArgumentException e) {
            System.err.println(e.getMessage());
            System.exit(2);
            return;
        }
        Lwjgl3ApplicationConfiguration config = new Lwjgl3ApplicationConfiguration();
        config.setTitle("Brainstem: sheep, wolves and a shepherd");
        config.setWindowedMode((int) Meadow.WIDTH, (int) Meadow.HEIGHT);
        config.setResizable(false);
        config.disableAudio(true);
        if (options.frames > 0) {
            // A timed run (the screenshot): fixed frames, drawn as fast as the GL goes.
            config.useVsync(false);
            config.setForegroundFPS(0);
        } else {
            config.useVsync(true);
            config.setForegroundFPS(60);
        }
        if (options.hot != null) {
            attachDevtools(options.hot);
        }
        MeadowGame game = new MeadowGame(options);
        new Lwjgl3Application(game, config);
        if (game.restartArgs() != null) {
            // The window is closed and the loop over: the same command again, with the save to load.
            Devtools.relaunch(game.restartArgs().toArray(new String[0]));
        }
    }

    private static void attachDevtools(String hot) {
        String watched = !hot.isEmpty() ? hot : Files.isDirectory(CLASSES) ? CLASSES.toString() : "";
        if (Devtools.attach(watched.isEmpty() ? "" : "watch=" + watched)) {
            System.out.println("hot reload: on, watching " + (watched.isEmpty() ? "the class path's folders" : watched)
                    + "; edit a machine, build (mvn -q -o -pl samples-gdx compile), and the creatures take it at the"
                    + " next frame; F5: save, restart, load");
        }
    }
}
