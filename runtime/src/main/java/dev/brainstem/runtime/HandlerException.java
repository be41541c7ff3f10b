package dev.brainstem.runtime;

/**
 * A handler threw during a batch tick. The cause is the handler's exception (or a
 * {@link BrainstemException} such as {@link IllegalTransitionException}). The entity stays in the
 * state whose handler threw; no entity is lost or duplicated, and the batch stays usable.
 */
public final class HandlerException extends BrainstemException {
    private static final long serialVersionUID = 1L;

    private final long handle;

    public HandlerException(String machine, long handle, String entity, String state, int event, Throwable cause) {
        super("a handler threw " + cause, machine, entity, state, event, cause);
        this.handle = handle;
    }

    /** The entity's handle in its batch; in id mode, its id. */
    public long handle() {
        return handle;
    }
}
