package dev.brainstem.processor.validation;

import com.sun.source.util.Trees;
import dev.brainstem.processor.model.ReturnedState;
import javax.annotation.processing.Messager;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import javax.tools.Diagnostic;

/**
 * Reports the checks' findings through the {@link Messager}: on the element, on its annotation when
 * the annotation is at fault, and on the exact annotation value when a value is, so that an IDE
 * underlines the misspelled string. The {@link Message} decides whether it is an error or a warning.
 * Counts the errors so the processor knows whether a machine may be written.
 *
 * <p>One reporter serves one round. A finding reported twice in a round, the same message at the same
 * place, is printed once: two machines that inherit one broken base class each count the error (so
 * neither is written) but the user reads it once.
 */
public final class ErrorReporter {
    private final Messager messager;
    private final Trees trees;
    private final SourcePlaces places;
    private final Set<List<Object>> printed = new HashSet<>();
    /** Every error's text, in the order reported, also those printed once for two machines. */
    private final List<String> errorTexts = new ArrayList<>();
    /** Every error as {@code path:line:column: text}, in the same order. */
    private final List<String> errorLines = new ArrayList<>();
    private int errors;

    /**
     * @param trees javac's trees, or null where javac does not offer them (then no handler body was
     *     read, and nothing is ever reported on a return statement)
     */
    public ErrorReporter(Messager messager, Trees trees) {
        this.messager = messager;
        this.trees = trees;
        this.places = new SourcePlaces(trees);
    }

    /** On an element: a class, a method, an enum constant. */
    public void onElement(Message message, Element element, Object... args) {
        String text = message.format(args);
        count(message, text, () -> places.of(placeable(element), null, null));
        if (first(text, element)) {
            messager.printMessage(message.kind(), text, placeable(element));
        }
    }

    /** On an annotation of an element, when the annotation as a whole is at fault. */
    public void onAnnotation(Message message, Element element, AnnotationMirror annotation, Object... args) {
        String text = message.format(args);
        count(message, text, () -> place(element, annotation, null));
        if (first(text, element, annotation)) {
            if (placeable(element) != element) {
                messager.printMessage(message.kind(), text, placeable(element));
            } else if (!printedInRepeated(message, text, element, annotation, null)) {
                messager.printMessage(message.kind(), text, element, annotation);
            }
        }
    }

    /** On one value of an annotation: javac places it on that value, even inside an array. */
    public void onValue(Message message, Element element, AnnotationMirror annotation, AnnotationValue value,
            Object... args) {
        String text = message.format(args);
        count(message, text, () -> place(element, annotation, value));
        if (first(text, element, annotation, value)) {
            if (placeable(element) != element) {
                messager.printMessage(message.kind(), text, placeable(element));
            } else if (!printedInRepeated(message, text, element, annotation, value)) {
                messager.printMessage(message.kind(), text, element, annotation, value);
            }
        }
    }

    /**
     * Prints on a value of a repeated annotation ({@code @StateGroup} written twice), which javac
     * wraps in a container it made up: its Messager finds no source for such a mirror and falls back to
     * the element, so the value is found in the element's tree here. False when the annotation is not
     * in a made-up container, or where javac's trees are not offered.
     */
    private boolean printedInRepeated(Message message, String text, Element element, AnnotationMirror annotation,
            AnnotationValue value) {
        Optional<com.sun.source.util.TreePath> at = repeated(element, annotation, value);
        at.ifPresent(path -> trees.printMessage(message.kind(), text, path.getLeaf(), path.getCompilationUnit()));
        return at.isPresent();
    }

    /** Where a finding on an annotation or its value is printed: as {@link #printedInRepeated} finds it, else javac. */
    private String place(Element element, AnnotationMirror annotation, AnnotationValue value) {
        if (placeable(element) != element) {
            return places.of(placeable(element), null, null);
        }
        return repeated(element, annotation, value).map(path -> places.of(path.getLeaf(), path.getCompilationUnit()))
                .orElseGet(() -> places.of(element, annotation, value));
    }

    /**
     * The tree of a value of a repeated annotation (or of the annotation), with its compilation unit; empty
     * when the annotation is not in a made-up container, or where javac's trees are not offered.
     */
    private Optional<com.sun.source.util.TreePath> repeated(Element element, AnnotationMirror annotation,
            AnnotationValue value) {
        if (trees == null || element.getAnnotationMirrors().contains(annotation)) {
            return Optional.empty();
        }
        int index = -1;
        for (AnnotationMirror container : element.getAnnotationMirrors()) {
            for (AnnotationValue held : container.getElementValues().values()) {
                if (held.getValue() instanceof List<?> list) {
                    for (int i = 0; i < list.size(); i++) {
                        if (list.get(i) instanceof AnnotationValue item && item.getValue() == annotation) {
                            index = i;
                        }
                    }
                }
            }
        }
        com.sun.source.util.TreePath path = trees.getPath(element);
        if (index < 0 || path == null || !(path.getLeaf() instanceof com.sun.source.tree.ClassTree type)) {
            return Optional.empty();
        }
        String annotationType = annotation.getAnnotationType().asElement().getSimpleName().toString();
        List<com.sun.source.tree.AnnotationTree> written = new java.util.ArrayList<>();
        for (com.sun.source.tree.AnnotationTree tree : type.getModifiers().getAnnotations()) {
            String name = tree.getAnnotationType().toString();
            if (name.equals(annotationType) || name.endsWith("." + annotationType)) {
                written.add(tree);
            }
        }
        if (index >= written.size()) {
            return Optional.empty();
        }
        return Optional.of(new com.sun.source.util.TreePath(path, valueTree(written.get(index), annotation, value)));
    }

