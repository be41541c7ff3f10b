package dev.brainstem.processor.writing;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import dev.brainstem.processor.BrainstemProcessor;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import javax.tools.JavaFileObject;
import javax.tools.StandardLocation;

/** Compiles machines with the processor, and reads what it generated. */
final class Generated {
    private final Compilation compilation;

    private Generated(Compilation compilation) {
        this.compilation = compilation;
    }

    /** Compiles {@code sources} ({@code qualified name, source} pairs) and checks that it succeeded. */
    static Generated compile(List<String> options, String... namesAndSources) {
        List<JavaFileObject> files = new ArrayList<>();
        for (int i = 0; i < namesAndSources.length; i += 2) {
            files.add(JavaFileObjects.forSourceString(namesAndSources[i], namesAndSources[i + 1]));
        }
        Compilation compilation = Compiler.javac().withProcessors(new BrainstemProcessor()).withOptions(options)
                .compile(files);
        assertThat(compilation).succeeded();
        readable(compilation);
        return new Generated(compilation);
    }

    /** The longest line generated code may have. */
    static final int LINE_LIMIT = 120;

    /**
     * Every generated source reads like hand-written code in one respect tests can hold on to: no
     * line is longer than {@value #LINE_LIMIT} characters, and the text is ASCII (other characters
     * are unicode escapes, which compile under any encoding).
     */
    static void readable(Compilation compilation) {
        StringBuilder unreadable = new StringBuilder();
        for (JavaFileObject file : compilation.generatedSourceFiles()) {
            String[] lines = content(file).split("\n", -1);
            for (int i = 0; i < lines.length; i++) {
                if (lines[i].length() > LINE_LIMIT || !lines[i].chars().allMatch(c -> c < 0x80)) {
                    unreadable.append(file.getName()).append(':').append(i + 1).append(" is ")
                            .append(lines[i].length()).append(" characters long or not ASCII:\n")
                            .append(lines[i]).append('\n');
                }
            }
        }
        if (unreadable.length() > 0) {
            throw new AssertionError(unreadable);
        }
    }

    static Generated compile(String... namesAndSources) {
        return compile(List.of(), namesAndSources);
    }

    Compilation compilation() {
        return compilation;
    }

    /** The text of a generated source file. */
    String source(String qualifiedName) {
        JavaFileObject file = compilation.generatedSourceFile(qualifiedName)
                .orElseThrow(() -> new AssertionError("no generated " + qualifiedName + "; generated: "
                        + compilation.generatedSourceFiles().stream().map(JavaFileObject::getName).toList()));
        return content(file);
    }

    /** The text of a generated resource in the class output. */
    String resource(String path) {
        JavaFileObject file = compilation.generatedFile(StandardLocation.CLASS_OUTPUT, path)
                .orElseThrow(() -> new AssertionError("no " + path + " in the class output"));
        return content(file);
    }

    /** The bytes of a class in the class output, by binary name. */
    byte[] classBytes(String binaryName) {
        JavaFileObject file = compilation.generatedFile(StandardLocation.CLASS_OUTPUT,
                        binaryName.replace('.', '/') + ".class")
                .orElseThrow(() -> new AssertionError("no class " + binaryName + " in the class output"));
        try (InputStream in = file.openInputStream()) {
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    ClassFile classFile(String binaryName) {
        return ClassFile.read(classBytes(binaryName));
    }

    /**
     * Every class compiled from a source that the processor generated, nested classes included:
     * {@code XFsm}, {@code XBatch} and whatever else it comes to write.
     */
    List<ClassFile> generatedClasses() {
        Set<String> generatedSources = compilation.generatedSourceFiles().stream()
                .map(file -> binaryPath(file.toUri().getPath(), ".java"))
                .collect(Collectors.toSet());
        List<ClassFile> classes = new ArrayList<>();
        for (JavaFileObject file : compilation.generatedFiles()) {
            if (file.getKind() != JavaFileObject.Kind.CLASS) {
                continue;
            }
            String path = binaryPath(file.toUri().getPath(), ".class");
            String outer = path.contains("$") ? path.substring(0, path.indexOf('$')) : path;
            if (generatedSources.contains(outer)) {
                try (InputStream in = file.openInputStream()) {
                    classes.add(ClassFile.read(in.readAllBytes()));
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
        }
        return classes;
    }

    /** Every class in the class output: the sources' and the generated sources'. */
    List<ClassFile> compiledClasses() {
        List<ClassFile> classes = new ArrayList<>();
        for (JavaFileObject file : compilation.generatedFiles()) {
            if (file.getKind() == JavaFileObject.Kind.CLASS) {
                try (InputStream in = file.openInputStream()) {
                    classes.add(ClassFile.read(in.readAllBytes()));
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
        }
        return classes;
    }

    /** {@code /SOURCE_OUTPUT/a/b/C.java} to {@code a/b/C}: the path after the location's root. */
    private static String binaryPath(String path, String extension) {
        String withoutExtension = path.substring(0, path.length() - extension.length());
        List<String> parts = Arrays.asList(withoutExtension.split("/"));
        // compile-testing's in-memory file manager puts each location under its own first segment.
        return String.join("/", parts.subList(Math.min(2, parts.size()), parts.size()));
    }

    private static String content(JavaFileObject file) {
        try {
            return file.getCharContent(true).toString();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
