package dev.brainstem.benchmarks.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class JsonTest {
    @Test
    void readsNestedValues() {
        Object v = Json.parse(" {\"a\": [1, -2.5e3, true, false, null], \"b\": {\"c\": \"d\"}, \"e\": []} ");
        Map<?, ?> m = (Map<?, ?>) v;
        assertEquals(List.of("a", "b", "e"), List.copyOf(m.keySet()));
        List<?> a = (List<?>) m.get("a");
        assertEquals(1.0, a.get(0));
        assertEquals(-2500.0, a.get(1));
        assertEquals(true, a.get(2));
        assertEquals(false, a.get(3));
        assertNull(a.get(4));
        assertEquals("d", ((Map<?, ?>) m.get("b")).get("c"));
        assertEquals(List.of(), m.get("e"));
    }

    @Test
    void readsEscapes() {
        assertEquals("q\"b\\s/n\nt\tu\u00e9", Json.parse("\"q\\\"b\\\\s\\/n\\nt\\tu\\u00e9\""));
    }

    @Test
    void readsJmhNumbersWrittenAsStrings() {
        assertTrue(Double.isNaN(Json.number("NaN")));
        assertEquals(Double.POSITIVE_INFINITY, Json.number("Infinity"));
        assertEquals(2.0, Json.number(2.0));
    }

    @Test
    void rejectsMalformedText() {
        assertThrows(IllegalArgumentException.class, () -> Json.parse("{\"a\" 1}"));
        assertThrows(IllegalArgumentException.class, () -> Json.parse("[1, 2"));
        assertThrows(IllegalArgumentException.class, () -> Json.parse("\"open"));
        assertThrows(IllegalArgumentException.class, () -> Json.parse("[1] x"));
        assertThrows(IllegalArgumentException.class, () -> Json.parse("nope"));
    }
}
