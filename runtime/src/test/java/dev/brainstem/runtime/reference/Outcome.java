package dev.brainstem.runtime.reference;

import java.util.List;

/**
 * What one step of a {@link Batch} (an {@code add}, {@code remove}, {@code transitionTo} or
 * {@code tick} from outside) throws: nothing ({@link #ok()}), or {@code thrown} with {@code suppressed}
 * attached to it, in that order.
 */
public record Outcome(Failure thrown, List<Failure> suppressed) {
    public static final Outcome OK = new Outcome(null, List.of());

    public Outcome {
        suppressed = List.copyOf(suppressed);
        if (thrown == null && !suppressed.isEmpty()) {
            throw new IllegalArgumentException("suppressed failures without a thrown one");
        }
    }

    static Outcome refused(String mention) {
        return new Outcome(new Failure.Refused(mention), List.of());
    }

    public boolean ok() {
        return thrown == null;
    }
}
