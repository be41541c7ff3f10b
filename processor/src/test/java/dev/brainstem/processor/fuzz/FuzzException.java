package dev.brainstem.processor.fuzz;

/**
 * What a fuzzed handler throws when its script says so. It names the entity and the number of the
 * call that threw, so the two sides of a comparison can be matched exactly.
 */
public final class FuzzException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final int entity;
    private final int call;

    public FuzzException(int entity, int call) {
        super("scripted failure of entity " + entity + " at call " + call, null, false, false);
        this.entity = entity;
        this.call = call;
    }

    public int entity() {
        return entity;
    }

    public int call() {
        return call;
    }
}
