package dev.brainstem.devtools;

import dev.brainstem.runtime.MachineInfo;
import dev.brainstem.runtime.internal.Reloads;
import java.io.IOException;
import java.io.PrintStream;
import java.lang.instrument.ClassDefinition;
import java.lang.instrument.ClassFileTransformer;
import java.lang.instrument.Instrumentation;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.security.ProtectionDomain;
import java.time.LocalTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/**
 * The coordinator: turns each build the {@link ClassWatcher} reports into one redefinition that a batch
 * runs between two ticks, or into one line that says why nothing changed.
 *
 * <p>A build that failed changes nothing. A build whose changed loaded classes do not all keep their
 * shape changes nothing either ({@link ShapeDiff} says what needs a restart). Otherwise the redefinition
 * is {@linkplain Reloads#stage staged}; at the next point it runs on the batch's thread, unless another
 * thread is inside one of the classes (then at the point after), as one {@code redefineClasses} of every
 * changed class, so that no tick ever sees half a build. Each changed machine then rebuilds its
 * description; one that the batch could not take ({@link Reloads#refusal}) puts every class back as it
 * was before any tick ran the new code.
 *
 * <p>The bytes it compares with are those it last accepted for each class, recorded as classes load
 * (a transformer that changes nothing). A redefinition it did not make, an IDE's HotSwap through the
 * debugger, reaches the same transformer outside its own calls: the descriptions are rebuilt at the next
 * point, and code the batch cannot take is put back to the last accepted bytes.
 */
final class HotReload implements ClassFileTransformer {
    private static final String RESTART = "; the game keeps the old code (save, restart, load: docs/hot-reload.md)";

    private final Instrumentation instrumentation;
    private final List<Path> roots;
    private final boolean verbose;
    private final PrintStream console;
    /** Each class's bytes as last loaded or accepted, by internal name. */
    private final Map<String, byte[]> accepted = new ConcurrentHashMap<>();
    /** Whether a code source (a folder or jar) is one of the watched folders. */
    private final Map<String, Boolean> watchedSources = new ConcurrentHashMap<>();
    /** Redefinitions made by others (an IDE), seen by the transformer, waiting for the next point. */
    private final Map<Class<?>, byte[]> external = new ConcurrentHashMap<>();
    /** The thread inside this class's own redefineClasses or retransformClasses, whose transforms are its own. */
    private volatile Thread own;
    private volatile boolean capturing;
    private final Runnable atPoint = this::atPoint;

    // Guarded by this: the build waiting for a point.
    private final Map<Class<?>, byte[]> pending = new LinkedHashMap<>();
    private long pendingBuiltAt;
    private boolean deferredSaid;

    HotReload(Instrumentation instrumentation, List<Path> roots, boolean verbose, PrintStream console) {
        this.instrumentation = instrumentation;
        this.roots = roots.stream().map(root -> root.toAbsolutePath().normalize()).toList();
        this.verbose = verbose;
        this.console = console;
    }

    /** Records the classes loaded from now on and, for an agent attached late, those already loaded. */
    void start() {
        instrumentation.addTransformer(this, true);
        List<Class<?>> loaded = new ArrayList<>();
        for (Class<?> type : instrumentation.getAllLoadedClasses()) {
            if (instrumentation.isModifiableClass(type) && !type.isArray() && !type.isHidden()
                    && watched(type.getProtectionDomain()) && !accepted.containsKey(internalName(type))) {
                loaded.add(type);
            }
        }
        if (!loaded.isEmpty()) {
            own = Thread.currentThread();
            capturing = true;
            try {
                instrumentation.retransformClasses(loaded.toArray(new Class<?>[0]));
            } catch (Exception | LinkageError e) {
                say("could not read the classes loaded before the agent (" + e + "): they reload after a restart");
            } finally {
                capturing = false;
                own = null;
            }
        }
    }