    /** The tree of {@code value} inside the annotation's tree, or the annotation's when it is null or not found. */
    private static com.sun.source.tree.Tree valueTree(com.sun.source.tree.AnnotationTree tree,
            AnnotationMirror annotation, AnnotationValue value) {
        for (var entry : annotation.getElementValues().entrySet()) {
            int item = -1;
            if (value == null) {
                break;
            }
            if (entry.getValue() != value) {
                if (!(entry.getValue().getValue() instanceof List<?> list)) {
                    continue;
                }
                for (int i = 0; i < list.size() && item < 0; i++) {
                    item = list.get(i) == value ? i : -1;
                }
                if (item < 0) {
                    continue;
                }
            }
            String member = entry.getKey().getSimpleName().toString();
            for (com.sun.source.tree.ExpressionTree argument : tree.getArguments()) {
                com.sun.source.tree.ExpressionTree expression = argument;
                if (argument instanceof com.sun.source.tree.AssignmentTree assignment) {
                    if (!assignment.getVariable().toString().equals(member)) {
                        continue;
                    }
                    expression = assignment.getExpression();
                } else if (!member.equals("value")) {
                    continue;
                }
                if (expression instanceof com.sun.source.tree.NewArrayTree array && item >= 0
                        && array.getInitializers() != null && item < array.getInitializers().size()) {
                    return array.getInitializers().get(item);
                }
                return expression;
            }
        }
        return tree;
    }

    /** On a {@code return} expression of a handler body; only bodies read through javac's trees have one. */
    public void onReturn(Message message, ReturnedState at, Object... args) {
        String text = message.format(args);
        count(message, text, () -> places.of(at.expression(), at.unit()));
        if (first(text, at.expression(), at.unit())) {
            trees.printMessage(message.kind(), text, at.expression(), at.unit());
        }
    }

    /** On a piece of source that javac made no element of (a local class's annotation). */
    public void onTree(Message message, com.sun.source.tree.Tree tree, com.sun.source.tree.CompilationUnitTree unit,
            Object... args) {
        String text = message.format(args);
        count(message, text, () -> places.of(tree, unit));
        if (first(text, tree, unit)) {
            trees.printMessage(message.kind(), text, tree, unit);
        }
    }

    /** An internal failure: on the element when there is one, else on the round. */
    public void internalError(Element element, String what) {
        errors++;
        String where = element == null ? "this round" : element.toString();
        errorTexts.add(Message.INTERNAL_ERROR.format(where, what));
        errorLines.add((element == null ? "?:0:0" : places.of(element, null, null)) + ": "
                + oneLine(Message.INTERNAL_ERROR.format(where, what)));
        if (element == null) {
            messager.printMessage(Diagnostic.Kind.ERROR, Message.INTERNAL_ERROR.format(where, what));
        } else {
            messager.printMessage(Diagnostic.Kind.ERROR, Message.INTERNAL_ERROR.format(where, what), element);
        }
    }

    /**
     * The text of the first error reported after the first {@code count} errors: what the stand-ins
     * of a machine that failed its checks name.
     */
    public Optional<String> firstErrorAfter(int count) {
        return count < errorTexts.size() ? Optional.of(errorTexts.get(count)) : Optional.empty();
    }

    /**
     * The errors reported after the first {@code count}, a line each, {@code path:line:column: text} (a
     * text's own line breaks made spaces): what the machine's {@code .errors} file lists.
     */
    public List<String> errorLinesAfter(int count) {
        // Each once, as javac prints each once.
        return count < errorLines.size() ? errorLines.subList(count, errorLines.size()).stream().distinct().toList()
                : List.of();
    }

    /** How many errors were reported so far. */
    public int errorCount() {
        return errors;
    }

    /**
     * The element to print a message on. The Eclipse compiler's Messager gives a message on an enum
     * constant no position at all (its {@code BaseMessagerImpl.createProblem} has no case for
     * ENUM_CONSTANT), so there it goes on the enum, whose position ECJ knows; the message names the
     * constant.
     */
    private Element placeable(Element element) {
        boolean ecj = messager.getClass().getName().startsWith("org.eclipse.jdt.");
        return ecj && element.getKind() == ElementKind.ENUM_CONSTANT ? element.getEnclosingElement() : element;
    }

    /** Whether this message at this place is new in this round. */
    private boolean first(Object... messageAndPlace) {
        return printed.add(Arrays.asList(messageAndPlace));
    }

    private void count(Message message, String text, java.util.function.Supplier<String> place) {
        if (message.kind() == Diagnostic.Kind.ERROR) {
            errors++;
            errorTexts.add(text);
            errorLines.add(place.get() + ": " + oneLine(text));
        }
    }

    private static String oneLine(String text) {
        return text.replaceAll("\\R", " ");
    }
}
