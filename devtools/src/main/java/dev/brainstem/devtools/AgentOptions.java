package dev.brainstem.devtools;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The agent's arguments, {@code watch=dir[:dir],quiet=ms,verbose} (the path separator is the
 * platform's, {@code ;} on Windows). Without {@code watch}, every folder on {@code java.class.path} is
 * watched: the IDE's output or {@code target/classes}.
 */
record AgentOptions(List<Path> watch, long quietMillis, boolean verbose) {
    /** 300 ms: longer than the pauses between the files javac writes on a busy machine (at 150 ms one build of a new state came in two), well below what a developer notices. */
    static final long DEFAULT_QUIET = 300;

    static AgentOptions parse(String args) {
        List<Path> watch = null;
        long quiet = DEFAULT_QUIET;
        boolean verbose = false;
        for (String option : args == null || args.isBlank() ? new String[0] : args.split(",")) {
            String name = option.contains("=") ? option.substring(0, option.indexOf('=')).strip() : option.strip();
            String value = option.contains("=") ? option.substring(option.indexOf('=') + 1).strip() : "";
            switch (name) {
                case "watch" -> {
                    watch = new ArrayList<>();
                    for (String dir : value.split(File.pathSeparator)) {
                        if (!dir.isBlank()) {
                            watch.add(Path.of(dir));
                        }
                    }
                }
                case "quiet" -> {
                    try {
                        quiet = Long.parseLong(value);
                    } catch (NumberFormatException e) {
                        quiet = -1;
                    }
                    if (quiet < 1) {
                        throw new IllegalArgumentException("quiet=" + value + ": a number of milliseconds, 1 or more");
                    }
                }
                case "verbose" -> verbose = true;
                default -> throw new IllegalArgumentException("unknown option " + option
                        + " (the options: watch=dir" + File.pathSeparator + "dir,quiet=ms,verbose)");
            }
        }
        if (watch == null) {
            watch = classPathFolders();
        }
        for (Path dir : watch) {
            if (!Files.isDirectory(dir)) {
                throw new IllegalArgumentException("watch=" + dir + ": no such folder");
            }
        }
        return new AgentOptions(List.copyOf(watch), quiet, verbose);
    }

    private static List<Path> classPathFolders() {
        List<Path> folders = new ArrayList<>();
        for (String entry : System.getProperty("java.class.path", "").split(File.pathSeparator)) {
            if (!entry.isBlank() && Files.isDirectory(Path.of(entry))) {
                folders.add(Path.of(entry));
            }
        }
        return folders;
    }
}
