package dev.brainstem.processor.model;

import javax.lang.model.element.AnnotationValue;

/**
 * A state named by a string in an annotation, with the exact annotation value that holds it, so a
 * diagnostic can underline that string.
 */
public record StateRef(String name, AnnotationValue value) {}
