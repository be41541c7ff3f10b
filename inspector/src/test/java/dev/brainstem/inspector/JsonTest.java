package dev.brainstem.inspector;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class JsonTest {
    @Test
    void readsTheRequestsThePageSends() throws Exception {
        Map<String, Object> o = Json.readObject(" {\"action\":\"add\",\"batch\":0,\"handle\":12,\"x\":[true,null,\"a\\u0041\"]} ");
        assertEquals("add", o.get("action"));
        assertEquals(12.0, o.get("handle"));
        assertEquals(java.util.Arrays.asList(true, null, "aA"), o.get("x"));
    }

    @Test
    void refusesMalformedTextSayingWhere() {
        for (String bad : List.of("", "{", "{\"a\"}", "{\"a\":}", "{\"a\":1,}", "{\"a\":1}x", "[]", "{\"a\":tru}",
                "{\"a\":\"\\q\"}", "{\"a\":1,\"a\":2}", "{\"a\":" + "[".repeat(20) + "]".repeat(20) + "}",
                "{\"a\":-}", "{\"a\":\"\u0001\"}")) {
            Json.BadRequest e = assertThrows(Json.BadRequest.class, () -> Json.readObject(bad), bad);
            assertEquals(400, e.status);
            assertTrue(e.getMessage().contains("JSON"), e.getMessage());
        }
    }

    @Test
    void writesStringsNoPageCanMistakeForMarkup() {
        assertEquals("\"a\\\"b\\u003c/script\\u003e\\n\"", Json.quote("a\"b</script>\n"));
    }

    @Test
    void anUnclosedOrBadlySeparatedListOrObjectSaysWhereAndWhat() {
        String[][] cases = {
            {"{\"a\":[1,2", "malformed JSON at character 9: the array is not closed"},
            {"{\"a\":[1;2]}", "malformed JSON at character 7: expected ',' or ']'"},
            {"{\"a\":1", "malformed JSON at character 6: the object is not closed"},
            {"{\"a\":1;\"b\":2}", "malformed JSON at character 6: expected ',' or '}'"},
        };
        for (String[] c : cases) {
            Json.BadRequest e = assertThrows(Json.BadRequest.class, () -> Json.readObject(c[0]), c[0]);
            org.junit.jupiter.api.Assertions.assertEquals(c[1], e.getMessage(), c[0]);
        }
        org.junit.jupiter.api.Assertions.assertDoesNotThrow(() -> Json.readObject("{\"a\":[],\"b\":{},\"c\":[1,{}]}"));
    }
}
