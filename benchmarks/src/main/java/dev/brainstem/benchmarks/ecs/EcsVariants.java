package dev.brainstem.benchmarks.ecs;

import dev.brainstem.benchmarks.Variant;
import java.util.Arrays;
import java.util.List;

/** The entity-system variants by name, for {@code EcsTickBenchmark} and its test. */
public final class EcsVariants {
    /** Every name, Artemis first. */
    public static final List<String> NAMES = Arrays.asList(
            "artemisBrainstem", "artemisBrainstemRegions", "artemisGdxAi", "artemisSwitch", "ashleyBrainstem",
            "ashleyBrainstemRegions", "ashleyGdxAi", "ashleySwitch");

    private EcsVariants() {
    }

    /** A new variant named {@code name}. @throws IllegalArgumentException for an unknown name */
    public static Variant create(String name) {
        switch (name) {
            case "artemisBrainstem":
                return new ArtemisBrainstemVariant(false);
            case "artemisBrainstemRegions":
                return new ArtemisBrainstemVariant(true);
            case "artemisGdxAi":
                return new ArtemisGdxAiVariant();
            case "artemisSwitch":
                return new ArtemisSwitchVariant();
            case "ashleyBrainstem":
                return new AshleyBrainstemVariant(false);
            case "ashleyBrainstemRegions":
                return new AshleyBrainstemVariant(true);
            case "ashleyGdxAi":
                return new AshleyGdxAiVariant();
            case "ashleySwitch":
                return new AshleySwitchVariant();
            default:
                throw new IllegalArgumentException("no entity-system variant is named " + name + "; there are " + NAMES);
        }
    }
}
