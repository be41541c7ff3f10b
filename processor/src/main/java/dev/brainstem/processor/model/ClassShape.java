package dev.brainstem.processor.model;

import java.util.Optional;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.TypeElement;

/**
 * The facts of check 7 about the annotated type itself.
 *
 * @param kind class, interface, enum, record or annotation type
 * @param privateType the type that makes it unreachable: itself or an enclosing class declared private
 * @param inner whether it is an inner (non-static member) class
 * @param typeParameters its type parameters as written, {@code <T>}, or empty
 * @param auxiliary where it, or the top-level class it is nested in, is declared in a file named for
 *     another class
 */
public record ClassShape(ElementKind kind, Optional<TypeElement> privateType, boolean inner, String typeParameters,
        Optional<AuxiliaryDeclaration> auxiliary) {}
