package dev.brainstem.processor.validation;

import javax.tools.JavaFileObject;

/**
 * Sources the tests share: the design's guard, its states, a two-state lamp; and a way to break one
 * thing in them. Each test names what it changes, so the sources stay valid but for that change.
 */
final class Sources {
    private Sources() {}

    static final String GUARD_STATE_TEXT = """
            package test;

            import dev.brainstem.EntryPoint;
            import dev.brainstem.States;

            @States(initial = "IDLE")
            public enum GuardState { IDLE, ALARM, PURSUIT, SEARCH, @EntryPoint STUNNED }
            """;

    /** The design's guard states. */
    static final JavaFileObject GUARD_STATE = Compile.source("test.GuardState", GUARD_STATE_TEXT);

    /** The design's guard, word for word: a valid machine. */
    static final String GUARD_TEXT = """
            package test;

            import dev.brainstem.*;

            @StateMachine(GuardState.class)
            public class Guard {
                float timer, x;
                boolean seesPlayer;

                @OnUpdate(value = "IDLE", to = "ALARM")
                GuardState idle() { return seesPlayer ? GuardState.ALARM : null; }

                @OnEnter({"ALARM", "SEARCH", "STUNNED"})
                void resetTimer() { timer = 0; }

                @OnUpdate(value = "ALARM", to = "PURSUIT")
                GuardState alarm(float dt) { timer += dt; return timer >= 0.25f ? GuardState.PURSUIT : GuardState.ALARM; }

                @OnUpdate(value = "PURSUIT", to = "SEARCH")
                GuardState pursue(float dt) { x += 3 * dt; return x >= 1 ? GuardState.SEARCH : null; }

                @OnUpdate(value = {"SEARCH", "STUNNED"}, to = "IDLE")
                GuardState linger(float dt) { timer += dt; return timer >= 0.5f ? GuardState.IDLE : null; }

                @OnExit("SEARCH")
                void forget(GuardState next) { x = 0; }
            }
            """;

    static final JavaFileObject GUARD = Compile.source("test.Guard", GUARD_TEXT);

    /** The guard with changes: pairs of (text as in the design, text instead), each text found once. */
    static JavaFileObject guard(String... replacements) {
        return Compile.source("test.Guard", change(GUARD_TEXT, replacements));
    }

    /** The guard's states with changes, as {@link #guard}. */
    static JavaFileObject guardState(String... replacements) {
        return Compile.source("test.GuardState", change(GUARD_STATE_TEXT, replacements));
    }

    static String change(String text, String... replacements) {
        String changed = text;
        for (int i = 0; i < replacements.length; i += 2) {
            String from = replacements[i];
            int at = changed.indexOf(from);
            if (at < 0 || changed.indexOf(from, at + 1) >= 0) {
                throw new IllegalArgumentException("\"" + from + "\" must occur once");
            }
            changed = changed.substring(0, at) + replacements[i + 1] + changed.substring(at + from.length());
        }
        return changed;
    }

    /** Two states, OFF first (so initial), no entry point. */
    static final JavaFileObject LIGHT = Compile.source("test.Light", """
            package test;

            import dev.brainstem.States;

            @States
            public enum Light { OFF, ON }
            """);

    /** The lamp's two update handlers: OFF goes to ON, ON goes to OFF. */
    static final String OFF = "@OnUpdate(value = \"OFF\", to = \"ON\") Light off() { return on ? Light.ON : null; }";
    static final String ON = "@OnUpdate(value = \"ON\", to = \"OFF\") Light on(float dt) { return on ? null : Light.OFF; }";

    /** A file {@code test.<name>} that imports every annotation, with this text after the imports. */
    static JavaFileObject file(String name, String text) {
        return Compile.source("test." + name, "package test;\n\nimport dev.brainstem.*;\n\n" + text);
    }
}
