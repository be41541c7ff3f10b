package dev.brainstem.processor.model;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Predicate;
import javax.lang.model.element.TypeElement;

/** The order in which guards are tried and message handlers placed: a superclass's before its subclass's. */
final class DeclarationOrder {
    private DeclarationOrder() {}

    /** The handlers that {@code kind} accepts in declaration order, a superclass's before its subclass's. */
    static List<HandlerModel> superclassesFirst(List<HandlerModel> handlers, Predicate<HandlerModel> kind) {
        List<TypeElement> classes = new ArrayList<>();
        for (HandlerModel handler : handlers) {
            if (!classes.contains(handler.declaringClass())) {
                classes.add(handler.declaringClass());
            }
        }
        Collections.reverse(classes);
        List<HandlerModel> ordered = new ArrayList<>();
        for (TypeElement type : classes) {
            for (HandlerModel handler : handlers) {
                if (kind.test(handler) && handler.declaringClass().equals(type)) {
                    ordered.add(handler);
                }
            }
        }
        return List.copyOf(ordered);
    }
}
