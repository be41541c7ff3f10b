package dev.brainstem.processor.model;

import javax.lang.model.element.VariableElement;

/** One constant of the states enum. */
public record State(String name, int ordinal, boolean entryPoint, boolean interrupt, boolean back,
        VariableElement element) {}
