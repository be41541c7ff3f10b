package dev.brainstem.processor.writing;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import dev.brainstem.processor.BrainstemProcessor;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.lang.model.SourceVersion;
import javax.tools.JavaFileObject;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;

/**
 * Legal input never breaks the build: a machine whose states, groups and message types have any legal
 * names, next to classes of any legal names, compiles without an error or a warning. The names are
 * drawn from those that broke generated code or could: keywords without their first letters ({@code t}
 * and {@code stanceof}, which a stem {@code in} turns back into keywords), names that end in digits
 * ({@code ZONE4}, {@code ZONE424}), {@code java.lang} types ({@code Class}, {@code String},
 * {@code Override}), the runtime's and JavaPoet's imports, the generated code's own fields, locals and
 * methods; and from random identifiers. Each try compiles one machine, about a second.
 */
class LegalNamesTest {
    private static final List<String> KEYWORD_TAILS = List.of("t", "nt", "f", "o", "r", "ew", "lse", "hile", "ase",
            "ry", "har", "yte", "ong", "oid", "stanceof", "terface", "tends", "num", "lass", "his", "ull", "rue",
            "alse", "oto", "onst", "ssert", "eturn", "witch", "tatic", "inal");
    private static final List<String> JAVA_LANG = List.of("Object", "String", "Class", "Math", "Integer", "Double",
            "Long", "Float", "Boolean", "Character", "Short", "Byte", "Void", "Number", "Override", "SuppressWarnings",
            "Deprecated", "SafeVarargs", "FunctionalInterface", "IllegalStateException", "IllegalArgumentException",
            "Throwable", "Exception", "RuntimeException", "Error", "Enum", "StringBuilder", "System", "Thread",
            "Runnable", "Iterable", "Comparable", "Cloneable", "CharSequence", "StrictMath", "Runtime");
    private static final List<String> IMPORTED = List.of("Events", "MachineInfo", "Lane", "Mailbox",
            "InterruptStacks", "StaleCheck", "TransitionListener", "WordLoop", "AbstractBatch",
            "IllegalTransitionException", "TransitionLimitException", "Generated", "List", "ArrayList", "Arrays",
            "Consumer", "IntConsumer");
    private static final List<String> GENERATED = List.of("STATES", "INFO", "STAY", "NAME", "SETTLE", "DROPPED",
            "BACK", "STATE_COUNT", "MAX_TRANSITIONS_PER_TICK", "state", "entity", "message", "type", "dt", "time",
            "next", "current", "event", "group", "in", "in0_a", "decide", "decide0_a", "update", "deliverExact",
            "groupOf", "info", "ordinal", "values", "A_UPDATE", "ZONE4", "ZONE424", "ZONE42", "Ping", "Ping24", "S1",
            "S12", "$", "$1", "_x", "a_b", "A$B", "\u00c9t\u00e9");
    /** Names that are no class's: restricted identifiers, and the machine's own classes. */
    private static final Set<String> NO_CLASS = Set.of("var", "yield", "record", "sealed", "permits", "Mood", "Brain",
            "BrainFsm", "BrainBatch");

    @Property(tries = 30)
    void aMachineOfAnyLegalNamesCompilesWithoutWarnings(@ForAll("machines") NamedMachine machine) {
        List<JavaFileObject> files = new ArrayList<>();
        String[] sources = machine.sources();
        for (int i = 0; i < sources.length; i += 2) {
            files.add(JavaFileObjects.forSourceString(sources[i], sources[i + 1]));
        }

        // Not Generated.compile: a name of 24 characters may well make a line of generated code longer
        // than Generated holds it to, which is no fault of the build.
        Compilation compilation = Compiler.javac().withProcessors(new BrainstemProcessor())
                .withOptions("-Xlint:all,-processing", "-Werror").compile(files);

        assertThat(compilation).succeededWithoutWarnings();
    }

    /** A machine's names: its states (at least one), groups, message types and other classes of its package. */
    record NamedMachine(List<String> states, List<String> groups, List<String> messageTypes, List<String> classes) {
        NamedMachine {
            groups = groups.stream().filter(g -> !states.contains(g)).limit(states.size()).toList();
            classes = classes.stream().filter(c -> !messageTypes.contains(c)).toList();
        }

        String[] sources() {
            List<String> sources = new ArrayList<>(List.of("p.Mood", enumSource(), "p.Brain", machineSource()));
            for (String type : messageTypes) {
                sources.addAll(List.of("p." + type, "package p;\n\npublic final class " + type + " {}\n"));
            }
            for (String name : classes) {
                sources.addAll(List.of("p." + name, "package p;\n\nclass " + name + " {}\n"));
            }
            return sources.toArray(String[]::new);
        }

