package dev.brainstem.processor.reading;

import com.sun.source.tree.AssignmentTree;
import com.sun.source.tree.ClassTree;
import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.ConditionalExpressionTree;
import com.sun.source.tree.ExpressionTree;
import com.sun.source.tree.IdentifierTree;
import com.sun.source.tree.LambdaExpressionTree;
import com.sun.source.tree.LiteralTree;
import com.sun.source.tree.MethodTree;
import com.sun.source.tree.ParenthesizedTree;
import com.sun.source.tree.ReturnTree;
import com.sun.source.tree.Tree;
import com.sun.source.tree.VariableTree;
import com.sun.source.util.TreePath;
import com.sun.source.util.TreePathScanner;
import com.sun.source.util.Trees;
import dev.brainstem.processor.model.BodyReturns;
import dev.brainstem.processor.model.ReturnedState;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;

/**
 * Reads the {@code return} statements of a handler's body through javac's tree API, to find the
 * state constants it returns (check 6). Where javac's trees are not offered (another compiler, or a
 * wrapped processing environment) it reads nothing, and the runtime check stands alone. Where they are,
 * a body it cannot see (a class compiled already, or kapt's stub of a Kotlin class, whose bodies are
 * placeholders: {@link KotlinStubs}) is not read either.
 */
public final class ReturnScanner {

    private final Trees trees;
    /**
     * The tree path of every method of the classes scanned so far. {@code Trees.getPath} searches
     * the whole compilation unit on each call, which made a class of thousands of handlers quadratic.
     */
    private final Map<Element, TreePath> methodPaths = new HashMap<>();
    private final Set<Element> indexedClasses = new HashSet<>();

    private ReturnScanner(Trees trees) {
        this.trees = trees;
    }

    public static ReturnScanner create(ProcessingEnvironment env) {
        try {
            return new ReturnScanner(Trees.instance(env));
        } catch (Throwable notJavac) {
            // Not javac, or a wrapped environment: check 6 is skipped without a word.
            return new ReturnScanner(null);
        }
    }

    public Trees trees() {
        return trees;
    }

    /** Whether bodies are read at all: javac's trees are offered. */
    public boolean readsBodies() {
        return trees != null;
    }

    /**
     * The source text of an annotation value as the user wrote it ({@code Base.Mode.class}), where
     * javac's trees are offered; else what the compiler makes of the value.
     */
    public String written(Element element, javax.lang.model.element.AnnotationMirror mirror,
            javax.lang.model.element.AnnotationValue value) {
        if (trees != null) {
            try {
                Tree tree = trees.getTree(element, mirror, value);
                if (tree != null) {
                    return tree.toString();
                }
            } catch (RuntimeException unreadable) {
                // fall through to the compiler's own rendering
            }
        }
        return value.toString();
    }

    public Optional<BodyReturns> scan(ExecutableElement method, TypeElement stateEnum) {
        if (trees == null || stateEnum == null || KotlinStubs.declares(method)) {
            return Optional.empty();
        }
        try {
            TreePath path = pathOf(method);
            if (path == null || !(path.getLeaf() instanceof MethodTree tree) || tree.getBody() == null) {
                return Optional.empty();
            }
            TreePath body = new TreePath(path, tree.getBody());
            Collector collector = new Collector(path.getCompilationUnit(), stateEnum, body);
            collector.scan(body, null);
            return Optional.of(new BodyReturns(List.copyOf(collector.found), collector.returnsNull, collector.complete));
        } catch (RuntimeException unreadable) {
            return Optional.empty();
        }
    }

    /**
     * Whether a guard's body could be read and every {@code return} in it is the literal {@code true}:
     * a guard after it in the same state never runs (the warning of the design's checks).
     */
    public boolean alwaysTrue(ExecutableElement method) {
        if (trees == null || KotlinStubs.declares(method)) {
            return false;
        }
        try {
            TreePath path = pathOf(method);
            if (path == null || !(path.getLeaf() instanceof MethodTree tree) || tree.getBody() == null) {
                return false;
            }
            boolean[] seen = {false, true}; // a return seen; all of them `true`
            new TreePathScanner<Void, Void>() {
                @Override
                public Void visitLambdaExpression(LambdaExpressionTree node, Void unused) {
                    return null;
                }

                @Override
                public Void visitClass(ClassTree node, Void unused) {
                    return null;
                }

                @Override
                public Void visitReturn(ReturnTree node, Void unused) {
                    seen[0] = true;
                    ExpressionTree value = node.getExpression();
                    while (value instanceof ParenthesizedTree parens) {
                        value = parens.getExpression();
                    }
                    seen[1] &= value instanceof LiteralTree literal && Boolean.TRUE.equals(literal.getValue());
                    return null;
                }
            }.scan(new TreePath(path, tree.getBody()), null);
            return seen[0] && seen[1];
        } catch (RuntimeException unreadable) {
            return false;
        }
    }

