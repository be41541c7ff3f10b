package dev.brainstem.benchmarks.ecs;

import dev.brainstem.benchmarks.Variant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/** The entity-system variants by name, for {@code EcsTickBenchmark} and its test: each named once, here. */
public final class EcsVariants {
    private static final Map<String, Supplier<Variant>> ALL = new LinkedHashMap<>();

    static {
        ALL.put("artemisBrainstem", () -> new ArtemisBrainstemVariant(false));
        ALL.put("artemisBrainstemRegions", () -> new ArtemisBrainstemVariant(true));
        ALL.put("artemisGdxAi", ArtemisGdxAiVariant::new);
        ALL.put("artemisSwitch", ArtemisSwitchVariant::new);
        ALL.put("ashleyBrainstem", () -> new AshleyBrainstemVariant(false));
        ALL.put("ashleyBrainstemRegions", () -> new AshleyBrainstemVariant(true));
        ALL.put("ashleyGdxAi", AshleyGdxAiVariant::new);
        ALL.put("ashleySwitch", AshleySwitchVariant::new);
    }

    /** Every name, Artemis first (EcsTickBenchmark's {@code variant} list, which a test compares). */
    public static final List<String> NAMES = Collections.unmodifiableList(new ArrayList<>(ALL.keySet()));

    private EcsVariants() {
    }

    /** A new variant named {@code name}. @throws IllegalArgumentException for an unknown name */
    public static Variant create(String name) {
        Supplier<Variant> factory = ALL.get(name);
        if (factory == null) {
            throw new IllegalArgumentException("no entity-system variant is named " + name + "; there are " + NAMES);
        }
        return factory.get();
    }
}
