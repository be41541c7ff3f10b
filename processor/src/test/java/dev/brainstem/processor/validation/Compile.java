package dev.brainstem.processor.validation;

import static com.google.common.truth.Truth.assertWithMessage;
import static com.google.testing.compile.Compiler.javac;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.brainstem.processor.BrainstemProcessor;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javax.annotation.processing.Processor;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;

/**
 * Compiles sources with Brainstem's processor, and asserts on the result: exact messages at exact
 * places, no processor crash, and nothing generated for a broken machine.
 */
final class Compile {
    private Compile() {}

    static JavaFileObject source(String qualifiedName, String text) {
        return JavaFileObjects.forSourceString(qualifiedName, text);
    }

    static Compilation run(JavaFileObject... sources) {
        return with(new BrainstemProcessor(), sources);
    }

    static Compilation with(Processor processor, JavaFileObject... sources) {
        return javac().withProcessors(processor).withOptions("-Xlint:all,-processing,-options").compile(sources);
    }

    /** There is an error with exactly this message, on the line of {@code marker} in {@code file}. */
    static void error(Compilation compilation, String message, JavaFileObject file, String marker) {
        diagnostic(compilation, Diagnostic.Kind.ERROR, message, file, marker, false);
    }

    /** Like {@link #error}, and it starts at {@code marker} exactly: the column is checked too. */
    static void errorAt(Compilation compilation, String message, JavaFileObject file, String marker) {
        diagnostic(compilation, Diagnostic.Kind.ERROR, message, file, marker, true);
    }

    /**
     * An error with exactly this message whose span, what an IDE underlines, is exactly the text
     * between {@code [[} and {@code ]]} in {@code marker}; the marker without the brackets occurs once
     * in the file.
     */
    static void errorSpanning(Compilation compilation, String message, JavaFileObject file, String marker) {
        int open = marker.indexOf("[[");
        int close = marker.indexOf("]]");
        long start = offset(file, marker.replace("[[", "").replace("]]", "")) + open;
        long end = start + (close - open - 2);
        for (Diagnostic<? extends JavaFileObject> d : compilation.diagnostics()) {
            if (d.getKind() == Diagnostic.Kind.ERROR && d.getMessage(Locale.ROOT).equals(message)) {
                String where = "\"" + message + "\" expected on " + marker + "\n" + all(compilation);
                assertWithMessage(where).that(d.getSource()).isEqualTo(file);
                assertWithMessage(where).that(d.getStartPosition()).isEqualTo(start);
                assertWithMessage(where).that(d.getEndPosition()).isEqualTo(end);
                return;
            }
        }
        throw new AssertionError("no ERROR with the message\n  " + message + "\nin\n" + all(compilation));
    }

    /** A warning with exactly this message, starting at {@code marker}. */
    static void warningAt(Compilation compilation, String message, JavaFileObject file, String marker) {
        diagnostic(compilation, Diagnostic.Kind.WARNING, message, file, marker, true);
    }

    /** A note with exactly this message, starting at {@code marker}. */
    static void noteAt(Compilation compilation, String message, JavaFileObject file, String marker) {
        diagnostic(compilation, Diagnostic.Kind.NOTE, message, file, marker, true);
    }

    /** An error with exactly this message, on no source position (an element read from a class file). */
    static void errorWithoutPosition(Compilation compilation, String message) {
        assertWithMessage("error %s in\n%s", message, all(compilation))
                .that(compilation.diagnostics().stream().anyMatch(d -> d.getKind() == Diagnostic.Kind.ERROR
                        && d.getMessage(Locale.ROOT).equals(message)))
                .isTrue();
    }

    private static void diagnostic(Compilation compilation, Diagnostic.Kind kind, String message,
            JavaFileObject file, String marker, boolean column) {
        long[] at = position(file, marker);
        for (Diagnostic<? extends JavaFileObject> d : compilation.diagnostics()) {
            if (d.getKind() == kind && d.getMessage(Locale.ROOT).equals(message)) {
                String where = "\"" + message + "\" expected at " + file.getName() + ":" + at[0] + ":" + at[1]
                        + " but was at " + (d.getSource() == null ? "no file" : d.getSource().getName()) + ":"
                        + d.getLineNumber() + ":" + d.getColumnNumber() + "\n" + all(compilation);
                assertWithMessage(where).that(d.getSource()).isEqualTo(file);
                assertWithMessage(where).that(d.getLineNumber()).isEqualTo(at[0]);
                if (column) {
                    assertWithMessage(where).that(d.getColumnNumber()).isEqualTo(at[1]);
                }
                return;
            }
        }
        throw new AssertionError("no " + kind + " with the message\n  " + message + "\nin\n" + all(compilation));
    }

    /** How many errors javac reported in all: no cascade of follow-up errors. */
    static void errorCount(Compilation compilation, int expected) {
        assertWithMessage("errors in\n%s", all(compilation)).that(compilation.errors()).hasSize(expected);
    }

