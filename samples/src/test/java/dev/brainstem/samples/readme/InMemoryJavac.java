package dev.brainstem.samples.readme;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.security.CodeSource;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.FileObject;
import javax.tools.ForwardingJavaFileManager;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * javac with the Brainstem processor on its processor path, the way a user's build runs it, writing
 * classes, generated sources and resources to memory.
 */
final class InMemoryJavac {
    /** What a compilation reported and wrote. */
    record Result(boolean success, List<Diagnostic<? extends JavaFileObject>> diagnostics, Map<String, String> outputs) {
        /** The messages of {@code kind}, each once, with its file and line when {@code where}. */
        List<String> messages(Diagnostic.Kind kind, boolean where) {
            List<String> out = new ArrayList<>();
            for (Diagnostic<? extends JavaFileObject> d : diagnostics) {
                if (d.getKind() == kind) {
                    String message = (where && d.getSource() != null
                            ? d.getSource().getName() + ":" + d.getLineNumber() + ": " : "") + d.getMessage(Locale.ROOT);
                    if (!out.contains(message)) {
                        out.add(message);
                    }
                }
            }
            return out;
        }
    }

    private InMemoryJavac() {}

    /**
     * What a user's compile class path holds: brainstem-annotations and brainstem-runtime, and the optional
     * brainstem-inspector that docs/inspector.md's game loop calls and brainstem-devtools that
     * docs/hot-reload.md's dev launcher attaches.
     */
    static final String CLASS_PATH = pathOf("dev.brainstem.StateMachine", "dev.brainstem.runtime.Events",
            "dev.brainstem.inspector.Inspector", "dev.brainstem.devtools.Devtools");

    /**
     * What a user's processor path holds: brainstem-processor alone, the self-contained jar it publishes.
     * Where the tests run before the processor is packaged ({@code mvn test}), its classes come from its
     * build folder, and JavaPoet and the runtime go beside them.
     */
    static final String PROCESSOR_PATH = processorPath();

    private static String processorPath() {
        String processor = pathOf("dev.brainstem.processor.BrainstemProcessor");
        if (processor.endsWith(".jar")) {
            return processor;
        }
        return processor + File.pathSeparator
                + pathOf("com.palantir.javapoet.JavaFile", "dev.brainstem.StateMachine", "dev.brainstem.runtime.Events");
    }

    /** One file manager for every compilation, so that the jars are opened once. */
    private static final StandardJavaFileManager STANDARD = ToolProvider.getSystemJavaCompiler()
            .getStandardFileManager(null, Locale.ROOT, StandardCharsets.UTF_8);

    /** The jars or folders the test loaded {@code classes} from. */
    private static String pathOf(String... classes) {
        List<String> entries = new ArrayList<>();
        for (String name : classes) {
            try {
                CodeSource source = Class.forName(name).getProtectionDomain().getCodeSource();
                entries.add(Path.of(source.getLocation().toURI()).toString());
            } catch (ClassNotFoundException | URISyntaxException e) {
                throw new IllegalStateException("the test class path lacks " + name, e);
            }
        }
        return String.join(File.pathSeparator, entries);
    }

    /** Compiles {@code sources} (file name to text) with the processor, {@code -Xlint:all}. */
    static Result compile(Map<String, String> sources) {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        Memory memory = new Memory(STANDARD);
        List<JavaFileObject> units = new ArrayList<>();
        sources.forEach((name, text) -> units.add(new Source(name, text)));
        List<String> options = List.of(
                "-classpath", CLASS_PATH,
                "-processorpath", PROCESSOR_PATH,
                "-Xlint:all,-processing,-options",
                "--release", "8");
        boolean success;
        synchronized (STANDARD) {
            success = javac.getTask(null, memory, diagnostics, options, null, units).call();
        }
        Map<String, String> outputs = new LinkedHashMap<>();
        memory.outputs.forEach((name, file) -> outputs.put(name, file.bytes.toString(StandardCharsets.UTF_8)));
        return new Result(success, diagnostics.getDiagnostics(), outputs);
    }

    private static final class Source extends SimpleJavaFileObject {
        private final String text;

        Source(String name, String text) {
            super(URI.create("string:///" + name), Kind.SOURCE);
            this.text = text;
        }

        @Override
        public CharSequence getCharContent(boolean ignoreEncodingErrors) {
            return text;
        }
    }

    private static final class Output extends SimpleJavaFileObject {
        final ByteArrayOutputStream bytes = new ByteArrayOutputStream();

        Output(URI uri, Kind kind) {
            super(uri, kind);
        }

        @Override
        public OutputStream openOutputStream() {
            return bytes;
        }

        @Override
        public InputStream openInputStream() {
            return new ByteArrayInputStream(bytes.toByteArray());
        }

        @Override
        public CharSequence getCharContent(boolean ignoreEncodingErrors) {
            return bytes.toString(StandardCharsets.UTF_8);
        }
    }

    private static final class Memory extends ForwardingJavaFileManager<StandardJavaFileManager> {
        final Map<String, Output> outputs = new LinkedHashMap<>();

        Memory(StandardJavaFileManager standard) {
            super(standard);
        }

        private Output output(Location location, String path, JavaFileObject.Kind kind) {
            String name = location.getName() + "/" + path;
            Output file = new Output(URI.create("mem:///" + name), kind);
            outputs.put(name, file);
            return file;
        }

        @Override
        public JavaFileObject getJavaFileForOutput(Location location, String className, JavaFileObject.Kind kind,
                FileObject sibling) {
            return output(location, className.replace('.', '/') + kind.extension, kind);
        }

        @Override
        public FileObject getFileForOutput(Location location, String packageName, String relativeName,
                FileObject sibling) {
            String dir = packageName.isEmpty() ? "" : packageName.replace('.', '/') + "/";
            return output(location, dir + relativeName, JavaFileObject.Kind.OTHER);
        }

        @Override
        public boolean isSameFile(FileObject a, FileObject b) {
            return a.toUri().equals(b.toUri());
        }
    }
}
