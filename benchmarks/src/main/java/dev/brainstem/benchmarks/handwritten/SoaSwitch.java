package dev.brainstem.benchmarks.handwritten;

import static dev.brainstem.benchmarks.Workload.*;

import dev.brainstem.benchmarks.Variant;
import dev.brainstem.benchmarks.Workload;

/**
 * Hand-written struct-of-arrays: the guards' fields in parallel arrays, and each tick a loop over all ids
 * with a switch over the state.
 */
public final class SoaSwitch implements Variant {
    private int[] state;
    private int[] rng;
    private float[] timer;
    private float[] x;

    /** The workload's tuning, copied into locals by each tick. */
    private int alarmOdds;
    private float alarmTime, reach, searchTime;

    @Override
    public void setUp(Workload workload, int entities) {
        alarmOdds = workload.alarmOdds;
        alarmTime = workload.alarmTime;
        reach = workload.reach;
        searchTime = workload.searchTime;
        state = new int[entities];
        rng = new int[entities];
        timer = new float[entities];
        x = new float[entities];
        for (int id = 0; id < entities; id++) {
            state[id] = IDLE;
            rng[id] = seed(id);
        }
    }

    @Override
    public void tick() {
        final float dt = DT;
        final int alarmOdds = this.alarmOdds;
        final float alarmTime = this.alarmTime, reach = this.reach, searchTime = this.searchTime;
        final int[] state = this.state, rng = this.rng;
        final float[] timer = this.timer, x = this.x;
        for (int id = 0; id < state.length; id++) {
            switch (state[id]) {
                case IDLE: {
                    int r = rng[id];
                    r ^= r << 13;
                    r ^= r >>> 17;
                    r ^= r << 5;
                    rng[id] = r;
                    if ((r & DIE_MASK) < alarmOdds) {
                        state[id] = ALARM;
                        timer[id] = 0;
                    }
                    break;
                }
                case ALARM: {
                    float t = timer[id] + dt;
                    timer[id] = t;
                    if (t >= alarmTime) {
                        state[id] = PURSUIT;
                    }
                    break;
                }
                case PURSUIT: {
                    float p = x[id] + SPEED * dt;
                    x[id] = p;
                    if (p >= reach) {
                        state[id] = SEARCH;
                        timer[id] = 0;
                    }
                    break;
                }
                case SEARCH: {
                    float t = timer[id] + dt;
                    timer[id] = t;
                    if (t >= searchTime) {
                        x[id] = 0;
                        state[id] = IDLE;
                    }
                    break;
                }
                default:
                    throw new IllegalStateException("state " + state[id]);
            }
        }
    }

    @Override
    public int entities() {
        return state.length;
    }

    @Override
    public int state(int id) {
        return state[id];
    }

    @Override
    public float timer(int id) {
        return timer[id];
    }

    @Override
    public float x(int id) {
        return x[id];
    }

    @Override
    public int rng(int id) {
        return rng[id];
    }
}
