package dev.brainstem.processor.writing;

import com.palantir.javapoet.AnnotationSpec;
import com.palantir.javapoet.TypeSpec;
import com.sun.source.util.TreePath;
import com.sun.source.util.Trees;
import dev.brainstem.processor.model.HandlerModel;
import dev.brainstem.processor.model.MachineGraph;
import dev.brainstem.processor.model.MessageType;
import dev.brainstem.processor.model.State;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Elements;
import javax.tools.JavaFileObject;

/**
 * The user's types and members that a generated class names, and what javac's lint makes of naming them,
 * so that a {@code -Xlint:all -Werror} build stays quiet. What javac honours decides the means (tried on
 * JDK 17 and 25):
 * <ul>
 * <li>{@code deprecation} and {@code removal} (each only when something named is deprecated so: ECJ warns
 *     of a suppression that suppresses nothing): {@code @SuppressWarnings} on the class covers its
 *     declarations and bodies, but not its imports, which javac warns about at source level 8
 *     ({@code --release 8}; from 9 on it ignores imports). A deprecated top-level class of another package
 *     is therefore written qualified, never imported.</li>
 * <li>{@code auxiliaryclass} (a top-level class named otherwise than its file, as in a file that holds the
 *     machine's class, its enum and its messages): {@code @SuppressWarnings} covers bodies only; javac
 *     checks the types in declarations (fields, parameters, results, {@code extends}) under no
 *     declaration's lint. Message types are named in bodies only (casts, {@code instanceof}, class
 *     literals), so for them it is suppressed. The states enum and the entity are named in the machine's
 *     API, where nothing can keep javac quiet: docs/generated-code.md says to give them files of their own.</li>
 * </ul>
 * Raw message types are not suppressed but avoided: {@link FsmWriter} casts to the type with wildcards.
 */
final class NamedTypes {
    private final List<Element> used = new ArrayList<>();
    private final List<TypeElement> messageClasses = new ArrayList<>();
    private final String pkg;
    private final Elements elements;
    private final Trees trees;

    private NamedTypes(MachineGraph graph, ProcessingEnvironment env) {
        this.pkg = graph.model().packageName();
        this.elements = env.getElementUtils();
        this.trees = javacTrees(env);
        addWithEnclosing(graph.model().entity());
        addWithEnclosing(graph.statesModel().enumType());
        // A placeholder state of the stand-ins of an enum without constants has no element.
        graph.states().stream().map(State::element).filter(Objects::nonNull).forEach(used::add);
        for (HandlerModel handler : graph.model().handlers()) {
            used.add(handler.method());
            used.add(handler.declaringClass());
        }
        for (TypeElement type = graph.model().entity(); type != null; ) {
            used.add(type);
            type = type.getSuperclass().getKind() == TypeKind.DECLARED
                    ? (TypeElement) ((DeclaredType) type.getSuperclass()).asElement() : null;
        }
        for (MessageType message : graph.messageTypes()) {
            TypeElement named = classOf(message.type());
            if (named != null) {
                addWithEnclosing(named);
                messageClasses.add(named);
            }
        }
    }

    static NamedTypes of(MachineGraph graph, ProcessingEnvironment env) {
        return new NamedTypes(graph, env);
    }

    /**
     * Adds to {@code type} the {@code @SuppressWarnings} it needs, if any, and has it write the deprecated
     * classes of other packages qualified. {@code namesMessages}: whether the class names the message types.
     */
    void quieten(TypeSpec.Builder type, boolean namesMessages) {
        Set<String> warnings = new LinkedHashSet<>();
        // Only what is named: ECJ warns of a suppression that suppresses nothing.
        if (used.stream().anyMatch(e -> elements.isDeprecated(e) && !forRemoval(e))) {
            warnings.add("deprecation");
        }
        if (used.stream().anyMatch(NamedTypes::forRemoval)) {
            warnings.add("removal");
        }
        if (namesMessages && trees != null && messageClasses.stream().anyMatch(this::mayBeAuxiliary)) {
            warnings.add("auxiliaryclass");
        }
        if (!warnings.isEmpty()) {
            AnnotationSpec.Builder suppress = AnnotationSpec.builder(SuppressWarnings.class);
            warnings.forEach(warning -> suppress.addMember("value", "$S", warning));
            type.addAnnotation(suppress.build());
        }
        for (Element element : used) {
            if (element instanceof TypeElement top && top.getEnclosingElement() instanceof PackageElement owner
                    && !owner.getQualifiedName().contentEquals(pkg) && elements.isDeprecated(top)) {
                type.alwaysQualify(top.getSimpleName().toString());
            }
        }
    }

    /** Whether {@code element} is {@code @Deprecated(forRemoval = true)}: javac's lint is then removal, not deprecation. */
    private static boolean forRemoval(Element element) {
        return element.getAnnotationMirrors().stream()
                .filter(mirror -> ((TypeElement) mirror.getAnnotationType().asElement()).getQualifiedName()
                        .contentEquals("java.lang.Deprecated"))
                .flatMap(mirror -> mirror.getElementValues().entrySet().stream())
                .anyMatch(value -> value.getKey().getSimpleName().contentEquals("forRemoval")
                        && Boolean.TRUE.equals(value.getValue().getValue()));
    }

    private void addWithEnclosing(TypeElement type) {
        for (Element e = type; e instanceof TypeElement; e = e.getEnclosingElement()) {
            used.add(e);
        }
    }

    /**
     * Whether javac may take the top-level class of {@code type} for an auxiliary one: not public, and
     * declared in a source file named otherwise, or read from a class file (whose recorded source file
     * javac compares with its name; the processor cannot see it).
     */
    private boolean mayBeAuxiliary(TypeElement type) {
        TypeElement top = type;
        while (top.getEnclosingElement() instanceof TypeElement outer) {
            top = outer;
        }
        if (top.getModifiers().contains(Modifier.PUBLIC)) {
            return false;
        }
        TreePath path = trees.getPath(top);
        return path == null || !path.getCompilationUnit().getSourceFile()
                .isNameCompatible(top.getSimpleName().toString(), JavaFileObject.Kind.SOURCE);
    }

    /** The class or interface a message type names, through arrays; null for a primitive. */
    private static TypeElement classOf(TypeMirror type) {
        TypeMirror component = type;
        while (component instanceof ArrayType array) {
            component = array.getComponentType();
        }
        return component instanceof DeclaredType declared && declared.asElement().getKind() != ElementKind.TYPE_PARAMETER
                ? (TypeElement) declared.asElement() : null;
    }

    /** javac's trees; null under another compiler, which has no {@code auxiliaryclass} lint (ECJ warns on the name). */
    private static Trees javacTrees(ProcessingEnvironment env) {
        try {
            return Trees.instance(env);
        } catch (RuntimeException | LinkageError notJavac) {
            return null;
        }
    }
}