    @Override
    public byte[] transform(ClassLoader loader, String className, Class<?> redefined, ProtectionDomain domain,
            byte[] bytes) {
        if (className == null) {
            return null;
        }
        if (Thread.currentThread() == own) {
            if (capturing) {
                accepted.put(className, classFile(loader, className, bytes));
            }
        } else if (redefined == null) {
            if (watched(domain)) {
                accepted.put(className, bytes.clone());
            }
        } else if (accepted.containsKey(className) && !Arrays.equals(accepted.get(className), bytes)) {
            external.put(redefined, bytes.clone());
            Reloads.stage(atPoint);
        }
        return null;
    }

    /**
     * The bytes of a class loaded before the agent: its class file as the class loader finds it, since
     * the JVM's own copy ({@code bytes}, rebuilt for a retransformation) lacks the invisible annotations
     * (Brainstem's are all of that retention) that say which method handles what; {@code bytes} when the
     * loader has no such file.
     */
    private static byte[] classFile(ClassLoader loader, String className, byte[] bytes) {
        if (loader != null) {
            try (java.io.InputStream in = loader.getResourceAsStream(className + ".class")) {
                if (in != null) {
                    return in.readAllBytes();
                }
            } catch (IOException e) {
                // the JVM's copy below
            }
        }
        return bytes.clone();
    }

    /** A build the watcher reports: on the watcher's thread. */
    void build(ClassWatcher.Build build) {
        Map<Path, ClassShape> shapes = new LinkedHashMap<>();
        Map<Path, byte[]> files = new HashMap<>();
        for (Path file : build.classes()) {
            try {
                byte[] bytes = Files.readAllBytes(file);
                shapes.put(file, ClassShape.read(bytes));
                files.put(file, bytes);
            } catch (IOException e) {
                // Deleted since (a clean build): nothing to reload.
            }
        }
        String error = BuildCheck.firstError(build, shapes);
        if (error != null) {
            drop();
            note("build failed, nothing applied: " + error);
            return;
        }
        Map<String, List<Class<?>>> loaded = loadedByName();
        Map<Class<?>, byte[]> redefine = new LinkedHashMap<>();
        List<ShapeDiff.Change> changes = new ArrayList<>();
        Set<String> names = new TreeSet<>();
        for (Map.Entry<Path, ClassShape> file : shapes.entrySet()) {
            ClassShape now = file.getValue();
            byte[] bytes = files.get(file.getKey());
            byte[] was = accepted.get(now.name);
            List<Class<?>> classes = loaded.get(now.binaryName());
            if (classes == null || was == null || Arrays.equals(was, bytes)) {
                // Not loaded: it loads the new code when first used. Unchanged: javac rewrote the same bytes.
                continue;
            }
            try {
                changes.add(new ShapeDiff.Change(ClassShape.read(was), now));
            } catch (IOException e) {
                throw new IllegalStateException("the JVM gave bytes that do not read: " + now.name, e);
            }
            names.add(now.binaryName());
            for (Class<?> type : classes) {
                redefine.put(type, bytes);
            }
        }
        if (redefine.isEmpty()) {
            if (verbose) {
                say("build of " + build.classes().size() + " classes: no loaded class changed");
            }
            return;
        }
        String subject = subject(names, loaded);
        String why = ShapeDiff.restartReason(changes);
        if (why != null) {
            drop();
            note(subject + ": needs a restart: " + why + RESTART);
            return;
        }
        synchronized (this) {
            pending.putAll(redefine);
            pendingBuiltAt = build.lastChange();
            deferredSaid = false;
        }
        Reloads.stage(atPoint);
        if (verbose) {
            say(subject + ": staged " + count(names.size()) + " for the next tick");
        }
    }

    /** Forgets a staged build: after a failed or refused one, the game keeps what it runs. */
    private synchronized void drop() {
        pending.clear();
    }