        /** Group {@code k} lists every state whose index is {@code k} modulo the number of groups. */
        private List<String> members(int group) {
            List<String> members = new ArrayList<>();
            for (int s = group; s < states.size(); s += groups.size()) {
                members.add(states.get(s));
            }
            return members;
        }

        private String enumSource() {
            StringBuilder text = new StringBuilder("package p;\n\n@dev.brainstem.States\n");
            for (int g = 0; g < groups.size(); g++) {
                text.append("@dev.brainstem.StateGroup(name = \"").append(groups.get(g)).append("\", states = ")
                        .append(quoted(members(g))).append(")\n");
            }
            return text.append("public enum Mood {\n    ").append(String.join(",\n    ", states)).append("\n}\n")
                    .toString();
        }

        private String machineSource() {
            StringBuilder text = new StringBuilder("package p;\n\n@dev.brainstem.StateMachine(Mood.class)\n"
                    + "public class Brain {\n    Mood next;\n");
            int n = states.size();
            for (int s = 0; s < n; s++) {
                if (n == 1) {
                    text.append("    @dev.brainstem.OnUpdate(\"").append(states.get(s)).append("\") void u0(float dt) {}\n");
                } else {
                    text.append("    @dev.brainstem.OnUpdate(value = \"").append(states.get(s)).append("\", to = \"")
                            .append(states.get((s + 1) % n)).append("\") Mood u").append(s)
                            .append("(float dt) { return next; }\n");
                }
            }
            for (int g = 0; g < groups.size(); g++) {
                String group = groups.get(g);
                text.append("    @dev.brainstem.OnEnter(\"").append(group).append("\") void enter").append(g).append("() {}\n")
                        .append("    @dev.brainstem.OnExit(\"").append(group).append("\") void exit").append(g).append("() {}\n")
                        .append("    @dev.brainstem.OnUpdate(\"").append(group).append("\") void tick").append(g)
                        .append("(float dt) {}\n");
                List<String> inGroup = members(g);
                List<String> outside = states.stream().filter(s -> !inGroup.contains(s)).toList();
                if (!outside.isEmpty()) {
                    text.append("    @dev.brainstem.Transition(from = \"").append(group).append("\", to = \"")
                            .append(outside.get(0)).append("\") boolean leave").append(g)
                            .append("() { return next != null; }\n");
                }
            }
            for (int t = 0; t < messageTypes.size(); t++) {
                String type = messageTypes.get(t);
                text.append("    @dev.brainstem.OnMessage(\"").append(states.get(t % n)).append("\") void first").append(t)
                        .append('(').append(type).append(" m) {}\n");
                if (n > 1) {
                    text.append("    @dev.brainstem.OnMessage(\"").append(states.get((t + 1) % n)).append("\") void then")
                            .append(t).append('(').append(type).append(" m) {}\n");
                }
            }
            return text.append("}\n").toString();
        }

        private static String quoted(List<String> names) {
            return names.stream().map(name -> "\"" + name + "\"").collect(Collectors.joining(", ", "{", "}"));
        }
    }

    @Provide
    Arbitrary<NamedMachine> machines() {
        Arbitrary<String> member = Arbitraries.frequencyOf(
                Tuple.of(3, Arbitraries.of(Stream.of(KEYWORD_TAILS, JAVA_LANG, IMPORTED, GENERATED)
                        .flatMap(List::stream).toList())),
                Tuple.of(1, identifiers()));
        Arbitrary<String> className = Arbitraries.frequencyOf(
                        Tuple.of(3, Arbitraries.of(Stream.of(JAVA_LANG, IMPORTED, GENERATED)
                                .flatMap(List::stream).toList())),
                        Tuple.of(1, identifiers()))
                .filter(name -> !NO_CLASS.contains(name));
        return Combinators.combine(
                member.list().uniqueElements().ofMinSize(1).ofMaxSize(24),
                member.list().uniqueElements().ofMaxSize(5),
                className.list().uniqueElements().ofMaxSize(4),
                className.list().uniqueElements().ofMaxSize(8))
                .as(NamedMachine::new);
    }

    /** Legal identifiers that are no keyword, of up to six characters, {@code $} and {@code _} among them. */
    private static Arbitrary<String> identifiers() {
        return Arbitraries.strings().withChars("abcXYZ_$").ofMinLength(1).ofMaxLength(1)
                .flatMap(first -> Arbitraries.strings().withChars("aZ09_$").ofMaxLength(5).map(rest -> first + rest))
                .filter(name -> SourceVersion.isName(name) && !NO_CLASS.contains(name));
    }
}
