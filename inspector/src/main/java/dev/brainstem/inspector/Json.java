package dev.brainstem.inspector;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The little JSON the inspector needs: a writer for its frames and a reader for the page's requests.
 * The reader takes a request body the server has already bounded, refuses anything malformed with a
 * {@link BadRequest} that says where, and nests at most {@link #MAX_DEPTH} deep.
 */
final class Json {
    static final int MAX_DEPTH = 8;

    private Json() {}

    /** A request the inspector refuses: its message is the 400's body. */
    static final class BadRequest extends Exception {
        private static final long serialVersionUID = 1L;
        final int status;

        BadRequest(String message) {
            this(400, message);
        }

        BadRequest(int status, String message) {
            super(message);
            this.status = status;
        }
    }

    /** Appends {@code s} as a JSON string. */
    static StringBuilder quote(StringBuilder out, String s) {
        out.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"': out.append("\\\""); break;
                case '\\': out.append("\\\\"); break;
                case '\n': out.append("\\n"); break;
                case '\r': out.append("\\r"); break;
                case '\t': out.append("\\t"); break;
                default:
                    // '<' too, so that no string can close a script element the page might put it in.
                    if (c < 0x20 || c == '<' || c == '>' || c == '&' || c == 0x2028 || c == 0x2029) {
                        out.append(String.format("\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
            }
        }
        return out.append('"');
    }

    static String quote(String s) {
        return quote(new StringBuilder(), s).toString();
    }

    /** A finite number; NaN and the infinities (which JSON has not) as 0. */
    static StringBuilder number(StringBuilder out, double d) {
        if (Double.isNaN(d) || Double.isInfinite(d)) {
            return out.append('0');
        }
        if (d == Math.rint(d) && Math.abs(d) < 1e15) {
            return out.append((long) d);
        }
        return out.append(String.format(java.util.Locale.ROOT, "%.4g", d));
    }

    static StringBuilder array(StringBuilder out, int[] values, int n) {
        out.append('[');
        for (int i = 0; i < n; i++) {
            if (i > 0) {
                out.append(',');
            }
            out.append(values[i]);
        }
        return out.append(']');
    }

    static StringBuilder array(StringBuilder out, long[] values, int n) {
        out.append('[');
        for (int i = 0; i < n; i++) {
            if (i > 0) {
                out.append(',');
            }
            out.append(values[i]);
        }
        return out.append(']');
    }

    static StringBuilder array(StringBuilder out, double[] values) {
        out.append('[');
        for (int i = 0; i < values.length; i++) {
            if (i > 0) {
                out.append(',');
            }
            number(out, values[i]);
        }
        return out.append(']');
    }

    static StringBuilder strings(StringBuilder out, List<String> values) {
        out.append('[');
        for (int i = 0; i < values.size(); i++) {
            if (i > 0) {
                out.append(',');
            }
            quote(out, values.get(i));
        }
        return out.append(']');
    }

    /** Reads one JSON object: a map of strings, doubles, booleans, nulls, lists and maps. */
    static Map<String, Object> readObject(String text) throws BadRequest {
        Reader r = new Reader(text);
        r.space();
        if (r.at >= text.length() || text.charAt(r.at) != '{') {
            throw new BadRequest("the body must be a JSON object, like {\"action\":\"pause\"}");
        }
        @SuppressWarnings("unchecked")
        Map<String, Object> object = (Map<String, Object>) r.value(0);
        r.space();
        if (r.at != text.length()) {
            throw new BadRequest("unexpected text after the JSON object at character " + r.at);
        }
        return object;
    }

    private static final class Reader {
        final String text;
        int at;

        Reader(String text) {
            this.text = text;
        }

        void space() {
            while (at < text.length() && Character.isWhitespace(text.charAt(at))) {
                at++;
            }
        }

        BadRequest bad(String what) {
            return new BadRequest("malformed JSON at character " + at + ": " + what);
        }

        Object value(int depth) throws BadRequest {
            if (depth > MAX_DEPTH) {
                throw bad("nested more than " + MAX_DEPTH + " deep");
            }
            space();
            if (at >= text.length()) {
                throw bad("the text ends where a value should be");
            }
            char c = text.charAt(at);
            switch (c) {
                case '{': return object(depth);
                case '[': return list(depth);
                case '"': return string();
                case 't': return word("true", Boolean.TRUE);
                case 'f': return word("false", Boolean.FALSE);
                case 'n': return word("null", null);
                default:
                    if (c == '-' || (c >= '0' && c <= '9')) {
                        return number();
                    }
                    throw bad("unexpected '" + c + "'");
            }
        }

        Object word(String word, Object value) throws BadRequest {
            if (!text.startsWith(word, at)) {
                throw bad("expected " + word);
            }
            at += word.length();
            return value;
        }

        Double number() throws BadRequest {
            int start = at;
            while (at < text.length() && "+-0123456789.eE".indexOf(text.charAt(at)) >= 0) {
                at++;
            }
            try {
                return Double.valueOf(text.substring(start, at));
            } catch (NumberFormatException e) {
                at = start;
                throw bad("not a number");
            }
        }

        String string() throws BadRequest {
            StringBuilder out = new StringBuilder();
            at++;
            while (true) {
                if (at >= text.length()) {
                    throw bad("the string is not closed");
                }
                char c = text.charAt(at++);
                if (c == '"') {
                    return out.toString();
                }
                if (c == '\\') {
                    if (at >= text.length()) {
                        throw bad("the string is not closed");
                    }
                    char e = text.charAt(at++);
                    switch (e) {
                        case '"': case '\\': case '/': out.append(e); break;
                        case 'n': out.append('\n'); break;
                        case 't': out.append('\t'); break;
                        case 'r': out.append('\r'); break;
                        case 'b': out.append('\b'); break;
                        case 'f': out.append('\f'); break;
                        case 'u':
                            if (at + 4 > text.length()) {
                                throw bad("a short \\u escape");
                            }
                            try {
                                out.append((char) Integer.parseInt(text.substring(at, at + 4), 16));
                            } catch (NumberFormatException x) {
                                throw bad("a \\u escape that is not hexadecimal");
                            }
                            at += 4;
                            break;
                        default:
                            throw bad("the escape \\" + e);
                    }
                } else if (c < 0x20) {
                    throw bad("a control character in a string");
                } else {
                    out.append(c);
                }
            }
        }

        List<Object> list(int depth) throws BadRequest {
            List<Object> list = new ArrayList<>();
            if (opensEmpty(']')) {
                return list;
            }
            do {
                list.add(value(depth + 1));
            } while (more(']', "array"));
            return list;
        }

        Map<String, Object> object(int depth) throws BadRequest {
            Map<String, Object> map = new LinkedHashMap<>();
            if (opensEmpty('}')) {
                return map;
            }
            do {
                space();
                if (at >= text.length() || text.charAt(at) != '"') {
                    throw bad("expected a member's name in quotes");
                }
                String key = string();
                space();
                if (at >= text.length() || text.charAt(at) != ':') {
                    throw bad("expected ':'");
                }
                at++;
                if (map.put(key, value(depth + 1)) != null || map.size() > 64) {
                    throw bad(map.size() > 64 ? "more than 64 members" : "the member \"" + key + "\" twice");
                }
            } while (more('}', "object"));
            return map;
        }

        /** Past the opening bracket: true, past {@code close} too, when nothing is inside. */
        private boolean opensEmpty(char close) {
            at++;
            space();
            if (at < text.length() && text.charAt(at) == close) {
                at++;
                return true;
            }
            return false;
        }

        /** After a value: true past a ',', false past {@code close}; anything else is refused. */
        private boolean more(char close, String what) throws BadRequest {
            space();
            if (at >= text.length()) {
                throw bad("the " + what + " is not closed");
            }
            char c = text.charAt(at++);
            if (c == close) {
                return false;
            }
            if (c != ',') {
                at--;
                throw bad("expected ',' or '" + close + "'");
            }
            return true;
        }
    }
}
