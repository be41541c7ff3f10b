package dev.brainstem.processor.validation;

import static com.google.common.truth.Truth.assertWithMessage;
import static com.google.testing.compile.Compiler.javac;

import com.google.testing.compile.Compilation;
import dev.brainstem.StateMachine;
import dev.brainstem.processor.BrainstemProcessor;
import dev.brainstem.runtime.Events;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.net.MalformedURLException;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.Charset;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javax.annotation.processing.Processor;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * Compiles machines with the processor (in memory with compile-testing, or on disk with the JDK's
 * own file manager, as a build tool does), loads what javac wrote in a class loader of its own, and
 * drives the generated one-entity machine and batch by reflection.
 */
final class Running {
    private Running() {}

    /** Compiles with Brainstem's processor and then {@code others}, with these javac options. */
    static Compilation compile(List<String> options, List<Processor> others, JavaFileObject... sources) {
        List<Processor> processors = new ArrayList<>();
        processors.add(new BrainstemProcessor());
        processors.addAll(others);
        return javac().withProcessors(processors).withOptions(options).compile(sources);
    }

    static Compilation compile(List<String> options, JavaFileObject... sources) {
        return compile(options, List.of(), sources);
    }

    /** The compilation succeeded without a crash or an internal error. */
    static void succeeded(Compilation compilation) {
        Compile.noCrash(compilation);
        assertWithMessage("status; diagnostics:\n%s", Compile.all(compilation))
                .that(compilation.status()).isEqualTo(Compilation.Status.SUCCESS);
    }

    /** No warning or error points into a file that a processor wrote. */
    static void noDiagnosticsInGeneratedFiles(Compilation compilation) {
        for (Diagnostic<? extends JavaFileObject> d : compilation.diagnostics()) {
            if (d.getKind() == Diagnostic.Kind.NOTE || d.getSource() == null) {
                continue;
            }
            assertWithMessage("a %s in a generated file; diagnostics:\n%s", d.getKind(), Compile.all(compilation))
                    .that(d.getSource().toUri().getPath()).doesNotContain("/SOURCE_OUTPUT/");
        }
    }

    /** Not a single warning, of any kind, anywhere. */
    static void noWarnings(Compilation compilation) {
        assertWithMessage("warnings in\n%s", Compile.all(compilation)).that(compilation.warnings()).isEmpty();
    }

    /** A class loader over every class file the compilation wrote; its parent has the annotations and runtime. */
    static ClassLoader load(Compilation compilation) {
        Map<String, byte[]> classes = new HashMap<>();
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
        return new ClassLoader(Running.class.getClassLoader()) {
            @Override
            protected Class<?> findClass(String name) throws ClassNotFoundException {
                byte[] bytes = classes.get(name);
                if (bytes == null) {
                    throw new ClassNotFoundException(name);
                }
                return defineClass(name, bytes, 0, bytes.length);
            }
        };
    }

    /** A class loader over a directory of class files. */
    static ClassLoader load(Path classes) {
        try {
            return new URLClassLoader(new URL[] {classes.toUri().toURL()}, Running.class.getClassLoader());
        } catch (MalformedURLException e) {
            throw new IllegalStateException(e);
        }
    }

    // ---------------------------------------------------------------- files on disk

    /** What a compilation on disk reported. */
    record DiskCompilation(boolean success, List<Diagnostic<? extends JavaFileObject>> diagnostics) {
        String all() {
            StringBuilder out = new StringBuilder();
            for (Diagnostic<? extends JavaFileObject> d : diagnostics) {
                out.append("  ").append(d.getKind()).append(' ')
                        .append(d.getSource() == null ? "-" : d.getSource().getName()).append(':')
                        .append(d.getLineNumber()).append(':').append(d.getColumnNumber()).append(' ')
                        .append(d.getMessage(Locale.ROOT)).append('\n');
            }
            return out.toString();
        }

        void assertSucceeded() {
            for (Diagnostic<? extends JavaFileObject> d : diagnostics) {
                assertWithMessage("an internal error in\n%s", all())
                        .that(d.getMessage(Locale.ROOT)).doesNotContain("[BrainstemInternalError]");
            }
            assertWithMessage("javac failed:\n%s", all()).that(success).isTrue();
        }

