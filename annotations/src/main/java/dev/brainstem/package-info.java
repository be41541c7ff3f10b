/**
 * Brainstem's annotations: {@link dev.brainstem.States} and {@link dev.brainstem.EntryPoint} on the
 * enum of states, {@link dev.brainstem.StateMachine} on the entity class, and
 * {@link dev.brainstem.OnEnter}, {@link dev.brainstem.OnUpdate} and {@link dev.brainstem.OnExit} on its
 * handler methods. All have {@code CLASS} retention: nothing is read reflectively at run time.
 */
package dev.brainstem;
