package dev.brainstem.benchmarks.ecs;

import com.artemis.Component;
import dev.brainstem.benchmarks.Workload;

/** A guard's data as an Artemis component, for the Brainstem system and the common pattern alike. */
public class ArtemisGuard extends Component {
    public int rng;
    public float timer, x;

    /** Seeds the entity {@code id}'s generator, as every variant does. */
    void seed(int id) {
        rng = Workload.seed(id);
    }
}
