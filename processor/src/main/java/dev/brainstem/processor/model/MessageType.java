package dev.brainstem.processor.model;

import java.util.Optional;
import java.util.Set;
import javax.lang.model.type.TypeMirror;

/**
 * The message type of an {@code @OnMessage} handler: the type of its one positional parameter.
 *
 * @param type the parameter's type as the machine's class sees it
 * @param name its erasure as a name ({@code java.lang.Object}, {@code a.Noise[]}): the key of the
 *     duplicate check and of subtyping
 * @param supertypes the names of its erasure and of all its supertypes' erasures, itself included
 * @param primitive whether it is a primitive type (check 8)
 * @param unfit why generated code cannot match it with {@code instanceof} and name it (type arguments, a
 *     type variable, a private class...), when so
 * @param concreteClass whether it is a class, a record or an enum that is not abstract: a message can
 *     be of exactly this class, and told by one compare of its class
 */
public record MessageType(TypeMirror type, String name, Set<String> supertypes, boolean primitive,
        Optional<String> unfit, boolean concreteClass) {
    public MessageType {
        supertypes = Set.copyOf(supertypes);
    }

    /** The type's simple name as the user wrote it: the label of its edges in the diagrams. */
    public String simpleName() {
        return TypeNames.simple(type);
    }

    /** Whether a message of this type is always also one of {@code other}. */
    public boolean isSubtypeOf(MessageType other) {
        return supertypes.contains(other.name);
    }
}
