/**
 * The facts the reader records ({@code MachineModel}, {@code HandlerModel}, {@code StatesModel}), the
 * rule of which handler serves each (event, state) ({@code HandlerTable}), and the graph the checks and
 * the writers share ({@code MachineGraph}: handlers by state, and edges in groups, one per handler).
 * Immutable; no compiler service is called here.
 */
package dev.brainstem.processor.model;
