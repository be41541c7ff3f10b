package dev.brainstem.processor.writing;

/**
 * The source of a machine of {@code n} states {@code S0..S<n-1>} and {@code g} groups, every group with an
 * enter, an exit and an update handler: the shapes whose generated code grows with the number of
 * groups. Each state's update goes to the next state, so every state is reachable. Group {@code k}
 * lists the states {@code k} and {@code k + g} (not consecutive, so its membership is no range
 * check); {@code nested} puts each group inside the one before it.
 */
final class GroupedMachine {
    private GroupedMachine() {}

    /** {@code qualified name, source} of the enum, then of the machine class, in package {@code pkg}. */
    static String[] sources(String pkg, int n, int g, boolean nested) {
        if (n < 2 * g) {
            throw new IllegalArgumentException("each group takes two states: " + n + " states, " + g + " groups");
        }
        StringBuilder groups = new StringBuilder();
        for (int k = 0; k < g; k++) {
            groups.append("@StateGroup(name = \"G").append(k).append("\", states = {\"S").append(k)
                    .append("\", \"S").append(k + g).append("\"}")
                    .append(nested && k + 1 < g ? ", groups = \"G" + (k + 1) + "\"" : "").append(")\n");
        }
        StringBuilder constants = new StringBuilder();
        for (int i = 0; i < n; i++) {
            constants.append(i == 0 ? "" : i % 20 == 0 ? ",\n    " : ", ").append('S').append(i);
        }
        String states = "package " + pkg + ";\n\n"
                + "import dev.brainstem.StateGroup;\n"
                + "import dev.brainstem.States;\n\n"
                + "@States\n" + groups
                + "public enum S {\n    " + constants + "\n}\n";
        StringBuilder handlers = new StringBuilder();
        for (int i = 0; i < n; i++) {
            handlers.append("\n    @OnUpdate(value = \"S").append(i).append("\", to = \"S").append((i + 1) % n)
                    .append("\")\n    S u").append(i).append("() { return next; }\n");
        }
        for (int k = 0; k < g; k++) {
            handlers.append("\n    @OnEnter(\"G").append(k).append("\")\n    void enter").append(k)
                    .append("() { calls++; }\n")
                    .append("\n    @OnExit(\"G").append(k).append("\")\n    void exit").append(k)
                    .append("() { calls++; }\n")
                    .append("\n    @OnUpdate(\"G").append(k).append("\")\n    void tick").append(k)
                    .append("() { calls++; }\n");
        }
        String machine = "package " + pkg + ";\n\n"
                + "import dev.brainstem.OnEnter;\n"
                + "import dev.brainstem.OnExit;\n"
                + "import dev.brainstem.OnUpdate;\n"
                + "import dev.brainstem.StateMachine;\n\n"
                + "@StateMachine(S.class)\n"
                + "public class M {\n"
                + "    S next;\n"
                + "    int calls;\n"
                + handlers
                + "}\n";
        return new String[] {pkg + ".S", states, pkg + ".M", machine};
    }
}
