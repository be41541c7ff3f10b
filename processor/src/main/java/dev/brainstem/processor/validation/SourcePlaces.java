package dev.brainstem.processor.validation;

import com.sun.source.tree.BinaryTree;
import com.sun.source.tree.ClassTree;
import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.ConditionalExpressionTree;
import com.sun.source.tree.LineMap;
import com.sun.source.tree.MemberSelectTree;
import com.sun.source.tree.MethodInvocationTree;
import com.sun.source.tree.MethodTree;
import com.sun.source.tree.Tree;
import com.sun.source.tree.VariableTree;
import com.sun.source.util.SourcePositions;
import com.sun.source.util.TreePath;
import com.sun.source.util.Trees;
import java.io.IOException;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.TypeElement;

/**
 * Where a finding is, as {@code path:line:column} (the line and column from 1), at the place javac's own
 * diagnostic points to: a class's {@code class} (or {@code enum}, {@code interface}, {@code record})
 * keyword, a method's or variable's name, an annotation's {@code @}, a value's first character, a selection's
 * dot, a conditional's {@code ?}, a call's {@code (}, a binary operator. The public tree API gives each
 * tree's start and end only, so those are found in the source text from there.
 *
 * <p>Where the compiler offers no trees (Eclipse's), the place is the top-level class's source path as javac
 * would name it from the source root, at line 0, column 0.
 */
final class SourcePlaces {
    private final Trees trees;

    /** @param trees javac's trees, or null where the compiler offers none */
    SourcePlaces(Trees trees) {
        this.trees = trees;
    }

    /** The place of an element, or of its annotation, or of one value of it (each may be null, from the last). */
    String of(Element element, AnnotationMirror annotation, AnnotationValue value) {
        TreePath path = null;
        if (trees != null) {
            path = annotation == null ? trees.getPath(element)
                    : value == null ? trees.getPath(element, annotation) : trees.getPath(element, annotation, value);
            if (path == null && annotation != null) {
                path = trees.getPath(element);
                annotation = null;
            }
        }
        if (path == null) {
            return unknown(element);
        }
        return at(path.getLeaf(), path.getCompilationUnit(), annotation == null);
    }

    /** The place of a tree of {@code unit}: an expression, an annotation. */
    String of(Tree tree, CompilationUnitTree unit) {
        return at(tree, unit, false);
    }

    private String at(Tree tree, CompilationUnitTree unit, boolean declaration) {
        long position;
        try {
            position = new Finder(trees.getSourcePositions(), unit).position(tree, declaration);
        } catch (IOException | RuntimeException unreadable) {
            position = trees.getSourcePositions().getStartPosition(unit, tree);
        }
        LineMap lines = unit.getLineMap();
        if (position < 0 || lines == null) {
            return unit.getSourceFile().getName() + ":0:0";
        }
        return unit.getSourceFile().getName() + ":" + lines.getLineNumber(position) + ":"
                + lines.getColumnNumber(position);
    }

    private static String unknown(Element element) {
        Element top = element;
        while (top.getEnclosingElement() != null && !(top.getEnclosingElement() instanceof PackageElement)) {
            top = top.getEnclosingElement();
        }
        String name = top instanceof TypeElement type ? type.getQualifiedName().toString() : top.toString();
        return name.replace('.', '/') + ".java:0:0";
    }

    /** Finds, in the text of one compilation unit, the character javac's diagnostic points to. */
    private static final class Finder {
        private final SourcePositions positions;
        private final CompilationUnitTree unit;
        private final CharSequence text;

        Finder(SourcePositions positions, CompilationUnitTree unit) throws IOException {
            this.positions = positions;
            this.unit = unit;
            this.text = unit.getSourceFile().getCharContent(true);
        }

        long position(Tree tree, boolean declaration) {
            long start = positions.getStartPosition(unit, tree);
            if (declaration && tree instanceof ClassTree type) {
                return skipBlanks(after(type.getModifiers(), start)); // the class, enum, interface or record keyword
            }
            if (declaration && tree instanceof MethodTree method) {
                long from = method.getReturnType() == null ? after(method.getModifiers(), start)
                        : end(method.getReturnType());
                return word(method.getName(), from, -1);
            }
            if (declaration && tree instanceof VariableTree variable) {
                // An enum constant's type is made up at its name: the name may be where the type starts.
                long typeStart = variable.getType() == null ? -1 : positions.getStartPosition(unit, variable.getType());
                long from = after(variable.getModifiers(), start);
                return word(variable.getName(), from, typeStart);
            }
            if (tree instanceof MemberSelectTree select) {
                long at = end(select) - select.getIdentifier().length();
                while (at > start && text.charAt((int) at) != '.') {
                    at--;
                }
                return at;
            }
            if (tree instanceof ConditionalExpressionTree conditional) {
                return skipBlanks(end(conditional.getCondition()));
            }
            if (tree instanceof MethodInvocationTree call) {
                return skipBlanks(end(call.getMethodSelect()));
            }
            if (tree instanceof BinaryTree binary) {
                return skipBlanks(end(binary.getLeftOperand()));
            }
            return start;
        }

        /** Where {@code tree} ends, or where its sibling starts when it is empty (no modifiers). */
        private long after(Tree modifiers, long otherwise) {
            long end = modifiers == null ? -1 : positions.getEndPosition(unit, modifiers);
            return end < 0 ? otherwise : end;
        }

        private long end(Tree tree) {
            return positions.getEndPosition(unit, tree);
        }

        /** The first whole-word {@code name} from {@code from} that is past the type, or starts where it does. */
        private long word(CharSequence name, long from, long typeStart) {
            String source = text.toString();
            for (int at = source.indexOf(name.toString(), (int) from); at >= 0;
                    at = source.indexOf(name.toString(), at + 1)) {
                boolean whole = (at == 0 || !Character.isJavaIdentifierPart(source.charAt(at - 1)))
                        && (at + name.length() >= source.length()
                                || !Character.isJavaIdentifierPart(source.charAt(at + name.length())));
                if (whole) {
                    return at;
                }
            }
            return typeStart >= 0 ? typeStart : from;
        }

        /** The first character from {@code at} that is neither white space nor in a comment. */
        private long skipBlanks(long at) {
            int i = (int) at;
            while (i < text.length()) {
                char c = text.charAt(i);
                if (Character.isWhitespace(c)) {
                    i++;
                } else if (c == '/' && i + 1 < text.length() && text.charAt(i + 1) == '/') {
                    while (i < text.length() && text.charAt(i) != '\n') {
                        i++;
                    }
                } else if (c == '/' && i + 1 < text.length() && text.charAt(i + 1) == '*') {
                    int close = text.toString().indexOf("*/", i + 2);
                    i = close < 0 ? text.length() : close + 2;
                } else {
                    break;
                }
            }
            return i;
        }
    }
}
