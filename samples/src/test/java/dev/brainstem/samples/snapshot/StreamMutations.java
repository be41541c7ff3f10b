package dev.brainstem.samples.snapshot;

import java.util.Arrays;
import java.util.List;
import java.util.Random;

/**
 * The byte-level mutations the save and travel fuzzers apply to real streams: bits flipped, a truncation, a
 * splice of two streams, a byte inserted, deleted or set, an extreme int written over four bytes.
 */
public final class StreamMutations {
    private StreamMutations() {}

    /** One mutation of one of {@code saves}, or a splice of two. */
    public static byte[] mutate(List<byte[]> saves, Random random) {
        byte[] save = saves.get(random.nextInt(saves.size()));
        switch (random.nextInt(7)) {
            case 0: { // flip one to three bits
                byte[] m = save.clone();
                for (int n = 1 + random.nextInt(3); n > 0; n--) {
                    int at = random.nextInt(m.length);
                    m[at] ^= (byte) (1 << random.nextInt(8));
                }
                return m;
            }
            case 1: // truncate anywhere
                return Arrays.copyOf(save, random.nextInt(save.length));
            case 2: { // the head of one save, the tail of another
                byte[] other = saves.get(random.nextInt(saves.size()));
                int cut = random.nextInt(save.length);
                int from = random.nextInt(other.length);
                byte[] m = Arrays.copyOf(save, cut + other.length - from);
                System.arraycopy(other, from, m, cut, other.length - from);
                return m;
            }
            case 3: { // a byte inserted
                int at = random.nextInt(save.length + 1);
                byte[] m = new byte[save.length + 1];
                System.arraycopy(save, 0, m, 0, at);
                m[at] = (byte) random.nextInt(256);
                System.arraycopy(save, at, m, at + 1, save.length - at);
                return m;
            }
            case 4: { // a byte deleted
                int at = random.nextInt(save.length);
                byte[] m = new byte[save.length - 1];
                System.arraycopy(save, 0, m, 0, at);
                System.arraycopy(save, at + 1, m, at, save.length - at - 1);
                return m;
            }
            case 5: { // four bytes overwritten with an extreme int (a count, an id, a length)
                byte[] m = save.clone();
                int[] extremes = {-1, Integer.MIN_VALUE, Integer.MAX_VALUE, 0, 1, 0xFFFF, 0x7FFF0000};
                int value = extremes[random.nextInt(extremes.length)];
                int at = random.nextInt(Math.max(1, m.length - 3));
                for (int b = 0; b < 4 && at + b < m.length; b++) {
                    m[at + b] = (byte) (value >>> (24 - 8 * b));
                }
                return m;
            }
            default: { // a byte set to a random value
                byte[] m = save.clone();
                m[random.nextInt(m.length)] = (byte) random.nextInt(256);
                return m;
            }
        }
    }
}
