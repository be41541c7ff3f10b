package dev.brainstem.processor.model;

import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.Tree;

/** A state constant that a {@code return} statement of a handler's body names, and where. */
public record ReturnedState(String name, Tree expression, CompilationUnitTree unit) {}
