package dev.brainstem.processor.model;

import java.util.List;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;

/**
 * One {@code @After} of the machine's class (a timed transition), as read: names only, each with the
 * annotation value that holds it, so that a check can underline the very string.
 *
 * @param annotation the {@code @After} mirror (inside the {@code @Afters} container when repeated)
 * @param index its place among the class's {@code @After}s, in the order written: on a tie the timer
 *     declared first fires
 * @param states the states and groups its {@code value} names
 * @param valueAttribute {@code value}, when written
 * @param seconds the constant delay, when {@code seconds} was written
 * @param secondsAttribute {@code seconds}, when written
 * @param delayAttribute {@code delay}, when written
 * @param to what its {@code to} names, when written
 * @param method the delay method {@code delay} names, as found; empty without {@code delay}, or when the
 *     class has no method of that name
 * @param floatMethods the names of the methods of the class and its superclasses that return a
 *     {@code float}, which a misspelled {@code delay} is compared with
 */
public record AfterModel(AnnotationMirror annotation, int index, List<StateRef> states,
        Optional<AnnotationValue> valueAttribute, Optional<Float> seconds, Optional<AnnotationValue> secondsAttribute,
        Optional<AnnotationValue> delayAttribute, Optional<StateRef> to, Optional<DelayMethod> method,
        List<String> floatMethods) {
    public AfterModel {
        states = List.copyOf(states);
        floatMethods = List.copyOf(floatMethods);
    }

    /** The method {@code delay} names, as written; empty without {@code delay}. */
    public Optional<String> delay() {
        return delayAttribute.map(value -> String.valueOf(value.getValue()));
    }

    /** Whether its delay is the same for every entity: {@code seconds}, not a method. */
    public boolean constant() {
        return delayAttribute.isEmpty();
    }

    /**
     * How diagrams and {@code INFO} label its edges: {@code after 2.5s}, {@code after 2s} (the float as
     * Java prints it, without a trailing {@code .0}), or {@code after patience()}.
     */
    public String label() {
        if (!constant()) {
            return "after " + delay().orElseThrow() + "()";
        }
        return "after " + printed(seconds.orElse(0f)) + "s";
    }

    /** Seconds as labels and generated literals write them: as Java prints them, without a trailing {@code .0}. */
    public static String printed(float seconds) {
        String printed = Float.toString(seconds);
        return printed.endsWith(".0") ? printed.substring(0, printed.length() - 2) : printed;
    }
}
