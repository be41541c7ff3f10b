package dev.brainstem.samples.gdx;

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

    /** Reads {@code --seed N}, {@code --frames N} (a fixed 1/60 s frame then) and {@code --screenshot FILE}. */
    static GameOptions parse(String... args) {
        GameOptions options = new GameOptions();
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
                default:
                    throw new IllegalArgumentException("unknown argument " + args[i]
                            + "; usage: [--seed N] [--frames N] [--screenshot FILE]");
            }
            i++;
        }
        if (options.frames < 0) {
            throw new IllegalArgumentException("--frames takes a positive number, not " + options.frames);
        }
        return options;
    }

    private static String need(String option, String value) {
        if (value == null) {
            throw new IllegalArgumentException(option + " needs a value");
        }
        return value;
    }
}
