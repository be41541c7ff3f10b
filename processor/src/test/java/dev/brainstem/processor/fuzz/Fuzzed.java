package dev.brainstem.processor.fuzz;

import java.util.Map;

/** Fuzzed machines' sources for tests outside this package. */
public final class Fuzzed {
    private Fuzzed() {}

    /** The sources of the valid machine of {@code seed} in package {@code pkg}, by binary name. */
    public static Map<String, String> sources(long seed, String pkg) {
        return SourceEmitter.emit(MachineGenerator.generate(seed, pkg));
    }
}
