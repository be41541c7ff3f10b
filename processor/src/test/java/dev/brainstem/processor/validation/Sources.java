package dev.brainstem.processor.validation;

import javax.tools.JavaFileObject;

/** Sources many tests share: small enums of states and a valid machine to vary. */
final class Sources {
    private Sources() {}

    /** Two states, OFF first (so initial), no entry point. */
    static final JavaFileObject LIGHT = Compile.source("test.Light",
            "package test;",
            "",
            "import dev.brainstem.States;",
            "",
            "@States",
            "public enum Light { OFF, ON }");

    /** The design's guard states. */
    static final JavaFileObject GUARD_STATE = Compile.source("test.GuardState",
            "package test;",
            "",
            "import dev.brainstem.EntryPoint;",
            "import dev.brainstem.States;",
            "",
            "@States(initial = \"IDLE\")",
            "public enum GuardState { IDLE, ALARM, PURSUIT, SEARCH, @EntryPoint STUNNED }");

    /** A lamp class body around the given members, in package test, with every annotation imported. */
    static JavaFileObject lamp(String... members) {
        return machine("Lamp", "@StateMachine(Light.class)", members);
    }

    static JavaFileObject machine(String name, String annotation, String... members) {
        String[] lines = new String[members.length + 11];
        int i = 0;
        lines[i++] = "package test;";
        lines[i++] = "";
        lines[i++] = "import dev.brainstem.*;";
        lines[i++] = "";
        lines[i++] = annotation;
        lines[i++] = "class " + name + " {";
        lines[i++] = "    float time;";
        lines[i++] = "    boolean on;";
        lines[i++] = "";
        for (String member : members) {
            lines[i++] = "    " + member;
        }
        lines[i++] = "}";
        lines[i++] = "";
        return Compile.source("test." + name, lines);
    }

    /** The lamp's usual update handlers: OFF goes to ON, ON goes to OFF. */
    static final String OFF = "@OnUpdate(value = \"OFF\", to = \"ON\") Light off() { return on ? Light.ON : null; }";
    static final String ON = "@OnUpdate(value = \"ON\", to = \"OFF\") Light on(float dt) { return on ? null : Light.OFF; }";
}