        /** Warnings and errors in files under {@code generated}, the -s directory. */
        List<String> inGeneratedFiles(Path generated) {
            List<String> found = new ArrayList<>();
            for (Diagnostic<? extends JavaFileObject> d : diagnostics) {
                if (d.getKind() != Diagnostic.Kind.NOTE && d.getSource() != null
                        && Path.of(d.getSource().toUri()).startsWith(generated)) {
                    found.add(d.getKind() + " " + d.getSource().getName() + ":" + d.getLineNumber() + " "
                            + d.getMessage(Locale.ROOT));
                }
            }
            return found;
        }
    }

    /** The annotations and the runtime, as a build puts them on the user's class path. */
    static List<File> brainstemClasspath() {
        return List.of(location(StateMachine.class), location(Events.class));
    }

    private static File location(Class<?> type) {
        try {
            return new File(type.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * Writes {@code sources} (qualified name to text) under {@code root/src} in {@code charset}, and
     * compiles them with the JDK's javac and its standard file manager, Brainstem's processor
     * included: classes to {@code root/classes}, generated sources to {@code root/generated}. The class
     * path is Brainstem's and {@code classpath}.
     */
    static DiskCompilation compileOnDisk(Path root, Charset charset, List<String> options, List<File> classpath,
            Map<String, String> sources) throws IOException {
        Path src = root.resolve("src");
        Path classes = root.resolve("classes");
        Path generated = root.resolve("generated");
        Files.createDirectories(classes);
        Files.createDirectories(generated);
        List<File> files = new ArrayList<>();
        for (Map.Entry<String, String> source : sources.entrySet()) {
            Path file = src.resolve(source.getKey().replace('.', '/') + ".java");
            Files.createDirectories(file.getParent());
            try (Writer out = Files.newBufferedWriter(file, charset)) {
                out.write(source.getValue());
            }
            files.add(file.toFile());
        }
        List<File> path = new ArrayList<>(brainstemClasspath());
        path.addAll(classpath);
        StringBuilder joined = new StringBuilder();
        for (File entry : path) {
            joined.append(joined.length() == 0 ? "" : File.pathSeparator).append(entry.getPath());
        }
        List<String> all = new ArrayList<>(options);
        all.addAll(List.of("-d", classes.toString(), "-s", generated.toString(), "-classpath", joined.toString(),
                "-implicit:none"));
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        try (StandardJavaFileManager manager = javac.getStandardFileManager(diagnostics, Locale.ROOT, charset)) {
            JavaCompiler.CompilationTask task = javac.getTask(null, manager, diagnostics, all, null,
                    manager.getJavaFileObjectsFromFiles(files));
            task.setProcessors(List.of(new BrainstemProcessor()));
            task.setLocale(Locale.ROOT);
            boolean success = task.call();
            return new DiskCompilation(success, List.copyOf(diagnostics.getDiagnostics()));
        }
    }

    static Map<String, String> sources(String... namesAndTexts) {
        Map<String, String> sources = new LinkedHashMap<>();
        for (int i = 0; i < namesAndTexts.length; i += 2) {
            sources.put(namesAndTexts[i], namesAndTexts[i + 1]);
        }
        return sources;
    }

    // ---------------------------------------------------------------- driving the generated code

    /** A new object of a class with a no-argument constructor of any visibility. */
    static Object newInstance(ClassLoader loader, String className, Object... arguments) {
        try {
            Class<?> type = Class.forName(className, true, loader);
            for (Constructor<?> constructor : type.getDeclaredConstructors()) {
                if (constructor.getParameterCount() == arguments.length) {
                    constructor.setAccessible(true);
                    return constructor.newInstance(arguments);
                }
            }
            throw new AssertionError(className + " has no constructor of " + arguments.length + " parameters");
        } catch (InvocationTargetException e) {
            throw sneaky(e.getCause());
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }

    /** Sets a field, declared in the object's class or a superclass. */
    static void set(Object target, String name, Object value) {
        try {
            field(target.getClass(), name).set(target, value);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }

    /** Reads a field, declared in the object's class or a superclass. */
    static Object get(Object target, String name) {
        try {
            return field(target.getClass(), name).get(target);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }

    private static Field field(Class<?> type, String name) throws NoSuchFieldException {
        for (Class<?> c = type; c != null; c = c.getSuperclass()) {
            for (Field field : c.getDeclaredFields()) {
                if (field.getName().equals(name)) {
                    field.setAccessible(true);
                    return field;
                }
            }
        }
        throw new NoSuchFieldException(type.getName() + "." + name);
    }

    /** The name of an enum constant, or null. */
    static String name(Object constant) {
        return constant == null ? null : ((Enum<?>) constant).name();
    }

    /**
     * Calls the method {@code name}, declared in the target's class or a superclass, whose parameters
     * accept {@code arguments} (boxed primitives for {@code int}, {@code long}, {@code float} and
     * {@code boolean}); a static one when {@code target} is a class.
     */
    static Object call(Object target, String name, Object... arguments) {
        Class<?> type = target instanceof Class<?> c ? c : target.getClass();
        Object receiver = target instanceof Class<?> ? null : target;
        for (Class<?> declaring = type; declaring != null; declaring = declaring.getSuperclass()) {
            for (Method method : declaring.getDeclaredMethods()) {
                if (method.getName().equals(name) && accepts(method.getParameterTypes(), arguments)
                        && (receiver == null) == Modifier.isStatic(method.getModifiers())) {
                    method.setAccessible(true);
                    try {
                        return method.invoke(receiver, arguments);
                    } catch (InvocationTargetException e) {
                        throw sneaky(e.getCause());
                    } catch (IllegalAccessException e) {
                        throw new AssertionError(e);
                    }
                }
            }
        }
        throw new AssertionError("no method " + name + " in " + type.getName() + " takes " + List.of(arguments));
    }

    private static boolean accepts(Class<?>[] parameters, Object[] arguments) {
        if (parameters.length != arguments.length) {
            return false;
        }
        for (int i = 0; i < parameters.length; i++) {
            Class<?> p = parameters[i];
            Object a = arguments[i];
            boolean fits = p == int.class ? a instanceof Integer
                    : p == long.class ? a instanceof Long || a instanceof Integer
                    : p == float.class ? a instanceof Float
                    : p == boolean.class ? a instanceof Boolean
                    : a == null || p.isInstance(a);
            if (!fits) {
                return false;
            }
        }
        return true;
    }

    /** The one-entity machine of an object-mode entity: {@code XFsm.start(entity)}. */
    static Object start(ClassLoader loader, String fsm, Object entity) {
        return call(type(loader, fsm), "start", entity);
    }

    /** The one-entity machine of an id-mode system: {@code XFsm.start(system, id)}. */
    static Object start(ClassLoader loader, String fsm, Object system, int id) {
        return call(type(loader, fsm), "start", system, id);
    }

    /** {@code machine.update(dt)}, and the name of the state it returns. */
    static String update(Object machine, float dt) {
        return name(call(machine, "update", dt));
    }

    static String state(Object machine) {
        return name(call(machine, "state"));
    }

    /** Adds to a batch, returning the handle (an int or a long, whichever the batch issues). */
    static Object add(Object batch, Object entityOrId) {
        return call(batch, "add", entityOrId);
    }

    static void tick(Object batch, float dt) {
        call(batch, "tick", dt);
    }

    static String stateOf(Object batch, Object handle) {
        Class<?> type = batch.getClass();
        for (Class<?> c = type; c != null; c = c.getSuperclass()) {
            for (Method method : c.getDeclaredMethods()) {
                if (method.getName().equals("stateOf") && method.getParameterCount() == 1) {
                    Class<?> p = method.getParameterTypes()[0];
                    Object argument = p == long.class ? (Object) ((Number) handle).longValue()
                            : (Object) ((Number) handle).intValue();
                    method.setAccessible(true);
                    try {
                        return name(method.invoke(batch, argument));
                    } catch (InvocationTargetException e) {
                        throw sneaky(e.getCause());
                    } catch (IllegalAccessException e) {
                        throw new AssertionError(e);
                    }
                }
            }
        }
        throw new AssertionError("no stateOf in " + type.getName());
    }

    /** A class, loaded and initialized. */
    static Class<?> type(ClassLoader loader, String name) {
        try {
            return Class.forName(name, true, loader);
        } catch (ClassNotFoundException e) {
            throw new AssertionError("not compiled: " + name, e);
        }
    }

    @SuppressWarnings("unchecked")
    private static <T extends Throwable> RuntimeException sneaky(Throwable t) throws T {
        throw (T) t;
    }
}
