package dev.brainstem.cluster;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.brainstem.cluster.Messages.Done;
import dev.brainstem.cluster.Messages.Handoff;
import dev.brainstem.cluster.Messages.Restore;
import dev.brainstem.cluster.Messages.Saved;
import dev.brainstem.cluster.Messages.Start;
import java.io.NotSerializableException;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The wire format of the cluster's messages: every one comes back equal, and a damaged one is refused. */
class BytesSerializerTest {
    static final WorldSpec SPEC = new WorldSpec(4, 3, 16f, 3000, 45, 480, 64);
    final BytesSerializer serializer = new BytesSerializer();

    @Test
    void everyMessageComesBackEqual() throws NotSerializableException {
        for (Object message : List.of(new Start(1, SPEC), new Restore(3, 192, SPEC), new Saved(2, 64, 11),
                new Done(2, 5, "creature 1 WANDER\ncreature 7 REST", 812, 40_000, 300_000))) {
            assertEquals(message, roundTrip(message));
        }
        Handoff handoff = new Handoff(2, 191, 7, new byte[] {1, 2, 3, -1});
        Handoff back = (Handoff) roundTrip(handoff);
        assertEquals(List.of(2, 191, 7), List.of(back.epoch(), back.tick(), back.fromZone()));
        assertArrayEquals(handoff.payload(), back.payload());
    }

    @Test
    void aDamagedMessageIsRefused() {
        byte[] bytes = serializer.toBinary(new Handoff(1, 2, 3, new byte[40]));
        assertThrows(NotSerializableException.class,
                () -> serializer.fromBinary(Arrays.copyOf(bytes, bytes.length - 1), "H"), "truncated");
        byte[] longer = Arrays.copyOf(bytes, bytes.length + 1);
        assertThrows(NotSerializableException.class, () -> serializer.fromBinary(longer, "H"), "a byte too many");
        byte[] huge = bytes.clone();
        huge[12] = 0x7f;
        assertThrows(NotSerializableException.class, () -> serializer.fromBinary(huge, "H"), "a length past the frame");
        byte[] world = serializer.toBinary(new Start(1, SPEC));
        world[4] = -1;
        assertThrows(NotSerializableException.class, () -> serializer.fromBinary(world, "S"), "no world");
        assertThrows(NotSerializableException.class, () -> serializer.fromBinary(world, "X"), "an unknown manifest");
        assertThrows(IllegalArgumentException.class, () -> serializer.manifest("a string"));
    }

    private Object roundTrip(Object message) throws NotSerializableException {
        return serializer.fromBinary(serializer.toBinary(message), serializer.manifest(message));
    }
}
