package dev.brainstem.samples.gdx;

import com.badlogic.gdx.backends.lwjgl3.Lwjgl3Application;
import com.badlogic.gdx.backends.lwjgl3.Lwjgl3ApplicationConfiguration;

/**
 * Starts the game in a window (libGDX's LWJGL3 backend):
 * <pre>java -jar samples-gdx/target/brainstem-gdx.jar [--seed N] [--frames N] [--screenshot FILE]</pre>
 */
public final class DesktopLauncher {
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
        new Lwjgl3Application(new MeadowGame(options), config);
    }
}