    private TreePath pathOf(ExecutableElement method) {
        Element owner = method.getEnclosingElement();
        if (indexedClasses.add(owner)) {
            TreePath classPath = trees.getPath(owner);
            if (classPath != null && classPath.getLeaf() instanceof ClassTree type) {
                for (Tree member : type.getMembers()) {
                    if (member instanceof MethodTree) {
                        TreePath memberPath = new TreePath(classPath, member);
                        Element element = trees.getElement(memberPath);
                        if (element != null) {
                            methodPaths.put(element, memberPath);
                        }
                    }
                }
            }
        }
        return methodPaths.get(method);
    }

    private final class Collector extends TreePathScanner<Void, Void> {
        /** Reads every value a local variable is given: its initializer and its assignments. */
        private void follow(Element variable) {
            if (!following.add(variable)) {
                return; // read already, or being read: `x = cond ? x : A` adds nothing new
            }
            List<TreePath> values = assignments().getOrDefault(variable, List.of());
            if (values.isEmpty()) {
                complete = false;
            }
            for (TreePath value : values) {
                read(value);
            }
        }

        private Map<Element, List<TreePath>> assignments() {
            if (assigned == null) {
                assigned = new HashMap<>();
                new TreePathScanner<Void, Void>() {
                    @Override
                    public Void visitVariable(VariableTree node, Void unused) {
                        if (node.getInitializer() != null) {
                            note(trees.getElement(getCurrentPath()), new TreePath(getCurrentPath(), node.getInitializer()));
                        }
                        return super.visitVariable(node, unused);
                    }

                    @Override
                    public Void visitAssignment(AssignmentTree node, Void unused) {
                        note(trees.getElement(new TreePath(getCurrentPath(), node.getVariable())),
                                new TreePath(getCurrentPath(), node.getExpression()));
                        return super.visitAssignment(node, unused);
                    }

                    private void note(Element variable, TreePath value) {
                        if (variable != null) {
                            assigned.computeIfAbsent(variable, k -> new ArrayList<>()).add(value);
                        }
                    }
                }.scan(body, null);
            }
            return assigned;
        }

        private final CompilationUnitTree unit;
        private final TypeElement stateEnum;
        private final TreePath body;
        private final List<ReturnedState> found = new ArrayList<>();
        private final Set<Element> following = new HashSet<>();
        private Map<Element, List<TreePath>> assigned;
        private boolean returnsNull;
        private boolean complete = true;

        Collector(CompilationUnitTree unit, TypeElement stateEnum, TreePath body) {
            this.unit = unit;
            this.stateEnum = stateEnum;
            this.body = body;
        }

        // Returns inside lambdas and local classes belong to other methods.
        @Override
        public Void visitLambdaExpression(LambdaExpressionTree node, Void unused) {
            return null;
        }

        @Override
        public Void visitClass(ClassTree node, Void unused) {
            return null;
        }

        @Override
        public Void visitReturn(ReturnTree node, Void unused) {
            if (node.getExpression() != null) {
                read(new TreePath(getCurrentPath(), node.getExpression()));
            }
            return null;
        }

        private void read(TreePath path) {
            Tree leaf = path.getLeaf();
            if (leaf instanceof ParenthesizedTree parens) {
                read(new TreePath(path, parens.getExpression()));
            } else if (leaf instanceof ConditionalExpressionTree conditional) {
                read(new TreePath(path, conditional.getTrueExpression()));
                read(new TreePath(path, conditional.getFalseExpression()));
            } else if (leaf instanceof LiteralTree literal && literal.getValue() == null) {
                returnsNull = true;
            } else if (leaf instanceof ExpressionTree) {
                Element element = trees.getElement(path);
                if (element != null && element.getKind() == ElementKind.ENUM_CONSTANT
                        && element.getEnclosingElement().equals(stateEnum)) {
                    found.add(new ReturnedState(element.getSimpleName().toString(), leaf, unit));
                } else if (element != null && element.getKind() == ElementKind.LOCAL_VARIABLE
                        && leaf instanceof IdentifierTree) {
                    follow(element);
                } else {
                    complete = false;
                }
            } else {
                complete = false;
            }
        }
    }
}
