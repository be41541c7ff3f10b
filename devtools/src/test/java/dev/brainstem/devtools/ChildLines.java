package dev.brainstem.devtools;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/**
 * A child game's output and error lines, read as they come, each wait with a deadline. The agent's lines
 * are echoed to the test's output, where a developer reads them.
 */
final class ChildLines {
    private static final long DEADLINE_SECONDS = 30;

    private final BlockingQueue<String> out = new LinkedBlockingQueue<>();
    private final BlockingQueue<String> err = new LinkedBlockingQueue<>();
    /** Error lines read while waiting for another, in order, for a later wait. */
    private final List<String> errSeen = new ArrayList<>();

    ChildLines(Process child) {
        pump(child.getInputStream(), out);
        pump(child.getErrorStream(), err);
    }

    /** The next output line {@code wanted} accepts, those before it skipped. */
    String awaitOut(Predicate<String> wanted, String what) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(DEADLINE_SECONDS);
        List<String> other = new ArrayList<>();
        while (System.nanoTime() < end) {
            String line = out.poll(end - System.nanoTime(), TimeUnit.NANOSECONDS);
            if (line == null) {
                break;
            }
            if (wanted.test(line)) {
                return line;
            }
            other.add(line);
        }
        err.drainTo(errSeen);
        throw new AssertionError(what + ": not within " + DEADLINE_SECONDS + " s; out: " + other + "; err: " + errSeen);
    }

    /** The first error line {@code wanted} accepts, among those not taken yet; taken. */
    String awaitErr(Predicate<String> wanted, String what) throws InterruptedException {
        for (String seen : errSeen) {
            if (wanted.test(seen)) {
                errSeen.remove(seen);
                return seen;
            }
        }
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(DEADLINE_SECONDS);
        while (System.nanoTime() < end) {
            String line = err.poll(end - System.nanoTime(), TimeUnit.NANOSECONDS);
            if (line == null) {
                break;
            }
            if (wanted.test(line)) {
                return line;
            }
            errSeen.add(line);
        }
        throw new AssertionError(what + ": not within " + DEADLINE_SECONDS + " s; the game's stderr: " + errSeen);
    }

    /** The error lines not taken yet, and those that came meanwhile. */
    List<String> errNotTaken() {
        err.drainTo(errSeen);
        return List.copyOf(errSeen);
    }

    private static void pump(InputStream stream, BlockingQueue<String> into) {
        Thread pump = new Thread(() -> {
            try (BufferedReader reader = new BufferedReader(new InputStreamReader(stream, StandardCharsets.UTF_8))) {
                for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                    if (line.startsWith("[brainstem]")) {
                        System.out.println(line);
                    }
                    into.add(line);
                }
            } catch (IOException e) {
                // the game ended
            }
        });
        pump.setDaemon(true);
        pump.start();
    }
}
