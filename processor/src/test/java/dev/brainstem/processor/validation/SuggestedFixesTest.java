package dev.brainstem.processor.validation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.google.testing.compile.Compilation;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.BiFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every fix a message suggests works: for each message of the catalogue that offers code (a name, an
 * annotation, a signature, a type) or names exactly what to remove or add, a source that gets the message
 * as its first Brainstem diagnostic, the fix taken from the message's own text and applied, and the
 * source compiled again: it compiles, or its first diagnostic is the one expected next. The messages whose
 * fix is a choice only the author can make are listed with the reason ({@link #IN_WORDS}); every message is
 * in one list or the other.
 */
class SuggestedFixesTest {
    private static final String LIGHT = """
            package fix;

            import dev.brainstem.*;

            @States
            enum Light { OFF, ON }
            """;

    private static final String LAMP = """
            package fix;

            import dev.brainstem.*;

            @StateMachine(Light.class)
            class Lamp {
                boolean on;

                @OnUpdate(value = "OFF", to = "ON")
                Light off() { return on ? Light.ON : null; }

                @OnUpdate(value = "ON", to = "OFF")
                Light on() { return on ? null : Light.OFF; }
            }
            """;

    /** The machine in id mode: a system whose handlers take the entity's id first. */
    private static final String LAMPS = LAMP.replace("class Lamp {\n    boolean on;", "class Lamp {\n    boolean[] on;")
            .replace("off() { return on ?", "off(int id) { return on[id] ?")
            .replace("on() { return on ?", "on(int id, float dt) { return on[id] ?");

    /** A message source, the fix applied to it (from the message's text), and what is expected after. */
    record Case(Message message, Map<String, String> sources, BiFunction<String, Map<String, String>,
            Map<String, String>> fix, List<Message> next) {
        @Override
        public String toString() {
            return message.id();
        }
    }

    /** The messages whose fix is no code the processor could write, and why. */
    static final Map<Message, String> IN_WORDS = Map.ofEntries(
            Map.entry(Message.INITIAL_NOT_MEMBER, "which member a group starts in is the author's choice"),
            Map.entry(Message.REGION_CLASH, "which region's name to rename is the author's choice"),
            Map.entry(Message.REGION_SPAN, "how to split a handler or group between regions is the author's choice"),
            Map.entry(Message.OTHER_REGION, "how one region follows another is the author's design"),
            Map.entry(Message.REGION_NOT_STATES, "which enums are the machine's regions is the author's choice"),
            Map.entry(Message.HISTORY_WITHOUT_INITIAL, "which member a group starts in is the author's choice"),
            Map.entry(Message.NESTED_WITHOUT_INITIAL, "which member a group starts in is the author's choice"),
            Map.entry(Message.GROUP_CONSTANT, "the mark to remove, or the group to nest, is the author's choice"),
            Map.entry(Message.UNUSED_HISTORY, "a transition to add, or the history to remove, is the author's choice"),
            Map.entry(Message.DUPLICATE_MESSAGE, "which of two handlers to keep is the author's choice"),
            Map.entry(Message.MIXED_MODES, "which mode the class is in is the author's choice"),
            Map.entry(Message.INACCESSIBLE_HANDLER, "a change to another class, or a new handler"),
            Map.entry(Message.CHECKED_EXCEPTION, "what to do with the exception is the author's"),
            Map.entry(Message.HANDLER_MODIFIER, "the modifier to remove, or a body to write"),
            Map.entry(Message.NOT_A_CLASS, "a class of the author's to write"),
            Map.entry(Message.PRIVATE_CLASS, "the access to widen"),
            Map.entry(Message.INNER_CLASS, "the modifier to add"),
            Map.entry(Message.GENERIC_MACHINE, "type parameters to remove, or a subclass to write"),
            Map.entry(Message.NOT_ENUM, "which enum holds the states is the author's"),
            Map.entry(Message.NO_STATES, "the states to add are the author's"),
            Map.entry(Message.INACCESSIBLE_STATES, "the access to widen"),
            Map.entry(Message.STRAY_HANDLER, "a machine to declare, or a class to make abstract"),
            Map.entry(Message.STRAY_ENTRY_POINT, "the annotation to move or remove"),
            Map.entry(Message.STATES_NOT_ENUM, "the annotation to move"),
            Map.entry(Message.LOCAL_CLASS, "where to declare the class is the author's"),
            Map.entry(Message.UNDEFINED, "a name to correct, or a processor to fix"),
            Map.entry(Message.GROUP_NAME_TAKEN, "the new name is the author's"),
            Map.entry(Message.GROUP_OVERLAP, "which group keeps it is the author's"),
            Map.entry(Message.GROUP_CYCLE, "which nesting to undo is the author's"),
            Map.entry(Message.GROUP_AND_MEMBER, "whether the group or the states keep the handler is the author's"),
            Map.entry(Message.EMPTY_GROUP, "the states to list are the author's"),
            Map.entry(Message.BACK_TWICE, "which constant keeps @Back is the author's"),
            Map.entry(Message.BACK_STATE, "which constant is @Back is the author's"),
            Map.entry(Message.BACK_IN_VALUE, "the interrupt states to name are the author's"),
            Map.entry(Message.BACK_OUTSIDE_INTERRUPT, "the states to serve or return are the author's"),
            Map.entry(Message.MESSAGE_TYPE, "a type of the author's to write"),
            Map.entry(Message.DEAD_GUARD, "which guard goes first is the author's"),
            Map.entry(Message.NAME_TAKEN, "the new name is the author's"),
            Map.entry(Message.REDIRECT_CYCLE, "the path on which to stay is the author's"),
            Map.entry(Message.GENERIC_HANDLER, "type parameters to remove, with whatever uses them"),
            Map.entry(Message.RETURNS_AT_RUN_TIME, "a note: nothing to fix"),
            Map.entry(Message.DECISION_TOO_LONG, "which groups and guards to thin out is the author's"),
            Map.entry(Message.DECISIONS_TOO_LONG, "which groups to give fewer handlers is the author's"),
            Map.entry(Message.INTERNAL_ERROR, "a bug of Brainstem's, never a finding on user input"),
            Map.entry(Message.AFTER_STATES, "which states a timer waits in is the author's choice"),
            Map.entry(Message.AFTER_DELAY, "how long an entity waits is the author's choice"),
            Map.entry(Message.DELAY_METHOD, "the method to name or to change is the author's choice"),
            Map.entry(Message.SHADOWED_AFTER, "which of two timers to keep is the author's choice"),
            Map.entry(Message.EVERY, "how often a state decides is the author's choice"));

    static Stream<Case> cases() {
        List<Case> cases = new ArrayList<>();
        cases.add(new Case(Message.UNKNOWN_STATE, files(LIGHT, lamp("value = \"ON\", to", "value = \"ONN\", to")),
                (message, files) -> replace(files, "fix.Lamp", "\"ONN\"", quoted(message, DID_YOU_MEAN)), List.of()));
        cases.add(new Case(Message.UNKNOWN_INITIAL, files(light("@States\n", "@States(initial = \"OF\")\n"), LAMP),
                (message, files) -> replace(files, "fix.Light", "\"OF\"", quoted(message, DID_YOU_MEAN)), List.of()));
        cases.add(new Case(Message.UNKNOWN_NAME, files(light("@States\n", "@States\n@StateGroup(name = \"LIT\", states = \"ON\")\n"),
                        withExit("@Transition(from = \"LIGHT\", to = \"OFF\")\n    boolean dark() { return !on; }")),
                (message, files) -> replace(files, "fix.Lamp", "\"LIGHT\"", quoted(message, DID_YOU_MEAN)), List.of()));
        cases.add(new Case(Message.UNKNOWN_GROUP, files(light("@States\n", "@States\n@StateGroup(name = \"ALL\", states = \"OFF\", "
                        + "groups = \"LITT\")\n@StateGroup(name = \"LIT\", states = \"ON\")\n"), LAMP),
                (message, files) -> replace(files, "fix.Light", "\"LITT\"", quoted(message, DID_YOU_MEAN)), List.of()));
        cases.add(new Case(Message.TARGET_GROUP, files(light("@States\n", "@States\n@StateGroup(name = \"LIT\", states = \"ON\")\n"),
                        lamp("value = \"OFF\", to = \"ON\"", "value = \"OFF\", to = \"LIT\"")),
                (message, files) -> replace(files, "fix.Lamp", "\"LIT\"",
                        "\"" + find(message, "instead: (\\w+)") + "\""), List.of()));
        cases.add(new Case(Message.UNREACHABLE, files(light("ON }", "ON, BROKEN }"), LAMP),
                (message, files) -> replace(files, "fix.Light", "BROKEN }",
                        "@EntryPoint " + find(message, "or mark (\\w+) @EntryPoint") + " }"), List.of()));
        cases.add(new Case(Message.DUPLICATE_HANDLER, files(LIGHT, lamp("value = \"ON\", to", "value = {\"ON\", \"OFF\"}, to")),
                (message, files) -> replace(files, "fix.Lamp", ", \"" + find(message, "remove \"(\\w+)\" from one of them")
                        + "\"}", "}"), List.of()));
        cases.add(new Case(Message.HANDLER_PARAMETERS, files(LIGHT, withExit("@OnExit(\"ON\")\n    void coolDown(double heat) { }")),
                (message, files) -> replace(files, "fix.Lamp", "void coolDown(double heat)", firstForm(message)),
                List.of()));
        cases.add(new Case(Message.HANDLER_RETURN, files(LIGHT, withExit("@OnExit(\"ON\")\n    int coolDown() { return 0; }")),
                (message, files) -> replace(files, "fix.Lamp", "int coolDown() { return 0; }", firstForm(message) + " { }"),
                List.of()));
        cases.add(new Case(Message.WRONG_STATE_ENUM, files(light("ON }", "ON }\n\nenum Dim { LOW }"),
                        lamp("Light off() { return on ? Light.ON : null; }", "Dim off() { return null; }")),
                (message, files) -> replace(files, "fix.Lamp", "Dim off()", find(message, "Return (\\w+) \\(or void\\)")
                        + " off()"), List.of(Message.UNUSED_TO)));
        cases.add(new Case(Message.PARAMETER_ORDER, files(LIGHT, LAMPS.replace("on(int id, float dt)", "on(float dt, int id)")),
                (message, files) -> replace(files, "fix.Lamp", "on(float dt, int id)", find(message, "comes first: (.*)$")),
                List.of()));
        cases.add(new Case(Message.ANNOTATED_PARAMETER_ORDER, files(LIGHT, lamp("Light on()",
                        "Light on(@TimeInState float t, float dt)")),
                (message, files) -> replace(files, "fix.Lamp", "on(@TimeInState float t, float dt)",
                        find(message, "come last: (.*)$")), List.of()));
        cases.add(new Case(Message.MISSING_TO, files(LIGHT, lamp("@OnUpdate(value = \"OFF\", to = \"ON\")", "@OnUpdate(\"OFF\")")),
                (message, files) -> replace(files, "fix.Lamp", "@OnUpdate(\"OFF\")",
                        find(message, "for example (@.*\\)), or make it void")), List.of()));
        cases.add(new Case(Message.VOID_WITH_TO, files(LIGHT, withExit("@OnEnter(value = \"ON\", to = \"OFF\")\n    void warm() { }")),
                // "remove `to`"
                (message, files) -> replace(files, "fix.Lamp", ", to = \"OFF\")\n    void", ")\n    void"), List.of()));
        cases.add(new Case(Message.NO_HANDLER_STATES, files(LIGHT, withExit("@OnExit({})\n    void coolDown() { }")),
                (message, files) -> replace(files, "fix.Lamp", "@OnExit({})", find(message, "for example (@.*)$")),
                List.of()));
        cases.add(new Case(Message.NO_HANDLER_STATES, files(LIGHT, withExit("@Transition(from = {}, to = \"OFF\")\n"
                        + "    boolean dark() { return !on; }")),
                (message, files) -> replace(files, "fix.Lamp", "@Transition(from = {}, to = \"OFF\")",
                        find(message, "for example (@.*)$")), List.of()));
        cases.add(new Case(Message.UNDECLARED_RETURN, files(light("ON }", "ON, @EntryPoint BROKEN }"),
                        lamp("return on ? Light.ON : null;", "return on ? Light.ON : Light.BROKEN;")),
                // "Add it to `to`"
                (message, files) -> replace(files, "fix.Lamp", "value = \"OFF\", to = \"ON\"",
                        "value = \"OFF\", to = {\"ON\", \"" + find(message, "does not list \"(\\w+)\"") + "\"}"), List.of()));
        cases.add(new Case(Message.UNUSED_TO, files(light("ON }", "ON, @EntryPoint BROKEN }"),
                        lamp("value = \"OFF\", to = \"ON\"", "value = \"OFF\", to = {\"ON\", \"BROKEN\"}")),
                // "Remove it from `to`"
                (message, files) -> replace(files, "fix.Lamp", ", \"" + find(message, "lists \"(\\w+)\" in `to`") + "\"}",
                        "}"), List.of()));
        cases.add(new Case(Message.GUARD_TO_ITSELF, files(LIGHT, withExit("@Transition(from = {\"OFF\", \"ON\"}, to = \"ON\")\n"
                        + "    boolean flip() { return on; }")),
                (message, files) -> replace(files, "fix.Lamp", ", \"" + find(message, "Remove \"(\\w+)\" from `from`")
                        + "\"}", "}"), List.of()));
        cases.add(new Case(Message.TIME_IN_STATE_TYPE, files(LIGHT, lamp("Light on()", "Light on(@TimeInState int t)")),
                (message, files) -> replace(files, "fix.Lamp", "@TimeInState int t", find(message, "Declare it `(.*)`")),
                List.of()));
        cases.add(new Case(Message.CURRENT_TYPE, files(LIGHT, withExit("@OnEnter(\"ON\")\n    void warm(@Current String s) { }")),
                (message, files) -> replace(files, "fix.Lamp", "@Current String s", find(message, "Declare it `(.*)`")),
                List.of()));
        cases.add(new Case(Message.MESSAGE_PRIMITIVE, files(LIGHT, withExit("@OnMessage(\"ON\")\n    void heard(float loudness) { }")),
                (message, files) -> replace(files, "fix.Lamp", "float loudness", find(message, "\\(or (\\w+)\\)$")
                        + " loudness"), List.of()));
        cases.add(new Case(Message.INVALID_GROUP_NAME, files(light("@States\n", "@States\n@StateGroup(name = \"lit up\", states = \"ON\")\n"),
                        LAMP),
                (message, files) -> replace(files, "fix.Light", "\"lit up\"", find(message, "for example, (\".*\")$")),
                List.of()));
        cases.add(new Case(Message.INVALID_GROUP_NAME, files(light("@States\n", "@States\n@StateGroup(name = \"lit up\", states = \"ON\")\n",
                        "ON }", "ON, @EntryPoint LIT_UP }"), LAMP),
                (message, files) -> replace(files, "fix.Light", "\"lit up\"", find(message, "for example, (\".*\")$")),
                List.of()));
        cases.add(new Case(Message.GROUP_ENTER_RETURNS, files(light("@States\n", "@States\n@StateGroup(name = \"LIT\", states = \"ON\")\n"),
                        withExit("@OnEnter(\"LIT\")\n    Light warm() { return null; }")),
                // "Make it void"
                (message, files) -> replace(files, "fix.Lamp", "Light warm() { return null; }", "void warm() { }"),
                List.of()));
        cases.add(new Case(Message.TRANSITION_LIMIT, files(LIGHT, lamp("@StateMachine(Light.class)",
                        "@StateMachine(value = Light.class, maxTransitionsPerTick = 0)")),
                // "Use 1 or more"
                (message, files) -> replace(files, "fix.Lamp", "maxTransitionsPerTick = 0", "maxTransitionsPerTick = "
                        + find(message, "Use (\\d+) or more")), List.of()));
        cases.add(new Case(Message.AUXILIARY_ENUM, Map.of("fix.Lamp", LAMP + "\n@States\nenum Light { OFF, ON }\n"),
                // "Move Light to a file of its own, Light.java"
                (message, files) -> {
                    String name = find(message, "a file of its own, (\\w+)\\.java");
                    Map<String, String> moved = replace(files, "fix.Lamp", "\n@States\nenum Light { OFF, ON }\n", "");
                    moved.put("fix." + name, LIGHT);
                    return moved;
                }, List.of()));
        Map<String, String> lamps = new LinkedHashMap<>();
        lamps.put("fix.Light", LIGHT);
        lamps.put("fix.Lamps", LAMP.replace("@StateMachine", "class Lamps { }\n\n@StateMachine"));
        cases.add(new Case(Message.AUXILIARY_MACHINE, lamps,
                // "Move Lamp to a file of its own, Lamp.java"
                (message, files) -> {
                    Map<String, String> moved = new LinkedHashMap<>(files);
                    moved.put("fix.Lamps", "package fix;\n\nclass Lamps { }\n");
                    moved.put("fix." + find(message, "a file of its own, (\\w+)\\.java"), LAMP);
                    return moved;
                }, List.of()));
        cases.add(new Case(Message.MISSING_STATES, files(light("@States\n", ""), LAMP),
                (message, files) -> replace(files, "fix.Light", "enum Light", find(message, "Annotate it: (.*)$")),
                List.of()));
        return cases.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void theFixCompiles(Case fixCase) {
        Compilation before = compile(fixCase.sources());
        Diagnostic<? extends JavaFileObject> first = firstBrainstem(before);
        assertTrue(first != null && first.getMessage(Locale.ROOT).startsWith("[" + fixCase.message().id() + "]"),
                fixCase.message().id() + " is not the first diagnostic:\n" + Compile.all(before));
        String text = first.getMessage(Locale.ROOT);

        Map<String, String> fixed = fixCase.fix().apply(text, fixCase.sources());
        Compilation after = compile(fixed);

        List<String> next = brainstem(after).stream().map(d -> d.getMessage(Locale.ROOT).replaceAll("] .*", "]"))
                .distinct().toList();
        assertEquals(fixCase.next().stream().map(m -> "[" + m.id() + "]").toList(), next,
                "after the fix of\n" + text + "\n" + fixed + "\n" + Compile.all(after));
        assertEquals(fixCase.next().stream().allMatch(m -> m.kind() != Diagnostic.Kind.ERROR),
                after.status() == Compilation.Status.SUCCESS, Compile.all(after));
    }

    @Test
    void everyMessageIsTriedOrSaysWhyNot() {
        Set<Message> tried = cases().map(Case::message).collect(Collectors.toCollection(() -> EnumSet.noneOf(Message.class)));
        for (Message message : Message.values()) {
            assertTrue(tried.contains(message) ^ IN_WORDS.containsKey(message),
                    message + ": neither tried nor said why not, or both");
        }
    }

    private static final Pattern DID_YOU_MEAN = Pattern.compile("did you mean \"(\\w+)\"\\?");

    private static String quoted(String message, Pattern pattern) {
        return "\"" + find(message, pattern.pattern()) + "\"";
    }

    private static String find(String message, String regex) {
        Matcher matcher = Pattern.compile(regex).matcher(message);
        if (!matcher.find()) {
            fail("no " + regex + " in\n" + message);
        }
        return matcher.group(1);
    }

    /** The first accepted form: {@code void coolDown()}. */
    private static String firstForm(String message) {
        return find(message, "Accepted forms: ([^,(]+\\([^)]*\\))");
    }

    private static String light(String... replacements) {
        return Sources.change(LIGHT, replacements);
    }

    private static String lamp(String... replacements) {
        return Sources.change(LAMP, replacements);
    }

    /** The lamp with one more handler. */
    private static String withExit(String handler) {
        return LAMP.replace("null : Light.OFF; }\n}", "null : Light.OFF; }\n\n    " + handler + "\n}");
    }

    private static Map<String, String> files(String light, String lamp) {
        Map<String, String> files = new LinkedHashMap<>();
        files.put("fix.Light", light);
        files.put("fix.Lamp", lamp);
        return files;
    }

    private static Map<String, String> replace(Map<String, String> files, String file, String from, String to) {
        Map<String, String> changed = new LinkedHashMap<>(files);
        String text = changed.get(file);
        assertTrue(text.contains(from), "no " + from + " in " + text);
        changed.put(file, text.replace(from, to));
        return changed;
    }

    private static Compilation compile(Map<String, String> files) {
        return Compile.run(files.entrySet().stream().map(e -> Compile.source(e.getKey(), e.getValue()))
                .toArray(JavaFileObject[]::new));
    }

    private static List<Diagnostic<? extends JavaFileObject>> brainstem(Compilation compilation) {
        return compilation.diagnostics().stream().filter(d -> d.getKind() != Diagnostic.Kind.NOTE
                && d.getMessage(Locale.ROOT).startsWith("[Brainstem")).toList();
    }

    private static Diagnostic<? extends JavaFileObject> firstBrainstem(Compilation compilation) {
        List<Diagnostic<? extends JavaFileObject>> found = brainstem(compilation);
        return found.isEmpty() ? null : found.get(0);
    }
}
