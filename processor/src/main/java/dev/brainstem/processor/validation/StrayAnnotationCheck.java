package dev.brainstem.processor.validation;

import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.RoundEnvironment;

/**
 * Check 7, part: a handler annotation on a method of a class that is neither a {@code @StateMachine}
 * nor an abstract class that machines extend.
 */
public final class StrayAnnotationCheck {
    private final ProcessingEnvironment env;
    private final ErrorReporter reporter;

    public StrayAnnotationCheck(ProcessingEnvironment env, ErrorReporter reporter) {
        this.env = env;
        this.reporter = reporter;
    }

    public void check(RoundEnvironment round) {
        // Filled in with the rest of the checks.
    }
}
