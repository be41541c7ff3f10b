package dev.brainstem.devtools;

import java.io.IOException;
import java.lang.instrument.Instrumentation;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The Java agent: {@code java -javaagent:brainstem-devtools.jar[=watch=dir:dir,quiet=150,verbose] ...},
 * or loaded into a running game by {@link Devtools#attach()}. It watches the compiled classes and
 * reloads the running machines when a build rewrites them (see {@link HotReload}). Never in a shipped
 * game: nothing in Brainstem's runtime needs it.
 */
public final class Agent {
    private static Instrumentation instrumentation;
    private static List<Path> watched = List.of();

    private Agent() {}

    /** The JVM's entry for {@code -javaagent:}. */
    public static void premain(String args, Instrumentation instrumentation) {
        start(args, instrumentation);
    }

    /** The JVM's entry for an agent loaded into a running JVM. */
    public static void agentmain(String args, Instrumentation instrumentation) {
        start(args, instrumentation);
    }

    /** Whether the agent runs in this JVM (loaded by the class loader that loaded this class). */
    static synchronized boolean running() {
        return instrumentation != null;
    }

    static synchronized Instrumentation instrumentation() {
        return instrumentation;
    }

    /** The folders the agent watches; empty while it does not run. */
    static synchronized List<Path> watched() {
        return watched;
    }

    private static synchronized void start(String args, Instrumentation given) {
        if (instrumentation != null) {
            return;
        }
        AgentOptions options;
        try {
            options = AgentOptions.parse(args);
        } catch (IllegalArgumentException e) {
            System.err.println("[brainstem] hot reload is off: " + e.getMessage());
            return;
        }
        try {
            Class.forName("dev.brainstem.runtime.internal.Reloads");
        } catch (ClassNotFoundException | LinkageError e) {
            System.err.println("[brainstem] hot reload is off: brainstem-runtime is not on the class path");
            return;
        }
        if (options.watch().isEmpty()) {
            System.err.println("[brainstem] hot reload is off: no folder of classes on the class path to watch"
                    + " (-javaagent:brainstem-devtools.jar=watch=target/classes)");
            return;
        }
        HotReload reload = new HotReload(given, options.watch(), options.verbose(), System.err);
        reload.start();
        try {
            new ClassWatcher(options.watch(), options.quietMillis(), reload::build,
                    line -> System.err.println("[brainstem] " + line));
        } catch (IOException e) {
            System.err.println("[brainstem] hot reload is off: cannot watch " + options.watch() + " (" + e + ")");
            given.removeTransformer(reload);
            return;
        }
        instrumentation = given;
        watched = List.copyOf(options.watch());
        System.err.println("[brainstem] hot reload: watching " + options.watch().stream().map(Path::toString)
                .collect(Collectors.joining(", ")) + " (a build is over after " + options.quietMillis() + " ms of quiet)");
    }
}
