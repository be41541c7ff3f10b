package dev.brainstem.processor.model;

/**
 * A type declared in a source file named for another class: javac calls it an auxiliary class and,
 * under {@code -Xlint:auxiliaryclass}, warns wherever another file names it.
 *
 * @param topLevel the simple name of the auxiliary top-level class: the type itself, or the class it
 *     is nested in
 * @param fileName the name of the file that declares it, without directories ({@code Lamp.java})
 */
public record AuxiliaryDeclaration(String topLevel, String fileName) {}
