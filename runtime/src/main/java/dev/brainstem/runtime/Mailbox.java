package dev.brainstem.runtime;

/**
 * STAND-IN written by the processor branch (msg-processor) only so that generated code compiles; the
 * runtime branch's Mailbox replaces it. Not the real implementation: a plain list, no heap.
 */
public final class Mailbox {
    private final java.util.ArrayList<Object[]> queued = new java.util.ArrayList<Object[]>();
    private final java.util.ArrayList<Object[]> open = new java.util.ArrayList<Object[]>();
    private long posted;
    private int at = -1;
    private long dropped;

    public void post(long target, Object message, double due) {
        queued.add(new Object[] {message, due, posted++});
    }

    public void open(double clock) {
        open.clear();
        at = -1;
        for (java.util.Iterator<Object[]> it = queued.iterator(); it.hasNext();) {
            Object[] m = it.next();
            if ((Double) m[1] <= clock) {
                open.add(m);
                it.remove();
            }
        }
        open.sort((a, b) -> {
            int c = Double.compare((Double) a[1], (Double) b[1]);
            return c != 0 ? c : Long.compare((Long) a[2], (Long) b[2]);
        });
    }

    public boolean next() {
        return ++at < open.size();
    }

    public Object message() {
        return open.get(at)[0];
    }

    public long dropped() {
        return dropped;
    }

    public void drop() {
        dropped++;
    }
}
