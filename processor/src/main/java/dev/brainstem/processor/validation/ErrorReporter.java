package dev.brainstem.processor.validation;

import com.sun.source.util.Trees;
import dev.brainstem.processor.model.ReturnedState;
import javax.annotation.processing.Messager;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.tools.Diagnostic;

/**
 * Reports the checks' findings through the {@link Messager}, on the element and, where a value is at
 * fault, on the annotation value, so that an IDE underlines the exact string. Counts the errors so the
 * processor knows whether a machine may be written.
 */
public final class ErrorReporter {
    private final Messager messager;
    private final Trees trees;
    private int errors;

    public ErrorReporter(Messager messager, Trees trees) {
        this.messager = messager;
        this.trees = trees;
    }

    public void error(Message message, Element element, Object... args) {
        errors++;
        messager.printMessage(Diagnostic.Kind.ERROR, message.format(args), element);
    }

    public void error(Message message, Element element, AnnotationMirror annotation, Object... args) {
        errors++;
        messager.printMessage(Diagnostic.Kind.ERROR, message.format(args), element, annotation);
    }

    public void error(Message message, Element element, AnnotationMirror annotation, AnnotationValue value,
            Object... args) {
        errors++;
        messager.printMessage(Diagnostic.Kind.ERROR, message.format(args), element, annotation, value);
    }

    public void warning(Message message, Element element, AnnotationMirror annotation, AnnotationValue value,
            Object... args) {
        messager.printMessage(Diagnostic.Kind.WARNING, message.format(args), element, annotation, value);
    }

    /** An error on a {@code return} expression of a handler body; only read bodies have one. */
    public void error(Message message, ReturnedState at, Object... args) {
        errors++;
        trees.printMessage(Diagnostic.Kind.ERROR, message.format(args), at.expression(), at.unit());
    }

    /** An internal failure: on the element when there is one, else on the round. */
    public void internalError(Element element, String what) {
        errors++;
        String where = element == null ? "this round" : element.toString();
        if (element == null) {
            messager.printMessage(Diagnostic.Kind.ERROR, Message.INTERNAL_ERROR.format(where, what));
        } else {
            messager.printMessage(Diagnostic.Kind.ERROR, Message.INTERNAL_ERROR.format(where, what), element);
        }
    }

    /** How many errors were reported so far. */
    public int errorCount() {
        return errors;
    }
}
