import java.lang.reflect.Field;
import java.util.*;

/** Addresses (mod 4096) of the arrays a sliced decision touches; run with -XX:-UseCompressedOops. */
final class Addr {
    static final sun.misc.Unsafe U;
    static {
        try { Field f = sun.misc.Unsafe.class.getDeclaredField("theUnsafe"); f.setAccessible(true); U = (sun.misc.Unsafe) f.get(null); }
        catch (Exception e) { throw new RuntimeException(e); }
    }
    static long addr(Object o) {
        Object[] a = {o};
        return U.getLong(a, (long) U.arrayBaseOffset(Object[].class)) + 16; // element 0 of a long-header array (no compressed oops: 16-byte header)
    }
    static Object get(Object o, Class<?> c, String name) throws Exception {
        Field f = c.getDeclaredField(name); f.setAccessible(true); return f.get(o);
    }
    static Class<?> find(Class<?> c, String name) { while (c != null) { try { c.getDeclaredField(name); return c; } catch (NoSuchFieldException e) { c = c.getSuperclass(); } } throw new IllegalArgumentException(name); }
    static Object field(Object o, String name) throws Exception { return get(o, find(o.getClass(), name), name); }

    static String describe(Object system, Object batch) {
        try {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("rng", field(system, "rng"));
            m.put("timer", field(system, "timer"));
            Object core = field(batch, "core");
            Object books = field(core, "books");
            Object slices = field(books, "slices");
            m.put("strides", field(slices, "strides"));
            m.put("updatedAt", field(slices, "updatedAt"));
            m.put("enteredIn", field(slices, "enteredIn"));
            Object members = field(books, "members");
            m.put("bits0", ((long[][]) field(members, "bits"))[0]);
            StringBuilder sb = new StringBuilder();
            long rng = addr(m.get("rng"));
            for (var e : m.entrySet()) {
                long a = addr(e.getValue());
                sb.append(String.format(" %s=%03x(d%+d)", e.getKey(), a & 4095, Math.floorMod(a - rng, 4096)));
            }
            return sb.toString();
        } catch (Exception e) { return " addr? " + e; }
    }
}
