/**
 * The few types that generated machines use at run time: the exceptions rooted at
 * {@link dev.brainstem.runtime.BrainstemException}, {@link dev.brainstem.runtime.TransitionListener},
 * {@link dev.brainstem.runtime.ErrorHandler}, {@link dev.brainstem.runtime.Events} and the machine
 * description {@link dev.brainstem.runtime.MachineInfo}.
 */
package dev.brainstem.runtime;
