package dev.brainstem.processor.validation;

/**
 * The catalogue of every diagnostic the processor reports. Each message starts with its id, so users
 * can search for it and tests can match it; the id names the problem, the text says how to fix it.
 */
public enum Message {
    UNKNOWN_STATE("BrainstemUnknownState", "%s has no state \"%s\"%s"),
    INTERNAL_ERROR("BrainstemInternalError",
            "Brainstem failed on %s: %s. This is a bug in Brainstem; please report it with this class");

    private final String id;
    private final String template;

    Message(String id, String template) {
        this.id = id;
        this.template = template;
    }

    public String id() {
        return id;
    }

    public String format(Object... args) {
        return "[" + id + "] " + String.format(template, args);
    }
}