    /**
     * The compilation failed, the processor did not crash, and nothing was generated for the machine
     * {@code qualifiedName} but stand-ins and its errors file: no diagram, and an XFsm or XBatch only as a
     * stand-in, whose every body throws.
     */
    static void brokenWithoutOutput(Compilation compilation, String qualifiedName) {
        assertWithMessage("status; diagnostics:\n%s", all(compilation))
                .that(compilation.status()).isEqualTo(Compilation.Status.FAILURE);
        noCrash(compilation);
        String prefix = generatedPrefix(qualifiedName);
        for (JavaFileObject file : outputFiles(compilation)) {
            String path = file.toUri().getPath();
            String name = path.substring(path.lastIndexOf('/') + 1);
            // Its .errors file is the one resource a broken machine gets (ErrorsFileTest reads it).
            assertWithMessage("a diagram of the broken machine %s", qualifiedName)
                    .that(path.contains("META-INF/brainstem/" + qualifiedName + ".") && !path.endsWith(".errors"))
                    .isFalse();
            if (name.equals(prefix + "Fsm.java") || name.equals(prefix + "Batch.java")) {
                assertWithMessage("%s of the broken machine %s is a stand-in", name, qualifiedName)
                        .that(isStandIn(file)).isTrue();
            }
        }
    }

    /** Whether a generated source is a stand-in for a machine with errors. */
    static boolean isStandIn(JavaFileObject source) {
        return text(source).contains(" * Stands in for the class Brainstem generates, while the machine has errors");
    }

    /**
     * The paths of the files javac was asked to write for the machine {@code qualifiedName}: its XFsm
     * and XBatch (sources and classes) and its diagrams.
     */
    static List<String> outputsFor(Compilation compilation, String qualifiedName) {
        String prefix = generatedPrefix(qualifiedName);
        List<String> found = new ArrayList<>();
        for (JavaFileObject file : outputFiles(compilation)) {
            String path = file.toUri().getPath();
            String name = path.substring(path.lastIndexOf('/') + 1);
            if (name.startsWith(prefix + "Fsm") || name.startsWith(prefix + "Batch")
                    || path.contains("META-INF/brainstem/" + qualifiedName + ".")) {
                found.add(path);
            }
        }
        return found;
    }

    /**
     * Every file javac's file manager was asked to write, also when the compilation failed.
     * {@link Compilation#generatedFiles()} refuses to answer after a failure, but a failed compilation
     * is exactly where the processor must have written nothing, so the list is read from the field
     * that method guards (compile-testing's version is pinned in the root pom).
     */
    @SuppressWarnings("unchecked")
    static List<JavaFileObject> outputFiles(Compilation compilation) {
        try {
            Field field = Compilation.class.getDeclaredField("generatedFiles");
            field.setAccessible(true);
            return List.copyOf((List<JavaFileObject>) field.get(compilation));
        } catch (ReflectiveOperationException e) {
            throw new AssertionError("compile-testing changed: Compilation has no generatedFiles field", e);
        }
    }

    /** No "uncaught exception" from javac and no internal error from Brainstem. */
    static void noCrash(Compilation compilation) {
        for (Diagnostic<? extends JavaFileObject> d : compilation.diagnostics()) {
            String text = d.getMessage(Locale.ROOT);
            assertWithMessage("a crash in\n%s", all(compilation))
                    .that(text).doesNotContain("an annotation processor threw an uncaught exception");
            assertWithMessage("an internal error in\n%s", all(compilation))
                    .that(text).doesNotContain("[BrainstemInternalError]");
        }
    }

    /** {@code Guard}, or {@code Outer_Guard} for a nested class, as the writer names generated classes. */
    private static String generatedPrefix(String qualifiedName) {
        String[] parts = qualifiedName.split("\\.");
        StringBuilder prefix = new StringBuilder();
        for (String part : parts) {
            if (!part.isEmpty() && Character.isUpperCase(part.charAt(0))) {
                prefix.append(prefix.length() == 0 ? "" : "_").append(part);
            }
        }
        return prefix.toString();
    }

    /**
     * The 1-based line and column of {@code marker}, which must occur once in the file. A {@code |} in
     * the marker places the column inside it: {@code "to = |\"ALRAM\""} is the column of the quote.
     */
    static long[] position(JavaFileObject file, String marker) {
        String text = text(file);
        int index = (int) offset(file, marker.replace("|", "")) + Math.max(0, marker.indexOf('|'));
        long line = 1;
        int lineStart = 0;
        for (int i = 0; i < index; i++) {
            if (text.charAt(i) == '\n') {
                line++;
                lineStart = i + 1;
            }
        }
        return new long[] {line, index - lineStart + 1};
    }

    /** The 0-based offset of {@code marker}, which must occur once in the file. */
    static long offset(JavaFileObject file, String marker) {
        String text = text(file);
        int index = text.indexOf(marker);
        if (index < 0 || text.indexOf(marker, index + 1) >= 0) {
            throw new IllegalArgumentException("the marker " + marker + " must occur once in " + file.getName());
        }
        return index;
    }

    private static String text(JavaFileObject file) {
        try {
            return file.getCharContent(true).toString();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Every diagnostic, one a line, for failure messages. */
    static String all(Compilation compilation) {
        StringBuilder out = new StringBuilder();
        for (Diagnostic<? extends JavaFileObject> d : compilation.diagnostics()) {
            out.append("  ").append(d.getKind()).append(' ')
                    .append(d.getSource() == null ? "-" : d.getSource().getName()).append(':')
                    .append(d.getLineNumber()).append(':').append(d.getColumnNumber()).append(' ')
                    .append(d.getMessage(Locale.ROOT)).append('\n');
        }
        return out.toString();
    }
}
