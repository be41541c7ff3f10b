package dev.brainstem.devtools;

import java.io.IOException;
import java.nio.file.ClosedWatchServiceException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardWatchEventKinds;
import java.nio.file.WatchEvent;
import java.nio.file.WatchKey;
import java.nio.file.WatchService;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * Watches folders of compiled classes (the IDE's output, {@code target/classes}) and reports each build
 * once it is over: a build is the class files and Brainstem {@code .errors} files that changed until
 * {@code quiet} milliseconds passed with no change, every changed class file reading completely (a
 * compiler still writing one makes the build wait another quiet spell). Deleted files are left alone:
 * a loaded class stays as it is.
 *
 * <p>Folders created later (a new package) are watched too. Where the platform's WatchService only
 * polls every few seconds (macOS), the watcher polls the folders itself, every 100 ms.
 */
final class ClassWatcher implements AutoCloseable {
    /** A finished build: the changed files, and when the last of them changed ({@link System#nanoTime}). */
    record Build(Set<Path> classes, Set<Path> errors, long lastChange) {}

    /** How often the folders are scanned when the WatchService polls (macOS). */
    private static final long POLL_MILLIS = 100;
    /** How long a class file may keep failing to read before the build goes on without it. */
    private static final long PARTIAL_LIMIT_MILLIS = 5_000;

    private final List<Path> roots;
    private final long quietNanos;
    private final Consumer<Build> builds;
    private final Consumer<String> lines;
    private final boolean polling;
    private final WatchService service;
    private final Map<WatchKey, Path> folders = new HashMap<>();
    /** Each watched file's last seen modification time and size, to find changes when events are lost. */
    private final Map<Path, String> seen = new HashMap<>();
    private final Thread thread;
    private volatile boolean closed;

    /**
     * Starts watching {@code roots} on a daemon thread; {@code builds} is called on that thread,
     * {@code lines} with what the developer should read (a class file that never read completely).
     */
    ClassWatcher(List<Path> roots, long quietMillis, Consumer<Build> builds, Consumer<String> lines) throws IOException {
        this(roots, quietMillis, builds, lines, false);
    }

    ClassWatcher(List<Path> roots, long quietMillis, Consumer<Build> builds, Consumer<String> lines, boolean poll)
            throws IOException {
        this.roots = List.copyOf(roots);
        this.quietNanos = TimeUnit.MILLISECONDS.toNanos(quietMillis);
        this.builds = builds;
        this.lines = lines;
        this.service = FileSystems.getDefault().newWatchService();
        // The JDK's macOS WatchService is a poller that looks every few seconds.
        this.polling = poll || service.getClass().getName().contains("Polling");
        for (Path root : this.roots) {
            register(root);
        }
        for (Path root : this.roots) {
            scan(root, null);
        }
        thread = new Thread(this::run, "brainstem-devtools-watcher");
        thread.setDaemon(true);
        thread.start();
    }

    @Override
    public void close() throws IOException {
        closed = true;
        service.close();
        thread.interrupt();
        try {
            thread.join(TimeUnit.SECONDS.toMillis(2));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void run() {
        Set<Path> pending = new LinkedHashSet<>();
        long lastChange = 0;
        long firstPartial = 0;
        try {
            while (!closed) {
                long wait = pending.isEmpty() ? (polling ? POLL_MILLIS : 1000)
                        : Math.max(1, TimeUnit.NANOSECONDS.toMillis(lastChange + quietNanos - System.nanoTime()));
                if (polling) {
                    wait = Math.min(wait, POLL_MILLIS);
                }
                WatchKey key = service.poll(wait, TimeUnit.MILLISECONDS);
                boolean changed = key != null && events(key, pending);
                if (polling) {
                    for (Path root : roots) {
                        changed |= scan(root, pending);
                    }
                }
                if (changed) {
                    lastChange = System.nanoTime();
                    continue;
                }
                if (pending.isEmpty() || System.nanoTime() - lastChange < quietNanos) {
                    continue;
                }
                Set<Path> partial = partial(pending);
                if (!partial.isEmpty()) {
                    if (firstPartial == 0) {
                        firstPartial = System.nanoTime();
                    }
                    if (System.nanoTime() - firstPartial < TimeUnit.MILLISECONDS.toNanos(PARTIAL_LIMIT_MILLIS)) {
                        // Still being written: wait another quiet spell.
                        lastChange = System.nanoTime();
                        continue;
                    }
                    lines.accept("these class files never read completely and are left out of the build: " + partial);
                    pending.removeAll(partial);
                }
                firstPartial = 0;
                deliver(pending, lastChange);
                pending.clear();
            }
        } catch (InterruptedException | ClosedWatchServiceException e) {
            // closed
        }
    }

    private void deliver(Set<Path> pending, long lastChange) {
        Set<Path> classes = new LinkedHashSet<>();
        Set<Path> errors = new LinkedHashSet<>();
        for (Path file : pending) {
            if (isErrors(file)) {
                errors.add(file);
            } else {
                classes.add(file);
            }
        }
        if (!classes.isEmpty() || !errors.isEmpty()) {
            builds.accept(new Build(Set.copyOf(classes), Set.copyOf(errors), lastChange));
        }
    }

    /** Takes a key's events into {@code pending}; true when some file under the roots changed. */
    private boolean events(WatchKey key, Set<Path> pending) {
        boolean changed = false;
        do {
            Path folder = folders.get(key);
            for (WatchEvent<?> event : key.pollEvents()) {
                if (event.kind() == StandardWatchEventKinds.OVERFLOW || folder == null) {
                    // Events were lost: what changed is what the last scan did not see.
                    for (Path root : roots) {
                        changed |= scan(root, pending);
                    }
                    continue;
                }
                Path file = folder.resolve((Path) event.context());
                if (event.kind() == StandardWatchEventKinds.ENTRY_DELETE) {
                    seen.remove(file);
                } else if (Files.isDirectory(file)) {
                    // A new package: what the compiler wrote before it was watched is found by its scan.
                    register(file);
                    changed |= scan(file, pending);
                } else if (watched(file)) {
                    seen.put(file, stamp(file));
                    pending.add(file);
                    changed = true;
                }
            }
            if (!key.reset()) {
                folders.remove(key);
            }
            key = service.poll();
        } while (key != null);
        return changed;
    }

    /** Finds the files under {@code folder} that differ from the last scan; {@code pending} null only records them. */
    private boolean scan(Path folder, Set<Path> pending) {
        boolean changed = false;
        try (Stream<Path> files = Files.walk(folder)) {
            for (Path file : (Iterable<Path>) files::iterator) {
                if (watched(file)) {
                    String stamp = stamp(file);
                    if (stamp != null && !stamp.equals(seen.put(file, stamp)) && pending != null) {
                        pending.add(file);
                        changed = true;
                    }
                }
            }
        } catch (IOException | RuntimeException e) {
            // A folder deleted while walking (a clean build): its files are gone, nothing to report.
        }
        return changed;
    }

    private void register(Path folder) {
        try (Stream<Path> tree = Files.walk(folder)) {
            for (Path dir : (Iterable<Path>) tree.filter(Files::isDirectory)::iterator) {
                if (!folders.containsValue(dir)) {
                    folders.put(dir.register(service, StandardWatchEventKinds.ENTRY_CREATE,
                            StandardWatchEventKinds.ENTRY_MODIFY, StandardWatchEventKinds.ENTRY_DELETE), dir);
                }
            }
        } catch (IOException | RuntimeException e) {
            // Gone before it could be watched: a later event or scan finds what replaced it.
        }
    }

    /** The changed class files that do not read completely yet. */
    private static Set<Path> partial(Set<Path> pending) {
        Set<Path> partial = new LinkedHashSet<>();
        for (Path file : pending) {
            if (!isErrors(file)) {
                try {
                    ClassShape.read(Files.readAllBytes(file));
                } catch (IOException | RuntimeException e) {
                    if (Files.exists(file)) {
                        partial.add(file);
                    }
                }
            }
        }
        pending.removeIf(file -> !Files.exists(file));
        return partial;
    }

    private static boolean watched(Path file) {
        String name = file.getFileName().toString();
        return name.endsWith(".class") || isErrors(file);
    }

    static boolean isErrors(Path file) {
        Path parent = file.getParent();
        return file.getFileName().toString().endsWith(".errors") && parent != null
                && parent.getFileName().toString().equals("brainstem") && parent.getParent() != null
                && parent.getParent().getFileName().toString().equals("META-INF");
    }

    private static String stamp(Path file) {
        try {
            BasicFileAttributes attributes = Files.readAttributes(file, BasicFileAttributes.class);
            return attributes.lastModifiedTime().to(TimeUnit.NANOSECONDS) + ":" + attributes.size();
        } catch (IOException e) {
            return null;
        }
    }
}
