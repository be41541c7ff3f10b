package dev.brainstem.runtime;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The rules of keyed saves on plain objects, with no engine: the header's bytes and its refusals (another
 * stream, another key component, a truncated header), the order a save writes its entities in, and the
 * refusals of an entity without a key and of a key held twice.
 */
class KeyedSavesTest {
    /** A key component. */
    static final class Tag {
        final long key;

        Tag(long key) {
            this.key = key;
        }
    }

    /** Another key component, of the same simple shape. */
    static final class Badge {
    }

    /** Entities are their names; their tags are looked up here, as an engine's mapper would. */
    private final Map<String, Tag> tags = new HashMap<String, Tag>();

    private final KeyedSaves<String, Tag> rules = new KeyedSaves<String, Tag>(Tag.class, tags::get, tag -> tag.key);

    private void tag(String entity, long key) {
        tags.put(entity, new Tag(key));
    }

    private byte[] header(KeyedSaves<?, ?> of) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        of.writeHeader(new DataOutputStream(bytes));
        return bytes.toByteArray();
    }

    private static DataInputStream in(byte[] bytes) {
        return new DataInputStream(new ByteArrayInputStream(bytes));
    }

    @Test
    void theHeaderIsTheMagicAndTheKeyComponentsName() throws IOException {
        ByteArrayOutputStream expected = new ByteArrayOutputStream();
        DataOutputStream out = new DataOutputStream(expected);
        out.writeInt(0x42534B59);
        out.writeUTF("dev.brainstem.runtime.KeyedSavesTest$Tag");
        byte[] header = header(rules);
        assertArrayEquals(expected.toByteArray(), header);

        DataInputStream in = in(Arrays.copyOf(header, header.length + 1));
        rules.readHeader(in, "Guard");
        assertEquals(1, in.available(), "the header is read to its end and no further");
    }

    @Test
    void aStreamThatIsNoKeyedSaveIsRefused() {
        byte[] bytes = {0x42, 0x53, 0x54, 0x4D, 0, 0};
        IOException refused = assertThrows(IOException.class, () -> rules.readHeader(in(bytes), "Guard"));
        assertEquals("Guard: not a keyed save of a BatchSystem (it starts 0x4253544d)", refused.getMessage());
    }

    @Test
    void aSaveKeyedByAnotherComponentIsRefused() throws IOException {
        KeyedSaves<String, Badge> badges = new KeyedSaves<String, Badge>(Badge.class, e -> new Badge(), b -> 1);
        IOException refused = assertThrows(IOException.class, () -> rules.readHeader(in(header(badges)), "Guard"));
        assertEquals("Guard: the save is keyed by dev.brainstem.runtime.KeyedSavesTest$Badge, this system by "
                + "dev.brainstem.runtime.KeyedSavesTest$Tag", refused.getMessage());
    }

    @Test
    void aTruncatedHeaderIsRefusedByTheStreamAtEveryLength() throws IOException {
        byte[] header = header(rules);
        for (int length = 0; length < header.length; length++) {
            byte[] cut = Arrays.copyOf(header, length);
            assertThrows(EOFException.class, () -> rules.readHeader(in(cut), "Guard"), "cut at " + length);
        }
    }

    @Test
    void entitiesAreOrderedByKeyWhateverTheOrderGiven() {
        tag("c", 30);
        tag("a", -5);
        tag("b", 7);
        tag("d", Long.MAX_VALUE);
        List<String> given = Arrays.asList("d", "c", "b", "a");
        assertEquals(Arrays.asList("a", "b", "c", "d"), rules.inKeyOrder("Guard", given));
        assertEquals(Arrays.asList("d", "c", "b", "a"), given, "the list given is left as it was");
        assertEquals(Collections.emptyList(), rules.inKeyOrder("Guard", Collections.<String>emptyList()));
    }

    @Test
    void anEntityWithoutAKeyIsRefusedByName() {
        tag("a", 1);
        tag("c", 3);
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> rules.inKeyOrder("Guard", Arrays.asList("a", "b", "c", "e")));
        assertEquals("Guard: entity b has no Tag, the component keyedBy names: every entity a keyed save writes"
                + " or loads needs its key", refused.getMessage());
        assertThrows(IllegalArgumentException.class, () -> rules.keyOf("Guard", "e"));
        assertEquals(3, rules.keyOf("Guard", "c"));
    }

    @Test
    void aKeyHeldTwiceIsRefusedInASave() {
        tag("a", 4);
        tag("b", 9);
        tag("c", 4);
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> rules.inKeyOrder("Guard", Arrays.asList("b", "c", "a")));
        assertEquals("Guard: entities c and a have the same Tag key 4: a keyed save needs one entity per key",
                refused.getMessage());
    }

    @Test
    void aLoadLooksKeysUpAmongTheEntitiesTheSystemRuns() {
        tag("a", 1);
        tag("b", 2);
        tag("camera", 3);
        // "settings" has no tag, "camera" is not run: both are skipped, not refused.
        Map<Long, String> byKey = rules.byKey("Guard", Arrays.asList("settings", "b", "camera", "a"),
                entity -> !entity.equals("camera"));
        Map<Long, String> expected = new HashMap<Long, String>();
        expected.put(1L, "a");
        expected.put(2L, "b");
        assertEquals(expected, byKey);
    }

    @Test
    void aKeyHeldTwiceIsRefusedInALoadButNotAmongTheSkipped() {
        tag("a", 5);
        tag("b", 5);
        tag("c", 6);
        assertEquals(2, rules.byKey("Guard", Arrays.asList("a", "b", "c"), entity -> !entity.equals("b")).size());
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> rules.byKey("Guard", Arrays.asList("c", "a", "b"), entity -> true));
        assertEquals("Guard: entities a and b have the same Tag key 5: a keyed save needs one entity per key",
                refused.getMessage());
    }

    @Test
    void rulesNeedTheComponentHowToReadItAndTheKey() {
        assertThrows(IllegalArgumentException.class, () -> new KeyedSaves<String, Tag>(null, tags::get, t -> t.key));
        assertThrows(IllegalArgumentException.class, () -> new KeyedSaves<String, Tag>(Tag.class, null, t -> t.key));
        assertThrows(IllegalArgumentException.class, () -> new KeyedSaves<String, Tag>(Tag.class, tags::get, null));
    }
}
