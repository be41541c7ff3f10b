package dev.brainstem.processor.fuzz;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The mutator's own promises: a mutation that claims to have removed a state really did. */
class MutatorTest {

    /**
     * Seed 0x2332a386583f4d36 put a state twice in a {@code to}, then dropped one copy and expected an
     * error; the other copy still declared the edge, so the processor rightly accepted the mutant.
     */
    @Test
    void droppingATargetRemovesEveryCopyOfIt() {
        int seen = 0;
        SplittableRandom seeds = new SplittableRandom(0x2332a386583f4d36L);
        for (int i = 0; i < 20_000 && seen < 200; i++) {
            long seed = i == 0 ? 0x2332a386583f4d36L : seeds.nextLong();
            MachineSpec spec = MachineGenerator.generate(seed, "mu.m" + Long.toHexString(seed));
            for (Mutator.Applied applied : Mutator.mutate(spec, seed ^ 0x3a7e)) {
                if (!applied.kind().startsWith("dropped a to entry")) {
                    continue;
                }
                // "name #index drops STATE": overloads and overrides share a name, not an index.
                String[] words = applied.detail().split(" ");
                MachineSpec.HandlerSpec handler = spec.handlers.stream()
                        .filter(h -> ("#" + h.index).equals(words[1])).findFirst().orElseThrow();
                assertFalse(handler.to.contains(words[3]), "seed 0x" + Long.toHexString(seed) + ": " + applied
                        + " left " + handler.to);
                seen++;
            }
        }
        assertTrue(seen >= 50, "only " + seen + " drops generated");
    }

    /**
     * Seed 0xeaffeba840b9e497 made a handler private, then a second, harmless mutation made the same
     * handler public, and the mutant was expected to fail.
     */
    @Test
    void aForbiddenModifierOutlivesTheSecondMutation() {
        int seen = 0;
        SplittableRandom seeds = new SplittableRandom(0xeaffeba840b9e497L);
        for (int i = 0; i < 20_000 && seen < 200; i++) {
            long seed = i == 0 ? 0xeaffeba840b9e497L : seeds.nextLong();
            MachineSpec spec = MachineGenerator.generate(seed, "mu.m" + Long.toHexString(seed));
            for (Mutator.Applied applied : Mutator.mutate(spec, seed ^ 0x3a7e)) {
                if (!applied.kind().equals("forbidden modifier")) {
                    continue;
                }
                // "modifier name #index"
                String[] words = applied.detail().split(" ");
                MachineSpec.HandlerSpec handler = spec.handlers.stream()
                        .filter(h -> ("#" + h.index).equals(words[2])).findFirst().orElseThrow();
                assertTrue(handler.modifiers.equals(words[0]), "seed 0x" + Long.toHexString(seed) + ": " + applied
                        + " but the handler is now '" + handler.modifiers + "'");
                seen++;
            }
        }
        assertTrue(seen >= 50, "only " + seen + " forbidden modifiers generated");
    }
}
