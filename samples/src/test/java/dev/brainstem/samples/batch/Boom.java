package dev.brainstem.samples.batch;

import dev.brainstem.runtime.Events;

/** What a fixture handler, the scripted listener or the scripted error handler throws when its script says so. */
final class Boom extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Boom(int key, int event, String state) {
        super(describe(key, event, state));
    }

    /** What the scripted listener or error handler throws: {@code who} says which call of which. */
    Boom(String who) {
        super(who);
    }

    static String describe(int key, int event, String state) {
        return "Boom[entity " + key + ", " + Events.name(event) + " of " + state + "]";
    }
}
