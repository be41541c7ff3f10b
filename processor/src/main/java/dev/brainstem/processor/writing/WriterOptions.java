package dev.brainstem.processor.writing;

import javax.annotation.processing.ProcessingEnvironment;

/**
 * The processor's options ({@code -A...}), read once.
 *
 * @param diagrams whether to write {@code META-INF/brainstem/*.mmd} and {@code *.dot}
 *     ({@code -Abrainstem.diagrams=false} stops them)
 */
public record WriterOptions(boolean diagrams) {
    public static final String DIAGRAMS = "brainstem.diagrams";

    public static WriterOptions of(ProcessingEnvironment env) {
        return new WriterOptions(!"false".equalsIgnoreCase(env.getOptions().get(DIAGRAMS)));
    }
}
