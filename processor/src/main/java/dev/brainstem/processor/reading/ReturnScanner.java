package dev.brainstem.processor.reading;

import com.sun.source.tree.ClassTree;
import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.ConditionalExpressionTree;
import com.sun.source.tree.ExpressionTree;
import com.sun.source.tree.LambdaExpressionTree;
import com.sun.source.tree.LiteralTree;
import com.sun.source.tree.MethodTree;
import com.sun.source.tree.ParenthesizedTree;
import com.sun.source.tree.ReturnTree;
import com.sun.source.tree.Tree;
import com.sun.source.util.TreePath;
import com.sun.source.util.TreePathScanner;
import com.sun.source.util.Trees;
import dev.brainstem.processor.model.BodyReturns;
import dev.brainstem.processor.model.ReturnedState;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;

/**
 * Reads the {@code return} statements of a handler's body through javac's tree API, to find the
 * state constants it returns (check 6). Where javac's trees are not offered (another compiler, or a
 * wrapped processing environment) it reads nothing, and the runtime check stands alone.
 */
public final class ReturnScanner {

    private final Trees trees;
    /**
     * The tree path of every method of the classes scanned so far. {@code Trees.getPath} searches
     * the whole compilation unit on each call, which made a class of thousands of handlers quadratic.
     */
    private final java.util.Map<Element, TreePath> methodPaths = new java.util.HashMap<>();
    private final java.util.Set<Element> indexedClasses = new java.util.HashSet<>();

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

    public boolean available() {
        return trees != null;
    }

    public Trees trees() {
        return trees;
    }

    public Optional<BodyReturns> scan(ExecutableElement method, TypeElement stateEnum) {
        if (trees == null || stateEnum == null) {
            return Optional.empty();
        }
        try {
            TreePath path = pathOf(method);
            if (path == null || !(path.getLeaf() instanceof MethodTree tree) || tree.getBody() == null) {
                return Optional.empty();
            }
            Collector collector = new Collector(path.getCompilationUnit(), stateEnum);
            collector.scan(new TreePath(path, tree.getBody()), null);
            return Optional.of(new BodyReturns(List.copyOf(collector.found), collector.complete));
        } catch (RuntimeException unreadable) {
            return Optional.empty();
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
        private final CompilationUnitTree unit;
        private final TypeElement stateEnum;
        private final List<ReturnedState> found = new ArrayList<>();
        private boolean complete = true;

        Collector(CompilationUnitTree unit, TypeElement stateEnum) {
            this.unit = unit;
            this.stateEnum = stateEnum;
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
                // return null: stays.
            } else if (leaf instanceof ExpressionTree) {
                Element element = trees.getElement(path);
                if (element != null && element.getKind() == ElementKind.ENUM_CONSTANT
                        && element.getEnclosingElement().equals(stateEnum)) {
                    found.add(new ReturnedState(element.getSimpleName().toString(), leaf, unit));
                } else {
                    complete = false;
                }
            } else {
                complete = false;
            }
        }
    }
}
