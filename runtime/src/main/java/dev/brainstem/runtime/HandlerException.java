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
        super("a handler threw " + what(cause), machine, entity, state, event, cause);
        this.handle = handle;
    }

    /**
     * The cause as the message shows it: a {@link BrainstemException}'s problem alone, since its machine,
     * entity, state and event are this exception's too and would be printed twice.
     */
    private static String what(Throwable cause) {
        if (cause instanceof BrainstemException) {
            return cause.getClass().getSimpleName() + ": " + ((BrainstemException) cause).problem();
        }
        return String.valueOf(cause);
    }

    /** The entity's handle in its batch; in id mode, its id. */
    public long handle() {
        return handle;
    }
}
