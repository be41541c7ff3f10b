package dev.brainstem.processor.writing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.UnaryOperator;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Hot reload redefines loaded classes, and the JVM refuses a redefinition that adds, removes or renames a
 * field or a method, or changes a descriptor or access flags (docs/generated-code.md, "Shapes that survive
 * edits"). Every edit that applies live (a handler's or guard's body; a handler's, guard's or {@code @After}'s
 * {@code to}, also to a group's constant no {@code to} named before; the order of guards; a message
 * handler's states; a group's members, a group made non-contiguous, a state joining or leaving a group that
 * decides for it) must therefore leave every class compiled (the enum, the machine's class, the generated
 * ones) with the same shape: each edit
 * of the table below is compiled before and after, on small, 17-state and 65-state machines, regions, timed,
 * id-mode and object-mode machines, and the shapes compared. The negative controls (a new state, handler or
 * group) must change the shape, so that the comparison can fail.
 */
class ReloadShapeTest {
    private static final Map<String, Map<String, List<String>>> BEFORE = new ConcurrentHashMap<>();

    static Stream<Arguments> liveEdits() {
        List<Arguments> edits = new ArrayList<>();
        String[] soldiers = Machines.golden().get("soldiers");
        edits.add(edit("soldiers: guard body", soldiers, replace("return enemySeen;", "return enemySeen && !stunned;")));
        edits.add(edit("soldiers: guard to", soldiers,
                replace("@Transition(from = \"COMBAT\", to = \"PATROL\")", "@Transition(from = \"COMBAT\", to = \"STUNNED\")")));
        edits.add(edit("soldiers: guard order", soldiers, swap("""
                    @Transition(from = "PATROL", to = "COMBAT")
                    boolean spotted() {
                        return enemySeen;
                    }
                """, """
                    @Transition(from = {"PATROL", "COMBAT"}, to = "STUNNED")
                    boolean hit() {
                        return stunned;
                    }
                """)));
        edits.add(edit("soldiers: update to a group's constant", soldiers,
                replace("@OnUpdate(value = \"SWAP\", to = \"CHAMBER\")", "@OnUpdate(value = \"SWAP\", to = {\"CHAMBER\", \"ARMED\"})")));
        edits.add(edit("soldiers: a state leaves a nested history group for its parent", soldiers,
                replace("states = \"TAKE_COVER\",", "states = {\"TAKE_COVER\", \"FIRE\"},"),
                replace("states = {\"AIM\", \"FIRE\"},", "states = \"AIM\",")));

        String[] sentry = Machines.golden().get("sentry");
        edits.add(edit("sentry: a state joins a deciding group, which breaks its range", sentry,
                replace("states = {\"PURSUIT\", \"SEARCH\"}", "states = {\"PURSUIT\", \"STUNNED\"}")));
        edits.add(edit("sentry: a state leaves a nested group for its parent", sentry,
                replace("states = {\"PURSUIT\", \"SEARCH\"}", "states = {\"PURSUIT\"}"),
                replace("states = \"ALARM\"", "states = {\"ALARM\", \"SEARCH\"}")));
        edits.add(edit("sentry: update to", sentry,
                replace("@OnUpdate(value = \"STUNNED\", to = \"IDLE\")", "@OnUpdate(value = \"STUNNED\", to = {\"IDLE\", \"ALARM\"})")));
        edits.add(edit("sentry: a group's guard's to is a state it guarded", sentry,
                replace("@Transition(from = \"HUNT\", to = \"SEARCH\")", "@Transition(from = \"HUNT\", to = \"PURSUIT\")"),
                replace("@OnUpdate(value = \"STUNNED\", to = \"IDLE\")", "@OnUpdate(value = \"STUNNED\", to = {\"IDLE\", \"SEARCH\"})")));

        String[] posts = Machines.golden().get("posts");
        edits.add(edit("posts (id mode): a group made non-contiguous", posts,
                replace("states = {\"PATROL\", \"ALERT\"}", "states = {\"ASLEEP\", \"ALERT\"}")));
        edits.add(edit("posts (id mode): guard body", posts, replace("return noise[id];", "return !noise[id];")));

        String[] mail = Machines.golden().get("mail");
        edits.add(edit("mail: a message handler's states", mail,
                replace("@OnMessage(value = \"HOME\", to = \"SALOON\")", "@OnMessage(value = {\"HOME\", \"BANK\"}, to = \"SALOON\")")));
        edits.add(edit("mail: a message handler's states, all of them", mail,
                replace("@OnMessage(\"HOME\")", "@OnMessage({\"HOME\", \"MINE\", \"BANK\", \"SALOON\"})")));
        edits.add(edit("mail: a group's members", mail,
                replace("states = {\"MINE\", \"BANK\"}", "states = {\"MINE\", \"SALOON\"}")));
        String[] birds = Machines.golden().get("birds");
        edits.add(edit("birds (id mode): a message handler's states", birds,
                replace("@OnMessage(\"FLYING\")", "@OnMessage({\"FLYING\", \"PERCHED\"})")));

        String[] regions = Machines.golden().get("regions");
        edits.add(edit("regions: a follower's guard to", regions,
                replace("@Transition(from = \"READY\", to = \"AIM\")", "@Transition(from = \"READY\", to = \"FIRE\")")));
        edits.add(edit("regions: a follower's group", regions,
                replace("states = {\"AIM\", \"FIRE\"}", "states = {\"AIM\", \"RELOAD\"}")));
        edits.add(edit("regions: a leader's update to", regions,
                replace("@OnUpdate(value = \"CROUCH\", to = \"IDLE\")", "@OnUpdate(value = \"CROUCH\", to = {\"IDLE\", \"RUN\"})")));

        String[] timers = Machines.golden().get("timers");
        edits.add(edit("timers: @After to", timers,
                replace("@After(value = \"ALERT\", seconds = 10f, to = \"IDLE\")", "@After(value = \"ALERT\", seconds = 10f, to = \"PATROL\")")));
        edits.add(edit("timers: guard to", timers,
                replace("@Transition(from = \"SEARCH\", to = \"CHASE\")", "@Transition(from = \"SEARCH\", to = \"IDLE\")")));
        String[] timedIds = Machines.golden().get("timedids");
        edits.add(edit("timedids (id mode): @After to", timedIds,
                replace("@After(value = \"FLICKER\", seconds = 0.25f, to = \"ON\")", "@After(value = \"FLICKER\", seconds = 0.25f, to = \"OFF\")")));

        for (int n : new int[] {17, 65}) {
            boolean ids = n == 65;
            String[] big = Grouped.sources(n, ids);
            String kind = n + " states" + (ids ? " (id mode)" : "") + ": ";
            String pars = ids ? "int id, float dt" : "float dt";
            edits.add(edit(kind + "update body", big, replace("u7(" + pars + ") { calls++;", "u7(" + pars + ") { calls--;")));
            edits.add(edit(kind + "update to", big, replace("value = \"S7\", to = \"S8\"", "value = \"S7\", to = {\"S8\", \"S3\"}")));
            edits.add(edit(kind + "update to a group's constant no to named", big,
                    replace("value = \"S7\", to = \"S8\"", "value = \"S7\", to = {\"S8\", \"K\"}")));
            edits.add(edit(kind + "a guard's to is a state it guarded", big,
                    replace("@Transition(from = \"G\", to = \"S0\")", "@Transition(from = \"G\", to = \"S3\")")));
            edits.add(edit(kind + "guard order", big, swap(Grouped.guardG(ids), Grouped.guard2(ids))));
            edits.add(edit(kind + "a message handler's states", big,
                    replace("@OnMessage(value = {\"S1\", \"S2\"}", "@OnMessage(value = {\"S1\", \"S2\", \"S9\", \"S16\"}")));
            edits.add(edit(kind + "a state without a decision joins a deciding group, breaking its range", big,
                    replace("\"S8\"}) // G", "\"S8\", \"S14\"}) // G")));
            edits.add(edit(kind + "a state leaves a deciding group", big,
                    replace("\"S4\", \"S5\", \"S6\"", "\"S4\", \"S6\"")));
            edits.add(edit(kind + "a state without an update of its own leaves a deciding group", big,
                    replace("\"S3\", \"S4\", \"S5\"", "\"S3\", \"S5\"")));
            edits.add(edit(kind + "a group with enter and exit made non-contiguous", big,
                    replace("\"S12\"}) // H", "\"S" + (n - 3) + "\"}) // H")));
        }
        return edits.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("liveEdits")
    void liveEditsKeepTheShape(String edit, String[] sources, UnaryOperator<String> change) {
        assertEquals(before(sources), shapes(edited(sources, change)), edit);
    }

    static Stream<Arguments> restartEdits() {
        String[] sentry = Machines.golden().get("sentry");
        String[] big = Grouped.sources(65, true);
        return Stream.of(
                edit("sentry: a new state", sentry, replace("@EntryPoint STUNNED }", "@EntryPoint STUNNED, @EntryPoint DOWN }")),
                edit("sentry: a new handler", sentry, replace("""
                            @OnEnter("AGGRO")
                        """, """
                            @OnExit("IDLE")
                            void wakeUp() {
                            }

                            @OnEnter("AGGRO")
                        """)),
                edit("sentry: a new group that keeps a history", sentry, replace("@StateGroup(name = \"HUNT\"",
                        "@StateGroup(name = \"CALM\", initial = \"IDLE\", history = dev.brainstem.History.SHALLOW,\n"
                                + "        states = {\"IDLE\", \"STUNNED\"})\n@StateGroup(name = \"HUNT\"")),
                edit("65 states (id mode): a new handler", big, replace("    @OnMessage(", """
                            @OnExit("S3")
                            void leave3(int id) { calls++; }

                            @OnMessage(""")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("restartEdits")
    void restartEditsChangeTheShape(String edit, String[] sources, UnaryOperator<String> change) {
        assertNotEquals(before(sources), shapes(edited(sources, change)), edit);
    }

    /** An edit: its name, the sources before, and the changes that make the sources after, in order. */
    @SafeVarargs
    private static Arguments edit(String name, String[] sources, UnaryOperator<String>... changes) {
        UnaryOperator<String> all = source -> {
            for (UnaryOperator<String> change : changes) {
                source = change.apply(source);
            }
            return source;
        };
        return Arguments.of(name, sources, all);
    }

    private static UnaryOperator<String> replace(String from, String to) {
        return source -> source.replace(from, to);
    }

    /** Swaps two pieces of a source (that follow one another, {@code first} first). */
    private static UnaryOperator<String> swap(String first, String second) {
        return source -> {
            int a = source.indexOf(first);
            int b = source.indexOf(second);
            if (a < 0 || b < a + first.length()) {
                return source;
            }
            return source.substring(0, a) + second + source.substring(a + first.length(), b) + first
                    + source.substring(b + second.length());
        };
    }

    /** The sources with {@code change} made, which must change one of them (else the case tests nothing). */
    private static String[] edited(String[] sources, UnaryOperator<String> change) {
        String[] after = sources.clone();
        for (int i = 1; i < after.length; i += 2) {
            after[i] = change.apply(after[i]);
        }
        assertTrue(!Arrays.equals(sources, after), "the edit changes no source");
        return after;
    }

    private static Map<String, List<String>> before(String[] sources) {
        return BEFORE.computeIfAbsent(String.join("\n", sources), key -> shapes(sources));
    }

    /** The shape of each class compiled, the states enum and the machine's own class too, by name. */
    private static Map<String, List<String>> shapes(String[] sources) {
        Map<String, List<String>> shapes = new TreeMap<>();
        for (ClassFile file : Generated.compile(sources).compiledClasses()) {
            shapes.put(file.name(), file.shape());
        }
        assertTrue(shapes.keySet().stream().anyMatch(name -> name.endsWith("Fsm")), shapes.keySet().toString());
        assertTrue(shapes.keySet().stream().anyMatch(name -> name.endsWith("Batch")), shapes.keySet().toString());
        return shapes;
    }

    /**
     * A machine of {@code n} states {@code S0..} with the shapes a live edit touches: a deciding group G
     * ({@code S1..S8}, an update, a guard, a shallow history), a group K with an initial, a group H
     * ({@code S10..S12}) with enter and exit handlers, a guard from two states, a message handler, and every
     * fifth state without an update of its own. No {@code to} names a group's constant.
     */
    static final class Grouped {
        /** The guard from G, first declared: first in the decision of S2 and S3. */
        static String guardG(boolean ids) {
            return "    @Transition(from = \"G\", to = \"S0\")\n"
                    + "    boolean giveUp(" + (ids ? "int id" : "") + ") { return calls > 100; }\n";
        }

        /** The guard from S2 and S3. */
        static String guard2(boolean ids) {
            return "    @Transition(from = {\"S2\", \"S3\"}, to = \"S5\")\n"
                    + "    boolean jump(" + (ids ? "int id" : "") + ") { return calls > 10; }\n";
        }

        static String[] sources(int n, boolean ids) {
            String pkg = "test.reload" + n + (ids ? "ids" : "");
            String id = ids ? "int id, " : "";
            String idOnly = ids ? "int id" : "";
            List<Integer> reached = new ArrayList<>(List.of(0, 1, 5));
            StringBuilder handlers = new StringBuilder();
            for (int i = 0; i < n; i++) {
                if (i % 5 != 4) {
                    int next = (i + 1) % n;
                    reached.add(next);
                    handlers.append("    @OnUpdate(value = \"S").append(i).append("\", to = \"S").append(next)
                            .append("\")\n    S u").append(i).append("(").append(id).append("float dt) { calls++; return next; }\n");
                }
            }
            String constants = IntStream.range(0, n)
                    .mapToObj(i -> (reached.contains(i) ? "" : "@EntryPoint ") + "S" + i)
                    .collect(Collectors.joining(", "));
            String states = "package " + pkg + ";\n\nimport dev.brainstem.*;\n\n"
                    + "@States\n"
                    + "@StateGroup(name = \"G\", initial = \"S1\", history = History.SHALLOW,\n"
                    + "        states = {\"S1\", \"S2\", \"S3\", \"S4\", \"S5\", \"S6\", \"S7\", \"S8\"}) // G\n"
                    + "@StateGroup(name = \"K\", initial = \"S13\", states = {\"S13\", \"S15\"})\n"
                    + "@StateGroup(name = \"H\", states = {\"S10\", \"S11\", \"S12\"}) // H\n"
                    + "public enum S {\n    " + constants + ",\n    G, K\n}\n";
            String machine = "package " + pkg + ";\n\nimport dev.brainstem.*;\n\n"
                    + "@StateMachine(S.class)\n"
                    + "public class M {\n"
                    + "    S next;\n"
                    + "    int calls;\n\n"
                    + handlers
                    + "    @OnUpdate(value = \"G\", to = \"S0\")\n"
                    + "    S groupUpdate(" + id + "float dt) { calls++; return next; }\n\n"
                    + guardG(ids) + "\n"
                    + guard2(ids) + "\n"
                    + "    @OnEnter(\"H\")\n"
                    + "    void enterH(" + idOnly + ") { calls++; }\n\n"
                    + "    @OnExit(\"H\")\n"
                    + "    void exitH(" + idOnly + ") { calls++; }\n\n"
                    + "    @OnMessage(value = {\"S1\", \"S2\"}, to = \"S0\")\n"
                    + "    S told(" + id + "String message) { return next; }\n"
                    + "}\n";
            return new String[] {pkg + ".S", states, pkg + ".M", machine};
        }
    }
}
