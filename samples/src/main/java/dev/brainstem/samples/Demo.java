package dev.brainstem.samples;

import dev.brainstem.samples.guard.Guard;
import dev.brainstem.samples.guard.GuardFsm;
import dev.brainstem.samples.guard.GuardState;

/** Runs the samples. */
public final class Demo {
    private Demo() {}

    public static void main(String[] args) {
        Guard guard = new Guard();
        GuardFsm machine = GuardFsm.start(guard);
        System.out.println(machine);
    }
}
