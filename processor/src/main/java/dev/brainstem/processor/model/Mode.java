package dev.brainstem.processor.model;

/** How a machine's entities are addressed. */
public enum Mode {
    /** Each entity is an object of the annotated class. */
    OBJECT,
    /** The annotated class is a system that owns the entities' data; handlers take {@code int id} first. */
    ID;

    /** Id mode when there are handlers and every one takes an {@code int} id. */
    public static Mode of(java.util.List<HandlerModel> handlers) {
        return !handlers.isEmpty() && handlers.stream().allMatch(HandlerModel::takesId) ? ID : OBJECT;
    }
}
