package dev.brainstem.runtime.internal;

/**
 * Tells a generated machine from an enum that changed after it was generated. A machine switches on
 * ordinals fixed when it was written; a build that recompiles only the enum (a constant added in
 * front) would leave it running every entity in the wrong state. Each generated {@code XFsm} checks
 * its enum's constants once, when its class is initialized, and refuses to run against others.
 *
 * <p>Used by generated code; not an API to call by hand.
 */
public final class StaleCheck {
    private StaleCheck() {}

    /**
     * Returns {@code values} when their names are {@code expected}, in order.
     *
     * @param expected the names the machine was generated for, separated by spaces
     * @throws IllegalStateException naming both lists and the class to recompile, when they differ
     */
    public static <S extends Enum<S>> S[] states(S[] values, String expected, String machine, String entity) {
        StringBuilder actual = new StringBuilder();
        for (S value : values) {
            if (actual.length() > 0) {
                actual.append(' ');
            }
            actual.append(value.name());
        }
        if (!actual.toString().equals(expected)) {
            String enumName = values.length > 0 ? values[0].getDeclaringClass().getSimpleName() : "its enum";
            throw new IllegalStateException(machine + " was generated for " + enumName + " {" + expected.replace(' ', ',')
                    + "}, but " + enumName + " now has {" + actual.toString().replace(' ', ',') + "}: the enum was "
                    + "recompiled without " + entity + ". Recompile " + entity + " (a clean build) so that Brainstem "
                    + "generates " + machine + " again");
        }
        return values;
    }
}
