package dev.brainstem.processor.reading;

import com.sun.source.tree.AnnotationTree;
import com.sun.source.tree.BlockTree;
import com.sun.source.tree.ClassTree;
import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.ImportTree;
import com.sun.source.util.TreePath;
import com.sun.source.util.TreePathScanner;
import com.sun.source.util.Trees;
import dev.brainstem.processor.model.StrayAnnotation;
import dev.brainstem.processor.model.StrayAnnotation.Kind;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;

/**
 * Reads a round for Brainstem annotations that have no effect where they are (check 7): handler
 * annotations outside a machine, {@code @After} on a type that is no machine, {@code @EntryPoint}
 * outside a states enum, {@code @States} on a type that is not an enum, and {@code @StateMachine} on a
 * local class. Reports nothing.
 *
 * <p><b>By decision,</b> an abstract class may declare handlers without being a machine: it is a base
 * class whose handlers its {@code @StateMachine} subclasses inherit, checked with each of them.
 *
 * <p>A local class is found in the source trees: javac makes no element of it before processors run,
 * so {@code RoundEnvironment} never lists it. Where javac's trees are not offered, it is not found.
 */
public final class RoundReader {
    private static final List<String> HANDLER_ANNOTATIONS = List.of(Names.ON_ENTER, Names.ON_UPDATE, Names.ON_EXIT,
            Names.TRANSITION, Names.ON_MESSAGE);

    private final ProcessingEnvironment env;
    private final Trees trees;

    public RoundReader(ProcessingEnvironment env, Trees trees) {
        this.env = env;
        this.trees = trees;
    }

    public List<StrayAnnotation> strays(RoundEnvironment round) {
        List<StrayAnnotation> found = new ArrayList<>();
        for (String name : HANDLER_ANNOTATIONS) {
            for (Element method : annotatedWith(round, name)) {
                if (method.getEnclosingElement() instanceof TypeElement owner && !mayDeclareHandlers(owner)) {
                    found.add(stray(Kind.HANDLER_OUTSIDE_MACHINE, method, name, owner));
                }
            }
        }
        for (String mark : List.of(Names.ENTRY_POINT, Names.INTERRUPT, Names.BACK)) {
            for (Element field : annotatedWith(round, mark)) {
                if (field.getKind() != ElementKind.ENUM_CONSTANT) {
                    found.add(stray(Kind.ENTRY_POINT_NOT_CONSTANT, field, mark, field.getEnclosingElement()));
                } else if (AnnotationValues.find(field.getEnclosingElement(), Names.STATES).isEmpty()) {
                    found.add(stray(Kind.ENTRY_POINT_OUTSIDE_STATES, field, mark, field.getEnclosingElement()));
                }
            }
        }
        // Repeated, javac holds the @Afters in their container: the type is annotated with that instead.
        for (String name : List.of(Names.AFTER, Names.AFTERS)) {
            for (Element type : annotatedWith(round, name)) {
                if (AnnotationValues.find(type, Names.STATE_MACHINE).isEmpty()) {
                    found.add(new StrayAnnotation(Kind.AFTER_OUTSIDE_MACHINE, type,
                            AnnotationValues.find(type, name).orElse(null), "After", type, null, null));
                }
            }
        }
        for (Element type : annotatedWith(round, Names.STATES)) {
            if (type.getKind() != ElementKind.ENUM) {
                found.add(stray(Kind.STATES_NOT_ENUM, type, Names.STATES, type));
            }
        }
        if (trees != null) {
            findLocalMachines(round, found);
        }
        return found;
    }

    /**
     * A machine or a type the machine checks report (an interface, an enum...), or an abstract class.
     * The same rule serves machines that inherit handlers from a class compiled earlier.
     */
    public static boolean mayDeclareHandlers(TypeElement owner) {
        return AnnotationValues.find(owner, Names.STATE_MACHINE).isPresent()
                || owner.getKind() == ElementKind.CLASS && owner.getModifiers().contains(Modifier.ABSTRACT);
    }

    private Set<? extends Element> annotatedWith(RoundEnvironment round, String name) {
        TypeElement annotation = env.getElementUtils().getTypeElement(name);
        return annotation == null ? Set.of() : round.getElementsAnnotatedWith(annotation);
    }

    private static StrayAnnotation stray(Kind kind, Element element, String annotation, Element owner) {
        return new StrayAnnotation(kind, element, AnnotationValues.find(element, annotation).orElse(null),
                annotation.substring(annotation.lastIndexOf('.') + 1), owner, null, null);
    }

    private void findLocalMachines(RoundEnvironment round, List<StrayAnnotation> found) {
        Set<CompilationUnitTree> units = new HashSet<>();
        for (Element root : round.getRootElements()) {
            TreePath path = trees.getPath(root);
            if (path != null && units.add(path.getCompilationUnit())) {
                new LocalClasses(path.getCompilationUnit(), found).scan(path.getCompilationUnit(), null);
            }
        }
    }

    /** Finds classes declared in blocks whose annotations name {@code @StateMachine}. */
    private static final class LocalClasses extends TreePathScanner<Void, Void> {
        private final CompilationUnitTree unit;
        private final List<StrayAnnotation> found;
        private final boolean imported;
        private int blocks;

        LocalClasses(CompilationUnitTree unit, List<StrayAnnotation> found) {
            this.unit = unit;
            this.found = found;
            boolean imported = "dev.brainstem".contentEquals(String.valueOf(unit.getPackageName()));
            for (ImportTree anImport : unit.getImports()) {
                String name = anImport.getQualifiedIdentifier().toString();
                imported |= !anImport.isStatic() && (name.equals(Names.STATE_MACHINE) || name.equals("dev.brainstem.*"));
            }
            this.imported = imported;
        }

        @Override
        public Void visitBlock(BlockTree node, Void unused) {
            blocks++;
            try {
                return super.visitBlock(node, unused);
            } finally {
                blocks--;
            }
        }

        @Override
        public Void visitClass(ClassTree node, Void unused) {
            if (blocks > 0) {
                for (AnnotationTree annotation : node.getModifiers().getAnnotations()) {
                    String name = annotation.getAnnotationType().toString();
                    if (name.equals(Names.STATE_MACHINE) || imported && name.equals("StateMachine")) {
                        found.add(new StrayAnnotation(Kind.LOCAL_MACHINE, null, null, node.getSimpleName().toString(),
                                null, annotation, unit));
                    }
                }
            }
            // A class body is no block: a local class's own members are not local classes, but the
            // blocks inside them may hold more.
            int outer = blocks;
            blocks = 0;
            try {
                return super.visitClass(node, unused);
            } finally {
                blocks = outer;
            }
        }
    }
}
