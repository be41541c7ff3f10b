package dev.brainstem.devtools;

import com.sun.tools.attach.VirtualMachine;
import java.io.IOException;
import java.io.OutputStream;
import java.lang.module.ModuleFinder;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.jar.Attributes;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;

/**
 * Loads the agent into this JVM from a helper JVM, as ByteBuddy's attacher does: a JVM may not attach
 * to itself without {@code -Djdk.attach.allowAttachSelf=true}, but another process of the same user may.
 * The helper runs this class's {@link #main} with the game's pid. JDK 21 and later print a warning for
 * an agent loaded this way (JEP 451; {@code -XX:+EnableDynamicAgentLoading} silences it); a JDK that
 * refuses it, or one without the {@code jdk.attach} module, leaves {@code -javaagent} as the way.
 */
final class SelfAttach {
    private static final long HELPER_SECONDS = 30;

    private SelfAttach() {}

    /** Loads the agent into this JVM with {@code options}; null when it runs, else why not. */
    static String attach(String options) {
        if (ModuleFinder.ofSystem().find("jdk.attach").isEmpty()) {
            return "this Java runtime has no jdk.attach module";
        }
        Path devtools;
        try {
            devtools = Path.of(SelfAttach.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException | RuntimeException e) {
            return "cannot find brainstem-devtools' own jar (" + e + ")";
        }
        try {
            Path agentJar = Files.isDirectory(devtools) ? manifestOnlyJar() : devtools;
            Path java = Path.of(System.getProperty("java.home"), "bin", "java");
            Process helper = new ProcessBuilder(java.toString(), "-cp", devtools.toString(), SelfAttach.class.getName(),
                    Long.toString(ProcessHandle.current().pid()), agentJar.toString(), options == null ? "" : options)
                    .redirectErrorStream(true).start();
            helper.getOutputStream().close();
            byte[] said = helper.getInputStream().readAllBytes();
            if (!helper.waitFor(HELPER_SECONDS, TimeUnit.SECONDS)) {
                helper.destroyForcibly();
                return "the helper JVM did not attach within " + HELPER_SECONDS + " s";
            }
            String output = new String(said, StandardCharsets.UTF_8).strip();
            if (helper.exitValue() != 0) {
                return output.isEmpty() ? "the helper JVM failed (exit " + helper.exitValue() + ")" : output.lines().findFirst().get();
            }
            return null;
        } catch (IOException e) {
            return "cannot start the helper JVM (" + e + ")";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "interrupted while attaching";
        }
    }

    /**
     * An agent jar for devtools run from a folder (an IDE, a reactor build): the manifest alone, since
     * the folder is on the class path already and the JVM loads the Agent-Class from there.
     */
    private static Path manifestOnlyJar() throws IOException {
        Path jar = Files.createTempFile("brainstem-devtools-agent", ".jar");
        jar.toFile().deleteOnExit();
        Manifest manifest = new Manifest();
        Attributes main = manifest.getMainAttributes();
        main.put(Attributes.Name.MANIFEST_VERSION, "1.0");
        main.putValue("Agent-Class", Agent.class.getName());
        main.putValue("Can-Redefine-Classes", "true");
        main.putValue("Can-Retransform-Classes", "true");
        try (OutputStream out = Files.newOutputStream(jar)) {
            // The manifest is all: finish() writes it and the jar's end.
            new JarOutputStream(out, manifest).finish();
        }
        return jar;
    }

    /** The helper JVM: {@code <pid> <agent jar> <options>}. Exits 1 with one line when it cannot attach. */
    public static void main(String[] args) {
        List<String> given = List.of(args);
        try {
            VirtualMachine game = VirtualMachine.attach(given.get(0));
            try {
                game.loadAgent(given.get(1), given.size() > 2 ? given.get(2) : "");
            } finally {
                game.detach();
            }
        } catch (Exception e) {
            System.out.println(e.getMessage() == null ? e.toString() : e.getClass().getSimpleName() + ": " + e.getMessage());
            System.exit(1);
        }
    }
}