    /** The staged work, at a point on a batch's (or a one-entity machine's) thread. */
    private void atPoint() {
        Map<Class<?>, byte[]> build;
        long builtAt;
        Map<Class<?>, byte[]> others = new LinkedHashMap<>();
        synchronized (this) {
            Set<String> names = new LinkedHashSet<>();
            pending.keySet().forEach(type -> names.add(type.getName()));
            external.keySet().forEach(type -> names.add(type.getName()));
            if (names.isEmpty()) {
                return;
            }
            String busy = FrameCheck.busy(names);
            if (busy != null) {
                if (verbose && !deferredSaid) {
                    say("waiting for a point where no thread is in the machine's code: " + busy);
                    deferredSaid = true;
                }
                Reloads.stage(atPoint);
                return;
            }
            build = new LinkedHashMap<>(pending);
            builtAt = pendingBuiltAt;
            pending.clear();
            for (Class<?> type : new ArrayList<>(external.keySet())) {
                others.put(type, external.remove(type));
            }
        }
        if (!others.isEmpty()) {
            refresh(others);
        }
        if (!build.isEmpty()) {
            apply(build, builtAt);
        }
    }

    /** Redefines a build's classes at once, then takes the machines' new descriptions or puts it all back. */
    private void apply(Map<Class<?>, byte[]> build, long builtAt) {
        Set<String> names = new TreeSet<>();
        build.keySet().forEach(type -> names.add(type.getName()));
        String subject = subject(names, loadedByName());
        Map<Class<?>, byte[]> before = new LinkedHashMap<>();
        build.keySet().forEach(type -> before.put(type, accepted.get(internalName(type))));
        String refused = redefine(build);
        if (refused != null) {
            note(subject + ": the JVM refused the new code (" + refused + ")" + RESTART);
            return;
        }
        List<String> described = new ArrayList<>();
        String why = describe(build.keySet(), described);
        if (why != null) {
            String back = redefine(before);
            note(subject + ": needs a restart: " + why + RESTART
                    + (back == null ? "" : "; putting the old code back failed: " + back));
            return;
        }
        build.forEach((type, bytes) -> accepted.put(internalName(type), bytes));
        long after = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - builtAt);
        say(subject + ": reloaded " + count(names.size()) + " at " + LocalTime.now().truncatedTo(ChronoUnit.MILLIS)
                + ", " + after + " ms after the build ("
                + (described.isEmpty() ? DescriptionDiff.BODIES : String.join("; ", described)) + ")");
    }

    /** Takes the descriptions of code an IDE redefined, or puts its classes back to the last accepted bytes. */
    private void refresh(Map<Class<?>, byte[]> redefined) {
        Set<String> names = new TreeSet<>();
        redefined.keySet().forEach(type -> names.add(type.getName()));
        String subject = subject(names, loadedByName());
        List<String> described = new ArrayList<>();
        String why = describe(redefined.keySet(), described);
        if (why != null) {
            Map<Class<?>, byte[]> back = new LinkedHashMap<>();
            redefined.keySet().forEach(type -> back.put(type, accepted.get(internalName(type))));
            back.values().removeIf(bytes -> bytes == null);
            String failed = redefine(back);
            note(subject + ": the IDE's redefinition needs a restart: " + why
                    + (failed == null ? "; the last build's code is back" : "; putting it back failed: " + failed));
            return;
        }
        redefined.forEach((type, bytes) -> accepted.put(internalName(type), bytes));
        say(subject + ": the IDE redefined " + count(names.size()) + " ("
                + (described.isEmpty() ? DescriptionDiff.BODIES : String.join("; ", described)) + ")");
    }

    /**
     * Rebuilds the description of each machine class among {@code classes} and publishes them all, or
     * publishes none and says why the first refused one cannot be taken live.
     */
    private String describe(Set<Class<?>> classes, List<String> described) {
        Map<MachineInfo, MachineInfo> now = new LinkedHashMap<>();
        for (Class<?> type : classes) {
            if (!Machines.isMachine(type)) {
                continue;
            }
            try {
                MachineInfo loaded = Machines.loaded(type, instrumentation);
                MachineInfo current = Machines.current(type, instrumentation);
                String why = Reloads.refusal(loaded, current);
                if (why != null) {
                    return loaded.name() + ": " + why;
                }
                now.put(loaded, current);
            } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
                return Machines.nameOf(type.getName()) + "'s description could not be rebuilt (" + e + ")";
            }
        }
        now.forEach((loaded, current) -> {
            String diff = DescriptionDiff.describe(Reloads.current(loaded), current);
            if (!diff.equals(DescriptionDiff.BODIES)) {
                described.add(diff);
            }
            Reloads.publish(loaded, current);
        });
        return null;
    }

    /** One {@code redefineClasses} as this class's own; null when done, else why the JVM refused. */
    private String redefine(Map<Class<?>, byte[]> classes) {
        List<ClassDefinition> definitions = new ArrayList<>();
        classes.forEach((type, bytes) -> definitions.add(new ClassDefinition(type, bytes)));
        own = Thread.currentThread();
        try {
            instrumentation.redefineClasses(definitions.toArray(new ClassDefinition[0]));
            return null;
        } catch (ClassNotFoundException | RuntimeException | LinkageError | java.lang.instrument.UnmodifiableClassException e) {
            return e.toString();
        } finally {
            own = null;
        }
    }

    /** The loaded classes whose bytes this coordinator keeps, by binary name (one per class loader that loaded it). */
    private Map<String, List<Class<?>>> loadedByName() {
        Map<String, List<Class<?>>> loaded = new HashMap<>();
        for (Class<?> type : instrumentation.getAllLoadedClasses()) {
            if (!type.isArray() && !type.isHidden() && accepted.containsKey(internalName(type))
                    && instrumentation.isModifiableClass(type)) {
                loaded.computeIfAbsent(type.getName(), name -> new ArrayList<>()).add(type);
            }
        }
        return loaded;
    }

    /**
     * How a line names what changed: the machines ({@code Monster} for Monster, MonsterFsm or MonsterBatch
     * when MonsterFsm is loaded), else the classes.
     */
    private static String subject(Set<String> names, Map<String, List<Class<?>>> loaded) {
        Set<String> machines = new TreeSet<>();
        for (String name : names) {
            if (name.endsWith("Fsm") || name.endsWith("Batch") || loaded.containsKey(name + "Fsm")) {
                machines.add(Machines.nameOf(name));
            }
        }
        if (machines.isEmpty()) {
            names.forEach(name -> machines.add(Machines.nameOf(name)));
        }
        return String.join(", ", machines);
    }

    /**
     * Whether classes from {@code domain} may be reloaded: those from a watched folder, and those from a
     * jar, since a game may run from a jar of the folder its build rewrites (the demo's, say): a class file
     * under a watched folder then replaces the loaded class of its name, wherever that came from. The
     * JDK's own classes have no code source.
     */
    private boolean watched(ProtectionDomain domain) {
        CodeSource source = domain == null ? null : domain.getCodeSource();
        URL location = source == null ? null : source.getLocation();
        if (location == null) {
            return false;
        }
        return watchedSources.computeIfAbsent(location.toString(), url -> {
            try {
                Path path = Path.of(location.toURI()).toAbsolutePath().normalize();
                return roots.contains(path) || Files.isRegularFile(path) && path.toString().endsWith(".jar");
            } catch (Exception e) {
                return false;
            }
        });
    }

    private static String internalName(Class<?> type) {
        return type.getName().replace('.', '/');
    }

    private static String count(int classes) {
        return classes + (classes == 1 ? " class" : " classes");
    }

    /** A line on the console, and for tools that show reloads (the inspector's page). */
    private void note(String line) {
        say(line);
        Reloads.note(line);
    }

    private void say(String line) {
        console.println("[brainstem] " + line);
    }
}
