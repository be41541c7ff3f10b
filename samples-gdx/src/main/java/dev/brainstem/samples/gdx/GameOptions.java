package dev.brainstem.samples.gdx;

import java.util.ArrayList;
import java.util.List;

/** How a run of the game is set up: the defaults are the game as played. */
public final class GameOptions {
    long seed = 7;
    int sheep = 30, wolves = 3;
    /** A fixed frame time in seconds, or 0 for the real one. */
    float fixedDt;
    /** Frames after which the game exits, or 0 to play on. */
    int frames;
    /** Where to save the last frame as PNG (with a list of the creatures beside it), or null. */
    String screenshot;
    /** Whether to draw: the headless tests run the game without a screen. */
    boolean draw = true;
    Controls controls = new KeyboardControls();
    /** A save to start from (F5 wrote it), or null for a new meadow. */
    String load;
    /** Null for no hot reload; "" to watch the default folder; else the folder to watch. */
    String hot;
    /** The program arguments, which a restart (F5) runs again with the save to load. */
    List<String> args = List.of();

    static final String USAGE = "usage: [--seed N] [--frames N] [--screenshot FILE] [--hot [DIR]] [--load FILE]";

    /**
     * Reads {@code --seed N}, {@code --frames N} (a fixed 1/60 s frame then), {@code --screenshot FILE},
     * {@code --hot [DIR]} and {@code --load FILE}.
     */
    static GameOptions parse(String... args) {
        GameOptions options = new GameOptions();
        options.args = List.of(args);
        for (int i = 0; i < args.length; i++) {
            String value = i + 1 < args.length ? args[i + 1] : null;
            switch (args[i]) {
                case "--seed":
                    options.seed = Long.parseLong(need(args[i], value));
                    break;
                case "--frames":
                    options.frames = Integer.parseInt(need(args[i], value));
                    options.fixedDt = 1 / 60f;
                    break;
                case "--screenshot":
                    options.screenshot = need(args[i], value);
                    break;
                case "--load":
                    options.load = need(args[i], value);
                    break;
                case "--hot":
                    if (value == null || value.startsWith("--")) {
                        options.hot = "";
                        continue;
                    }
                    options.hot = value;
                    break;
                default:
                    throw new IllegalArgumentException("unknown argument " + args[i] + "; " + USAGE);
            }
            i++;
        }
        if (options.frames < 0) {
            throw new IllegalArgumentException("--frames takes a positive number, not " + options.frames);
        }
        return options;
    }

    /** The arguments of a restart that loads {@code save}: these, less any earlier {@code --load FILE}. */
    List<String> restartArgs(String save) {
        List<String> next = new ArrayList<>();
        for (int i = 0; i < args.size(); i++) {
            if (args.get(i).equals("--load")) {
                i++;
            } else {
                next.add(args.get(i));
            }
        }
        next.add("--load");
        next.add(save);
        return next;
    }

    private static String need(String option, String value) {
        if (value == null) {
            throw new IllegalArgumentException(option + " needs a value");
        }
        return value;
    }
}
