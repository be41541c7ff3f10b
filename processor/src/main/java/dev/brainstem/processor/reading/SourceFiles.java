package dev.brainstem.processor.reading;

import com.sun.source.util.TreePath;
import com.sun.source.util.Trees;
import dev.brainstem.processor.model.AuxiliaryDeclaration;
import java.util.Optional;
import javax.lang.model.element.TypeElement;
import javax.tools.JavaFileObject;

/**
 * Which source file declares a type, read through javac's trees. A type read from a class file, or
 * read where javac's trees are not offered, has no source here, and is never called auxiliary: javac
 * marks auxiliary only the classes it enters from source.
 */
final class SourceFiles {
    private final Trees trees;

    /** @param trees javac's trees, or null where they are not offered */
    SourceFiles(Trees trees) {
        this.trees = trees;
    }

    /**
     * Whether {@code type}, or the top-level class it is nested in, is declared in a file named for
     * another class: then every generated class that names it makes javac warn
     * {@code [auxiliaryclass]}.
     */
    Optional<AuxiliaryDeclaration> auxiliary(TypeElement type) {
        TypeElement topLevel = type;
        while (topLevel.getEnclosingElement() instanceof TypeElement outer) {
            topLevel = outer;
        }
        TreePath path = trees == null ? null : trees.getPath(topLevel);
        if (path == null) {
            return Optional.empty();
        }
        JavaFileObject file = path.getCompilationUnit().getSourceFile();
        String simpleName = topLevel.getSimpleName().toString();
        if (file == null || file.isNameCompatible(simpleName, JavaFileObject.Kind.SOURCE)) {
            return Optional.empty();
        }
        String name = file.getName();
        name = name.substring(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
        return Optional.of(new AuxiliaryDeclaration(simpleName, name));
    }
}
