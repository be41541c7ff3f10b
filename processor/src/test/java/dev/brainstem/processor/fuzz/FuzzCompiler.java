package dev.brainstem.processor.fuzz;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import dev.brainstem.StateMachine;
import dev.brainstem.processor.BrainstemProcessor;
import dev.brainstem.runtime.Events;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;

/**
 * Compiles fuzzed machines in memory with javac and the processor, many machines (each in its own
 * package) per javac run, and loads what it wrote.
 */
final class FuzzCompiler {
    /** World (the test classes), the annotations and the runtime: all the user code and the generated code need. */
    static final List<File> CLASSPATH = List.of(location(World.class), location(StateMachine.class),
            location(Events.class));

    private FuzzCompiler() {}

    static File location(Class<?> type) {
        try {
            return new File(type.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    static List<JavaFileObject> sources(Collection<MachineSpec> machines) {
        List<JavaFileObject> files = new ArrayList<>();
        for (MachineSpec machine : machines) {
            SourceEmitter.emit(machine).forEach((name, text) -> files.add(JavaFileObjects.forSourceString(name, text)));
        }
        return files;
    }

    /**
     * javac at {@code --release 8} (generated code is Java 8 source) with {@code -Xlint:all} (it has no
     * warnings; {@code -Xlint:-options} keeps JDK 21 and later from warning that release 8 is obsolete),
     * and no limit on the number of diagnostics, since one run holds many machines.
     */
    static Compilation compile(List<JavaFileObject> sources) {
        return Compiler.javac()
                .withProcessors(new BrainstemProcessor())
                .withOptions("--release", "8", "-Xlint:all", "-Xlint:-options", "-Xmaxerrs", "1000000",
                        "-Xmaxwarns", "1000000")
                .withClasspath(CLASSPATH)
                .compile(sources);
    }

    /** Whether a diagnostic's file is one the processor wrote (rather than one of the user's). */
    static boolean inGeneratedFile(Diagnostic<? extends JavaFileObject> d) {
        return d.getSource() != null && d.getSource().toUri().getPath().startsWith("/SOURCE_OUTPUT/");
    }

    /** The package of a diagnostic's file, "" for the unnamed package, null when it has no file. */
    static String packageOf(Diagnostic<? extends JavaFileObject> d) {
        if (d.getSource() == null) {
            return null;
        }
        String path = d.getSource().toUri().getPath();
        if (path.startsWith("/SOURCE_OUTPUT/")) {
            path = path.substring("/SOURCE_OUTPUT".length());
        }
        int slash = path.lastIndexOf('/');
        return slash <= 0 ? "" : path.substring(1, slash).replace('/', '.');
    }

    /** The text of a generated source, or null. */
    static String generatedSource(Compilation compilation, String binaryName) {
        String path = "/SOURCE_OUTPUT/" + binaryName.replace('.', '/') + ".java";
        for (JavaFileObject file : compilation.generatedSourceFiles()) {
            if (file.toUri().getPath().equals(path)) {
                try {
                    return file.getCharContent(true).toString();
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
        }
        return null;
    }

    /** Loads the classes a compilation wrote; its parent is the test class loader, so World and the runtime are shared. */
    static final class MemoryClassLoader extends ClassLoader {
        private final Map<String, byte[]> classes = new HashMap<>();

        MemoryClassLoader(Compilation compilation) {
            super(FuzzCompiler.class.getClassLoader());
            for (JavaFileObject file : compilation.generatedFiles()) {
                String path = file.toUri().getPath();
                if (file.getKind() == JavaFileObject.Kind.CLASS && path.startsWith("/CLASS_OUTPUT/")) {
                    String name = path.substring("/CLASS_OUTPUT/".length(), path.length() - ".class".length())
                            .replace('/', '.');
                    try (InputStream in = file.openInputStream()) {
                        classes.put(name, in.readAllBytes());
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                }
            }
        }

        @Override
        protected Class<?> findClass(String name) throws ClassNotFoundException {
            byte[] bytes = classes.get(name);
            if (bytes == null) {
                throw new ClassNotFoundException(name);
            }
            return defineClass(name, bytes, 0, bytes.length);
        }

        boolean has(String name) {
            return classes.containsKey(name);
        }
    }
}
