/**
 * Brainstem's runtime. {@code dev.brainstem.runtime} is the API games call. {@code
 * dev.brainstem.runtime.internal} is exported too, because the code the processor generates lives in
 * the game's own module and calls it; it is not API (see its package comment).
 */
module dev.brainstem.runtime {
    exports dev.brainstem.runtime;
    exports dev.brainstem.runtime.internal;
}
