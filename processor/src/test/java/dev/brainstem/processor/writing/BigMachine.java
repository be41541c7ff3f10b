package dev.brainstem.processor.writing;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;

/**
 * The source of a machine of any number of states, {@code S0} to {@code S<n-1>}, with the shapes a
 * big generated-from-data machine has:
 *
 * <ul>
 *   <li>states 0 to 99: a handler of each event of their own; each update lists 8 targets (the most
 *       the generated check compares one by one), each enter one redirect;
 *   <li>states 100 to 599: an update and an enter shared by each run of 10 states, the update
 *       listing the next run's 10 states;
 *   <li>states from 600: every third state has no handler at all; the others have an update
 *       without {@code dt} of their own, and an exit shared by each run of 50 states;
 *   <li>the last state (with 10 states or more) is a hub whose update lists every other state.
 * </ul>
 *
 * The hub, and every state without an incoming edge, is an {@code @EntryPoint}, so all are reachable. In id mode
 * every handler takes the id first.
 */
final class BigMachine {
    private final String pkg;
    private final String name;
    private final int n;
    private final boolean idMode;
    private final StringBuilder handlers = new StringBuilder();
    /** For each event, each state that has a handler of it, and the handler's {@code to} (empty when void). */
    private final Map<String, Map<Integer, List<Integer>>> declared = new HashMap<>();
    private final Set<Integer> reached = new LinkedHashSet<>();
    private final int hub;

    private BigMachine(String pkg, String name, int n, boolean idMode) {
        this.pkg = pkg;
        this.name = name;
        this.n = n;
        this.idMode = idMode;
        this.hub = n >= 10 ? n - 1 : -1;
    }

    private static final Map<String, Generated> COMPILED = new ConcurrentHashMap<>();

    /**
     * The machine {@code test.big<n>[ids].Big} over {@code S}, compiled with the processor once per test
     * run (big machines take seconds to compile, and several tests read them).
     */
    static Generated compiled(int n, boolean idMode) {
        String pkg = pkg(n, idMode);
        return COMPILED.computeIfAbsent(pkg, p -> Generated.compile(sources(p, "Big", n, idMode)));
    }

    static String pkg(int n, boolean idMode) {
        return "test.big" + n + (idMode ? "ids" : "");
    }

    /** {@code qualified name, source} of the enum, then of the machine class. */
    static String[] sources(String pkg, String name, int n, boolean idMode) {
        return new BigMachine(pkg, name, n, idMode).write();
    }

    /** What a machine of {@code n} states declares: its handlers' targets by event and state, and its entry points. */
    record Declared(Map<String, Map<Integer, List<Integer>>> handlers, Set<Integer> entryPoints) {
        /** The targets of the handler of {@code event} ("OnUpdate"...) for {@code state}, or null when none. */
        List<Integer> targets(String event, int state) {
            return handlers.getOrDefault(event, Map.of()).get(state);
        }
    }

    static Declared declared(int n) {
        BigMachine machine = new BigMachine("p", "M", n, false);
        machine.write();
        Set<Integer> entryPoints = new LinkedHashSet<>();
        for (int i = 0; i < n; i++) {
            if (!machine.reached.contains(i) || i == machine.hub) {
                entryPoints.add(i);
            }
        }
        return new Declared(machine.declared, entryPoints);
    }

    private String[] write() {
        reached.add(0);
        for (int i = 0; i < n; i++) {
            if (i == hub) {
                handler("OnUpdate", "hub", List.of(i), range(0, n - 1), "float dt");
            } else if (i < 100) {
                handler("OnUpdate", "u" + i, List.of(i), next(i, 8), "float dt");
                handler("OnEnter", "e" + i, List.of(i), next(i, 1), "S from");
                handler("OnExit", "x" + i, List.of(i), List.of(), "S to");
            } else if (i < 600) {
                if (i % 10 == 0) {
                    List<Integer> run = range(i, Math.min(i + 10, hub < 0 ? n : Math.min(n, hub)));
                    handler("OnUpdate", "g" + i, run, range(i + 10, Math.min(i + 20, n)), "float dt");
                    handler("OnEnter", "ge" + i, run, List.of(), "");
                }
            } else if (i % 3 != 0) {
                handler("OnUpdate", "w" + i, List.of(i), next(i, 1), "");
            }
            if (i >= 600 && i % 50 == 0) {
                List<Integer> run = range(i, Math.min(i + 50, n)).stream()
                        .filter(s -> s % 3 != 0 && s != hub).toList();
                if (!run.isEmpty()) {
                    handler("OnExit", "gx" + i, run, List.of(), "S to");
                }
            }
        }
        StringBuilder constants = new StringBuilder();
        for (int i = 0; i < n; i++) {
            constants.append(i == 0 ? "" : ", ").append(reached.contains(i) && i != hub ? "" : "@EntryPoint ").append("S").append(i);
            if (i % 20 == 19) {
                constants.append("\n    ");
            }
        }
        String states = "package " + pkg + ";\n\n"
                + "import dev.brainstem.EntryPoint;\n"
                + "import dev.brainstem.States;\n\n"
                + "@States\n"
                + "public enum S {\n    " + constants + "\n}\n";
        String machine = "package " + pkg + ";\n\n"
                + "import dev.brainstem.OnEnter;\n"
                + "import dev.brainstem.OnExit;\n"
                + "import dev.brainstem.OnUpdate;\n"
                + "import dev.brainstem.StateMachine;\n\n"
                + "@StateMachine(S.class)\n"
                + "public class " + name + " {\n"
                + "    S next;\n"
                + "    int calls;\n"
                + handlers
                + "}\n";
        return new String[] {pkg + ".S", states, pkg + "." + name, machine};
    }

    /** Up to {@code count} states after {@code i}, wrapping, never {@code i} itself. */
    private List<Integer> next(int i, int count) {
        List<Integer> targets = new ArrayList<>();
        for (int k = 1; k <= count && k < n; k++) {
            targets.add((i + k) % n);
        }
        return targets;
    }

    private static List<Integer> range(int from, int to) {
        List<Integer> range = new ArrayList<>();
        for (int i = from; i < to; i++) {
            range.add(i);
        }
        return range;
    }

    private void handler(String annotation, String method, List<Integer> states, List<Integer> targets,
            String parameter) {
        reached.addAll(targets);
        for (int state : states) {
            declared.computeIfAbsent(annotation, k -> new HashMap<>())
                    .put(state, annotation.equals("OnExit") ? List.of() : List.copyOf(targets));
        }
        String value = quoted(states);
        boolean returnsState = !annotation.equals("OnExit") && !targets.isEmpty();
        String parameters = idMode ? (parameter.isEmpty() ? "int id" : "int id, " + parameter) : parameter;
        handlers.append("\n    @").append(annotation).append("(");
        if (returnsState) {
            handlers.append("value = ").append(value).append(", to = ").append(quoted(targets));
        } else {
            handlers.append(value);
        }
        handlers.append(")\n    ").append(returnsState ? "S " : "void ").append(method).append("(").append(parameters)
                .append(") {\n        calls++;\n").append(returnsState ? "        return next;\n" : "")
                .append("    }\n");
    }

    private static String quoted(List<Integer> states) {
        return states.stream().map(s -> "\"S" + s + "\"").collect(Collectors.joining(", ", "{", "}"));
    }
}
