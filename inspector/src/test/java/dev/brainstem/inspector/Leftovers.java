package dev.brainstem.inspector;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.net.ConnectException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.List;

/** What an inspector may leave behind: its threads (the JDK server's among them) and its port. */
final class Leftovers {
    private Leftovers() {
    }

    /** The live threads of inspectors: theirs, and those of the JDK's server they start. */
    static List<Thread> threads() {
        return Thread.getAllStackTraces().keySet().stream().filter(Thread::isAlive).filter(t -> {
            String name = t.getName();
            return name.startsWith("brainstem-inspector") || name.equals("HTTP-Dispatcher")
                    || name.equals("idle-timeout-task");
        }).toList();
    }

    /** Waits (at most two seconds: a cancelled timer's thread ends on its own) until no inspector thread runs. */
    static void assertNoThreads() throws InterruptedException {
        long deadline = System.nanoTime() + 2_000_000_000L;
        while (!threads().isEmpty() && System.nanoTime() < deadline) {
            Thread.sleep(10);
        }
        assertEquals(List.of(), threads().stream().map(Thread::getName).toList(), "inspector threads left running");
    }

    static void assertClosed(int port) {
        assertThrows(ConnectException.class, () -> {
            try (Socket s = new Socket(InetAddress.getLoopbackAddress(), port)) {
                s.getOutputStream().write('G');
            }
        }, "nothing listens on " + port);
    }

    /** A port free now (bound and let go). */
    static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return s.getLocalPort();
        }
    }

    static int port(Inspector inspector) {
        return java.net.URI.create(inspector.address()).getPort();
    }
}
