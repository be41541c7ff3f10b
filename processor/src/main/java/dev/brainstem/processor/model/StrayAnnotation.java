package dev.brainstem.processor.model;

import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.Tree;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;

/**
 * A Brainstem annotation of this round where it has no effect, as the round reader found it.
 *
 * @param kind what is wrong
 * @param element where it is: the method, field or type; null for a local class, which javac does not
 *     make an element of before processors run
 * @param annotation the annotation at fault, for placing the message; null for a local class
 * @param annotationName its simple name; for a local class, the class's name
 * @param owner the type that holds the element (the handler's class, the constant's enum, the type
 *     itself)
 * @param tree for a local class, the annotation in the source; null otherwise
 * @param unit for a local class, its compilation unit; null otherwise
 */
public record StrayAnnotation(Kind kind, Element element, AnnotationMirror annotation, String annotationName,
        Element owner, Tree tree, CompilationUnitTree unit) {

    public enum Kind {
        /** A handler annotation in a concrete class that is not a {@code @StateMachine}. */
        HANDLER_OUTSIDE_MACHINE,
        /** {@code @EntryPoint} on a field that is not a constant. */
        ENTRY_POINT_NOT_CONSTANT,
        /** {@code @EntryPoint} on a constant of an enum without {@code @States}. */
        ENTRY_POINT_OUTSIDE_STATES,
        /** {@code @States} on a type that is not an enum. */
        STATES_NOT_ENUM,
        /** {@code @After} on a type that is not a {@code @StateMachine} class. */
        AFTER_OUTSIDE_MACHINE,
        /** {@code @StateMachine} on a local class. */
        LOCAL_MACHINE
    }
}
