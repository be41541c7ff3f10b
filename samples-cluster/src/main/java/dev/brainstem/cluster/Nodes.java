package dev.brainstem.cluster;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/**
 * Cluster nodes as child JVMs of this one, on its class path: each one's standard output to
 * {@code logs/NAME.out} (and readable line by line here), its standard error to {@code logs/NAME.err}.
 * {@link #close} ends them all: their standard input closes (a {@link ClusterNode} then leaves), and any still
 * running a few seconds later is destroyed.
 */
final class Nodes implements AutoCloseable {
    private final Path logs;
    private final List<String> nodeArgs;
    private final List<String> jvmOptions;
    private final List<Node> started = new ArrayList<>();

    Nodes(Path logs, List<String> jvmOptions, List<String> nodeArgs) throws IOException {
        this.logs = Files.createDirectories(logs);
        this.jvmOptions = jvmOptions;
        this.nodeArgs = nodeArgs;
    }

    /** Starts node {@code name}; {@code seedPort} 0 founds the cluster. */
    Node start(String name, int seedPort) throws IOException {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(jvmOptions);
        command.add("-cp");
        command.add(System.getProperty("java.class.path"));
        command.add(ClusterNode.class.getName());
        command.addAll(nodeArgs);
        if (seedPort > 0) {
            command.add("--seed");
            command.add(Integer.toString(seedPort));
        }
        ProcessBuilder builder = new ProcessBuilder(command).redirectError(logs.resolve(name + ".err").toFile());
        Node node = new Node(name, builder.start(), logs.resolve(name + ".out"));
        started.add(node);
        return node;
    }

    Path logs() {
        return logs;
    }

    /** The last lines of every node's logs, for a failure's message. */
    String tails(int lines) {
        StringBuilder all = new StringBuilder();
        for (Node node : started) {
            for (String suffix : List.of(".out", ".err")) {
                Path file = logs.resolve(node.name + suffix);
                try {
                    List<String> text = Files.readAllLines(file, StandardCharsets.UTF_8);
                    all.append("--- ").append(file).append(" (last ").append(lines).append(" lines)\n");
                    text.subList(Math.max(0, text.size() - lines), text.size())
                            .forEach(l -> all.append(l).append('\n'));
                } catch (IOException | RuntimeException e) {
                    all.append("--- ").append(file).append(": ").append(e).append('\n');
                }
            }
        }
        return all.toString();
    }

    @Override
    public void close() {
        for (Node node : started) {
            try {
                node.process.getOutputStream().close();
            } catch (IOException e) {
                // Already closed: the node is gone.
            }
        }
        for (Node node : started) {
            node.end();
        }
    }

    /** One child JVM. */
    static final class Node {
        final String name;
        final Process process;
        private final List<String> lines = new ArrayList<>();
        private final Thread pump;

        Node(String name, Process process, Path out) {
            this.name = name;
            this.process = process;
            this.pump = new Thread(() -> pump(out), "pump " + name);
            pump.setDaemon(true);
            pump.start();
        }

        private void pump(Path out) {
            try (BufferedReader in = new BufferedReader(new InputStreamReader(process.getInputStream(),
                    StandardCharsets.UTF_8)); PrintWriter file = new PrintWriter(Files.newBufferedWriter(out))) {
                for (String line; (line = in.readLine()) != null; ) {
                    file.println(line);
                    file.flush();
                    synchronized (lines) {
                        lines.add(line);
                        lines.notifyAll();
                    }
                }
            } catch (IOException e) {
                // The node is gone: whoever waits for a line times out or sees it dead.
            }
        }

        /** The first line (from the start) that {@code wanted} takes, waiting up to {@code timeout}. */
        String await(Predicate<String> wanted, Duration timeout) throws InterruptedException {
            long end = System.nanoTime() + timeout.toNanos();
            int seen = 0;
            synchronized (lines) {
                while (true) {
                    for (; seen < lines.size(); seen++) {
                        if (wanted.test(lines.get(seen))) {
                            return lines.get(seen);
                        }
                    }
                    long left = end - System.nanoTime();
                    if (left <= 0) {
                        throw new AssertionError(name + ": no such line within " + timeout
                                + (process.isAlive() ? "" : " (it exited with " + process.exitValue() + ")"));
                    }
                    lines.wait(Math.max(1, TimeUnit.NANOSECONDS.toMillis(left)));
                }
            }
        }

        /** Every line it printed so far. */
        List<String> lines() {
            synchronized (lines) {
                return new ArrayList<>(lines);
            }
        }

        /** Kills it at once, as a machine that loses power. */
        void kill() throws InterruptedException {
            process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
        }

        private void end() {
            try {
                if (!process.waitFor(10, TimeUnit.SECONDS)) {
                    process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
                }
            } catch (InterruptedException e) {
                process.destroyForcibly();
                Thread.currentThread().interrupt();
            }
        }
    }
}
