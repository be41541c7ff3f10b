package dev.brainstem.devtools;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * Whether a build failed, and its first error. A failing javac build writes no class, only the
 * processor's {@code META-INF/brainstem/<entity>.errors} (one diagnostic a line); an IDE's builder may
 * write classes anyway: the Eclipse compiler's problem classes (bodies that throw "Unresolved compilation
 * problem") and the processor's stand-ins (a {@code NOT_GENERATED} constant holding the machine's first
 * error). Any of them means the build changes nothing running.
 */
final class BuildCheck {
    private static final String ECJ_PROBLEM = "Unresolved compilation problem";
    private static final String STAND_IN = "NOT_GENERATED";

    private BuildCheck() {}

    /** The build's first error, as the developer should read it, or null when it built cleanly. */
    static String firstError(ClassWatcher.Build build, Map<Path, ClassShape> classes) {
        for (Path errors : build.errors()) {
            String error = errorsFile(errors);
            if (error != null) {
                return error;
            }
        }
        for (ClassShape shape : classes.values()) {
            String error = standIn(shape);
            if (error == null) {
                error = problemClass(shape);
            }
            if (error != null) {
                return error;
            }
        }
        return null;
    }

    /**
     * The first line of a non-empty {@code .errors} file written by the build that wrote the entity's
     * class or later; a file older than the class is an earlier build's, which a later one fixed.
     */
    static String errorsFile(Path errors) {
        try {
            List<String> lines = Files.readAllLines(errors, StandardCharsets.UTF_8);
            String first = lines.stream().map(String::strip).filter(line -> !line.isEmpty()).findFirst().orElse(null);
            if (first == null) {
                return null;
            }
            Path entity = entityClass(errors);
            if (entity != null && Files.getLastModifiedTime(errors).compareTo(Files.getLastModifiedTime(entity)) < 0) {
                return null;
            }
            return first;
        } catch (IOException e) {
            // Deleted since the build (a clean): no error to show.
            return null;
        }
    }

    /** The entity's class file beside {@code META-INF}: {@code a.b.Outer.Inner} may be {@code a/b/Outer$Inner.class}. */
    private static Path entityClass(Path errors) {
        Path root = errors.getParent().getParent().getParent();
        String name = errors.getFileName().toString();
        String qualified = name.substring(0, name.length() - ".errors".length());
        String path = qualified.replace('.', '/');
        while (true) {
            Path file = root.resolve(path + ".class");
            if (Files.isRegularFile(file)) {
                return file;
            }
            int slash = path.lastIndexOf('/');
            if (slash < 0) {
                return null;
            }
            path = path.substring(0, slash) + '$' + path.substring(slash + 1);
        }
    }

    /** A processor stand-in's reason: the machine's first error. */
    static String standIn(ClassShape shape) {
        for (ClassShape.Member field : shape.fields) {
            // NOT_GENERATED, or NOT_GENERATED_ where the real class has a member of that name.
            if (field.name().matches(STAND_IN + "_*") && field.constant() instanceof String reason) {
                return reason;
            }
        }
        return null;
    }

    /** An Eclipse problem class's first problem: {@code Monster: x cannot be resolved to a variable}. */
    static String problemClass(ClassShape shape) {
        for (String text : shape.strings) {
            if (text.startsWith(ECJ_PROBLEM)) {
                String problems = text.substring(text.indexOf(':') + 1);
                String first = problems.lines().map(String::strip).filter(line -> !line.isEmpty()).findFirst()
                        .orElse(text);
                return shape.simpleName() + ": " + first;
            }
        }
        return null;
    }
}
