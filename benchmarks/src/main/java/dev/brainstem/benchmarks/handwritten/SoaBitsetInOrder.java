package dev.brainstem.benchmarks.handwritten;

import static dev.brainstem.benchmarks.Workload.*;

/**
 * {@link SoaBitsetBuckets}, the limit, with each entity's transition made as soon as it is decided: a branch per
 * update, and the mover's exit and enter (a timer or x cleared) before the next entity's update, where the limit
 * decides without a branch and runs the word's exits and enters after all its updates. This is the order in which
 * Brainstem runs handlers (an entity's decision, then at once its transition, then the next entity), which the
 * limit does not keep; the difference between the two loops is what that order costs by itself. Not a limit.
 */
public final class SoaBitsetInOrder extends SoaBitsetBuckets {
    @Override
    public void tick() {
        final float dt = DT;
        final int alarmOdds = this.alarmOdds;
        final float alarmTime = this.alarmTime, reach = this.reach, searchTime = this.searchTime;
        final int[] rng = this.rng;
        final float[] timer = this.timer, x = this.x;
        final long[] idle = bits[IDLE], alarm = bits[ALARM], pursuit = bits[PURSUIT], search = bits[SEARCH];
        final long[] toAlarm = arrivals[ALARM], toPursuit = arrivals[PURSUIT], toSearch = arrivals[SEARCH];
        final int words = idle.length;

        for (int w = 0; w < words; w++) {
            long word = idle[w];
            long left = 0;
            for (long rest = word; rest != 0; rest &= rest - 1) {
                int id = w << 6 | Long.numberOfTrailingZeros(rest);
                int r = rng[id];
                r ^= r << 13;
                r ^= r >>> 17;
                r ^= r << 5;
                rng[id] = r;
                if ((r & DIE_MASK) < alarmOdds) {
                    left |= rest & -rest;
                    timer[id] = 0; // ALARM's enter
                }
            }
            if (left != 0) {
                idle[w] = word & ~left;
                toAlarm[w] |= left;
            }
        }

        for (int w = 0; w < words; w++) {
            long word = alarm[w];
            long left = 0;
            for (long rest = word; rest != 0; rest &= rest - 1) {
                int id = w << 6 | Long.numberOfTrailingZeros(rest);
                float t = timer[id] + dt;
                timer[id] = t;
                if (t >= alarmTime) {
                    left |= rest & -rest;
                }
            }
            long in = toAlarm[w];
            if ((left | in) != 0) {
                alarm[w] = word & ~left | in;
                toAlarm[w] = 0;
                toPursuit[w] |= left;
            }
        }

        for (int w = 0; w < words; w++) {
            long word = pursuit[w];
            long left = 0;
            for (long rest = word; rest != 0; rest &= rest - 1) {
                int id = w << 6 | Long.numberOfTrailingZeros(rest);
                float p = x[id] + SPEED * dt;
                x[id] = p;
                if (p >= reach) {
                    left |= rest & -rest;
                    timer[id] = 0; // SEARCH's enter
                }
            }
            long in = toPursuit[w];
            if ((left | in) != 0) {
                pursuit[w] = word & ~left | in;
                toPursuit[w] = 0;
                toSearch[w] |= left;
            }
        }

        for (int w = 0; w < words; w++) {
            long word = search[w];
            long left = 0;
            for (long rest = word; rest != 0; rest &= rest - 1) {
                int id = w << 6 | Long.numberOfTrailingZeros(rest);
                float t = timer[id] + dt;
                timer[id] = t;
                if (t >= searchTime) {
                    left |= rest & -rest;
                    x[id] = 0; // SEARCH's exit
                }
            }
            long in = toSearch[w];
            if ((left | in) != 0) {
                search[w] = word & ~left | in;
                toSearch[w] = 0;
                idle[w] |= left;
            }
        }
    }
}
