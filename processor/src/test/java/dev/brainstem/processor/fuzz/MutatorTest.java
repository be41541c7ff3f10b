package dev.brainstem.processor.fuzz;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import java.util.function.BiConsumer;
import org.junit.jupiter.api.Test;

/** The mutator's own promises: a mutant carries the mistake its mutation claims to have made. */
class MutatorTest {

    /**
     * Seed 0x2332a386583f4d36 put a state twice in a {@code to}, then dropped one copy and expected an
     * error; the other copy still declared the edge, so the processor rightly accepted the mutant.
     */
    @Test
    void droppingATargetRemovesEveryCopyOfIt() {
        int seen = forEachMutation(0x2332a386583f4d36L, "dropped a to entry", (spec, applied) -> {
            // "name #index drops STATE": overloads and overrides share a name, not an index.
            String[] words = applied.detail().split(" ");
            MachineSpec.HandlerSpec handler = handler(spec, words[1]);
            assertFalse(handler.to.contains(words[3]), applied + " left " + handler.to);
        });
        assertTrue(seen >= 50, "only " + seen + " drops generated");
    }

    /**
     * Seed 0xeaffeba840b9e497 made a handler private, then a second, harmless mutation made the same
     * handler public, and the mutant was expected to fail.
     */
    @Test
    void aForbiddenModifierOutlivesTheSecondMutation() {
        int seen = forEachMutation(0xeaffeba840b9e497L, "forbidden modifier", (spec, applied) -> {
            // "modifier name #index"
            String[] words = applied.detail().split(" ");
            MachineSpec.HandlerSpec handler = handler(spec, words[2]);
            assertTrue(handler.modifiers.equals(words[0]), applied + " but the handler is now '"
                    + handler.modifiers + "'");
        });
        assertTrue(seen >= 50, "only " + seen + " forbidden modifiers generated");
    }

    /** A guard led into its own {@code from}: it still does after a second mutation. */
    @Test
    void aGuardLedIntoItsFromStaysSo() {
        int seen = forEachMutation(0x6775617264L, "guard whose to is its own from", (spec, applied) -> {
            // "name #index from [..] to STATE"
            String[] words = applied.detail().split(" ");
            MachineSpec.HandlerSpec guard = handler(spec, words[1]);
            assertTrue(guard.isGuard() && guard.value.contains(guard.target()), applied + " but the guard is from "
                    + guard.value + " to " + guard.target());
        });
        assertTrue(seen >= 20, "only " + seen + " guards led into their from");
    }

    /** A state put in a second group is listed by two groups, whatever the second mutation did. */
    @Test
    void aStateInTwoGroupsIsListedTwice() {
        int seen = forEachMutation(0x67726f7570L, "a state in two groups", (spec, applied) -> {
            String state = applied.detail().split(" ")[0];
            long listing = spec.groups.stream().filter(g -> g.states.contains(state)).count();
            assertTrue(listing >= 2, applied + " but " + listing + " groups list " + state);
        });
        assertTrue(seen >= 20, "only " + seen + " states put in two groups");
    }

    /**
     * Mutates machines from {@code firstSeed} on, as the mutation fuzzer does, and checks every applied
     * mutation whose kind starts with {@code kind}, up to 200 of them; returns how many were checked.
     */
    private static int forEachMutation(long firstSeed, String kind,
            BiConsumer<MachineSpec, Mutator.Applied> check) {
        int seen = 0;
        SplittableRandom seeds = new SplittableRandom(firstSeed);
        for (int i = 0; i < 20_000 && seen < 200; i++) {
            long seed = i == 0 ? firstSeed : seeds.nextLong();
            MachineSpec spec = MachineGenerator.generate(seed, "mu.m" + Long.toHexString(seed), false);
            for (Mutator.Applied applied : Mutator.mutate(spec, seed ^ 0x3a7e)) {
                if (applied.kind().startsWith(kind)) {
                    try {
                        check.accept(spec, applied);
                    } catch (AssertionError e) {
                        throw new AssertionError("seed 0x" + Long.toHexString(seed) + ": " + e.getMessage(), e);
                    }
                    seen++;
                }
            }
        }
        return seen;
    }

    private static MachineSpec.HandlerSpec handler(MachineSpec spec, String hashIndex) {
        return spec.handlers.stream().filter(h -> ("#" + h.index).equals(hashIndex)).findFirst().orElseThrow();
    }
}
