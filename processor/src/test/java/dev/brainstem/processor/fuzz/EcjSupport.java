package dev.brainstem.processor.fuzz;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import dev.brainstem.processor.BrainstemProcessor;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.Charset;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeMap;
import javax.lang.model.SourceVersion;
import javax.tools.DiagnosticListener;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileManager;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import org.eclipse.jdt.internal.compiler.tool.EclipseCompiler;

/** The fuzzer's machines for the ECJ check: compiled by javac and by ECJ, their generated sources compared. */
public final class EcjSupport {
    /** What user code and generated code need: the annotations, the runtime, and World. */
    public static final List<File> CLASSPATH = FuzzCompiler.CLASSPATH;

    private EcjSupport() {}

    /**
     * ECJ through its {@code javax.tools} face, with its own console report kept off the console: given no
     * writer (compile-testing gives none) ECJ prints every problem to {@code System.err} as well as handing
     * it to the diagnostic listener. The listener, and so every assertion, sees the same diagnostics.
     */
    public static JavaCompiler ecj() {
        return new QuietEcj();
    }

    private static final class QuietEcj implements JavaCompiler {
        private final EclipseCompiler ecj = new EclipseCompiler();

        @Override
        public CompilationTask getTask(Writer out, JavaFileManager fileManager,
                DiagnosticListener<? super JavaFileObject> diagnosticListener, Iterable<String> options,
                Iterable<String> classes, Iterable<? extends JavaFileObject> compilationUnits) {
            return ecj.getTask(out != null ? out : new StringWriter(), fileManager, diagnosticListener, options, classes,
                    compilationUnits);
        }

        @Override
        public StandardJavaFileManager getStandardFileManager(DiagnosticListener<? super JavaFileObject> diagnosticListener,
                Locale locale, Charset charset) {
            return ecj.getStandardFileManager(diagnosticListener, locale, charset);
        }

        @Override
        public int isSupportedOption(String option) {
            return ecj.isSupportedOption(option);
        }

        @Override
        public int run(InputStream in, OutputStream out, OutputStream err, String... arguments) {
            return ecj.run(in, out, err, arguments);
        }

        @Override
        public Set<SourceVersion> getSourceVersions() {
            return ecj.getSourceVersions();
        }
    }

    private static final java.util.concurrent.atomic.AtomicInteger SOURCES = new java.util.concurrent.atomic.AtomicInteger();
    private static java.nio.file.Path root;

    /**
     * Sources written to a temporary directory, one directory per set. ECJ's {@code javax.tools} face
     * passes each source on as a file name and checks that the file exists: compile-testing's
     * in-memory sources (relative URIs, which ECJ turns into {@code file://} URIs with an authority)
     * do not work with it.
     */
    public static List<JavaFileObject> sources(Map<String, String> files) {
        List<JavaFileObject> objects = new ArrayList<>();
        int set = SOURCES.incrementAndGet();
        files.forEach((name, text) -> objects.add(sourceIn("set" + set, name, text)));
        return objects;
    }

    private static synchronized JavaFileObject sourceIn(String dir, String binaryName, String text) {
        try {
            if (root == null) {
                root = java.nio.file.Files.createTempDirectory("brainstem-ecj");
            }
            java.nio.file.Path file = root.resolve(dir).resolve(binaryName.replace('.', '/') + ".java");
            java.nio.file.Files.createDirectories(file.getParent());
            java.nio.file.Files.writeString(file, text);
            return new javax.tools.SimpleJavaFileObject(file.toUri(), JavaFileObject.Kind.SOURCE) {
                @Override
                public CharSequence getCharContent(boolean ignoreEncodingErrors) {
                    return text;
                }
            };
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Compiles {@code count} random valid machines with both compilers; returns the differences. */
    public static List<String> compareRandomMachines(int count) {
        return compareRandomMachines(count, false);
    }

    /** As {@link #compareRandomMachines(int)}; {@code statecharts}: machines with groups you enter and history. */
    public static List<String> compareRandomMachines(int count, boolean statecharts) {
        long runSeed = FuzzConfig.load().runSeed();
        SplittableRandom random = new SplittableRandom(runSeed ^ (statecharts ? 0xEC8L : 0xEC7L));
        List<MachineSpec> specs = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            long seed = random.nextLong();
            specs.add(statecharts ? MachineGenerator.generate(seed, "ecj.m" + Long.toHexString(seed), true, true)
                    : MachineGenerator.generate(seed, "ecj.m" + Long.toHexString(seed)));
        }
        Map<String, String> files = new java.util.LinkedHashMap<>();
        for (MachineSpec spec : specs) {
            files.putAll(SourceEmitter.emit(spec));
        }
        List<JavaFileObject> sources = sources(files);
        Compilation javac = Compiler.javac().withProcessors(new BrainstemProcessor())
                .withOptions("--release", "17").withClasspath(CLASSPATH).compile(sources);
        Compilation ecj = Compiler.compiler(ecj()).withProcessors(new BrainstemProcessor())
                .withOptions("--release", "17", "-warn:-unusedImport").withClasspath(CLASSPATH).compile(sources);
        List<String> problems = new ArrayList<>();
        if (javac.status() != Compilation.Status.SUCCESS || ecj.status() != Compilation.Status.SUCCESS) {
            problems.add("javac: " + javac.status() + " " + javac.errors() + "\nECJ: " + ecj.status() + " "
                    + ecj.errors());
            return problems;
        }
        ecj.warnings().stream().filter(d -> d.getSource() == null || !d.getSource().toUri().getPath().contains("brainstem-ecj"))
                .forEach(d -> problems.add("ECJ warns on generated code: " + (d.getSource() == null ? "" : d.getSource().getName()) + ":"
                        + d.getLineNumber() + ": " + d.getMessage(java.util.Locale.ROOT)));
        Map<String, String> fromJavac = generated(javac);
        Map<String, String> fromEcj = generated(ecj);
        if (!fromJavac.keySet().equals(fromEcj.keySet())) {
            problems.add("generated files differ: javac " + fromJavac.keySet() + ", ECJ " + fromEcj.keySet());
        }
        fromJavac.forEach((path, text) -> {
            String other = fromEcj.get(path);
            if (other != null && !other.equals(text)) {
                problems.add(path + " differs under ECJ (run seed " + FuzzConfig.hex(runSeed)
                        + "), first difference at line " + firstDifference(text, other) + ":\njavac: "
                        + line(text, firstDifference(text, other)) + "\nECJ:   " + line(other, firstDifference(text, other)));
            }
        });
        return problems;
    }

    private static Map<String, String> generated(Compilation compilation) {
        Map<String, String> sources = new TreeMap<>();
        for (JavaFileObject file : compilation.generatedSourceFiles()) {
            try {
                sources.put(file.toUri().getPath(), file.getCharContent(true).toString());
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return sources;
    }

    private static int firstDifference(String a, String b) {
        String[] x = a.split("\n", -1);
        String[] y = b.split("\n", -1);
        for (int i = 0; i < Math.min(x.length, y.length); i++) {
            if (!x[i].equals(y[i])) {
                return i + 1;
            }
        }
        return Math.min(x.length, y.length) + 1;
    }

    private static String line(String text, int number) {
        String[] lines = text.split("\n", -1);
        return number <= lines.length ? lines[number - 1] : "(end of file)";
    }
}
